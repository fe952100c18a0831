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

}  // namespace arbiter::event
