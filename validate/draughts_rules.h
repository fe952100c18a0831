// The rule texts draughts findings cite, by variant: seed 004's articles for
// Spanish draughts, the FMJD's official rules (Annex 1) for International,
// the WCDF's for English, the APCA's for American pool, the FID's for
// Italian, the Brazilian and Portuguese federations' and the Russian sports
// ministry's texts, each where it was read (draughts_rules.cpp says which
// parts); elsewhere, and for Czech, the rule as PDN 3.0's GameType table and
// the variant table (draughts/variant.h) hold it, named by variant.
#pragma once

#include <string>

#include "draughts/variant.h"

namespace arbiter {

enum class DraughtsRule : uint8_t { man_move, king_move, capture, capture_law, game_end, notation, crowning };

std::string draughts_rule(const draughts::Variant& v, DraughtsRule rule);

}  // namespace arbiter
