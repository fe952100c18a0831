// Draughts perft against published node counts.
#include <catch2/catch.hpp>
#include <vector>

#include "draughts/fen.h"
#include "draughts/perft.h"

using namespace arbiter::draughts;

namespace {

struct PerftCase {
  const char* variant;
  const char* fen;                // empty: the variant's starting position
  std::vector<uint64_t> nodes;    // perft(1), perft(2), ...
};

void check_perft(const PerftCase& c) {
  const Variant* v = find_variant(c.variant);
  REQUIRE(v);
  INFO(c.variant << ": " << (*c.fen ? c.fen : "start"));
  const FenResult parsed = *c.fen ? parse_fen(*v, c.fen) : FenResult{Position::start(*v), ""};
  INFO(parsed.error);
  REQUIRE(parsed);
  for (size_t depth = 1; depth <= c.nodes.size(); ++depth) {
    INFO("depth " << depth);
    CHECK(perft(*parsed.position, int(depth)) == c.nodes[depth - 1]);
  }
}

}  // namespace

// International: the FMJD forum's perft thread (laatste.info, t=2308), as
// the dctl library's tests (rhalbersma/dctl, test/src/ai/traversal) and Aart
// Bik's BikDam (aartbik.blogspot.com, 2012-10) both give it. Depth 9 takes
// about a second of the suite (bench/README.md).
TEST_CASE("draughts perft from the International start", "[draughts][perft]") {
  check_perft({"international", "", {9, 81, 658, 4265, 27117, 167140, 1049442, 6483961, 41022423}});
}

// English checkers: the Shashki forum's "Standard validation generator
// moves" thread as dctl's tests give it, and OEIS A133046 (the two agree up
// to depth 11; from depth 12 OEIS counts a king's two orders of the same
// captures twice).
TEST_CASE("draughts perft from the English start", "[draughts][perft]") {
  check_perft({"english", "", {7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680}});
}

// The other variants from the start, from the same forum threads (the
// Shashki forum for Russian, Brazilian and pool; the FMJD forum's
// "alternative game rules" thread for Spanish, Italian and Czech) as dctl
// reproduces them, to depth 10 there (checked once with arbiter perft);
// here to depth 8 or 9, where each rule has shown: men capturing backward
// part Russian, pool and Brazilian from English at depth 5, the most pieces
// part Spanish and Italian at 6, Russian crowning during a capture parts it
// from pool at 8, the Italian law parts it from the Spanish at 9, flying
// kings and the king's precedence part Czech from English at 9. Portuguese
// has the Spanish rules (dctl cites the Portuguese federation's "Damas
// Clássicas" rules for Spanish).
TEST_CASE("draughts perft from the 8x8 variants' starts", "[draughts][perft]") {
  const PerftCase cases[] = {
      {"spanish", "", {7, 49, 302, 1469, 7361, 36473, 177532, 828783}},
      {"portuguese", "", {7, 49, 302, 1469, 7361, 36473, 177532, 828783}},
      {"italian", "", {7, 49, 302, 1469, 7361, 36473, 177532, 828783, 3860875}},
      {"russian", "", {7, 49, 302, 1469, 7482, 37986, 190146, 929899}},
      {"pool", "", {7, 49, 302, 1469, 7482, 37986, 190146, 929896}},
      {"brazilian", "", {7, 49, 302, 1469, 7473, 37628, 187302, 907830}},
      {"czech", "", {7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963671}},
  };
  for (const PerftCase& c : cases) check_perft(c);
}

// Positions with kings and long captures. International: "Random178" and
// "Woldouby" from the FMJD forum's perft thread (t=2308, start=7), "all
// kings" and "almost promotion" from the same thread (start=60; dctl keeps
// them in a comment, with counts to depth 11 and 9). Italian:
// three positions Ed Gilbert (KingsRow) sent to dctl's author, which test
// the Italian law (with a king first, most kings, the king met first) and
// men that may not take kings.
TEST_CASE("draughts perft of positions with kings", "[draughts][perft]") {
  const PerftCase cases[] = {
      {"international", "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46",
       {14, 55, 1168, 5432, 87195, 629010}},
      {"international", "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38",
       {6, 12, 30, 73, 215, 590, 1944, 6269, 22369, 88050}},
      {"international",
       "W:WK31,K32,K33,K34,K35,K36,K37,K38,K39,K40,K41,K42,K43,K44,K45,K46,K47,K48,K49,K50"
       ":BK1,K2,K3,K4,K5,K6,K7,K8,K9,K10,K11,K12,K13,K14,K15,K16,K17,K18,K19,K20",
       {17, 79, 352, 1399, 7062, 37589, 217575}},
      {"international", "W:W6,7,8,9,10:B41,42,43,44,45", {9, 81, 795, 7578, 86351, 936311}},
      {"italian", "W:W30,26,27,22,23,24,17,18,20:B14,15,16,9,11,5,6,1,3",
       {5, 13, 42, 107, 360, 1099, 3736, 12495, 43686}},
      {"italian", "B:W30,21,22,17,20,K6:B25,28,9,5,1,3", {6, 47, 271, 1916, 10810, 73137, 389809}},
      {"italian", "W:WK27,K28,17,20,9,K12,8:B21,24,K19,K13,14,K11,4", {13, 112, 828, 6756, 46241, 368908}},
  };
  for (const PerftCase& c : cases) check_perft(c);
}
