// Sheet pairs built from real games, each checked against what its
// construction implies: gaps (ticks, blank cells, move numbers left out) on
// one sheet, on the other, on both at different plies and over the same
// plies (inside the game and at its end), a sheet writing another legal move
// or an illegal one and going on or stopping there, one sheet or both
// stopping early. The answers come from the game's own moves and positions;
// only where a move neither sheet records could be another is every legal
// move tried there, the later words then read one by one.
#include <fmt/format.h>

#include <catch2/catch.hpp>
#include <functional>
#include <map>
#include <random>
#include <set>
#include <sstream>

#include "adjudicate/reconcile.h"
#include "core/fen.h"
#include "core/movegen.h"
#include "corpus.h"
#include "validate/replay.h"

using namespace arbiter;

namespace {

using Parting = Reconciliation::Parting;

// Board, side, castling and en passant: a position without its clocks
// (moves in another order may reach it with another halfmove clock).
std::string position_part(const Position& pos) {
  std::istringstream in(to_fen(pos));
  std::string board, side, castling, en_passant;
  in >> board >> side >> castling >> en_passant;
  return board + " " + side + " " + castling + " " + en_passant;
}

// A real game: its moves and the board before each.
struct Game {
  std::vector<Move> moves;
  std::vector<Board> boards;  // boards[k]: after k plies
  int plies() const { return int(moves.size()); }
  const Position& position(int plies) const { return boards[size_t(plies)].pos; }
};

Game game_of(const GameRecord& record) {
  Game g{record.moves, {Board(record.start)}};
  const MoveReader reader(Notation{});
  for (const Move m : g.moves) {
    g.boards.push_back(g.boards.back());
    reader.play(g.boards.back(), m);
  }
  return g;
}

struct Cell {
  enum class Kind { word, tick, blank } kind = Kind::word;
  std::string text;  // the word, or the tick
  bool recorded() const { return kind == Kind::word; }
};

struct Sheet {
  Notation notation;
  std::vector<Cell> cells;  // one per ply
  bool columns = false;     // "12  Nf3       Nc6" lines, a move line left out when both cells are blank
  int header = 0;

  bool lacks(int ply) const { return ply > int(cells.size()) || !cells[size_t(ply - 1)].recorded(); }
  std::string text() const;
};

// The sheet as a player writes it: header lines, then a line per move
// number. A blank before the sheet's first word or after its last would
// not show on paper: it is written as a tick.
std::string Sheet::text() const {
  static const std::array<std::string, 3> headers = {"White: A\nBlack: B\n\n", "Blancas: A\nNegras: B\n\n",
                                                     "Event: Club\nWhite: A\nBlack: B\n\n"};
  std::vector<Cell> written = cells;
  const auto shown = [](const Cell& c) { return c.kind != Cell::Kind::blank; };
  const auto first = std::find_if(written.begin(), written.end(), shown);
  const auto last = std::find_if(written.rbegin(), written.rend(), shown).base();
  for (auto it = written.begin(); it != written.end(); ++it)
    if (it->kind == Cell::Kind::blank && (it < first || it >= last)) *it = {Cell::Kind::tick, "v"};
  std::string out = headers[size_t(header)];
  for (size_t ply = 0; ply < written.size(); ply += 2) {
    const std::string number = std::to_string(ply / 2 + 1);
    const Cell& w = written[ply];
    const bool has_black = ply + 1 < written.size(), black_blank = !has_black || !shown(written[ply + 1]);
    if (!shown(w) && black_blank) {
      if (!columns) out += number + ".\n";
    } else if (!shown(w)) {
      out += number + "... " + written[ply + 1].text + "\n";
    } else if (columns) {
      out += fmt::format("{:>2}  {:<10}{}\n", number, w.text, black_blank ? "" : written[ply + 1].text);
    } else {
      out += number + ". " + w.text + (black_blank ? "" : " " + written[ply + 1].text) + "\n";
    }
  }
  return out;
}

// What a pair's construction implies.
struct Expected {
  int agreed = 0;
  std::optional<int> divergence;
  Parting parting = Parting::contradict;
  std::array<bool, 2> legal{true, true};
  std::array<std::optional<int>, 2> legal_plies;  // when a sheet stops replaying
  std::array<std::optional<std::vector<Move>>, 2> at_divergence;
  bool reconstructable = false;
  std::optional<Position> final_position;
  Position agreed_position;
};

struct Pair {
  std::string scenario;
  std::array<Sheet, 2> sheets;
  Expected expected;
};

class Builder {
 public:
  Builder(const Game& g, std::mt19937& random) : g_(g), random_(random) {}

