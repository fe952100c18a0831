#include "cli/game_check.h"

#include "validate/draughts_replay.h"
#include "validate/replay.h"

namespace arbiter {

void check_any_game(const GameText& text, GameRecord& record, Adjudicator* judge, const ReadOptions& read,
                    std::optional<Notation>& notation_hint, bool pdn_file, bool last_in_file) {
  if (pdn_file) return check_draughts_game(text, record, nullptr, last_in_file);
  check_game(text, record, judge, read, &notation_hint);
  if (judge) judge->finish(record, text);
  // A game chess could not read a move of may be draughts in a file not
  // named .pdn: only such games pay for the look.
  if (record.moves.empty() && looks_like_draughts(text)) check_draughts_game(text, record, nullptr, last_in_file);
}

}  // namespace arbiter
