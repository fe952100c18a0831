// `arbiter event` on PGN games: events built from tags, against standings
// worked out by hand for small events and against counts taken straight from
// the text of real TWIC weeks.
#include <catch2/catch.hpp>
#include <map>
#include <regex>
#include <set>
#include <string>

#include "event/pgn_event.h"
#include "tests/corpus.h"
#include "tests/program.h"
#include "tests/report.h"
#include "tests/scratch_dir.h"

namespace {

std::string game(const std::string& round, const std::string& white, const std::string& black,
                 const std::string& result, const std::string& extra = "") {
  return "[Event \"Hand Made\"]\n[Site \"Here\"]\n[Date \"2024.05.01\"]\n[Round \"" + round + "\"]\n[White \"" + white +
         "\"]\n[Black \"" + black + "\"]\n[Result \"" + result + "\"]\n" + extra + "\n1. e4 e5 " + result + "\n\n";
}

Record standing_named(const std::string& jsonl, const std::string& name) {
  for (Record& r : records_of_kind(jsonl, "standing"))
    if (r["player"] == name) return r;
  FAIL("no standing for " << name);
  return {};
}

// A 4-player round robin, Berger's pairings, players written three ways.
// By hand: Anna 2.5 (beat Dora and Carl, drew Bert), Bert 1.5 (three draws),
// Carl 1.5 (drew Bert, beat Dora), Dora 0.5. Bert and Carl drew, so direct
// encounter leaves them tied; Bert's Sonneborn-Berger 0.75 + 1.25 + 0.25 =
// 2.25 (draws with Carl, Anna, Dora) beats Carl's 0.75 + 0.5 = 1.25, so Bert
// is second.
const std::string RoundRobin =
    game("1.1", "Alpha, Anna", "Delta, Dora", "1-0", "[WhiteElo \"2400\"]\n[BlackElo \"2100\"]\n") +
    game("1.2", "Beta, Bert", "Gamma, Carl", "1/2-1/2", "[WhiteElo \"2300\"]\n[BlackElo \"2200\"]\n") +
    game("2.1", "Delta, Dora", "Gamma, Carl", "0-1", "[WhiteElo \"2110\"]\n[BlackElo \"2200\"]\n") +
    game("2.2", "Anna Alpha", "Bert Beta", "1/2-1/2", "[WhiteElo \"2400\"]\n[BlackElo \"2300\"]\n") +
    game("3.1", "BETA,  Bert", "Delta, Dora", "1/2-1/2") + game("3.2", "Gamma, Carl", "\u00c1lpha, Anna", "0-1");

}  // namespace

TEST_CASE("event pgn: names folded for case, accents, spacing and word order", "[event]") {
  using arbiter::event::player_key;
  CHECK(player_key("Carlsen, Magnus") == "carlsen magnus");
  CHECK(player_key("Magnus  CARLSEN") == player_key("Carlsen, Magnus"));
  CHECK(player_key("C\u00e1rlsen,Magnus") == player_key("Carlsen, Magnus"));
  CHECK(player_key("\u0141ukasz Ci\u0119\u017cki") == "ciezki lukasz");
  CHECK(player_key("Carlsen, M.") != player_key("Carlsen, Magnus"));
  CHECK(player_key("\u041a\u0430\u0440\u043b\u0441\u0435\u043d") == "\u041a\u0430\u0440\u043b\u0441\u0435\u043d");
}

