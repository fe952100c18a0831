#include "notation/move_query.h"

#include <algorithm>

namespace arbiter {

Square king_destination(Move castling) {
  const bool king_side = castling.to() > castling.from();
  return make_square(king_side ? FileG : FileC, rank_of(castling.from()));
}

PieceType moving_piece(const Position& pos, Move m) { return type_of(pos.piece_on(m.from())); }

bool matches(const Position& pos, Move m, const MoveQuery& q) {
  if (m.kind() == MoveKind::Castling) {
    const CastlingSide side = m.to() > m.from() ? KingSide : QueenSide;
    if (q.castle) return *q.castle == side;
    // Coordinate notation names castling by the king's two-square move (e1g1)
    // or, as Chess960 engines write it, by king-takes-rook (e1h1).
    return q.piece == NoPieceType && (q.from & square_bb(m.from())) &&
           (q.to & (square_bb(king_destination(m)) | square_bb(m.to())));
  }
  if (q.castle) return false;
  if (q.piece != NoPieceType && q.piece != moving_piece(pos, m)) return false;
  if (!(q.from & square_bb(m.from())) || !(q.to & square_bb(m.to()))) return false;
  if (m.kind() == MoveKind::Promotion) return q.promotion_given ? q.promotion == m.promotion() : true;
  return !q.promotion_given;
}

namespace {

// The pseudo-legal moves of `pt` to `to` from `from_mask`, kept when legal.
// Promotions come in every piece unless the query names one.
template <typename Add>
void moves_to(const Position& pos, PieceType pt, Square to, Bitboard from_mask, Add add) {
  const Color us = pos.side_to_move();
  const Piece there = pos.piece_on(to);
  // No king is taken. (Bitwise: whether a square is empty follows the game.)
  if ((there != NoPiece) & ((color_of(there) == us) | (type_of(there) == King))) return;
  const Bitboard occupied = pos.pieces();
  if (pt != Pawn) {
    for (Bitboard from = attackers_among(pt, to, pos.pieces(us, pt) & from_mask, occupied); from;)
      add(Move(pop_lsb(from), to));
    return;
  }
  // No pawn moves to its own first rank (the square behind would be off the board).
  if (relative_rank(us, rank_of(to)) == Rank1) return;
  const Bitboard pawns = pos.pieces(us, Pawn) & from_mask;
  const int up = us == White ? 8 : -8;
  const bool promotes = relative_rank(us, rank_of(to)) == Rank8;
  auto add_pawn_move = [&](Square from, MoveKind kind) {
    if (!promotes) return add(Move(from, to, kind));
    for (PieceType p : {Queen, Rook, Bishop, Knight}) add(Move(from, to, MoveKind::Promotion, p));
  };
  if (there != NoPiece) {
    for (Bitboard from = pawn_attacks(~us, to) & pawns; from;) add_pawn_move(pop_lsb(from), MoveKind::Normal);
    return;
  }
  if (to == pos.en_passant_square())
    for (Bitboard from = pawn_attacks(~us, to) & pawns; from;) add(Move(pop_lsb(from), to, MoveKind::EnPassant));
  const Square one = Square(to - up);
  if (pawns & square_bb(one)) {
    add_pawn_move(one, MoveKind::Normal);
  } else if (pos.piece_on(one) == NoPiece && relative_rank(us, rank_of(to)) == Rank4) {
    if (pawns & square_bb(Square(to - 2 * up))) add(Move(Square(to - 2 * up), to));
  }
}

// moves_to() yields only moves of the piece, origin and destination asked
// for; the promotion piece is what is left to compare.
bool promotion_fits(Move m, const MoveQuery& query) {
  return m.kind() == MoveKind::Promotion ? !query.promotion_given || query.promotion == m.promotion()
                                         : !query.promotion_given;
}

// Calls add(m) for each legal move of pos that the query denotes.
template <typename Add>
void for_each_match(const Position& pos, const MoveQuery& query, Add add) {
  auto keep = [&](Move m) {
    if (promotion_fits(m, query) && pos.is_legal(m)) add(m);
  };
  // Coordinate notation names the piece by its square; a king's move there
  // may be castling, which only full generation finds.
  PieceType piece = query.piece;
  if (piece == NoPieceType && popcount(query.from) == 1) {
    const Piece p = pos.piece_on(lsb(query.from));
    if (p != NoPiece && color_of(p) == pos.side_to_move() && type_of(p) != King) piece = type_of(p);
  }
  if (!query.castle && piece != NoPieceType && popcount(query.to) == 1) {
    moves_to(pos, piece, lsb(query.to), query.from, keep);
    return;
  }
  if (query.castle) {
    Move castlings[2];
    for (size_t i = 0, n = legal_castlings(pos, castlings); i < n; ++i)
      if (matches(pos, castlings[i], query)) add(castlings[i]);
    return;
  }
  const MoveList legal(pos);
  // In Chess960 "d8c8" may be a king move or castling written by the king's
  // destination: as in UCI (core/uci.h), the ordinary move is meant.
  const bool ordinary = std::any_of(legal.begin(), legal.end(), [&](Move m) {
    return m.kind() != MoveKind::Castling && matches(pos, m, query);
  });
  for (Move m : legal) {
    const bool castling_by_destination = m.kind() == MoveKind::Castling && !(query.to & square_bb(m.to()));
    if (matches(pos, m, query) && !(ordinary && castling_by_destination)) add(m);
  }
}

}  // namespace

std::vector<Move> pseudo_legal_matches(const Position& pos, const MoveQuery& query) {
  std::vector<Move> out;
  if (query.castle || query.piece == NoPieceType) return out;
  for (Bitboard targets = query.to; targets;)
    moves_to(pos, query.piece, pop_lsb(targets), query.from, [&](Move m) {
      if (promotion_fits(m, query)) out.push_back(m);
    });
  return out;
}

Matches::Matches(const Position& pos, const MoveQuery& query) {
  for_each_match(pos, query, [&](Move m) { push_back(m); });
}

void append_matches(const Position& pos, const MoveQuery& query, Moves& out) {
  for_each_match(pos, query, [&](Move m) { out.push_back(m); });
}

}  // namespace arbiter
