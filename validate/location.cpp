#include "validate/location.h"

#include <algorithm>

namespace arbiter {

uint64_t line_at(const GameText& game, size_t offset) { return LineCounter(game).line_at(offset); }

uint64_t LineCounter::line_at(size_t offset) {
  const std::string_view text = game_.text;
  offset = std::min(offset, text.size());
  if (offset < counted_to_) {
    counted_to_ = 0;
    line_ = game_.line;
  }
  const std::string_view span = text.substr(counted_to_, offset - counted_to_);
  // memchr from line feed to line feed: lines of movetext are long (a
  // lichess game's is one line), and libc passes over them many bytes at a
  // time, where a count looks at every byte.
  for (size_t lf = span.find('\n'); lf != std::string_view::npos; lf = span.find('\n', lf + 1)) ++line_;
  for (size_t cr = span.find('\r'); cr != std::string_view::npos; cr = span.find('\r', cr + 1)) {
    const size_t at = counted_to_ + cr;
    line_ += at + 1 == text.size() || text[at + 1] != '\n';
  }
  counted_to_ = offset;
  return line_;
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
