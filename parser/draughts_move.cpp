#include "parser/draughts_move.h"

#include <algorithm>

namespace arbiter {

namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_file(char c) { return c >= 'a' && c <= 'j'; }
bool is_separator(char c) { return c == '-' || c == 'x' || c == 'X' || c == ':'; }
bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

// The length of the square written at the start of `text`: one or two
// digits, or a file letter and one or two digits; 0 if none.
size_t square_length(std::string_view text) {
  size_t n = !text.empty() && is_file(text[0]) ? 1 : 0;
  const size_t digits_from = n;
  while (n < text.size() && n - digits_from < 2 && is_digit(text[n])) ++n;
  return n == digits_from ? 0 : n;
}

}  // namespace

bool read_draughts_move(std::string_view token, DraughtsMoveText& move) {
  // Not move = {}: the 22 squares would be cleared for every move read, and only `count` of them count.
  move.count = 0;
  move.capture_mark = move.step_mark = false;
  move.trailing = {};
  size_t i = 0;
  for (;;) {
    const size_t n = square_length(token.substr(i));
    if (n == 0 || move.count == move.squares.size()) return false;
    move.squares[move.count++] = token.substr(i, n);
    i += n;
    if (i < token.size() && is_separator(token[i])) {
      (token[i] == '-' ? move.step_mark : move.capture_mark) = true;
      ++i;
    } else if (!(i < token.size() && is_file(token[i]) && is_file(move.squares[0][0]))) {
      break;  // algebraic squares may stand side by side: "a3b4"
    }
  }
  move.trailing = token.substr(i);
  return move.count >= 2;
}

std::string_view draughts_move_rest(std::string_view token, std::string_view after) {
  if (token.empty() || !is_separator(token.back())) return {};
  size_t i = 0;
  while (i < after.size() && (after[i] == ' ' || after[i] == '\t')) ++i;
  const size_t n = i == 0 ? 0 : square_length(after.substr(i));
  // In "1- 6." the 6 would be a move number, not the move's rest.
  if (n == 0 || (i + n < after.size() && !is_blank(after[i + n]))) return {};
  return after.substr(i, n);
}

}  // namespace arbiter

namespace arbiter {

std::string_view dangling_move_number(std::string_view text, size_t offset) {
  size_t end = std::min(offset, text.size());
  while (end > 0 && is_blank(text[end - 1])) --end;
  size_t begin = end;
  while (begin > 0 && !is_blank(text[begin - 1])) --begin;
  const std::string_view word = text.substr(begin, end - begin);
  const size_t dots = word.find('.');
  if (word.empty() || dots == std::string_view::npos) return {};
  for (size_t i = 0; i < word.size(); ++i)
    if (i < dots ? !is_digit(word[i]) : word[i] != '.') return {};
  return word;
}

}  // namespace arbiter
