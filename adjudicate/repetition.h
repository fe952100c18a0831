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
// is legal (a pawn beside the square may be pinned).
uint64_t repetition_key(const Position& pos);

// The keys of a line of play, one per ply from its first position, so that
// occurrences can be counted and named as evidence. Only positions since the
// last capture or pawn move can repeat (the halfmove clock bounds the search).
class PositionHistory {
 public:
  explicit PositionHistory(size_t plies_expected) { keys_.reserve(plies_expected + 1); }

  // Records the position after `ply` plies; returns how often it has now
  // appeared (1 the first time).
  int add(const Position& pos);
  // Plies (earliest first) at which the position after `ply` plies appeared.
  std::vector<int> occurrences(int ply, int halfmove_clock) const;
  // For a position not yet added (its key, side to move and halfmove
  // clock): how often it appeared before, and at which plies.
  int count(uint64_t key, Color side, int halfmove_clock) const;
  std::vector<int> earlier(uint64_t key, Color side, int halfmove_clock) const;
  void clear() { keys_.clear(); }

 private:
  struct Entry {
    uint64_t key;
    Color side;
  };
  std::vector<Entry> keys_;
};

}  // namespace arbiter