  int between(int lo, int hi) { return lo + int(random_() % unsigned(hi - lo + 1)); }

  // Both sheets with every move of the first `plies`, each in a notation,
  // layout and header of its own.
  Pair full(std::string scenario, int plies) {
    static const std::array<const char*, 6> notations = {"san-en", "san-es", "san-de",
                                                         "san-fr", "desc-en", "desc-es"};
    Pair p{std::move(scenario), {}, {}};
    for (Sheet& s : p.sheets) {
      s.notation = *parse_notation(notations[size_t(between(0, int(notations.size()) - 1))]);
      s.columns = between(0, 1);
      s.header = between(0, 2);
      for (int ply = 1; ply <= plies; ++ply) s.cells.push_back({Cell::Kind::word, word(s.notation, ply)});
    }
    used_.clear();
    return p;
  }

  // The game's move at `ply` as `n` writes it.
  std::string word(const Notation& n, int ply) const {
    return MoveReader(n).write(g_.boards[size_t(ply - 1)], g_.moves[size_t(ply - 1)]);
  }

  Cell gap() {
    // ✓ — ✔ –, and one gap in three a blank cell.
    static const std::array<const char*, 6> ticks = {"v", "-", "\xE2\x9C\x93", "\xE2\x80\x94", "\xE2\x9C\x94",
                                                     "\xE2\x80\x93"};
    const int k = between(0, 8);
    if (k >= int(ticks.size())) return {Cell::Kind::blank, ""};
    return {Cell::Kind::tick, ticks[size_t(k)]};
  }

  // Up to `count` gaps on `sheets` at plies in [lo, hi] no gap uses yet,
  // one sheet each.
  void gaps(Pair& p, int count, int lo, int hi, std::vector<Color> sheets = {White, Black}) {
    for (int i = 0; i < count; ++i)
      for (int tries = 0; tries < 20; ++tries) {
        const int ply = between(lo, hi);
        const Color s = sheets[size_t(between(0, int(sheets.size()) - 1))];
        if (used_.contains(ply) || ply > int(p.sheets[s].cells.size())) continue;
        used_.insert(ply);
        p.sheets[s].cells[size_t(ply - 1)] = gap();
        break;
      }
  }
  void reserve(int ply) { used_.insert(ply); }

