// `arbiter check --shard I/N` and `arbiter merge`: N shard reports merged are
// the report of a single run, byte for byte but for the timing, and reports
// that do not make one run are refused.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "tests/corpus.h"
#include "tests/program.h"
#include "tests/report.h"
#include "tests/scratch_dir.h"

namespace {

// Real games from two corpus files, the samples (one game for each kind of
// finding), a game broken off in a comment, a file that is not there (an
// input error before any game), and a gzip stream cut short (an input error
// after the games read before the cut).
std::string mixed_inputs(const ScratchDir& dir) {
  const std::string barden = corpus_path("masters/serhiis21/Barden-Modern_Chess_Miniatures.pgn");
  const std::string broken = dir.write("broken.pgn",
                                       "[Event \"cut\"]\n[White \"A\"]\n[Black \"B\"]\n\n"
                                       "1. e4 e5 2. Nf3 {never closed\n2... Nc6 3. Bb5\n\n"
                                       "[Event \"after\"]\n\n1. d4 Nf6 2. Bxf7 *\n");
  const std::string cut = dir.path("cut.pgn.gz");
  REQUIRE(run_program("gzip -c " + barden + " | head -c 12000 > " + cut).status == 0);
  return barden + " " + sample_path("errors.pgn") + " " + broken + " " + dir.path("missing.pgn") + " " + cut + " " +
         corpus_path("masters/chesslib/Morphy_ANSI.pgn") + " " + sample_path("chess960.pgn");
}

// Runs the N shards of `check_args`, each into its own file; returns the paths.
std::vector<std::string> run_shards(const ScratchDir& dir, const std::string& check_args, unsigned n) {
  std::vector<std::string> reports;
  for (unsigned i = 1; i <= n; ++i) {
    reports.push_back(dir.path("shard-" + std::to_string(i) + "-of-" + std::to_string(n) + ".jsonl"));
    const ProgramRun shard =
        run_program(arbiter_command("check --no-progress --format jsonl --shard " + std::to_string(i) + "/" +
                                    std::to_string(n) + " " + check_args) +
                    " > " + reports.back());
    REQUIRE((shard.status == 0 || shard.status == 1 || shard.status == 2));
  }
  return reports;
}

std::string joined(const std::vector<std::string>& paths) {
  std::string s;
  for (const std::string& p : paths) s += p + " ";
  return s;
}

}  // namespace

TEST_CASE("shards: N shard reports merged are the single run's report", "[shard]") {
  ScratchDir dir;
  const std::string args = "--emit-games " + mixed_inputs(dir);
  const ProgramRun single = run_program(arbiter_command("check --no-progress --format jsonl " + args));
  REQUIRE(single.status == 2);  // the missing file
  REQUIRE(single.out.find("unterminated comment opened here") != std::string::npos);
  REQUIRE(records_of_kind(single.out, "input_error").size() == 2);
  REQUIRE(single.out.find("cut.pgn.gz: truncated gzip data") != std::string::npos);
  const size_t games = records_of_kind(single.out, "game").size();
  REQUIRE(games > 450);

  const uint64_t bytes = summary_of(single.out)["bytes"].get<uint64_t>();
  for (unsigned n : {1u, 2u, 3u, 7u, 32u}) {
    CAPTURE(n);
    const std::vector<std::string> reports = run_shards(dir, args, n);
    // Each shard reads only its share of the bytes: about bytes / n, give or
    // take a game at each end, and the cut gzip file (read by one shard
    // whole, 40 kB of text).
    size_t shard_games = 0;
    for (const std::string& report : reports) {
      const std::string out = read_file(report);
      shard_games += records_of_kind(out, "game").size();
      CHECK(summary_of(out)["bytes"].get<uint64_t>() <= bytes / n + 45000);
    }
    CHECK(shard_games == games);
    const ProgramRun merged = run_program(arbiter_command("merge " + joined(reports)));
    CHECK(merged.status == single.status);
    CHECK(without_timing(merged.out) == without_timing(single.out));
  }
}

