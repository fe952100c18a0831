// Searching for a helpmate: a sequence of legal moves, both sides
// cooperating, after which one side has checkmated the other. Two searches,
// each resumable, so that a caller can let them take turns:
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

#include "adjudicate/position_table.h"
#include "core/position.h"

namespace arbiter {

enum class HelpmateOutcome : uint8_t { mate, none, cut };  // cut: budget spent, go on later

class GuidedHelpmate {
 public:
  // Mates by `winner` from `pos`. `first_moves` are the moves to search from
  // `pos` (all when empty): the others are known not to lead to a mate.
  GuidedHelpmate(const Position& pos, Color winner, std::span<const Move> first_moves);

  // Searches on through at most `nodes` more positions, iterating up to
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
  int depth_ = 2;  // of the next iteration
  uint64_t nodes_ = 0;
  std::vector<Move> line_;
  uint64_t iteration_end_ = 0;
  bool aborted_ = false;     // the iteration ran out of nodes
  bool incomplete_ = false;  // some iteration did: no proof rests on the table
  // Positions searched, with the greatest depth they had, kept from one
  // iteration to the next so that each searches only what is new.
  PositionTable depths_;
  std::vector<uint64_t> frontier_;  // positions reached with no depth left
};

class ExhaustiveHelpmate {
 public:
  ExhaustiveHelpmate(const Position& pos, Color winner, std::span<const Move> first_moves);

  // Searches on through at most `nodes` more positions.
  HelpmateOutcome search(uint64_t nodes);
  const std::vector<Move>& line() const { return line_; }
  uint64_t nodes() const { return nodes_; }

 private:
  // A position met, with the number of the one it came from and the move.
  struct Reached {
    uint32_t parent;
    Move move;
  };
  // A position to expand, with its number.
  struct Pending {
    Position pos;
    uint32_t number;
  };
  bool prune(const Position& pos, Move m, const Position& next);

  Color winner_;
  std::vector<Move> first_moves_;
  uint64_t nodes_ = 0;
  std::vector<Move> line_;
  std::vector<Reached> reached_;
  PositionTable numbers_;
  std::vector<Pending> layer_, next_layer_;
  size_t next_pending_ = 0;  // in layer_
  size_t next_move_ = 0;     // of that position's moves
  uint64_t analyses_ = 0, proofs_ = 0;  // blockade analyses asked, and those that pruned
};

}  // namespace arbiter
