#include "core/perft.h"

#include "core/movegen.h"

namespace arbiter {

uint64_t perft(const Position& pos, int depth) {
  if (depth <= 0) return 1;
  MoveList moves(pos);
  // Bulk counting: the last ply's moves are counted, not played.
  if (depth == 1) return moves.size();
  uint64_t nodes = 0;
  for (Move m : moves) {
    Position next = pos;
    next.play(m);
    nodes += perft(next, depth - 1);
  }
  return nodes;
}

std::vector<std::pair<Move, uint64_t>> perft_divide(const Position& pos, int depth) {
  std::vector<std::pair<Move, uint64_t>> result;
  for (Move m : MoveList(pos)) {
    Position next = pos;
    next.play(m);
    result.emplace_back(m, perft(next, depth - 1));
  }
  return result;
}

}  // namespace arbiter
