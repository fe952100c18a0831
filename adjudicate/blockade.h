// The static proof that a side can never checkmate, for blocked positions:
// given where each piece can ever go (adjudicate/reach.h), there is no
// square where the loser's king could stand in check with every flight
// square guarded or blocked.
#pragma once

#include "core/position.h"

namespace arbiter {

// True when `winner` can never checkmate in `pos` (a proof); false when the
// analysis leaves a mate possible.
bool blockade_forbids_mate(const Position& pos, Color winner);

}  // namespace arbiter
