// FEN, X-FEN and Shredder-FEN reading and writing.
#include <catch2/catch.hpp>

#include "core/fen.h"

using namespace arbiter;

TEST_CASE("FEN round trips", "[core][fen]") {
  const char* const fens[] = {
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
      "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
      "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
      "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
      "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
      "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
      "rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3",
      "4k3/8/8/8/8/8/8/4KR1R w F - 0 1",  // X-FEN: the inner rook by its file
      "rkb1nnrb/1pppq1pp/p4p2/4p3/5P2/1P1PB3/P1P1P1PP/RK1QNNRB w KQkq - 0 9",
      "4k3/8/8/8/8/8/8/4K3 b - - 99 187",
  };
  for (const char* fen : fens) {
    const FenResult r = parse_fen(fen);
    INFO(fen << ": " << r.error);
    REQUIRE(r);
    CHECK(r.error.empty());
    CHECK(to_fen(*r.position) == fen);
  }
}

TEST_CASE("Shredder-FEN castling is read, and written as X-FEN", "[core][fen][chess960]") {
  const FenResult shredder =
      parse_fen("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
  REQUIRE(shredder);
  const Position& pos = *shredder.position;
  CHECK(pos.chess960());
  CHECK(pos.castling_rook(White, KingSide) == H1);
  CHECK(pos.castling_rook(White, QueenSide) == F1);
  CHECK(pos.castling_rook(Black, KingSide) == H8);
  CHECK(pos.castling_rook(Black, QueenSide) == F8);
  CHECK(to_fen(pos) == "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9");
  CHECK(parse_fen(to_fen(pos)).position.value() == pos);

  const FenResult standard = parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
  REQUIRE(standard);
  CHECK_FALSE(standard.position->chess960());
  CHECK(*standard.position == Position::start());
}

TEST_CASE("X-FEN K and Q name the outermost rook", "[core][fen][chess960]") {
  const Position outer = parse_fen("4k3/8/8/8/8/8/8/4KR1R w K - 0 1").position.value();
  CHECK(outer.castling_rook(White, KingSide) == H1);
  CHECK_FALSE(outer.chess960());

  const Position inner = parse_fen("4k3/8/8/8/8/8/8/4KR1R w F - 0 1").position.value();
  CHECK(inner.castling_rook(White, KingSide) == F1);
  CHECK(inner.chess960());

  // The king off the e-file makes it Chess960 even with corner rooks.
  CHECK(parse_fen("r5kr/8/8/8/8/8/8/R5KR w KQkq - 0 1").position.value().chess960());
  CHECK_FALSE(Position::start().chess960());
}

TEST_CASE("missing clocks default to 0 and 1", "[core][fen]") {
  const Position pos = parse_fen("4k3/8/8/8/8/8/8/4K3 b - -").position.value();
  CHECK(pos.halfmove_clock() == 0);
  CHECK(pos.fullmove_number() == 1);
  CHECK(to_fen(pos) == "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
  CHECK(parse_fen("4k3/8/8/8/8/8/8/4K3 b - - 7").position.value().halfmove_clock() == 7);
}

TEST_CASE("an en-passant square no pawn can use is accepted and dropped", "[core][fen]") {
  // After 1.e4 the FEN may name e3, but no black pawn can take there.
  const FenResult r = parse_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
  REQUIRE(r);
  CHECK(r.position->en_passant_square() == NoSquare);
  CHECK(to_fen(*r.position) == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");

  const FenResult capturable = parse_fen("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
  REQUIRE(capturable);
  CHECK(capturable.position->en_passant_square() == E3);
}

TEST_CASE("FENs that cannot be read are rejected with the reason", "[core][fen]") {
  struct Rejection {
    const char* fen;
    const char* reason;  // a part of the error message
  };
  const Rejection cases[] = {
      // Syntax.
      {"", "at least 4 fields"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq", "at least 4 fields"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra", "unexpected text"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", "bad character 'X'"},
      {"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "bad character '9'"},
      {"rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rank 7 covers 7 squares"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1", "rank 1 covers 9 squares"},
      {"rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "7 ranks instead of 8"},
      {"rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "9 ranks instead of 8"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "side to move is 'x'"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkX - 0 1", "bad castling letter 'X'"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1", "'e9' is not a square"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", "halfmove clock 'x'"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 -3", "fullmove number '-3'"},
      // Kings.
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR w kq - 0 1", "White has 2 kings"},
      {"rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", "Black has 0 kings"},
      // Pawns where no pawn can stand.
      {"rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQq - 0 1", "pawn stands on h8"},
      {"4k3/8/8/8/8/8/8/p3K3 w - - 0 1", "pawn stands on a1"},
      // The side that just moved cannot have left its king in check.
      {"4k3/8/8/8/8/8/8/r3K3 b - - 0 1", "White is in check but it is not White's turn"},
      // Castling rights need king and rook on their squares.
      {"4k3/8/8/8/8/8/8/4K3 w K - 0 1", "'K' needs a White rook on the king's side"},
      {"4k3/8/8/8/8/8/4K3/7R w K - 0 1", "'K' needs the White king on its first rank"},
      {"4k3/8/8/8/8/8/8/R3K3 w H - 0 1", "'H' needs a White rook on h1"},
      {"r3k3/8/8/8/8/8/8/4K3 w k - 0 1", "'k' needs a Black rook on the king's side"},
      {"4k3/8/8/8/8/8/8/4K2R w KH - 0 1", "repeats a right"},
      // En passant: the right rank, the pawn that just moved two squares in
      // front of it, and the two squares behind it empty.
      {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e6 0 1", "wrong rank for Black"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1", "no White pawn on e4"},
      {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1", "e2 is occupied"},
      {"rnbqkbnr/pppppppp/8/8/4P3/4N3/PPPP1PPP/RNBQKB1R b KQkq e3 0 1", "e3 or e2 is occupied"},
  };
  for (const Rejection& c : cases) {
    INFO(c.fen);
    const FenResult r = parse_fen(c.fen);
    CHECK_FALSE(r);
    CHECK_THAT(r.error, Catch::Contains(c.reason));
  }
}
