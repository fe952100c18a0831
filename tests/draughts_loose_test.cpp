// What real draughts files write loosely, and what the record leaves open
// (validate/draughts_replay.h): results written Black-first in English
// files, a blank inside a move in the seed's notation, Russian and Czech
// records that nothing tells apart, and the annotator's variations, each
// replayed from where it branches.
#include <catch2/catch.hpp>

#include <chrono>
#include <string>

#include "tests/findings.h"
#include "validate/draughts_replay.h"

using namespace arbiter;

namespace {

GameRecord checked(const std::string& text) {
  GameRecord record;
  check_draughts_game(GameText{text}, record);
  return record;
}

}  // namespace

TEST_CASE("a result written Black-first is read when a note names the winner, never against the board",
          "[draughts][result]") {
  // Tricks_traps_and_shots.pdn (the PDN standard's suite) writes each of its
  // 34 results after a note that names the winner Black-first: "{white
  // wins} 0-1". Its first example, as printed:
  const GameRecord tts = checked(
      "[Event \"TTS Example 1\"]\n[Setup \"1\"]\n[FEN \"W:W32,27,24,22:B20,15,10,7\"]\n1. 27-23 20x27 2. 23-18 "
      "{white wins immediately by executing a \"double exposure slip\"} 27-31 3. 18x2 10-14 4. 2-6 31-26 5. 6-9 "
      "{white wins} 0-1");
  CHECK(tts.variant == "english");
  REQUIRE(count(tts, Kind::nonstandard_notation) == 1);
  const Finding& told = *first(tts, Kind::nonstandard_notation);
  CHECK(told.severity == Severity::info);
  CHECK(told.message == "the result 0-1 is written Black-first (the first mover's score first): the note 'white wins' "
                        "names white the winner; read as 1-0");
  // A position with no move left: 1...6x15 takes White's last man, so Black
  // has won (English rules; PDN 3.0 writes that 0-1).
  const std::string decided = "[GameType \"21\"]\n[FEN \"B:W10:B6\"]\n1. 6x15 ";
  // Black-first, with a note saying so: read, told once, no mismatch.
  const GameRecord noted = checked(decided + "{black wins} 1-0");
  CHECK(count(noted, Kind::nonstandard_notation) == 1);
  CHECK(count(noted, Kind::result_mismatch) == 0);
  // Without the note the board alone cannot tell a Black-first result from
  // a wrong one: the mismatch stands, saying what would explain it.
  const GameRecord bare = checked(decided + "1-0");
  REQUIRE(count(bare, Kind::result_mismatch) == 1);
  CHECK(first(bare, Kind::result_mismatch)->message ==
        "white has no pieces left and has lost, but the result is 1-0; read Black-first, as some English files "
        "write results, it would fit, but nothing in the record says it is written so");
  CHECK(count(bare, Kind::nonstandard_notation) == 0);
  // A note that agrees with the PDN reading against the board hides nothing.
  CHECK(count(checked(decided + "{White wins} 1-0"), Kind::result_mismatch) == 1);
  // Where White moves first (International) a result is never Black-first.
  CHECK(count(checked("[GameType \"20\"]\n1. 32-28 {black wins} 1-0"), Kind::nonstandard_notation) == 0);
}

TEST_CASE("Russian or Czech: the capture law the record keeps, else said to be undecided", "[draughts][variant]") {
  const auto detected = [](const std::string& text) {
    const GameRecord r = checked(text);
    REQUIRE(count(r, Kind::notation_detected) == 1);
    return std::make_pair(r.variant, first(r, Kind::notation_detected)->message);
  };
  // Quiet moves are lawful under every 8x8 algebraic variant's rules.
  const auto [quiet, quiet_says] = detected("1. c3-d4 f6-e5 *");
  CHECK(quiet == "russian");
  CHECK_THAT(quiet_says, Catch::Contains("brazilian, czech draughts replay it as far") &&
                             Catch::Contains("the record does not tell them apart, and russian is only the first in "
                                             "GameType order"));
  // The man on b6 takes c7 and stops on d8, crowned: Czech rules (the man
  // stays one during the capture, and takes forward only); a Russian man
  // would go on as a king, a Brazilian one backwards, over e7.
  const auto [crowned, crowned_says] = detected("[FEN \"W:Wb6:Bc7,e7,h2\"]\n1. b6:d8 *");
  CHECK(crowned == "czech");
  CHECK_THAT(crowned_says, !Catch::Contains("tell them apart"));
  // The man on c3 takes d4 while the king on h2 could take g3: Czech law
  // puts the king's capture first, so Czech is out; Russian's free capture
  // and Brazilian's "most pieces" (one each) both allow it.
  const auto [man, man_says] = detected("[FEN \"W:Wc3,Kh2:Bd4,g3,a7\"]\n1. c3:e5 *");
  CHECK(man == "russian");
  CHECK_THAT(man_says, Catch::Contains("czech 0") && Catch::Contains("brazilian draughts replays it as far"));
}

