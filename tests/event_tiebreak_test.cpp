// The FIDE tie-break exercises (IA Mario Held, "Exercises in Tie-Breaking",
// C.07-2023): every expected value under the 2023 rules and the 2026
// amendment, per player by starting rank, against what the event model
// computes from the exercises' TRF files.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "event/standings.h"
#include "event/tiebreak.h"
#include "event/trf.h"
#include "tests/corpus.h"

using namespace arbiter::event;

namespace {

const std::string Exercises = "events/fide-held-exercises/";

Event exercise_event(const std::string& file) {
  TrfRead read = read_trf(read_file(corpus_path(Exercises + file)));
  REQUIRE(read.errors.empty());
  return read.event;
}

// "12.60" -> 1260 hundredths; null -> no value.
Value hundredths(const nlohmann::json& expected) {
  if (expected.is_null()) return std::nullopt;
  std::string text = expected.get<std::string>();
  size_t dot = text.find('.');
  std::string fraction = dot == std::string::npos ? "" : text.substr(dot + 1);
  fraction.resize(2, '0');
  return std::stoll(text.substr(0, dot)) * 100 + std::stoll(fraction);
}

// Checks one exercise; true when every player's value is the paper's.
bool exercise_holds(const nlohmann::json& exercise, Rules rules) {
  Event event = exercise_event(exercise["file"]);
  std::string name = exercise["tiebreak"];
  bool holds = true;
  if (name == "DE (rank)") {
    std::vector<Standing> table = standings(event, {*parse_tiebreak("DE")}, rules);
    for (auto& [start_rank, rank] : exercise["expected"].items()) {
      auto row = std::find_if(table.begin(), table.end(), [&](const Standing& s) {
        return event.players[s.player].start_rank == std::stoi(start_rank);
      });
      INFO("exercise " << exercise["exercise"] << " DE rank of player " << start_rank);
      CHECK(row->rank == rank.get<int>());
      holds = holds && row->rank == rank.get<int>();
    }
    return holds;
  }
  std::optional<Tiebreak> tiebreak = parse_tiebreak(name);
  REQUIRE(tiebreak);
  std::vector<Value> values = tiebreak_values(event, *tiebreak, rules);
  for (auto& [start_rank, expected] : exercise["expected"].items()) {
    size_t i = 0;
    while (event.players[i].start_rank != std::stoi(start_rank)) ++i;
    INFO("exercise " << exercise["exercise"] << " " << name << " of player " << start_rank);
    CHECK(values[i] == hundredths(expected));
    holds = holds && values[i] == hundredths(expected);
  }
  return holds;
}

int exercises_holding(const char* edition, Rules rules) {
  nlohmann::json truth = nlohmann::json::parse(read_file(corpus_path(Exercises + "expected.json")));
  int holding = 0;
  for (const nlohmann::json& exercise : truth[edition]) holding += exercise_holds(exercise, rules);
  return holding;
}

}  // namespace

TEST_CASE("event: every FIDE tie-break exercise under the 2023 rules", "[event][tiebreak]") {
  CHECK(exercises_holding("rules_2023", Rules::fide_2023) == 33);
}

TEST_CASE("event: every FIDE tie-break exercise that the 2026 amendment changes", "[event][tiebreak]") {
  CHECK(exercises_holding("rules_2026", Rules::fide_2026) == 8);
}

TEST_CASE("event: an event under way is broken on the rounds played, not those announced", "[event][tiebreak]") {
  Event finished = exercise_event("held_swiss_5.trf");
  std::string text = read_file(corpus_path(Exercises + "held_swiss_5.trf"));
  text.replace(text.find("XXR 5"), 5, "XXR 9");
  TrfRead under_way = read_trf(text);
  REQUIRE(under_way.errors.empty());
  CHECK(under_way.event.rounds == 9);
  CHECK(under_way.event.rounds_played() == 5);
  for (const char* name : {"BH/C1", "BH", "SB", "FB", "AOB", "KS", "PS"})
    for (Rules rules : {Rules::fide_2023, Rules::fide_2026}) {
      INFO(name);
      CHECK(tiebreak_values(under_way.event, *parse_tiebreak(name), rules) ==
            tiebreak_values(finished, *parse_tiebreak(name), rules));
    }
}

TEST_CASE("event: tie-break names as C.07 writes them, '-' taken for '/'", "[event][tiebreak]") {
  CHECK(parse_tiebreak("BH/C1")->name() == "BH/C1");
  CHECK(parse_tiebreak("bh-c1")->name() == "BH/C1");
  CHECK(parse_tiebreak("ARO/M1")->cut_highest == 1);
  CHECK(parse_tiebreak("SB/C2")->description() == "Sonneborn-Berger, less the 2 lowest");
  CHECK_FALSE(parse_tiebreak("WIN/C1"));  // only the sums over opponents and rounds take cuts
  CHECK_FALSE(parse_tiebreak("SB/M1"));   // and only some a median
  CHECK_FALSE(parse_tiebreak("XYZ"));
  CHECK_FALSE(parse_tiebreak("BH/C"));
}

TEST_CASE("tie-breaks name their article of C.07 (2023/2024 text) or of seed 000", "[event][tiebreak]") {
  // C.07's sections: 6 direct encounter; 7.1-7.6 WIN WON BPG BWG PS GE; 8.1
  // BH, 8.2 AOB, 8.3 FB; 9.1 SB, 9.2 KS; 10.1-10.5 ARO TPR PTP APRO APPO;
  // Art. 14 the modifiers.
  const std::vector<std::pair<std::string, std::string>> articles = {
      {"DE", "6"},     {"WIN", "7.1"},  {"WON", "7.2"},  {"BPG", "7.3"},  {"BWG", "7.4"},  {"PS", "7.5"},
      {"GE", "7.6"},   {"BH", "8.1"},   {"AOB", "8.2"},  {"FB", "8.3"},   {"SB", "9.1"},   {"KS", "9.2"},
      {"ARO", "10.1"}, {"TPR", "10.2"}, {"PTP", "10.3"}, {"APRO", "10.4"}, {"APPO", "10.5"}};
  for (const auto& [code, article] : articles) {
    INFO(code);
    CHECK(parse_tiebreak(code)->article(Rules::fide_2023) == "FIDE C.07 Art. " + article);
  }
  CHECK(parse_tiebreak("BH/C1")->article(Rules::fide_2026) == "FIDE C.07 Art. 8.1, cut by Art. 14");
  CHECK(parse_tiebreak("SB")->article(Rules::fide_1966).starts_with("FIDE 1966 rulebook, Swiss system, rule IX: "));
  CHECK(parse_tiebreak("MEDIAN")->article(Rules::fide_2023).find("Harkness") != std::string::npos);
}
