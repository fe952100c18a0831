// Reading and writing FIDE TRF-16: the exercise files read into the model
// the standard's columns describe, write back byte for byte, and broken lines
// are errors with line and column while the rest of the file is still read.
#include <catch2/catch.hpp>

#include "event/trf.h"
#include "tests/corpus.h"

using namespace arbiter::event;

namespace {

std::string exercise(const std::string& file) { return read_file(corpus_path("events/fide-held-exercises/" + file)); }

// A round robin of three in TRF-16 columns; line 4 is player 2.
const std::string Three =
    "012 Three\n"
    "XXR 2\n"
    "001    1 m GM Able                              2500 NOR    12345678 1990/01/01  1.5    1     2 w 1     3 b =\n"
    "001    2 w    Baker                             2400 SWE           0 1991/02/03  0.0    3     1 b 0     0 - Z\n"
    "001    3 m    Cole                              2300 DEN           0 1992/03/04  1.0    2     0 - H     1 w =\n";

}  // namespace

TEST_CASE("event: TRF-16 001 fields read by column", "[event][trf]") {
  TrfRead read = read_trf(exercise("held_swiss_5.trf"));
  REQUIRE(read.errors.empty());
  const Event& e = read.event;
  CHECK(e.name == "FIDE C.07 2023 Tie-Break Exercises");
  CHECK(e.start_date == "2024-08-01");
  CHECK(e.rounds == 5);
  REQUIRE(e.players.size() == 16);
  const Player& david = *e.player(4);
  CHECK(david.name == "David");
  CHECK(david.rating == 2050);
  CHECK(david.federation == "NOR");
  CHECK(david.birth_date == "1990/01/01");
  CHECK(david.half_points() == 7);
  CHECK(david.declared_half_points == 7);
  CHECK(david.rounds[0] == Round::game(12, Colour::black, Outcome::win));
  CHECK(david.rounds[1] == Round::unpaired(Kind::half_bye));
  const Player& nick = *e.player(12);
  CHECK(nick.rounds[1].kind() == Kind::pairing_bye);
  CHECK(nick.rounds[2] == Round::forfeit(14, Colour::white, true));
  CHECK(nick.rounds[3].kind() == Kind::zero_bye);
  CHECK(e.type() == EventType::swiss);
  CHECK(read_trf(exercise("held_round_robin.trf")).event.type() == EventType::round_robin);
}

TEST_CASE("event: the exercise TRFs write back byte for byte and read back the same", "[event][trf]") {
  for (const char* file : {"held_swiss_5.trf", "held_swiss_9.trf", "held_round_robin.trf"}) {
    INFO(file);
    std::string text = exercise(file);
    TrfRead read = read_trf(text);
    REQUIRE(read.errors.empty());
    std::string written = write_trf(read.event);
    CHECK(written == text);
    CHECK(read_trf(written).event == read.event);
  }
  TrfRead three = read_trf(Three);
  REQUIRE(three.errors.empty());
  CHECK(three.event.player(1)->title == "GM");
  CHECK(three.event.player(1)->fide_id == "12345678");
  CHECK(three.event.player(2)->sex == 'w');
  CHECK(read_trf(write_trf(three.event)).event == three.event);
}

TEST_CASE("fuzz regression: a TRF's unknown records, empty or out of order, read back the same", "[event][trf][fuzz]") {
  // fuzz_trf found it: "X01" with nothing after it was not written back, and
  // records written in the order of their codes ("0XR" before "X01") read
  // back in another order than they were read.
  const std::string text = "012 Exercises\nX01\n0XR 5\n001    2 m    Bruno                   62 16\n";
  const TrfRead read = read_trf(text);
  const std::string written = write_trf(read.event);
  CHECK(written.find("\nX01\n") != std::string::npos);
  Event expected = read.event;  // the writer writes the points the results add up to
  for (Player& p : expected.players) p.declared_half_points = p.half_points();
  CHECK(read_trf(written).event == expected);
}

// Each finding as "kind line:column 'text'", one a line.
std::string findings(const TrfRead& read) {
  std::string out;
  for (const TrfError& e : read.errors)
    out += (out.empty() ? "" : "\n") + e.kind + " " + std::to_string(e.line) + ":" + std::to_string(e.column) + " '" +
           e.text + "'";
  return out;
}

