// The Berger tables against the ones printed in seed 000 (the 1966 FIDE
// rulebook, "Tabla para 9 y 10 participantes" and the others near its end;
// FIDE C.05 Annex 1 prints the same tables), and event_berger on events
// paired by them, on events that depart from them, and on FIDE's round-robin
// exercise file.
#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <vector>

#include "event/berger.h"
#include "event/trf.h"
#include "tests/corpus.h"

using namespace arbiter::event;

namespace {

// A table as the seed prints it: one line per table row, the rounds across,
// "white-black" each. Copied from the seed's OCR text with its damage put
// right where the row's pattern leaves no doubt: "1—-2" for 1—2 and "5 1" for
// 5—1 (8 and 10 players), "11—9." for 11—9 (14 players); the seed's dashes
// are written '-' here.
using Table = std::vector<std::vector<BergerPair>>;  // [round][row]

Table seed_table(const std::vector<std::string>& rows) {
  Table table;
  for (size_t row = 0; row < rows.size(); ++row) {
    std::istringstream in(rows[row]);
    std::string pair;
    for (size_t round = 0; in >> pair; ++round) {
      if (table.size() <= round) table.resize(round + 1);
      const size_t dash = pair.find('-');
      table[round].push_back({std::stoi(pair.substr(0, dash)), std::stoi(pair.substr(dash + 1))});
    }
  }
  return table;
}

const Table Seed4 = seed_table({"1-4 4-3 2-4", "2-3 1-2 3-1"});
const Table Seed6 = seed_table({"1-6 6-4 2-6 6-5 3-6", "2-5 5-3 3-1 1-4 4-2", "3-4 1-2 4-5 2-3 5-1"});
const Table Seed8 = seed_table({"1-8 8-5 2-8 8-6 3-8 8-7 4-8", "2-7 6-4 3-1 7-5 4-2 1-6 5-3",
                                "3-6 7-3 4-7 1-4 5-1 2-5 6-2", "4-5 1-2 5-6 2-3 6-7 3-4 7-1"});
const Table Seed10 = seed_table({"1-10 10-6 2-10 10-7 3-10 10-8 4-10 10-9 5-10", "2-9 7-5 3-1 8-6 4-2 9-7 5-3 1-8 6-4",
                                 "3-8 8-4 4-9 9-5 5-1 1-6 6-2 2-7 7-3", "4-7 9-3 5-8 1-4 6-9 2-5 7-1 3-6 8-2",
                                 "5-6 1-2 6-7 2-3 7-8 3-4 8-9 4-5 9-1"});
const Table Seed14 = seed_table({
    "1-14 14-8 2-14 14-9 3-14 14-10 4-14 14-11 5-14 14-12 6-14 14-13 7-14",
    "2-13 9-7 3-1 10-8 4-2 11-9 5-3 12-10 6-4 13-11 7-5 1-12 8-6",
    "3-12 10-6 4-13 11-7 5-1 12-8 6-2 13-9 7-3 1-10 8-4 2-11 9-5",
    "4-11 11-5 5-12 12-6 6-13 13-7 7-1 1-8 8-2 2-9 9-3 3-10 10-4",
    "5-10 12-4 6-11 13-5 7-12 1-6 8-13 2-7 9-1 3-8 10-2 4-9 11-3",
    "6-9 13-3 7-10 1-4 8-11 2-5 9-12 3-6 10-13 4-7 11-1 5-8 12-2",
    "7-8 1-2 8-9 2-3 9-10 3-4 10-11 4-5 11-12 5-6 12-13 6-7 13-1",
});

// An event of `players` paired by `table`, round after round, every game a
// draw; whoever the table pairs with a number above `players` rests.
Event paired_by(const Table& table, int players) {
  Event e;
  for (int i = 1; i <= players; ++i) {
    Player p;
    p.start_rank = i;
    p.name = "P" + std::to_string(i);
    e.players.push_back(p);
  }
  for (const std::vector<BergerPair>& round : table) {
    for (Player& p : e.players) p.rounds.push_back(Round::unpaired(Kind::not_paired));
    for (const BergerPair& pair : round) {
      if (pair.white > players || pair.black > players) continue;
      e.players[pair.white - 1].rounds.back() = Round::game(pair.black, Colour::white, Outcome::draw);
      e.players[pair.black - 1].rounds.back() = Round::game(pair.white, Colour::black, Outcome::draw);
    }
  }
  e.rounds = e.rounds_played();
  e.declared_type = EventType::round_robin;
  return e;
}

Table reversed(Table t) {
  for (auto& round : t)
    for (BergerPair& p : round) std::swap(p.white, p.black);
  return t;
}

}  // namespace