TEST_CASE("event pgn: a 4-player round robin ranked as worked out by hand", "[event][cli]") {
  ScratchDir dir;
  const std::string path = dir.write("rr.pgn", RoundRobin);
  const ProgramRun run = run_program(arbiter_command("event --format jsonl " + path));
  CHECK(run.status == 0);  // aliases and a rating change are info
  const Record event = records_of_kind(run.out, "event").at(0);
  CHECK(event["type"] == "round robin");
  CHECK(event["players"] == 4);
  CHECK(event["rounds"] == 3);
  CHECK(event["games"] == 6);
  CHECK(event["absent_rounds"] == 0);
  const Record anna = standing_named(run.out, "Alpha, Anna");
  CHECK(anna["points"] == 2.5);
  CHECK(anna["rank"] == 1);
  CHECK(anna["start_rank"] == 1);
  CHECK(anna["rating"] == 2400);
  const Record bert = standing_named(run.out, "Beta, Bert");
  const Record carl = standing_named(run.out, "Gamma, Carl");
  CHECK(bert["points"] == 1.5);
  CHECK(carl["points"] == 1.5);
  CHECK(bert["tiebreaks"]["SB"] == 2.25);
  CHECK(carl["tiebreaks"]["SB"] == 1.25);
  CHECK(bert["rank"] == 2);
  CHECK(carl["rank"] == 3);
  const Record dora = standing_named(run.out, "Delta, Dora");
  CHECK(dora["points"] == 0.5);
  CHECK(dora["rating"] == 2100);  // the first rating given, not the later 2110
  CHECK(dora["rounds"][0] == Record::parse(R"({"round":1,"opponent":1,"colour":"black","result":"0"})"));
  // "Anna Alpha", "Bert Beta", "BETA,  Bert" and "Álpha, Anna" are the same
  // players. Each game is 10 lines and its rating lines: game 4 is at line 37.
  const auto aliases = records_of_kind(run.out, "event_player_alias");
  REQUIRE(aliases.size() == 4);
  CHECK(aliases[0]["token"] == "Anna Alpha");
  CHECK(aliases[1]["token"] == "Bert Beta");
  CHECK(aliases[0]["game"] == 4);
  CHECK(aliases[0]["line"] == 37);
  CHECK(aliases[0]["severity"] == "info");
  const auto changes = records_of_kind(run.out, "event_rating_change");
  REQUIRE(changes.size() == 1);
  CHECK(changes[0]["token"] == "2110");
  // Declared a Swiss, the same games take the Swiss defaults.
  const ProgramRun swiss = run_program(arbiter_command("event --format jsonl --type swiss " + path));
  CHECK(records_of_kind(swiss.out, "event").at(0)["type"] == "Swiss");
  CHECK(standing_named(swiss.out, "Beta, Bert")["tiebreaks"].contains("BH/C1"));
}

// A 5-player Swiss of 3 rounds, one player out each round, with a forfeit, an
// unfinished game, a game with no round and a game given twice. By hand, with
// absences as zero: Anna 1 + 0.5 + 1 (no round) = 2.5, Eve 0.5 + 1 = 1.5,
// Bert 1, Dora 1 (the forfeit), Carl 0; six decided games, six points.
const std::string Swiss = game("1", "Anna", "Bert", "1-0", "[WhiteElo \"2000\"]\n[BlackElo \"1900\"]\n") +
                          game("1", "Carl", "Dora", "0-1",
                               "[WhiteElo \"1800\"]\n[BlackElo \"1700\"]\n[Termination \"White forfeits\"]\n") +
                          game("2", "Eve", "Anna", "1/2-1/2", "[WhiteElo \"1600\"]\n") + game("2", "Bert", "Dora", "1-0") +
                          game("3", "Dora", "Eve", "0-1") + game("3", "Carl", "Bert", "*") + game("?", "Anna", "Carl", "1-0") +
                          game("1", "Anna", "Bert", "1-0");

