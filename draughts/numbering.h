// Square numbers and names as each variant writes them: PDN numbers 1 to 32
// or 50 (mirrored for Italian, Spanish and Portuguese), or the algebraic
// names of Russian, Brazilian and Czech records (a1 is White's left corner).
#pragma once

#include <string>
#include <string_view>

#include "draughts/board.h"
#include "draughts/variant.h"

namespace arbiter::draughts {

// The square numbered `number` in the variant's numbering; NoSquare when
// out of range.
Square square_of_number(const Variant& v, int number);
int number_of(const Variant& v, Square s);

// "c3" on an 8x8 board; NoSquare for a light square or a name off the board.
Square square_of_algebraic(const Variant& v, std::string_view name);
std::string algebraic_name(const Variant& v, Square s);

// A square as written in a record of the variant: a number ("05" too) or,
// for any 8x8 variant, an algebraic name. NoSquare if it is neither.
Square parse_square(const Variant& v, std::string_view text);
// The variant's own way: algebraic where its records use it, else the number.
std::string square_name(const Variant& v, Square s);

}  // namespace arbiter::draughts
