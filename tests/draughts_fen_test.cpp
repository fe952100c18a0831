// The PDN 3.0 FEN reader on the forms its one-pass reading takes apart:
// blanks and quotes around items, leading zeros, ranges and their limits,
// sides with no pieces, clock fields, and what each wrong item is called.
#include <catch2/catch.hpp>

#include "draughts/fen.h"
#include "draughts/numbering.h"

using namespace arbiter::draughts;

namespace {

const Variant& variant(const char* name) {
  const Variant* v = find_variant(name);
  REQUIRE(v);
  return *v;
}

std::string error_of(const char* variant_name, const char* fen) { return parse_fen(variant(variant_name), fen).error; }

}  // namespace

TEST_CASE("FEN items are read around blanks, quotes and leading zeros", "[draughts][fen]") {
  const Variant& international = variant("international");
  const FenResult spaced = parse_fen(international, " \"W:W 31 , 032 ,K33:B1-3\" ");
  REQUIRE(spaced);
  CHECK(to_fen(*spaced.position) == "W:W31,32,K33:B1,2,3");
  // A side may be empty or blank, and the clock fields lidraughts adds are skipped wherever they stand.
  CHECK(to_fen(*parse_fen(international, "B:W:B1").position) == "B:W:B1");
  CHECK(to_fen(*parse_fen(international, "W:H0:W  :F1:B01").position) == "W:W:B1");
  // A range names every square between, kings' too; the same square twice is refused even inside one.
  CHECK(to_fen(*parse_fen(international, "W:WK46-48:B5").position) == "W:WK46,K47,K48:B5");
  CHECK(error_of("international", "W:W31-33,32:B1") == "square 32 is named twice");
  // The Italian board is English's mirror image: the same text names other squares.
  const Position italian = *parse_fen(variant("italian"), "W:W21-24:B9").position;
  const Position english = *parse_fen(variant("english"), "W:W21-24:B9").position;
  CHECK(italian.pieces(White) == english.pieces(White));  // a whole row, mirrored onto itself
  CHECK(italian.pieces(Black) == square_bb(square_of_number(variant("english"), 12)));
}

TEST_CASE("FEN: each wrong item is quoted as written, without its king's K", "[draughts][fen]") {
  CHECK(error_of("international", "W:W5-3:B40") == "'5-3' is not a range of square numbers");
  CHECK(error_of("russian", "W:We5-c3:B1") == "'e5-c3' is not a range of square numbers");
  CHECK(error_of("international", "W:W1-2-3:B40") == "'1-2-3' is not a square of the board");
  CHECK(error_of("international", "W:W31 -32:B1") == "'31 -32' is not a square of the board");
  CHECK(error_of("international", "W:WK 31:B1") == "' 31' is not a square of the board");
  CHECK(error_of("international", "W:W,31:B1") == "'' is not a square of the board");
  CHECK(error_of("international", "W:W31,K:B1") == "'' is not a square of the board");
  CHECK(error_of("international", "W:W31..") == "'31.' is not a square of the board");
  CHECK(error_of("international", "W:W31:B0") == "'0' is not a square of the board");
  CHECK(error_of("international", "W:W31:B1000000000001") == "'1000000000001' is not a square of the board");
  CHECK(error_of("international", "W:W31:W32") == "two fields for White");
  CHECK(error_of("international", "W:W31: Z1") == "field 'Z1' does not start with W or B");
  CHECK(error_of("international", "W:W31:") == "field '' does not start with W or B");
  CHECK(error_of("international", " X :W31") == "the side to move is 'X ', not W or B");
}

TEST_CASE("FEN: a man on his crowning row is refused unless the reader is told to take him", "[draughts][fen]") {
  const Variant& international = variant("international");
  CHECK(parse_fen(international, "B:W3:BK1,45").error == "a white man on 3, where it would have been crowned");
  CHECK(parse_fen(international, "B:WK3:B47").error == "a black man on 47, where it would have been crowned");
  const FenResult lenient = parse_fen(international, "B:W3:BK1,45", true);
  REQUIRE(lenient);
  CHECK(lenient.position->men(White) == square_bb(square_of_number(international, 3)));
}
