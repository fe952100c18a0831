#include "validate/location.h"

#include <algorithm>

namespace arbiter {

uint64_t line_at(const GameText& game, size_t offset) {
  const std::string_view before = game.text.substr(0, std::min(offset, game.text.size()));
  uint64_t line = game.line + std::count(before.begin(), before.end(), '\n');
  for (size_t cr = before.find('\r'); cr != std::string_view::npos; cr = before.find('\r', cr + 1))
    line += cr + 1 == game.text.size() || game.text[cr + 1] != '\n';
  return line;
}

std::string shown(std::string_view token) {
  constexpr size_t Longest = 64;
  if (token.size() <= Longest) return std::string(token);
  return std::string(token.substr(0, Longest)) + "...";
}

std::string word_at(std::string_view text, size_t offset) {
  size_t end = std::min(offset, text.size());
  while (end < text.size() && text[end] != ' ' && text[end] != '\n' && text[end] != '\r' && text[end] != '\t' &&
         text[end] != ')' && text[end] != '{')
    ++end;
  return shown(text.substr(std::min(offset, text.size()), end - std::min(offset, text.size())));
}

}  // namespace arbiter
