#include "validate/draughts_rules.h"

#include <fmt/format.h>

#include <array>
#include <string_view>

namespace arbiter {

namespace {

// A variant's citations in DraughtsRule order (man_move, king_move, capture,
// capture_law, game_end, notation, crowning); an empty one is named by its
// topic, and an empty notation is PDN 3.0's. Article numbers stand only
// where the text was read:
// - Spanish: seed 004's Regulamento.
// - International: FMJD, Annex 1, official rules for International draughts
//   (as its English text is transcribed online: art. 4 the capture, 4.2-4.5
//   a man's and a king's capture, single and multiple; 5 irregularities;
//   8.2 notation, the squares joined by '-' for a move and 'x' for a
//   capture). Art. 3, the moves and crowning, was not read: named by topic.
// - English: the WCDF Rules of Draughts (the rules the English Draughts
//   Association plays by), as two independent transcriptions quote them:
//   1.15 a man's move, 1.16 crowning, 1.18-1.19 a man's capture and its
//   continuation, 1.20 captures compulsory with any choice among them, 1.30
//   the player left without a move has lost. The king's move (1.17 by the
//   numbering, but not read) is named by topic.
// - American pool: the APCA's "Pool Checkers Rules of Play" (after Ramsey
//   and Kaplan): rule 3, the player who cannot move has lost; rule 4, the
//   man's move and capture. Its text on kings, compulsory capture and
//   crowning was not read. The draw of three kings against one (rule 10 of
//   the same rules as Tkabber transcribes them) is in draughts_draws.cpp.
// - Italian: the FID's "Le 10 regole per giocare a dama italiana" (regola 2
//   the moves and crowning, 5-9 the capture's order of precedence, 10 the
//   end) and its Regolamento tecnico, capo I (the official playing rules),
//   art. 5, the captures (5.3: a man takes forward only, and men only).
// - Brazilian: the "Regras Oficiais do Jogo de Damas 64 casas e 100 casas"
//   as the Brazilian associations publish them: 1 the end, 5 the man's
//   move, 6 and 13 crowning (on stopping on the last row, not passing it),
//   7-8 the king's move, 9-11 capture, 12 the law of the majority.
// - Portuguese: the Federação Portuguesa de Damas' "Regras do Jogo de Damas
//   Clássicas" (2013), by the sections its contents name: 2.2 the pieces and
//   their moves, 3.1 the laws of capture, 4 the end of the game.
// - Russian: the Russian sports ministry's "Правила вида спорта «Шашки»"
//   (order no. 481 of 12 May 2010), part I, the rules of Russian draughts;
//   its paragraph numbers past 1.2 were not read, so the part is cited
//   with the rule's topic.
// - Czech: no text of the Czech draughts federation was found (only
//   summaries of its rules), so its rules are named by topic.
struct VariantRules {
  int game_type;
  std::array<std::string_view, 7> cited;
};

constexpr VariantRules Cited[] = {
    {24,
     {"Regulamento de damas (Tres e dama, 2010) art. 4.2", "Regulamento de damas (Tres e dama, 2010) art. 4.5", "Regulamento de damas (Tres e dama, 2010) art. 5.1, 4.3",
      "Regulamento de damas (Tres e dama, 2010) art. 5.2-5.3", "Regulamento de damas (Tres e dama, 2010) art. 8.1", "Regulamento de damas (Tres e dama, 2010) art. 10.2",
      "Regulamento de damas (Tres e dama, 2010) art. 4.4"}},
    {20,
     {"FMJD Annex 1, official rules for International draughts: the man's move",
      "FMJD Annex 1, official rules for International draughts: the king's move",
      "FMJD Annex 1, official rules for International draughts, art. 4.2-4.5",
      "FMJD Annex 1, official rules for International draughts, art. 4: the most pieces",
      "FMJD Annex 1, official rules for International draughts: the player who cannot move loses",
      "FMJD Annex 1, official rules for International draughts, art. 8.2: move notation",
      "FMJD Annex 1, official rules for International draughts: a man is crowned on the far row"}},
    {21,
     {"WCDF Rules of Draughts 1.15", "WCDF Rules of Draughts: the king's move", "WCDF Rules of Draughts 1.18-1.20",
      "WCDF Rules of Draughts 1.20: any capture, completed", "WCDF Rules of Draughts 1.30", "",
      "WCDF Rules of Draughts 1.16"}},
    {23, {"APCA Pool Checkers Rules of Play, rule 4", "", "", "", "APCA Pool Checkers Rules of Play, rule 3", "", ""}},
    {22,
     {"FID, Le 10 regole della dama italiana, regola 2", "FID, Le 10 regole della dama italiana, regola 2",
      "FID Regolamento tecnico, capo I (dama italiana), art. 5", "FID, Le 10 regole della dama italiana, regole 5-9",
      "FID, Le 10 regole della dama italiana, regola 10", "", "FID, Le 10 regole della dama italiana, regola 2"}},
    {26,
     {"Regras Oficiais do Jogo de Damas (64 casas), regra 5", "Regras Oficiais do Jogo de Damas (64 casas), regras 7-8",
      "Regras Oficiais do Jogo de Damas (64 casas), regras 9-11",
      "Regras Oficiais do Jogo de Damas (64 casas), regra 12 (Lei da Maioria)",
      "Regras Oficiais do Jogo de Damas (64 casas), regra 1", "",
      "Regras Oficiais do Jogo de Damas (64 casas), regras 6, 13"}},
    {28,
     {"FPD Regras do Jogo de Damas Clássicas (2013), 2.2", "FPD Regras do Jogo de Damas Clássicas (2013), 2.2",
      "FPD Regras do Jogo de Damas Clássicas (2013), 3.1", "FPD Regras do Jogo de Damas Clássicas (2013), 3.1",
      "FPD Regras do Jogo de Damas Clássicas (2013), 4", "", ""}},
    {25,
     {"Правила вида спорта «Шашки» (2010), I: a man moves one square forward",
      "Правила вида спорта «Шашки» (2010), I: the king's move",
      "Правила вида спорта «Шашки» (2010), I: capture is compulsory and completed",
      "Правила вида спорта «Шашки» (2010), I: any capture, a man crowned during it going on as a king",
      "Правила вида спорта «Шашки» (2010), I: a player who cannot move has lost", "",
      "Правила вида спорта «Шашки» (2010), I: a man is crowned on the far row"}},
};

}  // namespace

std::string draughts_rule(const draughts::Variant& v, DraughtsRule rule) {
  for (const VariantRules& r : Cited)
    if (r.game_type == v.game_type && !r.cited[size_t(rule)].empty()) return std::string(r.cited[size_t(rule)]);
  static constexpr const char* Topics[] = {"a man moves one square forward", "the king's move",
                                           "capture is compulsory and completed",
                                           "the capture the variant's law demands",
                                           "a player who cannot move has lost", "move notation",
                                           "a man is crowned on the far row"};
  if (rule == DraughtsRule::notation) return "PDN 3.0: move notation";
  return fmt::format("{} draughts rules (PDN GameType {}): {}", v.name, v.game_type, Topics[size_t(rule)]);
}

}  // namespace arbiter
