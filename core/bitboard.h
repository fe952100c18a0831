// Bitboards and the attack tables every other part of the core reads.
#pragma once

#include <bit>
#include <cstdint>

#include "core/types.h"

namespace arbiter {

using Bitboard = uint64_t;

constexpr Bitboard FileABB = 0x0101010101010101ULL;
constexpr Bitboard Rank1BB = 0xFFULL;
constexpr Bitboard file_bb(File f) { return FileABB << f; }
constexpr Bitboard rank_bb(Rank r) { return Rank1BB << (8 * r); }
constexpr Bitboard square_bb(Square s) { return Bitboard(1) << s; }

inline int popcount(Bitboard b) { return std::popcount(b); }
inline Square lsb(Bitboard b) { return Square(std::countr_zero(b)); }
inline Square pop_lsb(Bitboard& b) {
  Square s = lsb(b);
  b &= b - 1;
  return s;
}
constexpr bool more_than_one(Bitboard b) { return b & (b - 1); }

// Attack sets. Sliders take the board occupancy; the others do not need it.
Bitboard pawn_attacks(Color c, Square s);
Bitboard knight_attacks(Square s);
Bitboard king_attacks(Square s);
Bitboard bishop_attacks(Square s, Bitboard occupied);
Bitboard rook_attacks(Square s, Bitboard occupied);
inline Bitboard queen_attacks(Square s, Bitboard occupied) {
  return bishop_attacks(s, occupied) | rook_attacks(s, occupied);
}
// Attacks of a non-pawn piece type.
Bitboard attacks(PieceType pt, Square s, Bitboard occupied);

// Squares strictly between a and b on a rank, file or diagonal; empty otherwise.
Bitboard between(Square a, Square b);
// The whole rank, file or diagonal through a and b; empty if they are not aligned.
Bitboard line(Square a, Square b);

}  // namespace arbiter
