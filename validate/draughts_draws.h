// The draw rules of draughts, as data by variant, and the watch that applies
// them along a replay: repetition of a position, moves without a man moving
// or a capture, and the endgames a lone king may hold for so many moves.
// A rule either lets a player claim the draw (reported as info) or draws the
// game by itself (automatic: an error when the game went on past it, and a
// decisive result contradicts it).
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <string_view>
#include <vector>

#include "draughts/move.h"
#include "draughts/position.h"
#include "validate/finding.h"

namespace arbiter {

enum class DrawTrigger : uint8_t {
  repetition,   // the same position with the same side to move, `count` times
  no_progress,  // `count` moves by each player without a man moving or a capture
  endgame,      // one side has a lone king, the other `strong` material, for `count` moves
};

struct Material {
  int kings, men;
};

// Whose moves an endgame rule counts.
enum class Counted : uint8_t {
  each_player,  // moves by each player: two plies a move
  strong_side,  // the moves of the side against the lone king
  lone_king,    // the moves of the lone king
};

struct DrawRule {
  DrawTrigger trigger;
  int count;
  bool automatic;                    // the game is drawn; else a player may claim the draw
  std::span<const Material> strong;  // endgame: the material against the lone king
  std::span<const Material> holds;   // endgame: the material the count goes on through (captures, crowning)
  bool long_diagonal;                // endgame: begins only with a strong king on the long diagonal
  Counted counted;                   // endgame: whose moves the count is of
  std::string_view what;             // the rule in a few words, for messages
  std::string_view rule;             // the article cited
};

// The variant's draw rules; empty for the variants whose federation rule
// has no source here (Italian, Russian, Brazilian, Portuguese).
std::span<const DrawRule> draw_rules(const draughts::Variant& v);

// A rule that applied: after `ply` plies, resting on `evidence` (the plies
// of a repetition, or the ply its count began).
// The diagonal from corner to corner (seed 004's "río", FMJD art. 2.3).
draughts::Bitboard long_diagonal(const draughts::Board& board);

struct DrawReached {
  const DrawRule* rule;
  int ply;
  std::vector<int> evidence;
};

// Whether m, played in pos, moves a man or captures: no earlier position
// can come back after it.
bool irreversible(const draughts::Position& pos, const draughts::Move& m);

class DrawWatch {
 public:
  DrawWatch(const draughts::Variant& v, const draughts::Position& start);

  // After each move of the game, with the position it led to.
  void after_move(const draughts::Position& pos, bool irreversible);

  // The rules that applied, in order; an automatic draw is the last.
  const std::vector<DrawReached>& reached() const { return reached_; }
  draughts::Color first_mover() const { return first_mover_; }

 private:
  // An endgame rule's count: since which ply, for which side.
  struct EndgameCount {
    int since = -1;
    draughts::Color strong = draughts::White;
    int counted_moves = 0;  // of the side the rule counts
  };

  void watch_endgame(size_t i, const draughts::Position& pos);
  void reach(size_t i, std::vector<int> evidence);

  std::span<const DrawRule> rules_;
  draughts::Bitboard long_diagonal_;
  draughts::Color first_mover_;
  int ply_ = 0;
  int quiet_plies_ = 0;  // since the last man move or capture, or the start
  std::vector<std::pair<uint64_t, int>> history_;  // keys and plies since then
  std::vector<EndgameCount> endgames_;            // by rule
  std::vector<bool> done_;                        // by rule: reported once a game
  bool drawn_ = false;                            // an automatic draw ended the game
  std::vector<DrawReached> reached_;
};

// A finding at the move that made the position after `ply` plies.
using PlyFinding = std::function<Finding&(Kind, Severity, int ply)>;

// The findings for what the watch saw: threefold_claimable or draw_claimable
// (info) for a claim, draw_automatic (error when the game went on) for an
// automatic draw, and result_mismatch when `result` names a winner of a
// game an automatic draw ended (only for a game replayed to its end).
void report_draws(const DrawWatch& watch, int plies, std::string_view result, bool replayed_to_end,
                  const PlyFinding& add);

}  // namespace arbiter
