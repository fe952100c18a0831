#include "draughts/numbering.h"

#include <algorithm>
#include <array>
#include <cstdint>

namespace arbiter::draughts {

namespace {

// The index, in the board layout's own numbering, of the square a mirrored
// numbering calls `index`: the same row, counted from the other side.
constexpr int unmirror(int columns, bool mirrored, int index) {
  if (!mirrored) return index;
  const int half = columns / 2;
  return index / half * half + (half - 1 - index % half);
}

// One numbering both ways, as tables: every square of every move and FEN
// is read or written through them.
struct Numbering {
  std::array<Square, 51> square_of{};  // by number; NoSquare at 0 and past the last
  std::array<uint8_t, NoSquare + 1> number_of{};  // by square bit; 0 off the board and for NoSquare
};

constexpr Numbering make_numbering(int columns, bool mirrored) {
  Numbering n;
  n.square_of.fill(NoSquare);
  const Board& board = board_of(columns);
  for (int number = 1; number <= board.squares; ++number) {
    const Square s = board.square_at(unmirror(columns, mirrored, number - 1));
    n.square_of[number] = s;
    n.number_of[s] = uint8_t(number);
  }
  return n;
}

// By [10x10][mirrored].
constexpr Numbering Numberings[2][2] = {{make_numbering(8, false), make_numbering(8, true)},
                                        {make_numbering(10, false), make_numbering(10, true)}};

const Numbering& numbering(const Variant& v) { return Numberings[v.columns == 10][v.mirrored]; }

}  // namespace

Square square_of_number(const Variant& v, int number) {
  const std::array<Square, 51>& squares = numbering(v).square_of;
  return unsigned(number) < squares.size() ? squares[number] : NoSquare;
}

std::span<const Square, 51> squares_by_number(const Variant& v) { return numbering(v).square_of; }

int number_of(const Variant& v, Square s) { return numbering(v).number_of[s]; }

// Codes: a number as itself (up to 1000), an algebraic name from a1 on
// from AlgebraicCodes, anything else NoCode.
constexpr uint16_t AlgebraicCodes = 1001, NoCode = 0xffff;

uint16_t square_code(std::string_view text) {
  if (text.empty()) return NoCode;
  if (text[0] >= 'a' && text[0] <= 'z') {
    if (text.size() != 2 || text[0] > 'h' || text[1] < '1' || text[1] > '8') return NoCode;
    return uint16_t(AlgebraicCodes + (text[0] - 'a') * 8 + (text[1] - '1'));
  }
  // Digits only, read by hand (std::from_chars costs more, and every square of every move is read so).
  int number = 0;
  for (const char c : text) {
    if (c < '0' || c > '9') return NoCode;
    number = std::min(number * 10 + (c - '0'), 1000);  // any number past 50 is off every board
  }
  return uint16_t(number);
}

// The layout's row 0 is the eighth rank (Black's side in the algebraic
// variants) and its first square b8, as a1 is a playing square.
Square square_of_code(const Variant& v, uint16_t code) {
  if (code < AlgebraicCodes) return square_of_number(v, code);
  if (code >= AlgebraicCodes + 64 || v.columns != 8) return NoSquare;
  const int file = (code - AlgebraicCodes) / 8;
  const int row = 7 - (code - AlgebraicCodes) % 8;
  if ((file + row) % 2 == 0) return NoSquare;
  return board_of(8).square_at(row * 4 + file / 2);
}

Square square_of_algebraic(const Variant& v, std::string_view name) {
  if (name.empty() || name[0] < 'a' || name[0] > 'z') return NoSquare;
  return square_of_code(v, square_code(name));
}

std::string algebraic_name(const Variant& v, Square s) {
  const int index = board_of(v.columns).index_of(s);
  const int half = v.columns / 2;
  const int row = index / half;
  const int file = index % half * 2 + (row % 2 == 0 ? 1 : 0);
  return {char('a' + file), char('1' + (v.columns - 1 - row))};
}

Square parse_square(const Variant& v, std::string_view text) { return square_of_code(v, square_code(text)); }

std::string square_name(const Variant& v, Square s) {
  if (v.notation == Notation::Algebraic) return algebraic_name(v, s);
  // 1 to 50, written without std::to_string: every move a replay plays is written so.
  const int number = number_of(v, s);
  if (number < 10) return {char('0' + number)};
  return {char('0' + number / 10), char('0' + number % 10)};
}

}  // namespace arbiter::draughts
