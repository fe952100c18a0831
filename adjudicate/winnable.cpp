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
  if (!has_legal_move(pos)) return !pos.in_check() || pos.side_to_move() == winner;
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
  if (!has_legal_move(pos))
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
  // A caller that wants the proofs alone (no budget) gets no search.
  if (result.nodes >= limits.nodes) return answer(Winnable::unknown);

  // The searches take turns with slices of the budget that double every
  // round, so that the one that suits the position spends little more than
  // it needs: the guided search trying every move (long helpmates), the
  // same passing over tempo pieces and making way into the corner (mates
  // behind pawn walls), a wider one (short helpmates among many pieces) and
  // the exhaustive one (blocked positions, where it proves there is no
  // mate). The shares were tuned on CHA's reference set.
  GuidedHelpmate guided(pos, winner, open);
  GuidedHelpmate focused(pos, winner, open, {.one_tempo_move = true, .clear_the_corner = true, .nearer_corner = true});
  GuidedHelpmate wide(pos, winner, open, {.fractional = true, .one_tempo_move = true, .nearer_corner = true});
  ExhaustiveHelpmate exhaustive(pos, winner, open);
  struct Turn {
    HelpmateSearch& search;
    uint64_t share;  // of each round's slice
    bool active = true;
  };
  Turn turns[] = {{guided, 4}, {focused, 2}, {wide, 1}, {exhaustive, 2}};
  for (uint64_t slice = 1024; std::ranges::any_of(turns, &Turn::active); slice *= 2)
    for (Turn& turn : turns) {
      if (!turn.active) continue;
      const uint64_t grant = std::min(slice * turn.share, limits.nodes - std::min(limits.nodes, result.nodes));
      if (grant == 0) return answer(Winnable::unknown);
      const uint64_t before = turn.search.nodes();
      const HelpmateOutcome outcome = turn.search.search(grant);
      result.nodes += turn.search.nodes() - before;
      if (outcome == HelpmateOutcome::mate) return answer(Winnable::yes, turn.search.line());
      if (outcome == HelpmateOutcome::none) return answer(Winnable::no);
      // A search with nothing left to try (at its greatest depth) drops out.
      if (turn.search.nodes() == before) turn.active = false;
    }
  return answer(Winnable::unknown);
}

bool is_dead(const Position& pos, SearchLimits limits) {
  return can_checkmate(pos, White, limits).winnable == Winnable::no &&
         can_checkmate(pos, Black, limits).winnable == Winnable::no;
}

}  // namespace arbiter
