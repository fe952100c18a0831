// A position's Zobrist key: equal positions (the same men and kings on the
// same squares, the same side to move) have equal keys, and different ones
// differ but with a chance of 2^-64. The repetition rules compare keys.
// Position::key() keeps the same key move by move; this function computes
// it from the board, to check that one.
#pragma once

#include <cstdint>

#include "draughts/position.h"

namespace arbiter::draughts {

uint64_t position_key(const Position& pos);

}  // namespace arbiter::draughts
