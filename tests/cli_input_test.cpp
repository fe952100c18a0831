// Compressed input: zstd and gzip files, compressed standard input and
// directories of both read exactly as the plain text they hold; damaged
// streams end in an input error naming the file, after the games decoded
// before the damage. The compressed files are made here by the zstd and gzip
// programs, so the decoders are held to the reference encoders.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "tests/corpus.h"
#include "tests/program.h"
#include "tests/report.h"
#include "tests/scratch_dir.h"

namespace {

const std::string Lichess = "online/lichess/lichess_db_sample_2021-10_kdave.pgn";

std::string quoted(const std::string& path) { return "'" + path + "'"; }

// Makes a file with a shell command (a compressor); fails the test if it fails.
void make(const std::string& shell_command) { REQUIRE(run_program(shell_command).status == 0); }

ProgramRun check(const std::string& args) {
  return run_program(arbiter_command("check --no-progress --format jsonl --emit-games " + args));
}

// The report with `path` written as FILE and without its time: what must not
// differ between a plain file and its compressed copies.
std::string comparable(const std::string& report, std::string_view path) {
  std::string out = without_timing(report);
  for (size_t at = 0; (at = out.find(path, at)) != std::string::npos; at += 4) out.replace(at, path.size(), "FILE");
  return out;
}

// A game record as it would be from any file: its "file" taken out.
Record unnamed(Record game) {
  game.erase("file");
  return game;
}

// The message of the report's one input error.
std::string input_error(const std::string& report) {
  const std::vector<Record> errors = records_of_kind(report, "input_error");
  REQUIRE(errors.size() == 1);
  return errors[0].at("message");
}

}  // namespace

TEST_CASE("a .zst or .gz file gives the report of the plain file", "[input]") {
  ScratchDir dir;
  const std::string plain = corpus_path(Lichess);
  const std::string zst = dir.path("games.pgn.zst"), gz = dir.path("games.pgn.gz");
  make("zstd -q -c " + quoted(plain) + " > " + quoted(zst));
  make("gzip -c " + quoted(plain) + " > " + quoted(gz));

  const ProgramRun expected = check(quoted(plain));
  REQUIRE(summary_of(expected.out)["games"] == manifest_counts().at(Lichess));
  for (const std::string& compressed : {zst, gz}) {
    const ProgramRun run = check(quoted(compressed));
    CHECK(run.status == expected.status);
    CHECK(comparable(run.out, compressed) == comparable(expected.out, plain));
  }
}

TEST_CASE("compressed standard input is recognised by its bytes, frames and members in a row too", "[input]") {
  ScratchDir dir;
  const std::string plain = quoted(corpus_path(Lichess));
  const std::string expected = without_timing(check("- < " + plain).out);
  // Compressed in two parts cut in the middle of a game: `cat` of two gzip
  // members (or zstd frames) is one valid stream of the bytes of both.
  const std::string first = "head -c 1000003 " + plain, rest = "tail -c +1000004 " + plain;
  const std::string zst = quoted(dir.path("two-frames.zst")), gz = quoted(dir.path("two-members.gz"));
  make("(" + first + " | zstd -q -c; " + rest + " | zstd -q -c) > " + zst);
  make("(" + first + " | gzip -c; " + rest + " | gzip -c) > " + gz);

  CHECK(without_timing(check("- < " + zst).out) == expected);
  CHECK(without_timing(check("- < " + gz).out) == expected);
  const std::string to_stdin = arbiter_command("check --no-progress --format jsonl --emit-games -");
  CHECK(without_timing(run_program("zstd -q -c " + plain + " | " + to_stdin).out) == expected);
}

TEST_CASE("a directory yields its .pgn, .pgn.zst and .pgn.gz files in path order", "[input]") {
  ScratchDir dir;
  namespace fs = std::filesystem;
  fs::create_directories(dir.path("games/b"));
  const std::string root = dir.path("games");
  make("zstd -q -c " + quoted(corpus_path("masters/serhiis21/Morphy.pgn")) + " > " + quoted(root + "/a.pgn.zst"));
  make("cp " + quoted(corpus_path("masters/serhiis21/100_best_games.pgn")) + " " + quoted(root + "/b/c.PGN"));
  make("gzip -c " + quoted(corpus_path("masters/serhiis21/Steinitz_Best_Games.pgn")) + " > " +
       quoted(root + "/b/d.pgn.gz"));
  // Not games by their names, though one is compressed PGN.
  make("zstd -q -c " + quoted(corpus_path(Lichess)) + " > " + quoted(root + "/b/e.zst"));
  dir.write("games/notes.txt", "[Event \"not a game file\"]\n");

  const std::vector<std::string> in_order = {root + "/a.pgn.zst", root + "/b/c.PGN", root + "/b/d.pgn.gz"};
  const ProgramRun whole = check(quoted(root));
  std::string files;
  for (const std::string& f : in_order) files.append(" ").append(quoted(f));
  const ProgramRun one_by_one = check(files);
  CHECK(whole.status == one_by_one.status);
  CHECK(without_timing(whole.out) == without_timing(one_by_one.out));
  CHECK(summary_of(whole.out)["files"] == 3);
  CHECK(summary_of(whole.out)["games"] == 415 + 100 + 10);  // MANIFEST.tsv
  const std::vector<Record> games = records_of_kind(whole.out, "game");
  REQUIRE(games.size() == 525);
  CHECK(games.front().at("file") == in_order[0]);
  CHECK(games[414].at("file") == in_order[0]);
  CHECK(games[415].at("file") == in_order[1]);
  CHECK(games.back().at("file") == in_order[2]);
}

