// `arbiter event TRF PGN...`: the PGN games matched to the TRF's pairings.
// The truth is FIDE's round-robin exercise file: its fifteen pairings are
// written out below as games, by hand from its 001 lines, and then broken on
// purpose one way each.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "tests/corpus.h"
#include "tests/program.h"
#include "tests/report.h"
#include "tests/scratch_dir.h"

namespace {

const std::string RoundRobin = corpus_path("events/fide-held-exercises/held_round_robin.trf");

struct Game {
  std::string round, white, black, result, extra = {};  // extra: tag lines after the others
};

// held_round_robin.trf's games, White first, as its 001 lines give them
// (Franck - Helene in round 4 was forfeited: Franck '-', Helene '+').
const std::vector<Game> Games = {
    {"1.1", "Alyx", "Franck", "1/2-1/2"},    {"1.2", "Bruno", "Helene", "1-0"},
    {"1.3", "Charline", "David", "1-0"},     {"2.1", "Alyx", "Bruno", "1-0"},
    {"2.2", "Helene", "Charline", "0-1"},    {"2.3", "Franck", "David", "1-0"},
    {"3.1", "Charline", "Alyx", "0-1"},      {"3.2", "Bruno", "Franck", "1-0"},
    {"3.3", "David", "Helene", "1/2-1/2"},   {"4.1", "Alyx", "David", "0-1"},
    {"4.2", "Bruno", "Charline", "1/2-1/2"}, {"4.3", "Franck", "Helene", "0-1", "[Termination \"forfeit\"]\n"},
    {"5.1", "Helene", "Alyx", "0-1"},        {"5.2", "David", "Bruno", "0-1"},
    {"5.3", "Charline", "Franck", "1-0"},
};

std::string pgn(const std::vector<Game>& games) {
  std::string out;
  for (const Game& g : games)
    out += "[Event \"Held exercises\"]\n[Round \"" + g.round + "\"]\n[White \"" + g.white + "\"]\n[Black \"" + g.black +
           "\"]\n[Result \"" + g.result + "\"]\n" + g.extra + "\n" + g.result + "\n\n";
  return out;
}

}  // namespace

TEST_CASE("event match: the exercise's own games agree with its TRF", "[event][cli]") {
  ScratchDir dir;
  std::vector<Game> games = Games;
  games[4].white = "HELENE";  // names are matched folded, as pgn_event folds them
  const std::string path = dir.write("games.pgn", pgn(games));
  const ProgramRun run = run_program(arbiter_command("event --format jsonl " + RoundRobin + " " + path));
  // The exercise's pairings depart from the Berger tables (event_berger, a
  // warning, exit 1); what matters here is that no game disagrees with them.
  CHECK(run.status == 1);
  CHECK(records_of_kind(run.out, "event_berger").size() == 5);
  CHECK(records_of_kind(run.out, "event_game_mismatch").empty());
  CHECK(records_of_kind(run.out, "event_missing_game").empty());
  // One event: the TRF's, the games matched to it rather than made an event of their own.
  CHECK(records_of_kind(run.out, "event").size() == 1);
  CHECK(summary_of(run.out)["events"] == 1);
}

