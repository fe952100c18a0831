// The draughts capture laws, crowning and square numbering, one rule per
// case, on positions from seed 004 (the Galician blog's Spanish rules and
// games) and from the variants' rules.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "draughts/fen.h"
#include "draughts/move_text.h"
#include "draughts/movegen.h"
#include "draughts/numbering.h"
#include "tests/draughts_variants.h"

using namespace arbiter::draughts;

namespace {

Position from_fen(const char* variant, const char* fen) {
  const Variant* v = find_variant(variant);
  REQUIRE(v);
  const FenResult r = parse_fen(*v, fen);
  INFO(fen << ": " << r.error);
  REQUIRE(r);
  return *r.position;
}

// The legal moves as PDN writes them, with every landing square.
std::vector<std::string> moves_text(const Position& pos) {
  std::vector<std::string> texts;
  for (const Move& m : legal_moves(pos)) texts.push_back(move_text(pos.variant(), m, true));
  std::sort(texts.begin(), texts.end());
  return texts;
}

// Plays a move written "31-18" or "27x18x11": it must name exactly one legal move.
void play(Position& pos, const std::string& text) {
  INFO(text << " in " << to_fen(pos));
  std::vector<Square> squares;
  for (size_t start = 0;;) {
    const size_t end = text.find_first_of("-x:", start);
    squares.push_back(parse_square(pos.variant(), text.substr(start, end - start)));
    REQUIRE(squares.back() != NoSquare);
    if (end == std::string::npos) break;
    start = end + 1;
  }
  const std::vector<Square> via(squares.begin() + 1, squares.end() - 1);
  const std::vector<Move> found = moves_between(pos, legal_moves(pos), squares.front(), squares.back(), via);
  REQUIRE(found.size() == 1);
  pos.play(found[0]);
}

}  // namespace

TEST_CASE("Spanish squares are numbered from White's right-hand corner", "[draughts][numbering]") {
  // Seed 004: square 1 is the dark square on the right of White's first
  // row, 2 the one to its left; White starts on 1-12 and moves first. The
  // long diagonal ("o río") runs from 1 to 32.
  const Position start = Position::start(*find_variant("spanish"));
  CHECK(to_fen(start) == "W:W1,2,3,4,5,6,7,8,9,10,11,12:B21,22,23,24,25,26,27,28,29,30,31,32");
  CHECK(moves_text(start) == std::vector<std::string>{"10-13", "10-14", "11-14", "11-15", "12-15", "12-16", "9-13"});
  const Position king = from_fen("spanish", "W:WK1:B");
  CHECK(moves_text(king) == std::vector<std::string>{"1-10", "1-14", "1-19", "1-23", "1-28", "1-32", "1-5"});
}

