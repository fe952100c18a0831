// Positions "the same" in the sense of FIDE 9.2: the same player to move,
// the same pieces on the same squares, the same possible moves. Castling
// rights count; an en-passant square counts only when an en-passant capture
// is actually legal.
#pragma once

#include <cstdint>
#include <vector>

#include "core/position.h"

namespace arbiter {

// The Polyglot key, without its en-passant part when no en-passant capture
// is legal (a pawn beside the square may be pinned). Inline for the common
// position, which has no en-passant square.
uint64_t key_without_illegal_en_passant(const Position& pos);
inline uint64_t repetition_key(const Position& pos) {
  return pos.en_passant_square() == NoSquare ? pos.key() : key_without_illegal_en_passant(pos);
}

// The positions of a line of play, one per ply from its first position,
// counted as they come so that "how often has this appeared" costs one table
// probe, however long the game. Counting over the whole line is exact: a
// position from before a capture or pawn move can never return.
class PositionHistory {
 public:
  explicit PositionHistory(size_t plies_expected);

  // Records the next position; returns how often it has now appeared (1 the
  // first time).
  int add(const Position& pos);
  // How often a position with this repetition key has appeared so far.
  int count(uint64_t key) const;
  // The plies (earliest first, up to `last_ply`) at which it appeared.
  std::vector<int> plies_of(uint64_t key, int last_ply = INT32_MAX) const;
  uint64_t key_at(int ply) const { return keys_[ply]; }
  size_t size() const { return plies_; }  // positions recorded since the last clear
  void clear();

 private:
  struct Slot {
    uint64_t key = 0;
    uint32_t count = 0;
    uint32_t stamp = 0;  // slots of earlier lines are stale, not erased
  };
  Slot& slot(uint64_t key);
  void grow();

  // Sized ahead (a power of two), so that adding a ply is a store: the first
  // plies_ are this line's.
  std::vector<uint64_t> keys_;
  size_t plies_ = 0;
  std::vector<Slot> table_;  // open addressing; twice the size of keys_, so at most half full
  uint32_t stamp_ = 1;
};

}  // namespace arbiter
