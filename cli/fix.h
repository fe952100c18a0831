// `arbiter check --fix OUT.pgn`: each game written back as it was read, with
// what adjudication proved wrong put right — the Result tag and the movetext
// result, and moves played after an automatic ending moved into a comment.
// Nothing else changes: every game, tag and comment is kept.
#pragma once

#include <string>

#include "parser/game_text.h"
#include "validate/game_record.h"

namespace arbiter {

// Appends the game's text, corrected, to `out`.
void write_fixed_game(const GameText& text, const GameRecord& game, std::string& out);

}  // namespace arbiter
