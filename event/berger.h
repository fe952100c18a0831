// The Berger tables of FIDE C.05 Annex 1 (the round-robin tables of seed
// 000, the 1966 rulebook, are the same), and the check of a round robin's
// pairings and colours against them.
#pragma once

#include <vector>

#include "event/event.h"
#include "event/pairing_checks.h"

namespace arbiter::event {

// One table row: the pairing numbers of White and Black.
struct BergerPair {
  int white = 0, black = 0;
  bool operator==(const BergerPair&) const = default;
};

// Round `round` (1-based, 1..n-1) of the table for `players` (even; an odd
// field takes the table of one more, and whoever meets the last number
// rests), rows in the table's order. Player n is on row 1, Black in odd
// rounds and White in even ones; each round follows from the one before by
// adding n/2 to every other number, modulo n-1.
std::vector<BergerPair> berger_round(int players, int round);

// event_berger (warning), one per round that departs from the table: the
// start ranks are taken as the pairing numbers (a TRF's), every cycle after
// the first has the colours reversed, and a double round robin may swap the
// first cycle's last two rounds (C.05 Annex 1 recommends it). A row is
// looked at only when one of its players was paired.
std::vector<PairingFinding> berger_findings(const Event& event);

}  // namespace arbiter::event
