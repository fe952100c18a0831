// Replays a game's main line and every variation through the legality core,
// turning each move text into a legal move or a finding.
#pragma once

#include "parser/game_splitter.h"
#include "validate/game_record.h"

namespace arbiter {

// Sees each position of the main line as the replay reaches it: the first
// position (ply 0), then the position after each move. Adjudication follows
// the game this way, with no second replay.
class MainLineObserver {
 public:
  virtual ~MainLineObserver() = default;
  virtual void position(const Position& pos, int ply) = 0;
};

GameRecord check_game(const GameText& game, MainLineObserver* observer = nullptr);

}  // namespace arbiter
