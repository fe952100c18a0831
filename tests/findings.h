// What the tests of checks and verdicts share: a game checked, and judged,
// as `arbiter check` does it, and its first finding of a kind.
#pragma once

#include <catch2/catch.hpp>

#include <string_view>

#include "adjudicate/adjudicator.h"
#include "validate/replay.h"

// The first finding of `kind` in the game, or nullptr.
inline const arbiter::Finding* first(const arbiter::GameRecord& g, arbiter::Kind kind) {
  for (const arbiter::Finding& f : g.findings)
    if (f.kind == kind) return &f;
  return nullptr;
}

// The game replayed and judged under the edition of the Laws named.
inline arbiter::GameRecord judge(const arbiter::GameText& text, const char* edition = "fide-2023") {
  arbiter::AdjudicationOptions options;
  options.edition = arbiter::find_edition(edition);
  REQUIRE(options.edition);
  arbiter::Adjudicator adjudicator(options);
  arbiter::GameRecord game = arbiter::check_game(text, &adjudicator);
  adjudicator.finish(game, text);
  return game;
}
inline arbiter::GameRecord judge(std::string_view pgn, const char* edition = "fide-2023") {
  return judge(arbiter::GameText{pgn, 0, 1, 1}, edition);
}