TEST_CASE("event pgn: a Swiss with absences, a forfeit and broken records", "[event][cli]") {
  ScratchDir dir;
  const std::string path = dir.write("swiss.pgn", Swiss);
  const ProgramRun run = run_program(arbiter_command("event --format jsonl " + path));
  CHECK(run.status == 1);  // the unfinished game, the missing round and the duplicate are warnings
  const Record event = records_of_kind(run.out, "event").at(0);
  CHECK(event["type"] == "Swiss");
  CHECK(event["players"] == 5);
  CHECK(event["absent_rounds"] == 3);
  CHECK(event["absent_as"] == "zero");
  CHECK(event["unrounded_games"] == 1);
  CHECK(standing_named(run.out, "Anna")["points"] == 2.5);
  CHECK(standing_named(run.out, "Eve")["points"] == 1.5);
  CHECK(standing_named(run.out, "Bert")["points"] == 1.0);
  CHECK(standing_named(run.out, "Carl")["points"] == 0.0);
  const Record dora = standing_named(run.out, "Dora");
  CHECK(dora["points"] == 1.0);
  CHECK(dora["rounds"][0] == Record::parse(R"({"round":1,"opponent":3,"colour":"black","result":"+"})"));
  CHECK(standing_named(run.out, "Eve")["rounds"][0]["result"] == nullptr);  // absent, counted as nothing
  CHECK(standing_named(run.out, "Carl")["rounds"][2]["result"] == nullptr);  // the unfinished game
  CHECK(records_of_kind(run.out, "event_unfinished").size() == 1);
  const auto no_round = records_of_kind(run.out, "event_no_round");
  REQUIRE(no_round.size() == 1);
  CHECK(no_round[0]["token"] == "?");
  CHECK(no_round[0]["game"] == 7);
  CHECK(no_round[0]["line"] == 67);
  const auto duplicate = records_of_kind(run.out, "event_duplicate_game");
  REQUIRE(duplicate.size() == 1);
  CHECK(duplicate[0]["game"] == 8);
  CHECK(records_of_kind(run.out, "event_double_booking").empty());

  // Absences as full-point byes: a point more for each of Eve, Carl, Anna.
  const ProgramRun byes = run_program(arbiter_command("event --format jsonl --absent-as bye-full " + path));
  CHECK(standing_named(byes.out, "Anna")["points"] == 3.5);
  CHECK(standing_named(byes.out, "Carl")["points"] == 1.0);
  CHECK(standing_named(byes.out, "Eve")["rounds"][0]["result"] == "F");
  const ProgramRun text = run_program(arbiter_command("event --absent-as bye-half " + path));
  CHECK(text.out.find("3 player round(s) with no game, of unknown kind (PGN has no byes), counted as bye-half") !=
        std::string::npos);
  CHECK(text.out.find(path + ":67: warning: game 7:") != std::string::npos);

  // Bert in a second game of round 1 is booked twice: an error, named once.
  const std::string twice = dir.write("twice.pgn", Swiss + game("1", "Bert", "Eve", "1-0"));
  const ProgramRun booked = run_program(arbiter_command("event --format jsonl " + twice));
  CHECK(booked.status == 1);
  const auto bookings = records_of_kind(booked.out, "event_double_booking");
  REQUIRE(bookings.size() == 1);
  CHECK(bookings[0]["severity"] == "error");
  CHECK(bookings[0]["game"] == 9);
  CHECK(standing_named(booked.out, "Bert")["points"] == 2.0);  // counted for points all the same

  // A game without a Black, or with one player on both sides, is said and
  // left out: no nameless player, no one playing himself.
  const std::string nameless =
      dir.write("nameless.pgn", Swiss + game("2", "Carl", "", "1-0") + game("3", "Anna", "ANNA", "1-0"));
  const ProgramRun unnamed = run_program(arbiter_command("event --format jsonl " + nameless));
  CHECK(records_of_kind(unnamed.out, "event_no_players").size() == 2);
  CHECK(records_of_kind(unnamed.out, "event").at(0)["players"] == 5);
  CHECK(standing_named(unnamed.out, "Anna")["points"] == 2.5);

  // From standard input, gzip-compressed, the same standings.
  const ProgramRun piped = run_program("gzip -c " + path + " | " + arbiter_command("event --format jsonl -"));
  CHECK(records_of_kind(piped.out, "standing") == records_of_kind(run.out, "standing"));
  CHECK(records_of_kind(piped.out, "event_no_round").at(0)["file"] == "-");

  // One event, whatever the tags say.
  const std::string other = dir.write("other.pgn", std::regex_replace(RoundRobin, std::regex("Hand Made"), "Other"));
  CHECK(records_of_kind(run_program(arbiter_command("event --format jsonl " + path + " " + other)).out, "event").size() ==
        2);
  CHECK(records_of_kind(run_program(arbiter_command("event --format jsonl --one-event " + path + " " + other)).out,
                        "event")
            .size() == 1);
}

// What the text of a real TWIC week says, read line by line: each event's
// decided games, keyed as the command keys events (Event, Site, year).
std::map<std::string, int> decided_games_by_event(const std::string& text) {
  std::map<std::string, int> decided;
  std::smatch m;
  std::string event, site, year;
  const std::regex tag(R"re(^\[(\w+) "(.*)"\]\s*$)re");
  size_t at = 0;
  while (at < text.size()) {
    size_t end = text.find('\n', at);
    if (end == std::string::npos) end = text.size();
    const std::string line = text.substr(at, end - at);
    at = end + 1;
    if (!std::regex_match(line, m, tag)) continue;
    if (m[1] == "Event") event = m[2];
    if (m[1] == "Site") site = m[2];
    if (m[1] == "Date") year = m[2].str().substr(0, 4);
    if (m[1] == "Result") decided[event + "|" + site + "|" + year] += m[2] != "*";
  }
  return decided;
}

