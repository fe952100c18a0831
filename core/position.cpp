#include "core/position.h"

#include <algorithm>
#include <bit>

#include "core/movegen.h"
#include "core/zobrist.h"

namespace arbiter {

Position::Position() : key_(zobrist::side()) {}

// Every game starts here: built once, then copied.
Position Position::start() {
  static const Position start = [] {
    constexpr PieceType BackRank[8] = {Rook, Knight, Bishop, Queen, King, Bishop, Knight, Rook};
    Position pos;
    for (int f = FileA; f <= FileH; ++f) {
      pos.put_piece(make_piece(White, BackRank[f]), make_square(File(f), Rank1));
      pos.put_piece(WhitePawn, make_square(File(f), Rank2));
      pos.put_piece(BlackPawn, make_square(File(f), Rank7));
      pos.put_piece(make_piece(Black, BackRank[f]), make_square(File(f), Rank8));
    }
    for (Color c : {White, Black}) {
      pos.set_castling(c, KingSide, relative_square(c, H1));
      pos.set_castling(c, QueenSide, relative_square(c, A1));
    }
    pos.finish_setup();
    return pos;
  }();
  return start;
}

Bitboard Position::attackers_to(Square s, Bitboard occupied, Color c) const {
  return (pawn_attacks(~c, s) & pieces(c, Pawn)) | (knight_attacks(s) & pieces(c, Knight)) |
         (king_attacks(s) & pieces(c, King)) |
         slider_attackers(s, pieces(c, Bishop) | pieces(c, Queen), pieces(c, Rook) | pieces(c, Queen), occupied);
}

Bitboard Position::blockers_for_king(Color c) const {
  Square ksq = king_square(c);
  // Enemy sliders aimed at the king on an empty board; what stands between
  // decides whether they pin, check or are blocked.
  Bitboard snipers = ((rook_rays(ksq) & (pieces(Rook) | pieces(Queen))) |
                      (bishop_rays(ksq) & (pieces(Bishop) | pieces(Queen)))) &
                     pieces(~c);
  Bitboard occupied = pieces() ^ snipers;
  Bitboard blockers = 0;
  while (snipers) {
    Bitboard b = between(ksq, pop_lsb(snipers)) & occupied;
    if (b && !more_than_one(b)) blockers |= b;
  }
  return blockers;
}

void Position::put_piece(Piece p, Square s) {
  board_[s] = p;
  by_type_[type_of(p)] |= square_bb(s);
  by_color_[color_of(p)] |= square_bb(s);
  key_ ^= zobrist::piece(p, s);
}

// Removing from an empty square changes nothing (its bit is masked off, and
// the key of no piece is zero): play takes a captured piece without a branch
// on whether there is one.
void Position::remove_piece(Square s) {
  const Piece p = board_[s];
  const Bitboard bb = square_bb(s) & -Bitboard(p != NoPiece);
  board_[s] = NoPiece;
  by_type_[type_of(p)] ^= bb;
  by_color_[color_of(p)] ^= bb;
  key_ ^= zobrist::piece(p, s);
}

void Position::move_piece(Square from, Square to) {
  Piece p = board_[from];
  Bitboard from_to = square_bb(from) | square_bb(to);
  board_[from] = NoPiece;
  board_[to] = p;
  by_type_[type_of(p)] ^= from_to;
  by_color_[color_of(p)] ^= from_to;
  key_ ^= zobrist::piece(p, from) ^ zobrist::piece(p, to);
}

void Position::set_castling(Color c, CastlingSide side, Square rook) {
  CastlingRight right = castling_right(c, side);
  castling_rook_[c][side] = rook;
  if (rook == NoSquare)
    castling_ &= ~right;
  else
    castling_ |= right;
}

void Position::lose_castling(uint8_t rights) {
  castling_ &= ~rights;
  for (; rights; rights &= rights - 1) {
    int bit = std::countr_zero(rights);
    key_ ^= zobrist::castling(CastlingRight(1 << bit));
    castling_rook_[bit / 2][bit % 2] = NoSquare;
  }
  // Once a right is gone its squares no longer stop a move (a king that
  // has castled walks over its home square freely).
  castling_squares_ = squares_with_rights();
}

// The squares of the castling rooks and of their kings, which have not moved.
Bitboard Position::squares_with_rights() const {
  Bitboard squares = 0;
  for (Color c : {White, Black})
    for (CastlingSide side : {KingSide, QueenSide}) {
      const Square rook = castling_rook_[c][side];
      if (rook == NoSquare || !pieces(c, King)) continue;
      squares |= square_bb(rook) | square_bb(king_square(c));
    }
  return squares;
}

// The rights a move from `from` to `to` takes away: those of a king or
// castling rook that leaves its square, or of a rook captured on it. A king
// with a right left has not moved, so it stands where it stood at setup.
uint8_t Position::rights_lost(Square from, Square to) const {
  if (!(castling_squares_ & (square_bb(from) | square_bb(to)))) return NoCastling;
  uint8_t lost = NoCastling;
  for (Color c : {White, Black})
    for (CastlingSide side : {KingSide, QueenSide}) {
      const Square rook = castling_rook_[c][side];
      if (!(castling_ & castling_right(c, side)) || rook == NoSquare || !pieces(c, King)) continue;
      const Square king = king_square(c);
      if (from == rook || to == rook || from == king || to == king) lost |= castling_right(c, side);
    }
  return lost;
}

void Position::finish_setup() {
  castling_squares_ = squares_with_rights();
  // Keep the en-passant square only when a pawn could capture there.
  if (ep_square_ != NoSquare && !(pawn_attacks(~side_, ep_square_) & pieces(side_, Pawn)))
    ep_square_ = NoSquare;
  checkers_ = pieces(side_, King) ? attackers_to(king_square(side_), pieces(), ~side_) : 0;
  key_ = polyglot_key(*this);
}

void Position::play(Move m) {
  const Color us = side_, them = ~us;
  const Square from = m.from(), to = m.to();

  if (ep_square_ != NoSquare) {
    key_ ^= zobrist::en_passant(file_of(ep_square_));
    ep_square_ = NoSquare;
  }
  ++halfmove_clock_;
  // Rights go when the king or a castling rook leaves its square or a rook
  // is captured on it.
  if (uint8_t lost = rights_lost(from, to)) lose_castling(lost);

  if (m.kind() == MoveKind::Castling) {
    // King takes own rook: lift both, then drop them on their squares
    // (in Chess960 either may land where the other stood).
    CastlingSide side = to > from ? KingSide : QueenSide;
    remove_piece(from);
    remove_piece(to);
    put_piece(make_piece(us, King), castling_king_destination(us, side));
    put_piece(make_piece(us, Rook), castling_rook_destination(us, side));
  } else {
    // Whether a move captures, and whether it is a pawn's, follows the game,
    // not a pattern: both are played without a branch.
    const Square captured = m.kind() == MoveKind::EnPassant ? Square(to - pawn_push(us)) : to;
    const Piece victim = board_[captured];
    remove_piece(captured);
    const bool pawn = type_of(board_[from]) == Pawn;
    halfmove_clock_ &= -uint32_t((victim == NoPiece) & !pawn);
    move_piece(from, to);
    if (m.kind() == MoveKind::Promotion) {
      remove_piece(to);
      put_piece(make_piece(us, m.promotion()), to);
    } else if (pawn & (to - from == 2 * pawn_push(us))) {
      Square passed = Square((from + to) / 2);
      if (pawn_attacks(us, passed) & pieces(them, Pawn)) {
        ep_square_ = passed;
        key_ ^= zobrist::en_passant(file_of(passed));
      }
    }
  }

  fullmove_number_ += us;  // after Black's move (Black is 1): no branch to mispredict
  side_ = them;
  key_ ^= zobrist::side();
  // Only the side that moved can give check, and never with its king.
  const Square ksq = king_square(them);
  checkers_ = (pawn_attacks(them, ksq) & pieces(us, Pawn)) | (knight_attacks(ksq) & pieces(us, Knight)) |
              slider_attackers(ksq, pieces(us, Bishop) | pieces(us, Queen), pieces(us, Rook) | pieces(us, Queen),
                               pieces());
}

uint64_t Position::key_after(Move m) const {
  const Color us = side_;
  const Square from = m.from(), to = m.to();
  uint64_t key = key_ ^ zobrist::side();
  if (ep_square_ != NoSquare) key ^= zobrist::en_passant(file_of(ep_square_));
  for (uint8_t lost = rights_lost(from, to); lost; lost &= lost - 1)
    key ^= zobrist::castling(CastlingRight(lost & -lost));
  if (m.kind() == MoveKind::Castling) {
    const CastlingSide side = to > from ? KingSide : QueenSide;
    const Piece king = make_piece(us, King), rook = make_piece(us, Rook);
    return key ^ zobrist::piece(king, from) ^ zobrist::piece(rook, to) ^
           zobrist::piece(king, castling_king_destination(us, side)) ^
           zobrist::piece(rook, castling_rook_destination(us, side));
  }
  const Piece mover = board_[from];
  return key ^ zobrist::piece(mover, from) ^ zobrist::piece(mover, to);
}

void Position::play_null() {
  if (ep_square_ != NoSquare) {
    key_ ^= zobrist::en_passant(file_of(ep_square_));
    ep_square_ = NoSquare;
  }
  ++halfmove_clock_;
  if (side_ == Black) ++fullmove_number_;
  side_ = ~side_;
  key_ ^= zobrist::side();
  checkers_ = attackers_to(king_square(side_), pieces(), ~side_);
}

namespace {

// Whether `m` is among the castlings or en-passant captures of `pos` that
// `generate` writes.
bool listed(const Position& pos, Move m, size_t (*generate)(const Position&, Move[2])) {
  Move moves[2];
  const size_t n = generate(pos, moves);
  return std::find(moves, moves + n, m) != moves + n;
}

}  // namespace

bool Position::is_legal(Move m) const {
  // Castling and en passant are rare and their conditions subtle; the
  // generator holds the one definition of them.
  if (m.kind() == MoveKind::Castling) return listed(*this, m, legal_castlings);
  if (m.kind() == MoveKind::EnPassant) return listed(*this, m, legal_en_passants);

  const Color us = side_;
  const Square from = m.from(), to = m.to(), ksq = king_square(us);
  // The king leaves its square: a slider behind it along the line of a
  // check attacks the square it steps back to.
  if (from == ksq) return !attackers_to(to, pieces() ^ square_bb(from), ~us);
  if (checkers_) {
    // A single check must be blocked or its piece captured.
    if (more_than_one(checkers_)) return false;
    Square checker = lsb(checkers_);
    if (!((between(ksq, checker) | checkers_) & square_bb(to))) return false;
  }
  // A pinned piece stays on the line through its king. A piece on no line
  // through its king (most), or on one with no enemy slider of that line's
  // kind, cannot be pinned. The king's row of the table: a king seldom
  // moves, so its 512 bytes stay cached, where the piece's rows would not.
  // The tests are combined without branches: whether a piece stands on a
  // line with its king follows no pattern a predictor could learn, while a
  // piece that may be pinned, the one case left to test, is rare.
  const Bitboard ray = line(ksq, from);
  const bool straight = (rank_of(from) == rank_of(ksq)) | (file_of(from) == file_of(ksq));
  const Bitboard sliders = pieces(~us, Queen) | pieces(~us, straight ? Rook : Bishop);
  const bool may_be_pinned = ((ray & sliders) != 0) & !(ray & square_bb(to));
  if (!may_be_pinned) return true;
  return !(blockers_for_king(us) & square_bb(from));
}

bool Position::gives_check(Move m) const {
  if (m.kind() == MoveKind::Castling || m.kind() == MoveKind::EnPassant) {
    // Rook and king both move, or two pawns leave their squares: play it out.
    Position next = *this;
    next.play(m);
    return next.in_check();
  }
  const Color us = side_;
  const Square from = m.from(), to = m.to(), ksq = king_square(~us);
  const PieceType mover = m.kind() == MoveKind::Promotion ? m.promotion() : type_of(board_[from]);
  const Bitboard occupied = (pieces() ^ square_bb(from)) | square_bb(to);
  const Bitboard direct = mover == Pawn ? pawn_attacks(us, to) : attacks(mover, to, occupied);
  const bool discovered =
      (blockers_for_king(~us) & square_bb(from)) && !(line(from, to) & square_bb(ksq));
  return (direct & square_bb(ksq)) || discovered;
}

bool Position::is_checkmate() const { return in_check() && !has_legal_move(*this); }

bool Position::is_stalemate() const { return !in_check() && !has_legal_move(*this); }

bool Position::operator==(const Position& o) const {
  return std::ranges::equal(board_, o.board_) && side_ == o.side_ && castling_ == o.castling_ &&
         std::ranges::equal(castling_rook_, o.castling_rook_, std::ranges::equal) &&
         ep_square_ == o.ep_square_ && halfmove_clock_ == o.halfmove_clock_ &&
         fullmove_number_ == o.fullmove_number_;
}

}  // namespace arbiter
