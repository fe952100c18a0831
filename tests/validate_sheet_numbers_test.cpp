// A scoresheet's move numbers say which move each line holds (issue #32):
// lines left empty and numbers that jump are moves not recorded, for
// reconcile, check and convert alike, with or without header lines, in every
// notation and in every way people write the numbers ("30.", "30 .", "30)",
// "30", "30..." and "30. ..." for a Black move alone); a number that repeats
// or goes back is a finding quoting its line. The sheets are written from a
// real game (Capablanca–Corzo, Havana 1901, game 3, 121 plies), whose
// replay knows every move the sheets leave out.
#include <fmt/format.h>

#include <catch2/catch.hpp>
#include <functional>
#include <string>
#include <tuple>
#include <vector>

#include "adjudicate/reconcile.h"
#include "core/fen.h"
#include "tests/corpus.h"
#include "validate/replay.h"

using namespace arbiter;

namespace {

// The game's moves and the board before each, from its PGN.
struct Game {
  GameRecord record;
  std::vector<Board> boards;  // boards[k]: after k plies
  int plies() const { return int(record.moves.size()); }
};

const Game& havana_1901_3() {
  static const Game game = [] {
    const GameChunk games = split_games(corpus_path("masters/serhiis21/Capablanca.pgn"));
    for (size_t i = 0; i < games.games.size(); ++i) {
      const GameText text = games.game(i);
      if (text.text.find("[Round \"3\"]") == std::string_view::npos ||
          text.text.find("[Site \"Havana\"]") == std::string_view::npos)
        continue;
      Game g{check_game(text), {}};
      g.boards.push_back(Board(g.record.start));
      for (const Move m : g.record.moves) {
        g.boards.push_back(g.boards.back());
        MoveReader(Notation{}).play(g.boards.back(), m);
      }
      return g;
    }
    FAIL("no Havana 1901 round 3 in Capablanca.pgn");
    return Game{};
  }();
  return game;
}

// How a sheet writes its move numbers.
struct Dialect {
  std::string name;
  std::string mark;        // after the number: "." ")" " ." ""
  std::string black_mark;  // before a Black move standing alone: "..." or ". ..."
};
const std::vector<Dialect> Dialects = {
    {"dot", ".", "..."}, {"blank dot", " .", " ..."}, {"parenthesis", ")", ". ..."}, {"bare", "", "..."}};

// What a sheet leaves out of which move: written, a tick, or nothing.
enum class Cell { written, tick, blank };

// The sheet of `game` in `notation`: a line per move number, `cell(ply)`
// saying what each ply's cell holds; with `skip_empty`, a line whose two
// cells are blank is left out (the number jumps), else it stands empty.
std::string sheet(const Game& game, const Notation& notation, const Dialect& d, bool header, bool skip_empty,
                  const std::function<Cell(int)>& cell) {
  std::string out = header ? "Event: Havana 1901\nWhite: Capablanca\nBlack: Corzo\n\n" : "";
  const MoveReader writer(notation);
  const auto word = [&](int ply) -> std::string {
    switch (cell(ply)) {
      case Cell::written: return writer.write(game.boards[size_t(ply - 1)], game.record.moves[size_t(ply - 1)]);
      case Cell::tick: return "\xE2\x9C\x93";  // ✓
      case Cell::blank: return "";
    }
    return "";
  };
  for (int ply = 1; ply <= game.plies(); ply += 2) {
    const int number = (ply + 1) / 2;
    const std::string white = word(ply), black = ply + 1 <= game.plies() ? word(ply + 1) : "";
    if (white.empty() && black.empty()) {
      if (!skip_empty) out += fmt::format("{}{}\n", number, d.mark);
    } else if (white.empty()) {
      out += fmt::format("{}{} {}\n", number, d.black_mark, black);
    } else {
      out += fmt::format("{}{} {}{}{}\n", number, d.mark, white, black.empty() ? "" : "  ", black);
    }
  }
  return out + "1/2-1/2\n";
}

std::string position_part(const Position& pos) {
  const std::string fen = to_fen(pos);
  return fen.substr(0, fen.rfind(' ', fen.rfind(' ') - 1));  // without the clocks
}

const std::vector<const char*> Notations = {"san-en", "san-es", "desc-en", "desc-es"};

std::vector<const Finding*> of_kind(const GameRecord& g, Kind k) {
  std::vector<const Finding*> out;
  for (const Finding& f : g.findings)
    if (f.kind == k) out.push_back(&f);
  return out;
}

}  // namespace

