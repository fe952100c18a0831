#include "parser/board_drawing.h"

#include <cctype>

namespace arbiter {

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

// The eight cells between the first and the last "|" of a row.
std::optional<std::vector<std::string_view>> cells(std::string_view line) {
  const size_t first = line.find('|'), last = line.rfind('|');
  if (first == std::string_view::npos || last == first) return std::nullopt;
  std::vector<std::string_view> out;
  std::string_view inside = line.substr(first + 1, last - first - 1);
  for (size_t bar; (bar = inside.find('|')) != std::string_view::npos; inside.remove_prefix(bar + 1))
    out.push_back(trim(inside.substr(0, bar)));
  out.push_back(trim(inside));
  if (out.size() != 8) return std::nullopt;
  return out;
}

// One cell: '1' for empty, the FEN letter of the man, 0 for anything else.
char man(std::string_view cell) {
  if (cell.empty()) return '1';
  bool black = false;
  if (cell.front() == '#' || cell.front() == '^') {
    black = cell.front() == '#';
    cell.remove_prefix(1);
  } else if (cell.back() == '*') {
    black = true;
    cell.remove_suffix(1);
  }
  char letter = 0;
  if (cell == "Kt" || cell == "N") letter = 'N';
  else if (cell.size() == 1 && std::string_view("KQRBP").find(cell[0]) != std::string_view::npos) letter = cell[0];
  if (!letter) return 0;
  return black ? char(std::tolower(static_cast<unsigned char>(letter))) : letter;
}

// A rank of a placement spelt out square by square, a to h ('.' empty).
std::string spelt(std::string_view rank) {
  std::string out;
  for (char c : rank) out += c >= '1' && c <= '8' ? std::string(size_t(c - '0'), '.') : std::string(1, c);
  return out;
}

}  // namespace

std::string castling_rights(std::string_view placement) {
  const size_t first_slash = placement.find('/'), last_slash = placement.rfind('/');
  if (first_slash == std::string_view::npos) return "-";
  const std::string eighth = spelt(placement.substr(0, first_slash)), first = spelt(placement.substr(last_slash + 1));
  if (eighth.size() != 8 || first.size() != 8) return "-";
  std::string out;
  if (first[4] == 'K' && first[7] == 'R') out += 'K';
  if (first[4] == 'K' && first[0] == 'R') out += 'Q';
  if (eighth[4] == 'k' && eighth[7] == 'r') out += 'k';
  if (eighth[4] == 'k' && eighth[0] == 'r') out += 'q';
  return out.empty() ? "-" : out;
}

std::optional<std::string> board_placement(const std::vector<std::string_view>& lines) {
  std::string placement;
  int rows = 0;
  for (std::string_view line : lines) {
    auto row = cells(line);
    if (!row) continue;  // a ruling between the rows, a caption
    std::string fen_row;
    int empty = 0;
    for (std::string_view cell : *row) {
      const char c = man(cell);
      if (!c) return std::nullopt;
      if (c == '1') {
        ++empty;
        continue;
      }
      if (empty) fen_row += char('0' + empty);
      empty = 0;
      fen_row += c;
    }
    if (empty) fen_row += char('0' + empty);
    placement += (rows ? "/" : "") + fen_row;
    if (++rows == 8) return placement;
  }
  return std::nullopt;
}

}  // namespace arbiter
