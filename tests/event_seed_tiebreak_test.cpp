// Seed 000's tie-break systems (the 1966 FIDE rulebook, Monterrey 1970:
// "Diversos sistemas de desempate", "Ajuste para juegos no jugados") on its
// own worked examples. The seed gives only each example player's games and
// his opponents' final scores, not the events: each example is rebuilt here
// as a small event in which the opponents reach those scores with games
// against players who play only that game ("fillers"), so that every number
// the seed prints comes out of the event, and nothing else is assumed.
#include <catch2/catch.hpp>

#include <string>
#include <tuple>
#include <vector>

#include "event/standings.h"
#include "event/tiebreak.h"
#include "event/trf.h"
#include "tests/program.h"
#include "tests/report.h"
#include "tests/scratch_dir.h"

using namespace arbiter::event;

namespace {

// An event built round by round; players are numbered as added (1, 2, ...).
class Builder {
 public:
  explicit Builder(int rounds) : rounds_(rounds) {}

  int player(const std::string& name) {
    Player p;
    p.start_rank = static_cast<int>(event_.players.size()) + 1;
    p.name = name;
    p.rounds.assign(rounds_, Round::unpaired(Kind::not_paired));
    event_.players.push_back(p);
    return p.start_rank;
  }
  // `white` scored `halves` (2 a win, 1 a draw, 0 a loss) against `black`.
  void game(int round, int white, int black, int halves) {
    const auto outcome = [](int h) { return h == 2 ? Outcome::win : h == 1 ? Outcome::draw : Outcome::loss; };
    at(white, round) = Round::game(black, Colour::white, outcome(halves));
    at(black, round) = Round::game(white, Colour::black, outcome(2 - halves));
  }
  void forfeit(int round, int winner, int loser) {
    at(winner, round) = Round::forfeit(loser, Colour::white, true);
    at(loser, round) = Round::forfeit(winner, Colour::black, false);
  }
  void unpaired(int round, int player, Kind kind) { at(player, round) = Round::unpaired(kind); }
  // Brings `player` to `halves` half points with games against new fillers
  // in his free rounds: wins first, then a draw, then losses.
  void score(int player, int halves) {
    int left = halves - event_.players[player - 1].half_points();
    for (int r = 1; r <= rounds_; ++r) {
      if (at(player, r).kind() != Kind::not_paired) continue;
      const int h = std::min(left, 2);
      game(r, player, this->player("Filler " + std::to_string(++fillers_)), h);
      left -= h;
    }
    REQUIRE(left == 0);
  }
  Event event() {
    event_.rounds = rounds_;
    event_.declared_type = EventType::swiss;
    return event_;
  }

 private:
  Round& at(int player, int round) { return event_.players[player - 1].rounds[round - 1]; }
  int rounds_, fillers_ = 0;
  Event event_;
};

// A tie-break's value for one player, in hundredths, under seed 000's rules.
std::int64_t value(const Event& e, int player, const std::string& tiebreak) {
  return *tiebreak_values(e, *parse_tiebreak(tiebreak), Rules::fide_1966)[player - 1];
}

// 1953 Southwest Open, 7 rounds. The seed's table (opponents by final place,
// the game, and the S-B points it gives):
//   Hudson (4th):     =5 2.5, =7 2.5, +8 5, +9 5, +10 4.5, -17 0, +30 3   S-B 22.5
//   Poliakoff (5th):  =1 3,   +2 6,  -3 0, =4 2.5, +10 4.5, +22 3.5, +43 1  S-B 20.5
// so the 1st and 2nd scored 6, the 4th to 9th 5, the 10th 4.5, the 22nd 3.5,
// the 30th 3, the 43rd 1. The 3rd's and 17th's scores are not printed: the
// Solkoff totals the seed gives (31.5 each) make them 5.5 and 4. The rounds
// are not printed either, but for the first (Hudson met the 30th, Poliakoff
// the 43rd); the others' order here is arbitrary and changes no total.
struct SouthwestOpen {
  Builder b{7};
  int hudson = b.player("Hudson, John A."), poliakoff = b.player("Poliakoff, Leon");
  Event event;
  SouthwestOpen() {
    // Round, the opponent's place, his final half points, and the half
    // points Hudson (then Poliakoff) scored against him.
    const std::vector<std::tuple<int, int, int, int>> hudsons = {
        {1, 30, 6, 2}, {2, 17, 8, 0}, {3, 8, 10, 2}, {4, 9, 10, 2}, {5, 10, 9, 2}, {6, 7, 10, 1}};
    const std::vector<std::tuple<int, int, int, int>> poliakoffs = {
        {1, 43, 2, 2}, {2, 22, 7, 2}, {4, 3, 11, 0}, {5, 2, 12, 2}, {6, 1, 12, 1}};
    std::vector<std::pair<int, int>> targets;
    int tenth = 0;
    for (auto [round, place, halves, h] : hudsons) {
      const int o = b.player("Place " + std::to_string(place));
      if (place == 10) tenth = o;
      b.game(round, hudson, o, h);
      targets.emplace_back(o, halves);
    }
    b.game(3, poliakoff, tenth, 2);  // the 10th lost to both
    for (auto [round, place, halves, h] : poliakoffs) {
      const int o = b.player("Place " + std::to_string(place));
      b.game(round, poliakoff, o, h);
      targets.emplace_back(o, halves);
    }
    b.game(7, hudson, poliakoff, 1);  // 4th and 5th drew
    for (auto [o, halves] : targets) b.score(o, halves);
    event = b.event();
  }
};

}  // namespace

