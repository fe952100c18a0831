// Legal move generation.
#pragma once

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <iterator>

#include "core/position.h"

namespace arbiter {

// Moves of one position, held in place: no legal position has more than
// 218, so a move list never allocates.
class Moves {
 public:
  const Move* begin() const { return moves_; }
  const Move* end() const { return moves_ + size_; }
  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  Move operator[](size_t i) const { return moves_[i]; }
  bool contains(Move m) const;

  void push_back(Move m) {
    assert(size_ < std::size(moves_));
    moves_[size_++] = m;
  }
  void clear() { size_ = 0; }
  // Keeps, in order, the moves `keep` holds for.
  template <class Keep>
  void keep_if(Keep keep) {
    size_ = size_t(std::remove_if(moves_, moves_ + size_, [&](Move m) { return !keep(m); }) - moves_);
  }

 protected:
  Move moves_[256];
  size_t size_ = 0;
};

// All legal moves of a position.
class MoveList : public Moves {
 public:
  explicit MoveList(const Position& pos);
};

// The legal castling moves of pos, at most two (none in check), into `out`;
// returns how many. For a castling text, which needs no other move.
size_t legal_castlings(const Position& pos, Move out[2]);
// The same for the en-passant captures, at most two.
size_t legal_en_passants(const Position& pos, Move out[2]);

// Whether pos has a legal move at all: for mate and stalemate tests, which
// a king step to an unattacked square settles without generating the rest.
bool has_legal_move(const Position& pos);

}  // namespace arbiter
