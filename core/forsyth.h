// Forsyth notation, as the 1966 rulebook (seed 000) has an adjourned game's
// position written down: the ranks from the eighth to the first, each from
// the a-file, separated by commas; White's pieces in capitals, Black's in
// small letters; a number for the empty squares of a rank, or a multiple
// of 8 for whole empty ranks ("16" for two). The letters are the writer's language's (the
// seed's Spanish: P C A T D R); FEN grew out of this notation.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/position.h"

namespace arbiter {

// Piece letters, six capitals in the order pawn, knight, bishop, rook,
// queen, king.
inline constexpr std::string_view ForsythEnglish = "PNBRQK";
inline constexpr std::string_view ForsythSpanish = "PCATDR";

// Forsyth carries no castling rights. infer_from_home_squares grants each
// right whose king and rook stand on their starting squares.
enum class ForsythCastling { none, infer_from_home_squares };

struct ForsythResult {
  std::optional<Position> position;
  std::string error;  // why the text was rejected; empty when position is set
  explicit operator bool() const { return position.has_value(); }
};

// Reads a Forsyth diagram; whitespace between its items is ignored and a
// final full stop allowed. The position must be one FEN would accept (one
// king each, no pawn on the first or last rank, the side not to move not in
// check).
ForsythResult parse_forsyth(std::string_view text, Color side_to_move, std::string_view letters = ForsythEnglish,
                            ForsythCastling castling = ForsythCastling::none);

// A diagram in English letters or, failing that, in Spanish ones, as records
// come in both. When neither reads, the error is the English reading's,
// unless only its letters were the trouble.
ForsythResult parse_forsyth_english_or_spanish(std::string_view text, Color side_to_move,
                                               ForsythCastling castling = ForsythCastling::none);

// Writes the board as the seed does: ", " between ranks, empty ranks in a
// row as one number (8, 16, ...).
std::string to_forsyth(const Position& pos, std::string_view letters = ForsythEnglish);

}  // namespace arbiter
