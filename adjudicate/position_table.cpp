// Linear probing over a power-of-two array that doubles when half full.
#include "adjudicate/position_table.h"

#include <algorithm>

namespace arbiter {

int* PositionTable::find(uint64_t key) {
  if (slots_.empty()) return nullptr;
  key |= 1;
  for (size_t i = home(key); slots_[i].key; i = (i + 1) & mask())
    if (slots_[i].key == key) return &slots_[i].number;
  return nullptr;
}

std::pair<int*, bool> PositionTable::insert(uint64_t key, int number) {
  // At most half full, so that probes stay short.
  if (2 * (used_ + 1) > slots_.size()) grow();
  key |= 1;
  size_t i = home(key);
  for (; slots_[i].key; i = (i + 1) & mask())
    if (slots_[i].key == key) return {&slots_[i].number, false};
  slots_[i] = {key, number};
  ++used_;
  return {&slots_[i].number, true};
}

void PositionTable::grow() {
  std::vector<Slot> old = std::move(slots_);
  slots_.assign(std::max<size_t>(1024, old.size() * 2), Slot{});
  used_ = 0;
  for (const Slot& slot : old)
    if (slot.key) insert(slot.key, slot.number);
}

}  // namespace arbiter
