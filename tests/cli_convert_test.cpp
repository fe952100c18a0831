// `arbiter convert` as a user runs it: the seed's Torre-Lasker sheet to PGN,
// a real file through descriptive notation and back, and games that cannot
// be converted whole.
#include <catch2/catch.hpp>

#include "tests/corpus.h"
#include "tests/program.h"
#include "tests/report.h"
#include "tests/scratch_dir.h"

namespace {

// The "moves_uci" of each game record in a JSONL report, in order.
std::vector<Record> moves_of_games(const std::string& jsonl) {
  std::vector<Record> out;
  for (const Record& game : records_of_kind(jsonl, "game")) out.push_back(game.at("moves_uci"));
  return out;
}

std::string games_report(const std::string& file) {
  return run_program(arbiter_command("check --no-progress --no-adjudication --format jsonl --emit-games " + file)).out;
}

}  // namespace

TEST_CASE("convert: the seed's Torre-Lasker sheet becomes a clean 85-ply PGN game", "[cli][convert]") {
  ScratchDir dir;
  const std::string sheet = sample_path("torre-lasker-1925.txt");
  const ProgramRun r = run_program(arbiter_command("convert --to pgn " + sheet));
  REQUIRE(r.status == 0);
  CHECK(r.out.find("[White \"Carlos Torre\"]") != std::string::npos);
  CHECK(r.out.find("[Result \"1-0\"]") != std::string::npos);
  CHECK(r.out.find("1. d4 Nf6 2. Nf3 e6 3. Bg5 c5") != std::string::npos);
  CHECK(r.out.find("43. g3 1-0") != std::string::npos);
  const std::string pgn = dir.write("torre.pgn", r.out);
  const ProgramRun check = run_program(arbiter_command("check --no-progress --no-adjudication " + pgn));
  CHECK(check.status == 0);  // no finding at all: SAN as PGN writes it
  const std::vector<Record> sheet_moves = moves_of_games(games_report(sheet));
  REQUIRE(sheet_moves.size() == 1);
  CHECK(sheet_moves[0].size() == 85);
  CHECK(moves_of_games(games_report(pgn)) == sheet_moves);
}

TEST_CASE("convert: a real file through descriptive notation and back, with the originals kept", "[cli][convert]") {
  ScratchDir dir;
  const std::string original = corpus_path("masters/serhiis21/200_minis_du_mont.pgn");
  const std::vector<Record> original_moves = moves_of_games(games_report(original));
  CHECK(original_moves.size() == manifest_counts().at("masters/serhiis21/200_minis_du_mont.pgn"));
  for (const std::string to : {"desc-en", "desc-es", "san-de", "figurine", "lan", "uci"}) {
    INFO(to);
    const ProgramRun r = run_program(arbiter_command("convert --to " + to + " " + original));
    CHECK(r.status == 0);
    const std::string written = dir.write(to + ".pgn", r.out);
    CHECK(moves_of_games(games_report(written)) == original_moves);
  }
  // Back to SAN with what was read kept in comments.
  const ProgramRun back =
      run_program(arbiter_command("convert --to pgn --keep-original " + dir.path("desc-es.pgn")));
  CHECK(back.out.find("1. e4 {P4R} e5 {P4R}") != std::string::npos);
}

TEST_CASE("convert: a game that cannot be replayed is written up to the failure, and said", "[cli][convert]") {
  ScratchDir dir;
  const std::string bad = dir.write("bad.pgn", "[White \"A\"]\n\n1. e4 e5 2. Ke3 Nc6 *\n\n1. d4 d5 *\n");
  const ProgramRun r = run_program(std::string(ARBITER_BIN) + " convert --to desc-en " + bad + " 2>&1");
  CHECK(r.status == 1);
  CHECK(r.out.find("1. P-K4 P-K4\n{arbiter: the record goes on with 'Ke3', which was not converted: illegal move") !=
        std::string::npos);
  CHECK(r.out.find("bad.pgn:3: game 1: illegal move") != std::string::npos);
  CHECK(r.out.find("1. P-Q4 P-Q4 *") != std::string::npos);  // the next game is converted
  CHECK(run_program(arbiter_command("convert " + bad)).status == 2);  // no --to
}