TEST_CASE("event pgn: a TWIC week's events add up", "[event][cli][corpus]") {
  const std::string path = corpus_path("masters/twic/twic0920.pgn");
  const std::map<std::string, int> decided = decided_games_by_event(read_file(path));
  const ProgramRun run = run_program(arbiter_command("event --format jsonl " + path));
  const auto events = records_of_kind(run.out, "event");
  // twic0920 (June 2012) has 25 events by name, site and year, among them the
  // Cez Trophy match Svidler - Navara (4 games, 3-1) and the 10-player
  // round robins of the Metropolitan IM and Hotel El Aguila.
  CHECK(events.size() == decided.size());
  CHECK(events.size() == 25);
  double points = 0;
  for (const Record& s : records_of_kind(run.out, "standing")) points += s["points"].get<double>();
  int games = 0;
  for (const auto& [key, n] : decided) games += n;
  CHECK(points == games);  // every decided game gives out one point, no more, no less
  CHECK(records_of_kind(run.out, "event_double_booking").empty());
  CHECK(records_of_kind(run.out, "event_duplicate_game").empty());
  CHECK(standing_named(run.out, "Svidler,P")["points"] == 3.0);
  CHECK(standing_named(run.out, "Navara,D")["points"] == 1.0);
  int round_robins = 0;
  for (const Record& e : events) {
    round_robins += e["type"] == "round robin" && e["players"] == 10 && e["games"] == 45;
    // The Cez Trophy is a match: the same two players every round, no rematch.
    if (e["name"] == "Cez Trophy 2012") CHECK(e["type"] == "match");
  }
  CHECK(round_robins >= 2);
  CHECK(records_of_kind(run.out, "event_rematch").empty());
}

TEST_CASE("event pgn: a TWIC week's record errors are found, its knockout is not one", "[event][cli][corpus]") {
  const std::string path = corpus_path("masters/pgn4web/twic944.pgn");
  const ProgramRun run = run_program(arbiter_command("event --format jsonl " + path));
  const auto bookings = records_of_kind(run.out, "event_double_booking");
  // Pavlodar Open 2012 gives Round "2" to the games of 2 December, which were
  // round 3 (round 2 was played on 1 December): Artemiev - Grigoryan is the
  // second round-2 game of each.
  bool pavlodar = false;
  for (const Record& b : bookings) pavlodar |= b["game"] == 1376 && b["line"] == 33685 && b["token"] == "2";
  CHECK(pavlodar);
  // The Russia Cup Final is a knockout of two-game matches ("1.1", "1.2"):
  // its second games are match games, not double bookings.
  // Its rounds pair 16, 8, 4 and 2 players: a knockout, recognised from the
  // pairings, whatever its colours; a Swiss or a round robin it is not.
  int knockouts = 0;
  for (const Record& e : records_of_kind(run.out, "event"))
    if (e["name"] == "Russia Cup Final 2012") {
      CHECK(e["match_games"].get<int>() > 0);
      CHECK(e["type"] == "knockout");
      CHECK(e["players"] == 16);
      ++knockouts;
    }
  CHECK(knockouts == 1);
  for (const Record& c : records_of_kind(run.out, "event_colour"))
    CHECK(c["event"].get<std::string>() != "Russia Cup Final 2012");
  for (const Record& b : bookings) CHECK(b["message"].get<std::string>().find("Jakovenko") == std::string::npos);
}

