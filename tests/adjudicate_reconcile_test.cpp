// Two players' scoresheets of one game: generated pairs checked against
// chess.js (tests/tools/reconcile_pairs.mjs), real games written by the
// project's writers in a different notation for each player, the seed's
// proportional clocks, and the command's JSONL.
#include <catch2/catch.hpp>

#include <sstream>

#include "adjudicate/reconcile.h"
#include "core/fen.h"
#include "notation/write_algebraic.h"
#include "parser/scoresheet.h"
#include "tests/corpus.h"
#include "tests/program.h"
#include "tests/report.h"
#include "tests/scratch_dir.h"
#include "validate/replay.h"

using namespace arbiter;

namespace {

// Board, side and castling: the part of a FEN both implementations write alike.
std::string position_part(const std::string& fen) {
  std::istringstream in(fen);
  std::string board, side, castling;
  in >> board >> side >> castling;
  return board + " " + side + " " + castling;
}

struct Written {
  std::vector<std::string> cells;  // one per ply; "" for a blank cell
};

// A scoresheet with a header and numbered two-column lines.
std::string sheet(const Written& w) {
  std::string out = "White: Capablanca\nBlack: Marshall\n\n";
  for (size_t ply = 0; ply < w.cells.size(); ply += 2) {
    out += std::to_string(ply / 2 + 1) + ". " + (w.cells[ply].empty() ? "-" : w.cells[ply]);
    if (ply + 1 < w.cells.size()) out += " " + (w.cells[ply + 1].empty() ? "\xE2\x9C\x93" : w.cells[ply + 1]);
    out += "\n";
  }
  return out;
}

// The game's moves written by MoveReader::write in `notation`.
Written written_in(const GameRecord& g, const Notation& notation) {
  const MoveReader reader(notation);
  Board board(g.start);
  Written w;
  for (const Move m : g.moves) {
    w.cells.push_back(reader.write(board, m));
    reader.play(board, m);
  }
  return w;
}

// A legal move other than the game's move `index` (0-based), and how
// `notation` writes it there.
std::pair<Move, std::string> another_move(const GameRecord& g, size_t index, const Notation& notation) {
  const MoveReader reader(notation);
  Board board(g.start);
  for (size_t i = 0; i < index; ++i) reader.play(board, g.moves[i]);
  const MoveList legal(board.pos);
  const Move other = *std::find_if(legal.begin(), legal.end(), [&](Move m) { return m != g.moves[index]; });
  return {other, reader.write(board, other)};
}

GameRecord game_from(const std::string& file, size_t index) {
  const GameChunk chunk = split_games(corpus_path(file));
  REQUIRE(index < chunk.games.size());
  return check_game(chunk.game(index));
}

}  // namespace

