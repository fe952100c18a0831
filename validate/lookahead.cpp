#include "validate/lookahead.h"

#include <algorithm>

#include "core/movegen.h"
#include "validate/sheet_cells.h"

namespace arbiter {

std::vector<MoveWord> main_line_words(std::string_view game_text) {
  std::vector<MoveWord> words;
  // A move not recorded (a tick, or a blank cell: an empty word) is a word
  // no notation reads, where a record's reading stops.
  read_main_line(game_text, [&](std::string_view word, size_t offset, bool) { words.push_back({word, offset}); });
  return words;
}

size_t reach(const MoveReader& reader, const Board& start, std::span<const MoveWord> words, int& nodes) {
  Board board = start;
  MoveReader::Reading reading;
  for (size_t i = 0; i < words.size(); ++i) {
    if (--nodes < 0) return i;
    reader.read(board, words[i].text, reading);
    if (reading.word == MoveReader::Word::annotation) continue;
    if (reading.word == MoveReader::Word::unreadable || reading.moves.empty()) return i;
    if (reading.moves.size() > 1) {
      // The reading that goes furthest decides how far the record goes.
      const Moves candidates = reading.moves;
      size_t best = i;
      for (Move m : candidates) {
        Board next = board;
        reader.play(next, m);
        best = std::max(best, i + 1 + reach(reader, next, words.subspan(i + 1), nodes));
        if (best == words.size() || nodes < 0) break;
      }
      return best;
    }
    reader.play(board, reading.moves[0]);
  }
  return words.size();
}

bool reads_a_word_unread_by(const MoveReader& reader, const MoveReader& other, std::span<const MoveWord> words) {
  return std::any_of(words.begin(), words.end(),
                     [&](const MoveWord& w) { return !reader.readable(w.text) && other.readable(w.text); });
}

Continuation best_continuations(const MoveReader& reader, const Board& board, std::span<const Move> candidates,
                                std::span<const MoveWord> words) {
  Continuation result;
  for (Move m : candidates) {
    // Each candidate gets the same share, so the order they come in decides nothing.
    int nodes = LookaheadNodes / int(candidates.size());
    Board next = board;
    reader.play(next, m);
    const size_t r = reach(reader, next, words, nodes);
    if (r > result.reach || result.fitting.empty()) {
      result.fitting.clear();
      result.reach = r;
    }
    if (r == result.reach) result.fitting.push_back(m);
  }
  return result;
}

namespace {

// Every line of the gap's length, depth first, each followed by the words.
struct GapSearch {
  const MoveReader& reader;
  std::span<const MoveWord> words;
  int nodes = GapNodes;
  std::vector<Move> line;
  GapFill fill;

  void search(const Board& board, int plies) {
    if (nodes <= 0) {
      fill.cut = true;
      return;
    }
    if (plies == 0) {
      const size_t r = reach(reader, board, words, nodes);
      if (r > fill.reach || fill.lines == 0) {
        fill.reach = r;
        fill.lines = 0;
        fill.first = line;
      }
      fill.lines += r == fill.reach;
      return;
    }
    for (const Move m : MoveList(board.pos)) {
      --nodes;
      Board next = board;
      reader.play(next, m);
      line.push_back(m);
      search(next, plies - 1);
      line.pop_back();
      if (fill.cut) return;
    }
  }
};

}  // namespace

GapFill fill_gap(const MoveReader& reader, const Board& board, int plies, std::span<const MoveWord> words) {
  GapSearch s{reader, words, GapNodes, {}, {}};
  s.search(board, plies);
  return std::move(s.fill);
}

}  // namespace arbiter
