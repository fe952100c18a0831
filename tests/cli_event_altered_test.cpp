// `arbiter event` on real events with one game altered, the real record being
// the truth. --verdicts: where the board gives a result other than the Result
// tag, the game is named (event_result_conflict) with the places that change
// if the board's verdict stands; a game rescored wrongly must come back to
// what was played, and the standings to the ones published. event_berger: a
// real round robin paired by the Berger tables, its colours swapped in one
// game, departs from them in that game's round and row only.
#include <catch2/catch.hpp>
#include <map>
#include <string>

#include "tests/corpus.h"
#include "tests/program.h"
#include "tests/report.h"
#include "tests/scratch_dir.h"

namespace {

// `text` with the first `from` at or after `at` replaced by `to`.
std::string replaced(std::string text, size_t at, const std::string& from, const std::string& to) {
  const size_t found = text.find(from, at);
  REQUIRE(found != std::string::npos);
  return text.replace(found, from.size(), to);
}

// The 0-based offset of the n-th game ("[Event " at a line's start) of `text`.
size_t game_start(const std::string& text, int n) {
  size_t at = 0;
  for (int seen = 0;; ++at) {
    at = text.find("[Event ", at);
    REQUIRE(at != std::string::npos);
    if ((at == 0 || text[at - 1] == '\n') && ++seen == n) return at;
  }
}

}  // namespace

TEST_CASE("event verdicts: Linares 2002 with Adams' mate of Ponomariov recorded as a loss", "[event][cli][corpus]") {
  // Game 6 of the file, round 2, Adams - Ponomariov, ends 76. Rh6# 1-0. The
  // copy records it 0-1 in the tag and the movetext: Ponomariov 7.5, Adams 5.
  const std::string original = read_file(corpus_path("masters/chesslib/linares_2002.pgn"));
  const size_t sixth = game_start(original, 6);
  std::string wrong = replaced(original, sixth, "[Result \"1-0\"]", "[Result \"0-1\"]");
  wrong = replaced(wrong, wrong.find("76. Rh6#", sixth), "1-0", "0-1");
  ScratchDir dir;
  const std::string path = dir.write("linares_wrong.pgn", wrong);

  // Without --verdicts only the tags are read: no conflict, the wrong points.
  const ProgramRun tags_only = run_program(arbiter_command("event --format jsonl " + path));
  CHECK(records_of_kind(tags_only.out, "event_result_conflict").empty());
  CHECK(records_of_kind(tags_only.out, "board_places").empty());

  const ProgramRun run = run_program(arbiter_command("event --verdicts --format jsonl " + path));
  CHECK(run.status == 1);
  const auto conflicts = records_of_kind(run.out, "event_result_conflict");
  REQUIRE(conflicts.size() == 1);
  const Record& c = conflicts[0];
  CHECK(c["severity"] == "error");
  CHECK(c["file"] == path);
  CHECK(c["game"] == 6);
  CHECK(c["line"] == 421);  // its [Event tag
  CHECK(c["token"] == "0-1");
  CHECK(c["candidates"] == Record::array({"1-0"}));
  CHECK(c["rule"] == "FIDE 2023 5.1.1");
  const std::string message = c["message"];
  CHECK(message.starts_with("round 2: Adams, Michael - Ponomariov, Ruslan: "));
  CHECK(message.find("by checkmate: 1-0 (result_mismatch, FIDE 2023 5.1.1)") != std::string::npos);
  CHECK(message.ends_with("the standings count the recorded 0-1, the board gives 1-0"));

  // As recorded: Ponomariov 7.5, Adams 5.0.
  std::map<std::string, Record> recorded;
  for (Record& s : records_of_kind(run.out, "standing")) recorded[s["player"]] = s;
  CHECK(recorded["Ponomariov, Ruslan"]["points"] == 7.5);
  CHECK(recorded["Adams, Michael"]["points"] == 5.0);

  // With the board's verdict the table is the published one (Kasparov 8,
  // Ponomariov 6.5, Adams, Anand and Ivanchuk 6, Vallejo 5, Shirov 4.5),
  // ranked as the true file ranks it: each change's board place and points
  // are the true file's, and everyone left out keeps his place and points.
  const ProgramRun truth =
      run_program(arbiter_command("event --format jsonl " + corpus_path("masters/chesslib/linares_2002.pgn")));
  std::map<std::string, Record> published;
  for (Record& s : records_of_kind(truth.out, "standing")) published[s["player"]] = s;
  const auto places = records_of_kind(run.out, "board_places");
  REQUIRE(places.size() == 1);
  CHECK(places[0]["games"] == 1);
  std::map<std::string, Record> changed;
  for (const Record& change : places[0]["changes"]) changed[change["player"]] = change;
  CHECK(changed.size() == 5);  // all but Kasparov and Shirov move
  for (const auto& [name, standing] : recorded) {
    INFO(name);
    if (const auto it = changed.find(name); it != changed.end()) {
      CHECK(it->second["rank"] == standing["rank"]);
      CHECK(it->second["points"] == standing["points"]);
      CHECK(it->second["board_rank"] == published[name]["rank"]);
      CHECK(it->second["board_points"] == published[name]["points"]);
    } else {
      CHECK(standing["rank"] == published[name]["rank"]);
      CHECK(standing["points"] == published[name]["points"]);
    }
  }
  CHECK(changed["Adams, Michael"]["board_points"] == 6.0);
  CHECK(changed["Ponomariov, Ruslan"]["board_points"] == 6.5);

  // The crosstable says so in a few lines.
  const ProgramRun text = run_program(arbiter_command("event --verdicts " + path));
  CHECK(text.out.find("If the board's verdicts stand (1 game(s), event_result_conflict below), the places change:\n") !=
        std::string::npos);
  CHECK(text.out.find("Adams, Michael (5.0 -> 6.0 points)") != std::string::npos);
}

