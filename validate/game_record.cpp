#include "validate/game_record.h"

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
  findings.clear();
  variant.clear();
  draughts_moves.clear();
  draughts_fen.clear();
}

}  // namespace arbiter