TEST_CASE("event match: every disagreement with the TRF is a finding", "[event][cli]") {
  ScratchDir dir;
  std::vector<Game> games = Games;
  games[0].result = "1-0";                        // round 1: the TRF has Alyx - Franck drawn
  std::swap(games[3].white, games[3].black);      // round 2: the TRF has Alyx with white against Bruno
  games[11].extra.clear();                        // round 4: played over the board, the TRF says forfeited
  games.erase(games.begin() + 14);                // round 5: Charline - Franck left out
  games.push_back({"3.4", "Zed", "Yann", "1-0"});  // round 3: players the TRF does not have
  const std::string path = dir.write("games.pgn", pgn(games));
  const ProgramRun run = run_program(arbiter_command("event --format jsonl " + RoundRobin + " " + path));
  CHECK(run.status == 1);
  const std::vector<Record> mismatches = records_of_kind(run.out, "event_game_mismatch");
  REQUIRE(mismatches.size() == 4);
  for (const Record& m : mismatches) {
    CHECK(m["severity"] == "error");
    CHECK(m["game_file"] == path);
  }
  // In round order; each names the White player's 001 line and the round's column there.
  CHECK(mismatches[0]["round"] == 1);
  CHECK(mismatches[0]["player"] == 1);
  CHECK(mismatches[0]["line"] == 5);
  CHECK(mismatches[0]["column"] == 92);
  CHECK(mismatches[0]["game"] == 1);
  CHECK(mismatches[0]["message"] == "Alyx - Franck in round 1: the game says 1-0, the TRF '=' for White");
  CHECK(mismatches[1]["round"] == 2);
  CHECK(mismatches[1]["message"].get<std::string>().find("colours the other way round") != std::string::npos);
  CHECK(mismatches[2]["round"] == 3);
  CHECK(mismatches[2]["player"] == nullptr);
  CHECK(mismatches[2]["message"] == "Zed - Yann in round 3: the TRF has no player Zed");
  CHECK(mismatches[3]["round"] == 4);
  CHECK(mismatches[3]["message"] == "Franck - Helene in round 4: the game says 0-1, the TRF '-' for White");
  const std::vector<Record> missing = records_of_kind(run.out, "event_missing_game");
  REQUIRE(missing.size() == 1);
  CHECK(missing[0]["severity"] == "warning");
  CHECK(missing[0]["round"] == 5);
  CHECK(missing[0]["player"] == 3);
  CHECK(missing[0]["line"] == 7);  // Charline's 001 line
  CHECK(missing[0]["column"] == 132);
  CHECK(missing[0].count("game") == 0);
  // The standings are the TRF's: the games never change them.
  const Record alyx = records_of_kind(run.out, "standing").at(0);
  CHECK(alyx["player"] == "Alyx");
  CHECK(alyx["points"] == 3.5);
}

TEST_CASE("event match: with several TRFs, games go to the TRF of their event's name", "[event][cli]") {
  ScratchDir dir;
  std::string other = read_file(RoundRobin);
  other.replace(0, other.find('\n'), "012 Another Event");
  const std::string second = dir.write("other.trf", other);
  std::vector<Game> games = Games;
  games[0].result = "1-0";
  const std::string path = dir.write("games.pgn", pgn(games));
  // No TRF is called "Held exercises": the games are an event of their own, matched to neither.
  const std::string inputs = RoundRobin + " " + second + " " + path;
  const ProgramRun unnamed = run_program(arbiter_command("event --format jsonl " + inputs));
  CHECK(records_of_kind(unnamed.out, "event").size() == 3);
  CHECK(records_of_kind(unnamed.out, "event_game_mismatch").empty());
  other.replace(0, other.find('\n'), "012 Held exercises");
  dir.write("other.trf", other);
  const ProgramRun named = run_program(arbiter_command("event --format jsonl " + inputs));
  CHECK(records_of_kind(named.out, "event").size() == 2);
  const std::vector<Record> mismatches = records_of_kind(named.out, "event_game_mismatch");
  REQUIRE(mismatches.size() == 1);
  CHECK(mismatches[0]["file"] == second);
}

TEST_CASE("event match: a FIDE id both sides have decides, whatever the names", "[event][cli]") {
  ScratchDir dir;
  std::string trf = read_file(RoundRobin);
  const size_t alyx = trf.find("001    1");
  trf.replace(alyx + 57, 11, "   12345678");  // columns 58-68 of Alyx's line
  const std::string path = dir.write("ids.trf", trf);
  std::vector<Game> games = Games;
  games[0].white = "Smith, Alyx";  // another spelling, the same id
  games[0].extra = "[WhiteFideId \"12345678\"]\n";
  const ProgramRun same =
      run_program(arbiter_command("event --format jsonl " + path + " " + dir.write("a.pgn", pgn(games))));
  CHECK(records_of_kind(same.out, "event_game_mismatch").empty());
  // The same name, another id: another player, in all five of the games
  // that the PGN gives this Alyx (her id, once given, is the name's).
  games[0].white = "Alyx";
  games[0].extra = "[WhiteFideId \"87654321\"]\n";
  const ProgramRun other =
      run_program(arbiter_command("event --format jsonl " + path + " " + dir.write("b.pgn", pgn(games))));
  const std::vector<Record> mismatches = records_of_kind(other.out, "event_game_mismatch");
  REQUIRE(mismatches.size() == 5);
  CHECK(mismatches[0]["message"] == "Alyx - Franck in round 1: the TRF has no player Alyx");
  for (const Record& m : mismatches) CHECK(m["message"].get<std::string>().ends_with("the TRF has no player Alyx"));
}
