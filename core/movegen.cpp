// Legal moves, generated directly: the king steps only to squares the enemy
// does not attack, a single check narrows every other move to capturing the
// checker or blocking, pinned pieces keep to their pin line, and the few
// moves these rules cannot settle (en passant, castling) are tested one by one.
#include "core/movegen.h"

#include <algorithm>

namespace arbiter {

namespace {

// The board moved by a square offset of one pawn step, straight or diagonal.
template <int Offset>
constexpr Bitboard shift(Bitboard b) {
  static_assert(Offset == 8 || Offset == -8 || Offset == 7 || Offset == -7 || Offset == 9 ||
                Offset == -9);
  // A diagonal step must not wrap from one side of the board to the other.
  if constexpr (Offset == 7 || Offset == -9) b &= ~file_bb(FileA);
  if constexpr (Offset == 9 || Offset == -7) b &= ~file_bb(FileH);
  return Offset > 0 ? b << Offset : b >> -Offset;
}

template <Color Us>
struct PawnDirections {
  static constexpr int Up = pawn_push(Us);
  static constexpr int UpWest = Us == White ? 7 : -9;
  static constexpr int UpEast = Us == White ? 9 : -7;
};

template <Color Us>
constexpr Bitboard attacks_of_pawns(Bitboard pawns) {
  using D = PawnDirections<Us>;
  return shift<D::UpWest>(pawns) | shift<D::UpEast>(pawns);
}

// Every square the side `Them` attacks, sliders seeing `occupied` as the
// board. The generator leaves its king out of `occupied`, so that the square
// behind the king on a checking line counts as attacked.
template <Color Them>
Bitboard attacked_squares(const Position& pos, Bitboard occupied) {
  Bitboard attacked =
      attacks_of_pawns<Them>(pos.pieces(Them, Pawn)) | king_attacks(pos.king_square(Them));
  for (Bitboard b = pos.pieces(Them, Knight); b;) attacked |= knight_attacks(pop_lsb(b));
  for (Bitboard b = pos.pieces(Them) & (pos.pieces(Bishop) | pos.pieces(Queen)); b;)
    attacked |= bishop_attacks(pop_lsb(b), occupied);
  for (Bitboard b = pos.pieces(Them) & (pos.pieces(Rook) | pos.pieces(Queen)); b;)
    attacked |= rook_attacks(pop_lsb(b), occupied);
  return attacked;
}

Move* add_moves(Move* list, Square from, Bitboard targets) {
  while (targets) *list++ = Move(from, pop_lsb(targets));
  return list;
}

// The moves of `pawns` to `target` squares, en passant apart; each kind of
// step is one shift of the whole set.
template <Color Us>
Move* add_pawn_moves(const Position& pos, Bitboard pawns, Bitboard target, Move* list) {
  using D = PawnDirections<Us>;
  constexpr Bitboard LastRank = rank_bb(relative_rank(Us, Rank8));
  constexpr Bitboard ThirdRank = rank_bb(relative_rank(Us, Rank3));
  const Bitboard empty = ~pos.pieces();
  const Bitboard enemies = pos.pieces(~Us) & target;

  const Bitboard single = shift<D::Up>(pawns) & empty;
  const Bitboard twice = shift<D::Up>(single & ThirdRank) & empty & target;
  auto add = [&](Bitboard targets, int offset) {
    for (Bitboard b = targets & ~LastRank; b;) {
      Square to = pop_lsb(b);
      *list++ = Move(Square(to - offset), to);
    }
    for (Bitboard b = targets & LastRank; b;) {
      Square to = pop_lsb(b);
      for (PieceType pt : {Queen, Rook, Bishop, Knight})
        *list++ = Move(Square(to - offset), to, MoveKind::Promotion, pt);
    }
  };
  add(single & target, D::Up);
  add(twice, 2 * D::Up);
  add(shift<D::UpWest>(pawns) & enemies, D::UpWest);
  add(shift<D::UpEast>(pawns) & enemies, D::UpEast);
  return list;
}

template <PieceType Pt>
Move* add_piece_moves(const Position& pos, Bitboard pieces, Bitboard target, Move* list) {
  while (pieces) {
    Square from = pop_lsb(pieces);
    list = add_moves(list, from, attacks(Pt, from, pos.pieces()) & target);
  }
  return list;
}

// En passant lifts two pawns off one rank, which no pin test sees (a rook
// behind them may reach the king), so each capture is tried on the board.
template <Color Us>
Move* add_en_passant(const Position& pos, Move* list) {
  const Square ep = pos.en_passant_square();
  if (ep == NoSquare) return list;
  const Square captured = Square(ep - PawnDirections<Us>::Up);
  const Square ksq = pos.king_square(Us);
  for (Bitboard b = pawn_attacks(~Us, ep) & pos.pieces(Us, Pawn); b;) {
    Square from = pop_lsb(b);
    Bitboard occupied = pos.pieces() ^ square_bb(from) ^ square_bb(captured) ^ square_bb(ep);
    // Masking with the new occupancy drops the captured pawn from the attackers.
    if (!(pos.attackers_to(ksq, occupied, ~Us) & occupied))
      *list++ = Move(from, ep, MoveKind::EnPassant);
  }
  return list;
}

// Castling, written as king takes own rook. The squares both pieces cross
// or land on must be empty but for the two of them, the king must not be in
// check (the caller's test) nor cross or land on an attacked square:
// `attacked(squares)` says whether the enemy attacks any of them.
template <Color Us, typename Attacked>
Move* add_castling(const Position& pos, Attacked attacked, Move* list) {
  const Square ksq = pos.king_square(Us);
  const Bitboard occupied = pos.pieces();
  for (CastlingSide side : {KingSide, QueenSide}) {
    if (!pos.can_castle(castling_right(Us, side))) continue;
    const Square rsq = pos.castling_rook(Us, side);
    const Square kto = castling_king_destination(Us, side);
    const Square rto = castling_rook_destination(Us, side);
    const Bitboard king_path = between(ksq, kto) | square_bb(kto);
    const Bitboard rook_path = between(rsq, rto) | square_bb(rto);
    if ((king_path | rook_path) & occupied & ~square_bb(ksq) & ~square_bb(rsq)) continue;
    if (attacked(king_path)) continue;
    // In Chess960 the castling rook may be what shields the king's
    // destination from a rook or queen further along the back rank.
    if (rook_attacks(kto, occupied ^ square_bb(rsq)) & pos.pieces(~Us) &
        (pos.pieces(Rook) | pos.pieces(Queen)))
      continue;
    *list++ = Move(ksq, rsq, MoveKind::Castling);
  }
  return list;
}

template <Color Us>
Move* generate_legal(const Position& pos, Move* list) {
  const Square ksq = pos.king_square(Us);
  const Bitboard ours = pos.pieces(Us);
  const Bitboard attacked = attacked_squares<~Us>(pos, pos.pieces() ^ square_bb(ksq));

  list = add_moves(list, ksq, king_attacks(ksq) & ~ours & ~attacked & ~pos.pieces(~Us, King));
  const Bitboard checkers = pos.checkers();
  if (more_than_one(checkers)) return list;  // only the king can answer a double check

  // The enemy king is never a target: in a legal position no move reaches
  // it, and after an illegal move (which a record may go on from) taking it
  // is no move either.
  const Bitboard target = (checkers ? between(ksq, lsb(checkers)) | checkers : ~ours) & ~pos.pieces(~Us, King);
  const Bitboard pinned = pos.blockers_for_king(Us) & ours;
  const Bitboard free = ours & ~pinned;
  list = add_pawn_moves<Us>(pos, pos.pieces(Us, Pawn) & free, target, list);
  list = add_piece_moves<Knight>(pos, pos.pieces(Knight) & free, target, list);
  list = add_piece_moves<Bishop>(pos, pos.pieces(Bishop) & free, target, list);
  list = add_piece_moves<Rook>(pos, pos.pieces(Rook) & free, target, list);
  list = add_piece_moves<Queen>(pos, pos.pieces(Queen) & free, target, list);

  // A pinned piece may only slide along its pin (a pinned knight never can).
  for (Bitboard b = pinned & ~pos.pieces(Knight); b;) {
    const Square from = pop_lsb(b);
    const Bitboard along = target & line(ksq, from);
    const PieceType pt = type_of(pos.piece_on(from));
    list = pt == Pawn ? add_pawn_moves<Us>(pos, square_bb(from), along, list)
                      : add_moves(list, from, attacks(pt, from, pos.pieces()) & along);
  }

  list = add_en_passant<Us>(pos, list);
  if (!checkers) list = add_castling<Us>(pos, [&](Bitboard squares) { return squares & attacked; }, list);
  return list;
}

}  // namespace

MoveList::MoveList(const Position& pos) {
  Move* end = pos.side_to_move() == White ? generate_legal<White>(pos, moves_)
                                          : generate_legal<Black>(pos, moves_);
  size_ = size_t(end - moves_);
}

size_t legal_castlings(const Position& pos, Move out[2]) {
  if (pos.in_check()) return 0;
  const Color us = pos.side_to_move();
  // The two or three squares of the king's path are asked about one by one,
  // as the king leaves its square: cheaper than every enemy attack.
  const Bitboard occupied = pos.pieces() ^ square_bb(pos.king_square(us));
  const auto attacked = [&](Bitboard squares) {
    for (Bitboard b = squares; b;)
      if (pos.attackers_to(pop_lsb(b), occupied, ~us)) return true;
    return false;
  };
  const Move* end = us == White ? add_castling<White>(pos, attacked, out) : add_castling<Black>(pos, attacked, out);
  return size_t(end - out);
}

size_t legal_en_passants(const Position& pos, Move out[2]) {
  const Move* end = pos.side_to_move() == White ? add_en_passant<White>(pos, out) : add_en_passant<Black>(pos, out);
  return size_t(end - out);
}

bool has_legal_move(const Position& pos) {
  const Color us = pos.side_to_move();
  const Square ksq = pos.king_square(us);
  const Bitboard occupied = pos.pieces() ^ square_bb(ksq);
  const Bitboard attacked =
      us == White ? attacked_squares<Black>(pos, occupied) : attacked_squares<White>(pos, occupied);
  if (king_attacks(ksq) & ~pos.pieces(us) & ~attacked) return true;
  return !MoveList(pos).empty();
}

bool Moves::contains(Move m) const { return std::find(begin(), end(), m) != end(); }

}  // namespace arbiter
