// The final ranking: points, then the tie-breaks in order (C.07 Art. 4).
#pragma once

#include <vector>

#include "event/event.h"
#include "event/tiebreak.h"

namespace arbiter::event {

struct Standing {
  int player = 0;             // index into Event::players
  int rank = 0;               // shared by players the tie-breaks do not separate
  std::vector<Value> values;  // one per tie-break; for DE the place within the tie (1 first)
};

// Best first. Direct encounter (C.07 Art. 6) is applied where it stands in
// the list, to the players still tied at that point.
std::vector<Standing> standings(const Event& event, const std::vector<Tiebreak>& tiebreaks, Rules rules);

// A player whose place or points differ between two scorings of one event
// (as recorded, and as the board's verdicts score the games).
struct PlaceChange {
  int player = 0;  // index into Event::players, the same in both
  int rank = 0, other_rank = 0;
  int half_points = 0, other_half_points = 0;
};

// The players of `event` whose rank or points `other` (the same players in
// the same order, some results changed) changes, in the order of `other`'s
// standings.
std::vector<PlaceChange> place_changes(const Event& event, const Event& other, const std::vector<Tiebreak>& tiebreaks,
                                       Rules rules);

}  // namespace arbiter::event