TEST_CASE("berger: the tables are the seed's, for 4, 6, 8, 10 and 14 players", "[event][berger]") {
  for (const Table* seed : {&Seed4, &Seed6, &Seed8, &Seed10, &Seed14}) {
    const int n = static_cast<int>(seed->front().size()) * 2;
    REQUIRE(static_cast<int>(seed->size()) == n - 1);
    for (int r = 1; r < n; ++r) {
      INFO(n << " players, round " << r);
      CHECK(berger_round(n, r) == (*seed)[r - 1]);
    }
  }
  // An odd field takes the next table: 5 players, the 6-player table.
  CHECK(berger_round(5, 2) == Seed6[1]);
}

TEST_CASE("berger: events paired by the tables give no event_berger", "[event][berger]") {
  CHECK(berger_findings(paired_by(Seed10, 10)).empty());
  // 9 players: whoever meets 10 rests.
  CHECK(berger_findings(paired_by(Seed10, 9)).empty());
  // A double round robin of 4: the second cycle with colours reversed, and
  // the first cycle's last two rounds swapped, as C.05 Annex 1 recommends.
  Table twice = {Seed4[0], Seed4[2], Seed4[1]};
  for (const auto& round : reversed(Seed4)) twice.push_back(round);
  CHECK(berger_findings(paired_by(twice, 4)).empty());
}

TEST_CASE("berger: a departure names the round and the table row", "[event][berger]") {
  // 6 players; in round 4 rows 2 and 3 (1-4, 2-3) are paired 1-3 and 2-4.
  Table t = Seed6;
  t[3][1] = {1, 3};
  t[3][2] = {2, 4};
  std::vector<PairingFinding> found = berger_findings(paired_by(t, 6));
  REQUIRE(found.size() == 1);
  CHECK(found[0].kind == "event_berger");
  CHECK(found[0].severity == "warning");
  CHECK(found[0].round == 4);
  CHECK(found[0].player == 1);
  CHECK(found[0].message ==
        "not as round 4 of the Berger table for 6 players pairs: row 2 (1-4: 1 played 3 with White, 4 played 2 "
        "with Black); row 3 (2-3: 2 played 4 with White, 3 played 1 with Black)");
  CHECK(found[0].rule.starts_with("FIDE C.05 Annex 1"));
  // Colours alone: in round 2, 5-3 played as 3-5.
  t = Seed6;
  t[1][1] = {3, 5};
  found = berger_findings(paired_by(t, 6));
  REQUIRE(found.size() == 1);
  CHECK(found[0].round == 2);
  CHECK(found[0].message.find("row 2 (5-3: 5 played 3 with Black, 3 played 5 with White)") != std::string::npos);
  // The second cycle of a double round robin keeps the first's colours: every round departs.
  Table twice = Seed4;
  for (const auto& round : Seed4) twice.push_back(round);
  found = berger_findings(paired_by(twice, 4));
  REQUIRE(found.size() == 3);
  CHECK(found[0].round == 4);
  CHECK(found[0].message.starts_with("not as round 1 of the Berger table for 4 players (colours reversed) pairs"));
}

TEST_CASE("berger: FIDE's round-robin exercise is not paired by the Berger table", "[event][berger][corpus]") {
  // held_round_robin.trf, start ranks as pairing numbers. Round 1 is 1-5,
  // 2-6, 3-4 where the table has 1-6, 2-5, 3-4; round 4 is the table's
  // (6-5, 1-4, 2-3) but for its first row's colours (5 had White against 6,
  // a forfeit); rounds 2, 3 and 5 each depart in two rows.
  const TrfRead read = read_trf(read_file(corpus_path("events/fide-held-exercises/held_round_robin.trf")));
  REQUIRE(read.errors.empty());
  const std::vector<PairingFinding> found = berger_findings(read.event);
  REQUIRE(found.size() == 5);
  CHECK(found[0].message ==
        "not as round 1 of the Berger table for 6 players pairs: row 1 (1-6: 1 played 5 with White, 6 played 2 with "
        "Black); row 2 (2-5: 2 played 6 with White, 5 played 1 with Black)");
  CHECK(found[3].round == 4);
  CHECK(found[3].message ==
        "not as round 4 of the Berger table for 6 players pairs: row 1 (6-5: 6 played 5 with Black, 5 played 6 with "
        "White)");
  for (int r : {1, 2, 4})
    CHECK(found[r].message.find("row 1") != std::string::npos);
}
