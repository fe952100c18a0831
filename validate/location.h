// Where something is in a game's text, as findings report it.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "parser/game_text.h"

namespace arbiter {

// The 1-based file line of `offset` (relative to game.text); lines end with
// LF, CRLF or a lone CR, as the splitter counts them.
uint64_t line_at(const GameText& game, size_t offset);

// The same for many offsets of one game. Findings come mostly in text
// order, so each is located from the one before: a game with many findings
// costs one pass over its text, not one per finding.
class LineCounter {
 public:
  explicit LineCounter(const GameText& game) : game_(game), line_(game.line) {}
  uint64_t line_at(size_t offset);

 private:
  const GameText& game_;
  size_t counted_to_ = 0;  // lines are counted up to this offset
  uint64_t line_;          // the line at counted_to_
};

// The word at `offset` (up to white space), cut short when longer than a
// move could be: the text as written, for findings.
std::string word_at(std::string_view text, size_t offset);
std::string shown(std::string_view token);

}  // namespace arbiter
