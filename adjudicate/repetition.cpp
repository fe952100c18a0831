#include "adjudicate/repetition.h"

#include "core/movegen.h"
#include "core/zobrist.h"

namespace arbiter {

uint64_t repetition_key(const Position& pos) {
  const Square ep = pos.en_passant_square();
  if (ep == NoSquare) return pos.key();
  for (Move m : MoveList(pos))
    if (m.kind() == MoveKind::EnPassant) return pos.key();
  return pos.key() ^ zobrist::en_passant(file_of(ep));
}

int PositionHistory::add(const Position& pos) {
  const uint64_t key = repetition_key(pos);
  const int n = count(key, pos.side_to_move(), pos.halfmove_clock()) + 1;
  keys_.push_back({key, pos.side_to_move()});
  return n;
}

int PositionHistory::count(uint64_t key, Color side, int halfmove_clock) const {
  // For a position not yet added: it would stand at index size(), and
  // positions with the same side to move every second ply before it.
  const int next = int(keys_.size());
  int n = 0;
  for (int q = next - 2; q >= 0 && next - q <= halfmove_clock; q -= 2) n += keys_[q].key == key && keys_[q].side == side;
  return n;
}

std::vector<int> PositionHistory::earlier(uint64_t key, Color side, int halfmove_clock) const {
  const int next = int(keys_.size());
  std::vector<int> plies;
  for (int q = next - 2; q >= 0 && next - q <= halfmove_clock; q -= 2)
    if (keys_[q].key == key && keys_[q].side == side) plies.insert(plies.begin(), q);
  return plies;
}

std::vector<int> PositionHistory::occurrences(int ply, int halfmove_clock) const {
  std::vector<int> plies;
  const Entry& at = keys_[ply];
  for (int q = ply; q >= 0 && ply - q <= halfmove_clock; q -= 2)
    if (keys_[q].key == at.key && keys_[q].side == at.side) plies.insert(plies.begin(), q);
  return plies;
}

}  // namespace arbiter
