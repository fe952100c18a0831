#include "event/game_match.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>
#include <unordered_map>

#include "event/trf.h"

namespace arbiter::event {

namespace {

// Laws of Chess (2009) 8.7: both players sign both scoresheets with the
// result, which stands unless the arbiter decides otherwise; the report to
// the rating office (C.04 Annex 2) must tell the same game.
constexpr const char* MismatchRule =
    "FIDE Laws of Chess 8.7 (the result both scoresheets give stands) and C.04 Annex 2 (TRF: the report tells the "
    "same games)";
// No FIDE regulation makes the rating report depend on the game scores; the
// Laws have every game recorded and the scoresheets kept by the organiser.
constexpr const char* MissingRule =
    "FIDE Laws of Chess 8.1 (every game recorded) and 8.3 (the scoresheets are the organiser's); no rating "
    "regulation requires the games";

bool usable_id(const std::string& id) { return !id.empty() && id != "0"; }

std::string describe(const Round& r) {
  if (r.kind() == Kind::not_paired) return "no pairing";
  if (!r.has_opponent()) return fmt::format("a bye or absence ('{}')", trf_code(r));
  return fmt::format("player {} with {} ('{}')", r.opponent(), r.colour() == Colour::white ? "white" : "black",
                     trf_code(r));
}

// The TRF's players found by FIDE id or folded name.
class Roster {
 public:
  explicit Roster(const Event& e) : event_(e) {
    for (const Player& p : e.players) {
      if (usable_id(p.fide_id)) by_id_.emplace(p.fide_id, p.start_rank);
      by_name_.emplace(player_key(p.name), p.start_rank);
    }
  }
  // The start rank, 0 when the TRF has no such player. An id both sides
  // have decides, whatever the names; a name is the fallback when either
  // lacks one (the same name under another id is another player).
  int find(const Player& p) const {
    if (usable_id(p.fide_id))
      if (auto it = by_id_.find(p.fide_id); it != by_id_.end()) return it->second;
    auto it = by_name_.find(player_key(p.name));
    if (it == by_name_.end()) return 0;
    const std::string& id = event_.player(it->second)->fide_id;
    return usable_id(p.fide_id) && usable_id(id) ? 0 : it->second;
  }

 private:
  const Event& event_;
  std::unordered_map<std::string, int> by_id_, by_name_;
};

}  // namespace

std::vector<GameMatchFinding> match_games(const Event& trf, const std::vector<const BuiltEvent*>& pgn) {
  std::vector<GameMatchFinding> found;
  const Roster roster(trf);
  std::set<std::pair<int, int>> covered;  // (round, start rank) a game was found for
  auto mismatch = [&](int round, int player, GameLocation where, std::string message) {
    found.push_back({"event_game_mismatch", "error", round, player, where, std::move(message), MismatchRule});
  };
  for (const BuiltEvent* b : pgn) {
    const std::vector<Player>& players = b->event.players;
    std::vector<int> in_trf;
    for (const Player& p : players) in_trf.push_back(roster.find(p));
    for (size_t i = 0; i < players.size(); ++i) {
      for (size_t r = 0; r < players[i].rounds.size(); ++r) {
        const Round& game = players[i].rounds[r];
        if (!game.has_opponent() || game.colour() != Colour::white) continue;  // each game once, from White's side
        const int round = static_cast<int>(r) + 1;
        const Player& white = players[i];
        const Player& black = players[game.opponent() - 1];
        const int w = in_trf[i], bl = in_trf[game.opponent() - 1];
        const GameLocation where = b->game_at[i][r];
        const std::string pairing = fmt::format("{} - {} in round {}", white.name, black.name, round);
        if (!w || !bl) {
          mismatch(round, w ? w : bl, where,
                   fmt::format("{}: the TRF has no player {}", pairing, !w ? white.name : black.name));
          continue;
        }
        const Player& tw = *trf.player(w);
        if (r >= tw.rounds.size()) {
          mismatch(round, w, where, fmt::format("{}: the TRF has no round {}", pairing, round));
          continue;
        }
        const Round& paired = tw.rounds[r];
        if (paired.opponent() != bl) {
          mismatch(round, w, where,
                   fmt::format("{}: the TRF has {} for {} ({})", pairing, describe(paired), tw.name, w));
          continue;
        }
        covered.insert({round, w});
        covered.insert({round, bl});
        const char* pgn_result = game.half_points() == 2 ? "1-0" : game.half_points() == 1 ? "1/2-1/2" : "0-1";
        if (paired.colour() != Colour::white)
          mismatch(round, w, where,
                   fmt::format("{}: the TRF has the colours the other way round ({} ({}) with black)", pairing,
                               tw.name, w));
        else if (paired.half_points() != game.half_points() ||
                 (paired.kind() == Kind::forfeit) != (game.kind() == Kind::forfeit))
          mismatch(round, w, where,
                   fmt::format("{}: the game says {}{}, the TRF '{}' for White", pairing, pgn_result,
                               game.kind() == Kind::forfeit ? " (forfeit)" : "", trf_code(paired)));
      }
    }
  }
  for (const Player& p : trf.players)
    for (size_t r = 0; r < p.rounds.size(); ++r) {
      const Round& paired = p.rounds[r];
      const int round = static_cast<int>(r) + 1;
      if (!paired.played() || paired.colour() != Colour::white || covered.count({round, p.start_rank})) continue;
      const Player* opponent = trf.player(paired.opponent());
      found.push_back({"event_missing_game", "warning", round, p.start_rank, {},
                       fmt::format("{} ({}) - {} ({}) in round {}, '{}' in the TRF, is in none of the PGN games given",
                                   p.name, p.start_rank, opponent ? opponent->name : "?", paired.opponent(), round,
                                   trf_code(paired)),
                       MissingRule});
    }
  std::stable_sort(found.begin(), found.end(),
                   [](const GameMatchFinding& a, const GameMatchFinding& b) { return a.round < b.round; });
  return found;
}

}  // namespace arbiter::event
