#include "notation/explain.h"

#include <algorithm>
#include <cstdlib>

namespace arbiter {

namespace {

constexpr const char* PieceNames[] = {"piece", "pawn", "knight", "bishop", "rook", "queen", "king"};
constexpr const char* ColorNames[] = {"white", "black"};

std::string on_squares(Bitboard squares) {
  if (squares == AllSquares) return "";
  for (int f = FileA; f <= FileH; ++f)
    if (squares == file_bb(File(f))) return std::string(" on the ") + char('a' + f) + "-file";
  for (int r = Rank1; r <= Rank8; ++r)
    if (squares == rank_bb(Rank(r))) return std::string(" on rank ") + char('1' + r);
  if (popcount(squares) == 1) return " on " + square_name(lsb(squares));
  return " on the squares named";
}

// One attacker of `target` among `by`, described, for messages.
std::string some_attacker(const Position& pos, Bitboard by) {
  return by ? piece_on_square(pos, lsb(by)) : std::string("an enemy piece");
}

// Can the piece on `from` move to `to` by its own movement rules, ignoring
// everything on the board but what a pawn needs to know?
bool moves_like_that(const Position& pos, Square from, Square to) {
  const Piece p = pos.piece_on(from);
  if (type_of(p) != Pawn) return attacks(type_of(p), from, 0) & square_bb(to);
  const Color c = color_of(p);
  if (pawn_attacks(c, from) & square_bb(to)) return true;
  const int forward = c == White ? 8 : -8;
  if (to == from + forward) return true;
  return relative_rank(c, rank_of(from)) == Rank2 && to == from + 2 * forward;
}

struct Attempt {
  Illegality reason;
  std::string detail;
};

Attempt castling_attempt(const Position& pos, CastlingSide side) {
  const Color us = pos.side_to_move();
  const char* wing = side == KingSide ? "king-side" : "queen-side";
  if (!pos.can_castle(castling_right(us, side)))
    return {Illegality::CastlingRightLost,
            std::string(ColorNames[us]) + " can no longer castle " + wing + ": the king or that rook has moved"};
  if (pos.in_check())
    return {Illegality::CastlingOutOfCheck,
            "the king is in check from " + some_attacker(pos, pos.checkers()) + " and may not castle out of it"};
  const Square king = pos.king_square(us), rook = pos.castling_rook(us, side);
  const Square king_to = relative_square(us, side == KingSide ? G1 : C1);
  const Square rook_to = relative_square(us, side == KingSide ? F1 : D1);
  const Bitboard path = between(king, king_to) | square_bb(king_to) | between(rook, rook_to) | square_bb(rook_to);
  if (Bitboard in_way = path & pos.pieces() & ~square_bb(king) & ~square_bb(rook))
    return {Illegality::CastlingBlocked, piece_on_square(pos, lsb(in_way)) + " stands between king and rook"};
  const Bitboard occupied = pos.pieces() ^ square_bb(king) ^ square_bb(rook);
  for (Bitboard walk = between(king, king_to) | square_bb(king_to); walk;) {
    const Square s = pop_lsb(walk);
    if (Bitboard by = pos.attackers_to(s, occupied, ~us))
      return {Illegality::CastlingThroughCheck,
              "the king would " + std::string(s == king_to ? "land on " : "pass through ") + square_name(s) +
                  ", attacked by " + some_attacker(pos, by)};
  }
  return {Illegality::CastlingBlocked, "castling is not possible here"};
}

// Whether the query names a piece a pawn may become (3.7.3.3).
bool is_promotion_piece(const MoveQuery& q) {
  return q.promotion_given && q.promotion >= Knight && q.promotion <= Queen;
}

// The legal promotions of the pawn move the query names, whatever piece it
// names: what a promotion to a king or a pawn was meant to be.
std::vector<Move> promotions_meant(const Position& pos, MoveQuery q) {
  q.promotion_given = false;
  std::vector<Move> out;
  for (Move m : Matches(pos, q))
    if (m.kind() == MoveKind::Promotion) out.push_back(m);
  return out;
}

// Why the piece on `from` may not go to `to` although it moves that way.
Attempt piece_attempt(const Position& pos, Square from, Square to, const MoveQuery& q) {
  const Color us = pos.side_to_move();
  const PieceType pt = type_of(pos.piece_on(from));
  const std::string who = piece_on_square(pos, from);
  const Piece there = pos.piece_on(to);
  if (there != NoPiece && color_of(there) == us)
    return {Illegality::OwnPieceOnTarget, square_name(to) + " is occupied by " + piece_on_square(pos, to)};
  if (Bitboard in_way = between(from, to) & pos.pieces())
    return {pt == Pawn ? Illegality::PawnBlocked : Illegality::PathBlocked,
            "the way from " + square_name(from) + " to " + square_name(to) + " is blocked by " +
                piece_on_square(pos, lsb(in_way))};
  Move m(from, to);
  if (pt == Pawn) {
    const bool diagonal = file_of(from) != file_of(to);
    if (!diagonal && there != NoPiece)
      return {Illegality::PawnBlocked, who + " cannot advance: " + square_name(to) + " is occupied"};
    if (diagonal && there == NoPiece) {
      if (relative_rank(us, rank_of(to)) == Rank6 && pos.piece_on(Square(to - (us == White ? 8 : -8))) ==
                                                         make_piece(~us, Pawn))
        return {Illegality::NoEnPassant, "en passant on " + square_name(to) +
                                             " is not available: the pawn did not just advance two squares"};
      return {Illegality::NothingToCapture, "there is nothing to capture on " + square_name(to)};
    }
    if (diagonal && pos.en_passant_square() == to) m = Move(from, to, MoveKind::EnPassant);
    const bool last_rank = relative_rank(us, rank_of(to)) == Rank8;
    if (q.promotion_given && !last_rank)
      return {Illegality::PromotionWrongRank, "a pawn promotes only on the last rank"};
    if (last_rank) m = Move(from, to, MoveKind::Promotion, is_promotion_piece(q) ? q.promotion : Queen);
  }
  if (type_of(there) == King)
    return {Illegality::TakesKing, piece_on_square(pos, to) +
                                       " cannot be taken: it stands in check only because the move before was illegal"};
  // The move follows the piece's rules; it must fail on king safety.
  Position after = pos;
  after.play(m);
  const Square king = pt == King ? to : pos.king_square(us);
  const Bitboard by = after.attackers_to(king, after.pieces(), ~us);
  if (pt == King)
    return {Illegality::KingIntoCheck, square_name(to) + " is attacked by " + some_attacker(after, by)};
  if (pos.in_check())
    return {Illegality::LeavesKingInCheck, "the king is in check from " + some_attacker(pos, pos.checkers()) +
                                               " and " + who + " does not parry it"};
  return {Illegality::Pinned, who + " is pinned: moving it exposes the king to " + some_attacker(after, by)};
}

// Reasons later in this list come closer to a legal move.
int closeness(Illegality r) {
  switch (r) {
    case Illegality::NoSuchPiece: return 0;
    case Illegality::CannotReach: return 1;
    case Illegality::PromotionWrongRank: return 2;
    case Illegality::OwnPieceOnTarget:
    case Illegality::PathBlocked:
    case Illegality::PawnBlocked:
    case Illegality::NothingToCapture: return 3;
    case Illegality::NoEnPassant: return 4;
    default: return 5;
  }
}

std::vector<Move> closest_moves(const Position& pos, const MoveList& legal, const MoveQuery& q) {
  struct Scored {
    Move move;
    int score;
  };
  std::vector<Scored> scored;
  const Square target = q.to == AllSquares ? NoSquare : lsb(q.to);
  for (Move m : legal) {
    const bool castling = m.kind() == MoveKind::Castling;
    const Square to = castling ? king_destination(m) : m.to();
    const bool same_piece = q.castle ? castling : moving_piece(pos, m) == q.piece;
    const bool same_target = !q.castle && q.to != AllSquares && (q.to & square_bb(to));
    const bool same_origin = q.from != AllSquares && (q.from & square_bb(m.from()));
    const int distance = target == NoSquare ? 0
                         : std::max(std::abs(file_of(to) - file_of(target)), std::abs(rank_of(to) - rank_of(target)));
    // Near enough to be what the writer meant: the right square, or the
    // right piece going from where it was said to be or next to the square.
    if (!same_target && !(same_piece && (same_origin || distance <= 1))) continue;
    const int score = 4 * same_target + 2 * same_piece + same_origin - distance;
    scored.push_back({m, score});
  }
  std::stable_sort(scored.begin(), scored.end(), [](const Scored& a, const Scored& b) { return a.score > b.score; });
  std::vector<Move> best;
  for (size_t i = 0; i < scored.size() && i < 5; ++i) best.push_back(scored[i].move);
  return best;
}

}  // namespace

std::string piece_on_square(const Position& pos, Square s) {
  const Piece p = pos.piece_on(s);
  if (p == NoPiece) return "the empty square " + square_name(s);
  return std::string("the ") + ColorNames[color_of(p)] + " " + PieceNames[type_of(p)] + " on " + square_name(s);
}

Explanation explain_no_match(const Position& pos, const MoveList& legal, const MoveQuery& q) {
  Explanation e;
  e.closest = closest_moves(pos, legal, q);
  if (q.castle) {
    Attempt a = castling_attempt(pos, *q.castle);
    e.reason = a.reason, e.detail = std::move(a.detail);
    return e;
  }
  if (q.promotion_given && !is_promotion_piece(q)) {
    if (std::vector<Move> meant = promotions_meant(pos, q); !meant.empty()) {
      e.reason = Illegality::PromotionPiece;
      e.detail = std::string("a pawn is promoted to a queen, rook, bishop or knight, never to a ") +
                 PieceNames[q.promotion];
      e.closest = std::move(meant);
      return e;
    }
  }
  const Color us = pos.side_to_move();
  const Bitboard movers = (q.piece == NoPieceType ? pos.pieces(us) : pos.pieces(us, q.piece)) & q.from;
  const std::string kind = std::string(ColorNames[us]) + " " + PieceNames[q.piece];
  if (!movers) {
    e.reason = Illegality::NoSuchPiece;
    e.detail = "there is no " + kind + on_squares(q.from);
    return e;
  }
  bool found = false;
  for (Bitboard f = movers; f;) {
    const Square from = pop_lsb(f);
    for (Bitboard t = q.to & ~square_bb(from); t;) {
      const Square to = pop_lsb(t);
      if (!moves_like_that(pos, from, to)) continue;
      Attempt a = piece_attempt(pos, from, to, q);
      if (!found || closeness(a.reason) > closeness(e.reason)) e.reason = a.reason, e.detail = std::move(a.detail);
      found = true;
    }
  }
  if (!found) {
    e.reason = Illegality::CannotReach;
    e.detail = "no " + kind + on_squares(q.from) + " can move to " +
               (popcount(q.to) == 1 ? square_name(lsb(q.to)) : std::string("the squares named"));
  }
  return e;
}

}  // namespace arbiter
