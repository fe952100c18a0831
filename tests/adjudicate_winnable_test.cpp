// Can a side still checkmate? The labelled positions of the Chess
// Unwinnability Analyzer (CHA) are the independent truth; the hand-picked
// positions each show one rule, with the reason in a comment; the CLI is
// held to its formats.
#include <catch2/catch.hpp>

#include <algorithm>
#include <sstream>
#include <string>

#include "adjudicate/check_squares.h"
#include "adjudicate/helpmate.h"
#include "adjudicate/winnable.h"
#include "core/movegen.h"
#include "tests/corpus.h"
#include "tests/position.h"
#include "tests/program.h"

using namespace arbiter;

namespace {

// A line of CHA's reference set, "XX FEN": WB both sides can mate, W- only
// White, -B only Black, -- neither.
struct LabelledPosition {
  std::string line;
  Position pos;
  bool can_mate(Color side) const { return line[side == White ? 0 : 1] != '-'; }
  std::string side_named(Color side) const { return line + (side == White ? " (white)\n" : " (black)\n"); }
};

LabelledPosition labelled(const std::string& line) {
  std::string fen = line.substr(3);
  // One line leaves out the castling and en-passant fields.
  if (std::count(fen.begin(), fen.end(), ' ') < 3) fen += " - -";
  return {line, from_fen(fen)};
}

Winnable verdict(const std::string& fen, Color winner, SearchLimits limits = {}) {
  return can_checkmate(from_fen(fen), winner, limits).winnable;
}

// The helpmate is legal move by move and ends with `winner` checkmating.
bool mates(Position pos, Color winner, const std::vector<Move>& line) {
  for (Move m : line) {
    if (!MoveList(pos).contains(m)) return false;
    pos.play(m);
  }
  return pos.is_checkmate() && pos.side_to_move() != winner;
}

// Over the moves of a position and of those up to `plies` moves later: the
// checks, those CheckSquares would miss, and the moves it passes over.
struct CheckTally {
  size_t checks = 0, missed = 0, passed_over = 0;
};

void tally_checks(const Position& pos, int plies, CheckTally& tally) {
  const CheckSquares squares(pos);
  for (Move m : MoveList(pos)) {
    const bool check = pos.gives_check(m), may = squares.may_give_check(pos, m);
    tally.checks += check;
    tally.missed += check && !may;
    tally.passed_over += !may;
    if (plies == 0) continue;
    Position next = pos;
    next.play(m);
    tally_checks(next, plies - 1, tally);
  }
}

}  // namespace

TEST_CASE("winnable: agrees with CHA on every one of its labelled positions", "[winnable]") {
  std::istringstream in(read_file(corpus_path("deadpos/cha_test-vector.txt")));
  REQUIRE(in.good());
  // At the default budget, as `arbiter winnable` runs: about 12 s for the
  // 3606 analyses. CHA itself, with ten million nodes, leaves 20 of them
  // undetermined.
  constexpr SearchLimits limits{};
  size_t positions = 0, agreed = 0;
  std::string unknown, contradictions, bad_helpmates;  // the lines, with the side
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    const LabelledPosition p = labelled(line);
    bool agrees = true;
    for (Color side : {White, Black}) {
      const std::string which = p.side_named(side);
      const MateAnalysis a = can_checkmate(p.pos, side, limits);
      if (a.winnable == Winnable::unknown) {
        agrees = false;
        unknown += which;
      } else if ((a.winnable == Winnable::yes) != p.can_mate(side)) {
        agrees = false;
        contradictions += which;
      } else if (a.winnable == Winnable::yes && !mates(p.pos, side, a.helpmate)) {
        agrees = false;
        bad_helpmates += which;
      }
    }
    ++positions;
    agreed += agrees;
  }
  CHECK(positions == 1803);
  CHECK(unknown == "");
  CHECK(contradictions == "");
  CHECK(bad_helpmates == "");
  CHECK(agreed == positions);
}

