#include "notation/piece_origins.h"

namespace arbiter {

PieceOrigins::PieceOrigins(const Position& start) {
  for (int s = A1; s <= H8; ++s)
    origin_[s] = start.piece_on(Square(s)) == NoPiece ? NoSquare : Square(s);
}

void PieceOrigins::play(const Position& before, Move m) {
  if (m.is_none()) return;  // a pass, as a replay records a null move
  const Square from = m.from(), to = m.to();
  switch (m.kind()) {
    case MoveKind::Castling: {
      // King takes own rook: in Chess960 either may land where the other stood.
      const Color us = color_of(before.piece_on(from));
      const CastlingSide side = to > from ? KingSide : QueenSide;
      const Square king = origin_[from], rook = origin_[to];
      origin_[from] = origin_[to] = NoSquare;
      origin_[castling_king_destination(us, side)] = king;
      origin_[castling_rook_destination(us, side)] = rook;
      return;
    }
    case MoveKind::EnPassant:
      origin_[make_square(file_of(to), rank_of(from))] = NoSquare;
      break;
    default:
      break;
  }
  origin_[to] = m.kind() == MoveKind::Promotion ? NoSquare : origin_[from];
  origin_[from] = NoSquare;
}

}  // namespace arbiter
