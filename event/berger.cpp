#include "event/berger.h"

#include <fmt/format.h>

#include <string>

namespace arbiter::event {

namespace {

constexpr const char* BergerRule = "FIDE C.05 Annex 1 (Berger tables; seed 000's round-robin tables)";

// Row `row` (0-based) of table round `round` (0-based) as played in a cycle
// whose colours are reversed or not.
BergerPair expected(const std::vector<std::vector<BergerPair>>& table, int round, int row, bool reversed) {
  const BergerPair p = table[round][row];
  return reversed ? BergerPair{p.black, p.white} : p;
}

// What a row's player did in the round, in words: "played 5 with Black", "had no game".
std::string as_played(const Player* p, int round) {
  if (!p || round >= static_cast<int>(p->rounds.size()) || !p->rounds[round].has_opponent()) return "had no game";
  const Round& r = p->rounds[round];
  return fmt::format("played {} with {}", r.opponent(), r.colour() == Colour::white ? "White" : "Black");
}

// Whether `p` played the round as the row says: `opponent` (0: the dummy, no
// game) with `colour`.
bool fits(const Player* p, int round, int opponent, Colour colour) {
  if (!p || round >= static_cast<int>(p->rounds.size())) return true;  // not there: nothing to compare
  const Round& r = p->rounds[round];
  if (opponent == 0) return !r.has_opponent();
  return !r.has_opponent() || (r.opponent() == opponent && r.colour() == colour);
}

}  // namespace

std::vector<BergerPair> berger_round(int players, int round) {
  const int n = players + players % 2, half = n / 2;
  // Round 1: 1-n, 2-(n-1), ..., half-(half+1); then each number but n moves on by half.
  std::vector<BergerPair> rows;
  for (int b = 1; b <= half; ++b) rows.push_back({b, n + 1 - b});
  for (int r = 1; r < round; ++r)
    for (BergerPair& p : rows)
      for (int* x : {&p.white, &p.black})
        if (*x != n) *x = (*x - 1 + half) % (n - 1) + 1;
  // Player n alternates: Black in odd rounds, White in even ones.
  const BergerPair first = rows[0];
  const int other = first.white == n ? first.black : first.white;
  rows[0] = round % 2 ? BergerPair{other, n} : BergerPair{n, other};
  return rows;
}

std::vector<PairingFinding> berger_findings(const Event& event) {
  const int players = static_cast<int>(event.players.size());
  if (players < 3) return {};
  const int n = players + players % 2, cycle = n - 1;
  std::vector<std::vector<BergerPair>> table;
  for (int r = 1; r <= cycle; ++r) table.push_back(berger_round(n, r));
  const int rounds = event.rounds_played();
  std::vector<PairingFinding> out;
  for (int r = 0; r < rounds; ++r) {
    const int c = r / cycle, k = r % cycle;
    const bool reversed = c % 2 == 1;
    // The table rounds this round may follow: its own, or in the first cycle
    // of a double round robin the last two swapped.
    std::vector<int> candidates{k};
    if (c == 0 && rounds > cycle && cycle >= 3 && k >= cycle - 2) candidates.push_back(k == cycle - 1 ? k - 1 : k + 1);
    std::string departures;
    int first_player = 0;
    for (int t : candidates) {
      departures.clear();
      first_player = 0;
      for (int row = 0; row < n / 2; ++row) {
        const BergerPair want = expected(table, t, row, reversed);
        const int white = want.white > players ? 0 : want.white, black = want.black > players ? 0 : want.black;
        const Player* w = white ? event.player(white) : nullptr;
        const Player* b = black ? event.player(black) : nullptr;
        if (fits(w, r, black, Colour::white) && fits(b, r, white, Colour::black)) continue;
        if (!first_player) first_player = white ? white : black;
        departures += fmt::format("{}row {} ({}: ", departures.empty() ? "" : "; ", row + 1,
                                  !white || !black ? fmt::format("{} rests", white ? white : black)
                                                   : fmt::format("{}-{}", white, black));
        departures += white ? fmt::format("{} {}", white, as_played(w, r)) : "";
        departures += white && black ? ", " : "";
        departures += black ? fmt::format("{} {}", black, as_played(b, r)) : "";
        departures += ")";
      }
      if (departures.empty()) break;
    }
    if (departures.empty()) continue;
    out.push_back({"event_berger", "warning", r + 1, first_player,
                   fmt::format("not as round {} of the Berger table for {} players{} pairs: {}",
                               candidates.front() + 1, n, reversed ? " (colours reversed)" : "", departures),
                   BergerRule});
  }
  return out;
}

}  // namespace arbiter::event
