// A cheap first look at whether a move gives check, as Stockfish keeps in
// its StateInfo: the squares from which each kind of piece of the side to
// move would attack the enemy king, and the pieces that would uncover an
// attack on it by leaving their line. The helpmate search asks it for every
// move of the positions at its frontier, of which few give check.
#pragma once

#include "core/position.h"

namespace arbiter {

class CheckSquares {
 public:
  explicit CheckSquares(const Position& pos);
  // False only when the legal move `m` of `pos` does not give check
  // (Position::gives_check settles the others).
  bool may_give_check(const Position& pos, Move m) const;

 private:
  Bitboard squares_[7] = {};  // by kind of piece
  Bitboard discoverers_ = 0;
};

// Inline: it is asked for every move at the search's frontier.
inline bool CheckSquares::may_give_check(const Position& pos, Move m) const {
  // Promotions, castling and en passant move more than one piece, or change it.
  if (m.kind() != MoveKind::Normal) return true;
  return (discoverers_ & square_bb(m.from())) || (squares_[type_of(pos.piece_on(m.from()))] & square_bb(m.to()));
}

}  // namespace arbiter
