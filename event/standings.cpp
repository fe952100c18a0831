#include "event/standings.h"

#include <algorithm>
#include <map>

namespace arbiter::event {

namespace {

using Group = std::vector<int>;  // player indices, tied so far

// C.07 Art. 6: the points each tied player scored against the others (games
// against one opponent averaged). When not all have met (a Swiss), a player
// goes ahead only if he scored more than any player below him could have had
// with wins in the games they did not play; the rest stay tied. Each group
// that splits is looked at again on its own.
void direct_encounter(const Event& e, const Group& group, bool round_robin, std::vector<Group>& out) {
  std::map<int, int> in_group;  // start rank -> index
  for (int i : group) in_group[e.players[i].start_rank] = i;
  struct Score {
    int player;
    double points, most;
  };
  std::vector<Score> scores;
  bool all_met = true;
  for (int i : group) {
    std::map<int, std::pair<int, int>> met;  // opponent -> half points, games
    for (const Round& r : e.players[i].rounds)
      if ((r.played() || (round_robin && r.has_opponent())) && in_group.count(r.opponent())) {
        met[r.opponent()].first += r.half_points();
        met[r.opponent()].second += 1;
      }
    double points = 0;
    for (auto& [opponent, result] : met) points += result.first / 2.0 / result.second;
    int missing = static_cast<int>(group.size()) - 1 - static_cast<int>(met.size());
    if (!round_robin && missing > 0) all_met = false;
    scores.push_back({i, points, points + (round_robin ? 0 : missing)});
  }
  std::sort(scores.begin(), scores.end(), [](const Score& a, const Score& b) {
    return a.points != b.points ? a.points > b.points : a.most > b.most;
  });
  std::vector<Group> parts{{scores[0].player}};
  bool separating = true;
  for (size_t i = 1; i < scores.size(); ++i) {
    double best_below = 0;
    for (size_t j = i; j < scores.size(); ++j)
      best_below = std::max(best_below, all_met ? scores[j].points : scores[j].most);
    bool ahead = all_met ? scores[i - 1].points > scores[i].points : separating && scores[i - 1].points > best_below;
    if (ahead)
      parts.push_back({});
    else
      separating = false;
    parts.back().push_back(scores[i].player);
  }
  if (parts.size() == 1) {
    out.push_back(group);
    return;
  }
  for (const Group& part : parts) {
    if (part.size() == 1)
      out.push_back(part);
    else
      direct_encounter(e, part, round_robin, out);
  }
}

}  // namespace

std::vector<Standing> standings(const Event& event, const std::vector<Tiebreak>& tiebreaks, Rules rules) {
  size_t n = event.players.size();
  std::vector<Standing> table(n);
  for (size_t i = 0; i < n; ++i) table[i].player = static_cast<int>(i);
  for (size_t k = 0; const std::vector<Value>& values : tiebreak_values(event, tiebreaks, rules)) {
    // Tie-breaks that are points are given in the event's scale; the order is the same.
    const int scale = tiebreaks[k++].in_points() ? event.points_per_win : 1;
    for (size_t i = 0; i < n; ++i) table[i].values.push_back(values[i] ? Value(*values[i] * scale) : values[i]);
  }
  // Split the field into tied groups: points first, then each tie-break.
  std::vector<Group> groups(1);
  for (size_t i = 0; i < n; ++i) groups[0].push_back(static_cast<int>(i));
  auto split_by = [&](auto key) {
    std::vector<Group> next;
    for (Group& g : groups) {
      std::stable_sort(g.begin(), g.end(), [&](int a, int b) { return key(a) > key(b); });
      for (size_t i = 0; i < g.size(); ++i) {
        if (i == 0 || key(g[i]) != key(g[i - 1])) next.emplace_back();
        next.back().push_back(g[i]);
      }
    }
    groups = std::move(next);
  };
  split_by([&](int i) { return event.players[i].half_points(); });
  bool round_robin = event.type() == EventType::round_robin;
  for (size_t k = 0; k < tiebreaks.size(); ++k) {
    if (tiebreaks[k].code == "DE") {
      std::vector<Group> next;
      for (const Group& g : groups) {
        size_t first = next.size();
        direct_encounter(event, g, round_robin, next);
        std::int64_t place = 1;  // within the tie, shared as ranks are
        for (size_t part = first; part < next.size(); place += next[part++].size())
          for (int i : next[part]) table[i].values[k] = place * 100;
      }
      groups = std::move(next);
    } else {
      // A missing value ranks below every value.
      split_by([&](int i) { return table[i].values[k].value_or(INT64_MIN); });
    }
  }
  std::vector<Standing> ranked;
  for (const Group& g : groups) {
    int rank = static_cast<int>(ranked.size()) + 1;
    for (int i : g) {
      ranked.push_back(table[i]);
      ranked.back().rank = rank;
    }
  }
  return ranked;
}

std::vector<PlaceChange> place_changes(const Event& event, const Event& other, const std::vector<Tiebreak>& tiebreaks,
                                       Rules rules) {
  std::vector<int> rank(event.players.size());
  for (const Standing& s : standings(event, tiebreaks, rules)) rank[s.player] = s.rank;
  std::vector<PlaceChange> changes;
  for (const Standing& s : standings(other, tiebreaks, rules)) {
    const int before = event.players[s.player].half_points(), after = other.players[s.player].half_points();
    if (rank[s.player] != s.rank || before != after)
      changes.push_back({s.player, rank[s.player], s.rank, before, after});
  }
  return changes;
}

}  // namespace arbiter::event
