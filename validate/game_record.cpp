#include "validate/game_record.h"

namespace arbiter {

void GameRecord::clear() {
  // The containers keep their buffers: emptied, moved into a fresh record,
  // and back with it; every other field, any added later too, is the fresh
  // record's.
  GameRecord fresh;
  const auto keep = [](auto& kept, auto& into) {
    kept.clear();
    into = std::move(kept);
  };
  keep(white, fresh.white);
  keep(black, fresh.black);
  keep(result, fresh.result);
  keep(termination, fresh.termination);
  keep(time_control, fresh.time_control);
  keep(outcome, fresh.outcome);
  keep(moves, fresh.moves);
  keep(move_offsets, fresh.move_offsets);
  keep(draw_offers, fresh.draw_offers);
  keep(findings, fresh.findings);
  *this = std::move(fresh);
}

}  // namespace arbiter