TEST_CASE("recognition: a king's long move stops the short-king variants only", "[draughts][variant]") {
  // A black king on 1 goes to 10 over 6, no capture possible for either
  // side: the five 8x8 variants numbered as English are replayed as one
  // while that holds, and English, whose kings step one square, stops
  // there; the flying-king variants play on to the end.
  const GameRecord r = checked("[FEN \"B:W32:BK1\"]\n1. 1-10 32-27 2. 10-15 *");
  REQUIRE(count(r, Kind::notation_detected) == 1);
  CHECK(r.variant == "pool");
  CHECK_THAT(first(r, Kind::notation_detected)->message,
             Catch::Contains("it replays 3 of the 3 moves (other variants: international 0, english 0, italian 0, "
                             "spanish 1, russian 3, brazilian 3, portuguese 1, czech 3)"));
}

TEST_CASE("a blank inside a move is rejoined and told once, in the seed's notation and PDN", "[draughts][reader]") {
  // "1- 6" and "1 -6", as PDN's reader rejoins the first.
  const GameRecord r = checked("1.10-14, 22- 19; 2.11 -15, 19x10; 3.05x14, [1/2]");
  CHECK(r.variant == "spanish");
  CHECK(count(r, Kind::parse_error) == 0);
  CHECK(draughts_move_texts(r) == std::vector<std::string>{"10-14", "22-19", "11-15", "19x10", "5x14"});
  REQUIRE(count(r, Kind::nonstandard_notation) == 1);
  CHECK(first(r, Kind::nonstandard_notation)->message == "a blank inside the move, read as 22-19");
  // The first move too: the record is still recognised as the seed's.
  const GameRecord opening = checked("1.09- 13, 24-20;");
  CHECK(opening.variant == "spanish");
  CHECK(opening.draughts_moves.size() == 2);
  // PDN's reader takes the 19 of "19 -23" for a move number: rejoined too.
  const GameRecord pdn = checked("[GameType \"20\"]\n1. 32-28 19 -23 2. 28x19 *");
  CHECK(count(pdn, Kind::parse_error) == 0);
  CHECK(draughts_move_texts(pdn) == std::vector<std::string>{"32-28", "19-23", "28x19"});
  REQUIRE(count(pdn, Kind::nonstandard_notation) == 1);
  CHECK(first(pdn, Kind::nonstandard_notation)->token == "19-23");
}

TEST_CASE("variations are replayed from where they branch, their findings marked, the main line's unchanged",
          "[draughts][variation]") {
  // Meijer v Meurs's opening (succeed/090417ronde12.pdn) with an
  // annotator's lines: 2...22-27 3.32x21 16x27 4.31x22 is sound; inside it
  // 3.32-28 goes to White's own man, and 4.32-28 starts from a square
  // 3.32x21 left; a NAG PDN's grammar refuses ends its line's reading, and
  // "(!?!!!)" (succeed/movestrength.pdn) holds no move.
  const std::string line =
      "[Event \"x\"]\n1. 33-28 18-22 (1... 19-23 2. 28x19 14x23 $902 3. 1-2) 2. 38-33 12-18 (2... 22-27 3. 32x21 "
      "(3. 32-28) 16x27 4. 31x22 (4. 32-28 17x28)) 3. 34-29 (!?!!!) 19-23 4. 28x19 14x34 5. 40x29 *";
  const GameRecord r = checked(line);
  CHECK(r.draughts_moves.size() == 9);
  CHECK(r.outcome == "*");
  CHECK_FALSE(r.unparseable);
  std::vector<const Finding*> illegal;
  for (const Finding& f : r.findings)
    if (f.kind == Kind::illegal_move) illegal.push_back(&f);
  REQUIRE(illegal.size() == 2);
  CHECK(illegal[0]->token == "32-28");
  CHECK(illegal[0]->in_variation);
  CHECK(illegal[0]->ply == 5);
  CHECK(illegal[0]->move_number == 3);
  CHECK(illegal[0]->message == "illegal move — square 28 is occupied");
  CHECK(illegal[1]->ply == 7);
  CHECK(illegal[1]->move_number == 4);
  CHECK(illegal[1]->in_variation);
  CHECK_THAT(illegal[1]->message, Catch::StartsWith("illegal move — no white piece on 32: the square is empty"));
  // The same game without its variations: the same main-line verdict.
  const GameRecord plain = checked(
      "[Event \"x\"]\n1. 33-28 18-22 2. 38-33 12-18 3. 34-29 19-23 4. 28x19 14x34 5. 40x29 *");
  CHECK(draughts_move_texts(plain) == draughts_move_texts(r));
  CHECK(draughts_final_fen(plain) == draughts_final_fen(r));
}

TEST_CASE("each '(' is one variation, however a broken text makes lines run past their ')'", "[draughts][variation]") {
  // A '%' right after '(' starts an escape line when the variation is read
  // on its own (its text begins a line there) but not when the line around
  // it passes over it: so each "(%)" line's reading runs on into the lines
  // after it and meets their '(' again. Taken every time, n such lines made
  // 2^n readings (fuzz_draughts_game found it as a timeout; 22 lines took
  // 2.6 s, these 26 about 40 s); each '(' is one variation, read once.
  std::string text = "[GameType \"20\"]\n1. 32-28 ";
  for (int i = 0; i < 26; ++i) text += "(%)\n19-23\n";
  text += "*\n";
  const auto start = std::chrono::steady_clock::now();
  const GameRecord r = checked(text);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  CHECK(seconds < 2);  // milliseconds, even under the sanitizers
  CHECK(r.draughts_moves.size() == 2);  // the main line: 32-28 19-23, then White has no man on 19
}
