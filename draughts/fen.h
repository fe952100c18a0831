// PDN FEN positions ("W:W31,32,K29:B1,2"): read with validation, write.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "draughts/position.h"

namespace arbiter::draughts {

struct FenResult {
  std::optional<Position> position;
  std::string error;  // why the FEN was rejected; empty when position is set
  explicit operator bool() const { return position.has_value(); }
};

// Reads PDN 3.0's FEN: the side to move, then each side's squares, kings
// marked K, with ranges ("W31-50"), a side with no pieces, a final dot, and
// the squares as numbers or (on 8x8 boards) algebraic names. Quotes around
// the whole are dropped. Rejects a square out of range or named twice, more
// pieces than a side starts with, and a man on the row where it would have
// been crowned, unless `men_on_crowning_row` (problem collections write
// such men, and a record's reader may read them and say so).
FenResult parse_fen(const Variant& v, std::string_view fen, bool men_on_crowning_row = false);

// Writes it: men, then kings, each in square order, in the variant's notation.
std::string to_fen(const Position& pos);

}  // namespace arbiter::draughts
