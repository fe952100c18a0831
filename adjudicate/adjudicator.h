// The rules of an edition applied to a replayed game: the draws that could
// have been claimed, the automatic endings the game ran past, checkmate and
// stalemate, the result the board gives against the one recorded, flag falls
// against a side that cannot mate, illegal-move penalties, premature draws.
#pragma once

#include <optional>

#include "adjudicate/edition.h"
#include "parser/game_splitter.h"
#include "validate/game_record.h"

namespace arbiter {

struct AdjudicationOptions {
  const Edition* edition = &default_edition();
  std::optional<TimeClass> time_class;  // forced; otherwise from the TimeControl tag, else standard
  int min_draw_moves = 30;              // agreed draws before this move are premature
};

// Appends the findings to game.findings. `text` is the game as read (for
// finding locations); game must come from check_game(text).
void adjudicate(GameRecord& game, const GameText& text, const AdjudicationOptions& options);

}  // namespace arbiter