TEST_CASE("event pgn: Linares 2002, a double round robin of seven, as published", "[event][cli][corpus]") {
  // The published final table: Kasparov 8 of 12, Ponomariov 6.5, Adams, Anand
  // and Ivanchuk 6, Vallejo 5, Shirov 4.5. With seven players each sits out
  // two of the fourteen rounds (the Berger table's rest), counted as nothing.
  const ProgramRun run =
      run_program(arbiter_command("event --format jsonl " + corpus_path("masters/chesslib/linares_2002.pgn")));
  CHECK(run.status == 0);
  const Record event = records_of_kind(run.out, "event").at(0);
  CHECK(event["type"] == "round robin");
  CHECK(event["rounds"] == 14);
  CHECK(event["games"] == 42);
  CHECK(event["absent_rounds"] == 14);
  const Record kasparov = standing_named(run.out, "Kasparov, Garri");
  CHECK(kasparov["points"] == 8.0);
  CHECK(kasparov["rank"] == 1);
  CHECK(standing_named(run.out, "Ponomariov, Ruslan")["points"] == 6.5);
  CHECK(standing_named(run.out, "Adams, Michael")["points"] == 6.0);
  CHECK(standing_named(run.out, "Anand, Viswanathan")["points"] == 6.0);
  CHECK(standing_named(run.out, "Ivanchuk, Vassily")["points"] == 6.0);
  CHECK(standing_named(run.out, "Vallejo Pons, Francisco")["points"] == 5.0);
  CHECK(standing_named(run.out, "Shirov, Alexei")["points"] == 4.5);
}

TEST_CASE("event pgn: a Swiss rematch is found in PGN, a forfeited pairing played again is not", "[event][cli]") {
  // Four players, three rounds, four of the six pairs met: a Swiss. Alpha and
  // Beta play in rounds 1 and 3; Gamma and Delta were paired in round 1 but
  // the game was forfeited (no play, C.04.1 b), so their round-3 game is none.
  ScratchDir dir;
  const std::string path =
      dir.write("swiss.pgn", game("1", "Alpha", "Beta", "1-0") +
                                 game("1", "Gamma", "Delta", "1-0", "[Termination \"forfeit\"]\n") +
                                 game("2", "Gamma", "Alpha", "1/2-1/2") + game("2", "Beta", "Delta", "1-0") +
                                 game("3", "Beta", "Alpha", "0-1") + game("3", "Delta", "Gamma", "0-1"));
  const ProgramRun run = run_program(arbiter_command("event --format jsonl " + path));
  CHECK(run.status == 1);
  CHECK(records_of_kind(run.out, "event").at(0)["type"] == "Swiss");
  const auto rematches = records_of_kind(run.out, "event_rematch");
  REQUIRE(rematches.size() == 1);
  CHECK(rematches[0]["severity"] == "error");
  CHECK(rematches[0]["event"] == "Hand Made");
  CHECK(rematches[0]["round"] == 3);
  CHECK(rematches[0]["message"] == "Alpha (1) and Beta (2) meet again in round 3, after round 1");
  CHECK(records_of_kind(run.out, "event_colour").empty());
  CHECK(records_of_kind(run.out, "event_bye").empty());
}

TEST_CASE("event pgn: Linares 2002 meets once per cycle, twice in all", "[event][cli][corpus]") {
  const std::string path = corpus_path("masters/chesslib/linares_2002.pgn");
  const ProgramRun run = run_program(arbiter_command("event --format jsonl " + path));
  CHECK(records_of_kind(run.out, "event_rematch").empty());
  // Taken as a Swiss, each of its 7 * 6 / 2 = 21 pairs meets a second time.
  const ProgramRun swiss = run_program(arbiter_command("event --format jsonl --type swiss " + path));
  CHECK(records_of_kind(swiss.out, "event_rematch").size() == 21);
}

TEST_CASE("event pgn: TWIC weeks' pairing findings", "[event][cli][corpus]") {
  // twic0920: none. Paleros Open's Nikolaidis has black in rounds 7, 8 and 9,
  // but the week holds none of his games of rounds 1-3: with them he may have
  // been a topscorer in the final round (C.04.3 A.7), so nothing is said.
  const ProgramRun week =
      run_program(arbiter_command("event --format jsonl " + corpus_path("masters/twic/twic0920.pgn")));
  for (const char* kind : {"event_rematch", "event_colour", "event_bye"})
    CHECK(records_of_kind(week.out, kind).empty());
  // twic944: no rematch; 35 colour warnings, 33 of them in two team
  // championships (TCh-SLO, TCh-CZE: colours go by board there, not by C.04.1)
  // and two in the 4th OCF Thanksgiving (a US Swiss): Wilkens with white in
  // rounds 2, 3 and 4, Rice with black in rounds 3, 4 and 5.
  const ProgramRun other =
      run_program(arbiter_command("event --format jsonl " + corpus_path("masters/pgn4web/twic944.pgn")));
  CHECK(records_of_kind(other.out, "event_rematch").empty());
  const auto colours = records_of_kind(other.out, "event_colour");
  CHECK(colours.size() == 35);
  int team = 0;
  for (const Record& c : colours) team += c["event"].get<std::string>().find("TCh-") != std::string::npos;
  CHECK(team == 33);
}