TEST_CASE("event verdicts: a flag fall against a bare king scored as a win is a draw (6.9)", "[event][cli][corpus]") {
  // Lichess October 2021, game 53: White's flag fell with Black's king bare
  // (8/8/4K3/2k5/3R4/8/8/8 w), scored 1/2-1/2 as 6.9 says. Rescored 0-1, the
  // board gives the draw back; the game has no round, so only points move.
  const arbiter::GameChunk chunk = split_games(corpus_path("online/lichess/lichess_db_sample_2021-10_kdave.pgn"));
  std::string game(chunk.game(52).text);
  game = replaced(game, 0, "[Result \"1/2-1/2\"]", "[Result \"0-1\"]");
  game = replaced(game, game.rfind("1/2-1/2"), "1/2-1/2", "0-1");
  ScratchDir dir;
  const ProgramRun run = run_program(arbiter_command("event --verdicts --format jsonl " + dir.write("g53.pgn", game)));
  const auto conflicts = records_of_kind(run.out, "event_result_conflict");
  REQUIRE(conflicts.size() == 1);
  CHECK(conflicts[0]["candidates"] == Record::array({"1/2-1/2"}));
  CHECK(conflicts[0]["rule"] == "FIDE 2023 6.9");
  CHECK(std::string(conflicts[0]["message"]).find("(timeout_should_be_draw, FIDE 2023 6.9)") != std::string::npos);
  const auto places = records_of_kind(run.out, "board_places");
  REQUIRE(places.size() == 1);
  for (const Record& change : places[0]["changes"]) {
    CHECK(change["board_points"] == 0.5);
    CHECK(change["points"] != 0.5);
  }
  CHECK(places[0]["changes"].size() == 2);
}

TEST_CASE("event berger: Linares 2002 follows the Berger tables; a game's colours swapped departs",
          "[event][cli][corpus]") {
  // Seven players, two cycles: the Berger table for 8, the rest against the
  // dummy, the second cycle's colours reversed. From PGN the pairing numbers
  // are found from the pairings: Adams 1, Ponomariov 2 (they met in round 2,
  // the table's row 4, 1-2).
  const std::string path = corpus_path("masters/chesslib/linares_2002.pgn");
  const std::string original = read_file(path);
  CHECK(records_of_kind(run_program(arbiter_command("event --format jsonl " + path)).out, "event_berger").empty());
  const size_t sixth = game_start(original, 6);
  std::string swapped = replaced(original, sixth, "[White \"Adams, Michael\"]", "[White \"Ponomariov, Ruslan\"]");
  swapped = replaced(swapped, sixth, "[Black \"Ponomariov, Ruslan\"]", "[Black \"Adams, Michael\"]");
  ScratchDir dir;
  const ProgramRun run =
      run_program(arbiter_command("event --format jsonl " + dir.write("linares_swapped.pgn", swapped)));
  const auto found = records_of_kind(run.out, "event_berger");
  REQUIRE(found.size() == 1);
  CHECK(found[0]["severity"] == "warning");
  CHECK(found[0]["round"] == 2);
  CHECK(found[0]["message"] ==
        "not as round 2 of the Berger table for 8 players pairs: row 4 (1-2: 1 (Adams, Michael) played 2 "
        "(Ponomariov, Ruslan) with Black, 2 (Ponomariov, Ruslan) played 1 (Adams, Michael) with White)");
}

TEST_CASE("event berger: TWIC 920's round robins follow the Berger tables", "[event][cli][corpus]") {
  // The 19th Metropolitan IM, Hotel El Aguila GM and Spring Wednesday
  // Knighter Masters (10 players, 9 rounds) and the Baltija WGM Cup (6
  // players, two cycles) each fit the table under one numbering in every
  // round (checked by hand with an independent script).
  const ProgramRun run =
      run_program(arbiter_command("event --format jsonl " + corpus_path("masters/twic/twic0920.pgn")));
  CHECK(records_of_kind(run.out, "event_berger").empty());
}