TEST_CASE("generated sheet pairs agree with chess.js's answers", "[reconcile]") {
  size_t pairs = 0, transpositions = 0, repetitions = 0, gaps = 0;
  std::array<size_t, 3> partings{};  // by Reconciliation::Parting
  for (const Record& p : records(read_file(test_data_path("reconcile_pairs.jsonl")))) {
    const Record& e = p["expected"];
    INFO("pair " << p["id"] << " (" << p["scenario"].get<std::string>() << ")\n"
                 << p["white_sheet"].get<std::string>() << "--\n" << p["black_sheet"].get<std::string>());
    const Reconciliation r = reconcile(p["white_sheet"].get<std::string>(), p["black_sheet"].get<std::string>());
    CHECK_FALSE(r.search_cut);
    CHECK(r.agreed_plies == e["agreed_plies"].get<int>());
    CHECK(r.divergence_ply.value_or(-1) == (e["divergence_ply"].is_null() ? -1 : e["divergence_ply"].get<int>()));
    CHECK(r.sheets[White].legal == e["white_sheet_legal"].get<bool>());
    CHECK(r.sheets[Black].legal == e["black_sheet_legal"].get<bool>());
    std::vector<std::pair<std::string, int>> missing, expected_missing;
    for (const auto& m : r.missing) missing.emplace_back(m.sheet == White ? "white" : "black", m.ply);
    for (const auto& m : e["missing"]) expected_missing.emplace_back(m["sheet"], m["ply"]);
    std::sort(missing.begin(), missing.end(), [](auto& a, auto& b) { return a.second < b.second; });
    CHECK(missing == expected_missing);
    CHECK(r.reconstructable == e["reconstructable"].get<bool>());
    if (r.final_position && !e["final_fen"].is_null())
      CHECK(position_part(to_fen(*r.final_position)) == e["final_fen"].get<std::string>());
    CHECK(r.final_position.has_value() == !e["final_fen"].is_null());
    if (e.contains("repetition_claim_admissible")) {
      const auto admissible = r.repetition_claim_admissible();
      if (e["repetition_claim_admissible"].is_null()) CHECK_FALSE(admissible.has_value());
      else CHECK(admissible == std::optional<bool>(e["repetition_claim_admissible"].get<bool>()));
      repetitions += admissible.has_value();
    }
    ++pairs;
    if (r.divergence_ply) ++partings[size_t(r.parting)];
    transpositions += r.divergence_ply && r.reconstructable;
    gaps += !r.missing.empty();
  }
  // The batch covers every kind of answer.
  CHECK(pairs >= 180);
  CHECK(partings[size_t(Reconciliation::Parting::contradict)] >= 30);
  CHECK(partings[size_t(Reconciliation::Parting::open)] >= 10);
  CHECK(partings[size_t(Reconciliation::Parting::unrecorded)] >= 20);
  CHECK(transpositions >= 3);  // moves left open, yet every line ends in the same position
  CHECK(repetitions >= 5);
  CHECK(gaps >= 80);
}

TEST_CASE("a real game on two sheets: Spanish descriptive and English algebraic, with ticks", "[reconcile]") {
  // Capablanca's first game of the corpus, as two players would keep it.
  const GameRecord g = game_from("masters/serhiis21/Capablanca.pgn", 0);
  REQUIRE(g.moves.size() >= 40);
  const size_t plies = g.moves.size();
  Written white = written_in(g, *parse_notation("desc-es"));
  Written black = written_in(g, *parse_notation("san-en"));
  // Black in time trouble ticks moves 18-20 of both players; White
  // forgets his own 25th move.
  for (size_t ply = 34; ply < 40; ++ply) black.cells[ply] = "";
  white.cells[48] = "";

  const Reconciliation r = reconcile(sheet(white), sheet(black));
  CHECK(r.sheets[White].notation.name() == "desc-es");
  CHECK(r.sheets[Black].notation.name() == "san-en");
  CHECK(r.agreed_plies == int(plies));
  CHECK_FALSE(r.divergence_ply);
  CHECK(r.sheets[White].legal);
  CHECK(r.sheets[Black].legal);
  REQUIRE(r.missing.size() == 7);
  CHECK(r.missing.front().sheet == Black);
  CHECK(r.missing.front().ply == 35);
  CHECK(r.missing.back().sheet == White);
  CHECK(r.missing.back().ply == 49);
  REQUIRE(r.reconstructable);
  CHECK(to_fen(*r.final_position) == to_fen(g.end));

  SECTION("one move written differently: the sheets part there, and only the true sheet is legal") {
    // White writes his 21st move as another legal move of the position.
    const auto [other, written] = another_move(g, 40, *parse_notation("desc-es"));
    white.cells[40] = written;
    const Reconciliation d = reconcile(sheet(white), sheet(black));
    CHECK(d.agreed_plies == 40);
    CHECK(d.divergence_ply == 41);
    CHECK(d.at_divergence[White] == std::optional<std::vector<Move>>({other}));
    CHECK(d.at_divergence[Black] == std::optional<std::vector<Move>>({g.moves[40]}));
    CHECK_FALSE(d.reconstructable);
    CHECK_FALSE(d.final_position);
    CHECK(d.sheets[Black].legal);
    // White's sheet goes on with the game's moves after a different one:
    // legal only if chess allows it, which the replay of that line says.
    std::vector<Move> line(g.moves.begin(), g.moves.begin() + 40);
    line.push_back(other);
    Position pos = g.start;
    for (const Move m : line) pos.play(m);
    CHECK(d.sheets[White].legal == (d.sheets[White].legal_plies == int(plies)));
  }
}

