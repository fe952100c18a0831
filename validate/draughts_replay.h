// Checks a draughts game record (PDN 3.0, or the Spanish numeric notation of
// seed 004) by replaying it through the draughts move generator: the
// variant from the GameType tag or recognised from the moves, the start
// from FEN, each move text turned into a legal move or a finding with the
// rule it breaks, and the result held against the final position.
#pragma once

#include <string>
#include <vector>

#include "draughts/move.h"
#include "draughts/variant.h"
#include "parser/game_text.h"
#include "validate/game_record.h"

namespace arbiter {

// Whether a game the chess replay could not read is draughts, by a cheap
// look at its text: a GameType tag, a draughts FEN, the Spanish notation,
// or a first move such as "32-28" or "11x18".
bool looks_like_draughts(const GameText& game);

// What writing the game again in another notation (arbiter convert) needs
// besides the record, whose draughts_moves and draughts_end.variant give
// the moves played and the variant's row (a GameType long form's own
// numbering): the start as a PDN FEN, and the offset in the game's text of
// each move played.
struct DraughtsPlayed {
  std::string start_fen;
  std::vector<size_t> offsets;
};

// Into `record`, cleared first. `forced` sets the variant, else the GameType
// tag does, else the variant that replays furthest among those whose
// squares the record's numbers fit (a notation_detected finding says which).
// `last_in_file`: no game follows, so the game may end without a result.
// `played`, when given, is cleared and filled as above (left empty when the
// moves could not be replayed at all).
void check_draughts_game(const GameText& game, GameRecord& record, const draughts::Variant* forced = nullptr,
                         bool last_in_file = true, DraughtsPlayed* played = nullptr);

}  // namespace arbiter
