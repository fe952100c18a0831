// Searching for a helpmate: a sequence of legal moves, both sides
// cooperating, after which one side has checkmated the other. Two searches:
//
// - guided: depth-first with iterative deepening, where moves that bring a
//   mate in a corner closer (a king or bishop heading there, a pawn move or
//   capture by the winner) cost little or nothing and moves throwing the
//   mate away cost extra, so that promising lines are searched far deeper
//   than the rest; it finds the long helpmates of endgames;
// - exhaustive: breadth first through every reachable position, each once;
//   it finds the shortest helpmate, or that there is none, where pawn walls
//   leave few positions.
//
// Both can be resumed: each call to search() goes on where the last one
// stopped, so that several searches can share a budget in turns. A search
// that tries every move answers `none` only after seeing every reachable
// position, leaving out those that material or the blockade analysis prove
// unwinnable.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "adjudicate/position_table.h"
#include "core/position.h"

namespace arbiter {

enum class HelpmateOutcome : uint8_t { mate, none, cut };  // cut: the budget ran out

// How the guided search spends its depth.
struct Guidance {
  // Progress costs a quarter of a ply (and any reply to it half a ply)
  // rather than nothing: lines stay shorter and the search goes wider, which
  // finds the short helpmates hidden among many pieces.
  bool fractional = false;
  // Of the moves of pieces that can never take part in a mate (by where
  // they can ever go: adjudicate/reach.h), only the first is tried in each
  // position: they only pass the move, and one way to pass is enough. A
  // search that passes over moves so never answers `none`.
  bool one_tempo_move = false;
  // The winner's pieces that stand in or guard the mating corner while the
  // loser's king is away make progress by leaving it (rather than by coming
  // closer): the king needs a way in.
  bool clear_the_corner = false;
  // The mate is sought in the corner (of the colour the bishops decide)
  // nearer the loser's king, rather than on the loser's side of the board.
  bool nearer_corner = false;
};

// What the searches share: each call goes on where the last one stopped.
class HelpmateSearch {
 public:
  virtual ~HelpmateSearch() = default;
  // Searches through at most about `nodes` more positions. `none` is a
  // proof: every reachable position was seen.
  virtual HelpmateOutcome search(uint64_t nodes) = 0;
  // After a mate: the moves from the position searched.
  const std::vector<Move>& line() const { return line_; }
  uint64_t nodes() const { return nodes_; }

 protected:
  uint64_t nodes_ = 0;
  std::vector<Move> line_;
};

class GuidedHelpmate : public HelpmateSearch {
 public:
  // Mates by `winner` from `pos`. `first_moves` are the moves to search from
  // `pos` (all when empty): the others are known not to lead to a mate.
  GuidedHelpmate(const Position& pos, Color winner, std::span<const Move> first_moves, Guidance guidance = {});

  HelpmateOutcome search(uint64_t nodes) override { return search(nodes, 1000); }
  // The same, iterating up to `max_plies` nominal plies.
  HelpmateOutcome search(uint64_t nodes, int max_plies);

 private:
  enum class Step : uint8_t { progress, plain, detour, skipped };
  // Whether some piece's moves are only tempo moves (see Guidance).
  bool has_tempo_pieces() const;
  // Counts a position and records the depth it is searched to: false when
  // the budget is spent or it was searched as deep already.
  bool admit(uint64_t key, int depth);
  // Searches the position after `m` (appended to line_) from `pos`.
  bool visit_child(const Position& pos, Move m, int depth, bool progressed);
  // Searches a position reached.
  bool visit(const Position& pos, int depth, bool progressed);
  // A position reached with no depth left.
  bool visit_leaf(const Position& pos);
  struct Aims;  // what the moves of one position are classified by
  Aims aims(const Position& pos) const;
  Step classify(const Position& pos, const Aims& aims, Move m) const;
  bool is_tempo_move(const Position& pos, Move m) const;

  Position root_;
  Color winner_;
  std::vector<Move> first_moves_;
  Guidance guidance_;
  bool near_side_ = false;  // the mating corner is on the winner's side
  // Where the pieces that can never take part in a mate may stand, by side
  // and kind of piece.
  Bitboard tempo_squares_[2][7] = {};
  uint64_t node_limit_ = 0;
  bool aborted_ = false;  // the search reached node_limit_
  int depth_ = 0;         // the iteration under way, in quarter plies
  // Positions searched, with the greatest depth they had, kept from one
  // iteration to the next so that each searches only what is new.
  PositionTable depths_;
  std::vector<uint64_t> frontier_;  // positions reached with no depth left
};

class ExhaustiveHelpmate : public HelpmateSearch {
 public:
  ExhaustiveHelpmate(const Position& pos, Color winner, std::span<const Move> first_moves);

  // The last position taken up is expanded whole, past `nodes`.
  HelpmateOutcome search(uint64_t nodes) override;

 private:
  bool prune(const Position& pos, Move m, const Position& next);

  Position root_;
  Color winner_;
  std::vector<Move> first_moves_;
  uint64_t analyses_ = 0, proofs_ = 0;  // blockade analyses asked, and those that pruned
  // Every position met, numbered in order, with the number of the one it
  // came from and the move.
  struct Reached {
    uint32_t parent;
    Move move;
  };
  std::vector<Reached> reached_{{0, Move()}};
  PositionTable numbers_;
  // The positions of one distance from the root, to expand from `next_` on,
  // and of the next distance.
  struct Pending {
    Position pos;
    uint32_t number;
  };
  std::vector<Pending> layer_, next_layer_;
  size_t next_ = 0;
};

}  // namespace arbiter
