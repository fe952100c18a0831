// The rules of an edition applied to a replayed game: the draws that could
// have been claimed, the automatic endings the game ran past, checkmate and
// stalemate, the result the board gives against the one recorded, flag falls
// against a side that cannot mate, illegal-move penalties, premature draws.
#pragma once

#include <memory>
#include <optional>

#include "adjudicate/edition.h"
#include "parser/game_text.h"
#include "validate/game_record.h"
#include "validate/replay.h"

namespace arbiter {

struct AdjudicationOptions {
  const Edition* edition = &default_edition();
  std::optional<TimeClass> time_class;  // forced; otherwise from the TimeControl tag, else standard
  int min_draw_moves = 30;              // agreed draws before this move are premature
};

// Follows a game's main line as check_game() replays it, then judges it:
//   Adjudicator judge(options);
//   GameRecord game = check_game(text, &judge);
//   judge.finish(game, text);
// One adjudicator serves any number of games, one after the other; it keeps
// its buffers, so following a game allocates nothing per ply.
class Adjudicator final : public MainLineObserver {
 public:
  explicit Adjudicator(const AdjudicationOptions& options);
  ~Adjudicator() override;

  void position(const Position& pos, int ply) override;
  // Appends the findings to game.findings (`text` is the game as read, for
  // their locations) and makes ready for the next game.
  void finish(GameRecord& game, const GameText& text);

  struct Walk;  // what following the main line gathers (adjudicator.cpp)

 private:
  const AdjudicationOptions& options_;
  std::unique_ptr<Walk> walk_;
};

}  // namespace arbiter
