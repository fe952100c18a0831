// A draughts move: a step, or a capture with every landing square in order.
#pragma once

#include <array>
#include <cstdint>

#include "draughts/board.h"

namespace arbiter::draughts {

// No side starts with more than 20 pieces, and a capture takes each at
// most once, so no capture lands more than 20 times.
constexpr int MaxJumps = 20;

struct Move {
  Bitboard captured = 0;  // the pieces taken, removed when the move is over
  Square from = NoSquare;
  Square to = NoSquare;
  uint8_t jumps = 0;      // landing squares in `path`; 0 for a step
  bool crowns = false;    // the man becomes a king
  // Where the piece lands after each capture; path[jumps - 1] is `to`. The
  // piece taken by each jump is the one between two landings.
  std::array<Square, MaxJumps> path;

  bool is_capture() const { return captured != 0; }
  // The same move: one piece from the same square to the same square,
  // taking the same pieces (the paths between may differ).
  bool same_as(const Move& o) const { return from == o.from && to == o.to && captured == o.captured; }
};

}  // namespace arbiter::draughts
