#include "event/event.h"

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
std::string points_text(int half_points) {
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

EventType Event::type() const {
  if (declared_type != EventType::unknown) return declared_type;
  if (players.size() < 2) return EventType::unknown;
  std::set<std::pair<int, int>> met;
  for (const Player& p : players)
    for (const Round& r : p.rounds)
      if (r.has_opponent()) met.emplace(std::min(p.start_rank, r.opponent()), std::max(p.start_rank, r.opponent()));
  size_t n = players.size();
  return met.size() == n * (n - 1) / 2 ? EventType::round_robin : EventType::swiss;
}

}  // namespace arbiter::event
