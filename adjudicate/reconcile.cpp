// Reconciliation is a search over lines of play: at each ply the two cells
// allow the moves both words denote (one word when the other sheet lacks
// the move; any legal move when neither records it). The deepest ply any
// line reaches is where the sheets stop agreeing; the lines that reach the
// end say whether the final position is settled. Each sheet alone is
// searched the same way to say whether its own moves are legal.
#include "adjudicate/reconcile.h"

#include <algorithm>
#include <unordered_map>

#include "adjudicate/repetition.h"  // repetition_key
#include "core/fen.h"
#include "core/movegen.h"
#include "validate/lookahead.h"

namespace arbiter {

namespace {

// The notation that reads the most of the sheet's words: as moves played
// from the start up to its first gap, as move text at all after it (letter
// sets alike up to the gap, such as Spanish and French, differ later). The
// earlier in readable_notations() among equals.
Notation detect_notation(const std::vector<SheetCell>& cells, const Board& start) {
  std::vector<MoveWord> words;
  size_t first_gap = 0;
  while (first_gap < cells.size() && cells[first_gap].recorded) {
    words.push_back({cells[first_gap].written, cells[first_gap].offset});
    ++first_gap;
  }
  Notation best = readable_notations().front();
  size_t best_score = 0;
  for (const Notation& n : readable_notations()) {
    const MoveReader reader(n);
    int nodes = LookaheadNodes;
    size_t score = reach(reader, start, words, nodes);
    for (size_t i = first_gap; i < cells.size(); ++i) score += cells[i].recorded && reader.readable(cells[i].written);
    if (score > best_score) best = n, best_score = score;
  }
  return best;
}

// Drops the words that only comment on the move before them ("jaq.", "ch").
std::vector<SheetCell> move_cells(std::vector<SheetCell> cells, const MoveReader& reader, const Board& start) {
  MoveReader::Reading reading;
  std::erase_if(cells, [&](const SheetCell& c) {
    if (!c.recorded) return false;
    reader.read(start, c.written, reading);
    return reading.word == MoveReader::Word::annotation;
  });
  return cells;
}

enum class Follow { both, white_sheet, black_sheet };

// Depth-first search of the lines of play the sheets allow.
class LineSearch {
 public:
  LineSearch(const Reconciliation& r, std::array<const MoveReader*, 2> readers, Follow follow, int nodes)
      : r_(r), readers_(readers), follow_(follow) {
    end_ = follow == Follow::both          ? r.plies
           : follow == Follow::white_sheet ? int(r.sheets[White].cells.size())
                                           : int(r.sheets[Black].cells.size());
    nodes_ = nodes + end_;  // a record read straight through never runs out
  }

  // Searches until two different final positions are found (one is enough
  // for a single sheet: the question is only whether it replays). The
  // stack is explicit: a record may have any number of plies.
  void run(const Board& start) {
    std::vector<Frame> stack;
    stack.push_back(enter(start));
    while (!stack.empty() && !done()) {
      Frame& top = stack.back();
      if (top.next == top.candidates.size()) {
        stack.pop_back();
        if (!line_.empty()) line_.pop_back();
        unchanged_ = std::min(unchanged_, line_.size());
        continue;
      }
      if (--nodes_ < 0) {
        cut = true;
        return;
      }
      const Move m = top.candidates[top.next++];
      Board next = top.board;
      readers_[0]->play(next, m);
      line_.push_back(m);
      stack.push_back(enter(next));
    }
  }

  int deepest = -1;
  std::vector<Move> deepest_line;
  std::vector<std::vector<Move>> finals;  // lines to the end with different final positions
  std::vector<uint64_t> final_keys;
  bool cut = false;

 private:
  struct Frame {
    Board board;
    std::vector<Move> candidates;
    size_t next = 0;
  };

  bool done() const { return cut || final_keys.size() >= (follow_ == Follow::both ? 2u : 1u); }

