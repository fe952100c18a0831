// Adds findings to a game's record, each located in the file: the offset
// and line of the text it is about and, for a move, its number and side.
#pragma once

#include <string_view>
#include <vector>

#include "core/position.h"
#include "parser/game_text.h"
#include "validate/finding.h"
#include "validate/location.h"

namespace arbiter {

class FindingWriter {
 public:
  FindingWriter(const GameText& game, std::vector<Finding>& findings) : game_(game), lines_(game), findings_(findings) {}

  // A finding about the text at `offset` (relative to the game's text).
  Finding& add(Kind kind, Severity severity, Law law, size_t offset);
  // A finding about the move `token`, played (or tried) in `before` as ply
  // `ply` of its line.
  Finding& add_move(Kind kind, Severity severity, Law law, const Position& before, int ply, bool in_variation,
                    std::string_view token, size_t offset);

  const GameText& game() const { return game_; }

 private:
  const GameText& game_;
  LineCounter lines_;
  std::vector<Finding>& findings_;
};

}  // namespace arbiter
