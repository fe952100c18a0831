#include "validate/notation_detection.h"

#include <algorithm>
#include <bit>
#include <stdexcept>

#include "validate/finding_writer.h"

namespace arbiter {

namespace {

// Whether algebraic notation in `other` reads some of `letters` as other
// pieces than in `used`, while naming a piece with every one of them.
bool reads_otherwise(const Language& used, const Language& other, uint32_t letters) {
  uint32_t named = 0, alike = 0;
  for (int pt = Knight; pt <= King; ++pt) {
    named |= other.capitals_naming(PieceType(pt));
    alike |= used.capitals_naming(PieceType(pt)) & other.capitals_naming(PieceType(pt));
  }
  return !(letters & ~named) && (letters & ~alike);
}

// The algebraic notations of readable_notations() (bit i for the i-th)
// that read some of `letters` otherwise than `used` does. Asked at the end
// of every game with mostly the same letters (N, B, R, Q, K), so the last
// answer is kept, one per thread.
uint64_t letters_read_otherwise(const Language& used, uint32_t letters) {
  thread_local const Language* last_used = nullptr;
  thread_local uint32_t last_letters = 0;
  thread_local uint64_t last_answer = 0;
  if (&used == last_used && letters == last_letters) return last_answer;
  const std::span<const Notation> notations = readable_notations();
  if (notations.size() > 64) throw std::logic_error("more readable notations than a 64-bit set holds");
  uint64_t answer = 0;
  for (size_t i = 0; i < notations.size(); ++i)
    if (notations[i].style == Notation::Style::algebraic && reads_otherwise(used, *notations[i].language, letters))
      answer |= uint64_t(1) << i;
  last_used = &used;
  last_letters = letters;
  last_answer = answer;
  return answer;
}

}  // namespace

std::optional<Notation> notation_reading_further(const MoveReader& tried, const Position& start,
                                                 std::span<const MoveWord> words, size_t stuck,
                                                 const ReadOptions& options) {
  if (std::all_of(words.begin(), words.end(), [&](const MoveWord& w) { return tried.readable(w.text); }))
    return std::nullopt;
  const Board board(start);
  int nodes = LookaheadNodes;
  size_t best = reach(tried, board, words, nodes);
  if (best > stuck) return std::nullopt;
  std::optional<Notation> better;
  for (const Notation& n : readable_notations()) {
    if (n == tried.notation() || !options.allows(n) || !reads_a_word_unread_by(tried, MoveReader(n), words)) continue;
    int budget = LookaheadNodes;
    const size_t r = reach(MoveReader(n), board, words, budget);
    if (r > best) best = r, better = n;
  }
  return better;
}

uint32_t leading_capital(std::string_view word) {
  if (word.empty() || word[0] < 'A' || word[0] > 'Z') return 0;
  if (word[0] == 'O' && word.size() >= 3 && word[1] == '-' && word[2] == 'O') return 0;  // castling
  return 1u << (word[0] - 'A');
}

uint64_t notations_reading_otherwise(const Notation& used, uint32_t capitals, const ReadOptions& options) {
  const std::span<const Notation> notations = readable_notations();
  uint64_t allowed = 0;
  for (uint64_t candidates = letters_read_otherwise(*used.language, capitals); candidates;
       candidates &= candidates - 1) {
    const Notation& n = notations[std::countr_zero(candidates)];
    if (!(n == used) && options.allows(n)) allowed |= candidates & -candidates;
  }
  return allowed;
}

std::vector<std::string> replaying_in_full(uint64_t candidates, const Position& start,
                                           std::span<const MoveWord> words) {
  std::vector<std::string> also;
  const std::span<const Notation> notations = readable_notations();
  for (; candidates; candidates &= candidates - 1) {
    const Notation& n = notations[std::countr_zero(candidates)];
    int nodes = LookaheadNodes;
    if (reach(MoveReader(n), Board(start), words, nodes) == words.size()) also.push_back(n.description());
  }
  return also;
}

bool detection_would_choose(const GameText& game, const Notation& hint, const Notation& tried,
                            const ReadOptions& options) {
  const std::vector<MoveWord> words = main_line_words(game.text);
  auto reads_all = [&](const Notation& n) {
    const MoveReader reader(n);
    return std::all_of(words.begin(), words.end(), [&](const MoveWord& w) { return reader.readable(w.text); });
  };
  if (reads_all(tried)) return false;
  for (const Notation& n : readable_notations()) {
    if (n == hint) return true;
    if (!(n == tried) && options.allows(n) && reads_all(n)) return false;
  }
  return false;
}

void note_detected(GameRecord& record, const GameText& game, const Notation& used, const Notation& tried) {
  std::vector<Finding> added;
  FindingWriter(game, added).add(Kind::notation_detected, Severity::info, Law::Recording,
                                 record.move_offsets.empty() ? 0 : record.move_offsets.front())
      .message = "moves read as " + used.description() + " notation (" + tried.description() +
                 " notation reads fewer of them)";
  record.findings.insert(record.findings.begin(), added.front());
  sort_by_offset(record.findings);
}

}  // namespace arbiter
