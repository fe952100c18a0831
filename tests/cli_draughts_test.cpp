// `arbiter check` on draughts records: a .pdn file, and a draughts game in
// a file of chess games, each checked by its own rules.
#include <catch2/catch.hpp>

#include <string>

#include "tests/program.h"
#include "tests/scratch_dir.h"

TEST_CASE("check reads .pdn files and draughts games among chess games", "[cli][draughts]") {
  const ScratchDir dir;
  // Miloud_29 v Roukhou (Tres e dama) with the other capture at move 2.
  const std::string draughts =
      "[White \"Miloud_29\"]\n[Black \"Roukhou\"]\n[GameType \"24\"]\n[FEN \"W:W2,8,16,K30,K31:BK3,7,24,25\"]\n"
      "[Result \"1-0\"]\n\n1. 31-18 07-04 2. 16-20 24x15 1-0\n\n";
  const std::string chess = "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n";
  const std::string pdn = dir.write("game.pdn", draughts);
  // Tres e dama's record of the same game as printed, in a text file.
  const std::string seed = dir.write("seed.txt",
                                     "Brancas: 2, 8, 16, (30), (31).\nNegras: (3), 7, 24, 25.\n1.31-18, 07-04; "
                                     "2.*16-20, 04x21; 3.30x17, 24x15; 4.02-06, 03x10; 5.17x24, [1:0]\n");
  const std::string mixed = dir.write("mixed.pgn", chess + draughts);

  const ProgramRun text = run_program(arbiter_command("check " + pdn));
  INFO(text.out);
  CHECK(text.status == 1);
  CHECK(text.out.find("game 1 (Miloud_29\u2013Roukhou), move 2... 24x15: illegal move \u2014 capture_law: 24x15 takes "
                      "1 piece (0 kings); the law demands 4x21 (takes 18), which takes 1 (1 king); closest legal "
                      "moves: 4x21 (takes 18) [Regulamento de damas (Tres e dama, 2010) art. 5.2-5.3]") != std::string::npos);

  const ProgramRun seed_run = run_program(arbiter_command("check --format jsonl --emit-games " + seed));
  INFO(seed_run.out);
  CHECK(seed_run.status == 0);
  CHECK(seed_run.out.find("\"variant\":\"spanish\",\"file\":\"" + seed +
                          "\",\"game\":1,\"line\":1,\"white\":\"\",\"black\":\"\",\"result\":\"\","
                          "\"notation\":\"spanish-numeric\",\"findings\":0,\"plies\":9,") != std::string::npos);

  const ProgramRun jsonl = run_program(arbiter_command("check --format jsonl --emit-games " + mixed));
  INFO(jsonl.out);
  // The chess game's record is as before; the draughts game's names its family and variant.
  CHECK(jsonl.out.find("{\"kind\":\"game\",\"file\":\"" + mixed + "\",\"game\":1,") != std::string::npos);
  CHECK(jsonl.out.find("{\"kind\":\"illegal_move\",\"severity\":\"error\",\"file\":\"" + mixed +
                       "\",\"game\":2,\"family\":\"draughts\",\"variant\":\"spanish\",") != std::string::npos);
  CHECK(jsonl.out.find("{\"kind\":\"game\",\"family\":\"draughts\",\"variant\":\"spanish\",\"file\":\"" + mixed +
                       "\",\"game\":2,") != std::string::npos);
}