TEST_CASE("event: a broken TRF line is an error at its column, the rest is read", "[event][trf]") {
  auto broken = [](int line, std::string_view from, std::string_view to) {
    std::string text = Three;
    size_t at = 0;
    for (int i = 1; i < line; ++i) at = text.find('\n', at) + 1;
    at = text.find(from, at);
    text.replace(at, from.size(), to);
    return read_trf(text);
  };
  SECTION("an unknown result code") {
    TrfRead read = broken(3, "3 b =", "3 b X");
    CHECK(findings(read) == "event_trf_syntax 3:109 'X'");
    CHECK(read.event.player(1)->rounds[1].kind() == Kind::not_paired);
    CHECK(read.event.player(3)->rounds[1] == Round::game(1, Colour::white, Outcome::draw));
  }
  SECTION("the rating shifted one column right") {
    TrfRead read = broken(4, "  2400 SWE", "   2400SWE");
    CHECK(findings(read).starts_with("event_trf_syntax 4:53 '0'"));
    CHECK(read.event.players.size() == 3);
  }
  SECTION("a bye that names an opponent") {
    TrfRead read = broken(5, "   0 - H", "   2 - H");
    CHECK(findings(read) == "event_trf_syntax 5:92 '   2 - H'");
    CHECK(read.event.player(3)->rounds[0].kind() == Kind::not_paired);
  }
  SECTION("an opponent who is not a player") {
    CHECK(findings(broken(3, "    2 w 1", "    9 w 1")) == "event_trf_syntax 3:92 '9'");
  }
  SECTION("a player paired with himself") {
    TrfRead read = broken(3, "    2 w 1", "    1 w 1");
    CHECK(findings(read) == "event_trf_syntax 3:92 '1'");
    CHECK(read.errors[0].message.find("paired with himself") != std::string::npos);
    CHECK(read.event.player(1)->rounds[0].kind() == Kind::not_paired);
  }
  SECTION("two lines that tell one game differently, reported once") {
    TrfRead read = broken(3, "    3 b =", "    3 b 1");  // player 3's line has the draw
    CHECK(findings(read) == "event_pairing_mismatch 3:102 '   3 b 1'");
    CHECK(read.errors[0].message == "round 2: player 1's line has this, player 3's line has '   1 w ='");
  }
  SECTION("both with White, reported from the lower starting rank's line") {
    CHECK(findings(broken(4, "    1 b 0", "    1 w 0")) == "event_pairing_mismatch 3:92 '   2 w 1'");
  }
  SECTION("a game that only one line has") {
    TrfRead read = broken(5, "   0 - H", "   2 b 1");
    CHECK(findings(read) == "event_pairing_mismatch 5:92 '   2 b 1'");
    CHECK(read.errors[0].message == "round 1: player 3's line has this, player 2's line has '   1 b 0'");
  }
  SECTION("a starting rank that is not a number: the line is left out, the others read") {
    TrfRead read = broken(4, "001    2 w", "001   x2 w");
    // Player 1's game against the missing player 2 says so too.
    CHECK(findings(read) == "event_trf_syntax 4:5 '  x2'\nevent_trf_syntax 3:92 '2'");
    CHECK(read.event.players.size() == 2);
  }
  SECTION("half points that are not halves") {
    CHECK(findings(broken(5, " 1.0", " 1.3")) == "event_trf_syntax 5:81 ' 1.3'");
  }
  SECTION("points that are not the sum of the results") {
    CHECK(findings(broken(5, " 1.0", " 1.5")) == "event_points_mismatch 5:81 '1.5'");
  }
}

TEST_CASE("event: hostile TRF input is errors, never a crash", "[event][trf]") {
  CHECK(read_trf("XXR 99999999999999999999\n").errors.size() == 1);
  CHECK(read_trf("001 99999999999999999999999\n").errors.size() >= 1);
  std::string junk;
  for (int i = 0; i < 4000; ++i) junk += static_cast<char>((i * 7919) % 256);
  for (const std::string& text : {junk, "001" + junk, Three + junk, std::string("001\n001 \n001    1\n")}) {
    TrfRead read = read_trf(text);
    std::string written = write_trf(read.event);
    CHECK(read_trf(written).event.players.size() == read.event.players.size());
  }
}

TEST_CASE("event: names in UTF-8 or any bytes are written in their columns", "[event][trf]") {
  // Found by fuzz_trf: fmt pads by display width, TRF counts bytes.
  for (std::string name : {"M\u00fcller", "\u0160ahovi\u0107", "Hel\xc0\x8c\x01"}) {
    TrfRead read = read_trf(Three);
    read.event.players[1].name = name;
    TrfRead again = read_trf(write_trf(read.event));
    INFO(name);
    CHECK(again.errors.empty());
    CHECK(again.event == read.event);
  }
}

TEST_CASE("event: a line without a three-character record code is an error", "[event][trf]") {
  TrfRead read = read_trf("ab\n01\n" + Three);
  REQUIRE(read.errors.size() == 2);
  CHECK(read.errors[0].line == 1);
  CHECK(read.errors[1].line == 2);
  CHECK(read.event.players.size() == 3);
  CHECK(read.event.other_records.empty());
}

TEST_CASE("event: TRF recognised by content", "[event][trf]") {
  CHECK(looks_like_trf(exercise("held_swiss_9.trf")));
  CHECK(looks_like_trf("\n001    1 m    A"));
  CHECK_FALSE(looks_like_trf("[Event \"x\"]\n"));
  CHECK_FALSE(looks_like_trf("1. e4 e5"));
  CHECK_FALSE(looks_like_trf(""));
}
