// Move-path enumeration, the standard test of a move generator.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "core/position.h"

namespace arbiter {

uint64_t perft(const Position& pos, int depth);
// Node count below each legal root move, in generation order.
std::vector<std::pair<Move, uint64_t>> perft_divide(const Position& pos, int depth);

}  // namespace arbiter
