// Draughts records read and replayed (validate/draughts_replay.h): the PDN
// standard's own test files, whose games are real tournament games and
// published problems, and seed 004's games in the Spanish notation, where
// each finding is checked against the rules text.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <map>
#include <string>

#include "draughts/fen.h"
#include "draughts/hash.h"
#include "draughts/variant.h"
#include "tests/corpus.h"
#include "tests/draughts_variants.h"
#include "validate/draughts_game_type.h"
#include "validate/draughts_replay.h"

using namespace arbiter;

namespace {

GameRecord check(const std::string& text, const draughts::Variant* forced = nullptr) {
  GameRecord record;
  check_draughts_game(GameText{text}, record, forced);
  return record;
}

std::vector<const Finding*> of_kind(const GameRecord& r, Kind k) {
  std::vector<const Finding*> found;
  for (const Finding& f : r.findings)
    if (f.kind == k) found.push_back(&f);
  return found;
}

// Errors and warnings: what an arbiter must look at.
std::vector<const Finding*> serious(const GameRecord& r) {
  std::vector<const Finding*> found;
  for (const Finding& f : r.findings)
    if (f.severity != Severity::info) found.push_back(&f);
  return found;
}

struct CorpusGame {
  std::string file;
  uint64_t game;
  GameRecord record;
};

// Every game of a folder of the corpus, checked as `arbiter check` checks it,
// with the moves replayed when `played` is given.
std::vector<CorpusGame> check_folder(const std::string& folder, std::vector<DraughtsPlayed>* played = nullptr) {
  std::vector<std::string> paths;
  for (const auto& e : std::filesystem::directory_iterator(corpus_path(folder))) paths.push_back(e.path().string());
  std::sort(paths.begin(), paths.end());
  std::vector<CorpusGame> games;
  for (const std::string& path : paths) {
    const GameChunk chunk = split_games(path);
    for (size_t i = 0; i < chunk.games.size(); ++i) {
      CorpusGame& g = games.emplace_back();
      g.file = std::filesystem::path(path).filename().string();
      g.game = i + 1;
      check_draughts_game(chunk.game(i), g.record, nullptr, i + 1 == chunk.games.size(),
                          played ? &played->emplace_back() : nullptr);
    }
  }
  return games;
}

}  // namespace

