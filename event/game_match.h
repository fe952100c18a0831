// A TRF's pairings against the PGN games given with it: each game is found
// in the TRF by round and players (FIDE id when both have one, else the
// folded name), and every disagreement is a finding, never a silent merge.
#pragma once

#include <string>
#include <vector>

#include "event/event.h"
#include "event/pgn_event.h"

namespace arbiter::event {

struct GameMatchFinding {
  std::string kind;      // event_game_mismatch (error) or event_missing_game (warning)
  std::string severity;
  int round = 0;         // 1-based
  int player = 0;        // the TRF's start rank of the player the finding is about; 0 when none of the TRF's
  GameLocation game;     // the PGN game; game 0 for a missing game
  std::string message;
  std::string rule;
};

// The games of `pgn` (events built from the PGN given with the TRF) against
// `trf`'s pairings: a game whose players or pairing the TRF does not have,
// whose colours are the other way round or whose result differs is an
// event_game_mismatch; a pairing the TRF says was played over the board that
// no game matched is an event_missing_game. In round order.
std::vector<GameMatchFinding> match_games(const Event& trf, const std::vector<const BuiltEvent*>& pgn);

}  // namespace arbiter::event
