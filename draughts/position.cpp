#include "draughts/position.h"

namespace arbiter::draughts {

Position Position::start(const Variant& v) {
  Position pos(v);
  const Board& board = pos.board();
  const int rows = v.columns / 2 - 1;
  for (int r = 0; r < rows; ++r) {
    pos.men_[v.low_side] |= board.rows[r];
    pos.men_[~v.low_side] |= board.rows[v.columns - 1 - r];
  }
  return pos;
}

void Position::play(const Move& m) {
  const Color us = side_;
  const Bitboard from = square_bb(m.from), to = square_bb(m.to);
  // Cleared, then set: a king's capture may end on the square it left.
  const bool king = kings_[us] & from;
  men_[us] &= ~from;
  kings_[us] &= ~from;
  (king || m.crowns ? kings_ : men_)[us] |= to;
  men_[~us] &= ~m.captured;
  kings_[~us] &= ~m.captured;
  side_ = ~us;
}

}  // namespace arbiter::draughts
