#include "draughts/fen.h"

#include <algorithm>
#include <vector>

#include "draughts/numbering.h"

namespace arbiter::draughts {

namespace {

std::string_view trim(std::string_view text) {
  const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '"'; };
  while (!text.empty() && blank(text.front())) text.remove_prefix(1);
  while (!text.empty() && blank(text.back())) text.remove_suffix(1);
  return text;
}

std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  for (size_t start = 0;;) {
    const size_t end = text.find(separator, start);
    parts.push_back(text.substr(start, end - start));
    if (end == std::string_view::npos) return parts;
    start = end + 1;
  }
}

std::optional<Color> color_letter(std::string_view text) {
  if (text == "W") return White;
  if (text == "B") return Black;
  return std::nullopt;
}

// One side's field after its colour letter, into pos; why it is wrong, or "".
std::string read_side(const Variant& v, Color c, std::string_view field, Position& pos, bool men_on_crowning_row) {
  if (field.empty()) return "";
  for (std::string_view item : split(field, ',')) {
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
  const std::vector<std::string_view> fields = split(fen, ':');
  const auto turn = color_letter(trim(fields[0]));
  if (!turn) return {std::nullopt, "the side to move is '" + std::string(fields[0]) + "', not W or B"};
  Position pos(v);
  pos.set_side_to_move(*turn);
  bool seen[2] = {false, false};
  for (size_t i = 1; i < fields.size(); ++i) {
    const std::string_view field = trim(fields[i]);
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
      std::vector<Square> squares;
      for (Bitboard b = king ? pos.kings(c) : pos.men(c); b;) squares.push_back(pop_lsb(b));
      std::sort(squares.begin(), squares.end(),
                [&](Square a, Square b) { return number_of(v, a) < number_of(v, b); });
      for (Square s : squares) {
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