TEST_CASE("the PDN standard's succeed/ games read and replay legally to their end", "[draughts][corpus]") {
  const std::vector<CorpusGame> games = check_folder("draughts/pdn-standard/succeed");
  CHECK(games.size() == 1370);
  // Where a finding stands, and why it is right.
  const std::map<std::pair<std::string, uint64_t>, Kind> stands = {
      // 13...3x26 ends the game with two captures of three men each that the
      // Italian law allows alike (3x10x19x26 and 3x10x17x26): the record
      // does not say which pieces were taken.
      {{"Campionato_Assoluto_2005.pdn", 46}, Kind::ambiguous_move},
      // Annotated examples writing only the end squares of a capture that two
      // paths make with different pieces; the rest of the record settles it.
      {{"Tricks_traps_and_shots.pdn", 57}, Kind::ambiguous_move},
      {{"Tricks_traps_and_shots.pdn", 90}, Kind::ambiguous_move},
      // Problems with a man on his crowning row: read, and warned about.
      {{"beginner.pdn", 10}, Kind::invalid_setup},
      {{"lpc.pdn", 36}, Kind::invalid_setup},
      {{"lpc.pdn", 63}, Kind::invalid_setup},
      {{"lpc.pdn", 65}, Kind::invalid_setup},
      {{"lpc.pdn", 73}, Kind::invalid_setup},
      // [FEN "W::."]: no square of either side, which PDN 3.0's FEN grammar
      // does not allow (its "Extensions" section only proposes empty sides).
      {{"bridges.pdn", 14}, Kind::invalid_setup},
      // An online International game (kurnik, 60+1) whose kings went on
      // after 79. 5-19 set White K19 against Black K16, Black to move, a
      // third time (after 71. 2-19 and 77. 46-19): FMJD art. 6 draws it
      // there, and the record's 1/2-1/2 agrees.
      {{"kurnik.pdn", 3}, Kind::draw_automatic},
  };
  size_t plies = 0, replayed_whole = 0;
  std::map<std::string, size_t> by_variant;
  for (const CorpusGame& g : games) {
    INFO(g.file << " game " << g.game);
    const std::vector<const Finding*> found = serious(g.record);
    const auto stand = stands.find({g.file, g.game});
    if (stand == stands.end()) {
      for (const Finding* f : found) INFO(kind_name(f->kind) << ": " << f->message);
      CHECK(found.empty());
      ++replayed_whole;
    } else {
      REQUIRE(found.size() == 1);
      CHECK(found[0]->kind == stand->second);
    }
    plies += g.record.draughts_moves.size();
    ++by_variant[g.record.variant];
  }
  CHECK(replayed_whole == games.size() - stands.size());
  // kurnik.pdn's International games say GameType "20,W,10,10,N1,0", which
  // by PDN 3.0 puts square 1 on White's side; they are numbered as
  // GameType 20 is ("20,W,10,10,N2,0"), and read so, with an info finding.
  for (const CorpusGame& g : games)
    if (g.file == "kurnik.pdn") CHECK(of_kind(g.record, Kind::notation_detected).size() == 1);
  CHECK(plies == 25699);
  // International from the squares above 32 or GameType 20, English from
  // replaying, Italian from its mirrored numbering (English reads none of
  // its games), Czech and Russian from algebraic squares (games both
  // replay go to the first in GameType order, Russian, and the finding
  // says nothing in them tells the two apart).
  CHECK(by_variant["international"] == 242);
  CHECK(by_variant["italian"] == 53);
  CHECK(by_variant["english"] + by_variant["international"] + by_variant["italian"] + by_variant["czech"] +
            by_variant["russian"] + by_variant["brazilian"] ==
        games.size());
}

TEST_CASE("the PDN standard's fail/ files are rejected where they break, and the next game is read",
          "[draughts][corpus]") {
  const std::vector<CorpusGame> games = check_folder("draughts/pdn-standard/fail");
  // file, game: the kind of the first error and the token it quotes.
  struct Break {
    std::string file;
    uint64_t game;
    Kind kind;
    std::string token;
  };
  const std::vector<Break> breaks = {
      {"40Camp.DamaInternazionaleAssoluto.pdn", 11, Kind::parse_error, "19-23"},  // no result, a game follows
      {"Cat.A1.pdn", 30, Kind::parse_error, "."},                                 // "8-3 . 1-0"
      {"Cat.C1.pdn", 43, Kind::parse_error, "6."},                                // a move number, then the next game
      {"Cat.C1.pdn", 46, Kind::illegal_move, "36x27"},  // "36x27 1-0" left over: from the start, 36 jumps its own 31
      {"abatsiev.pdn", 36, Kind::parse_error, "-"},     // '-' for a move not known
      {"delfts.pdn", 1, Kind::parse_error, "4-6"},
      {"delfts.pdn", 2, Kind::illegal_move, "1-9"},
      {"mrdrcd07.pdn", 12, Kind::parse_error, "1."},  // "1. 0-2": a forfeit written as a move number
      {"mrdrcd08.pdn", 31, Kind::parse_error, "1."},
      {"nested_comment.pdn", 1, Kind::parse_error, "}"},
  };
  std::map<std::string, size_t> rejected;
  for (const Break& b : breaks) {
    INFO(b.file << " game " << b.game);
    const auto g = std::find_if(games.begin(), games.end(),
                                [&](const CorpusGame& c) { return c.file == b.file && c.game == b.game; });
    REQUIRE(g != games.end());
    const auto error = std::find_if(g->record.findings.begin(), g->record.findings.end(),
                                    [](const Finding& f) { return f.severity == Severity::error; });
    REQUIRE(error != g->record.findings.end());
    CHECK(error->kind == b.kind);
    CHECK(error->token == b.token);
    ++rejected[b.file];
    // The game after the break is read on its own.
    const auto next = g + 1;
    if (next != games.end() && next->file == b.file) {
      CHECK(next->game == b.game + 1);
      CHECK(!next->record.variant.empty());
    }
  }
  CHECK(rejected.size() == 8);
}

