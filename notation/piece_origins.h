// Which square each piece started the game on, so that descriptive notation
// can name a piece by its origin after it has moved: "king's rook" is the
// rook that began on h1 even when, after O-O, it stands on f1.
#pragma once

#include "core/position.h"

namespace arbiter {

class PieceOrigins {
 public:
  // Every piece of the game's first position (a set-up position too) has
  // the square it stands on as its origin.
  explicit PieceOrigins(const Position& start);

  // Follows a legal move m of `before` (a none move, a pass, changes
  // nothing). Captured pieces leave the board; a promoted piece has no origin.
  void play(const Position& before, Move m);

  // The origin of the piece now on `now`; NoSquare for an empty square or a
  // promoted piece.
  Square origin(Square now) const { return origin_[now]; }

 private:
  Square origin_[64];
};

}  // namespace arbiter
