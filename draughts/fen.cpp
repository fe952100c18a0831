#include "draughts/fen.h"

#include <bit>

#include "draughts/numbering.h"

namespace arbiter::draughts {

namespace {

std::string_view trim(std::string_view text) {
  const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '"'; };
  while (!text.empty() && blank(text.front())) text.remove_prefix(1);
  while (!text.empty() && blank(text.back())) text.remove_suffix(1);
  return text;
}

// The parts of `text` between `separator`s, one at a time: a FEN is read
// for every variant a record is tried in, so its fields are not copied.
class Parts {
 public:
  Parts(std::string_view text, char separator) : rest_(text), separator_(separator) {}
  // The next part into `part`; false when all have been given.
  bool next(std::string_view& part) {
    if (done_) return false;
    const size_t end = rest_.find(separator_);
    part = rest_.substr(0, end);
    if (end == std::string_view::npos) done_ = true;
    else rest_.remove_prefix(end + 1);
    return true;
  }

 private:
  std::string_view rest_;
  char separator_;
  bool done_ = false;
};

std::optional<Color> color_letter(std::string_view text) {
  if (text == "W") return White;
  if (text == "B") return Black;
  return std::nullopt;
}

// One side's field after its colour letter, into pos; why it is wrong, or "".
std::string read_side(const Variant& v, Color c, std::string_view field, Position& pos, bool men_on_crowning_row) {
  if (field.empty()) return "";
  Parts items(field, ',');
  for (std::string_view item; items.next(item);) {
    item = trim(item);
    const bool king = !item.empty() && item[0] == 'K';
    if (king) item.remove_prefix(1);
    const size_t dash = item.find('-');
    const std::string_view first_text = item.substr(0, dash);
    const Square first = parse_square(v, first_text);
    Square last = first;
    if (dash != std::string_view::npos) last = parse_square(v, item.substr(dash + 1));
    if (first == NoSquare || last == NoSquare) return "'" + std::string(item) + "' is not a square of the board";
    int from = number_of(v, first), to = number_of(v, last);
    if (dash != std::string_view::npos && (first_text.empty() || first_text[0] > '9' || from > to))
      return "'" + std::string(item) + "' is not a range of square numbers";
    for (int n = from; n <= to; ++n) {
      const Square s = square_of_number(v, n);
      if (pos.pieces() & square_bb(s)) return "square " + square_name(v, s) + " is named twice";
      if (!king && !men_on_crowning_row && (pos.crowning_row(c) & square_bb(s)))
        return "a " + std::string(c == White ? "white" : "black") + " man on " + square_name(v, s) +
               ", where it would have been crowned";
      pos.put(c, s, king);
    }
  }
  return "";
}

}  // namespace

FenResult parse_fen(const Variant& v, std::string_view fen, bool men_on_crowning_row) {
  fen = trim(fen);
  if (!fen.empty() && fen.back() == '.') fen.remove_suffix(1);
  Parts fields(fen, ':');
  std::string_view first;
  fields.next(first);
  const auto turn = color_letter(trim(first));
  if (!turn) return {std::nullopt, "the side to move is '" + std::string(first) + "', not W or B"};
  Position pos(v);
  pos.set_side_to_move(*turn);
  bool seen[2] = {false, false};
  for (std::string_view part; fields.next(part);) {
    const std::string_view field = trim(part);
    const auto side = field.empty() ? std::nullopt : color_letter(field.substr(0, 1));
    // Some writers (lidraughts) add clock fields, H0 and F1: no part of the position.
    if (!side && !field.empty() && (field[0] == 'H' || field[0] == 'F')) continue;
    if (!side) return {std::nullopt, "field '" + std::string(field) + "' does not start with W or B"};
    if (seen[*side]) return {std::nullopt, std::string("two fields for ") + (*side == White ? "White" : "Black")};
    seen[*side] = true;
    if (std::string error = read_side(v, *side, field.substr(1), pos, men_on_crowning_row); !error.empty()) return {std::nullopt, error};
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
  std::string fen = pos.side_to_move() == White ? "W" : "B";
  for (Color c : {White, Black}) {
    fen += c == White ? ":W" : ":B";
    bool first = true;
    for (bool king : {false, true}) {
      // In number order, which a mirrored numbering does not keep from the
      // layout's bits: bit n of `numbers` is square number n.
      uint64_t numbers = 0;
      for (Bitboard b = king ? pos.kings(c) : pos.men(c); b;) numbers |= uint64_t(1) << number_of(v, pop_lsb(b));
      while (numbers) {
        const Square s = square_of_number(v, std::countr_zero(numbers));
        numbers &= numbers - 1;
        if (!first) fen += ',';
        first = false;
        if (king) fen += 'K';
        fen += square_name(v, s);
      }
    }
  }
  return fen;
}

}  // namespace arbiter::draughts
