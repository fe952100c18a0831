// Searching for a helpmate: a sequence of legal moves, both sides
// cooperating, after which one side has checkmated the other. Two searches:
//
// - guided: depth-first with iterative deepening, where moves that bring a
//   mate in a corner closer (a king or bishop heading there, a pawn move or
//   capture by the winner) are free and moves throwing the mate away cost
//   extra, so that promising lines are searched far deeper than the rest;
//   it finds the long helpmates of endgames;
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

#include "adjudicate/position_table.h"
#include "core/position.h"

namespace arbiter {

enum class HelpmateOutcome : uint8_t { mate, none, cut };  // cut: the budget ran out

class GuidedHelpmate {
 public:
  // Mates by `winner` from `pos`. `first_moves` are the moves to search from
  // `pos` (all when empty): the others are known not to lead to a mate.
  GuidedHelpmate(const Position& pos, Color winner, std::span<const Move> first_moves);

  // Searches (once) through at most `nodes` positions, iterating up to
  // `max_depth` nominal plies.
  HelpmateOutcome search(uint64_t nodes, int max_depth = 1000);
  // After a mate: the moves from the position searched.
  const std::vector<Move>& line() const { return line_; }
  uint64_t nodes() const { return nodes_; }

 private:
  enum class Step : uint8_t { progress, plain, detour };
  bool visit(const Position& pos, int depth, bool progressed);
  Step classify(const Position& pos, Move m) const;

  Position root_;
  Color winner_;
  std::vector<Move> first_moves_;
  uint64_t nodes_ = 0;
  std::vector<Move> line_;
  uint64_t node_limit_ = 0;
  bool aborted_ = false;  // the search reached node_limit_
  // Positions searched, with the greatest depth they had, kept from one
  // iteration to the next so that each searches only what is new.
  PositionTable depths_;
  std::vector<uint64_t> frontier_;  // positions reached with no depth left
};

class ExhaustiveHelpmate {
 public:
  ExhaustiveHelpmate(const Position& pos, Color winner, std::span<const Move> first_moves);

  // Searches (once) through at most `nodes` positions.
  HelpmateOutcome search(uint64_t nodes);
  const std::vector<Move>& line() const { return line_; }
  uint64_t nodes() const { return nodes_; }

 private:
  bool prune(const Position& pos, Move m, const Position& next);

  Position root_;
  Color winner_;
  std::vector<Move> first_moves_;
  uint64_t nodes_ = 0;
  std::vector<Move> line_;
  uint64_t analyses_ = 0, proofs_ = 0;  // blockade analyses asked, and those that pruned
};

}  // namespace arbiter
