// Reads one game's PGN text (import format) and reports it to a visitor.
#pragma once

#include <string_view>

#include "parser/pgn_visitor.h"

namespace arbiter {

// Reads the tag section and movetext of exactly one game. Never throws on bad
// input: unreadable text is reported through PgnVisitor::problem and ends the
// game. Variations are read iteratively, so nesting depth costs no stack.
void read_pgn_game(std::string_view text, PgnVisitor& visitor);

}  // namespace arbiter
