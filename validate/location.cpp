#include "validate/location.h"

#include <algorithm>

namespace arbiter {

namespace {

// The line feeds in a text, and whether it holds a carriage return: in
// blocks of 64 bytes, each block's feeds summed in a byte, a loop that
// compilers turn into wide compares (a few instructions for 64 bytes). A
// memchr from line feed to line feed cost twice as much: a game's twenty
// short tag lines are a call each.
struct LineEnds {
  size_t feeds = 0;
  bool returns = false;
};

LineEnds line_ends(std::string_view text) {
  constexpr size_t Block = 64;
  LineEnds ends;
  size_t i = 0;
  for (; i + Block <= text.size(); i += Block) {
    uint8_t feeds = 0;
    bool returns = false;
    for (size_t j = 0; j < Block; ++j) {
      feeds += text[i + j] == '\n';
      returns |= text[i + j] == '\r';
    }
    ends.feeds += feeds;
    ends.returns |= returns;
  }
  for (; i < text.size(); ++i) {
    ends.feeds += text[i] == '\n';
    ends.returns |= text[i] == '\r';
  }
  return ends;
}

}  // namespace

uint64_t line_at(const GameText& game, size_t offset) { return LineCounter(game).line_at(offset); }

uint64_t LineCounter::line_at(size_t offset) {
  const std::string_view text = game_.text;
  offset = std::min(offset, text.size());
  if (offset < counted_to_) {
    counted_to_ = 0;
    line_ = game_.line;
  }
  const std::string_view span = text.substr(counted_to_, offset - counted_to_);
  const LineEnds ends = line_ends(span);
  line_ += ends.feeds;
  // A carriage return ends a line of its own only when no line feed follows.
  if (ends.returns)
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