TEST_CASE("seed tie-breaks: the 1953 Southwest Open, Hudson against Poliakoff", "[event][tiebreak][seed]") {
  const SouthwestOpen open;
  const Event& e = open.event;
  REQUIRE(e.players[open.hudson - 1].half_points() == 10);
  REQUIRE(e.players[open.poliakoff - 1].half_points() == 10);
  // "por puntos S-B, Hudson fue colocado en 4o. y Poliakoff en 5o.": 22.5 to 20.5.
  CHECK(value(e, open.hudson, "SB") == 2250);
  CHECK(value(e, open.poliakoff, "SB") == 2050);
  // "el desempate se decide en favor de Poliakoff por 24.5 contra 23.5".
  CHECK(value(e, open.hudson, "MEDIAN") == 2350);
  CHECK(value(e, open.poliakoff, "MEDIAN") == 2450);
  // "la puntuación Solkoff es igual para ambos: 31.5".
  CHECK(value(e, open.hudson, "SOLKOFF") == 3150);
  CHECK(value(e, open.poliakoff, "SOLKOFF") == 3150);
  // The seed's order of systems puts Poliakoff first; C.07's SB alone puts Hudson first.
  auto place_of = [&](const std::vector<Standing>& table, int player) {
    for (const Standing& s : table)
      if (s.player == player - 1) return s.rank;
    return 0;
  };
  const auto seed = standings(e, {*parse_tiebreak("MEDIAN"), *parse_tiebreak("SOLKOFF"), *parse_tiebreak("SB")},
                              Rules::fide_1966);
  CHECK(place_of(seed, open.poliakoff) < place_of(seed, open.hudson));
  const auto by_sb = standings(e, {*parse_tiebreak("SB")}, Rules::fide_2023);
  CHECK(place_of(by_sb, open.hudson) < place_of(by_sb, open.poliakoff));
}

TEST_CASE("seed tie-breaks: the 1954 US Open, Hastings' median and the adjusted scores of 84 and 104",
          "[event][tiebreak][seed]") {
  // 12 rounds. Player 84: "97 G. 103 G. 12 T. 22 G. 28 G. 4 P. 18 P. 33* P.",
  // then a default lost in round 9 and withdrawn (the three last rounds
  // "declarados perdidos"): 4.5 points, adjusted 6.5 (four unplayed games at
  // a half each). Player 104: "64 P. BYE 81 P. 76 P. 91 P. 92 P. 90 P. 107 P.
  // 97* G. 98 G. 93* P. 106 P.": 3 points (a game, the bye, a default),
  // adjusted 2.5. Keith Hastings, 7 points, met opponents of "8 7.5 7.5 7 7 6
  // 5 5 5 4.5 4" and 84, whom he beat by default ("84* G."): that one counts
  // 0, and with two cut at each end the median is 47. The seed's results for
  // Hastings ("16 P. 19 P. 20 T. 25 P. 35 G. 58 G. 72 G. 80 G. 86 G. 86 G. 96
  // P. 84* G.") add up to 7.5, not his 7, and print 86 twice: the second "86",
  // the opponent of 4.5, is taken here as a draw. The round of the default
  // between Hastings and 84 is the 9th, where 84's default is.
  Builder b(12);
  const int hastings = b.player("Hastings, Keith"), p84 = b.player("Player 84"), p104 = b.player("Player 104");
  // 84's first eight rounds; the first opponent plays no other game, so his
  // Solkoff is 84's adjusted score alone.
  const int halves84[] = {2, 2, 1, 2, 2, 0, 0, 0};
  int first_of_84 = 0;
  for (int r = 1; r <= 8; ++r) {
    const int o = b.player("Opponent " + std::to_string(r) + " of 84");
    if (r == 1) first_of_84 = o;
    b.game(r, p84, o, halves84[r - 1]);
  }
  b.forfeit(9, hastings, p84);
  for (int r = 10; r <= 12; ++r) b.unpaired(r, p84, Kind::zero_bye);
  // 104: a bye in round 2, a default won in 9, a game won in 10 (against a
  // player of no other game), a default lost in 11, the rest lost.
  int beaten_by_104 = 0;
  for (int r = 1; r <= 12; ++r) {
    if (r == 2) {
      b.unpaired(r, p104, Kind::pairing_bye);
      continue;
    }
    const int o = b.player("Opponent " + std::to_string(r) + " of 104");
    if (r == 9) b.forfeit(r, p104, o);
    else if (r == 11) b.forfeit(r, o, p104);
    else b.game(r, p104, o, r == 10 ? 2 : 0);
    if (r == 10) beaten_by_104 = o;
  }
  // Hastings' opponents: round, final halves, Hastings' halves.
  const std::vector<std::tuple<int, int, int>> opponents = {{1, 16, 0},  {2, 15, 0},  {3, 15, 1},  {4, 14, 0},
                                                            {5, 14, 2},  {6, 12, 2},  {7, 10, 2},  {8, 10, 2},
                                                            {10, 10, 2}, {11, 9, 1}, {12, 8, 0}};
  std::vector<std::pair<int, int>> targets;
  for (auto [round, halves, h] : opponents) {
    const int o = b.player("Opponent " + std::to_string(round) + " of Hastings");
    b.game(round, hastings, o, h);
    targets.emplace_back(o, halves);
  }
  for (auto [o, halves] : targets) b.score(o, halves);
  const Event e = b.event();

  CHECK(e.players[p84 - 1].half_points() == 9);
  CHECK(value(e, first_of_84, "SOLKOFF") == 650);  // "una puntuación AJUSTADA de 6 1/2"
  CHECK(e.players[p104 - 1].half_points() == 6);
  CHECK(value(e, beaten_by_104, "SOLKOFF") == 250);  // "una PUNTUACION AJUSTADA de 2 y 1/2"
  CHECK(e.players[hastings - 1].half_points() == 14);
  CHECK(value(e, hastings, "MEDIAN") == 4700);
}

