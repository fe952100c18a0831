// The random words of a position's Zobrist key (hash.h): one per colour,
// piece (man or king) and bit of the board, and one for Black to move. A
// position's key is the XOR of the words of what stands on it, so a move
// changes it by the words of the pieces it moves, takes and crowns
// (Position::play keeps it so).
#pragma once

#include <array>
#include <cstdint>

namespace arbiter::draughts {

struct ZobristKeys {
  std::array<std::array<std::array<uint64_t, 64>, 2>, 2> piece{};  // [colour][king][bit]
  uint64_t black_to_move = 0;
};

namespace zobrist_detail {

// splitmix64: a fixed sequence, so keys are the same in every run.
constexpr uint64_t splitmix(uint64_t& state) {
  uint64_t z = (state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

constexpr ZobristKeys make_keys() {
  ZobristKeys keys;
  uint64_t state = 0x6472617567687473ull;  // "draughts"
  for (auto& colour : keys.piece)
    for (auto& kind : colour)
      for (uint64_t& key : kind) key = splitmix(state);
  keys.black_to_move = splitmix(state);
  return keys;
}

}  // namespace zobrist_detail

inline constexpr ZobristKeys Zobrist = zobrist_detail::make_keys();

}  // namespace arbiter::draughts
