// Why no legal move fits a move text, and which legal moves come closest:
// what an arbiter says when a recorded move cannot have been played.
#pragma once

#include <string>
#include <vector>

#include "notation/move_query.h"

namespace arbiter {

enum class Illegality : uint8_t {
  NoSuchPiece,          // no piece of that kind (on the squares named)
  CannotReach,          // the piece does not move that way
  OwnPieceOnTarget,
  PathBlocked,
  PawnBlocked,          // a pawn pushed onto an occupied square
  NothingToCapture,     // a pawn capture onto an empty square
  NoEnPassant,          // ... which would have been en passant, but is not available
  PromotionWrongRank,
  PromotionPiece,       // a promotion to a king or a pawn, which the pawn may not become
  Pinned,               // the piece shields its king
  LeavesKingInCheck,
  KingIntoCheck,
  CastlingRightLost,
  CastlingOutOfCheck,
  CastlingThroughCheck,
  CastlingBlocked,
  TakesKing,            // a king is never taken: it stands en prise only after an illegal move
};

struct Explanation {
  Illegality reason = Illegality::NoSuchPiece;
  std::string detail;          // "the knight on f3 is pinned by the bishop on g4"
  std::vector<Move> closest;   // legal moves nearest to what was written, best first
};

// For a query that no legal move of pos matches.
Explanation explain_no_match(const Position& pos, const MoveList& legal, const MoveQuery& query);

// "the white knight on f3": a piece as a message names it.
std::string piece_on_square(const Position& pos, Square s);

}  // namespace arbiter
