// Perft against published node counts.
#include <catch2/catch.hpp>
#include <vector>

#include "core/movegen.h"
#include "core/perft.h"
#include "tests/position.h"

using namespace arbiter;

namespace {

struct PerftCase {
  const char* name;
  const char* fen;
  std::vector<uint64_t> nodes;  // perft(1), perft(2), ...
};

void check_perft(const PerftCase& c) {
  INFO(c.name << ": " << c.fen);
  const Position pos = from_fen(c.fen);
  for (size_t depth = 1; depth <= c.nodes.size(); ++depth) {
    INFO("depth " << depth);
    CHECK(perft(pos, int(depth)) == c.nodes[depth - 1]);
  }
}

}  // namespace

// The six positions of the chessprogramming wiki's "Perft Results" page.
TEST_CASE("perft of the standard test positions", "[core][perft]") {
  const PerftCase cases[] = {
      {"initial position",
       "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
       {20, 400, 8902, 197281, 4865609}},
      {"position 2 (Kiwipete)",
       "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
       {48, 2039, 97862, 4085603, 193690690}},
      {"position 3",
       "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
       {14, 191, 2812, 43238, 674624, 11030083}},
      {"position 4",
       "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
       {6, 264, 9467, 422333, 15833292}},
      {"position 4 mirrored",
       "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
       {6, 264, 9467, 422333, 15833292}},
      {"position 5",
       "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
       {44, 1486, 62379, 2103487, 89941194}},
      {"position 6",
       "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
       {46, 2079, 89890, 3894594}},
  };
  for (const PerftCase& c : cases) check_perft(c);
}

// From the Chess960 perft list published with the Ethereal engine as
// src/perft/fischer.epd (other engines' suites cite the same list to the
// chessprogramming wiki's "Chess960 Perft Results"); numbered by their line
// in that file. Chosen for their castling
// set-ups: rooks on both sides of the king (#1, #2), king and rook side by
// side so that each lands on the other's square (#3), rights on one side
// only (#4), the king beside the a-file rook (#711), and rooks on the b- and
// f-files (#283).
TEST_CASE("perft of Chess960 positions", "[core][perft][chess960]") {
  const PerftCase cases[] = {
      {"960 #1",
       "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
       {21, 528, 12189, 326672, 8146062}},
      {"960 #2",
       "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9",
       {21, 807, 18002, 667366, 16253601}},
      {"960 #3",
       "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9",
       {20, 479, 10471, 273318, 6417013}},
      {"960 #4",
       "qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9",
       {22, 593, 13440, 382958, 9183776}},
      {"960 #711",
       "rkb1nnrb/1pppq1pp/p4p2/4p3/5P2/1P1PB3/P1P1P1PP/RK1QNNRB w GAga - 0 9",
       {26, 625, 17050, 442036, 12515042}},
      {"960 #283",
       "nrknbrqb/3p1ppp/ppN1p3/8/6P1/8/PPPPPP1P/1RKNBRQB w FBfb - 0 9",
       {32, 526, 17267, 319836, 10755190}},
  };
  for (const PerftCase& c : cases) check_perft(c);
}

TEST_CASE("perft_divide splits perft by root move", "[core][perft]") {
  const Position pos = from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
  const auto divided = perft_divide(pos, 3);
  const MoveList moves(pos);
  REQUIRE(divided.size() == moves.size());
  uint64_t total = 0;
  for (size_t i = 0; i < divided.size(); ++i) {
    CHECK(divided[i].first == moves.begin()[i]);
    total += divided[i].second;
  }
  CHECK(total == 97862);
}

TEST_CASE("perft at depth 0 counts the position itself", "[core][perft]") {
  CHECK(perft(Position::start(), 0) == 1);
}