  // The position after line_: noted if deepest or final, with the moves to
  // try from it.
  Frame enter(const Board& board) {
    const int ply = int(line_.size());
    if (ply > deepest) {
      // Only the moves since the last deepest line was taken are copied.
      deepest = ply;
      deepest_line.resize(std::min(unchanged_, deepest_line.size()));
      deepest_line.insert(deepest_line.end(), line_.begin() + std::ptrdiff_t(deepest_line.size()), line_.end());
      unchanged_ = line_.size();
    }
    if (ply == end_) {
      const uint64_t key = board.pos.key();
      if (std::find(final_keys.begin(), final_keys.end(), key) == final_keys.end()) {
        final_keys.push_back(key);
        finals.push_back(line_);
      }
      return {board, {}};
    }
    return {board, candidates(board, ply + 1)};
  }

  // The legal moves sheet `s`'s cell at `ply` denotes; nullopt when the
  // sheet does not record the move.
  std::optional<std::vector<Move>> denoted(const Board& board, Color s, int ply) {
    const SheetCell* c = r_.cell(s, ply);
    if (!c || !c->recorded) return std::nullopt;
    readers_[s]->read(board, c->written, reading_);
    if (reading_.word != MoveReader::Word::move) return std::vector<Move>{};
    return std::vector<Move>(reading_.moves.begin(), reading_.moves.end());
  }

  std::vector<Move> candidates(const Board& board, int ply) {
    const auto white = denoted(board, White, ply), black = denoted(board, Black, ply);
    if (follow_ == Follow::both) {
      if (white && black) {
        std::vector<Move> both;
        for (const Move m : *white)
          if (std::find(black->begin(), black->end(), m) != black->end()) both.push_back(m);
        return both;
      }
      if (white || black) return white ? *white : *black;
    } else {
      const auto& own = follow_ == Follow::white_sheet ? white : black;
      const auto& other = follow_ == Follow::white_sheet ? black : white;
      if (own) return *own;
      if (other && !other->empty()) return *other;
    }
    const MoveList legal(board.pos);
    return {legal.begin(), legal.end()};
  }