TEST_CASE("shards: merge gives check's exit code for the shards' --fail-on, with shards left without games",
          "[shard]") {
  ScratchDir dir;
  // 3 games, clean but for their checkmates and a stalemate (info); shards 4 and 5 get none.
  const std::string games = sample_path("famous-games.pgn");
  for (const std::string level : {"warning", "info"}) {
    const std::string args = "--fail-on " + level + " " + games;
    const ProgramRun single = run_program(arbiter_command("check --no-progress --format jsonl " + args));
    const ProgramRun merged = run_program(arbiter_command("merge " + joined(run_shards(dir, args, 5))));
    CHECK(single.status == (level == "info" ? 1 : 0));
    CHECK(merged.status == single.status);
    CHECK(without_timing(merged.out) == without_timing(single.out));
  }
}

TEST_CASE("shards: merge refuses reports that do not make one run", "[shard]") {
  ScratchDir dir;
  const std::string inputs = sample_path("errors.pgn");
  const std::vector<std::string> three = run_shards(dir, inputs, 3);
  const auto refused = [](const std::string& reports, const std::string& why) {
    // Standard error joins the output: the message, and nothing else printed.
    const ProgramRun r = run_program(std::string(ARBITER_BIN) + " merge " + reports + " 2>&1");
    CAPTURE(r.out);
    CHECK(r.status == 2);
    CHECK(r.out.find(why) != std::string::npos);
    CHECK(r.out.find("\"kind\"") == std::string::npos);
  };
  refused(three[0] + " " + three[2], "1 of 3 shards missing: 2");
  refused(joined(three) + three[1], "shard 2/3 given twice");

  std::vector<std::string> two = run_shards(dir, inputs, 2);
  refused(three[0] + " " + two[1] + " " + three[2], "shard counts 3 and 2");

  ScratchDir other;
  const std::vector<std::string> rules = run_shards(other, "--rules fide-2009 " + inputs, 3);
  refused(three[0] + " " + rules[1] + " " + three[2], "options rules=fide-2023");
  const std::vector<std::string> files = run_shards(other, inputs + " " + inputs, 3);
  refused(three[0] + " " + files[1] + " " + three[2], "input file lists");

  const std::string plain = dir.path("plain.jsonl");
  run_program(arbiter_command("check --no-progress --format jsonl " + inputs) + " > " + plain);
  refused(plain, "not a shard report");
  // A shard count from a damaged or hostile report costs nothing to refuse.
  std::string huge = read_file(three[1]);
  huge.replace(huge.find("\"shards\":3"), 10, "\"shards\":4000000000");
  refused(dir.write("huge.jsonl", huge), "3999999999 of 4000000000 shards missing: 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, ...");
  const std::string cut = dir.write("cut.jsonl", read_file(three[1]).substr(0, 100));
  refused(three[0] + " " + cut + " " + three[2], "cut short");

  // Records out of place are found while merging, and stop it.
  const auto stopped = [&](const std::string& edited, const std::string& why) {
    const std::string report = dir.write("edited.jsonl", edited);
    const ProgramRun r = run_program(std::string(ARBITER_BIN) + " merge " + three[0] + " " + report + " " + three[2] +
                                     " 2>&1 >/dev/null");
    CHECK(r.status == 2);
    CHECK(r.out.find(why) != std::string::npos);
  };
  const std::string second = read_file(three[1]);
  REQUIRE(second.starts_with("{\"input_file\":0,"));
  stopped("{\"input_file\":3," + second.substr(16), "a record of file 3, which this shard did not read");
  stopped(second.substr(0, 1) + second.substr(16), "a record without \"input_file\"");

  // Ranges that do not meet: a shard that says it starts elsewhere.
  std::string moved = second;
  const size_t begin = moved.find("\"begin\":[0,");
  REQUIRE(begin != std::string::npos);
  moved.insert(begin + 11, "1");
  refused(three[0] + " " + dir.write("moved.jsonl", moved) + " " + three[2], "shard 2/3 starts at file 0 byte 1");
}

