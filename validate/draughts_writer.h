// Writes a draughts game again, as the replay played it, in PDN 3.0 or in
// the Spanish numeric notation of seed 004 ("1.09-13, 22-19; 2.13-17, ...
// [0:1]", a position as "Brancas: 2, (30). Negras: (3), 7."), with its
// squares numbered or named algebraically: tags, the start position, each
// move, the annotator's marks, comments and the result carried over.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "draughts/variant.h"
#include "parser/game_text.h"
#include "validate/draughts_replay.h"
#include "validate/game_record.h"

namespace arbiter {

enum class DraughtsFormat { pdn, spanish };

struct DraughtsWriteOptions {
  DraughtsFormat format = DraughtsFormat::pdn;
  // The squares as numbers or algebraic names; unset: as the variant's
  // records write them. The Spanish notation has numbers only.
  std::optional<draughts::Notation> squares;
};

// Appends `game`, checked into `record` and `played` (check_draughts_game),
// to `out`. `stop_note`, when not empty, is written as a comment after the
// last move: why the moves from `stop_at` on (an offset in the game's text)
// were not converted; comments and marks from there on are not written.
void write_draughts_game(const GameText& game, const GameRecord& record, const DraughtsPlayed& played,
                         const DraughtsWriteOptions& options, std::string_view stop_note, size_t stop_at,
                         std::string& out);

}  // namespace arbiter