TEST_CASE("sheets with empty numbered lines, jumps and ticks reconcile as the game", "[scoresheet][reconcile]") {
  const Game& game = havana_1901_3();
  REQUIRE(game.plies() == 121);
  // White left moves 30 to 34 (plies 59 to 68) unrecorded, as in a time scramble.
  const auto gap = [](Cell kind) { return [kind](int ply) { return ply >= 59 && ply <= 68 ? kind : Cell::written; }; };
  const auto full = [](int) { return Cell::written; };
  for (const char* name : Notations)
    for (const Dialect& d : Dialects)
      for (const bool header : {true, false})
        for (const auto& [layout, kind, skip] : {std::tuple{"empty lines", Cell::blank, false},
                                                 std::tuple{"a jump 29 to 35", Cell::blank, true},
                                                 std::tuple{"ticks", Cell::tick, false}}) {
          const Notation notation = *parse_notation(name);
          INFO(name << ", " << d.name << ", " << layout << (header ? ", header lines" : ", no header line"));
          const std::string white = sheet(game, notation, d, header, skip, gap(kind));
          const std::string black = sheet(game, notation, d, header, false, full);
          const Reconciliation r = reconcile(white, black);
          CHECK(r.agreed_plies == 121);
          CHECK_FALSE(r.divergence_ply);
          CHECK(r.reconstructable);
          REQUIRE(r.final_position);
          CHECK(position_part(*r.final_position) == position_part(game.record.end));
          std::vector<int> supplied;
          for (const auto& m : r.missing) {
            CHECK(m.sheet == White);
            supplied.push_back(m.ply);
          }
          CHECK(supplied == std::vector<int>{59, 60, 61, 62, 63, 64, 65, 66, 67, 68});
          CHECK(r.sheets[White].misnumbered.empty());
        }
}

TEST_CASE("check stops at moves a sheet leaves out that the moves after cannot settle", "[scoresheet][validate]") {
  const Game& game = havana_1901_3();
  for (const char* name : Notations)
    for (const Dialect& d : Dialects)
      for (const bool skip : {false, true}) {
        INFO(name << ", " << d.name << (skip ? ", a jump" : ", empty lines"));
        const std::string text = sheet(game, *parse_notation(name), d, false, skip,
                                       [](int ply) { return ply >= 59 && ply <= 68 ? Cell::blank : Cell::written; });
        const GameRecord g = check_game(GameText{text});
        const auto gaps = of_kind(g, Kind::unrecorded_moves);
        REQUIRE(gaps.size() == 1);
        const Finding& f = *gaps[0];
        CHECK(f.severity == Severity::warning);
        CHECK(f.ply == 59);
        CHECK(f.move_number == 30);
        CHECK(f.side == White);
        // The line quoted: the first empty one, or the one the number jumps to.
        CHECK(f.token.starts_with(fmt::format("{}{}", skip ? 35 : 30, d.mark)));
        CHECK(f.token.size() > (skip ? 6u : 0u));  // "35. R-K1  R-K2"; "30." alone
        CHECK(f.message.starts_with("moves not recorded — White's move 30 to Black's move 34 (10 plies)"));
        CHECK(f.message.find("the replay stops here") != std::string::npos);
        // The record holds the 58 plies before the gap, the game's own.
        CHECK(g.moves == std::vector<Move>(game.record.moves.begin(), game.record.moves.begin() + 58));
        CHECK(of_kind(g, Kind::premature_draw).empty());  // 29 moves replayed are not the game's length
        CHECK(of_kind(g, Kind::misnumbered_move).empty());
        CHECK(of_kind(g, Kind::parse_error).empty());
      }
}

