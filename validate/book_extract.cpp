#include "validate/book_extract.h"

#include <algorithm>

#include "core/fen.h"
#include "notation/descriptive.h"
#include "notation/descriptive_normalise.h"

namespace arbiter {

namespace {

// Plies looked at to tell a game from a line that starts at a diagram: the
// king or piece moves of an ending cannot be played from the initial
// position. Unless a diagram precedes it, a game whose first few moves play
// is taken even if a later one of them does not (a misprint), so that the
// checker reports it.
constexpr size_t StartPlies = 8, MisprintFrom = 3;
// Positions the test may visit: "PxP" four times over cannot blow it up.
constexpr int StartNodes = 2000;

std::optional<ReadWord> read_book_move(std::string_view text) {
  auto m = normalise_descriptive(text);
  if (!m) return std::nullopt;
  return ReadWord{std::move(m->word), m->length};
}

// How many of plies[i...], up to StartPlies, can be played from pos, by the
// reading of each under-specified move that goes furthest. A word the reader
// cannot read ("Q. checks.") ends the test in the score's favour: the
// checker will report it.
size_t playable(const Position& pos, const PieceOrigins& origins, const std::vector<RunPly>& plies, size_t i,
                int& nodes) {
  if (i == plies.size() || i == StartPlies || --nodes < 0) return i;
  const auto text = read_descriptive(plies[i].word, DescriptiveLanguage::English);
  if (!text) return std::min(plies.size(), StartPlies);
  Moves moves;
  denote(pos, origins, *text, moves);
  size_t best = i;
  for (Move m : moves) {
    Position next = pos;
    PieceOrigins next_origins = origins;
    next_origins.play(pos, m);
    next.play(m);
    best = std::max(best, playable(next, next_origins, plies, i + 1, nodes));
    if (best == std::min(plies.size(), StartPlies)) break;
  }
  return best;
}

bool starts_at(const std::vector<RunPly>& plies, std::string_view fen, bool after_diagram) {
  Position start = Position::start();
  if (!fen.empty()) {
    FenResult r = parse_fen(fen);
    if (!r) return false;
    start = *r.position;
  }
  int nodes = StartNodes;
  const size_t played = playable(start, PieceOrigins(start), plies, 0, nodes);
  const bool all = played == std::min(plies.size(), StartPlies);
  if (after_diagram && fen.empty()) return played == StartPlies;  // a short line under a diagram plays from it
  return all || (!after_diagram && played >= MisprintFrom);
}

}  // namespace

BookScores extract_book_scores(std::string_view utf8_text) {
  return find_book_scores(utf8_text, read_book_move, starts_at);
}

}  // namespace arbiter
