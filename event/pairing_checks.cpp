#include "event/pairing_checks.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <utility>

namespace arbiter::event {

namespace {

constexpr const char* RematchRule = "FIDE C.04.1 b (two players shall not play against each other more than once)";
constexpr const char* CycleRule = "FIDE C.05 (each player meets every other once per cycle of a round robin)";
constexpr const char* ColourRule =
    "FIDE C.04.1 f, C.04.3 C.3 (colour difference within -2..+2, never the same colour three times in a row)";
constexpr const char* ByeRule =
    "FIDE C.04.1 c (a player who has had a pairing-allocated bye or a forfeit win shall not receive one)";

// Rounds in one cycle of a round robin: each player meets every other once,
// and with an odd number of players each also sits out once.
int cycle_length(const Event& e) {
  const int n = static_cast<int>(e.players.size());
  return n % 2 ? n : n - 1;
}

// A Swiss counts games played: "play against each other" is not met by a
// forfeit, so C.04.1 lets the pair meet again. A round robin's schedule is
// fixed, so there a forfeit still fills the pair's place in the cycle.
bool meets(const Round& r, bool round_robin) { return r.has_opponent() && (round_robin || r.played()); }

void rematches(const Event& e, std::vector<PairingFinding>& out) {
  if (e.type() == EventType::match) return;  // the same two, round after round
  const bool round_robin = e.type() == EventType::round_robin;
  const int cycle = round_robin ? cycle_length(e) : 0;
  std::map<std::pair<int, int>, int> first;  // (player, opponent) -> round of their first meeting in the cycle
  size_t rounds = 0;  // the model gives every player the same rounds; a model built by hand may not
  for (const Player& p : e.players) rounds = std::max(rounds, p.rounds.size());
  for (int r = 0; r < static_cast<int>(rounds); ++r) {
    if (round_robin && cycle > 0 && r % cycle == 0) first.clear();
    for (const Player& p : e.players) {
      if (r >= static_cast<int>(p.rounds.size())) continue;
      const Round& round = p.rounds[r];
      if (!meets(round, round_robin) || p.start_rank > round.opponent()) continue;  // each pair once
      const auto [it, fresh] = first.emplace(std::pair(p.start_rank, round.opponent()), r + 1);
      if (fresh) continue;
      const Player* o = e.player(round.opponent());
      out.push_back({"event_rematch", "error", r + 1, p.start_rank,
                     fmt::format("{} ({}) and {} ({}) meet again in round {}, after round {}{}", p.name, p.start_rank,
                                 o ? o->name : "?", round.opponent(), r + 1, it->second,
                                 round_robin ? fmt::format(" within one cycle of {} rounds", cycle) : ""),
                     round_robin ? CycleRule : RematchRule});
    }
  }
}

// C.04.3 A.7: in the final round a topscorer (over half the points possible
// so far) may break the colour criteria, and so may whoever he is paired with.
// With gaps of unknown kind before it, the score is unknown: he may be one.
bool topscorer_in_final(const Event& e, Gaps gaps, const Player& p, int r) {
  if (e.rounds == 0 || r + 1 != e.rounds) return false;
  int half_points = p.unrounded_half_points;
  for (int k = 0; k < r && k < static_cast<int>(p.rounds.size()); ++k) {
    if (gaps == Gaps::unknown && !p.rounds[k].has_opponent()) return true;
    half_points += p.rounds[k].half_points();
  }
  return half_points > r;  // more than half of 2 * r half points
}

void colours(const Event& e, Gaps gaps, std::vector<PairingFinding>& out) {
  for (const Player& p : e.players) {
    int difference = 0, streak = 0;  // whites less blacks; games in a row with the last colour
    bool difference_known = true;
    Colour last = Colour::none;
    for (int r = 0; r < static_cast<int>(p.rounds.size()); ++r) {
      const Round& round = p.rounds[r];
      if (gaps == Gaps::unknown && !round.has_opponent()) {  // perhaps a game left out: its colour unknown
        streak = 0;
        last = Colour::none;
        difference_known = false;
        continue;
      }
      if (!round.played() || round.colour() == Colour::none) continue;  // unplayed games have no colour
      const int before = difference;
      difference += round.colour() == Colour::white ? 1 : -1;
      streak = round.colour() == last ? streak + 1 : 1;
      last = round.colour();
      const Player* o = e.player(round.opponent());
      if (topscorer_in_final(e, gaps, p, r) || (o && topscorer_in_final(e, gaps, *o, r))) continue;
      const char* colour = last == Colour::white ? "white" : "black";
      if (streak >= 3)
        out.push_back({"event_colour", "warning", r + 1, p.start_rank,
                       fmt::format("{} ({}) has {} {} times in a row in round {}", p.name, p.start_rank, colour,
                                   streak, r + 1),
                       ColourRule});
      if (difference_known && std::abs(difference) > 2 && std::abs(difference) > std::abs(before))
        out.push_back({"event_colour", "warning", r + 1, p.start_rank,
                       fmt::format("{} ({}) has a colour difference of {:+} after round {}", p.name, p.start_rank,
                                   difference, r + 1),
                       ColourRule});
    }
  }
}

void byes(const Event& e, std::vector<PairingFinding>& out) {
  for (const Player& p : e.players) {
    int bye = 0, forfeit_win = 0;  // round of the first of each, 0 for none
    for (int r = 0; r < static_cast<int>(p.rounds.size()); ++r) {
      const Round& round = p.rounds[r];
      if (round.kind() == Kind::forfeit && round.outcome() == Outcome::win && !forfeit_win) forfeit_win = r + 1;
      if (round.kind() != Kind::pairing_bye) continue;
      if (bye || forfeit_win)
        out.push_back({"event_bye", "error", r + 1, p.start_rank,
                       fmt::format("{} ({}) gets a pairing-allocated bye in round {} after {} in round {}", p.name,
                                   p.start_rank, r + 1, bye ? "a pairing-allocated bye" : "a forfeit win",
                                   bye ? bye : forfeit_win),
                       ByeRule});
      if (!bye) bye = r + 1;
    }
  }
}

}  // namespace

std::vector<PairingFinding> pairing_findings(const Event& event, Gaps gaps) {
  std::vector<PairingFinding> out;
  rematches(event, out);
  if (event.type() == EventType::swiss) {
    colours(event, gaps, out);
    byes(event, out);
  }
  std::stable_sort(out.begin(), out.end(), [](const PairingFinding& a, const PairingFinding& b) {
    return std::pair(a.round, a.player) < std::pair(b.round, b.player);
  });
  return out;
}

}  // namespace arbiter::event