 private:
  const Game& g_;
  std::mt19937& random_;
  std::set<int> used_;
};

// The game as written, its end reached: every ply agreed.
void agree_to(Expected& e, const Game& g, int plies) {
  e.agreed = plies;
  e.reconstructable = true;
  e.final_position = g.position(plies);
  e.agreed_position = g.position(plies);
}

void part_at(Expected& e, const Game& g, int ply, Parting why) {
  e.agreed = ply - 1;
  e.divergence = ply;
  e.parting = why;
  e.agreed_position = g.position(ply - 1);
}

// The legal moves the words at `ply` denote in `board`: those both sheets'
// words denote, or one sheet's when the other lacks the move; nullopt when
// neither records it.
std::optional<std::vector<Move>> denoted(const Pair& p, const Board& board, int ply) {
  std::optional<std::vector<Move>> moves;
  MoveReader::Reading reading;
  for (const Sheet& s : p.sheets) {
    if (s.lacks(ply)) continue;
    MoveReader(s.notation).read(board, s.cells[size_t(ply - 1)].text, reading);
    std::vector<Move> these;
    if (reading.word == MoveReader::Word::move) these.assign(reading.moves.begin(), reading.moves.end());
    if (moves) std::erase_if(*moves, [&](Move m) { return std::find(these.begin(), these.end(), m) == these.end(); });
    else moves = these;
  }
  return moves;
}

// Plies `first`..`last` on neither sheet, the rest of the game recorded:
// every sequence of legal moves there, and the recorded words after it read
// one by one. The sequences that let every later word be played establish
// the plies they play alike; nullopt when a later word reads as more than
// one move (the walk would branch).
std::optional<Expected> run_on_neither(const Pair& p, const Game& g, int first, int last) {
  struct Line {
    std::vector<Move> run;
    std::string final_position;
  };
  std::vector<Line> to_the_end;
  const int plies = int(std::max(p.sheets[White].cells.size(), p.sheets[Black].cells.size()));
  const MoveReader play(Notation{});
  bool branches = false;
  std::vector<Move> run;
  std::function<void(const Board&, int)> walk = [&](const Board& board, int ply) {
    if (ply <= last) {
      for (const Move m : MoveList(board.pos)) {
        Board next = board;
        play.play(next, m);
        run.push_back(m);
        walk(next, ply + 1);
        run.pop_back();
      }
      return;
    }
    Board b = board;
    for (; ply <= plies; ++ply) {
      const auto moves = denoted(p, b, ply);
      if (moves->empty()) return;
      if (moves->size() > 1) {
        branches = true;
        return;
      }
      play.play(b, moves->front());
    }
    to_the_end.push_back({run, position_part(b.pos)});
  };
  for (int ply = last + 1; ply <= plies; ++ply) REQUIRE((!p.sheets[White].lacks(ply) || !p.sheets[Black].lacks(ply)));
  walk(g.boards[size_t(first - 1)], first);
  if (branches) return std::nullopt;
  Expected e;
  size_t shared = to_the_end.front().run.size();
  bool one_final = true;
  for (const Line& l : to_the_end) {
    shared = std::min<size_t>(shared, std::mismatch(l.run.begin(), l.run.end(), to_the_end.front().run.begin()).first -
                                          l.run.begin());
    one_final = one_final && l.final_position == to_the_end.front().final_position;
  }
  if (shared == to_the_end.front().run.size()) {
    agree_to(e, g, plies);
  } else {
    part_at(e, g, first + int(shared), Parting::open);
    e.reconstructable = one_final;
    if (one_final) e.final_position = g.position(plies);
  }
  return e;
}

// The plies a sheet's own words replay from the game's position before
// `from`, where it writes `move` instead of the game's: nullopt when a word
// reads as more than one move.
std::optional<int> replays(const Sheet& s, const Game& g, int from, Move move) {
  const MoveReader reader(s.notation);
  Board board = g.boards[size_t(from - 1)];
  reader.play(board, move);
  MoveReader::Reading reading;
  for (int ply = from + 1; ply <= int(s.cells.size()); ++ply) {
    reader.read(board, s.cells[size_t(ply - 1)].text, reading);
    if (reading.word != MoveReader::Word::move || reading.moves.empty()) return ply - 1;
    if (reading.moves.size() > 1) return std::nullopt;
    reader.play(board, reading.moves[0]);
  }
  return int(s.cells.size());
}

// A ply of the game, from `lo`, at which the side to move has one legal move.
std::optional<int> forced_ply(const Game& g, int lo, int hi) {
  for (int ply = lo; ply <= hi; ++ply)
    if (MoveList(g.position(ply - 1)).size() == 1) return ply;
  return std::nullopt;
}

// The pairs built from one game.
std::vector<Pair> constructions(const Game& g, std::mt19937& random) {
  Builder b(g, random);
  const int n = g.plies();
  std::vector<Pair> pairs;

  {  // Gaps on one sheet, then the other, at different plies.
    Pair p = b.full("gaps on either sheet", n);
    b.gaps(p, b.between(1, 8), 1, n);
    agree_to(p.expected, g, n);
    pairs.push_back(std::move(p));
  }
  {  // A run of moves one sheet ticks, then a run on the other.
    Pair p = b.full("runs of gaps on each sheet", n);
    const int a = b.between(2, n / 2 - 4), c = b.between(n / 2, n - 4);
    for (int ply = a; ply < a + 4; ++ply) p.sheets[Black].cells[size_t(ply - 1)] = b.gap();
    for (int ply = c; ply < c + 3; ++ply) p.sheets[White].cells[size_t(ply - 1)] = b.gap();
    agree_to(p.expected, g, n);
    pairs.push_back(std::move(p));
  }
  {  // One sheet stops early.
    Pair p = b.full("one sheet stops", n);
    const int stop = b.between(n - 8, n - 1);
    const Color s = Color(b.between(0, 1));
    p.sheets[s].cells.resize(size_t(stop));
    b.gaps(p, b.between(0, 4), 1, stop);
    agree_to(p.expected, g, n);
    pairs.push_back(std::move(p));
  }
  {  // Both stop before the game's end, one before the other.
    const int longer = b.between(n - 10, n - 3), shorter = b.between(longer - 6, longer - 1);
    Pair p = b.full("both sheets stop", longer);
    p.sheets[Color(b.between(0, 1))].cells.resize(size_t(shorter));
    b.gaps(p, b.between(0, 4), 1, shorter);
    agree_to(p.expected, g, longer);
    pairs.push_back(std::move(p));
  }
  {  // Both sheets tick their last moves: nothing establishes them.
    const int tail = b.between(1, 4);
    Pair p = b.full("both sheets end with ticks", n);
    for (int ply = n - tail + 1; ply <= n; ++ply)
      for (Sheet& s : p.sheets) s.cells[size_t(ply - 1)] = {Cell::Kind::tick, "v"};
    b.gaps(p, b.between(0, 5), 1, n - tail);
    part_at(p.expected, g, n - tail + 1, Parting::unrecorded);
    pairs.push_back(std::move(p));
  }
  {  // One sheet ends with ticks where the other has stopped.
    const int tail = b.between(1, 3);
    Pair p = b.full("ticks where the other sheet stopped", n);
    const Color s = Color(b.between(0, 1));
    p.sheets[~s].cells.resize(size_t(n - tail));
    for (int ply = n - tail + 1; ply <= n; ++ply) p.sheets[s].cells[size_t(ply - 1)] = b.gap();
    p.sheets[s].cells.back() = {Cell::Kind::tick, "\xE2\x9C\x93"};
    b.gaps(p, b.between(0, 3), 1, n - tail);
    part_at(p.expected, g, n - tail + 1, Parting::unrecorded);
    pairs.push_back(std::move(p));
  }
  if (const auto ply = forced_ply(g, 3, n - 1)) {  // A forced move neither sheet records, inside the game.
    Pair p = b.full("a forced move on neither sheet", n);
    for (Sheet& s : p.sheets) s.cells[size_t(*ply - 1)] = b.gap();
    b.reserve(*ply);
    b.gaps(p, b.between(0, 4), 1, n);
    agree_to(p.expected, g, n);
    pairs.push_back(std::move(p));
  }
  for (const int run : {1, 1, 2}) {  // Moves neither sheet records, inside the game.
    Pair p = b.full(run == 1 ? "a move on neither sheet" : "two moves on neither sheet", n);
    const int first = b.between(4, n - 2 - run);
    for (int ply = first; ply < first + run; ++ply) {
      for (Sheet& s : p.sheets) s.cells[size_t(ply - 1)] = b.gap();
      b.reserve(ply);
    }
    b.reserve(first - 1);
    b.reserve(first + run);
    b.gaps(p, b.between(0, 3), 1, n);
    if (const auto e = run_on_neither(p, g, first, first + run - 1)) {
      p.expected = *e;
      pairs.push_back(std::move(p));
    }
  }
  for (const bool stops : {false, true}) {  // Another legal move, the sheet going on or stopping there.
    Pair p = b.full(stops ? "another legal move, then the sheet stops" : "another legal move", n);
    const int d = b.between(6, n - 2);
    const Color s = Color(b.between(0, 1));
    const MoveList legal(g.position(d - 1));
    if (legal.size() < 2) continue;
    Move other = g.moves[size_t(d - 1)];
    while (other == g.moves[size_t(d - 1)]) other = legal.begin()[b.between(0, int(legal.size()) - 1)];
    p.sheets[s].cells[size_t(d - 1)].text = MoveReader(p.sheets[s].notation).write(g.boards[size_t(d - 1)], other);
    if (stops) p.sheets[s].cells.resize(size_t(d));
    b.reserve(d);
    b.gaps(p, b.between(0, 3), 2, d - 1, {s});
    b.gaps(p, b.between(0, 5), 2, n, {~s});
    const auto own = replays(p.sheets[s], g, d, other);
    if (!own) continue;
    part_at(p.expected, g, d, Parting::contradict);
    p.expected.legal[s] = *own == int(p.sheets[s].cells.size());
    p.expected.legal_plies[s] = *own;
    p.expected.at_divergence[s] = std::vector<Move>{other};
    p.expected.at_divergence[~s] = std::vector<Move>{g.moves[size_t(d - 1)]};
    pairs.push_back(std::move(p));
  }
  {  // An illegal move: the writer's own move before, or the opponent's, again.
    Pair p = b.full("an illegal move", n);
    const int d = b.between(6, n - 2);
    const Color s = Color(b.between(0, 1));
    const Sheet& sheet = p.sheets[s];
    MoveReader::Reading reading;
    for (const int earlier : {d - 2, d - 1, d - 4}) {
      MoveReader(sheet.notation).read(g.boards[size_t(d - 1)], sheet.cells[size_t(earlier - 1)].text, reading);
      if (reading.word == MoveReader::Word::move && reading.moves.empty()) {
        p.sheets[s].cells[size_t(d - 1)].text = p.sheets[s].cells[size_t(earlier - 1)].text;
        b.reserve(d);
        b.gaps(p, b.between(0, 3), 2, d - 1);
        b.gaps(p, b.between(0, 3), d + 1, n, {~s});
        part_at(p.expected, g, d, Parting::contradict);
        p.expected.legal[s] = false;
        p.expected.legal_plies[s] = d - 1;
        p.expected.at_divergence[s] = std::vector<Move>{};
        p.expected.at_divergence[~s] = std::vector<Move>{g.moves[size_t(d - 1)]};
        pairs.push_back(std::move(p));
        break;
      }
    }
  }
  return pairs;
}

void check(const Pair& p) {
  const std::string white = p.sheets[White].text(), black = p.sheets[Black].text();
  INFO(p.scenario << " (" << p.sheets[White].notation.name() << ", " << p.sheets[Black].notation.name() << ")\n"
                  << white << "--\n" << black);
  const Reconciliation r = reconcile(white, black);
  const Expected& e = p.expected;
  CHECK_FALSE(r.search_cut);
  CHECK(r.sheets[White].notation == p.sheets[White].notation);
  CHECK(r.sheets[Black].notation == p.sheets[Black].notation);
  CHECK(r.agreed_plies == e.agreed);
  CHECK(r.divergence_ply == e.divergence);
  if (e.divergence) CHECK(r.parting == e.parting);
  CHECK(position_part(r.agreed_position) == position_part(e.agreed_position));
  // The plies up to the agreed ones that one sheet lacks and the other records.
  std::vector<std::pair<Color, int>> missing, expected_missing;
  std::vector<int> on_both, expected_on_both;
  for (const auto& m : r.missing) missing.emplace_back(m.sheet, m.ply);
  for (int ply = 1; ply <= e.agreed; ++ply) {
    const bool lacks_white = p.sheets[White].lacks(ply), lacks_black = p.sheets[Black].lacks(ply);
    if (lacks_white && lacks_black) expected_on_both.push_back(ply);
    else if (lacks_white || lacks_black) expected_missing.emplace_back(lacks_white ? White : Black, ply);
  }
  CHECK(missing == expected_missing);
  CHECK(r.missing_on_both == expected_on_both);
  for (const Color s : {White, Black}) {
    CHECK(r.sheets[s].legal == e.legal[s]);
    if (e.legal_plies[s]) CHECK(r.sheets[s].legal_plies == *e.legal_plies[s]);
    if (e.at_divergence[s]) CHECK(r.at_divergence[s] == e.at_divergence[s]);
  }
  CHECK(r.reconstructable == e.reconstructable);
  REQUIRE(r.final_position.has_value() == e.final_position.has_value());
  if (e.final_position) CHECK(position_part(*r.final_position) == position_part(*e.final_position));
}

}  // namespace

TEST_CASE("sheet pairs built from real games: what each construction implies", "[reconcile]") {
  std::mt19937 random(20260122);
  std::map<std::string, int> built;
  const GameChunk chunk = split_games(corpus_path("masters/serhiis21/Capablanca.pgn"));
  int games = 0;
  for (size_t i = 0; i < chunk.games.size() && games < 40; ++i) {
    const GameRecord record = check_game(chunk.game(i));
    if (!record.replayed || record.moves.size() < 30 || record.moves.size() > 140) continue;
    ++games;
    const Game g = game_of(record);
    for (const Pair& p : constructions(g, random)) {
      check(p);
      ++built[p.scenario];
    }
  }
  // Every construction was built from several games.
  for (const char* scenario :
       {"gaps on either sheet", "runs of gaps on each sheet", "one sheet stops", "both sheets stop",
        "both sheets end with ticks", "ticks where the other sheet stopped", "a forced move on neither sheet",
        "a move on neither sheet", "two moves on neither sheet", "another legal move",
        "another legal move, then the sheet stops", "an illegal move"}) {
    INFO(scenario);
    CHECK(built[scenario] >= 3);
  }
}
