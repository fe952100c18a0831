// Inputs the fuzz targets (fuzz/) found failing, minimised, kept as tests so
// that the bugs stay fixed. Under build-asan/ these run with the sanitizers
// that caught them.
#include <catch2/catch.hpp>

#include <algorithm>

#include "cli/report.h"
#include "notation/san.h"
#include "parser/game_splitter.h"
#include "tests/findings.h"
#include "tests/position.h"
#include "tests/strict_utf8.h"
#include "validate/replay.h"

using namespace arbiter;

namespace {

// The one game `bytes` hold, cut as check cuts it: its chunk, which holds
// its text, and its record.
std::pair<GameChunk, GameRecord> one_game(std::string_view bytes) {
  GameSplitter splitter;
  splitter.feed(bytes);
  splitter.finish();
  GameChunk chunk = splitter.take();
  REQUIRE(chunk.games.size() == 1);
  GameRecord record = check_game(chunk.game(0));
  return {std::move(chunk), std::move(record)};
}

}  // namespace

TEST_CASE("fuzz regression: a pawn move to its own first rank matches nothing", "[fuzz]") {
  // fuzz_move_text and fuzz_check_game: "e1" for White looked for the pawn
  // on the square below e1, shifting a bitboard by a negative amount (UB).
  const Position white = from_fen("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1");
  CHECK(Matches(white, read_san("e1")->query).size() == 0);
  const Position black = from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1");
  CHECK(Matches(black, read_san("d8")->query).size() == 0);
  const std::string pgn = "[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. d1 *\n";
  const GameRecord record = check(pgn);
  REQUIRE(record.findings.size() >= 1);
  CHECK(record.findings[0].kind == Kind::illegal_move);
}

TEST_CASE("fuzz regression: a file of bytes that only look like UTF-8 is reported in valid UTF-8", "[fuzz]") {
  // fuzz_check_game: the three bytes E0 80 80 (an overlong NUL) as the whole
  // file, and as its name, made a text report that was no UTF-8: their
  // shape passed for UTF-8. The surrogate ED A0 80 and F4 90 80 80 (past
  // U+10FFFF) passed alike.
  for (const std::string bytes : {"\xE0\x80\x80", "\xED\xA0\x80", "\xF4\x90\x80\x80"}) {
    const auto [chunk, record] = one_game(bytes);
    REQUIRE(record.findings.size() == 1);
    CHECK(record.findings[0].kind == Kind::parse_error);
    std::string text, jsonl;
    report_game(record, chunk.game(0).text, bytes, ReportOptions{Format::text}, text);
    report_game(record, chunk.game(0).text, bytes, ReportOptions{Format::jsonl, true}, jsonl);
    CHECK(strict_utf8(text));
    CHECK(strict_jsonl(jsonl));
  }
}

TEST_CASE("The CI formats' records are valid whatever bytes the game and its file name hold", "[fuzz][report]") {
  // What fuzz_check_game asks of every format, on a game with a stray byte,
  // an overlong form, controls, U+FFFE and a surrogate in its tags, moves
  // and comments, under a file name holding them too.
  const std::string bytes =
      "[White \"\xE0\x80\x80\x01\xEF\xBF\xBE\"]\n[Black \"\xED\xA0\x80, \\\"\"]\n[Round \"\x1b\"]\n\n"
      "1. e4 {\xFF\x00} e5 2. K\xF4\x90\x80\x80 Nf6 3. Ke3\x07 *\n";
  const auto [chunk, record] = one_game(bytes);
  REQUIRE(record.findings.size() >= 2);
  const auto report = [&](Format format) {
    std::string out;
    report_game(record, chunk.game(0).text, bytes, ReportOptions{format}, out);
    return out;
  };
  CHECK(strict_json_elements(report(Format::sarif)));
  CHECK(strict_json_elements(report(Format::gitlab)));
  const std::string github = report(Format::github);
  CHECK(strict_utf8(github));
  CHECK(size_t(std::count(github.begin(), github.end(), '\n')) == record.findings.size());
  CHECK(strict_xml_chars(report(Format::junit)));
}
