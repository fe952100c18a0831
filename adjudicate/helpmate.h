// Searching for a helpmate: a sequence of legal moves, both sides
// cooperating, after which one side has checkmated the other. Two searches:
//
// - guided: depth-first with iterative deepening, where moves that bring a
//   mate in a corner closer are free and moves throwing material away cost
//   extra, so that promising lines are searched far deeper than the rest;
//   it finds the long helpmates of open endgames;
// - exhaustive: breadth first through every reachable position, each once;
//   it finds the shortest helpmate, or that there is none, where pawn walls
//   leave few positions.
//
// Either answers `none` only after seeing every reachable position, leaving
// out those that material or the blockade analysis prove unwinnable.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "core/position.h"

namespace arbiter {

struct Helpmate {
  enum class Outcome : uint8_t { mate, none, cut };  // cut: gave up, no answer
  Outcome outcome = Outcome::cut;
  std::vector<Move> line;  // with mate: the moves from the position searched
  uint64_t nodes = 0;      // positions visited
};

// The guided search through at most `node_limit` positions, iterating up to
// `max_depth` nominal plies. `first_moves` are the moves to search from `pos`
// (all when empty): the others are known not to lead to a mate.
Helpmate guided_helpmate(const Position& pos, Color winner, std::span<const Move> first_moves,
                         uint64_t node_limit, int max_depth = 1000);

// The exhaustive search, giving up after `node_limit` positions.
Helpmate exhaustive_helpmate(const Position& pos, Color winner, std::span<const Move> first_moves,
                             uint64_t node_limit);

}  // namespace arbiter