TEST_CASE("a transposition: both sheets legal, yet they part at the first move", "[reconcile]") {
  const Reconciliation r = reconcile("White: A\n1. d4 Nf6\n2. Nf3 e6\n3. c4 b6\n",
                                     "Blancas: A\n1. Cf3 Cf6\n2. d4 e6\n3. c4 b6\n");
  CHECK(r.agreed_plies == 0);
  CHECK(r.divergence_ply == 1);
  CHECK(r.sheets[White].legal);
  CHECK(r.sheets[Black].legal);
  CHECK_FALSE(r.reconstructable);
}

TEST_CASE("a move neither sheet records: settled by the moves after it, or not", "[reconcile]") {
  // 2. ✓ on both sheets; only exd5 lets 2... Qxd5 be played.
  const Reconciliation settled =
      reconcile("White: A\n1. e4 d5\n2. - Qxd5\n3. Nc3 Qa5\n", "White: A\n1. e4 d5\n2. v Qxd5\n3. Nc3 Qa5\n");
  CHECK(settled.missing_on_both == std::vector<int>{3});
  CHECK(settled.agreed_plies == 6);
  CHECK(settled.reconstructable);
  CHECK(settled.final_position);
  // Without 4. Bxc6 many black moves fit: the sheets establish the game up
  // to 2. Nf3 only, and no position after it is given.
  const Reconciliation open =
      reconcile("White: A\n1. e4 e5\n2. Nf3 -\n3. Bc4\n", "White: A\n1. e4 e5\n2. Nf3 -\n3. Bc4\n");
  CHECK(open.agreed_plies == 3);
  CHECK(open.divergence_ply == 4);
  CHECK(open.parting == Reconciliation::Parting::open);
  CHECK(open.missing_on_both.empty());
  CHECK(to_fen(open.agreed_position) == "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
  CHECK_FALSE(open.reconstructable);
  CHECK_FALSE(open.final_position);
  // After 1. e4 f5 2. Qh5+ only 2... g6 is legal. Followed by 3. Qxg6 the
  // tick is settled; with nothing recorded after it, it is not: only moves
  // recorded after it establish a move neither sheet records.
  const std::string forced = "White: A\n1. e4 f5\n2. Qh5+ v\n";
  const Reconciliation inside = reconcile(forced + "3. Qxg6\n", forced + "3. Qxg6\n");
  CHECK(inside.agreed_plies == 5);
  CHECK(inside.reconstructable);
  const Reconciliation at_end = reconcile(forced, forced);
  CHECK(at_end.agreed_plies == 3);
  CHECK(at_end.divergence_ply == 4);
  CHECK(at_end.parting == Reconciliation::Parting::unrecorded);
  CHECK_FALSE(at_end.final_position);
}

TEST_CASE("after the sheets part nothing is supplied (issue #22, item 3)", "[reconcile]") {
  // A game of 121 plies. White's sheet has its first 65 moves; Black's
  // ticks ply 30, writes another legal move at ply 52 and stops there.
  const GameRecord g = game_from("masters/serhiis21/Capablanca.pgn", 2);
  REQUIRE(g.moves.size() == 121);
  const Notation english = *parse_notation("san-en");
  Written white = written_in(g, english), black = written_in(g, english);
  white.cells.resize(65);
  black.cells.resize(52);
  black.cells[29] = "";
  black.cells[51] = another_move(g, 51, english).second;

  const Reconciliation r = reconcile(sheet(white), sheet(black));
  CHECK(r.agreed_plies == 51);
  CHECK(r.divergence_ply == 52);
  CHECK(r.parting == Reconciliation::Parting::contradict);
  CHECK(r.sheets[White].legal);
  CHECK(r.sheets[Black].legal);  // its own moves, the tick filled from White's
  // Only the tick before the parting: White's moves 27 to 33 are no
  // supply for a sheet that went another way.
  REQUIRE(r.missing.size() == 1);
  CHECK(r.missing[0].sheet == Black);
  CHECK(r.missing[0].ply == 30);
}

TEST_CASE("sheets that end with ticks over the same plies (issue #22, item 4)", "[reconcile][cli]") {
  // The first 102 plies of a real game, then both sheets tick three moves.
  const GameRecord g = game_from("masters/serhiis21/Capablanca.pgn", 2);
  Written cells = written_in(g, *parse_notation("san-en"));
  cells.cells.resize(105);
  for (size_t ply = 102; ply < 105; ++ply) cells.cells[ply] = "v";
  const std::string text = sheet(cells);
  const Reconciliation r = reconcile(text, text);
  CHECK(r.plies == 105);
  CHECK(r.agreed_plies == 102);
  CHECK(r.divergence_ply == 103);
  CHECK(r.parting == Reconciliation::Parting::unrecorded);
  CHECK_FALSE(r.reconstructable);
  CHECK_FALSE(r.final_position);
  Position after_102 = g.start;
  for (size_t i = 0; i < 102; ++i) after_102.play(g.moves[i]);
  CHECK(to_fen(r.agreed_position) == to_fen(after_102));

  ScratchDir dir;
  dir.write("w.txt", text);
  dir.write("b.txt", text);
  const ProgramRun note = run_program(arbiter_command("reconcile " + dir.path("w.txt") + " " + dir.path("b.txt")));
  CHECK(note.status == 1);
  CHECK(note.out.find("Neither sheet records White's move 52 to White's move 53, and no recorded move comes after") !=
        std::string::npos);
  CHECK(note.out.find("the last position both sheets establish (after ply 102)") != std::string::npos);
  CHECK(note.out.find(to_fen(after_102)) != std::string::npos);
  CHECK(note.out.find("after ply 105") == std::string::npos);
}

TEST_CASE("a sheet is PGN or a scoresheet as the parser tells them apart", "[reconcile]") {
  // A PGN sheet with a comment before its tags gives the starting position
  // in its FEN tag; the other sheet, a plain scoresheet, gives none.
  const std::string fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
  const Reconciliation r = reconcile("{From the arbiter's copy}\n[Event \"Club\"]\n[FEN \"" + fen +
                                         "\"]\n[SetUp \"1\"]\n\n1. e4 Kd7 2. Kd2 *\n",
                                     "White: A\n1. e4 Kd7\n2. Kd2\n");
  CHECK(to_fen(r.start) == fen);
  CHECK(r.agreed_plies == 3);
  CHECK(r.reconstructable);
}

TEST_CASE("a sheet with no header lines keeps its ticks", "[reconcile]") {
  // Read as PGN (no "Key: value" line opens it), a sheet's ticks are still
  // moves not recorded, each supplied by the other sheet.
  const std::string white = "1. e4 e5\n2. Nf3 Nc6\n3. Bb5 a6\n";
  for (const std::string tick : {"v", "-", "\xE2\x9C\x93", "\xE2\x80\x94"}) {
    INFO(tick);
    const Reconciliation r = reconcile(white, "1. e4 e5\n2. " + tick + " Nc6\n3. Bb5 " + tick + "\n");
    CHECK(r.agreed_plies == 6);
    CHECK_FALSE(r.divergence_ply);
    CHECK(r.reconstructable);
    REQUIRE(r.missing.size() == 2);
    CHECK(r.missing[0].ply == 3);
    CHECK(r.missing[1].ply == 6);
  }
}

TEST_CASE("a repetition claim may not rest on moves not recorded in time (1966 Art. XIII-2)", "[reconcile]") {
  // The knights go out and back twice: the start position stands a third
  // time after 4... Ng8 (ply 8).
  const std::string full = "White: A\n1. Nf3 Nf6\n2. Ng1 Ng8\n3. Nf3 Nf6\n4. Ng1 Ng8\n5. e4\n";
  CHECK(reconcile(full, full).repetition_claim_admissible() == std::optional<bool>(true));
  // Black's sheet ticks 3... Nf6 (ply 6), inside the repetition.
  const std::string ticked = "White: A\n1. Nf3 Nf6\n2. Ng1 Ng8\n3. Nf3 \xE2\x9C\x93\n4. Ng1 Ng8\n5. e4\n";
  const Reconciliation r = reconcile(full, ticked);
  CHECK(r.reconstructable);
  CHECK(r.repetition_claim_admissible() == std::optional<bool>(false));
  REQUIRE(r.claimable_repetition());
  CHECK(r.claimable_repetition()->plies == std::array<int, 3>{0, 4, 8});
  // No repetition: null.
  CHECK_FALSE(reconcile("White: A\n1. e4 e5\n", "White: A\n1. e4 e5\n").repetition_claim_admissible());
}

TEST_CASE("proportional clocks: the 1966 rulebook's example (Art. XIV-7)", "[reconcile]") {
  // Irregularity at move 20 found after Black's move 30, clocks 90 and 60.
  const ClockTimes t = proportional_clocks({90, 60}, 20, 30);
  CHECK(t.white == Approx(60));
  CHECK(t.black == Approx(40));
}

TEST_CASE("arbiter reconcile: JSONL record, note and batch of pairs", "[reconcile][cli]") {
  ScratchDir dir;
  // White wrote 20. Nc3 where the game had 20. Ng1; found after move 30.
  std::string white = "White: A\nBlack: B\n", black = "Blancas: A\nNegras: B\n";
  const std::array<std::string, 2> en = {"Nf3 Nf6", "Ng1 Ng8"}, es = {"Cf3 Cf6", "Cg1 Cg8"};
  for (int move = 1; move <= 30; ++move) {
    white += std::to_string(move) + ". " + (move == 20 ? "Nc3 Ng8" : en[size_t(move + 1) % 2]) + "\n";
    black += std::to_string(move) + ". " + es[size_t(move + 1) % 2] + "\n";
  }
  dir.write("g1.white.txt", white);
  dir.write("g1.black.txt", black);
  dir.write("g2.white.txt", "White: A\n1. e4 e5\n2. Nf3 Nc6\n");
  dir.write("g2.black.txt", "Blancas: A\n1. P4R P4R\n2. C3AR v\n");

  const ProgramRun json = run_program(arbiter_command("reconcile --format jsonl --clocks 90,60 " + dir.path("")));
  CHECK(json.status == 1);
  const std::vector<Record> all = records(json.out);
  REQUIRE(all.size() >= 2);
  const Record &a = all[0], &b = all[1];
  CHECK(a["kind"] == "reconcile");
  CHECK(a["agreed_plies"] == 38);
  CHECK(a["divergence_ply"] == 39);
  CHECK(a["white_sheet_legal"] == false);  // after 20. Nc3 no knight can go to f3 on move 21
  CHECK(a["black_sheet_legal"] == true);
  CHECK(a["reconstructable"] == false);
  CHECK(a["final_fen"].is_null());
  CHECK(a["repetition_claim_admissible"] == true);
  CHECK(a["clocks"] == Record::array({60, 40}));
  CHECK(b["divergence_ply"].is_null());
  CHECK(b["missing"] == Record::parse(R"([{"sheet":"black","ply":4}])"));
  CHECK(b["final_fen"] == "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");

  const ProgramRun note = run_program(arbiter_command("reconcile --rules fide-1966 --clocks 90,60 " +
                                                      dir.path("g1.white.txt") + " " + dir.path("g1.black.txt")));
  CHECK(note.status == 1);
  CHECK(note.out.find("The sheets part at White's move 20") != std::string::npos);
  CHECK(note.out.find("60 and 40 minutes") != std::string::npos);
  CHECK(note.out.find("FIDE 1966 Art. XIV-7") != std::string::npos);
  CHECK(note.out.find("\xE2\x99\x94") != std::string::npos);  // the diagram's white king
}

TEST_CASE("bad sheets: garbage, empty, and 40 000 plies never crash", "[reconcile]") {
  const Reconciliation empty = reconcile("", "");
  CHECK(empty.plies == 0);
  CHECK(empty.reconstructable);
  std::string garbage;
  for (int i = 0; i < 20000; ++i) garbage += char((i * 7919) % 256);
  const Reconciliation g = reconcile(garbage, "White: A\n1. e4 e5\n");
  CHECK(g.plies == std::max<int>(2, int(g.sheets[White].cells.size())));
  // A sheet whose first move reads as nothing: the sheets part at once.
  const Reconciliation junk = reconcile("1. %$#@ \x01\xFF\n2. zz\n", "White: A\n1. e4 e5\n");
  CHECK(junk.divergence_ply == 1);
  CHECK_FALSE(junk.sheets[White].legal);
  CHECK_FALSE(junk.reconstructable);
  // Knights out and back for 20 000 moves (deeper than a call stack could
  // follow), on sheets in two notations; the white sheet ticks every tenth
  // move of Black's.
  std::string white = "White: A\n", black = "Blancas: A\n";
  for (int move = 1; move <= 20000; ++move) {
    const bool out = move % 2 == 1;
    white += std::to_string(move) + ". " + (out ? "Nf3 " : "Ng1 ") + (move % 10 == 0 ? "v" : out ? "Nf6" : "Ng8") + "\n";
    black += std::to_string(move) + ". " + (out ? "Cf3 Cf6\n" : "Cg1 Cg8\n");
  }
  const Reconciliation r = reconcile(white, black);
  CHECK(r.plies == 40000);
  CHECK(r.agreed_plies == 40000);
  CHECK(r.reconstructable);
  CHECK(r.missing.size() == 2000);
  CHECK(r.repetition_claim_admissible() == std::optional<bool>(true));
  CHECK(r.claimable_repetition()->plies == std::array<int, 3>{0, 4, 8});
}

TEST_CASE("samples/reconcile: the README's cases", "[reconcile]") {
  const std::string dir = sample_path("reconcile/");
  auto pair = [&](const std::string& name) {
    return reconcile(read_file(dir + name + ".white.txt"), read_file(dir + name + ".black.txt"));
  };
  // Corzo wrote 17. g3 for Capablanca's 17. g4, and his sheet cannot go on.
  const Reconciliation capa = pair("capablanca-corzo-1901");
  CHECK(capa.sheets[White].notation.name() == "desc-en");
  CHECK(capa.sheets[Black].notation.name() == "san-es");
  CHECK(capa.divergence_ply == 33);
  CHECK(capa.sheets[White].legal);
  CHECK_FALSE(capa.sheets[Black].legal);
  CHECK(capa.sheets[Black].legal_plies == 36);
  // Lasker's sheet ticks moves 36-39 and leaves out 40: Torre's supplies them,
  // and the game ends where the seed's record of it ends.
  const Reconciliation tl = pair("torre-lasker-1925");
  CHECK(tl.missing.size() == 10);
  REQUIRE(tl.final_position);
  CHECK(to_fen(*tl.final_position) == to_fen(check_game({read_file(dir + "torre-lasker-1925.white.txt"), 0, 1, 1}).end));
  // A perpetual check whose last moves one sheet lacks.
  const Reconciliation perpetual = pair("perpetual-check");
  CHECK(perpetual.reconstructable);
  CHECK(perpetual.repetition_claim_admissible() == std::optional<bool>(false));
}

TEST_CASE("the sheet reader reports the moves a player did not record", "[reconcile][scoresheet]") {
  struct Cells final : PgnVisitor {
    std::vector<std::string> seen;
    Flow san(std::string_view t, size_t) override { seen.emplace_back(t); return Flow::go_on; }
    Flow unrecorded_move(std::string_view tick, size_t) override {
      seen.push_back("[" + std::string(tick) + "]");
      return Flow::go_on;
    }
  } cells;
  // A tick, Black's cell left blank, move 3 left out, White's 5 blank.
  read_scoresheet("White: A\n1. e4 \xE2\x9C\x93\n2. Nf3\n4. d4 exd4\n5... Nf6 jaq.\n6. - v\n1-0\n", cells);
  CHECK(cells.seen == std::vector<std::string>{"e4", "[\xE2\x9C\x93]", "Nf3", "[]", "[]", "[]", "d4", "exd4", "[]",
                                               "Nf6", "jaq.", "[-]", "[v]"});
  // By default a tick is a move text, as a record's check has always read it.
  struct Moves final : PgnVisitor {
    std::vector<std::string> seen;
    Flow san(std::string_view t, size_t) override { seen.emplace_back(t); return Flow::go_on; }
  } moves;
  read_scoresheet("White: A\n1. e4 v\n3. Nf3\n", moves);
  CHECK(moves.seen == std::vector<std::string>{"e4", "v", "Nf3"});
}
