// Bitboards and the attack tables every other part of the core reads.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#if defined(__BMI2__)
#include <immintrin.h>
#endif

#include "core/types.h"

namespace arbiter {

using Bitboard = uint64_t;

constexpr Bitboard FileABB = 0x0101010101010101ULL;
constexpr Bitboard Rank1BB = 0xFFULL;
constexpr Bitboard file_bb(File f) { return FileABB << f; }
constexpr Bitboard rank_bb(Rank r) { return Rank1BB << (8 * r); }
constexpr Bitboard square_bb(Square s) { return Bitboard(1) << s; }

constexpr int popcount(Bitboard b) { return std::popcount(b); }
constexpr Square lsb(Bitboard b) { return Square(std::countr_zero(b)); }
constexpr Square pop_lsb(Bitboard& b) {
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

// ---------------------------------------------------------------------------
// Implementation details: the tables behind the functions above, exposed only
// so that the move generator's inner loops can inline the look-ups.
namespace detail {

// A slider's attacks for every occupancy of its relevant squares (the ray
// squares short of the board edge), found through a perfect hash of those
// squares: PEXT where the CPU has it, otherwise a "fancy" magic multiply.
//
// With PEXT each slot holds the attack set packed into the bits of `reach`
// (the square's attacks on an empty board, 14 squares at most), which PDEP
// unpacks: 16 bits a slot instead of 64, so that all the tables (210 KB
// against 840 KB) stay in a core's L2 cache. Their loads were the replay's
// costliest instructions by the clock.
#if defined(__BMI2__)
using AttackSlot = uint16_t;
#else
using AttackSlot = Bitboard;
#endif

struct Magic {
  Bitboard mask;
  Bitboard reach;
  Bitboard magic;
  uint32_t offset;  // of this square's slots in SliderSlots
  unsigned shift;

#if defined(__BMI2__)
  unsigned index(Bitboard occupied) const { return unsigned(_pext_u64(occupied, mask)); }
#else
  constexpr unsigned index(Bitboard occupied) const { return unsigned(((occupied & mask) * magic) >> shift); }
#endif
  Bitboard attacks(Bitboard occupied) const;
};

// Rook squares' slots, then bishop squares'.
constexpr size_t SliderSlotCount = 0x19000 + 0x1480;

// All the tables are computed by the compiler: a process starts with them in
// its read-only data (filling them at start-up took every run about half a
// millisecond).
extern const std::array<Magic, 64> BishopMagics;
extern const std::array<Magic, 64> RookMagics;
extern const std::array<AttackSlot, SliderSlotCount> SliderSlots;
using SquareTable = std::array<Bitboard, 64>;
extern const std::array<SquareTable, 2> PawnAttacks;
extern const SquareTable KnightAttacks;
extern const SquareTable KingAttacks;
extern const std::array<SquareTable, 64> BetweenBB;
extern const std::array<SquareTable, 64> LineBB;

inline Bitboard Magic::attacks(Bitboard occupied) const {
#if defined(__BMI2__)
  return _pdep_u64(SliderSlots[offset + index(occupied)], reach);
#else
  return SliderSlots[offset + index(occupied)];
#endif
}

}  // namespace detail

inline Bitboard pawn_attacks(Color c, Square s) { return detail::PawnAttacks[c][s]; }
inline Bitboard knight_attacks(Square s) { return detail::KnightAttacks[s]; }
inline Bitboard king_attacks(Square s) { return detail::KingAttacks[s]; }
// A slider's squares on an empty board: what it might attack at all.
inline Bitboard bishop_rays(Square s) { return detail::BishopMagics[s].reach; }
inline Bitboard rook_rays(Square s) { return detail::RookMagics[s].reach; }
inline Bitboard bishop_attacks(Square s, Bitboard occupied) { return detail::BishopMagics[s].attacks(occupied); }
inline Bitboard rook_attacks(Square s, Bitboard occupied) { return detail::RookMagics[s].attacks(occupied); }
inline Bitboard attacks(PieceType pt, Square s, Bitboard occupied) {
  switch (pt) {
    case Knight: return knight_attacks(s);
    case Bishop: return bishop_attacks(s, occupied);
    case Rook: return rook_attacks(s, occupied);
    case Queen: return queen_attacks(s, occupied);
    case King: return king_attacks(s);
    default: return 0;
  }
}
inline Bitboard between(Square a, Square b) { return detail::BetweenBB[a][b]; }
inline Bitboard line(Square a, Square b) { return detail::LineBB[a][b]; }

// The sliders that attack `s`, of `diagonal` (moving as bishops) and of
// `straight` (as rooks): found on the empty board's rays, then their paths
// looked at. A side has few sliders, and a path's look-up waits less than
// an attack set's: it reads the row of `s` (a king's, mostly, which stays
// cached) of a 32 KB table, not a slot of 210 KB.
inline Bitboard slider_attackers(Square s, Bitboard diagonal, Bitboard straight, Bitboard occupied) {
  Bitboard attackers = 0;
  for (Bitboard b = (diagonal & bishop_rays(s)) | (straight & rook_rays(s)); b;) {
    const Square from = pop_lsb(b);
    if (!(between(s, from) & occupied)) attackers |= square_bb(from);
  }
  return attackers;
}

// Those of `pieces`, all of kind `pt` (not pawns), that attack `s`.
inline Bitboard attackers_among(PieceType pt, Square s, Bitboard pieces, Bitboard occupied) {
  switch (pt) {
    case Knight: return knight_attacks(s) & pieces;
    case King: return king_attacks(s) & pieces;
    case Bishop: return slider_attackers(s, pieces, 0, occupied);
    case Rook: return slider_attackers(s, 0, pieces, occupied);
    case Queen: return slider_attackers(s, pieces, pieces, occupied);
    default: return 0;
  }
}

}  // namespace arbiter
