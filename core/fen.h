// FEN, X-FEN and Shredder-FEN: read with validation, write.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/position.h"

namespace arbiter {

struct FenResult {
  std::optional<Position> position;
  std::string error;    // why the FEN was rejected; empty when position is set
  std::string dropped;  // with FenCastling::drop_unfounded: the castling letters ignored, and why
  explicit operator bool() const { return position.has_value(); }
};

// Old collections give odds games the full KQkq although a rook is missing.
// Strict reading rejects such a FEN; drop_unfounded ignores the rights that
// have no king and rook to castle with, and says which.
enum class FenCastling { strict, drop_unfounded };

// Reads FEN, X-FEN (KQkq naming the outermost rook, or a file letter for an
// inner one) and Shredder-FEN (rook files, HAha). Rejects positions that
// cannot arise: wrong king count, pawns on the first or last rank, the side
// not to move in check, castling rights without king and rook on their
// squares, an en-passant square no double push could have made. Missing
// clock fields default to 0 and 1. Marks the position Chess960 when the
// castling pieces are not on their standard squares.
FenResult parse_fen(std::string_view fen, FenCastling castling = FenCastling::strict);

// Writes FEN; castling as KQkq for outermost rooks (X-FEN), file letters
// otherwise.
std::string to_fen(const Position& pos);

inline constexpr std::string_view StartFen =
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

}  // namespace arbiter
