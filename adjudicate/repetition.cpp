#include "adjudicate/repetition.h"

#include <algorithm>
#include <bit>

#include "core/movegen.h"
#include "core/zobrist.h"

namespace arbiter {

uint64_t key_without_illegal_en_passant(const Position& pos) {
  const Square ep = pos.en_passant_square();
  for (Move m : MoveList(pos))
    if (m.kind() == MoveKind::EnPassant) return pos.key();
  return pos.key() ^ zobrist::en_passant(file_of(ep));
}

PositionHistory::PositionHistory(size_t plies_expected)
    : keys_(std::bit_ceil(std::max<size_t>(plies_expected, 1))), table_(2 * keys_.size()) {}

void PositionHistory::clear() {
  plies_ = 0;
  if (++stamp_ == 0) {  // after 4 billion lines, wipe for real
    std::fill(table_.begin(), table_.end(), Slot());
    stamp_ = 1;
  }
}

PositionHistory::Slot& PositionHistory::slot(uint64_t key) {
  const size_t mask = table_.size() - 1;
  for (size_t i = key & mask;; i = (i + 1) & mask) {
    Slot& s = table_[i];
    if (s.stamp != stamp_ || s.key == key) return s;
  }
}

void PositionHistory::grow() {
  keys_.resize(2 * keys_.size());
  table_.assign(2 * keys_.size(), Slot());
  for (size_t ply = 0; ply < plies_; ++ply) {
    Slot& s = slot(keys_[ply]);
    if (s.stamp != stamp_) s = {keys_[ply], 0, stamp_};
    ++s.count;
  }
}

int PositionHistory::add(const Position& pos) {
  if (plies_ == keys_.size()) [[unlikely]] grow();
  const uint64_t key = repetition_key(pos);
  keys_[plies_++] = key;
  Slot& s = slot(key);
  if (s.stamp != stamp_) s = {key, 0, stamp_};
  return int(++s.count);
}

int PositionHistory::count(uint64_t key) const {
  const size_t mask = table_.size() - 1;
  for (size_t i = key & mask;; i = (i + 1) & mask) {
    const Slot& s = table_[i];
    if (s.stamp != stamp_) return 0;
    if (s.key == key) return int(s.count);
  }
}

std::vector<int> PositionHistory::plies_of(uint64_t key, int last_ply) const {
  std::vector<int> plies;
  for (int ply = 0; ply < int(plies_) && ply <= last_ply; ++ply)
    if (keys_[ply] == key) plies.push_back(ply);
  return plies;
}

}  // namespace arbiter
