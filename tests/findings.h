// What the tests of checks and verdicts share: a game checked as `arbiter
// check --no-adjudication` does it, or judged as `arbiter check` does it, a
// real game of the corpus checked, and the findings of a kind.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <initializer_list>
#include <string>
#include <string_view>

#include "adjudicate/adjudicator.h"
#include "tests/corpus.h"
#include "validate/replay.h"

// The first finding of `kind` in the game, or nullptr.
inline const arbiter::Finding* first(const arbiter::GameRecord& g, arbiter::Kind kind) {
  for (const arbiter::Finding& f : g.findings)
    if (f.kind == kind) return &f;
  return nullptr;
}

inline size_t count(const arbiter::GameRecord& g, arbiter::Kind kind) {
  return std::count_if(g.findings.begin(), g.findings.end(), [&](const arbiter::Finding& f) { return f.kind == kind; });
}

// The text read as one game and replayed, without adjudication.
inline arbiter::GameRecord check(std::string_view pgn, const arbiter::ReadOptions& options = {}) {
  return arbiter::check_game(arbiter::GameText{pgn}, nullptr, options);
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
  return judge(arbiter::GameText{pgn}, edition);
}

// The first game of the corpus file whose text holds all of `needles` (tag
// pairs, names), replayed; the test fails if there is none.
inline arbiter::GameRecord corpus_game(const std::string& file, std::initializer_list<std::string_view> needles) {
  const arbiter::GameChunk chunk = split_games(corpus_path(file));
  for (size_t i = 0; i < chunk.games.size(); ++i) {
    const arbiter::GameText g = chunk.game(i);
    if (std::all_of(needles.begin(), needles.end(), [&](std::string_view n) { return g.text.find(n) != g.text.npos; }))
      return arbiter::check_game(g);
  }
  FAIL("no game in " << file << " holds all of what was asked");
  return {};
}
