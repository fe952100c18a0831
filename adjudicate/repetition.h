// Positions "the same" in the sense of FIDE 9.2: the same player to move,
// the same pieces on the same squares, the same possible moves. Castling
// rights count; an en-passant square counts only when an en-passant capture
// is actually legal.
#pragma once

#include <algorithm>
#include <cstddef>
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
// counted as they come. A position from before a capture or pawn move can
// never return, so a position is looked for only among those since the last
// one (the halfmove clock counts them): in most games a few plies, walked
// back from the newest; a run longer than `WalkedRun` plies is indexed in a
// table instead, so that any game costs time linear in its length.
class PositionHistory {
 public:
  explicit PositionHistory(size_t plies_expected);

  // Records the next position; returns how often it has now appeared (1 the
  // first time). Inline: the adjudicator adds every position of every game.
  int add(const Position& pos) {
    if (size_ == plies_.size()) [[unlikely]] grow();
    const size_t ply = size_++;
    const uint64_t key = repetition_key(pos);
    const size_t run = std::min<size_t>(pos.halfmove_clock(), ply);  // plies since the run began
    run_start_ = ply - run;
    run_bits_ &= -uint64_t(run != 0);  // a new run starts empty; no branch, as captures come as they will
    plies_[ply].key = key;
    const int count = run > WalkedRun ? count_in_table(key) : 1 + count_walking_back(key, ptrdiff_t(ply) - 2);
    run_bits_ |= bit_of(key);
    plies_[ply].count = uint32_t(count);
    return count;
  }
  // How often the position with this repetition key has appeared so far,
  // for a position that a move capturing nothing and moving no pawn reaches
  // from the last one recorded (the moves that can repeat a position).
  int count_next(uint64_t key);
  // The plies (earliest first, up to `last_ply`) at which it appeared.
  std::vector<int> plies_of(uint64_t key, int last_ply = INT32_MAX) const;
  uint64_t key_at(int ply) const { return plies_[ply].key; }
  size_t size() const { return size_; }  // positions recorded since the last clear
  void clear();

  // The longest run of plies without a capture or pawn move that is walked
  // back rather than indexed; real games' runs are mostly far shorter.
  static constexpr size_t WalkedRun = 32;

 private:
  struct Ply {
    uint64_t key = 0;
    uint32_t count = 0;  // how often the position had appeared, this time included
  };
  struct Slot {
    uint64_t key = 0;
    uint32_t count = 0;
    uint32_t stamp = 0;  // slots of earlier runs are stale, not erased
  };
  // The count of the newest position of the run with this key, from ply
  // `newest` back: two plies at a time, since the key holds the side to move.
  int count_walking_back(uint64_t key, ptrdiff_t newest) const {
    if (!(run_bits_ & bit_of(key))) return 0;  // nearly every new position
    for (ptrdiff_t ply = newest; ply >= ptrdiff_t(run_start_); ply -= 2)
      if (plies_[ply].key == key) return int(plies_[ply].count);
    return 0;
  }
  int count_in_table(uint64_t key);
  void index_run();
  Slot& slot(uint64_t key);
  void grow();

  // Sized ahead (a power of two), so that adding a ply is a store: the first
  // size_ are this line's.
  std::vector<Ply> plies_;
  size_t size_ = 0;
  size_t run_start_ = 0;  // the first ply since the last capture or pawn move
  // One bit for each key of the run, chosen by its top six bits: a position
  // whose bit is clear is new, and the walk back (whose end the branch
  // predictor cannot guess) is left out.
  uint64_t run_bits_ = 0;
  static uint64_t bit_of(uint64_t key) { return uint64_t(1) << (key >> 58); }
  // The long run's index: open addressing, twice the size of plies_, so at
  // most half full; it holds the plies from indexed_run_ to indexed_end_.
  std::vector<Slot> table_;
  size_t indexed_run_ = SIZE_MAX;
  size_t indexed_end_ = 0;
  uint32_t stamp_ = 1;
};

}  // namespace arbiter
