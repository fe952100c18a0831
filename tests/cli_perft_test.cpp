// `arbiter perft`: chess without --variant, as before; draughts with it.
#include <catch2/catch.hpp>

#include <string>

#include "tests/program.h"

namespace {

ProgramRun perft(const std::string& args) { return run_program(arbiter_command("perft " + args)); }

}  // namespace

TEST_CASE("perft --variant counts draughts moves from the start or a PDN FEN", "[cli][draughts]") {
  CHECK(perft("--variant spanish 4").out == "Nodes searched: 1469\n");
  CHECK(perft("--variant 20 startpos 3").out == "Nodes searched: 658\n");
  // The seed's Miloud_29 v Roukhou position, with 1.31-18 07-04 2.16-20
  // played: the law of quality leaves 4x21 alone.
  const ProgramRun forced = perft("--variant 24 'B:W2,8,20,K30,K18:BK3,K4,24,25' 1 --divide");
  CHECK(forced.status == 0);
  CHECK(forced.out == "4x21: 1\n\nNodes searched: 1\n");
  CHECK(perft("--variant russian 'W:Wb6:Bc7,e7,h2' 1 --divide").out ==
        "b6:d8:f6: 1\nb6:d8:g5: 1\nb6:d8:h4: 1\n\nNodes searched: 3\n");
}

TEST_CASE("perft without --variant is chess; a bad variant or FEN is a usage error", "[cli][draughts]") {
  CHECK(perft("startpos 3").out == "Nodes searched: 8902\n");
  CHECK(perft("--variant shogi 3").status == 2);
  CHECK(perft("--variant english 'W:W99:B1' 3").status == 2);
  CHECK(perft("--variant english").status == 2);
}