TEST_CASE("Ellis v Whalen 1929 in the seed's notation: the misprint 6...19-14 shows at 7.12x19", "[draughts][seed]") {
  const draughts::Variant v = english_in_spanish_numbering();
  // Seed 004, "Exemplo de anotación dun xogo", as printed.
  const std::string printed =
      "1.09-13, 22-19; 2.13-17, 21-18; 3.05-09??, 18-14; 4.11x18, 26-21; 5.17x26, 30x05; 6.01x10, 19-14; "
      "7.12x19, 23x05; [0:1]";
  const GameRecord r = check(printed, &v);
  CHECK(r.notation == "spanish-numeric");
  CHECK(r.outcome == "0-1");
  const std::vector<const Finding*> illegal = of_kind(r, Kind::illegal_move);
  REQUIRE(illegal.size() == 1);
  CHECK(illegal[0]->token == "12x19");
  CHECK(illegal[0]->move_number == 7);
  CHECK(illegal[0]->side == White);
  // After 19-14 White's only move is 10x19: the capture was due.
  CHECK(illegal[0]->message.find("capture_required") != std::string::npos);
  CHECK(illegal[0]->candidates == std::vector<std::string>{"10x19 (takes 14)"});
  // With 19-15, as the text describes the game, it replays to 23x05 and the
  // seven moves stand.
  std::string corrected = printed;
  corrected.replace(corrected.find("19-14"), 5, "19-15");
  const GameRecord fixed = check(corrected, &v);
  CHECK(serious(fixed).empty());
  CHECK(fixed.draughts_moves.size() == 14);
  CHECK(draughts_move_texts(fixed).back() == "23x14x5");
  // PDN says the same with GameType's long form: English rules, White
  // first, square 1 on White's bottom right corner, which is a playing
  // square (the bottom left is not).
  const std::string pdn =
      "1. 09-13 22-19 2. 13-17 21-18 3. 05-09 18-14 4. 11x18 26-21 5. 17x26 30x05 6. 01x10 19-15 7. 12x19 23x05 0-1";
  const GameRecord tagged = check("[GameType \"21,W,8,8,N1,1\"]\n" + pdn);
  CHECK(tagged.variant == "english");
  CHECK(serious(tagged).empty());
  CHECK(draughts_move_texts(tagged) == draughts_move_texts(fixed));
  CHECK(draughts_final_fen(tagged) == draughts_final_fen(fixed));
  // The short form is English as English books number it: Black first, on 1-12.
  CHECK(!serious(check("[GameType \"21\"]\n" + pdn)).empty());
  // A board the rules are not for is not checked, and said so.
  const GameRecord other = check("[GameType \"21,W,10,10,N1,1\"]\n" + pdn);
  CHECK(of_kind(other, Kind::unsupported_variant).size() == 1);
  CHECK(other.variant == "21,W,10,10,N1,1");
}

