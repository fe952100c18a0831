// Legal draughts moves: captures are compulsory, completed to the end, and
// chosen by the variant's capture law; each capture is its full path.
#pragma once

#include <cstddef>
#include <span>
#include <vector>

#include "draughts/move.h"
#include "draughts/position.h"

namespace arbiter::draughts {

// The legal moves of one position. Captures that take the same pieces from
// the same square to the same square by different paths are one move (as
// perft counts them); capture_paths gives the paths.
class MoveList {
 public:
  const Move* begin() const { return moves_.data(); }
  const Move* end() const { return moves_.data() + moves_.size(); }
  size_t size() const { return moves_.size(); }
  bool empty() const { return moves_.empty(); }
  const Move& operator[](size_t i) const { return moves_[i]; }

  void clear() { moves_.clear(); }
  void push_back(const Move& m) { moves_.push_back(m); }

 private:
  std::vector<Move> moves_;
};

// Fills `moves` (cleared first) with the legal moves of pos. A list kept
// from call to call allocates only when it grows.
void generate_moves(const Position& pos, MoveList& moves);
MoveList legal_moves(const Position& pos);

// Every path of landing squares by which the legal capture m may be played.
std::vector<std::vector<Square>> capture_paths(const Position& pos, const Move& m);
// The pieces m takes, in the order it jumps them.
std::vector<Square> taken_in_order(const Position& pos, const Move& m);

// Those of the legal moves of pos (`legal`, as generate_moves gives them)
// that go from `from` to `to`, for a record that names them: when `via` is
// not empty, only captures with a path landing on those squares in that
// order (PDN's 27x18x11 names 18 as a landing between). A replay generates
// the list once and asks it this, and whatever else it needs.
std::vector<Move> moves_between(const Position& pos, const MoveList& legal, Square from, Square to,
                                std::span<const Square> via = {});
// The same into `found` (cleared first), for a replay that keeps one list
// from move to move instead of allocating one for each.
void moves_between(const Position& pos, const MoveList& legal, Square from, Square to, std::span<const Square> via,
                   std::vector<Move>& found);

}  // namespace arbiter::draughts
