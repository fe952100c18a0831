#include "draughts/perft.h"

#include "draughts/movegen.h"

namespace arbiter::draughts {

namespace {

// One move list per ply, reused at every node of that ply.
uint64_t count(const Position& pos, int depth, MoveList* lists) {
  MoveList& moves = lists[0];
  generate_moves(pos, moves);
  // Bulk counting: the last ply's moves are counted, not played.
  if (depth == 1) return moves.size();
  uint64_t nodes = 0;
  for (const Move& m : moves) {
    Position next = pos;
    next.play(m);
    nodes += count(next, depth - 1, lists + 1);
  }
  return nodes;
}

}  // namespace

uint64_t perft(const Position& pos, int depth) {
  if (depth <= 0) return 1;
  std::vector<MoveList> lists(depth);
  return count(pos, depth, lists.data());
}

std::vector<std::pair<Move, uint64_t>> perft_divide(const Position& pos, int depth) {
  std::vector<std::pair<Move, uint64_t>> result;
  for (const Move& m : legal_moves(pos)) {
    Position next = pos;
    next.play(m);
    result.emplace_back(m, perft(next, depth - 1));
  }
  return result;
}

}  // namespace arbiter::draughts
