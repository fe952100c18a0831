// Legal move generation.
#pragma once

#include <cstddef>

#include "core/position.h"

namespace arbiter {

// No legal position has more than 218 moves.
class MoveList {
 public:
  explicit MoveList(const Position& pos);  // all legal moves of pos

  const Move* begin() const { return moves_; }
  const Move* end() const { return moves_ + size_; }
  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  bool contains(Move m) const;

 private:
  Move moves_[256];
  size_t size_ = 0;
};

// The legal castling moves of pos, at most two (none in check), into `out`;
// returns how many. For a castling text, which needs no other move.
size_t legal_castlings(const Position& pos, Move out[2]);

// Whether pos has a legal move at all: for mate and stalemate tests, which
// a king step to an unattacked square settles without generating the rest.
bool has_legal_move(const Position& pos);

}  // namespace arbiter
