#include "draughts/hash.h"

#include <array>

namespace arbiter::draughts {

namespace {

// splitmix64: a fixed sequence, so keys are the same in every run.
constexpr uint64_t splitmix(uint64_t& state) {
  uint64_t z = (state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

// One random word per colour, piece (man or king) and bit of the board.
struct Keys {
  std::array<std::array<std::array<uint64_t, 64>, 2>, 2> piece{};
  uint64_t black_to_move = 0;
};

constexpr Keys make_keys() {
  Keys keys;
  uint64_t state = 0x6472617567687473ull;  // "draughts"
  for (auto& colour : keys.piece)
    for (auto& kind : colour)
      for (uint64_t& key : kind) key = splitmix(state);
  keys.black_to_move = splitmix(state);
  return keys;
}

constexpr Keys ZobristKeys = make_keys();

}  // namespace

uint64_t position_key(const Position& pos) {
  uint64_t key = pos.side_to_move() == Black ? ZobristKeys.black_to_move : 0;
  for (Color c : {White, Black}) {
    for (Bitboard b = pos.men(c); b;) key ^= ZobristKeys.piece[c][0][pop_lsb(b)];
    for (Bitboard b = pos.kings(c); b;) key ^= ZobristKeys.piece[c][1][pop_lsb(b)];
  }
  return key;
}

}  // namespace arbiter::draughts
