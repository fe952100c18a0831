// Can a side still checkmate? A game is drawn once neither side can (a dead
// position, FIDE 2023 Art. 5.2.2 and 9.6), and a player whose flag falls
// draws when the opponent cannot (Art. 6.9). "Can" means by some sequence of
// legal moves with both sides cooperating: a helpmate.
//
// The answer is `no` only when proven, so a winnable position is never
// called dead; `unknown` means the search budget ran out first. The method
// follows the Chess Unwinnability Analyzer (Ambrona, 2022): helpmate
// searches guided towards mating corners, and a static analysis of where
// each piece can ever go that proves blocked pawn walls permanent and tells
// the pieces that can only pass the move.
#pragma once

#include <cstdint>
#include <vector>

#include "core/position.h"

namespace arbiter {

enum class Winnable : uint8_t { yes, no, unknown };

struct SearchLimits {
  // Positions the searches may visit for one side (about 100 ns each).
  // Real games' final positions mostly need a few hundred; the hardest
  // positions of CHA's reference set need up to two and a half million.
  uint64_t nodes = 4'000'000;
};

struct MateAnalysis {
  Winnable winnable = Winnable::unknown;
  // With yes: legal moves from the position that end in checkmate by the
  // side asked about (empty when it is checkmate already).
  std::vector<Move> helpmate;
  uint64_t nodes = 0;  // positions visited
};

// Whether `winner` can still checkmate in `pos`.
MateAnalysis can_checkmate(const Position& pos, Color winner, SearchLimits limits = {});

// A dead position: neither side can checkmate, proven (false when unknown).
bool is_dead(const Position& pos, SearchLimits limits = {});

// The dark squares, a1 and h8 among them: a bishop keeps to one colour.
inline constexpr Bitboard DarkSquares = 0xAA55AA55AA55AA55ULL;

// Whether `winner`'s men can mate only with the help of a blocker the loser
// does not have: a lone knight against no piece but queens (any other man
// would capture the knight or interpose), bishops of one square colour
// against no knight and no bishop of the other colour (an escape square of
// the other colour must hold a man that cannot reach the check line).
bool needs_loser_promotion(const Position& pos, Color winner);

// The cheap test to run at every ply: true when `winner` cannot checkmate
// whatever is played, by material alone: a bare king, or a need of a
// promotion by a loser without pawns (K+N v K, K+B v K, K+B v K+B with
// bishops on one colour...).
bool insufficient_material(const Position& pos, Color winner);

}  // namespace arbiter
