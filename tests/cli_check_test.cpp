// The `arbiter check` program as users and CI run it: exit codes, report
// formats, determinism across thread counts, and no game lost.
#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "tests/corpus.h"
#include "tests/program.h"
#include "tests/report.h"
#include "tests/scratch_dir.h"

namespace {

// Runs arbiter with `args`; with a `feed`, a shell command whose output is
// piped into it.
ProgramRun run_arbiter(const std::string& args, const std::string& feed = "") {
  return run_program((feed.empty() ? "" : feed + " | ") + arbiter_command(args));
}

}  // namespace

TEST_CASE("clean games exit 0, findings exit 1, bad usage and unreadable input exit 2", "[cli]") {
  CHECK(run_arbiter("check --no-progress " + sample_path("famous-games.pgn")).status == 0);
  CHECK(run_arbiter("check --no-progress " + sample_path("errors.pgn")).status == 1);
  CHECK(run_arbiter("check --no-progress --fail-on warning " + sample_path("famous-games.pgn")).status == 0);
  // Their checkmates and the stalemate are reported as facts (info).
  CHECK(run_arbiter("check --no-progress --fail-on info " + sample_path("famous-games.pgn")).status == 1);
  CHECK(run_arbiter("check --bogus x.pgn").status == 2);
  CHECK(run_arbiter("check").status == 2);
  CHECK(run_arbiter("check --jobs 0 x.pgn").status == 2);
  const ProgramRun missing = run_arbiter("check --no-progress /nonexistent.pgn " + sample_path("famous-games.pgn"));
  CHECK(missing.status == 2);
  CHECK(missing.out.find("/nonexistent.pgn: no such file") != std::string::npos);
  CHECK(missing.out.find("3 games in 1 file") != std::string::npos);  // the other file is still checked
}

TEST_CASE("text findings name file, line, game, players, move, text and rule", "[cli]") {
  const ProgramRun r = run_arbiter("check --no-progress " + sample_path("errors.pgn"));
  CHECK(r.out.find("errors.pgn:8: game 1 (Student\u2013Teacher), move 5. Nd5: illegal move \u2014 the white knight on c3 "
                   "is pinned") != std::string::npos);
  CHECK(r.out.find("[FIDE 2023 3.9.2]") != std::string::npos);
  CHECK(r.out.find("move 3. Nd2: ambiguous move") != std::string::npos);
  CHECK(r.out.find("9 games in 1 file") != std::string::npos);
}

TEST_CASE("JSONL records carry every field and the summary counts every game", "[cli]") {
  const ProgramRun r = run_arbiter("check --no-progress --format jsonl --emit-games " + sample_path("errors.pgn"));
  // A finding's fields, in the order written: the pinned knight of game 1.
  const std::vector<Record> illegal = records_of_kind(r.out, "illegal_move");
  REQUIRE_FALSE(illegal.empty());
  const Record& f = illegal.front();
  std::vector<std::string> keys;
  for (const auto& [key, value] : f.items()) keys.push_back(key);
  REQUIRE(keys == std::vector<std::string>{"kind", "severity", "file", "game", "line", "offset", "ply", "variation",
                                           "move_number", "side", "token", "message", "rule", "candidates",
                                           "evidence_plies", "fingerprint"});
  CHECK(f["severity"] == "error");
  CHECK(f["fingerprint"].get<std::string>().size() == 16);
  CHECK(f["file"].get<std::string>().ends_with("/samples/errors.pgn"));
  CHECK(f["game"] == 1);
  CHECK(f["line"] == 8);
  CHECK(f["offset"].is_number_unsigned());
  CHECK(f["ply"] == 9);
  CHECK(f["variation"] == false);
  CHECK(f["move_number"] == 5);
  CHECK(f["side"] == "white");
  CHECK(f["token"] == "Nd5");
  CHECK(f["message"].get<std::string>().starts_with("illegal move \u2014 the white knight on c3 is pinned"));
  CHECK(f["rule"] == "FIDE 2023 3.9.2");
  CHECK(f["candidates"] == Record::array({"Qd5", "Nd4"}));
  CHECK(f["evidence_plies"] == Record::array());
  const Record summary = summary_of(r.out);
  CHECK(summary.at("games") == 9);
  CHECK(summary.at("unparseable") == 1);
  CHECK(records_of_kind(r.out, "game").size() == 9);
}