TEST_CASE("event pgn: games kept in a temporary file give the same events, byte for byte", "[event][cli][corpus]") {
  // Two TWIC weeks and a team event: a few thousand games of dozens of events, interleaved.
  std::string files;
  for (const char* f : {"masters/twic/twic0920.pgn", "masters/pgn4web/twic944.pgn", "masters/pgn4web/euroteams2011.pgn"})
    files += " " + corpus_path(f);
  const ProgramRun held = run_program(arbiter_command("event --format jsonl" + files));
  const ProgramRun spilled = run_program(arbiter_command("event --format jsonl --memory-budget 0" + files));
  REQUIRE(records_of_kind(held.out, "event").size() > 40);
  CHECK(spilled.status == held.status);
  CHECK(spilled.out == held.out);
  // With nowhere to write, the command warns where it tried, and loses nothing.
  ScratchDir dir;
  const ProgramRun nowhere =
      run_program("TMPDIR=/nonexistent/arbiter-tmp " + std::string(ARBITER_BIN) + " event --format jsonl " +
                  "--memory-budget 0" + files + " 2>" + dir.path("err"));
  CHECK(nowhere.status == held.status);
  CHECK(nowhere.out == held.out);
  CHECK(read_file(dir.path("err")).find("/nonexistent/arbiter-tmp") != std::string::npos);
}

TEST_CASE("event pgn: a draughts round of the Dutch championship, scored 2-1-0 as PDN writes it", "[event][cli][corpus]") {
  // NK 2009, round 12 (the PDN standard's test suite): 7 games, two won 2-0
  // (Meijer over Meurs, Zweerink over Luteijn), five drawn 1-1.
  const std::string path = corpus_path("draughts/pdn-standard/succeed/090417ronde12.pdn");
  const ProgramRun run = run_program(arbiter_command("event --format jsonl " + path));
  const auto events = records_of_kind(run.out, "event");
  REQUIRE(events.size() == 1);
  CHECK(events[0]["points_per_win"] == 2);
  CHECK(events[0]["games"] == 7);
  double points = 0;
  for (const Record& s : records_of_kind(run.out, "standing")) points += s["points"].get<double>();
  CHECK(points == 14);  // two points a game, however it ended
  CHECK(standing_named(run.out, "Hein Meijer")["points"] == 2);
  CHECK(standing_named(run.out, "Pim Meurs")["points"] == 0);
  CHECK(standing_named(run.out, "Roel Boomstra")["points"] == 1);
  CHECK(records_of_kind(run.out, "event_unfinished").empty());  // 2-0 and 1-1 are results
  // FIDE's TRF has no 2-1-0 scoring: refused, not written wrong.
  CHECK(run_program(arbiter_command("event --format trf " + path)).status == 2);
}

TEST_CASE("event pgn: a draughts result the board contradicts, with --verdicts", "[event][cli]") {
  // International draughts: White's 28x19 takes Black's last piece, so
  // White has won (FMJD: a player with no piece loses), recorded 0-2.
  ScratchDir dir;
  const std::string pdn = dir.write(
      "open.pdn",
      "[Event \"Test Open\"]\n[Round \"1\"]\n[White \"Anna\"]\n[Black \"Bert\"]\n[GameType \"20\"]\n[SetUp \"1\"]\n"
      "[FEN \"W:W28:B23\"]\n[Result \"0-2\"]\n1. 28x19 0-2\n\n"
      "[Event \"Test Open\"]\n[Round \"1\"]\n[White \"Carl\"]\n[Black \"Dora\"]\n[Result \"1-1\"]\n"
      "1. 32-28 19-23 1-1\n\n");
  const ProgramRun run = run_program(arbiter_command("event --format jsonl --verdicts " + pdn));
  CHECK(run.status == 1);
  const auto conflicts = records_of_kind(run.out, "event_result_conflict");
  REQUIRE(conflicts.size() == 1);
  CHECK(conflicts[0]["candidates"][0] == "2-0");
  CHECK(conflicts[0]["rule"].get<std::string>().find("FMJD") != std::string::npos);
  const auto places = records_of_kind(run.out, "board_places");
  REQUIRE(places.size() == 1);
  CHECK(places[0]["changes"][0]["player"] == "Anna");
  CHECK(places[0]["changes"][0]["board_points"] == 2);
}

