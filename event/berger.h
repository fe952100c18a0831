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

// The pairing numbers the event's pairings imply, one per player in the
// event's order: for each game of round 1 that may be the table's first row
// (its Black as the last number; with an odd field, the player who rests as
// number 1), the numbers that follow from the table round by round, and of
// those that number every player the one that departs least. Empty when
// none does (a round robin with games missing from the archive). For PGN,
// whose start ranks are only the order by rating.
std::vector<int> berger_numbering(const Event& event);

// event_berger (warning), one per round that departs from the table, with
// `numbers` the pairing number of each player in the event's order (a TRF's
// start ranks, or berger_numbering's; then the rows name the players too).
// Every cycle after the first has the colours reversed, and a double round
// robin may swap the first cycle's last two rounds (C.05 Annex 1 recommends
// it). A row is looked at only when one of its players was paired.
std::vector<PairingFinding> berger_findings(const Event& event, const std::vector<int>& numbers);
// The same with the start ranks as the pairing numbers.
std::vector<PairingFinding> berger_findings(const Event& event);

}  // namespace arbiter::event