TEST_CASE("Moiseyev v Wethington 2009: 13...27x04 is the 'tres e dama'", "[draughts][seed]") {
  const draughts::Variant v = english_in_spanish_numbering();
  // Seed 004's moves, without the commentary between them.
  const GameRecord r = check(
      "1.10-13, 23-20; 2.06-10, 21-17; 3.02-06, 25-21; 4.13-18, 21x14; 5.11x18, 22x13; 6.09x18, 28-23; "
      "7.07-11, 20-16; 8.04-07, 23-19; 9.11-14, 27-23; 10.06-11, 32-28?; 11.11-15 ??, 26-21!; 12.15x22, 30-27; "
      "13.18x25, 27x04 [0:1]",
      &v);
  CHECK(serious(r).empty());
  REQUIRE(r.draughts_moves.size() == 26);
  CHECK(draughts_move_texts(r).back() == "27x18x11x4");
  CHECK(draughts_final_fen(r).find("K4") != std::string::npos);
}

TEST_CASE("Miloud_29 v Roukhou: the other capture at move 2 is capture_law, naming 04x21", "[draughts][seed]") {
  // Seed 004: Brancas 2, 8, 16, (30), (31); Negras (3), 7, 24, 25; White to
  // move, Spanish rules. 2...04x21 is forced by the law of quality (art. 5.3).
  const std::string head = "[GameType \"24\"]\n[FEN \"W:W2,8,16,K30,K31:BK3,7,24,25\"]\n[Result \"1-0\"]\n";
  const GameRecord played = check(head + "1. 31-18 07-04 2. 16-20 04x21 3. 30x17 24x15 4. 02-06 03x10 5. 17x24 1-0");
  CHECK(played.variant == "spanish");
  CHECK(serious(played).empty());
  CHECK(draughts_final_fen(played) == "B:W8,K24:B25");

  const GameRecord other = check(head + "1. 31-18 07-04 2. 16-20 24x15 3. 30x17 1-0");
  const std::vector<const Finding*> illegal = of_kind(other, Kind::illegal_move);
  REQUIRE(illegal.size() == 1);
  CHECK(illegal[0]->token == "24x15");
  CHECK(illegal[0]->message.find("illegal move — capture_law") == 0);
  CHECK(illegal[0]->message.find("4x21") != std::string::npos);
  CHECK(illegal[0]->rule == "Regulamento de damas (Tres e dama, 2010) art. 5.2-5.3");
  CHECK(illegal[0]->candidates == std::vector<std::string>{"4x21 (takes 18)"});

  // After 5.17x24 Black's last man goes 25-21 and White's king takes it
  // from 17, landing on 26 (a position written out here): Black has no piece left and has
  // lost (art. 8.1), so 0-1 is wrong, and a move after it is one too many.
  const std::string end = "[GameType \"24\"]\n[FEN \"W:W8,K17:B21\"]\n";
  const GameRecord wrong = check(end + "1. 17x26 0-1");
  const std::vector<const Finding*> mismatch = of_kind(wrong, Kind::result_mismatch);
  REQUIRE(mismatch.size() == 1);
  CHECK(mismatch[0]->candidates == std::vector<std::string>{"1-0"});
  CHECK(mismatch[0]->rule == "Regulamento de damas (Tres e dama, 2010) art. 8.1");
  CHECK(serious(check(end + "1. 17x26 1-0")).empty());
  const GameRecord after = check(end + "1. 17x26 25-29 1-0");
  CHECK(of_kind(after, Kind::moves_after_end).size() == 1);
}