namespace {

// Linares 2002 with LF line ends (the file has CRLF), for the tests that cut games out of it.
std::string linares_lf() {
  std::string text = read_file(corpus_path("masters/chesslib/linares_2002.pgn"));
  std::erase(text, '\r');
  return text;
}

// The first game of `text` ("[Event " at its start up to the next one).
std::string first_game(const std::string& text) {
  const size_t next = text.find("\n[Event ", 1);
  return text.substr(0, next == std::string::npos ? text.size() : next + 1);
}

std::string with_round(std::string game, const std::string& round) {
  const size_t at = game.find("[Round \"");
  REQUIRE(at != std::string::npos);
  return game.replace(at, game.find('\n', at) - at, "[Round \"" + round + "\"]");
}

// The published Linares 2002 table (see the test above).
void linares_as_published(const std::string& jsonl) {
  CHECK(standing_named(jsonl, "Kasparov, Garri")["points"] == 8.0);
  CHECK(standing_named(jsonl, "Ponomariov, Ruslan")["points"] == 6.5);
  CHECK(standing_named(jsonl, "Ivanchuk, Vassily")["points"] == 6.0);
  CHECK(standing_named(jsonl, "Shirov, Alexei")["points"] == 4.5);
}

}  // namespace

TEST_CASE("event pgn: a game copied into a round where its players meet again is a duplicate, wherever it stands",
          "[event][cli][corpus]") {
  // Linares 2002 is a double round robin: Ponomariov and Ivanchuk meet in
  // round 1 (game 1, 1-0) and in round 8. Their round-1 game copied into
  // round 8, after the real round-8 game or before it, is one game twice:
  // counted once, the table as published.
  const std::string original = linares_lf();
  const std::string copy = with_round(first_game(original), "8");
  ScratchDir dir;
  for (const bool before : {false, true}) {
    INFO((before ? "the copy before the real round-8 game" : "the copy at the end"));
    const size_t round8 = original.find("[Round \"8\"]\n[White \"Ivanchuk, Vassily\"]\n[Black \"Ponomariov, Ruslan\"]");
    REQUIRE(round8 != std::string::npos);
    const size_t game8 = original.rfind("[Event ", round8);
    const std::string text = before ? original.substr(0, game8) + copy + "\n" + original.substr(game8)
                                    : original + "\n" + copy;
    const std::string path = dir.write("linares_copy.pgn", text);
    const ProgramRun run = run_program(arbiter_command("event --format jsonl " + path));
    const auto duplicates = records_of_kind(run.out, "event_duplicate_game");
    REQUIRE(duplicates.size() == 1);
    const Record& d = duplicates[0];
    CHECK(d["severity"] == "warning");
    const size_t copy_line = size_t(std::count(text.begin(), text.begin() + text.find(copy, 1), '\n')) + 1;
    CHECK(d["line"] == copy_line);  // the copy is named, not the game it repeats
    const std::string message = d["message"];
    CHECK((message.starts_with("Ponomariov, Ruslan and Ivanchuk, Vassily have two games in round 8") ||
           message.starts_with("Ivanchuk, Vassily and Ponomariov, Ruslan have two games in round 8")));
    CHECK(d["message"].get<std::string>().find("(round 1)") != std::string::npos);
    CHECK(records_of_kind(run.out, "event_double_booking").empty());
    CHECK(records_of_kind(run.out, "event").at(0)["games"] == 42);
    linares_as_published(run.out);
  }
}