TEST_CASE("Chess960 castling is written king-takes-rook in moves_uci", "[cli]") {
  const ProgramRun r = run_arbiter("check --no-progress --format jsonl --emit-games " + sample_path("chess960.pgn"));
  CHECK(r.status == 0);
  CHECK(r.out.find("\"c1b1\"") != std::string::npos);
  const ProgramRun standard =
      run_arbiter("check --no-progress --format jsonl --emit-games " + sample_path("famous-games.pgn"));
  CHECK(standard.out.find("\"e1c1\"") != std::string::npos);  // Morphy's O-O-O
}

// The comparisons of whole reports below see everything but what this takes out.
TEST_CASE("a report without its timing differs from it only there", "[cli]") {
  const std::string summary = "{\"kind\":\"summary\",\"files\":1,\"games\":9,\"bytes\":1414,\"seconds\":";
  CHECK(without_timing(summary + "0.006}\n") == summary + "0}\n");
  CHECK(without_timing(summary + "1.5e-05}") == summary + "0}");
  CHECK(without_timing("9 games in 1 file\n0.0 MB in 0.00 s: 1.7 MB/s, 10982 games/s\n") ==
        "9 games in 1 file\ntiming\n");
}

TEST_CASE("the report is byte-identical for every --jobs", "[cli][corpus]") {
  const std::string files = corpus_path("online/lichess/lichess_db_sample_2021-10_kdave.pgn") + " " +
                            corpus_path("edge") + " " + sample_path("errors.pgn");
  const std::string one = without_timing(run_arbiter("check --no-progress --format jsonl --jobs 1 " + files).out);
  const std::string two = without_timing(run_arbiter("check --no-progress --format jsonl --jobs 2 " + files).out);
  const std::string eight = without_timing(run_arbiter("check --no-progress --format jsonl --jobs 8 " + files).out);
  CHECK(one.size() > 1000);
  CHECK(one == two);
  CHECK(one == eight);
  const std::string text1 = without_timing(run_arbiter("check --no-progress --jobs 1 " + files).out);
  const std::string text2 = without_timing(run_arbiter("check --no-progress --jobs 2 " + files).out);
  CHECK(text1 == text2);
}

// Reads are sized by what is left of a plain file when there are several
// jobs (small at the start and the end); a pipe has no size to go by.
TEST_CASE("standard input gives the same report as a file or a pipe, for every --jobs", "[cli][corpus]") {
  const std::string lichess = corpus_path("online/lichess/lichess_db_sample_2021-10_kdave.pgn");
  const std::string check = "check --no-progress --format jsonl ";
  const std::string one = without_timing(run_arbiter(check + "--jobs 1 - < " + lichess).out);
  CHECK(summary_of(one)["games"] > 500);
  CHECK(without_timing(run_arbiter(check + "--jobs 2 - < " + lichess).out) == one);
  CHECK(without_timing(run_arbiter(check + "--jobs 3 -", "cat " + lichess).out) == one);
}

TEST_CASE("JSONL: every record parses, and names come back as written", "[cli]") {
  // Quotes, backslashes, a tab and a control byte in tag values; a Latin-1
  // name (é as byte E9), which the report gives as UTF-8.
  const ScratchDir dir;
  const std::string path = dir.write("names.pgn",
                                     "[White \"O'Kelly \\\"Ted\\\" \\\\ de\tGalway\x01\"]\n"
                                     "[Black \"Ren\xE9\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n");
  const ProgramRun run = run_arbiter("check --no-progress --format jsonl --emit-games " + path);
  const std::vector<Record> all = records(run.out);
  CHECK(all.size() >= 3);  // a finding, the game, the summary
  const std::vector<Record> games = records_of_kind(run.out, "game");
  REQUIRE(games.size() == 1);
  CHECK(games[0].at("white") == "O'Kelly \"Ted\" \\ de\tGalway\x01");
  CHECK(games[0].at("black") == "Ren\u00e9");
}

