#include "validate/lookahead.h"

#include <algorithm>

#include "validate/sheet_cells.h"

namespace arbiter {

std::vector<MoveWord> main_line_words(std::string_view game_text) {
  std::vector<MoveWord> words;
  // A tick is a word no notation reads, where a record's reading stops; a
  // blank cell is no word.
  read_main_line(game_text, [&](std::string_view word, size_t offset, bool recorded) {
    if (recorded || !word.empty()) words.push_back({word, offset});
  });
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

}  // namespace arbiter