TEST_CASE("English squares: Black starts on 1-12, square 29 is a1", "[draughts][numbering]") {
  const Variant& english = *find_variant("english");
  CHECK(to_fen(Position::start(english)) == "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
  CHECK(algebraic_name(english, square_of_number(english, 29)) == "a1");
  CHECK(algebraic_name(english, square_of_number(english, 1)) == "b8");
  CHECK(number_of(english, square_of_algebraic(english, "h8")) == 4);
  // Italian is English's mirror image (PDN 3.0's GameType "22,W,8,8,N2,1"):
  // its square 1 is the corner, where English has 4 seen in a mirror.
  const Variant& italian = *find_variant("italian");
  CHECK(square_of_number(italian, 1) == square_of_number(english, 4));
  CHECK(number_of(italian, square_of_number(english, 29)) == 32);
}

TEST_CASE("FEN reads ranges, kings and algebraic squares, and says why it rejects one", "[draughts][fen]") {
  const Variant& international = *find_variant("international");
  CHECK(parse_fen(international, "W:W31-50:B1-20").position == Position::start(international));
  CHECK(to_fen(from_fen("international", "B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29.")) ==
        "B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29");
  CHECK(to_fen(from_fen("russian", "W:Wa1,c1,Kh2:Bb8")) == "W:Wa1,c1,Kh2:Bb8");
  CHECK(to_fen(from_fen("russian", "W:W29,30:B1:H0:F1")) == "W:Wa1,c1:Bb8");
  CHECK(parse_fen(international, "W:W51:B1").error == "'51' is not a square of the board");
  CHECK(parse_fen(international, "W:W31:B31").error == "square 31 is named twice");
  CHECK(parse_fen(international, "W:W3:B40").error == "a white man on 3, where it would have been crowned");
  CHECK(parse_fen(international, "X:W31:B1").error == "the side to move is 'X', not W or B");
  CHECK(parse_fen(*find_variant("english"), "B:WK1-32:B").error ==
        "White has 32 pieces, more than the 12 a side starts with");
  CHECK(parse_fen(*find_variant("english"), "B:Wa2:B1").error == "'a2' is not a square of the board");
}

TEST_CASE("Spanish law of quality: Miloud_29 v Roukhou, 2...04x21 is forced", "[draughts][capture_law]") {
  // Seed 004, "Exemplo de anotación dunha posición": Brancas 2, 8, 16,
  // (30), (31); Negras (3), 7, 24, 25 (kings in brackets), White to move;
  // 1.31-18, 07-04; 2.*16-20, 04x21 [obrigado pola lei da calidade];
  // 3.30x17, 24x15; 4.02-06, 03x10; 5.17x24 [1:0].
  Position pos = from_fen("spanish", "W:W2,8,16,K30,K31:BK3,7,24,25");
  for (const char* move : {"31-18", "07-04", "16-20"}) play(pos, move);
  // 24x15 would take one man, 04x21 takes the king on 18: as many pieces,
  // more kings (art. 5.3).
  CHECK(moves_text(pos) == std::vector<std::string>{"4x21"});
  for (const char* move : {"04x21", "30x17", "24x15", "02-06", "03x10", "17x24"}) play(pos, move);
  // Black's last man, on 25, has no way out: the record ends 1:0 here.
  CHECK(to_fen(pos) == "B:W8,K24:B25");
}

TEST_CASE("Spanish law of quantity: the capture that takes the most pieces", "[draughts][capture_law]") {
  // Black's man on 24 can take 20 and 12 (two men), the one on 25 only 21
  // (art. 5.2).
  const Position pos = from_fen("spanish", "B:W12,20,21:B24,25,32");
  CHECK(moves_text(pos) == std::vector<std::string>{"24x15x8"});
}

TEST_CASE("Italian men may not capture kings", "[draughts][capture_law]") {
  // The white man on 22 faces a black king on 18 with 13 free behind it: no
  // capture. Against a man on 18 it must take.
  const Position king = from_fen("italian", "W:W22:BK18,1");
  CHECK(moves_text(king) == std::vector<std::string>{"22-19"});
  const Position man = from_fen("italian", "W:W22:B18,1");
  CHECK(moves_text(man) == std::vector<std::string>{"22x13"});
  // A king may take a king.
  const Position kings = from_fen("italian", "W:WK22:BK18,1");
  CHECK(moves_text(kings) == std::vector<std::string>{"22x13"});
}

TEST_CASE("Italian law: with a king, then the most kings, then the king met first", "[draughts][capture_law]") {
  // The man on 21 and the king on 24 can each take one man: the king must.
  CHECK(moves_text(from_fen("italian", "W:W21,K24:B18,20,1")) == std::vector<std::string>{"24x15"});
  // The king on 22 can take the king on 18 or the man on 19.
  CHECK(moves_text(from_fen("italian", "W:WK22:BK18,19,1")) == std::vector<std::string>{"22x13"});
  // Two pieces, one of them a king, either way: 22x31x24 takes the man on
  // 27 first, 22x13x6 the king on 18 first, and only the latter is legal.
  const Position order = from_fen("italian", "W:WK22:B27,K28,K18,10");
  CHECK(moves_text(order) == std::vector<std::string>{"22x13x6"});
}

TEST_CASE("Czech: a king captures in preference to a man", "[draughts][capture_law]") {
  // The man on c3 could take d4; the king on h2 takes f4, landing anywhere
  // behind it.
  const Position pos = from_fen("czech", "W:Wc3,Kh2:Bd4,f4,a7");
  CHECK(moves_text(pos) == std::vector<std::string>{"h2:b8", "h2:c7", "h2:d6", "h2:e5"});
}

TEST_CASE("crowning during a capture: Russian goes on as a king, Brazilian stays a man", "[draughts][crowning]") {
  // The man on b6 takes c7 and lands on d8, the crowning row, with e7
  // still to take. Russian rules: it is a king at once and takes e7 as one,
  // landing anywhere behind it; International rules (Brazilian on 8x8): it
  // takes e7 backwards as a man and stays one.
  const Position russian = from_fen("russian", "W:Wb6:Bc7,e7,h2");
  CHECK(moves_text(russian) == std::vector<std::string>{"b6:d8:f6", "b6:d8:g5", "b6:d8:h4"});
  for (const Move& m : legal_moves(russian)) CHECK(m.crowns);
  const Position brazilian = from_fen("brazilian", "W:Wb6:Bc7,e7,h2");
  CHECK(moves_text(brazilian) == std::vector<std::string>{"b6:d8:f6"});
  CHECK_FALSE(legal_moves(brazilian)[0].crowns);
  // Ending on the crowning row crowns in every variant, and ends the move.
  const Position english = from_fen("english", "W:W10:B6,15,20");
  CHECK(moves_text(english) == std::vector<std::string>{"10x1"});
  CHECK(legal_moves(english)[0].crowns);
}

TEST_CASE("a capture is a path: the squares passed and the pieces taken in order", "[draughts][movegen]") {
  // International: the king on 46 takes 37, landing on 32, 28 or 23, then
  // 19, landing on 14, 10 or 5. Each end square is one move; the landings
  // between are its paths, and a record that names one (46x28x10) finds it.
  const Variant& v = *find_variant("international");
  const Position pos = from_fen("international", "W:WK46:B37,19,1");
  const MoveList moves = legal_moves(pos);
  REQUIRE(moves.size() == 3);
  for (const Move& m : moves) {
    const std::vector<Square> taken = taken_in_order(pos, m);
    REQUIRE(taken.size() == 2);
    CHECK(number_of(v, taken[0]) == 37);
    CHECK(number_of(v, taken[1]) == 19);
    CHECK(capture_paths(pos, m).size() == 3);
  }
  const Square via[] = {square_of_number(v, 28)};
  const auto found = moves_between(pos, moves, square_of_number(v, 46), square_of_number(v, 10), via);
  REQUIRE(found.size() == 1);
  CHECK(number_of(v, found[0].to) == 10);
  const Square nowhere[] = {square_of_number(v, 41)};
  CHECK(moves_between(pos, moves, square_of_number(v, 46), square_of_number(v, 10), nowhere).empty());
}

TEST_CASE("the same end squares with other pieces taken are other moves", "[draughts][movegen]") {
  // English: the man on 30 takes 25 and 17 (via 21) or 26 and 18 (via 23),
  // ending on 14 both ways; men do not capture backwards, so neither goes on.
  const Variant& v = *find_variant("english");
  const Position pos = from_fen("english", "W:W30:B25,26,17,18");
  CHECK(moves_text(pos) == std::vector<std::string>{"30x21x14", "30x23x14"});
  const MoveList moves = legal_moves(pos);
  const Square via21[] = {square_of_number(v, 21)};
  const auto found = moves_between(pos, moves, square_of_number(v, 30), square_of_number(v, 14), via21);
  REQUIRE(found.size() == 1);
  CHECK(number_of(v, taken_in_order(pos, found[0])[1]) == 17);
  CHECK(moves_between(pos, moves, square_of_number(v, 30), square_of_number(v, 14)).size() == 2);
}

TEST_CASE("FEN: any text is read or refused with a reason, and what is read writes back the same", "[draughts][fen]") {
  // Random FENs, shaped like real ones (side, then squares, kings, ranges
  // and algebraic names, some out of range) with a stray character now and
  // then, so that many read and many are refused.
  uint64_t seed = 26;
  auto next = [&](uint64_t n) {
    seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    return (seed >> 33) % n;
  };
  const std::string stray = "WBK:,-. ?x0a";
  int read = 0;
  for (int i = 0; i < 20000; ++i) {
    const Variant& v = variants()[next(variants().size())];
    const uint64_t numbers = uint64_t(v.squares()) + 2;
    std::string text = next(2) ? "W" : "B";
    for (const char* side : {":W", ":B"}) {
      text += side;
      for (uint64_t n = next(6); n > 0; --n) {
        if (next(4) == 0) text += 'K';
        if (next(5) == 0)
          text += {char('a' + next(8)), char('1' + next(8))};
        else
          text += std::to_string(next(numbers));
        if (next(20) == 0) text += "-" + std::to_string(next(numbers));
        if (n > 1) text += ',';
      }
    }
    if (next(8) == 0) text.insert(next(text.size() + 1), 1, stray[next(stray.size())]);
    const FenResult r = parse_fen(v, text);
    INFO(v.name << ": '" << text << "'");
    if (!r) {
      CHECK_FALSE(r.error.empty());
      continue;
    }
    ++read;
    const FenResult again = parse_fen(v, to_fen(*r.position));
    REQUIRE(again);
    CHECK(again.position == r.position);
    Position next = *r.position;
    for (const Move& m : legal_moves(*r.position)) next = *r.position, next.play(m);
  }
  CHECK(read > 1000);
}

TEST_CASE("a flying king lands where it can take on, when it can", "[draughts][capture_law]") {
  // Russian: the king on a1 takes b2 and may land on c3 to g7, but only from
  // d4 can it take e3 as well: a capture is completed, even where any
  // capture may be chosen, so it lands on d4 and goes on.
  const Position pos = from_fen("russian", "W:WKa1:Bb2,e3,h8");
  CHECK(moves_text(pos) == std::vector<std::string>{"a1:d4:f2", "a1:d4:g1"});
  // Without e3, every square behind b2 ends the move.
  CHECK(moves_text(from_fen("russian", "W:WKa1:Bb2,h8")).size() == 5);
}

namespace {

void replay(Position& pos, std::initializer_list<const char*> moves) {
  for (const char* move : moves) play(pos, move);
}

}  // namespace

TEST_CASE("seed 004's Anglo-American games replay move by move", "[draughts][movegen]") {
  const Variant v = english_in_spanish_numbering();
  // L. Ellis v P. Whalen, US championship, Chicago 1929, 0:1 after seven
  // moves: 1.09-13, 22-19; 2.13-17, 21-18; 3.05-09??, 18-14; 4.11x18, 26-21;
  // 5.17x26, 30x05; 6.01x10, 19-14; 7.12x19, 23x05.
  Position ellis = Position::start(v);
  replay(ellis, {"09-13", "22-19", "13-17", "21-18", "05-09", "18-14", "11x18", "26-21", "17x26", "30x05",
                 "01x10"});
  // As printed, 6...19-14 leaves White one capture, 10x19, and 7.12x19 is
  // no move; 19-15 lets 12 take 15 and Black's 23 take 19 and 10, the
  // "captura múltiple" the text describes: a misprint, which a check of the
  // record must report and see through.
  Position printed = ellis;
  play(printed, "19-14");
  CHECK(moves_text(printed) == std::vector<std::string>{"10x19"});
  replay(ellis, {"19-15", "12x19", "23x05"});
  CHECK(to_fen(ellis) == "W:W2,3,4,6,7,8,9:B5,24,25,27,28,29,31,32");
  // A. Moiseyev v B. Wethington, Missouri 2009: 13...27x04 is the "tres e
  // dama", three men taken and the king made on 4.
  Position moiseyev = Position::start(v);
  replay(moiseyev, {"10-13", "23-20", "06-10", "21-17", "02-06", "25-21", "13-18", "21x14", "11x18", "22x13",
                    "09x18", "28-23", "07-11", "20-16", "04-07", "23-19", "11-14", "27-23", "06-11", "32-28",
                    "11-15", "26-21", "15x22", "30-27", "18x25"});
  const MoveList last = legal_moves(moiseyev);
  REQUIRE(last.size() == 1);
  CHECK(move_text(v, last[0], true) == "27x18x11x4");
  CHECK(last[0].crowns);
}
