#include "draughts/fen.h"

#include <algorithm>
#include <bit>
#include <span>

#include "draughts/numbering.h"

namespace arbiter::draughts {

namespace {

bool blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '"'; }

std::string_view trim(std::string_view text) {
  while (!text.empty() && blank(text.front())) text.remove_prefix(1);
  while (!text.empty() && blank(text.back())) text.remove_suffix(1);
  return text;
}

std::optional<Color> color_letter(std::string_view text) {
  if (text == "W") return White;
  if (text == "B") return Black;
  return std::nullopt;
}

// The number of the algebraic square ("c3", 8x8 boards only) written from p
// on, p moved past it; 0 if there is none.
int read_algebraic(const Variant& v, const char*& p, const char* end) {
  if (p == end || *p < 'a' || *p > 'z') return 0;
  if (end - p < 2) return p = end, 0;
  const Square s = square_of_algebraic(v, {p, 2});
  p += 2;
  return s == NoSquare ? 0 : number_of(v, s);
}

// The number of the square written from p on ("05", or "c3" on an 8x8
// board), p moved past it; 0 if it is no square of the board, numbered 1
// to `last`. What follows it is the caller's to check: "5x" is none either.
int read_square(const Variant& v, int last, const char*& p, const char* end) {
  unsigned digit;
  if (p == end || (digit = unsigned(*p - '0')) > 9) return read_algebraic(v, p, end);
  // Any number past 50 is off every board: the digits stop counting there.
  int number = int(digit);
  while (++p != end && (digit = unsigned(*p - '0')) <= 9)
    if (number <= 50) number = number * 10 + int(digit);
  return number <= last ? number : 0;
}

// An item of a side's field, as an error message quotes it: the text from
// `item` to the next ',' or ':', trimmed, without its king's 'K'.
std::string item_text(const char* item, const char* end) {
  std::string_view text = trim({item, std::find_if(item, end, [](char c) { return c == ',' || c == ':'; })});
  if (!text.empty() && text[0] == 'K') text.remove_prefix(1);
  return std::string(text);
}

bool ends_item(const char* p, const char* end) { return p == end || *p == ',' || *p == ':'; }

// One item of a side's field: the squares numbered `from` to `to`, men or kings.
struct Item {
  int from = 0, to = 0;
  bool king = false;
};

// Reads the item from p up to its ',' or ':' or the end, where p is left:
// blanks, a king's 'K', a square, "-" and a square for a range, blanks.
// Why it is wrong, or "".
std::string read_item(const Variant& v, int last, const char*& p, const char* end, Item& item) {
  const char* const start = p;
  while (p != end && blank(*p)) ++p;
  item.king = p != end && *p == 'K';
  p += item.king;
  const bool algebraic = p != end && *p > '9';
  item.from = item.to = read_square(v, last, p, end);
  const bool range = p != end && *p == '-';
  if (range) item.to = read_square(v, last, ++p, end);
  while (p != end && blank(*p)) ++p;
  if (!item.from || !item.to || !ends_item(p, end))
    return "'" + item_text(start, end) + "' is not a square of the board";
  if (range && (algebraic || item.from > item.to))
    return "'" + item_text(start, end) + "' is not a range of square numbers";
  return "";
}

// The item most are, a number of one or two digits, maybe a king's ("K29"),
// right before its ',' or ':' or the end: read at once, p left after it;
// false, p unmoved, for any other, which read_item reads.
bool read_plain_item(int last, const char*& p, const char* end, Item& item) {
  const char* q = p;
  item.king = q != end && *q == 'K';
  q += item.king;
  unsigned number, digit;
  if (q == end || (number = unsigned(*q - '0')) > 9) return false;
  if (++q != end && (digit = unsigned(*q - '0')) <= 9) number = number * 10 + digit, ++q;
  if (!ends_item(q, end) || number - 1 >= unsigned(last)) return false;
  item.from = item.to = int(number);
  p = q;
  return true;
}

// One side's field from just after its colour letter up to the next ':' or
// the end, where p is left, into pos; false, with why in `error`, if it is
// wrong. A FEN is read for every board layout a record is tried on: its
// characters are read once, with no copies.
bool read_side(const Variant& v, std::span<const Square, 51> squares, Color c, Bitboard crowning, const char*& p,
               const char* end, Position& pos, std::string& error) {
  const char* const field = p;
  while (p != end && blank(*p)) ++p;
  if (p == end || *p == ':') return true;  // a side with no pieces
  p = field;
  const int last = v.squares();
  Bitboard taken = pos.pieces();
  for (;;) {
    Item item;
    if (!read_plain_item(last, p, end, item))
      if (error = read_item(v, last, p, end, item); !error.empty()) return false;
    for (int n = item.from; n <= item.to; ++n) {
      const Square s = squares[n];
      if (taken & square_bb(s)) return error = "square " + square_name(v, s) + " is named twice", false;
      if (!item.king && (crowning & square_bb(s))) {
        // Built in one buffer: a record's reader meets this on every problem's FEN, then reads it leniently.
        error.reserve(64);
        error = c == White ? "a white man on " : "a black man on ";
        error += square_name(v, s);
        error += ", where it would have been crowned";
        return false;
      }
      taken |= square_bb(s);
      pos.put(c, s, item.king);
    }
    if (p == end || *p == ':') return true;
    ++p;
  }
}

}  // namespace

