#include "adjudicate/repetition.h"

#include <algorithm>
#include <bit>

#include "core/movegen.h"
#include "core/zobrist.h"

namespace arbiter {

uint64_t key_without_illegal_en_passant(const Position& pos) {
  Move captures[2];
  if (legal_en_passants(pos, captures) > 0) return pos.key();
  return pos.key() ^ zobrist::en_passant(file_of(pos.en_passant_square()));
}

PositionHistory::PositionHistory(size_t plies_expected)
    : plies_(std::bit_ceil(std::max<size_t>(plies_expected, 1))), table_(2 * plies_.size()) {}

void PositionHistory::clear() {
  size_ = 0;
  run_start_ = 0;
  run_bits_ = 0;
  indexed_run_ = SIZE_MAX;
}

int PositionHistory::count_next(uint64_t key) {
  // The next position stands at ply size_, in the run of the last.
  return size_ - run_start_ <= WalkedRun ? count_walking_back(key, ptrdiff_t(size_) - 2) : count_in_table(key);
}

// How often among the run's plies recorded so far (for add, the new one
// included).
int PositionHistory::count_in_table(uint64_t key) {
  index_run();
  const Slot& s = slot(key);
  return s.stamp == stamp_ ? int(s.count) : 0;
}

// Brings the table up to date with the run: all its plies recorded so far,
// those of an earlier run gone.
void PositionHistory::index_run() {
  if (indexed_run_ != run_start_) {
    if (++stamp_ == 0) {  // after 4 billion runs, wipe for real
      std::fill(table_.begin(), table_.end(), Slot());
      stamp_ = 1;
    }
    indexed_run_ = indexed_end_ = run_start_;
  }
  for (; indexed_end_ < size_; ++indexed_end_) {
    const uint64_t key = plies_[indexed_end_].key;
    Slot& s = slot(key);
    if (s.stamp != stamp_) s = {key, 0, stamp_};
    ++s.count;
  }
}

PositionHistory::Slot& PositionHistory::slot(uint64_t key) {
  const size_t mask = table_.size() - 1;
  for (size_t i = key & mask;; i = (i + 1) & mask) {
    Slot& s = table_[i];
    if (s.stamp != stamp_ || s.key == key) return s;
  }
}

// The table is sized by the list: both double, and the run is indexed anew
// when next needed.
void PositionHistory::grow() {
  plies_.resize(2 * plies_.size());
  table_.assign(2 * plies_.size(), Slot());
  stamp_ = 1;
  indexed_run_ = SIZE_MAX;
}

std::vector<int> PositionHistory::plies_of(uint64_t key, int last_ply) const {
  std::vector<int> plies;
  for (int ply = 0; ply < int(size_) && ply <= last_ply; ++ply)
    if (plies_[ply].key == key) plies.push_back(ply);
  return plies;
}

}  // namespace arbiter