TEST_CASE("a damaged stream is an input error naming the file, after the games decoded before it", "[input]") {
  ScratchDir dir;
  const std::string plain = corpus_path(Lichess);
  const std::vector<Record> all_games = records_of_kind(check(quoted(plain)).out, "game");
  const std::string zst = dir.path("cut.pgn.zst"), good_gz = dir.path("good.pgn.gz");
  make("zstd -q -c " + quoted(plain) + " | head -c 200000 > " + quoted(zst));
  make("gzip -c " + quoted(plain) + " > " + quoted(good_gz));
  // gzip's CRC-32 is in the member's last 8 bytes (then the length): all the
  // text decodes, and only then does the check fail.
  std::string bytes = read_file(good_gz);
  bytes[bytes.size() - 8] ^= 0x01;
  const std::string gz = dir.write("bad-crc.pgn.gz", bytes);

  SECTION("truncated zstd") {
    const ProgramRun run = check(quoted(zst) + " " + quoted(corpus_path("masters/serhiis21/Morphy.pgn")));
    CHECK(run.status == 2);
    CHECK(input_error(run.out).starts_with(zst + ": truncated zstd data"));
    // Every game before the cut is reported as from the plain file; the game
    // the cut runs through ends the file's records; the next file is read.
    const std::vector<Record> games = records_of_kind(run.out, "game");
    const size_t cut_games = games.size() - 415;
    REQUIRE(cut_games > 100);
    REQUIRE(cut_games < all_games.size());
    for (size_t i = 0; i + 1 < cut_games; ++i) {
      CHECK(games[i].at("file") == zst);
      CHECK(unnamed(games[i]) == unnamed(all_games[i]));
    }
    CHECK(summary_of(run.out)["files"] == 2);
    CHECK(summary_of(run.out)["games"] == games.size());
  }
  SECTION("gzip with a wrong CRC") {
    const ProgramRun run = check(quoted(gz));
    CHECK(run.status == 2);
    CHECK(input_error(run.out).starts_with(gz + ": corrupt gzip data: incorrect data check"));
    CHECK(records_of_kind(run.out, "game").size() == all_games.size());
    CHECK(summary_of(run.out)["games"] == all_games.size());
  }
  SECTION("garbage after a gzip member, a zstd magic number alone") {
    const ProgramRun garbage = check(quoted(dir.write("garbage.pgn.gz", read_file(good_gz) + "not gzip")));
    CHECK(garbage.status == 2);
    CHECK(input_error(garbage.out).find("garbage.pgn.gz: corrupt gzip data") != std::string::npos);
    const ProgramRun magic = check(quoted(dir.write("magic.pgn.zst", "\x28\xB5\x2F\xFD")));
    CHECK(magic.status == 2);
    CHECK(input_error(magic.out).find("magic.pgn.zst: truncated zstd data") != std::string::npos);
    CHECK(summary_of(magic.out)["games"] == 0);
  }
  SECTION("a zstd window over the memory bound") {
    // From a pipe the size is unknown, so the frame keeps --long's window.
    const std::string long_window = dir.path("long.pgn.zst");
    make("head -c 100000 " + quoted(plain) + " | zstd -q --long=28 -c > " + quoted(long_window));
    const ProgramRun run = check(quoted(long_window));
    CHECK(run.status == 2);
    CHECK(input_error(run.out).find("long.pgn.zst: a zstd frame with a window over 128 MB") != std::string::npos);
  }
}

TEST_CASE("UTF-16 text is refused inside a compressed stream too", "[input]") {
  ScratchDir dir;
  const std::string utf16 = dir.write("utf16.pgn", std::string("\xFF\xFE[\0E\0v\0", 8));
  make("gzip -c " + quoted(utf16) + " > " + quoted(dir.path("utf16.pgn.gz")));
  const ProgramRun run = check(quoted(dir.path("utf16.pgn.gz")));
  CHECK(run.status == 2);
  CHECK(input_error(run.out).find("utf16.pgn.gz: UTF-16 text") != std::string::npos);
}
