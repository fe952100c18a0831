#include "event/event.h"

#include <algorithm>
#include <set>
#include <string>
#include <utility>

namespace arbiter::event {

Round Round::unpaired(Kind kind) {
  switch (kind) {
    case Kind::pairing_bye:
    case Kind::full_bye:
      return Round(kind, 0, Colour::none, Outcome::win);
    case Kind::half_bye:
      return Round(kind, 0, Colour::none, Outcome::draw);
    default:
      return Round(Kind::zero_bye == kind ? kind : Kind::not_paired, 0, Colour::none, Outcome::loss);
  }
}

// No format string to parse: a crosstable writes it for every player of every event of an archive.
std::string points_text(int half_points, int points_per_win) {
  if (points_per_win == 2) return std::to_string(half_points);
  std::string text = std::to_string(half_points / 2);
  text += half_points % 2 ? ".5" : ".0";
  return text;
}

int Player::half_points() const {
  int sum = unrounded_half_points;
  for (const Round& r : rounds) sum += r.half_points();
  return sum;
}

const Player* Event::player(int start_rank) const {
  for (const Player& p : players)
    if (p.start_rank == start_rank) return &p;
  return nullptr;
}

namespace {

// Each round after the first pairs only players paired in the round before
// or never paired yet (seeded into a later round), of the round before's at
// most half (rounded up), fewer than the first round's four or more, and no
// pair twice: players drop out.
bool is_knockout(const Event& e) {
  const int rounds = e.rounds_played();
  if (rounds < 2) return false;
  std::set<int> before, ever;
  size_t first = 0;  // players paired in the first round
  for (int r = 0; r < rounds; ++r) {
    std::set<int> now;
    for (const Player& p : e.players)
      if (r < static_cast<int>(p.rounds.size()) && p.rounds[r].has_opponent()) now.insert(p.start_rank);
    if (now.empty()) return false;
    size_t returning = 0;
    for (int p : now) {
      if (!ever.contains(p)) continue;           // seeded into this round
      if (!before.contains(p)) return false;     // back after a round out
      ++returning;
    }
    if (r > 0 && returning > (before.size() + 1) / 2) return false;
    // A knockout starts widest; a round of one pair after another is one
    // player's games, the archive having left the rest out.
    if (r == 0 && now.size() < 4) return false;
    if (r > 0 && now.size() >= first) return false;
    if (r == 0) first = now.size();
    ever.insert(now.begin(), now.end());
    before = std::move(now);
  }
  std::set<std::pair<int, int>> met;
  for (int r = 0; r < rounds; ++r)
    for (const Player& p : e.players)
      if (r < static_cast<int>(p.rounds.size()) && p.rounds[r].has_opponent() && p.start_rank < p.rounds[r].opponent() &&
          !met.emplace(p.start_rank, p.rounds[r].opponent()).second)
        return false;
  return true;
}

}  // namespace

EventType Event::type() const {
  if (declared_type != EventType::unknown) return declared_type;
  if (players.size() < 2) return EventType::unknown;
  std::set<std::pair<int, int>> met;
  for (const Player& p : players)
    for (const Round& r : p.rounds)
      if (r.has_opponent()) met.emplace(std::min(p.start_rank, r.opponent()), std::max(p.start_rank, r.opponent()));
  size_t n = players.size();
  if (n == 2 && met.size() == 1) return EventType::match;
  if (met.size() == n * (n - 1) / 2) return EventType::round_robin;
  return is_knockout(*this) ? EventType::knockout : EventType::swiss;
}

}  // namespace arbiter::event
