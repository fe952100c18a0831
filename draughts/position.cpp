#include "draughts/position.h"

#include "draughts/zobrist.h"

namespace arbiter::draughts {

Position Position::start(const Variant& v) {
  Position pos(v);
  const Board& board = pos.board();
  const int rows = v.columns / 2 - 1;
  for (int r = 0; r < rows; ++r)
    for (Color c : {v.low_side, ~v.low_side})
      for (Bitboard b = board.rows[c == v.low_side ? r : v.columns - 1 - r]; b;) pos.put(c, pop_lsb(b), false);
  return pos;
}

uint64_t Position::side_key(Color c) { return c == Black ? Zobrist.black_to_move : 0; }

void Position::put(Color c, Square s, bool king) {
  (king ? kings_ : men_)[c] |= square_bb(s);
  key_ ^= Zobrist.piece[c][king][s];
}

void Position::play(const Move& m) {
  const Color us = side_;
  const Bitboard from = square_bb(m.from), to = square_bb(m.to);
  // Cleared, then set: a king's capture may end on the square it left.
  const bool king = kings_[us] & from;
  men_[us] &= ~from;
  kings_[us] &= ~from;
  (king || m.crowns ? kings_ : men_)[us] |= to;
  // The key loses the words of what left and was taken, and gains those of
  // what landed and of the other side to move.
  key_ ^= Zobrist.piece[us][king][m.from] ^ Zobrist.piece[us][king || m.crowns][m.to] ^ Zobrist.black_to_move;
  for (Bitboard b = m.captured; b;) {
    const Square s = pop_lsb(b);
    key_ ^= Zobrist.piece[~us][bool(kings_[~us] & square_bb(s))][s];
  }
  men_[~us] &= ~m.captured;
  kings_[~us] &= ~m.captured;
  side_ = ~us;
}

}  // namespace arbiter::draughts
