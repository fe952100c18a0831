// The rule each draughts finding cites (validate/draughts_rules.h): the
// federation's text with its article where the text was read (the numbers
// below are the texts' own, quoted in draughts_rules.cpp), the rule's topic
// where it was not.
#include <catch2/catch.hpp>

#include <string>

#include "draughts/variant.h"
#include "tests/findings.h"
#include "validate/draughts_replay.h"
#include "validate/draughts_rules.h"

using namespace arbiter;

namespace {

std::string cited(const char* variant, DraughtsRule rule) {
  const draughts::Variant* v = draughts::find_variant(variant);
  REQUIRE(v);
  return draughts_rule(*v, rule);
}

}  // namespace

TEST_CASE("each variant cites its federation's rules text where it was read", "[draughts][rules]") {
  // WCDF Rules of Draughts 1.20: "All capturing moves are compulsory ... a
  // player may select any one that they wish".
  CHECK(cited("english", DraughtsRule::capture_law) == "WCDF Rules of Draughts 1.20: any capture, completed");
  CHECK(cited("english", DraughtsRule::man_move) == "WCDF Rules of Draughts 1.15");
  CHECK(cited("english", DraughtsRule::crowning) == "WCDF Rules of Draughts 1.16");
  CHECK(cited("english", DraughtsRule::game_end) == "WCDF Rules of Draughts 1.30");
  // The FID's ten rules: 5 the most pieces, 6 with the king, 7 the most
  // kings, 8 the king met first, 9 otherwise free.
  CHECK(cited("italian", DraughtsRule::capture_law) == "FID, Le 10 regole della dama italiana, regole 5-9");
  CHECK(cited("italian", DraughtsRule::capture) == "FID Regolamento tecnico, capo I (dama italiana), art. 5");
  // Brazilian rule 12, the "Lei da Maioria"; 13, no crowning in passing.
  CHECK(cited("brazilian", DraughtsRule::capture_law) ==
        "Regras Oficiais do Jogo de Damas (64 casas), regra 12 (Lei da Maioria)");
  CHECK(cited("brazilian", DraughtsRule::crowning) == "Regras Oficiais do Jogo de Damas (64 casas), regras 6, 13");
  CHECK(cited("pool", DraughtsRule::game_end) == "APCA Pool Checkers Rules of Play, rule 3");
  CHECK(cited("portuguese", DraughtsRule::capture_law) == "FPD Regras do Jogo de Damas Clássicas (2013), 3.1");
  CHECK_THAT(cited("russian", DraughtsRule::capture_law), Catch::StartsWith("Правила вида спорта «Шашки» (2010)"));
  // Where no text was read, the rule is named by its topic.
  CHECK(cited("pool", DraughtsRule::king_move) == "pool draughts rules (PDN GameType 23): the king's move");
  CHECK(cited("czech", DraughtsRule::capture_law) ==
        "czech draughts rules (PDN GameType 29): the capture the variant's law demands");
  CHECK(cited("english", DraughtsRule::notation) == "PDN 3.0: move notation");
  // Spanish and International as before.
  CHECK(cited("spanish", DraughtsRule::capture_law) == "Regulamento de damas (Tres e dama, 2010) art. 5.2-5.3");
  CHECK(cited("international", DraughtsRule::capture) ==
        "FMJD Annex 1, official rules for International draughts, art. 4.2-4.5");
  // Annex 1 art. 8.2: the two squares joined by '-' for a move, 'x' for a capture.
  CHECK(cited("international", DraughtsRule::notation) ==
        "FMJD Annex 1, official rules for International draughts, art. 8.2: move notation");
}

TEST_CASE("an English capture_required finding cites WCDF 1.18-1.20", "[draughts][rules]") {
  // From English draughts' start, 1.11-15 22-18 leaves Black 15x22 due.
  GameRecord r;
  check_draughts_game(GameText{"[GameType \"21\"]\n1. 11-15 22-18 2. 9-13 *"}, r);
  REQUIRE(count(r, Kind::illegal_move) == 1);
  CHECK(first(r, Kind::illegal_move)->rule == "WCDF Rules of Draughts 1.18-1.20");
}
