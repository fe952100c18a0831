// Positions by Zobrist key, each with a number (a search depth, an index):
// the open-addressing hash table of the helpmate searches, which meet
// millions of positions.
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace arbiter {

class PositionTable {
 public:
  // The number stored for `key`, or nullptr.
  int* find(uint64_t key);
  // Stores `number` for a new key. Returns the number stored for the key
  // and whether it is new (a known key keeps its number).
  std::pair<int*, bool> insert(uint64_t key, int number);

 private:
  struct Slot {
    uint64_t key = 0;  // 0: empty; keys are stored with their lowest bit set
    int number = 0;
  };
  size_t mask() const { return slots_.size() - 1; }
  // The slot a key is looked for from: not its lowest bit, which is always set.
  size_t home(uint64_t key) const { return (key >> 1) & mask(); }
  void grow();

  std::vector<Slot> slots_;
  size_t used_ = 0;
};

}  // namespace arbiter
