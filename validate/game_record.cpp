#include "validate/game_record.h"

#include "draughts/fen.h"
#include "draughts/move_text.h"

namespace arbiter {

// Field by field, where assigning a fresh record would construct two
// positions and move every string twice for each game (0.5% of a batch's
// instructions).
void GameRecord::clear() {
  index = offset = line = 0;
  white.clear();
  black.clear();
  result.clear();
  termination.clear();
  time_control.clear();
  event.clear();
  site.clear();
  date.clear();
  round.clear();
  outcome.clear();
  outcome_offset = 0;
  start = Position();
  moves.clear();
  move_offsets.clear();
  end = Position();
  notation = "san-en";
  draw_offers.clear();
  replayed = false;
  unparseable = false;
  stopped = false;
  findings.clear();
  variant.clear();
  draughts_moves.clear();
  draughts_end = DraughtsEnd();
}

std::vector<std::string> draughts_move_texts(const GameRecord& game) {
  std::vector<std::string> texts;
  texts.reserve(game.draughts_moves.size());
  for (const draughts::Move& m : game.draughts_moves)
    texts.push_back(draughts::move_text(game.draughts_end.variant, m, true));
  return texts;
}

std::string draughts_final_fen(const GameRecord& game) { return draughts::to_fen(game.draughts_end.position); }

}  // namespace arbiter
