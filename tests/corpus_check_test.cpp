// The whole shared corpus of real games through `arbiter check`: every game
// counted, no crash on the broken files, and no illegal move in games whose
// moves a server or engine GUI validated when they were played.
#include <catch2/catch.hpp>

#include <map>
#include <set>

#include "tests/corpus.h"
#include "tests/program.h"
#include "tests/report.h"

namespace {

struct FileReport {
  size_t games = 0;
  std::map<std::string, size_t> kinds;  // findings by kind
};

// Runs arbiter over the corpus once and sorts its JSONL by file.
const std::map<std::string, FileReport>& corpus_report(int* exit_status = nullptr) {
  static int status = -1;
  static const std::map<std::string, FileReport> report = [] {
    std::map<std::string, FileReport> r;
    const ProgramRun run =
        run_program(arbiter_command("check --no-progress --format jsonl --emit-games " + std::string(CORPUS_DIR)));
    status = run.signal ? 128 + run.signal : run.status;
    // Every record of a game (the game's own and its findings) names the
    // file; the input errors and the summary do not.
    const std::string prefix = corpus_path("");
    for (const Record& record : records(run.out)) {
      if (!record.contains("file")) continue;
      const std::string kind = record.at("kind"), file = record.at("file");
      REQUIRE(file.starts_with(prefix));
      if (kind == "game") ++r[file.substr(prefix.size())].games;
      else ++r[file.substr(prefix.size())].kinds[kind];
    }
    return r;
  }();
  if (exit_status) *exit_status = status;
  return report;
}

}  // namespace

TEST_CASE("every game of every corpus file is counted", "[corpus]") {
  int status = -1;
  const auto& report = corpus_report(&status);
  CHECK((status == 0 || status == 1));  // findings, but no crash and no input error

  // Where "[Event " at a line start undercounts, the true count, checked
  // against pgn-extract (-7, which writes every game it reads with tags).
  const std::map<std::string, size_t> truth = {
      // A UTF-8 BOM hides the first "[Event" from a line-start count.
      {"masters/chesslib/redqueen.pgn", 270},
      {"masters/chesslib/Morphy_UTF8.pgn", 211},
      {"edge/python-chess/utf8-bom.pgn", 2},
      // Games without an Event tag (pgn-extract agrees).
      {"masters/eco/pgn-extract-eco.pgn", 2014},
      {"edge/pgn4web/gotd.pgn", 171},
      {"edge/pgn4web/tactics.pgn", 928},
      {"edge/pgn-extract-infiles/test-fuzzydepth.pgn", 4},
      {"edge/pgn-extract-infiles/test-nagcomments.pgn", 1},
      {"edge/pgn-extract-infiles/test-nobadresults.pgn", 9},
      {"edge/pgn-extract-infiles/test-promotion-in.pgn", 8},
      {"edge/python-chess/antichess-programfox.pgn", 2},  // two [Variant] tag sections
      // One game whose text is not PGN: a comment that nests (pgn-extract
      // reads six "games" out of its words), and an EPD file.
      {"edge/pgn-extract-infiles/nested-comment.pgn", 1},
      {"lang/pgn-extract-outputs/test-WWepd-out.pgn", 1},
  };
  for (const auto& [file, events] : manifest_counts()) {
    INFO(file);
    if (file == "edge/pgn4web/test.pgn") continue;  // checked below
    const auto it = report.find(file);
    const size_t games = it == report.end() ? 0 : it->second.games;
    CHECK(games == (truth.count(file) ? truth.at(file) : events));
  }
}

TEST_CASE("the pgn4web stress file: every game, the broken ones reported", "[corpus]") {
  // 12 "[Event" line starts; two more games share line 115 and one has a
  // malformed "[ Event" tag: 15 games, plus the garbage before the first tag.
  const auto& r = corpus_report().at("edge/pgn4web/test.pgn");
  CHECK(r.games >= 15);
  CHECK(r.kinds.count("parse_error"));
}

TEST_CASE("games validated by a server or an engine GUI replay with no illegal move", "[corpus]") {
  const auto& report = corpus_report();
  const std::vector<std::string> validated = {"online/", "engine/tcec/", "masters/twic/", "masters/players/",
                                              "chess960/", "masters/chesslib/cup.pgn",
                                              "masters/chesslib/redqueen.pgn", "masters/chesslib/31_games.pgn"};
  size_t files = 0, games = 0;
  for (const auto& [file, r] : report) {
    bool from_server = false;
    for (const std::string& prefix : validated) from_server |= file.rfind(prefix, 0) == 0;
    if (!from_server) continue;
    INFO(file);
    ++files;
    games += r.games;
    for (const char* kind : {"illegal_move", "ambiguous_move", "parse_error", "invalid_setup", "moves_after_end"})
      CHECK(r.kinds.count(kind) == 0);
  }
  CHECK(files >= 40);
  CHECK(games >= 9800);
}