TEST_CASE("loose PDN is read and each liberty told once a game, never hiding an illegal move", "[draughts][reader]") {
  // The opening of Meijer v Meurs (succeed/090417ronde12.pdn) written
  // loosely: steps with 'x' (1.33x28, 8...10x14), a blank inside 10...1- 7,
  // text glued to 6...16-21a; then 11.38-33 to a square White holds.
  const GameRecord r = check(
      "[Result \"*\"]\n1. 33x28 18-22 2. 38-33 12-18 3. 34-29 19-23 4. 28x19 14x34 5. 40x29 7-12 6. 32-28 16-21a "
      "7. 37-32 11-16 8. 45-40 10x14 9. 40-34 5-10 10. 43-38 1- 7 11. 38-33 *");
  const std::vector<const Finding*> loose = of_kind(r, Kind::nonstandard_notation);
  REQUIRE(loose.size() == 3);
  CHECK(loose[0]->message == "a move that takes nothing written with 'x', read as 33-28");
  CHECK(loose[0]->severity == Severity::info);
  CHECK(loose[1]->message == "text 'a' glued to the move, read as 16-21");
  CHECK(loose[1]->severity == Severity::warning);
  CHECK(loose[2]->message == "a blank inside the move, read as 1-7");
  const std::vector<const Finding*> illegal = of_kind(r, Kind::illegal_move);
  REQUIRE(illegal.size() == 1);
  CHECK(illegal[0]->token == "38-33");
  CHECK(illegal[0]->message == "illegal move — square 33 is occupied");
}

TEST_CASE("the seed's notation: marks, notes and results are read, not moves", "[draughts][reader]") {
  // Seed 004's Miloud_29 v Roukhou, as printed after its position: `*`
  // marks the only winning move, a note in brackets explains 04x21.
  const std::string record =
      "1.31-18, 07-04; 2.*16-20, 04x21; [obrigado pola lei da calidade] 3.30x17, 24x15; 4.02-06, 03x10; "
      "5.17x24, [1:0]";
  const GameRecord r = check(record);
  CHECK(r.variant == "spanish");
  CHECK(r.outcome == "1-0");
  // From Spanish draughts' start there is no piece on 31 for White: the
  // record needs its position, which the seed writes before it.
  const std::vector<const Finding*> illegal = of_kind(r, Kind::illegal_move);
  REQUIRE(illegal.size() == 1);
  CHECK(illegal[0]->token == "31-18");
  CHECK(of_kind(r, Kind::parse_error).empty());
  // With it, kings in brackets and no side to move named (the moves say
  // White's), the record replays to its end, 1:0 standing.
  const GameRecord with_position = check("Brancas: 2, 8, 16, (30), (31).\n\nNegras: (3), 7, 24, 25.\n\n" + record);
  CHECK(with_position.variant == "spanish");
  CHECK(serious(with_position).empty());
  CHECK(with_position.draughts_moves.size() == 9);
  CHECK(draughts_final_fen(with_position) == "B:W8,K24:B25");
  // Text that is no part of the notation stops the reading.
  CHECK(of_kind(check("1.09-13, 22-19; 2.13-17 & 21-18;"), Kind::parse_error).size() == 1);
}

TEST_CASE("GameType's long forms in PDN 3.0's table name the table's own rows", "[draughts][gametype]") {
  // wiegerw/pdn doc/gametype.rst, "Full details" of each type Arbiter has
  // rules for (the numeric ones, whose numbering the long form sets).
  for (const char* full : {"20,W,10,10,N2,0", "21,B,8,8,N1,0", "22,W,8,8,N2,1", "23,B,8,8,N1,0", "24,W,8,8,N1,1",
                           "25,W,8,8,A0,0", "26,W,8,8,A0,0", "28,W,8,8,N1,1", "29,W,8,8,A0,0"}) {
    INFO(full);
    const std::optional<draughts::Variant> v = game_type_variant(full);
    REQUIRE(v);
    const draughts::Variant* row = draughts::find_variant(game_type_number(full));
    REQUIRE(row);
    CHECK(same_numbering(*v, *row));
  }
  // Seed 004's Anglo-American numbering: English rules, White first on 1-12.
  const std::optional<draughts::Variant> seed = game_type_variant("21,W,8,8,N1,1");
  REQUIRE(seed);
  CHECK(same_numbering(*seed, english_in_spanish_numbering()));
  CHECK(!game_type_variant("27,W,12,12,N2,0"));  // Canadian: no rules here
  CHECK(!game_type_variant("20,W,8,8,N2,0"));    // International rules on another board
}

