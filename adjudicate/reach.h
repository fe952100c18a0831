// Where each piece could ever stand, whatever both sides play from a
// position: an over-approximation, so "cannot reach" is a proof while "can
// reach" is only a possibility. It is what proves a pawn wall permanent.
#pragma once

#include "core/position.h"

namespace arbiter {

class Reach {
 public:
  explicit Reach(const Position& pos);

  // The squares the piece standing on `from` may ever occupy, `from`
  // included; every square once it is a pawn that may promote.
  Bitboard squares(Square from) const { return reach_[from]; }
  // The squares that piece may ever attack (a pawn: capture squares).
  Bitboard attacks(Square from) const;
  // The squares that piece would attack standing on `at`, lines blocked
  // only by pieces that never leave (a promoted pawn: as queen or knight).
  Bitboard attacks_at(Square from, Square at) const;
  // Whether the piece on `s` may ever leave its square or be captured.
  bool may_leave(Square s) const { return gone_ & square_bb(s); }
  // The squares any piece among `pieces` may ever occupy.
  Bitboard squares_of(Bitboard pieces) const;

 private:
  // One round over every piece; false once nothing grew.
  bool extend(const Position& pos);
  // The squares a pawn's straight steps may reach: two pawns meeting head-on
  // never pass each other while neither captures nor is captured.
  Bitboard straight_limit(const Position& pos, Square pawn) const;

  Piece board_[64] = {};
  Bitboard reach_[64] = {};
  Bitboard gone_ = 0;              // pieces that may leave or be captured
  Bitboard fixed_ = 0;             // the others: they block lines for ever
  Bitboard double_steps_[2] = {};  // squares a pawn may skip (en-passant targets)
  Bitboard promoting_ = 0;         // pawns that may promote
};

}  // namespace arbiter
