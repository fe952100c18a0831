// Polyglot Zobrist hashing: the same 64-bit key as Polyglot books, Stockfish
// and python-chess give the same position.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "core/types.h"

namespace arbiter {

class Position;
enum CastlingRight : uint8_t;  // core/position.h

namespace zobrist {

// Implementation details: the keys a move xors in, exposed only so that
// Position::play inlines their look-up (with a call in it, it keeps its
// registers on the stack at every move).
namespace detail {
extern const std::array<std::array<uint64_t, 64>, 16> PieceKeys;  // by piece code and square
extern const std::array<uint64_t, 4> CastlingKeys;                // by the right's bit
extern const std::array<uint64_t, 8> EnPassantKeys;               // by file
extern const uint64_t SideKey;
}  // namespace detail

inline uint64_t piece(Piece p, Square s) { return detail::PieceKeys[p][s]; }
// One of the four rights.
inline uint64_t castling(CastlingRight single_right) {
  return detail::CastlingKeys[std::countr_zero(unsigned(single_right))];
}
inline uint64_t en_passant(File f) { return detail::EnPassantKeys[f]; }
inline uint64_t side() { return detail::SideKey; }  // xored in when White is to move

}  // namespace zobrist

// The key computed from scratch (Position::key() keeps it incrementally).
uint64_t polyglot_key(const Position& pos);

}  // namespace arbiter