TEST_CASE("winnable: each guided search finds the mates it is for", "[winnable]") {
  auto nodes_to_mate = [](const char* fen, Color winner, Guidance guidance) {
    const Position pos = from_fen(fen);
    GuidedHelpmate search(pos, winner, {}, guidance);
    INFO(fen);
    const HelpmateOutcome outcome = search.search(1'000'000);
    CHECK(outcome != HelpmateOutcome::none);
    if (outcome != HelpmateOutcome::mate) return uint64_t(1'000'000);
    CHECK(mates(pos, winner, search.line()));
    return search.nodes();
  };
  // Behind the pawn wall only the b6 bishop and Black's c6 and g6 bishops
  // take part (Kh8, Bg8, Bh7, Bf6 mate); the kings, the d2 and b3 bishops
  // can only pass the move, and trying every way to pass buries the mate.
  const char* wall = "4k3/8/1Bb3b1/1p1p1p1p/1P1P1P1P/1b6/3B4/4K3 b - - 0 1";
  CHECK(nodes_to_mate(wall, White, {.one_tempo_move = true}) < 20'000);
  CHECK(nodes_to_mate(wall, White, {}) == 1'000'000);
  // Black's king must walk to h8 (two light bishops block g8 and h7), which
  // White's bishops in the corner and along the long diagonal guard: they
  // make progress by leaving it (CHA finds no mate here).
  const char* corner = "k6B/1b4B1/2b2B2/4B3/3B4/1pB1B3/pP1B4/K7 w - - 0 1";
  CHECK(nodes_to_mate(corner, White, {.clear_the_corner = true}) < 20'000);
  CHECK(nodes_to_mate(corner, White, {}) == 1'000'000);
  // Black's king is in a1, on White's side: 5. Bc3# after Ba2 blocks.
  const char* near = "N1b1N1N1/1pPpPpPp/1P1P1P1P/8/8/8/8/kb2B1K1 w - - 0 1";
  CHECK(nodes_to_mate(near, White, {.fractional = true, .nearer_corner = true}) < 100'000);
  CHECK(nodes_to_mate(near, White, {.fractional = true}) > 400'000);
}

TEST_CASE("winnable: the check squares pass every move that gives check", "[winnable]") {
  // Over CHA's positions and those up to two moves later: pawn walls,
  // promotions, pinned and discovering pieces, both sides to move.
  std::istringstream in(read_file(corpus_path("deadpos/cha_test-vector.txt")));
  REQUIRE(in.good());
  CheckTally tally;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    tally_checks(labelled(line).pos, 2, tally);
  }
  CHECK(tally.checks > 100'000);
  CHECK(tally.missed == 0);
  CHECK(tally.passed_over > 10 * tally.checks);  // most moves need no closer look
}

TEST_CASE("winnable: material alone, the test for every ply", "[winnable]") {
  auto insufficient = [](const char* fen, Color side) { return insufficient_material(from_fen(fen), side); };
  // A bare king never mates.
  CHECK(insufficient("8/8/4k3/8/8/4K3/8/8 w - - 0 1", White));
  // A lone bishop or knight against a bare king has no blocker to use.
  CHECK(insufficient("8/8/4k3/8/8/4KB2/8/8 w - - 0 1", White));
  CHECK(insufficient("8/8/4k3/8/8/4KN2/8/8 w - - 0 1", White));
  // Bishops on one square colour: the king's escapes of the other colour
  // need blockers that cannot reach the check line, and a bishop of the
  // same colour is none.
  CHECK(insufficient("8/8/4k1b1/8/8/4KB2/8/8 w - - 0 1", White));
  CHECK(insufficient("8/8/4k1b1/8/8/4KB2/8/8 w - - 0 1", Black));
  // Opposite colours: the defending bishop can block an escape square.
  CHECK_FALSE(insufficient("8/8/4kb2/8/8/4KB2/8/8 w - - 0 1", White));
  // A lone knight against queens only: a queen beside the king always
  // takes the knight or blocks; a rook need not.
  CHECK(insufficient("8/8/4kq2/8/8/4KN2/8/8 w - - 0 1", White));
  CHECK_FALSE(insufficient("8/8/4kr2/8/8/4KN2/8/8 w - - 0 1", White));
  // Two knights can mate a bare king if the king helps.
  CHECK_FALSE(insufficient("8/8/4k3/8/8/3NKN2/8/8 w - - 0 1", White));
  // A pawn may promote, and the loser's pawn may become a blocker.
  CHECK_FALSE(insufficient("8/8/4k3/8/8/4K3/4P3/8 w - - 0 1", White));
  CHECK_FALSE(insufficient("8/8/4k3/4p3/8/4KB2/8/8 w - - 0 1", White));
}

TEST_CASE("winnable: the rules behind dead positions, one position each", "[winnable]") {
  // K v K, K+B v K, K+N v K: dead.
  CHECK(is_dead(from_fen("8/8/4k3/8/8/4K3/8/8 w - - 0 1")));
  CHECK(is_dead(from_fen("8/8/4k3/8/8/4KB2/8/8 b - - 0 1")));
  CHECK(is_dead(from_fen("8/8/4k3/8/8/4KN2/8/8 w - - 0 1")));
  // K+N+N v K is not dead: with the defender's help two knights mate.
  CHECK(verdict("8/8/4k3/8/8/3NKN2/8/8 w - - 0 1", White) == Winnable::yes);
  CHECK(verdict("8/8/4k3/8/8/3NKN2/8/8 w - - 0 1", Black) == Winnable::no);
  // Bishops on the same colour: dead; on opposite colours each side can mate,
  // the other's bishop blocking a flight square.
  CHECK(is_dead(from_fen("8/8/4k1b1/8/8/4KB2/8/8 w - - 0 1")));
  CHECK(verdict("8/8/4kb2/8/8/4KB2/8/8 w - - 0 1", White) == Winnable::yes);
  CHECK(verdict("8/8/4kb2/8/8/4KB2/8/8 w - - 0 1", Black) == Winnable::yes);
  // A knight against a queen: only the queen's side can mate.
  CHECK(verdict("8/8/4kq2/8/8/4KN2/8/8 w - - 0 1", White) == Winnable::no);
  CHECK(verdict("8/8/4kq2/8/8/4KN2/8/8 w - - 0 1", Black) == Winnable::yes);
  // A closed pawn wall with only kings: neither king can cross it.
  CHECK(is_dead(from_fen("4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1")));
  // The same wall with bishops that cannot break it (bishops on the colour
  // of the pawns' squares would have to attack defended pawns): dead.
  CHECK(is_dead(from_fen("2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1")));
  // An open file in the wall lets the kings through: not dead.
  CHECK_FALSE(is_dead(from_fen("4k3/8/8/p1p1p3/P1P1P3/8/8/4K3 w - - 0 1")));
  // Stalemate ends the game: nobody can mate any more.
  CHECK(is_dead(from_fen("k7/8/1Q6/8/8/8/8/7K b - - 0 1")));
  // A position that is mate already: White has mated, with no move to show.
  const MateAnalysis mated = can_checkmate(from_fen("k7/1Q6/1K6/8/8/8/8/8 b - - 0 1"), White);
  CHECK(mated.winnable == Winnable::yes);
  CHECK(mated.helpmate.empty());
  // White's king is shut in on h3/h4 and nothing else of White's moves. The
  // black bishops check on h4 only if the black king guards h3 from g2 or
  // h2, and stepping there leaves White without a move: stalemate first.
  CHECK(is_dead(from_fen("1k6/b1b5/7p/5p1P/5p2/5PpK/6P1/8 w - - 0 1")));
  // Taking the c8 bishop is White's only way in, and it stalemates Black.
  CHECK(is_dead(from_fen("k1b5/1p1p4/1P1P4/B7/8/8/8/K7 w - - 0 1")));
}

TEST_CASE("winnable: a side that can mate gets a legal helpmate, one that cannot gets none", "[winnable]") {
  // Lines of CHA's reference set, with its labels: the start position, two
  // knights against a bare king (they mate with its help; it never mates),
  // and bishops on opposite colours (either side mates, the other's bishop
  // blocking a flight square).
  for (const char* line : {"WB rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
                           "W- 8/4k3/8/8/8/1K1N1N2/8/8 b - -", "WB 3k1b2/8/8/8/8/8/3KB3/8 b - -"}) {
    const LabelledPosition p = labelled(line);
    for (Color side : {White, Black}) {
      INFO(p.side_named(side));
      const MateAnalysis a = can_checkmate(p.pos, side);
      CHECK(a.winnable == (p.can_mate(side) ? Winnable::yes : Winnable::no));
      // The helpmate ends in mate by `side`, which an empty one cannot here.
      if (p.can_mate(side)) CHECK(mates(p.pos, side, a.helpmate));
      else CHECK(a.helpmate.empty());
    }
  }
}

TEST_CASE("winnable: the budget bounds the search and leaves unknown, never a wrong no", "[winnable]") {
  // A long helpmate that a tiny budget cannot find.
  const Position pos = from_fen("8/8/8/3B4/8/6p1/1b4Pp/k1b4K w - - 0 1");
  const MateAnalysis a = can_checkmate(pos, White, SearchLimits{1000});
  CHECK(a.winnable != Winnable::no);
  CHECK(a.nodes <= 1100);
}

TEST_CASE("winnable: the CLI in text and JSONL", "[winnable][cli]") {
  const ProgramRun text = run_program(arbiter_command(
      "winnable '8/8/4k3/8/8/4K3/8/8 w - - 0 1' '8/8/4k3/8/8/3NKN2/8/8 w - - 0 1'"));
  CHECK(text.status == 0);
  CHECK(text.out.find("8/8/4k3/8/8/4K3/8/8 w - - 0 1: white cannot mate, black cannot mate\n") != std::string::npos);
  CHECK(text.out.find("8/8/4k3/8/8/3NKN2/8/8 w - - 0 1: white can mate (1. ") != std::string::npos);
  CHECK(text.out.find("#), black cannot mate\n") != std::string::npos);
  CHECK(text.out.find("2 positions, 1 dead, 0 invalid, ") != std::string::npos);

  // Unquoted fields join the FEN before them; a bad FEN is reported and exits 2.
  const ProgramRun jsonl = run_program(arbiter_command(
      "winnable --format jsonl 8/8/4k3/8/8/4K3/8/8 w - - 0 1 '8/8/8/8/8/8/8/8 w - -'"));
  CHECK(jsonl.status == 2);
  CHECK(jsonl.out.find("{\"fen\":\"8/8/4k3/8/8/4K3/8/8 w - - 0 1\",\"white_can_mate\":false,\"black_can_mate\":false,"
                       "\"white_helpmate\":null,\"black_helpmate\":null}\n") == 0);
  CHECK(jsonl.out.find("{\"fen\":\"8/8/8/8/8/8/8/8 w - -\",\"error\":\"") != std::string::npos);
  CHECK(jsonl.out.find("{\"kind\":\"summary\",\"positions\":1,\"dead\":1,\"invalid\":1,\"seconds\":") !=
        std::string::npos);

  // --file: one FEN a line, comments and blank lines skipped; helpmates in UCI.
  const ProgramRun file = run_program(
      "printf '# two positions\\n\\n8/8/4k3/8/8/4K3/8/8 w - - 0 1\\nk7/8/1QK5/8/8/8/8/8 w - - 0 1\\n' | " +
      arbiter_command("winnable --format jsonl --file -"));
  CHECK(file.status == 0);
  CHECK(file.out.find("\"white_can_mate\":true,\"black_can_mate\":false,\"white_helpmate\":[\"") !=
        std::string::npos);
  CHECK(file.out.find("\"positions\":2,\"dead\":1,\"invalid\":0") != std::string::npos);

  // CHA's list has a FEN that stops after the side to move: castling and en
  // passant default to none. Without a side to move there is no position.
  const ProgramRun short_fen = run_program(arbiter_command(
      "winnable 'Bb2kb2/bKp1p1p1/1pP1P1P1/pP6/6P1/P7/8/8 b' '8/8/4k3/8/8/4K3/8/8 w -' 8/8/4k3/8/8/4K3/8/8"));
  CHECK(short_fen.status == 2);
  CHECK(short_fen.out.find("Bb2kb2/bKp1p1p1/1pP1P1P1/pP6/6P1/P7/8/8 b - - 0 1: white can mate (1... ") == 0);
  CHECK(short_fen.out.find("#), black cannot mate\n8/8/4k3/8/8/4K3/8/8 w - - 0 1: white cannot mate") !=
        std::string::npos);
  CHECK(short_fen.out.find("8/8/4k3/8/8/4K3/8/8: invalid FEN: a FEN needs at least the board and the side to move\n") !=
        std::string::npos);

  CHECK(run_program(arbiter_command("winnable")).status == 2);
  CHECK(run_program(arbiter_command("winnable --file /nonexistent")).status == 2);
  CHECK(run_program(arbiter_command("winnable --help")).out.find("Usage: arbiter winnable") == 0);
}
