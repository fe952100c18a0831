// Flag falls in real games (FIDE 2023 and 2009 Art. 6.9: the player whose
// flag falls loses, unless the opponent cannot mate by any sequence of legal
// moves). Lichess applies the same rule, so its results are the reference:
// of the 324 "Time forfeit" games in its October 2021 sample, 11 are scored
// 1/2-1/2 because the side with time left had a bare king, 313 are decisive.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "adjudicate/adjudicator.h"
#include "adjudicate/winnable.h"
#include "tests/corpus.h"
#include "tests/findings.h"
#include "validate/replay.h"

using namespace arbiter;

namespace {

constexpr const char* LichessSample = "online/lichess/lichess_db_sample_2021-10_kdave.pgn";

bool bare_king(const Position& pos, Color c) { return pos.pieces(c) == pos.pieces(c, King); }

// The game with its Result tag and movetext result replaced.
std::string rescored(std::string_view text, std::string_view from, std::string_view to) {
  std::string s(text);
  const std::string tag = "[Result \"" + std::string(from) + "\"]";
  const size_t at = s.find(tag);
  REQUIRE(at != std::string::npos);
  s.replace(at, tag.size(), "[Result \"" + std::string(to) + "\"]");
  const size_t token = s.rfind(from);
  REQUIRE(token > at);
  s.replace(token, from.size(), to);
  return s;
}

struct TimeForfeits {
  GameChunk chunk = split_games(corpus_path(LichessSample));
  std::vector<size_t> drawn, decisive;  // 0-based indices in the file
  TimeForfeits() {
    for (size_t i = 0; i < chunk.games.size(); ++i) {
      const std::string_view text = chunk.game(i).text;
      if (text.find("[Termination \"Time forfeit\"]") == std::string_view::npos) continue;
      (text.find("[Result \"1/2-1/2\"]") != std::string_view::npos ? drawn : decisive).push_back(i);
    }
  }
};

}  // namespace

TEST_CASE("flag fall: lichess's draws on time against a bare king are confirmed", "[adjudicate][corpus]") {
  const TimeForfeits forfeits;
  std::vector<size_t> numbers;
  for (size_t i : forfeits.drawn) numbers.push_back(i + 1);
  CHECK(numbers == std::vector<size_t>{53, 70, 321, 344, 355, 418, 461, 481, 491, 742, 768});
  for (size_t i : forfeits.drawn) {
    INFO("game " << i + 1);
    const GameRecord game = judge(forfeits.chunk.game(i));
    // The flag that fell is that of the side to move; the other has a bare king.
    const Color flagged = game.end.side_to_move();
    REQUIRE(bare_king(game.end, ~flagged));
    const Finding* f = first(game, Kind::timeout_draw);
    REQUIRE(f);
    CHECK(f->severity == Severity::info);
    CHECK(f->law == Law::FlagFallCannotMate);
    CHECK(f->ply == int(game.moves.size()));
    CHECK(f->message.starts_with(std::string(flagged == White ? "White" : "Black") + "'s flag fell"));
    CHECK(f->message.find("(a bare king)") != std::string::npos);
    CHECK_FALSE(first(game, Kind::result_mismatch));
    CHECK_FALSE(first(game, Kind::timeout_should_be_draw));
  }
  // Game 53 ends 8/8/4K3/2k5/3R4/8/8/8 w: White flagged with a rook.
  const GameRecord g53 = judge(forfeits.chunk.game(52));
  CHECK(first(g53, Kind::timeout_draw)->message ==
        "White's flag fell (White to move), but Black cannot checkmate by any sequence of legal moves (a bare "
        "king): a draw, as recorded");
}

TEST_CASE("flag fall: the same games scored as a win for the bare king are drawn", "[adjudicate][corpus]") {
  // What a careless scorer writes: the player whose opponent flagged wins.
  const TimeForfeits forfeits;
  REQUIRE(forfeits.drawn.size() == 11);
  for (size_t i : forfeits.drawn) {
    INFO("game " << i + 1);
    const GameText real = forfeits.chunk.game(i);
    const Color bare = ~judge(real).end.side_to_move();
    const std::string text = rescored(real.text, "1/2-1/2", bare == White ? "1-0" : "0-1");
    const GameRecord game = judge({text, real.offset, real.line, real.index});
    const Finding* f = first(game, Kind::timeout_should_be_draw);
    REQUIRE(f);
    CHECK(f->candidates == std::vector<std::string>{"1/2-1/2"});
    CHECK(f->message.find("(a bare king)") != std::string::npos);
    CHECK_FALSE(first(game, Kind::timeout_draw));
    // Under the 1966 code no such rule exists.
    CHECK_FALSE(first(judge({text, real.offset, real.line, real.index}, "fide-1966"), Kind::timeout_should_be_draw));
  }
}

TEST_CASE("flag fall: lichess's decisive time forfeits stand, and a draw in their place is wrong", "[adjudicate][corpus]") {
  const TimeForfeits forfeits;
  CHECK(forfeits.decisive.size() == 313);
  for (size_t i : forfeits.decisive) {
    INFO("game " << i + 1);
    const GameText real = forfeits.chunk.game(i);
    const GameRecord game = judge(real);
    CHECK_FALSE(first(game, Kind::timeout_should_be_draw));
    CHECK_FALSE(first(game, Kind::timeout_draw));
    CHECK_FALSE(first(game, Kind::result_mismatch));
    // Cross-check: the loser was to move, and the winner can mate.
    const std::string result = game.result;
    const Color winner = result == "1-0" ? White : Black;
    CHECK(game.end.side_to_move() == ~winner);
    CHECK(can_checkmate(game.end, winner).winnable == Winnable::yes);
    // Scored as a draw, the record contradicts 6.9: the winner could mate.
    const std::string text = rescored(real.text, result, "1/2-1/2");
    const GameRecord drawn = judge({text, real.offset, real.line, real.index});
    const Finding* f = first(drawn, Kind::result_mismatch);
    REQUIRE(f);
    CHECK(f->severity == Severity::error);
    CHECK(f->law == Law::FlagFallCannotMate);
    CHECK(f->candidates == std::vector<std::string>{result});
    CHECK_FALSE(first(drawn, Kind::timeout_draw));
  }
}
