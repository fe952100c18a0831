// Whether a side can still checkmate, cheapest evidence first: forced moves,
// material, a short search, the blockade analysis (adjudicate/blockade.h)
// of the position and of each position one move later, then the searches of
// adjudicate/helpmate.h within the node budget.
#include "adjudicate/winnable.h"

#include <algorithm>

#include "adjudicate/blockade.h"
#include "adjudicate/helpmate.h"
#include "core/movegen.h"

namespace arbiter {

namespace {

// The squares of the colour of `bishops` when they all stand on one colour;
// 0 when there are none or both colours.
Bitboard one_square_colour(Bitboard bishops) {
  if (!bishops) return 0;
  if (!(bishops & ~DarkSquares)) return DarkSquares;
  if (!(bishops & DarkSquares)) return ~DarkSquares;
  return 0;
}

// Plays the only legal move as long as there is just one, appending to `line`.
// False when that repeats a position: the game then cycles for ever.
bool play_forced_moves(Position& pos, std::vector<Move>& line) {
  std::vector<uint64_t> keys{pos.key()};
  for (;;) {
    const MoveList moves(pos);
    if (moves.size() != 1) return true;
    pos.play(*moves.begin());
    line.push_back(*moves.begin());
    if (std::find(keys.begin(), keys.end(), pos.key()) != keys.end()) return false;
    keys.push_back(pos.key());
  }
}

// Proven unwinnable without search: no legal move, a forced cycle, material or blockade.
bool statically_unwinnable(Position pos, Color winner) {
  std::vector<Move> forced;
  if (!play_forced_moves(pos, forced)) return true;
  if (MoveList(pos).empty()) return !pos.in_check() || pos.side_to_move() == winner;
  return insufficient_material(pos, winner) || blockade_forbids_mate(pos, winner);
}

}  // namespace

bool needs_loser_promotion(const Position& pos, Color winner) {
  const Bitboard ours = pos.pieces(winner) & ~pos.pieces(King);
  const Bitboard theirs = pos.pieces(~winner);
  if (ours == pos.pieces(winner, Knight) && !more_than_one(ours))
    return !(theirs & (pos.pieces(Rook) | pos.pieces(Bishop) | pos.pieces(Knight)));
  const Bitboard colour = one_square_colour(ours);
  if (ours == pos.pieces(winner, Bishop) && colour)
    return !(theirs & (pos.pieces(Knight) | (pos.pieces(Bishop) & ~colour)));
  return false;
}

bool insufficient_material(const Position& pos, Color winner) {
  if (!(pos.pieces(winner) & ~pos.pieces(King))) return true;
  return !pos.pieces(~winner, Pawn) && needs_loser_promotion(pos, winner);
}

MateAnalysis can_checkmate(const Position& root, Color winner, SearchLimits limits) {
  MateAnalysis result;
  auto answer = [&](Winnable winnable, const std::vector<Move>& helpmate = {}) {
    result.winnable = winnable;
    result.helpmate.insert(result.helpmate.end(), helpmate.begin(), helpmate.end());
    return result;
  };
  Position pos = root;
  if (!play_forced_moves(pos, result.helpmate)) return answer(Winnable::no);
  if (MoveList(pos).empty())
    return answer(pos.in_check() && pos.side_to_move() != winner ? Winnable::yes : Winnable::no);
  if (insufficient_material(pos, winner)) return answer(Winnable::no);

  // A short search settles most positions either way.
  constexpr uint64_t QuickNodes = 5000;
  GuidedHelpmate quick(pos, winner, {});
  const HelpmateOutcome first = quick.search(std::min(QuickNodes, limits.nodes), 2);
  result.nodes = quick.nodes();
  if (first == HelpmateOutcome::mate) return answer(Winnable::yes, quick.line());
  if (first == HelpmateOutcome::none || statically_unwinnable(pos, winner)) return answer(Winnable::no);

  // The moves after which the blockade analysis does not close the game:
  // the searches need not look at the others.
  std::vector<Move> open;
  for (Move m : MoveList(pos)) {
    Position next = pos;
    next.play(m);
    if (!statically_unwinnable(next, winner)) open.push_back(m);
  }
  if (open.empty()) return answer(Winnable::no);

  // Half the budget to the guided search, where open positions find their
  // mates; the rest to the exhaustive one, where blocked positions end.
  GuidedHelpmate guided(pos, winner, open);
  const uint64_t budget = limits.nodes - std::min(limits.nodes, result.nodes);
  const HelpmateOutcome guided_outcome = guided.search(budget / 2);
  result.nodes += guided.nodes();
  if (guided_outcome == HelpmateOutcome::mate) return answer(Winnable::yes, guided.line());
  if (guided_outcome == HelpmateOutcome::none) return answer(Winnable::no);
  ExhaustiveHelpmate exhaustive(pos, winner, open);
  const HelpmateOutcome outcome = exhaustive.search(budget - std::min(budget, guided.nodes()));
  result.nodes += exhaustive.nodes();
  if (outcome == HelpmateOutcome::mate) return answer(Winnable::yes, exhaustive.line());
  if (outcome == HelpmateOutcome::none) return answer(Winnable::no);
  return answer(Winnable::unknown);
}

bool is_dead(const Position& pos, SearchLimits limits) {
  return can_checkmate(pos, White, limits).winnable == Winnable::no &&
         can_checkmate(pos, Black, limits).winnable == Winnable::no;
}

}  // namespace arbiter