TEST_CASE("a draughts record copied or moved writes its moves and final position in its own numbering",
          "[draughts][gametype]") {
  // Seed 004's opening under GameType's long form for its numbering (White
  // first, on 1-12): a variant that is no row of the table, which the record
  // holds itself. The original's is cleared after the copies are made.
  GameRecord original = check("[GameType \"21,W,8,8,N1,1\"]\n1. 09-13 22-19 2. 13-17 21-18 *");
  REQUIRE(original.replayed);
  GameRecord copied = original;
  GameRecord assigned;
  assigned = original;
  GameRecord to_move = original;
  GameRecord moved = std::move(to_move);
  original.clear();
  const std::string fen = "W:W1,2,3,4,5,6,7,8,10,11,12,17:B18,19,23,24,25,26,27,28,29,30,31,32";
  for (const GameRecord* r : {&copied, &assigned, &moved}) {
    // Its position reads the numbering from the record's own variant, which
    // lives as long as the record.
    CHECK(&r->draughts_end.position.variant() == &r->draughts_end.variant);
    CHECK(draughts_final_fen(*r) == fen);
    CHECK(draughts_move_texts(*r) == std::vector<std::string>{"9-13", "22-19", "13-17", "21-18"});
  }
}

TEST_CASE("hostile draughts records: squares off the board, cut moves, garbage", "[draughts][reader]") {
  const std::string international = "[GameType \"20\"]\n";
  // A square past 50, the reason naming the board.
  const GameRecord off = check(international + "1. 32-28 19-23 2. 28x51 *");
  const std::vector<const Finding*> illegal = of_kind(off, Kind::illegal_move);
  REQUIRE(illegal.size() == 1);
  CHECK(illegal[0]->message == "illegal move \u2014 square 51 is not on the international board (squares 1 to 50)");
  // A move cut at the text's end, and words that are no moves.
  CHECK(of_kind(check(international + "1. 32-28 19-"), Kind::parse_error).size() == 1);
  CHECK(of_kind(check(international + "1. 32-28 hello *"), Kind::parse_error).size() == 1);
  // Every square a capture names must be on its path.
  const GameRecord path = check(international + "1. 32-28 19-23 2. 28x18x19 *");
  CHECK(of_kind(path, Kind::illegal_move).size() == 1);
  // Bytes of every value as one record: read or refused, never a crash.
  std::string bytes;
  for (int c = 0; c < 256; ++c) bytes += char(c);
  CHECK_NOTHROW(check(international + bytes));
  CHECK_NOTHROW(check("1.09-13, " + bytes));
}

TEST_CASE("the key Position::play keeps is the key computed from the board, along the succeed/ games",
          "[draughts][corpus]") {
  // The draw watch compares these keys for repetitions; a key that drifted
  // from the position would miss or invent one.
  std::vector<DraughtsPlayed> played;
  const std::vector<CorpusGame> games = check_folder("draughts/pdn-standard/succeed", &played);
  REQUIRE(games.size() == played.size());
  size_t moves = 0, captures = 0, crownings = 0;
  for (size_t g = 0; g < games.size(); ++g) {
    const GameRecord& game = games[g].record;
    if (game.draughts_moves.empty()) continue;
    const draughts::FenResult start = draughts::parse_fen(game.draughts_end.variant, played[g].start_fen, true);
    REQUIRE(start);
    draughts::Position pos = *start.position;
    REQUIRE(pos.key() == draughts::position_key(pos));
    for (const draughts::Move& m : game.draughts_moves) {
      captures += m.is_capture();
      crownings += m.crowns;
      pos.play(m);
      ++moves;
      INFO(played[g].start_fen << ", move " << moves);
      REQUIRE(pos.key() == draughts::position_key(pos));
    }
  }
  // The games hold every kind of move the key changes by.
  CHECK(moves > 20000);
  CHECK(captures > 1000);
  CHECK(crownings > 100);
}