TEST_CASE("a move left out that only one move fits is found again, and the game is the game", "[scoresheet][validate]") {
  const Game& game = havana_1901_3();
  // One ply at a time left out of the whole game, in SAN and in Spanish
  // descriptive: where the replay goes on, it goes on with the game's move.
  for (const char* name : {"san-en", "desc-es"}) {
    int settled = 0, open = 0;
    for (int left_out = 2; left_out < game.plies(); ++left_out) {
      INFO(name << ", ply " << left_out);
      const std::string text = sheet(game, *parse_notation(name), Dialects[0], true, false,
                                     [&](int ply) { return ply == left_out ? Cell::tick : Cell::written; });
      const GameRecord g = check_game(GameText{text});
      const auto gaps = of_kind(g, Kind::unrecorded_moves);
      REQUIRE(gaps.size() == 1);
      CHECK(gaps[0]->ply == left_out);
      if (gaps[0]->severity == Severity::info) {
        ++settled;
        CHECK(g.moves == game.record.moves);
        CHECK(gaps[0]->candidates.size() == 1);
        CHECK(gaps[0]->message.find("the replay goes on with it") != std::string::npos);
      } else {
        ++open;
        CHECK(g.moves == std::vector<Move>(game.record.moves.begin(), game.record.moves.begin() + left_out - 1));
        CHECK(gaps[0]->message.find("the record does not tell which") != std::string::npos);
      }
    }
    // Most single moves are told by the moves after them (79 of 119 in SAN,
    // 87 in Spanish descriptive, whose moves name less); some (a quiet move
    // where another fits as well) are not.
    CHECK(settled > game.plies() / 2);
    CHECK(open > 0);
  }
  // Two plies, Black's 12th and White's 13th (exf3 gxf3): settled together.
  const std::string text = sheet(game, *parse_notation("desc-en"), Dialects[0], true, false,
                                 [](int ply) { return ply == 24 || ply == 25 ? Cell::tick : Cell::written; });
  const GameRecord g = check_game(GameText{text});
  CHECK(g.moves == game.record.moves);
  const auto gaps = of_kind(g, Kind::unrecorded_moves);
  REQUIRE(gaps.size() == 1);
  CHECK(gaps[0]->candidates == std::vector<std::string>{"PxP (exf3)", "PxP (gxf3)"});
}

TEST_CASE("a move number that repeats, goes back or slips ahead is a finding quoting its line", "[scoresheet]") {
  const Game& game = havana_1901_3();
  const std::string sheet_text = sheet(game, Notation{}, Dialects[0], true, false, [](int) { return Cell::written; });
  const auto renumbered = [&](const std::string& from, const std::string& to) {
    std::string text = sheet_text;
    const size_t at = text.find("\n" + from);
    REQUIRE(at != std::string::npos);
    return text.replace(at + 1, from.size(), to);
  };
  struct Case {
    std::string from, to;  // the line's number as written, and as misnumbered
    int number, expected;
  };
  for (const Case& c : {Case{"20.", "19.", 19, 20}, Case{"20.", "18.", 18, 20}, Case{"20.", "21.", 21, 20},
                        Case{"20.", "300.", 300, 20}}) {
    INFO(c.from << " written " << c.to);
    const GameRecord g = check_game(GameText{renumbered(c.from, c.to)});
    // The moves are read in the order written: the record is the game's.
    CHECK(g.moves == game.record.moves);
    CHECK(of_kind(g, Kind::unrecorded_moves).empty());
    const auto slips = of_kind(g, Kind::misnumbered_move);
    REQUIRE(slips.size() == 1);
    CHECK(slips[0]->token.starts_with(c.to + " "));
    CHECK(slips[0]->ply == 39);
    CHECK(slips[0]->message.starts_with(fmt::format("move number {} written where White's move {} is next", c.number,
                                                    c.expected)));
    // reconcile says so in its evidence, and the sheets still agree.
    const Reconciliation r = reconcile(renumbered(c.from, c.to), sheet_text);
    CHECK(r.agreed_plies == 121);
    REQUIRE(r.sheets[White].misnumbered.size() == 1);
    CHECK(r.sheets[White].misnumbered[0].line.starts_with(c.to + " "));
  }
}

TEST_CASE("PGN movetext without tags stays PGN, and a sheet written like it is one", "[scoresheet][parser]") {
  // Several numbers to a line: PGN's movetext, its numbers not heeded.
  const GameRecord pgn = check_game(GameText{"1. e4 e5 2. Nf3 Nc6\n3. Bb5 a6 4. Ba4 Nf6 *\n"});
  CHECK(pgn.moves.size() == 8);
  CHECK(pgn.findings.empty());
  // A sheet with header lines writing "2. Nf3" inside its lines reads them as numbers.
  const GameRecord inline_numbers =
      check_game(GameText{"White: A\nBlack: B\n\n1. e4 e5 2. Nf3 Nc6\n3. Bb5 a6 4. Ba4\n4... Nf6 *\n"});
  CHECK(inline_numbers.moves.size() == 8);
  CHECK(inline_numbers.findings.empty());
}
