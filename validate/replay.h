// Replays a game's main line and every variation through the legality core,
// turning each move text into a legal move or a finding.
#pragma once

#include <optional>

#include "notation/notation.h"
#include "parser/game_text.h"
#include "validate/game_record.h"
#include "validate/read_options.h"

namespace arbiter {

// Sees each position of the main line as the replay reaches it: the first
// position (ply 0), then the position after each move. Adjudication follows
// the game this way, with no second replay.
class MainLineObserver {
 public:
  virtual ~MainLineObserver() = default;
  virtual void position(const Position& pos, int ply) = 0;
};

// `hint`, when given, carries the notation detected in one game to the next
// (games of one file are mostly in one notation): a game is first read in it,
// and that reading kept only when detection would have chosen the same, so
// the hint changes the time taken, never the record.
GameRecord check_game(const GameText& game, MainLineObserver* observer = nullptr, const ReadOptions& options = {},
                      std::optional<Notation>* hint = nullptr);
// The same into `record`, cleared first (its buffers kept): for a batch that
// checks game after game.
void check_game(const GameText& game, GameRecord& record, MainLineObserver* observer, const ReadOptions& options,
                std::optional<Notation>* hint);

}  // namespace arbiter
