// UCI move notation.
#include <catch2/catch.hpp>

#include "core/movegen.h"
#include "core/uci.h"
#include "tests/position.h"

using namespace arbiter;

TEST_CASE("every legal move survives to_uci and parse_uci", "[core][uci]") {
  const char* const fens[] = {
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
      "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
      "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
      "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
      "4k3/8/8/8/8/8/8/RK6 w A - 0 1",
  };
  for (const char* fen : fens) {
    const Position pos = from_fen(fen);
    for (Move m : MoveList(pos)) {
      INFO(fen << " " << to_uci(pos, m));
      CHECK(parse_uci(pos, to_uci(pos, m)) == m);
    }
  }
}

TEST_CASE("castling is e1g1 in standard chess and king-takes-rook in Chess960", "[core][uci]") {
  const Position standard = from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  const Move short_castle(E1, H1, MoveKind::Castling), long_castle(E1, A1, MoveKind::Castling);
  CHECK(to_uci(standard, short_castle) == "e1g1");
  CHECK(to_uci(standard, long_castle) == "e1c1");
  // Both forms are read in either mode.
  CHECK(parse_uci(standard, "e1g1") == short_castle);
  CHECK(parse_uci(standard, "e1h1") == short_castle);
  CHECK(parse_uci(standard, "e1c1") == long_castle);
  CHECK(parse_uci(standard, "e1a1") == long_castle);

  const Position chess960 = from_fen("4k3/8/8/8/8/8/8/R5KR w KQ - 0 1");
  const Move castle_960(G1, A1, MoveKind::Castling);
  REQUIRE(MoveList(chess960).contains(castle_960));
  CHECK(to_uci(chess960, castle_960) == "g1a1");
  CHECK(parse_uci(chess960, "g1a1") == castle_960);
  CHECK(parse_uci(chess960, "g1c1") == castle_960);

  // In Chess960 b1c1 is the king's ordinary step; castling is b1a1.
  const Position corner = from_fen("4k3/8/8/8/8/8/8/RK6 w A - 0 1");
  CHECK(parse_uci(corner, "b1c1") == Move(B1, C1));
  CHECK(parse_uci(corner, "b1a1") == Move(B1, A1, MoveKind::Castling));
  // Where no ordinary move fits, the king's destination names castling.
  const Position inner_rook = from_fen("4k3/8/8/8/8/8/8/1R2K3 w B - 0 1");
  CHECK(parse_uci(inner_rook, "e1c1") == Move(E1, B1, MoveKind::Castling));
  CHECK(to_uci(inner_rook, Move(E1, B1, MoveKind::Castling)) == "e1b1");
}

TEST_CASE("promotions carry their piece letter", "[core][uci]") {
  const Position pos = from_fen("1r5k/P7/8/8/8/8/8/K7 w - - 0 1");
  CHECK(to_uci(pos, Move(A7, B8, MoveKind::Promotion, Queen)) == "a7b8q");
  CHECK(parse_uci(pos, "a7a8n") == Move(A7, A8, MoveKind::Promotion, Knight));
  CHECK(parse_uci(pos, "a7a8r") == Move(A7, A8, MoveKind::Promotion, Rook));
  CHECK(parse_uci(pos, "a7a8").is_none());  // which piece?
  CHECK(parse_uci(pos, "a7a8k").is_none());
}

TEST_CASE("text that is no legal move reads as none", "[core][uci]") {
  const Position pos = Position::start();
  for (const char* text : {"", "e2", "e2e5", "e7e5", "e2e4q", "i2i4", "e2e4 ", "0000"})
    CHECK(parse_uci(pos, text).is_none());
  CHECK(to_uci(pos, Move()) == "0000");
}
