// Forsyth notation. Independent truth: the 1966 rulebook's own diagrams
// (seed 000, "anotación Forsyth"): the position of its engraving and its two
// problems, read by hand by the seed's rule.
#include <catch2/catch.hpp>

#include "core/fen.h"
#include "core/forsyth.h"
#include "core/movegen.h"

using namespace arbiter;

namespace {

std::string board_of(const Position& pos) {
  const std::string fen = to_fen(pos);
  return fen.substr(0, fen.find(' '));
}

Position read(std::string_view text, Color side = White) {
  const ForsythResult r = parse_forsyth(text, side, ForsythSpanish);
  INFO(text << ": " << r.error);
  REQUIRE(r);
  return *r.position;
}

std::string rejection(std::string_view text, std::string_view letters = ForsythSpanish) {
  const ForsythResult r = parse_forsyth(text, White, letters);
  return r ? "accepted" : r.error;
}

}  // namespace

TEST_CASE("Forsyth: the seed's engraving, Spanish letters, OCR spaces and all", "[core][forsyth]") {
  // Seed 000 prints "t6r, l p p c C t l p , p4plD, 2d2 C2, 2c2 P2, 4 T3,
  // P P P 3 P P , 4T1R1." Its OCR turned the digit 1 into the letter l
  // (every rank then counts 8 only with l = 1); the spaces are left in.
  const Position pos = read("t6r, 1 p p c C t 1 p , p4p1D, 2d2 C2, 2c2 P2, 4 T3, P P P 3 P P , 4T1R1.");
  // Read by hand from the seed's rule: t = black rook, r = black king, C = white knight ...
  CHECK(board_of(pos) == "r6k/1ppnNr1p/p4p1Q/2q2N2/2n2P2/4R3/PPP3PP/4R1K1");
  CHECK(to_forsyth(pos, ForsythSpanish) == "t6r, 1ppcCt1p, p4p1D, 2d2C2, 2c2P2, 4T3, PPP3PP, 4T1R1");
  CHECK(to_forsyth(pos) == "r6k, 1ppnNr1p, p4p1Q, 2q2N2, 2n2P2, 4R3, PPP3PP, 4R1K1");
  CHECK(rejection("t6r, l p p c C t l p , p4plD, 2d2 C2, 2c2 P2, 4 T3, P P P 3 P P , 4T1R1.") ==
        "'l' is no piece letter (PCATDR)");
}

TEST_CASE("Forsyth: the seed's first problem", "[core][forsyth]") {
  // "8, A3a3, 2Rptp2, 2ptPa2, T C l r l C l T , 3P4, 3P4, 7D. Las blancas
  // matan en 2 jugadas." (l for 1 again.) As the OCR has it, White mates in
  // one (Qxd5#, Qa1#: Arbiter and chess.js agree), so more of the diagram
  // was damaged than the l's; the test checks the reading, not the problem.
  const Position pos = read("8, A3a3, 2Rptp2, 2ptPa2, T C 1 r 1 C 1 T , 3P4, 3P4, 7D.");
  CHECK(board_of(pos) == "8/B3b3/2Kprp2/2prPb2/RN1k1N1R/3P4/3P4/7Q");
  CHECK(to_forsyth(pos, ForsythSpanish) == "8, A3a3, 2Rptp2, 2ptPa2, TC1r1C1T, 3P4, 3P4, 7D");
}

TEST_CASE("Forsyth: the seed's second problem, 24 for three empty ranks", "[core][forsyth]") {
  // "r t 4 d l , 6 a l , 1P4D1, 24, 7p, 7r. Las blancas entablan": as
  // printed, a second black king (r) on h1, which the reader refuses; the
  // white king (R) it must be reads.
  CHECK(rejection("r t 4 d 1 , 6 a 1 , 1P4D1, 24, 7p, 7r.").find("king") != std::string::npos);
  const Position pos = read("r t 4 d 1 , 6 a 1 , 1P4D1, 24, 7p, 7R.");
  CHECK(board_of(pos) == "kr4q1/6b1/1P4Q1/8/8/8/7p/7K");
  CHECK(to_forsyth(pos, ForsythSpanish) == "rt4d1, 6a1, 1P4D1, 24, 7p, 7R");
  CHECK(board_of(read("rt4d1, 6a1, 1P4D1, 8, 8, 8, 7p, 7R")) == board_of(pos));  // "8, 8" or "16"
}