TEST_CASE("shards: merged equals a single run on hostile inputs, for any N", "[shard][hostile]") {
  // Comments never closed, before and between games and at the end; tag
  // sections without moves; lines shaped like tag pairs inside a comment;
  // CR line ends; garbage; an empty file; each alone and all together.
  ScratchDir dir;
  const std::string game = "[Event \"e\"]\n[Site \"s\"]\n\n1. e4 { [%clk 0:01:00] } e5 (1... c5) 2. Nf3 1-0\n\n";
  std::string games;
  for (int i = 0; i < 40; ++i) games += game;
  std::string garbage(50000, '\0');
  uint32_t seed = 25;
  for (char& b : garbage) b = char((seed = seed * 1103515245 + 12345) >> 16);
  const std::vector<std::string> files = {
      dir.write("open_comment.pgn",
                games + "[Event \"open\"]\n\n1. e4 {never closed\n" + games + "2... Nc6\n" + games),
      dir.write("open_at_end.pgn", games + "[Event \"open\"]\n\n1. e4 {never closed\n" + games + "...\n"),
      dir.write("tags_only.pgn", games + "[Event \"a\"]\n\n[Site \"b\"]\n\n" + games + "[Event \"a\"]\n\n" + games),
      dir.write("comment_first.pgn", games + "{a comment\nover lines}\n[Event \"x\"]\n\n1. d4 *\n\n" + games),
      dir.write("cr.pgn", [&] {
        std::string cr = games;
        std::replace(cr.begin(), cr.end(), '\n', '\r');
        return cr;
      }()),
      dir.write("crlf.pgn", [&] {
        std::string crlf;
        for (char c : games) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
        return crlf;
      }()),
      dir.write("garbage.pgn", games + garbage + games),
      dir.write("empty.pgn", ""),
      dir.write("unclosed_tag.pgn", games + "[Event \"never closed"),
  };
  std::vector<std::string> runs = files;
  runs.push_back(joined(files));
  for (const std::string& args : runs) {
    CAPTURE(args);
    const std::string full = "--emit-games " + args;
    const ProgramRun single = run_program(arbiter_command("check --no-progress --format jsonl " + full));
    for (unsigned n : {1u, 2u, 3u, 7u, 32u}) {
      CAPTURE(n);
      const ProgramRun merged = run_program(arbiter_command("merge " + joined(run_shards(dir, full, n))));
      CHECK(merged.status == single.status);
      CHECK(without_timing(merged.out) == without_timing(single.out));
    }
  }
}

TEST_CASE("shards: --shard takes I/N with 1 <= I <= N, and JSONL only", "[shard]") {
  const std::string games = sample_path("errors.pgn");
  for (const std::string bad : {"0/3", "4/3", "1/0", "3", "a/b", "1/3x"})
    CHECK(run_program(arbiter_command("check --format jsonl --shard " + bad + " " + games)).status == 2);
  CHECK(run_program(arbiter_command("check --shard 1/2 " + games)).status == 2);
  CHECK(run_program(arbiter_command("check --format jsonl --shard 1/2 --fix out.pgn " + games)).status == 2);
}

TEST_CASE("shards: standard input and a gzip or single-frame zstd file alone go whole to shard 1", "[shard]") {
  ScratchDir dir;
  const std::string games = corpus_path("masters/serhiis21/Barden-Modern_Chess_Miniatures.pgn");
  const std::string gz = dir.path("games.pgn.gz"), zst = dir.path("games.pgn.zst");
  REQUIRE(run_program("gzip -c " + games + " > " + gz + " && zstd -q -c " + games + " > " + zst).status == 0);
  for (const std::string& input : {"- < " + games, gz, zst}) {
    CAPTURE(input);
    const ProgramRun single = run_program(arbiter_command("check --no-progress --format jsonl " + input));
    const std::vector<std::string> reports = run_shards(dir, input, 3);
    CHECK(summary_of(read_file(reports[0]))["games"] == summary_of(single.out)["games"]);
    CHECK(summary_of(read_file(reports[1]))["games"] == 0);
    CHECK(summary_of(read_file(reports[2]))["bytes"] == 0);
    const ProgramRun merged = run_program(arbiter_command("merge " + joined(reports)));
    CHECK(without_timing(merged.out) == without_timing(single.out));
  }
}
