// Move-path enumeration, the standard test of a draughts move generator.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "draughts/position.h"

namespace arbiter::draughts {

uint64_t perft(const Position& pos, int depth);
// Node count below each legal root move, in generation order.
std::vector<std::pair<Move, uint64_t>> perft_divide(const Position& pos, int depth);

}  // namespace arbiter::draughts
