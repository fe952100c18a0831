// Pairing checks on an event's model, so that they hold for TRF and PGN
// alike: rematches (Swiss and round robin), the absolute colour criteria
// and pairing-allocated byes of a Swiss (FIDE C.04.1).
#pragma once

#include <string>
#include <vector>

#include "event/event.h"

namespace arbiter::event {

struct PairingFinding {
  std::string kind;      // event_rematch, event_colour or event_bye
  std::string severity;  // error or warning
  int round = 0;         // 1-based, the round where the rule breaks
  int player = 0;        // start rank
  std::string message;
  std::string rule;
};

// Whether a round with no opponent is known to be no game (a TRF says so) or
// may be a game the input left out (PGN archives such as TWIC publish only
// some boards): then the colour history across it is unknown.
enum class Gaps { known, unknown };

// In round order, then by start rank. The event's type decides which checks
// apply: the colour and bye checks are a Swiss's only.
std::vector<PairingFinding> pairing_findings(const Event& event, Gaps gaps);

}  // namespace arbiter::event
