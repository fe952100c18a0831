// Reconciliation is a search over lines of play: at each ply the two cells
// allow the moves both words denote (one word when the other sheet lacks
// the move; any legal move when neither records it). The deepest ply any
// line reaches, and the moves all the deepest lines share, are what the
// sheets establish; the plies after the last move either sheet records are
// not searched, since nothing after them could settle them. Each sheet
// alone is searched the same way to say whether its own moves are legal.
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

// Depth-first search of the lines of play the sheets allow, up to ply `end`.
class LineSearch {
 public:
  // A record read straight through never runs out of nodes.
  LineSearch(const Reconciliation& r, std::array<const MoveReader*, 2> readers, Follow follow, int end, int nodes)
      : r_(r), readers_(readers), follow_(follow), end_(end), nodes_(nodes + end) {}

  // Following both sheets, searches until the moves the deepest lines
  // share are known and two different final positions are found (or every
  // line is tried); following one, until a line reaches its end (the
  // question is only whether it replays). The stack is explicit: a record
  // may have any number of plies.
  void run(const Board& start) {
    std::vector<Frame> stack;
    stack.push_back(enter(start));
    while (!stack.empty() && !done()) {
      Frame& top = stack.back();
      if (top.next == top.candidates.size() || nothing_to_learn()) {
        stack.pop_back();
        if (!line_.empty()) line_.pop_back();
        unchanged_ = std::min(unchanged_, line_.size());
        continue;
      }
      if (--nodes_ < 0) {
        cut = true;
        // What an untried move could have changed is not established.
        for (size_t depth = 0; depth < stack.size(); ++depth)
          if (stack[depth].next < stack[depth].candidates.size()) {
            shared = std::min(shared, int(std::min(depth, unchanged_)));
            break;
          }
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
  int shared = 0;  // how many first moves every line found reaching `deepest` plays alike
  std::vector<uint64_t> final_keys;  // the different positions lines to the end reach, up to two
  std::optional<Position> final_position;  // the first of them
  bool cut = false;
  bool reached_end() const { return deepest == end_; }

 private:
  struct Frame {
    Board board;
    std::vector<Move> candidates;
    size_t next = 0;
  };

  bool done() const {
    return cut || (reached_end() && (follow_ != Follow::both || (shared == 0 && final_keys.size() >= 2)));
  }
  // Once a line reaches the end no line goes deeper, and one that shares at
  // least `shared` moves with the deepest line cannot lessen what they
  // share; once two final positions are found, a third tells nothing.
  bool nothing_to_learn() const {
    return reached_end() && int(unchanged_) >= shared && final_keys.size() >= 2;
  }

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
      shared = ply;
    } else if (ply == deepest) {
      shared = std::min(shared, int(unchanged_));  // the moves it shares with deepest_line
    }
    if (ply == end_) {
      const uint64_t key = board.pos.key();
      if (final_keys.size() < 2 && std::find(final_keys.begin(), final_keys.end(), key) == final_keys.end()) {
        final_keys.push_back(key);
        if (!final_position) final_position = board.pos;
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
  int end_;
  int nodes_;
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
    r.sheets[s].misnumbered = std::move(read[s].misnumbered);
  }
  r.plies = int(std::max(r.sheets[White].cells.size(), r.sheets[Black].cells.size()));
  const std::array<const MoveReader*, 2> reader_of{&readers[White], &readers[Black]};

  int last_recorded = r.plies;
  while (last_recorded > 0 && unrecorded(r, White, last_recorded) && unrecorded(r, Black, last_recorded))
    --last_recorded;
  LineSearch joint(r, reader_of, Follow::both, last_recorded, options.nodes);
  joint.run(start);
  r.agreed_plies = joint.shared;
  r.agreed_line.assign(joint.deepest_line.begin(), joint.deepest_line.begin() + r.agreed_plies);
  r.agreed_position = after(r.start, r.agreed_line);
  if (r.agreed_plies < r.plies) {
    r.divergence_ply = r.agreed_plies + 1;
    using Parting = Reconciliation::Parting;
    r.parting = r.agreed_plies == last_recorded                   ? Parting::unrecorded
                : joint.deepest > r.agreed_plies || joint.cut ? Parting::open
                                                              : Parting::contradict;
    // Played from the start: descriptive words name pieces by where they started.
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
  // Lines that part may still meet again: the final position follows when
  // every line to the end reaches the same one, and the sheets end with a
  // recorded move.
  r.reconstructable = last_recorded == r.plies && joint.final_keys.size() == 1 && !joint.cut;
  if (r.reconstructable) r.final_position = joint.final_position;
  r.search_cut = joint.cut;

  // Past the agreed plies nothing is supplied.
  for (int ply = 1; ply <= r.agreed_plies; ++ply) {
    const bool lacks_white = unrecorded(r, White, ply), lacks_black = unrecorded(r, Black, ply);
    if (lacks_white && lacks_black) r.missing_on_both.push_back(ply);
    else if (lacks_white) r.missing.push_back({White, ply});
    else if (lacks_black) r.missing.push_back({Black, ply});
  }

  for (const Color s : {White, Black}) {
    LineSearch alone(r, reader_of, s == White ? Follow::white_sheet : Follow::black_sheet,
                     int(r.sheets[s].cells.size()), options.nodes);
    alone.run(start);
    r.sheets[s].legal = alone.reached_end();
    r.sheets[s].legal_plies = std::max(alone.deepest, 0);
    r.search_cut = r.search_cut || (alone.cut && !alone.reached_end());
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
