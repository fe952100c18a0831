#include "draughts/hash.h"

#include "draughts/zobrist.h"

namespace arbiter::draughts {

uint64_t position_key(const Position& pos) {
  uint64_t key = pos.side_to_move() == Black ? Zobrist.black_to_move : 0;
  for (Color c : {White, Black}) {
    for (Bitboard b = pos.men(c); b;) key ^= Zobrist.piece[c][0][pop_lsb(b)];
    for (Bitboard b = pos.kings(c); b;) key ^= Zobrist.piece[c][1][pop_lsb(b)];
  }
  return key;
}

}  // namespace arbiter::draughts
