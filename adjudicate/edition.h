// An edition of the Laws of Chess as data: which rules exist, how they read,
// and the article that holds each one. Adding an edition means adding one
// definition in edition.cpp; nothing else changes.
#pragma once

#include <array>
#include <span>
#include <string>
#include <string_view>

#include "adjudicate/time_class.h"
#include "validate/law.h"

namespace arbiter {

struct Edition {
  std::string_view id;     // as --rules names it: "fide-2023"
  std::string_view title;  // as citations begin: "FIDE 2023"
  std::array<std::string_view, size_t(Law::Count)> articles{};

  // Rules that exist in this edition.
  bool automatic_draws = false;           // fivefold repetition and 75 moves end the game (2014 on)
  bool dead_position_ends_game = false;   // no mate possible: drawn at once (2009 on)
  bool flag_fall_draw_if_cannot_mate = false;
  // Completed illegal moves by one player that lose the game, per time
  // class (standard, rapid, blitz); 0 when no number of them loses.
  std::array<int, 3> illegal_moves_that_lose{};
  // Time classes by minutes per player for 60 moves (base + 60 x increment):
  // blitz up to `blitz_up_to`, rapid below `rapid_below`, standard from there.
  double blitz_up_to = 10, rapid_below = 60;

  // "FIDE 2023 9.2", or "" when the edition has no article for `law`.
  std::string cite(Law law) const;
  bool has(Law law) const { return !articles[size_t(law)].empty(); }
  TimeClass time_class(double minutes_for_60_moves) const;
  int illegal_moves_to_lose(TimeClass c) const { return illegal_moves_that_lose[size_t(c)]; }
};

std::span<const Edition> editions();
// The edition with that id, or nullptr.
const Edition* find_edition(std::string_view id);
const Edition& default_edition();

}  // namespace arbiter
