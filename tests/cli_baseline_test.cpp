// --baseline and --write-baseline: a check reports, counts and fails on only
// the findings an earlier run did not have, wherever their games moved.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>

#include "tests/corpus.h"
#include "tests/program.h"
#include "tests/scratch_dir.h"

namespace {

ProgramRun check(const std::string& args) {
  return run_program(std::string(ARBITER_BIN) + " check --isolated --no-progress " + args + " 2>&1");
}

std::string read_all(const std::string& path) {
  std::ostringstream s;
  s << std::ifstream(path, std::ios::binary).rdbuf();
  return s.str();
}

bool has(const std::string& out, const std::string& part) { return out.find(part) != std::string::npos; }

// A game with one illegal move (the king cannot reach e3), new to the file.
constexpr std::string_view NewGame =
    "[Event \"new\"]\n[White \"X\"]\n[Black \"Y\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Ke3 1-0\n\n";

}  // namespace

TEST_CASE("a baseline hides the findings it has, even when their games move down a growing file",
          "[cli][baseline]") {
  ScratchDir dir;
  const std::string errors = read_all(sample_path("errors.pgn"));
  const std::string games = dir.write("games.pgn", errors);
  const std::string baseline = dir.path("baseline.jsonl");
  const ProgramRun first = check("--format jsonl --write-baseline " + baseline + " " + games);
  REQUIRE(first.status == 1);
  const std::string records = read_all(baseline);
  const auto count = [](const std::string& s, const std::string& part) {
    size_t n = 0;
    for (size_t at = s.find(part); at != std::string::npos; at = s.find(part, at + 1)) ++n;
    return n;
  };
  // One baseline record for each finding the report has (the summary's line aside).
  const size_t findings = count(records, "\"fingerprint\":\"");
  CHECK(findings == count(first.out, "\n{\"kind\":\"") + 1 - count(first.out, "\"kind\":\"summary\""));
  CHECK(findings > 10);

  const ProgramRun same = check("--format jsonl --baseline " + baseline + " " + games);
  CHECK(same.status == 0);
  CHECK(same.out.starts_with("{\"kind\":\"summary\""));  // no finding left
  CHECK(has(same.out, "\"baseline_hidden\":" + std::to_string(findings) + ","));

  // A new game above them all, lines shifted by blank lines, the file grown at its end.
  dir.write("games.pgn", std::string(NewGame) + "\n\n\n" + errors + "\n" + std::string(NewGame));
  const ProgramRun moved = check("--baseline " + baseline + " " + games);
  CHECK(moved.status == 1);
  CHECK(count(moved.out, ": illegal move") == 2);  // the new game, twice: at the top and at the end
  CHECK(count(moved.out, "game ") == 2);
  CHECK(has(moved.out, "findings: 2 error, 0 warning, 0 info"));
  CHECK(has(moved.out, std::to_string(findings) + " findings hidden by the baseline"));
}

TEST_CASE("a file that is no baseline is refused with its line", "[cli][baseline]") {
  ScratchDir dir;
  const std::string games = dir.write("games.pgn", NewGame);
  const std::string bad =
      dir.write("bad.jsonl", "{\"fingerprint\":\"0123456789abcdef\"}\n{\"kind\":\"illegal_move\"}\n");
  const ProgramRun run = check("--baseline " + bad + " " + games);
  CHECK(run.status == 2);
  CHECK(has(run.out, bad + ":2: a finding record without a \"fingerprint\""));
  const std::string text = dir.write("text.jsonl", "{\"fingerprint\":\"0123456789abcdef\"}\n\ngames.pgn:8: illegal\n");
  CHECK(has(check("--baseline " + text + " " + games).out, text + ":3: no baseline record"));
  CHECK(check("--baseline " + dir.path("none.jsonl") + " " + games).status == 2);
  // A baseline of some other game's finding hides nothing here.
  const std::string other = dir.write("other.jsonl", "{\"fingerprint\":\"0123456789abcdef\"}\n");
  CHECK(has(check("--baseline " + other + " " + games).out, "findings: 1 error"));
}

// The README's "--baseline old.jsonl": the report of an earlier run is a
// baseline as it stands, and so is its SARIF log; each hides exactly the
// findings of that run.
TEST_CASE("an earlier run's report or SARIF log is a baseline", "[cli][baseline]") {
  ScratchDir dir;
  const std::string errors = read_all(sample_path("errors.pgn"));
  const std::string games = dir.write("games.pgn", errors);
  const ProgramRun report = check("--format jsonl --emit-games " + games);
  REQUIRE(report.status == 1);
  const std::string old_report = dir.write("old.jsonl", report.out);
  const std::string old_sarif = dir.write("old.sarif", check("--format sarif " + games).out);
  size_t findings = 0;
  for (size_t at = report.out.find("\"fingerprint\":\""); at != std::string::npos;
       at = report.out.find("\"fingerprint\":\"", at + 1))
    ++findings;
  CHECK(findings > 10);
  for (const std::string& baseline : {old_report, old_sarif}) {
    INFO(baseline);
    const ProgramRun same = check("--format jsonl --baseline " + baseline + " " + games);
    CHECK(same.status == 0);
    CHECK(same.out.starts_with("{\"kind\":\"summary\""));
    CHECK(has(same.out, "\"baseline_hidden\":" + std::to_string(findings) + ","));
    // A game added above: only its finding is new.
    dir.write("grown.pgn", std::string(NewGame) + errors);
    const ProgramRun grown = check("--baseline " + baseline + " " + dir.path("grown.pgn"));
    CHECK(grown.status == 1);
    CHECK(has(grown.out, "findings: 1 error, 0 warning, 0 info"));
    CHECK(has(grown.out, std::to_string(findings) + " findings hidden by the baseline"));
  }
  // Each finding record's fingerprint is its SARIF result's.
  const std::string sarif = read_all(old_sarif);
  for (size_t at = report.out.find("\"fingerprint\":\""); at != std::string::npos;
       at = report.out.find("\"fingerprint\":\"", at + 1))
    CHECK(has(sarif, "\"arbiterFinding/v1\":\"" + report.out.substr(at + 15, 16) + "\""));
}
