// Polyglot keys against the test vectors of the Polyglot book format
// specification ("Polyglot opening book format", the Random64 section).
#include <catch2/catch.hpp>

#include "core/fen.h"
#include "core/movegen.h"
#include "core/uci.h"
#include "core/zobrist.h"
#include "tests/position.h"

using namespace arbiter;

TEST_CASE("Random64 ends are where the spec puts them", "[core][zobrist]") {
  CHECK(zobrist::piece(BlackPawn, A1) == 0x9D39247E33776D41ULL);     // Random64[0]
  CHECK(zobrist::piece(WhitePawn, A1) == 0x5355F900C2A82DC7ULL);     // Random64[64]
  CHECK(zobrist::castling(WhiteKingSide) == 0x31D71DCE64B2C310ULL);  // Random64[768]
  CHECK(zobrist::en_passant(FileA) == 0x70CC73D90BC26E24ULL);        // Random64[772]
  CHECK(zobrist::side() == 0xF8D626AAAF278509ULL);                   // Random64[780]
}

namespace {

// Plays `moves` (UCI) on pos and checks the FEN and key reached.
void check_line(Position& pos, std::initializer_list<const char*> moves, const char* fen,
                uint64_t key) {
  for (const char* text : moves) {
    const Move m = parse_uci(pos, text);
    REQUIRE_FALSE(m.is_none());
    pos.play(m);
  }
  INFO(fen);
  CHECK(to_fen(pos) == fen);
  CHECK(pos.key() == key);
  CHECK(polyglot_key(pos) == key);
  CHECK(from_fen(fen).key() == key);
}

}  // namespace

TEST_CASE("Polyglot keys match the specification's examples", "[core][zobrist]") {
  Position pos = Position::start();
  check_line(pos, {}, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
             0x463b96181691fc9cULL);
  check_line(pos, {"e2e4"}, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
             0x823c9b50fd114196ULL);
  check_line(pos, {"d7d5"}, "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
             0x0756b94461c50fb0ULL);
  check_line(pos, {"e4e5"}, "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2",
             0x662fafb965db29d4ULL);
  // The spec's FEN shows f6, and a white pawn on e5 can take there.
  check_line(pos, {"f7f5"}, "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
             0x22a48b5a8e47ff78ULL);
  check_line(pos, {"e1e2"}, "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR b kq - 1 3",
             0x652a607ca3f242c1ULL);
  check_line(pos, {"e8f7"}, "rnbq1bnr/ppp1pkpp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR w - - 2 4",
             0x00fdd303c946bdd9ULL);

  pos = Position::start();
  check_line(pos, {"a2a4", "b7b5", "h2h4", "b5b4", "c2c4"},
             "rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3",
             0x3c8123ea7b067637ULL);
  check_line(pos, {"b4c3", "a1a3"}, "rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR b Kkq - 1 4",
             0x5c3f9b829b279560ULL);
}

namespace {

// Positions rich in castling, en passant, promotions and Chess960 rights.
const char* const KeyTestFens[] = {
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
      "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
      "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
      "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
      "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
      "rkb1nnrb/1pppq1pp/p4p2/4p3/5P2/1P1PB3/P1P1P1PP/RK1QNNRB w GAga - 0 9",
};

// Calls check(pos, m, next) for every legal move m of every position up to
// `depth` plies from KeyTestFens, next being pos after m.
template <typename Check>
void each_move(int depth, Check check) {
  auto walk = [&](auto&& self, const Position& pos, int plies_left) -> void {
    if (plies_left == 0) return;
    for (Move m : MoveList(pos)) {
      Position next = pos;
      next.play(m);
      check(pos, m, next);
      self(self, next, plies_left - 1);
    }
  };
  for (const char* fen : KeyTestFens) {
    INFO(fen);
    walk(walk, from_fen(fen), depth);
  }
}

}  // namespace

TEST_CASE("the incremental key equals the key computed from scratch", "[core][zobrist]") {
  each_move(3, [](const Position&, Move, const Position& next) { REQUIRE(next.key() == polyglot_key(next)); });
}

TEST_CASE("key_after gives play's key for every move that captures nothing and moves no pawn", "[core][zobrist]") {
  size_t castlings = 0;
  each_move(3, [&](const Position& pos, Move m, const Position& next) {
    const bool capture = m.kind() != MoveKind::Castling && pos.piece_on(m.to()) != NoPiece;
    if (capture || type_of(pos.piece_on(m.from())) == Pawn) return;
    castlings += m.kind() == MoveKind::Castling;
    REQUIRE(pos.key_after(m) == next.key());
  });
  CHECK(castlings > 100);
}

TEST_CASE("a null move keeps the key in step", "[core][zobrist]") {
  Position pos = from_fen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
  pos.play_null();
  CHECK(pos.key() == polyglot_key(pos));
}
