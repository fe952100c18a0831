// A draughts position: men and kings of each side as bitboards, the side to
// move and the variant whose rules apply. Positions are small values: play
// a move on a copy.
#pragma once

#include <cstdint>

#include "draughts/board.h"
#include "draughts/move.h"
#include "draughts/variant.h"

namespace arbiter::draughts {

class Position {
 public:
  // The variant's starting position.
  static Position start(const Variant& v);
  // An empty board, the variant's first mover to move.
  explicit Position(const Variant& v) : variant_(&v), side_(v.first_mover) { key_ = side_key(side_); }

  const Variant& variant() const { return *variant_; }
  const Board& board() const { return board_of(variant_->columns); }
  Color side_to_move() const { return side_; }
  Bitboard men(Color c) const { return men_[c]; }
  Bitboard kings(Color c) const { return kings_[c]; }
  Bitboard pieces(Color c) const { return men_[c] | kings_[c]; }
  Bitboard pieces() const { return pieces(White) | pieces(Black); }
  Bitboard empty() const { return board().playing & ~pieces(); }
  // The row where c's men are crowned.
  Bitboard crowning_row(Color c) const {
    return c == variant_->low_side ? board().last_row() : board().first_row();
  }
  // The directions c's men move in.
  bool moves_down(Color c) const { return c == variant_->low_side; }
  // The Zobrist key (hash.h), kept up to date by play and the editing below.
  uint64_t key() const { return key_; }

  // `m` must be legal in this position.
  void play(const Move& m);

  // Editing, for the FEN reader: the square must be empty.
  void put(Color c, Square s, bool king);
  void set_side_to_move(Color c) {
    key_ ^= side_key(side_) ^ side_key(c);
    side_ = c;
  }

  // Points to `v`, which must be a copy of its variant: for a holder that
  // keeps the variant beside the position and is itself copied.
  void set_variant(const Variant& v) { variant_ = &v; }

  bool operator==(const Position& o) const {
    return variant_ == o.variant_ && side_ == o.side_ && men_[0] == o.men_[0] && men_[1] == o.men_[1] &&
           kings_[0] == o.kings_[0] && kings_[1] == o.kings_[1];
  }

 private:
  static uint64_t side_key(Color c);

  const Variant* variant_;
  Bitboard men_[2] = {};
  Bitboard kings_[2] = {};
  Color side_;
  uint64_t key_;
};

}  // namespace arbiter::draughts
