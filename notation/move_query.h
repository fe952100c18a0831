// What a move text says about a move, before looking at the board: which
// piece, from where, to where. Every notation reader turns text into a
// MoveQuery; matching it against the legal moves is common to all of them,
// so "exactly one match" means the same thing in every dialect.
#pragma once

#include <optional>
#include <vector>

#include "core/bitboard.h"
#include "core/movegen.h"
#include "core/position.h"

namespace arbiter {

constexpr Bitboard AllSquares = ~Bitboard(0);

struct MoveQuery {
  PieceType piece = NoPieceType;        // NoPieceType: any piece (coordinate notation)
  Bitboard from = AllSquares;           // squares the moving piece may stand on
  Bitboard to = AllSquares;             // squares it may arrive on (the king's, when castling)
  std::optional<CastlingSide> castle;   // set for O-O / O-O-O
  bool promotion_given = false;         // the text names a promotion piece
  PieceType promotion = NoPieceType;    // the piece named, when promotion_given
  bool operator==(const MoveQuery&) const = default;
};

// A legal move and the squares and piece it involves, as notations see them.
Square king_destination(Move castling);
PieceType moving_piece(const Position& pos, Move m);

bool matches(const Position& pos, Move m, const MoveQuery& query);

// The legal moves of pos that the query denotes. A query for one piece kind
// and one destination (nearly every move of a real game) is answered from the
// destination backwards, without generating every legal move.
class Matches : public Moves {
 public:
  Matches(const Position& pos, const MoveQuery& query);
};

// The same moves, appended to `out`: for a reader that keeps them, without
// a copy through Matches.
void append_matches(const Position& pos, const MoveQuery& query, Moves& out);

// The moves of one piece kind that the query denotes with the
// king's safety left aside (a pinned piece's move, a king stepping into
// check, a check ignored): what a player who made such an illegal move moved
// on the board. None takes a king, as no move does.
std::vector<Move> pseudo_legal_matches(const Position& pos, const MoveQuery& query);

}  // namespace arbiter