FenResult parse_fen(const Variant& v, std::string_view fen, bool men_on_crowning_row) {
  fen = trim(fen);
  if (!fen.empty() && fen.back() == '.') fen.remove_suffix(1);
  const char* const end = fen.data() + fen.size();
  // p is on the ':' before each field, or at the end.
  const char* p = std::find(fen.data(), end, ':');
  const std::string_view first(fen.data(), p);
  const auto turn = color_letter(trim(first));
  if (!turn) return {std::nullopt, "the side to move is '" + std::string(first) + "', not W or B"};
  Position pos(v);
  if (*turn != pos.side_to_move()) pos.set_side_to_move(*turn);
  const std::span<const Square, 51> squares = squares_by_number(v);
  bool seen[2] = {false, false};
  std::string error;
  while (p != end) {
    const char* const field = ++p;
    while (p != end && blank(*p)) ++p;
    const char letter = p == end ? '\0' : *p;
    if (letter != 'W' && letter != 'B') {
      p = std::find(p, end, ':');
      // Some writers (lidraughts) add clock fields, H0 and F1: no part of the position.
      if (letter == 'H' || letter == 'F') continue;
      return {std::nullopt, "field '" + std::string(trim({field, p})) + "' does not start with W or B"};
    }
    const Color side = letter == 'W' ? White : Black;
    if (seen[side]) return {std::nullopt, std::string("two fields for ") + (side == White ? "White" : "Black")};
    seen[side] = true;
    const Bitboard crowning = men_on_crowning_row ? 0 : pos.crowning_row(side);
    if (!read_side(v, squares, side, crowning, ++p, end, pos, error)) return {std::nullopt, std::move(error)};
  }
  for (Color c : {White, Black}) {
    if (popcount(pos.pieces(c)) > v.men_per_side())
      return {std::nullopt, std::string(c == White ? "White" : "Black") + " has " +
                                std::to_string(popcount(pos.pieces(c))) + " pieces, more than the " +
                                std::to_string(v.men_per_side()) + " a side starts with"};
  }
  return {pos, ""};
}

std::string to_fen(const Position& pos) {
  const Variant& v = pos.variant();
  // Written into a buffer that holds "W", ":W", ":B" and four characters
  // ("K45,") for each bit of the four bitboards, whatever they hold: the end
  // of every game is written.
  char text[5 + 4 * 4 * 64];
  char* out = text;
  *out++ = pos.side_to_move() == White ? 'W' : 'B';
  for (Color c : {White, Black}) {
    *out++ = ':';
    *out++ = c == White ? 'W' : 'B';
    const char* const first = out;
    for (bool king : {false, true}) {
      // In number order, which a mirrored numbering does not keep from the
      // layout's bits: bit n of `numbers` is square number n.
      uint64_t numbers = 0;
      for (Bitboard b = king ? pos.kings(c) : pos.men(c); b;) numbers |= uint64_t(1) << number_of(v, pop_lsb(b));
      for (; numbers; numbers &= numbers - 1) {
        const int number = std::countr_zero(numbers);
        if (out != first) *out++ = ',';
        if (king) *out++ = 'K';
        if (v.notation == Notation::Algebraic) {
          for (const char name : algebraic_name(v, square_of_number(v, number))) *out++ = name;
        } else {
          if (number >= 10) *out++ = char('0' + number / 10);
          *out++ = char('0' + number % 10);
        }
      }
    }
  }
  return std::string(text, out);
}

}  // namespace arbiter::draughts
