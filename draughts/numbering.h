// Square numbers and names as each variant writes them: PDN numbers 1 to 32
// or 50 (mirrored for Italian, Spanish and Portuguese), or the algebraic
// names of Russian, Brazilian and Czech records (a1 is White's left corner).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "draughts/board.h"
#include "draughts/variant.h"

namespace arbiter::draughts {

// The square numbered `number` in the variant's numbering; NoSquare when
// out of range.
Square square_of_number(const Variant& v, int number);
// The same for every number from 0 to 50 at once, for a reader placing
// many squares: NoSquare at 0 and past the board's last number.
std::span<const Square, 51> squares_by_number(const Variant& v);
// The number of a playing square (0 for NoSquare).
int number_of(const Variant& v, Square s);

// "c3" on an 8x8 board; NoSquare for a light square or a name off the board.
Square square_of_algebraic(const Variant& v, std::string_view name);
std::string algebraic_name(const Variant& v, Square s);

// A square as written in a record of the variant: a number ("05" too) or,
// for any 8x8 variant, an algebraic name. NoSquare if it is neither.
Square parse_square(const Variant& v, std::string_view text);

// The same in two steps, for a record tried in several variants: its text
// read once into a code, the code looked up in each variant.
// parse_square(v, text) == square_of_code(v, square_code(text)).
uint16_t square_code(std::string_view text);
Square square_of_code(const Variant& v, uint16_t code);

// The variant's own way: algebraic where its records use it, else the number.
std::string square_name(const Variant& v, Square s);

}  // namespace arbiter::draughts