TEST_CASE("JSONL: a name with any byte at any place of an eight-byte word comes back as written", "[cli]") {
  // Names of printable ASCII are written as they are, after an eight-byte
  // test; any other byte sends them through the escapes and the Latin-1
  // reading. Every byte but the line ends, at each place of two words, in
  // whole words and in the tail after them.
  std::string pgn;
  std::vector<std::string> expected;
  for (int c = 1; c < 256; ++c) {
    if (c == '\n' || c == '\r') continue;
    const std::string byte(1, char(c));
    const std::string as_utf8 = c < 0x80 ? byte : std::string{char(0xC0 | c >> 6), char(0x80 | (c & 0x3F))};
    const std::string in_pgn = c == '"' || c == '\\' ? "\\" + byte : byte;
    for (size_t before = 0; before < 16; ++before) {
      const std::string lead(before, 'w');
      pgn += "[White \"" + lead + in_pgn + "xyz\"]\n\n1. e4 e5 *\n\n";
      expected.push_back(lead + as_utf8 + "xyz");
    }
  }
  const ScratchDir dir;
  const ProgramRun run =
      run_arbiter("check --no-progress --format jsonl --emit-games --jobs 1 " + dir.write("bytes.pgn", pgn));
  const std::vector<Record> games = records_of_kind(run.out, "game");
  REQUIRE(games.size() == expected.size());
  for (size_t i = 0; i < games.size(); ++i) CHECK(games[i].at("white") == expected[i]);
}

TEST_CASE("standard input and directories", "[cli]") {
  const ProgramRun piped = run_arbiter("check --no-progress --format jsonl - < " + sample_path("famous-games.pgn"));
  CHECK(summary_of(piped.out)["games"] == 3);
  const ProgramRun dir = run_arbiter("check --no-progress --format jsonl " + sample_path(""));
  CHECK(summary_of(dir.out)["files"] == 4);  // three samples, and samples/sealed/adjourned.pgn
}

TEST_CASE("check --fix writes every game back, and what it fixed is not found again", "[cli][adjudicate]") {
  const std::string in = corpus_path("edge/pgn-extract-infiles/test-fixresulttags-in.pgn") + " " +
                         corpus_path("edge/pgn-extract-infiles/test-seventyfive.pgn") + " " +
                         corpus_path("edge/chesslib/test.pgn") + " " + corpus_path("masters/twic/twic0920.pgn");
  const std::string out = std::string(std::getenv("TMPDIR") ? std::getenv("TMPDIR") : "/tmp") + "/arbiter-fix-test.pgn";
  const ProgramRun first = run_arbiter("check --no-progress --format jsonl --fix " + out + " " + in);
  CHECK(first.status == 1);
  CHECK(first.out.find("\"kind\":\"result_mismatch\"") != std::string::npos);
  CHECK(first.out.find("\"kind\":\"seventy_five_moves\",\"severity\":\"error\"") != std::string::npos);
  // Two TWIC games play on in a dead position (games 1167 and 1220).
  CHECK(first.out.find("\"kind\":\"dead_position\",\"severity\":\"error\"") != std::string::npos);
  const ProgramRun again = run_arbiter("check --no-progress --format jsonl " + out);
  CHECK(summary_of(again.out)["games"] == summary_of(first.out)["games"]);
  CHECK(again.out.find("\"kind\":\"result_mismatch\"") == std::string::npos);
  CHECK(again.out.find("\"severity\":\"error\"") == std::string::npos);
  // No tag is lost, and every comment's words are still there.
  std::string original;
  for (const char* f : {"edge/pgn-extract-infiles/test-fixresulttags-in.pgn", "edge/pgn-extract-infiles/test-seventyfive.pgn",
                        "edge/chesslib/test.pgn", "masters/twic/twic0920.pgn"})
    original += read_file(corpus_path(f));
  const std::string fixed = read_file(out);
  auto count = [](const std::string& s, const std::string& what) {
    size_t n = 0;
    for (size_t p = s.find(what); p != std::string::npos; p = s.find(what, p + 1)) ++n;
    return n;
  };
  CHECK(count(fixed, "\n[") + (fixed.rfind("[", 0) == 0) == count(original, "\n[") + (original.rfind("[", 0) == 0));
  for (size_t open = original.find('{'); open != std::string::npos; open = original.find('{', open + 1)) {
    const std::string words = original.substr(open + 1, original.find('}', open) - open - 1);
    INFO(words);
    CHECK(fixed.find(words) != std::string::npos);
  }
  std::remove(out.c_str());
}