TEST_CASE("event pgn: two games of one pair under one Round tag are a double booking; a mini-match's are not",
          "[event][cli][corpus]") {
  // The round-8 pair given a second game under Round "8" with other moves
  // (those of the event's second game).
  const std::string original = linares_lf();
  const std::string second = first_game(original.substr(original.find("\n[Event ", 1) + 1));
  std::string other = with_round(first_game(original), "8");
  other = other.substr(0, other.find("\n\n") + 2) + second.substr(second.find("\n\n") + 2);
  ScratchDir dir;
  const std::string path = dir.write("linares_twice.pgn", original + "\n" + other);
  const ProgramRun run = run_program(arbiter_command("event --format jsonl " + path));
  CHECK(run.status == 1);
  const auto doubles = records_of_kind(run.out, "event_double_booking");
  REQUIRE(doubles.size() == 1);
  CHECK(doubles[0]["severity"] == "error");
  CHECK(doubles[0]["token"] == "8");
  CHECK(doubles[0]["message"].get<std::string>().starts_with(
      "Ponomariov, Ruslan and Ivanchuk, Vassily have two games in round 8, both with Round \"8\""));
  CHECK(doubles[0]["message"].get<std::string>().find("in a round robin a pair meets once a round") !=
        std::string::npos);
  CHECK(records_of_kind(run.out, "event_duplicate_game").empty());
  // Lausanne's Young Masters 2004 was played in mini-matches, their games
  // "1.1", "1.2", "1.3": no pair is booked twice there. (The file's blitz
  // events give every game Round "1": their double bookings are of one
  // player against several opponents.)
  const ProgramRun carlsen =
      run_program(arbiter_command("event --format jsonl " + corpus_path("masters/players/Carlsen.pgn")));
  for (const Record& r : records_of_kind(carlsen.out, "event_double_booking"))
    CHECK(r["message"].get<std::string>().find("have two games") == std::string::npos);
}

TEST_CASE("event pgn: a Swiss rematch copied into its round is found twice over", "[event][cli]") {
  // As issue #32 tried it: Alpha and Beta meet in rounds 1 and 3 of a Swiss,
  // and their round-1 game is copied into round 3 too. The rematch is one
  // finding, the copy another.
  const auto with_moves = [](std::string game_text, const std::string& moves) {
    const size_t at = game_text.find("1. e4 e5 ");
    return game_text.replace(at, 9, moves + " ");
  };
  const std::string round1 = with_moves(game("1", "Alpha", "Beta", "1-0"), "1. d4 d5 2. c4");
  ScratchDir dir;
  const std::string path =
      dir.write("swiss.pgn", round1 + with_moves(game("1", "Gamma", "Delta", "1-0", "[Termination \"forfeit\"]\n"), "1. c4") +
                                 with_moves(game("2", "Gamma", "Alpha", "1/2-1/2"), "1. Nf3") +
                                 with_moves(game("2", "Beta", "Delta", "1-0"), "1. b3") +
                                 with_moves(game("3", "Beta", "Alpha", "0-1"), "1. g3") +
                                 with_moves(game("3", "Delta", "Gamma", "0-1"), "1. f4") +
                                 with_moves(game("3", "Alpha", "Beta", "1-0"), "1. d4 d5 2. c4"));
  const ProgramRun run = run_program(arbiter_command("event --format jsonl " + path));
  CHECK(run.status == 1);
  CHECK(records_of_kind(run.out, "event").at(0)["type"] == "Swiss");
  CHECK(records_of_kind(run.out, "event_rematch").size() == 1);
  const auto duplicates = records_of_kind(run.out, "event_duplicate_game");
  REQUIRE(duplicates.size() == 1);
  CHECK(duplicates[0]["game"] == 7);
  // The copy is not counted: Alpha 2.5 (1, 0.5, 1), Beta 1 (0, 1, 0).
  CHECK(standing_named(run.out, "Alpha")["points"] == 2.5);
  CHECK(standing_named(run.out, "Beta")["points"] == 1.0);
  // Given other moves, the same second game is a double booking.
  dir.write("swiss.pgn", read_file(path).substr(0, read_file(path).rfind("[Event ")) +
                             with_moves(game("3", "Alpha", "Beta", "1-0"), "1. e3"));
  const ProgramRun other = run_program(arbiter_command("event --format jsonl " + path));
  CHECK(records_of_kind(other.out, "event_double_booking").size() == 1);
  CHECK(records_of_kind(other.out, "event_rematch").size() == 1);
  CHECK(records_of_kind(other.out, "event_duplicate_game").empty());
}
