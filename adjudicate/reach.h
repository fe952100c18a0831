// Where each piece could ever stand, whatever both sides play from a
// position: an over-approximation, so "cannot reach" is a proof while "can
// reach" is only a possibility. It is what proves a pawn wall permanent.
#pragma once

#include "core/position.h"

namespace arbiter {

class Reach {
 public:
  explicit Reach(const Position& pos);

  // The squares the piece standing on `from` may ever occupy with play
  // going on, `from` included; every square once it is a pawn that may
  // promote.
  Bitboard squares(Square from) const { return reach_[from]; }
  // The squares the king of side c may step onto only to leave the other
  // side without a legal move: the game ends there, in stalemate unless
  // the step uncovers a check.
  Bitboard king_ends(Color c) const { return king_ends_[c]; }
  // The squares that piece may ever attack (a pawn: capture squares).
  Bitboard attacks(Square from) const;
  // The squares that piece would attack standing on `at`, lines blocked
  // only by pieces that never leave (a promoted pawn: as queen or knight).
  Bitboard attacks_at(Square from, Square at) const;

 private:
  // One round over every piece; false once nothing grew.
  bool extend(const Position& pos);
  // The squares a pawn's straight steps may reach: two pawns meeting head-on
  // never pass each other while neither captures nor is captured.
  Bitboard straight_limit(const Position& pos, Square pawn) const;
  // The squares where the enemy king leaves `side` without a legal move:
  // where `side` can only ever move its king, and too little of its zone
  // lies away from the enemy king.
  Bitboard stalemating_squares(const Position& pos, Color side) const;

  Piece board_[64] = {};
  Bitboard reach_[64] = {};
  Bitboard fixed_ = 0;             // pieces never moved nor captured: lines stop there
  Bitboard double_steps_[2] = {};  // squares a pawn may skip (en-passant targets)
  Bitboard promoting_ = 0;         // pawns that may promote
  Bitboard king_ends_[2] = {};     // see king_ends
};

}  // namespace arbiter
