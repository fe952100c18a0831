#include "validate/draughts_rules.h"

#include <fmt/format.h>

namespace arbiter {

namespace {

std::string spanish(DraughtsRule rule) {
  switch (rule) {
    case DraughtsRule::man_move: return "seed 004 Regulamento art. 4.2";
    case DraughtsRule::king_move: return "seed 004 Regulamento art. 4.5";
    case DraughtsRule::capture: return "seed 004 Regulamento art. 5.1, 4.3";
    case DraughtsRule::capture_law: return "seed 004 Regulamento art. 5.2-5.3";
    case DraughtsRule::game_end: return "seed 004 Regulamento art. 8.1";
    case DraughtsRule::notation: return "seed 004 Regulamento art. 10.2";
    case DraughtsRule::crowning: return "seed 004 Regulamento art. 4.4";
  }
  return {};
}

// FMJD, Annex 1: Official FMJD rules for International draughts (art. 4,
// the capture: 4.2-4.5 oblige a man and a king to jump and to go on jumping).
std::string international(DraughtsRule rule) {
  switch (rule) {
    case DraughtsRule::man_move: return "FMJD Annex 1, official rules for International draughts: the man's move";
    case DraughtsRule::king_move: return "FMJD Annex 1, official rules for International draughts: the king's move";
    case DraughtsRule::capture: return "FMJD Annex 1, official rules for International draughts, art. 4.2-4.5";
    case DraughtsRule::capture_law:
      return "FMJD Annex 1, official rules for International draughts, art. 4: the most pieces";
    case DraughtsRule::game_end:
      return "FMJD Annex 1, official rules for International draughts: the player who cannot move loses";
    case DraughtsRule::notation: return "PDN 3.0 (FMJD): move notation";
    case DraughtsRule::crowning:
      return "FMJD Annex 1, official rules for International draughts: a man is crowned on the far row";
  }
  return {};
}

}  // namespace

std::string draughts_rule(const draughts::Variant& v, DraughtsRule rule) {
  if (v.game_type == 24) return spanish(rule);
  if (v.game_type == 20) return international(rule);
  static constexpr const char* Topics[] = {"a man moves one square forward", "the king's move",
                                           "capture is compulsory and completed",
                                           "the capture the variant's law demands",
                                           "a player who cannot move has lost", "move notation",
                                           "a man is crowned on the far row"};
  if (rule == DraughtsRule::notation) return "PDN 3.0: move notation";
  return fmt::format("{} draughts rules (PDN GameType {}): {}", v.name, v.game_type, Topics[size_t(rule)]);
}

}  // namespace arbiter
