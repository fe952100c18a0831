// Replays a game's main line and every variation through the legality core,
// turning each move text into a legal move or a finding.
#pragma once

#include "parser/game_splitter.h"
#include "validate/game_record.h"

namespace arbiter {

GameRecord check_game(const GameText& game);

}  // namespace arbiter