TEST_CASE("Forsyth: the side to move is given; castling only when asked", "[core][forsyth]") {
  const std::string start = "tcadract, pppppppp, 32, PPPPPPPP, TCADRACT";
  const ForsythResult plain = parse_forsyth(start, White, ForsythSpanish);
  REQUIRE(plain);
  CHECK(to_fen(*plain.position) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
  const ForsythResult inferred = parse_forsyth(start, White, ForsythSpanish, ForsythCastling::infer_from_home_squares);
  REQUIRE(inferred);
  CHECK(to_fen(*inferred.position) == std::string(StartFen));
  CHECK(to_forsyth(Position::start(), ForsythSpanish) == start);
  // The seed's example rank "pp3c2" (its text reads "a white pawn, then a black one"):
  const Position rank = read("4r3, Pp3c2, 40, 4R3", Black);
  CHECK(to_fen(rank) == "4k3/Pp3n2/8/8/8/8/8/4K3 b - - 0 1");
  // A king that has moved and come back gets the right back: Forsyth cannot tell.
  const ForsythResult kings_only = parse_forsyth("4r2t, 48, T3R3", Black, ForsythSpanish, ForsythCastling::infer_from_home_squares);
  REQUIRE(kings_only);
  CHECK(to_fen(*kings_only.position) == "4k2r/8/8/8/8/8/8/R3K3 b Qk - 0 1");
}

TEST_CASE("Forsyth: what is wrong with a diagram is said", "[core][forsyth]") {
  CHECK(rejection("t6r1, 48, 4R3") == "rank 8 has more than 8 squares, or no comma after it");
  CHECK(rejection("t8, 48, 4R3") == "rank 8 has more than 8 squares");
  CHECK(rejection("r6, 48, 4R3") == "rank 8 has 7 squares before the comma, not 8");
  CHECK(rejection("4r3 48, 4R3") == "rank 8 has more than 8 squares, or no comma after it");
  CHECK(rejection("4r3, 48, 4R3,") == "a comma after the last rank");
  CHECK(rejection("4r3, 40, 4R3") == "the diagram covers 56 of the 64 squares");
  CHECK(rejection("4r3, 56, 4R3") == "a comma after the last rank");
  CHECK(rejection("4r3, 48, 4R3 8") == "more than 64 squares");
  CHECK(rejection("4r3, 48, 4R3 T") == "more than 64 squares");
  CHECK(rejection("4r3, 12, 4R3") == "rank 7 has more than 8 squares");  // 12 is no number of whole ranks
  CHECK(rejection("4x3, 48, 4R3") == "'x' is no piece letter (PCATDR)");
  CHECK(rejection("4k3, 48, 4K3") == "'k' is no piece letter (PCATDR)");  // English letters, Spanish reader
  CHECK(rejection("4k3, 48, 4K3", ForsythEnglish) == "accepted");
  CHECK(rejection("4r3, 48, 4R3", "PCAT") == "six piece letters are needed, not \"PCAT\"");
  CHECK(rejection("4r3, 0, 48, 4R3") == "0 empty squares");
  CHECK(rejection("P3r3, 48, 4R3").find("pawn") != std::string::npos);
  CHECK(rejection("") == "the diagram covers 0 of the 64 squares");
}

TEST_CASE("Forsyth: every position of a real game written and read back", "[core][forsyth]") {
  // The first ten plies of Morphy's Opera game, in both letter sets.
  Position pos = Position::start();
  for (const char* uci : {"e2e4", "e7e5", "g1f3", "d7d6", "d2d4", "c8g4", "d4e5", "g4f3", "d1f3", "d6e5"}) {
    for (std::string_view letters : {ForsythEnglish, ForsythSpanish}) {
      const ForsythResult back = parse_forsyth(to_forsyth(pos, letters), pos.side_to_move(), letters);
      REQUIRE(back);
      CHECK(board_of(*back.position) == board_of(pos));
    }
    for (Move m : MoveList(pos))
      if (square_name(m.from()) + square_name(m.to()) == uci) {
        pos.play(m);
        break;
      }
  }
  CHECK(board_of(pos) == "rn1qkbnr/ppp2ppp/8/4p3/4P3/5Q2/PPP2PPP/RNB1KB1R");
}

TEST_CASE("Forsyth: English letters first, then Spanish, with the error that helps", "[core][forsyth]") {
  auto either = [](std::string_view text) {
    const ForsythResult r = parse_forsyth_english_or_spanish(text, White);
    return r ? board_of(*r.position) : r.error;
  };
  // The seed's engraving is Spanish: C and T are no English letters.
  CHECK(either("t6r, 1ppcCt1p, p4p1D, 2d2C2, 2c2P2, 4T3, PPP3PP, 4T1R1") == "r6k/1ppnNr1p/p4p1Q/2q2N2/2n2P2/4R3/PPP3PP/4R1K1");
  // Letters both read (kings and rooks only): English wins, so R is a rook.
  CHECK(either("4k3, 48, R3K3") == "4k3/8/8/8/8/8/8/R3K3");
  // A miscount is said as such, not as a letter English lacks.
  CHECK(either("4k3, 48, 4K4") == "rank 1 has more than 8 squares");
  CHECK(either("t6r, 1ppcCt1p, 40, 4T1R2") == "rank 1 has more than 8 squares");
  CHECK(either("4k3, 48, 4X3") == "'X' is no piece letter (PNBRQK)");
}
