// Polyglot Zobrist hashing: the same 64-bit key as Polyglot books, Stockfish
// and python-chess give the same position.
#pragma once

#include <cstdint>

#include "core/types.h"

namespace arbiter {

class Position;
enum CastlingRight : uint8_t;  // core/position.h

namespace zobrist {
uint64_t piece(Piece p, Square s);
uint64_t castling(CastlingRight single_right);  // one of the four rights
uint64_t en_passant(File f);
uint64_t side();  // xored in when White is to move
}  // namespace zobrist

// The key computed from scratch (Position::key() keeps it incrementally).
uint64_t polyglot_key(const Position& pos);

}  // namespace arbiter
