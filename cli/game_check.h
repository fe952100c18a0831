// One game checked as whichever family it is: draughts in a PDN file, else
// chess (judged when a judge is given), and draughts when chess could not
// read a move of it and it looks like draughts. What `check` and
// `event --verdicts` do with each game.
#pragma once

#include <optional>

#include "adjudicate/adjudicator.h"
#include "parser/game_text.h"
#include "validate/game_record.h"
#include "validate/read_options.h"

namespace arbiter {

// Into `record`. `notation_hint` carries the chess notation from game to
// game of one file; `last_in_file`: no game follows it (draughts reads a
// game without a result differently then).
void check_any_game(const GameText& text, GameRecord& record, Adjudicator* judge, const ReadOptions& read,
                    std::optional<Notation>& notation_hint, bool pdn_file, bool last_in_file);

}  // namespace arbiter