  const Reconciliation& r_;
  std::array<const MoveReader*, 2> readers_;
  Follow follow_;
  int nodes_;
  int end_ = 0;
  std::vector<Move> line_;
  size_t unchanged_ = 0;  // how much of line_ has stayed as it was when deepest_line was taken
  MoveReader::Reading reading_;
};

Position after(const Position& start, const std::vector<Move>& line) {
  Position pos = start;
  for (const Move m : line) pos.play(m);
  return pos;
}

bool unrecorded(const Reconciliation& r, Color sheet, int ply) {
  const SheetCell* c = r.cell(sheet, ply);
  return !c || !c->recorded;
}

// The first ply at which a position stands a third (or later) time on the
// line, and the first whose last three occurrences have every move between
// them recorded on both sheets.
void find_repetitions(Reconciliation& r, const std::vector<Move>& line) {
  // unrecorded_through[p]: plies up to p that a sheet lacks, so a run's
  // gaps are counted in constant time.
  std::vector<int> unrecorded_through(line.size() + 1, 0);
  for (size_t p = 1; p <= line.size(); ++p)
    unrecorded_through[p] = unrecorded_through[p - 1] + (unrecorded(r, White, int(p)) || unrecorded(r, Black, int(p)));
  std::unordered_map<uint64_t, std::array<int, 3>> last_three;  // latest last
  std::unordered_map<uint64_t, int> seen;
  Position pos = r.start;
  auto note = [&](int ply) -> std::optional<std::array<int, 3>> {
    const uint64_t key = repetition_key(pos);
    std::array<int, 3>& l = last_three[key];
    l = {l[1], l[2], ply};
    if (++seen[key] < 3) return std::nullopt;
    return l;
  };
  note(0);
  for (size_t i = 0; i < line.size() && !r.admissible_repetition; ++i) {
    pos.play(line[i]);
    const auto plies = note(int(i) + 1);
    if (!plies) continue;
    const bool recorded = unrecorded_through[size_t((*plies)[2])] == unrecorded_through[size_t((*plies)[0])];
    if (r.first_repetition && !recorded) continue;
    Reconciliation::Repetition rep{*plies, {}};
    for (int p = rep.plies[0] + 1; p <= rep.plies[2]; ++p)
      for (const Color s : {White, Black})
        if (unrecorded(r, s, p)) rep.unrecorded.push_back({s, p});
    if (!r.first_repetition) r.first_repetition = rep;
    if (recorded) r.admissible_repetition = std::move(rep);
  }
}

}  // namespace

const SheetCell* Reconciliation::cell(Color sheet, int ply) const {
  const auto& cells = sheets[sheet].cells;
  return ply >= 1 && size_t(ply) <= cells.size() ? &cells[size_t(ply - 1)] : nullptr;
}

int Reconciliation::move_number(int ply) const { return start.fullmove_number() + (ply - 1 + start.side_to_move()) / 2; }

Color Reconciliation::mover(int ply) const { return Color((ply - 1 + start.side_to_move()) % 2); }

const Reconciliation::Repetition* Reconciliation::claimable_repetition() const {
  if (admissible_repetition) return &*admissible_repetition;
  return first_repetition ? &*first_repetition : nullptr;
}

std::optional<bool> Reconciliation::repetition_claim_admissible() const {
  const Repetition* rep = claimable_repetition();
  if (!rep) return std::nullopt;
  return rep->unrecorded.empty();
}

Reconciliation reconcile(std::string_view white_sheet, std::string_view black_sheet, const ReconcileOptions& options) {
  Reconciliation r;
  std::array<SheetCells, 2> read = {read_sheet_cells(white_sheet), read_sheet_cells(black_sheet)};
  // The position the game started from: either sheet may say.
  r.start = Position::start();
  for (const SheetCells& sheet : read)
    if (!sheet.fen.empty())
      if (FenResult f = parse_fen(sheet.fen, FenCastling::drop_unfounded)) {
        r.start = *f.position;
        break;
      }
  const Board start(r.start);
  std::array<MoveReader, 2> readers{MoveReader(Notation{}), MoveReader(Notation{})};
  for (const Color s : {White, Black}) {
    r.sheets[s].notation = options.notations[s] ? *options.notations[s] : detect_notation(read[s].cells, start);
    readers[s] = MoveReader(r.sheets[s].notation);
    r.sheets[s].cells = move_cells(std::move(read[s].cells), readers[s], start);
  }
  r.plies = int(std::max(r.sheets[White].cells.size(), r.sheets[Black].cells.size()));
  const std::array<const MoveReader*, 2> reader_of{&readers[White], &readers[Black]};

  for (int ply = 1; ply <= r.plies; ++ply) {
    const bool lacks_white = unrecorded(r, White, ply), lacks_black = unrecorded(r, Black, ply);
    if (lacks_white && lacks_black) r.missing_on_both.push_back(ply);
    else if (lacks_white) r.missing.push_back({White, ply});
    else if (lacks_black) r.missing.push_back({Black, ply});
  }

  LineSearch joint(r, reader_of, Follow::both, options.nodes);
  joint.run(start);
  r.agreed_plies = std::max(joint.deepest, 0);
  if (r.agreed_plies < r.plies) r.divergence_ply = r.agreed_plies + 1;
  r.agreed_line = joint.deepest_line;
  r.agreed_position = after(r.start, r.agreed_line);
  if (r.divergence_ply) {
    Board board = start;
    for (const Move m : r.agreed_line) readers[White].play(board, m);
    MoveReader::Reading reading;
    for (const Color s : {White, Black})
      if (const SheetCell* c = r.cell(s, *r.divergence_ply); c && c->recorded) {
        readers[s].read(board, c->written, reading);
        r.at_divergence[s] = reading.word == MoveReader::Word::move
                                 ? std::vector<Move>(reading.moves.begin(), reading.moves.end())
                                 : std::vector<Move>{};
      }
  }
  r.reconstructable = joint.finals.size() == 1 && !joint.cut;
  if (r.reconstructable) r.final_position = r.agreed_position;
  r.search_cut = joint.cut;

  for (const Color s : {White, Black}) {
    LineSearch alone(r, reader_of, s == White ? Follow::white_sheet : Follow::black_sheet, options.nodes);
    alone.run(start);
    r.sheets[s].legal = !alone.finals.empty();
    r.sheets[s].legal_plies = std::max(alone.deepest, 0);
    r.search_cut = r.search_cut || (alone.cut && alone.finals.empty());
  }
  find_repetitions(r, r.agreed_line);
  return r;
}

ClockTimes proportional_clocks(ClockTimes shown, int irregular_move, int found_after_move) {
  if (found_after_move <= 0) return shown;
  const double share = double(irregular_move) / found_after_move;
  return {shown.white * share, shown.black * share};
}

}  // namespace arbiter
