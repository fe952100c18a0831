// `arbiter check --shard I/N` on a zstd file of several frames: the shards
// share out its decompressed text as they share a plain file's bytes, each
// entering at the frame that holds its first byte, and the merged report is
// a single run's on the .zst, which reports what a run on the plain text does.
#include <catch2/catch.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include "tests/corpus.h"
#include "tests/program.h"
#include "tests/report.h"
#include "tests/scratch_dir.h"

namespace {

// Runs the N shards of `input`; returns their reports.
std::vector<std::string> run_shards(const ScratchDir& dir, const std::string& input, unsigned n) {
  std::vector<std::string> reports;
  for (unsigned i = 1; i <= n; ++i) {
    reports.push_back(dir.path("shard-" + std::to_string(i) + ".jsonl"));
    const std::string shard = std::to_string(i) + "/" + std::to_string(n);
    const ProgramRun run = run_program(
        arbiter_command("check --no-progress --format jsonl --emit-games --shard " + shard + " " + input) + " > " +
        reports.back());
    REQUIRE((run.status == 0 || run.status == 1));
  }
  return reports;
}

ProgramRun single_run(const std::string& input) {
  return run_program(arbiter_command("check --no-progress --format jsonl --emit-games " + input));
}

// `text`'s report with its path written as `as` (the .zst it is compared with).
std::string reported_as(const std::string& text, const std::string& as) {
  std::string report = without_timing(single_run(text).out);
  for (size_t at = 0; (at = report.find(text, at)) != std::string::npos; at += as.size()) report.replace(at, text.size(), as);
  return report;
}

// The number of zstd frames in `zst`, as `zstd -l` counts them.
int frames_of(const std::string& zst) {
  const ProgramRun list = run_program("zstd -l " + zst + " | awk 'NR == 2 { print $1 }'");
  return std::stoi(list.out);
}

// For N in {1, 2, 3, 7, 32}: each shard reads about 1/N of the text (give
// or take `slack` bytes: a game, or a run of them without a resync point),
// and the merged shards give the single run on `zst`, which gives the
// report on the plain `text`.
void check_shards_of(const ScratchDir& dir, const std::string& text, const std::string& zst, uint64_t slack) {
  const ProgramRun single = single_run(zst);
  REQUIRE(single.status == 1);
  REQUIRE(records_of_kind(single.out, "game").size() > 400);
  CHECK(without_timing(single.out) == reported_as(text, zst));
  const uint64_t bytes = summary_of(single.out)["bytes"].get<uint64_t>();
  for (unsigned n : {1u, 2u, 3u, 7u, 32u}) {
    CAPTURE(n);
    std::string reports;
    for (const std::string& report : run_shards(dir, zst, n)) {
      CHECK(summary_of(read_file(report))["bytes"].get<uint64_t>() <= bytes / n + slack);
      reports += report + " ";
    }
    const ProgramRun merged = run_program(arbiter_command("merge " + reports));
    CHECK(merged.status == single.status);
    CHECK(without_timing(merged.out) == without_timing(single.out));
  }
}

}  // namespace

TEST_CASE("zstd shards: frames cut in the middle of games, merged, give the single run", "[shard][zstd]") {
  // Real games, a comment left open over a game's tags, a tag section
  // without moves, CR LF line ends; cut every 5,000 bytes, wherever that
  // falls, and each piece compressed from a pipe (so that its frame's header
  // gives no size) into one file of many frames.
  ScratchDir dir;
  const std::string game = "[Event \"e\"]\n[Site \"s\"]\n\n1. e4 { [%clk 0:01:00] } e5 (1... c5) 2. Nf3 1-0\n\n";
  std::string games, crlf;
  for (int i = 0; i < 40; ++i) games += game;
  for (char c : games) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
  const std::string hostile = dir.write("hostile.pgn", games + "[Event \"open\"]\n\n1. e4 {never closed\n" + games +
                                                           "2... Nc6\n" + games + "[Event \"a\"]\n\n[Site \"b\"]\n\n" +
                                                           crlf);
  const std::string text = dir.path("games.pgn");
  REQUIRE(run_program("cat " + corpus_path("masters/serhiis21/Barden-Modern_Chess_Miniatures.pgn") + " " + hostile +
                      " " + corpus_path("masters/chesslib/Morphy_ANSI.pgn") + " > " + text)
              .status == 0);
  const std::string zst = dir.path("games.pgn.zst");
  REQUIRE(run_program("cd " + dir.path("") + " && split -b 5000 -d -a 3 games.pgn piece. && for p in piece.*; do " +
                      "zstd -q -c < $p; done > " + zst)
              .status == 0);
  REQUIRE(frames_of(zst) > 32);
  check_shards_of(dir, text, zst, 12000);
}

TEST_CASE("zstd shards: the frames of arbiter split, merged, give the single run", "[shard][zstd]") {
  // Over 4 MB of text, so that split writes it in more than one frame.
  ScratchDir dir;
  const std::string cup = corpus_path("masters/chesslib/cup.pgn");
  const std::string text = dir.path("games.pgn");
  REQUIRE(run_program("cat " + cup + " " + cup + " " + cup + " > " + text).status == 0);
  REQUIRE(run_program(arbiter_command("split --into 1 " + text + " -o " + dir.path("split"))).status == 0);
  const std::string zst = dir.path("split/games.001-of-1.pgn.zst");
  REQUIRE(frames_of(zst) > 1);
  check_shards_of(dir, text, zst, 12000);
}
