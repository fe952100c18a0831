// A direct check comes from a square that attacks the king; the occupancy
// before the move decides that for a slider, since in a legal position the
// square it leaves never stands between it and the king (it would be giving
// check already, with its own side to move).
#include "adjudicate/check_squares.h"

namespace arbiter {

CheckSquares::CheckSquares(const Position& pos) {
  const Color us = pos.side_to_move();
  const Square king = pos.king_square(~us);
  const Bitboard occupied = pos.pieces();
  squares_[Pawn] = pawn_attacks(~us, king);
  for (PieceType pt : {Knight, Bishop, Rook, Queen, King}) squares_[pt] = attacks(pt, king, occupied);
  discoverers_ = pos.blockers_for_king(~us) & pos.pieces(us);
}

}  // namespace arbiter
