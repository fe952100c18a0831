// Repetition counts, move clocks and insufficient material against an
// independent implementation:
// chess.js replays the same files (tests/tools/repetition_reference.mjs) and
// its first plies of threefold and fivefold repetition, 50 and 75 moves are
// stored in tests/data. Ours come from the adjudicator's own pieces, fed by
// the replay exactly as `arbiter check` feeds them.
#include <catch2/catch.hpp>

#include <array>

#include "adjudicate/adjudicator.h"
#include "adjudicate/repetition.h"
#include "adjudicate/winnable.h"
#include "parser/game_splitter.h"
#include "tests/corpus.h"
#include "tests/report.h"
#include "validate/replay.h"

using namespace arbiter;

namespace {

struct Firsts {
  int plies = 0;
  std::array<int, 2> threefold = {-1, -1}, fifty = {-1, -1};
  int fivefold = -1, seventy_five = -1, insufficient = -1;
  bool operator==(const Firsts&) const = default;
};

std::ostream& operator<<(std::ostream& os, const Firsts& f) {
  return os << "plies " << f.plies << " threefold " << f.threefold[0] << "/" << f.threefold[1] << " fivefold "
            << f.fivefold << " fifty " << f.fifty[0] << "/" << f.fifty[1] << " seventy-five " << f.seventy_five
            << " insufficient " << f.insufficient;
}

class FirstsObserver final : public MainLineObserver {
 public:
  Firsts firsts;
  void position(const Position& pos, int ply) override {
    const int n = history_.add(pos);
    const Color side = pos.side_to_move();
    const int clock = pos.halfmove_clock();
    if (n >= 3 && firsts.threefold[side] < 0) firsts.threefold[side] = ply;
    if (n >= 5 && firsts.fivefold < 0) firsts.fivefold = ply;
    if (clock >= 100 && firsts.fifty[side] < 0) firsts.fifty[side] = ply;
    if (clock >= 150 && firsts.seventy_five < 0 && !pos.is_checkmate()) firsts.seventy_five = ply;
    if (firsts.insufficient < 0 && insufficient_material(pos, White) && insufficient_material(pos, Black))
      firsts.insufficient = ply;
  }

 private:
  PositionHistory history_{256};
};

// A row's plies: a whole number, -1 for "never".
int ply(const Record& value) {
  REQUIRE(value.is_number_integer());
  REQUIRE(value >= -1);
  return value.get<int>();
}

std::array<int, 2> plies_by_side(const Record& value) {
  REQUIRE(value.is_array());
  REQUIRE(value.size() == 2);
  return {ply(value[0]), ply(value[1])};
}

std::vector<Firsts> reference(const std::string& name) {
  std::vector<Firsts> all;
  for (const Record& row : records(read_file(test_data_path(name + ".reference.jsonl")))) {
    INFO(name << " row " << all.size() + 1);
    REQUIRE(row.at("game") == all.size() + 1);  // a row for each game, in order
    all.push_back({ply(row.at("plies")), plies_by_side(row.at("threefold")), plies_by_side(row.at("fifty")),
                   ply(row.at("fivefold")), ply(row.at("seventy_five")), ply(row.at("insufficient"))});
  }
  return all;
}

}  // namespace

TEST_CASE("repetitions, move clocks and insufficient material agree with chess.js on whole real files", "[adjudicate][corpus]") {
  const std::pair<const char*, const char*> files[] = {
      {"online/lichess/lichess_db_sample_2021-10_kdave.pgn", "lichess_db_sample_2021-10_kdave"},
      {"masters/twic/twic0920.pgn", "twic0920"},
      {"edge/pgn-extract-infiles/test-repetition.pgn", "test-repetition"},
      {"edge/pgn-extract-infiles/test-fifty.pgn", "test-fifty"},
      {"edge/pgn-extract-infiles/test-seventyfive.pgn", "test-seventyfive"},
  };
  size_t games = 0, with_repetition = 0, with_clock_rules = 0;
  for (const auto& [file, name] : files) {
    INFO(file);
    const std::vector<Firsts> expected = reference(name);
    const GameChunk chunk = split_games(corpus_path(file));
    REQUIRE(chunk.games.size() == expected.size());
    for (size_t i = 0; i < chunk.games.size(); ++i) {
      FirstsObserver observer;
      const GameRecord game = check_game(chunk.game(i), &observer);
      observer.firsts.plies = int(game.moves.size());
      INFO("game " << i + 1);
      CHECK(observer.firsts == expected[i]);
      ++games;
      with_repetition += expected[i].threefold[0] >= 0 || expected[i].threefold[1] >= 0;
      with_clock_rules += expected[i].fifty[0] >= 0 || expected[i].fifty[1] >= 0;
    }
  }
  CHECK(games == 999 + 2245 + 12 + 2 + 5);
  CHECK(with_repetition > 50);
  CHECK(with_clock_rules >= 7);
}

TEST_CASE("the adjudicator's automatic endings fall on chess.js's plies", "[adjudicate][corpus]") {
  // Fivefold and 75-move endings as `arbiter check` reports them, against the
  // reference's first fivefold / 150-halfmove ply.
  for (const auto& [file, name] : {std::pair{"edge/pgn-extract-infiles/test-seventyfive.pgn", "test-seventyfive"},
                                   std::pair{"online/lichess/lichess_db_sample_2021-10_kdave.pgn",
                                             "lichess_db_sample_2021-10_kdave"}}) {
    INFO(file);
    const std::vector<Firsts> expected = reference(name);
    const GameChunk chunk = split_games(corpus_path(file));
    REQUIRE(chunk.games.size() == expected.size());
    AdjudicationOptions options;
    Adjudicator adjudicator(options);
    for (size_t i = 0; i < chunk.games.size(); ++i) {
      GameRecord game = check_game(chunk.game(i), &adjudicator);
      adjudicator.finish(game, chunk.game(i));
      int ending = -1;
      for (const Finding& f : game.findings)
        if (f.kind == Kind::fivefold_repetition || f.kind == Kind::seventy_five_moves) ending = f.ply;
      int first = -1;
      for (int ply : {expected[i].fivefold, expected[i].seventy_five})
        if (ply >= 0 && (first < 0 || ply < first)) first = ply;
      INFO("game " << i + 1);
      CHECK(ending == first);
    }
  }
}