TEST_CASE("seed tie-breaks: a player withdrawn after four of seven rounds", "[event][tiebreak][seed]") {
  // "uno de los jugadores se retiró después de haber jugado 4, en las que
  // obtuvo 2.5 puntos": lost to an opponent of 4, drew with one of 4, beat one
  // of 3.5 and one of 1.5; his three rounds not played count opponents of no
  // points, and with the highest and lowest cut his median is 9.
  Builder b(7);
  const int withdrawn = b.player("Withdrawn");
  const std::vector<std::tuple<int, int, int>> games = {{1, 8, 0}, {2, 8, 1}, {3, 7, 2}, {4, 3, 2}};
  std::vector<std::pair<int, int>> targets;
  for (auto [round, halves, h] : games) {
    const int o = b.player("Opponent " + std::to_string(round));
    b.game(round, withdrawn, o, h);
    targets.emplace_back(o, halves);
  }
  for (auto [o, halves] : targets) b.score(o, halves);
  const Event e = b.event();
  CHECK(e.players[withdrawn - 1].half_points() == 5);
  CHECK(value(e, withdrawn, "MEDIAN") == 900);
}

TEST_CASE("seed tie-breaks: event --rules fide-1966 ranks by them and names the seed's sections",
          "[event][tiebreak][seed][cli]") {
  const SouthwestOpen open;
  ScratchDir dir;
  const std::string path = dir.write("southwest.trf", write_trf(open.event));
  const ProgramRun run = run_program(arbiter_command("event --rules fide-1966 --format jsonl " + path));
  const Record event = records_of_kind(run.out, "event").at(0);
  REQUIRE(event["tiebreak_rules"].size() == 3);
  CHECK(event["tiebreak_rules"][0]["name"] == "MEDIAN");
  CHECK(std::string(event["tiebreak_rules"][0]["article"]).find("El sistema mediano de Harkness") !=
        std::string::npos);
  CHECK(std::string(event["tiebreak_rules"][2]["article"]).find("Sonnenborn-Berger") != std::string::npos);
  int hudson = 0, poliakoff = 0;
  for (const Record& s : records_of_kind(run.out, "standing")) {
    if (s["player"] == "Hudson, John A.") {
      hudson = s["rank"];
      CHECK(s["tiebreaks"]["MEDIAN"] == 23.5);
      CHECK(s["tiebreaks"]["SB"] == 22.5);
    }
    if (s["player"] == "Poliakoff, Leon") {
      poliakoff = s["rank"];
      CHECK(s["tiebreaks"]["MEDIAN"] == 24.5);
      CHECK(s["tiebreaks"]["SOLKOFF"] == 31.5);
    }
  }
  CHECK(poliakoff > 0);
  CHECK(poliakoff < hudson);
  const ProgramRun text = run_program(arbiter_command("event --rules fide-1966 " + path));
  CHECK(text.out.find("MEDIAN (Harkness median; FIDE 1966 rulebook, Swiss system, rule IX") != std::string::npos);
}
