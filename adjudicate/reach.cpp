// The reach of every piece as the least fixpoint of rules that each state a
// necessary condition for a move: a piece steps onto a square only if no
// piece of its own side may still stand there for good, slides only across
// squares that may be empty, a pawn captures only where an enemy piece may
// stand, a king never enters a square a permanent enemy pawn guards. The
// facts only grow, so the fixpoint is reached in a few rounds, and since
// every real game satisfies the rules, a square outside a piece's reach is
// one it can never stand on.
#include "adjudicate/reach.h"

#include <bit>

namespace arbiter {

namespace {

constexpr Bitboard AllSquares = ~Bitboard(0);
constexpr Bitboard NotFileA = ~file_bb(FileA);
constexpr Bitboard NotFileH = ~file_bb(FileH);

// Whole sets of squares moved one step in a direction; nothing wraps round
// the board's edge.
struct Direction {
  int shift;
  Bitboard from;  // the squares that have a neighbour that way
};
constexpr Direction Orthogonals[] = {{8, AllSquares}, {-8, AllSquares}, {1, NotFileH}, {-1, NotFileA}};
constexpr Direction Diagonals[] = {{9, NotFileH}, {7, NotFileA}, {-7, NotFileH}, {-9, NotFileA}};

constexpr Bitboard step(Bitboard b, Direction d) {
  b &= d.from;
  return d.shift > 0 ? b << d.shift : b >> -d.shift;
}

// The squares a slider standing anywhere in `b` attacks, passing through `open` squares.
template <size_t N>
Bitboard slide_span(Bitboard b, const Direction (&directions)[N], Bitboard open) {
  Bitboard attacked = 0;
  for (Direction d : directions) {
    Bitboard ray = b;
    for (int i = 0; i < 6; ++i) ray |= step(ray, d) & open;
    attacked |= step(ray, d);
  }
  return attacked;
}

Bitboard king_span(Bitboard b) {
  Bitboard attacked = 0;
  for (Direction d : Orthogonals) attacked |= step(b, d);
  for (Direction d : Diagonals) attacked |= step(b, d);
  return attacked;
}

Bitboard knight_span(Bitboard b) {
  const Bitboard one = ((b & NotFileA) >> 1) | ((b & NotFileH) << 1);
  const Bitboard two = ((b & NotFileA & ~file_bb(FileB)) >> 2) | ((b & NotFileH & ~file_bb(FileG)) << 2);
  return (one << 16) | (one >> 16) | (two << 8) | (two >> 8);
}

// The squares a piece of type pt (not a pawn) standing anywhere in `b` attacks.
Bitboard span(PieceType pt, Bitboard b, Bitboard open) {
  switch (pt) {
    case Knight: return knight_span(b);
    case Bishop: return slide_span(b, Diagonals, open);
    case Rook: return slide_span(b, Orthogonals, open);
    case Queen: return slide_span(b, Diagonals, open) | slide_span(b, Orthogonals, open);
    default: return king_span(b);
  }
}

Bitboard pawn_attacks_of(Color c, Bitboard pawns) {
  return c == White ? step(pawns, Diagonals[0]) | step(pawns, Diagonals[1])
                    : step(pawns, Diagonals[2]) | step(pawns, Diagonals[3]);
}

Bitboard pawn_steps_of(Color c, Bitboard pawns) {
  return c == White ? pawns << 8 : pawns >> 8;
}

// What the rules read about the other pieces in one round.
struct Board {
  Bitboard passable;            // squares that may be empty at some time
  Bitboard own_free[2];         // squares that may be free of that side's pieces
  Bitboard enemy_may_stand[2];  // squares a side's pawn may find something to capture on
  Bitboard king_no_go[2];       // squares a side's king can never stand on
  Bitboard fixed;               // pieces that never move and are never captured
};

// Adds to `reach` every `allowed` square a piece of type pt can move to
// from a square it already reaches, passing through `passable` ones, until
// nothing more is added.
Bitboard flood(PieceType pt, Bitboard reach, Bitboard allowed, Bitboard passable) {
  for (Bitboard added; (added = span(pt, reach, passable) & allowed & ~reach);) reach |= added;
  return reach;
}

}  // namespace

Reach::Reach(const Position& pos) {
  for (Bitboard b = pos.pieces(); b;) {
    const Square s = pop_lsb(b);
    board_[s] = pos.piece_on(s);
    reach_[s] = square_bb(s);
  }
  if (pos.en_passant_square() != NoSquare)
    double_steps_[~pos.side_to_move()] |= square_bb(pos.en_passant_square());
  while (extend(pos)) {
  }
}

bool Reach::extend(const Position& pos) {
  Bitboard stand[2] = {}, non_king_stand[2] = {};
  for (Bitboard b = pos.pieces(); b;) {
    const Square s = pop_lsb(b);
    const Color c = color_of(pos.piece_on(s));
    stand[c] |= reach_[s];
    if (type_of(pos.piece_on(s)) != King) non_king_stand[c] |= reach_[s];
  }
  // Pieces that may leave their square (a king also by a game-ending
  // step) or be captured on it.
  Bitboard gone = 0;
  for (Bitboard b = pos.pieces(); b;) {
    const Square s = pop_lsb(b);
    const Color c = color_of(pos.piece_on(s));
    const Bitboard ends = type_of(pos.piece_on(s)) == King ? king_ends_[c] : 0;
    if ((reach_[s] | ends) != square_bb(s) || (stand[~c] & square_bb(s))) gone |= square_bb(s);
  }
  Board board;
  board.fixed = pos.pieces() & ~gone;
  board.passable = ~board.fixed;
  for (Color c : {White, Black}) {
    board.own_free[c] = ~(pos.pieces(c) & board.fixed);
    board.enemy_may_stand[c] = non_king_stand[~c] | double_steps_[~c];
    // Pieces that never move guard the same squares for ever, a slider
    // those up to the first square any piece may ever stand on.
    const Bitboard fixed_enemy = board.fixed & pos.pieces(~c);
    Bitboard no_go = pawn_attacks_of(~c, fixed_enemy & pos.pieces(Pawn));
    for (Bitboard b = fixed_enemy & ~pos.pieces(Pawn); b;) {
      const Square s = pop_lsb(b);
      no_go |= arbiter::attacks(type_of(pos.piece_on(s)), s, stand[White] | stand[Black]);
    }
    board.king_no_go[c] = no_go;
  }

  Bitboard dead_ends[2];
  for (Color c : {White, Black}) dead_ends[c] = stalemating_squares(pos, ~c);

  bool changed = false;
  // Castling puts king and rook on their squares in one move: possible only
  // while every square they cross or land on may be empty and none the king
  // crosses is guarded for good.
  for (Color c : {White, Black})
    for (CastlingSide side : {KingSide, QueenSide}) {
      const Square rook = pos.castling_rook(c, side);
      if (rook == NoSquare) continue;
      const Square king = pos.king_square(c);
      const Square king_to = castling_king_destination(c, side), rook_to = castling_rook_destination(c, side);
      const Bitboard king_path = between(king, king_to) | square_bb(king_to);
      const Bitboard crossed = (king_path | between(king, rook) | between(rook, rook_to) | square_bb(rook_to)) &
                               ~square_bb(king) & ~square_bb(rook);
      if ((crossed & board.fixed) || (king_path & board.king_no_go[c])) continue;
      if (!(reach_[king] & square_bb(king_to)) || !(reach_[rook] & square_bb(rook_to))) {
        reach_[king] |= square_bb(king_to);
        reach_[rook] |= square_bb(rook_to);
        changed = true;
      }
    }
  for (Bitboard b = pos.pieces(); b;) {
    const Square s = pop_lsb(b);
    const Piece piece = pos.piece_on(s);
    const Color c = color_of(piece);
    Bitboard reach = reach_[s];
    if (type_of(piece) == King) {
      // A king steps on into the dead ends, but goes no further.
      const Bitboard allowed = board.own_free[c] & ~board.king_no_go[c];
      reach = flood(King, reach, allowed & ~dead_ends[c], board.passable);
      const Bitboard ends = king_span(reach) & allowed & dead_ends[c];
      if (ends != king_ends_[c]) {
        king_ends_[c] = ends;
        changed = true;
      }
    } else if (type_of(piece) != Pawn) {
      reach = flood(type_of(piece), reach, board.own_free[c], board.passable);
    } else if (reach != AllSquares) {
      const Bitboard push_limit = straight_limit(pos, s);
      const Bitboard second_rank = rank_bb(relative_rank(c, Rank2));
      for (Bitboard before = 0; before != reach;) {
        before = reach;
        const Bitboard pushes = pawn_steps_of(c, reach) & board.passable & push_limit;
        const Bitboard doubles =
            pawn_steps_of(c, pushes & pawn_steps_of(c, second_rank)) & board.passable & push_limit;
        double_steps_[c] |= pawn_steps_of(~c, doubles);
        reach |= pushes | doubles | (pawn_attacks_of(c, reach) & board.enemy_may_stand[c]);
      }
      // A pawn that may promote may become any piece, anywhere.
      if (reach & rank_bb(relative_rank(c, Rank8))) {
        reach = AllSquares;
        promoting_ |= square_bb(s);
      }
    }
    if (reach != reach_[s]) {
      reach_[s] = reach;
      changed = true;
    }
  }
  fixed_ = board.fixed;
  return changed;
}

Bitboard Reach::stalemating_squares(const Position& pos, Color side) const {
  if (pos.castling_rights()) return 0;
  for (Bitboard b = pos.pieces(side) & ~pos.pieces(King); b;) {
    const Square s = pop_lsb(b);
    if (reach_[s] != square_bb(s)) return 0;
  }
  // Only the king moves; it has no move where at most one square of its
  // zone is not next to the enemy king.
  const Bitboard zone = reach_[pos.king_square(side)] | king_ends_[side];
  Bitboard squares = 0;
  for (int t = 0; t < 64; ++t)
    if (!more_than_one(zone & ~king_attacks(Square(t)) & ~square_bb(Square(t)))) squares |= square_bb(Square(t));
  return squares;
}

Bitboard Reach::straight_limit(const Position& pos, Square pawn) const {
  const Color c = color_of(board_[pawn]);
  const Bitboard file = file_bb(file_of(pawn));
  if (reach_[pawn] & ~file) return AllSquares;
  Bitboard others = 0;
  for (Bitboard b = pos.pieces(c) & ~square_bb(pawn); b;) others |= reach_[pop_lsb(b)];
  const Bitboard below = square_bb(pawn) - 1;
  Bitboard ahead = file & pos.pieces(~c, Pawn) & (c == White ? ~below & ~square_bb(pawn) : below);
  while (ahead) {
    const Square enemy = c == White ? lsb(ahead) : Square(63 - std::countl_zero(ahead));
    ahead &= ~square_bb(enemy);
    if (!(reach_[enemy] & ~file) && !(reach_[enemy] & others)) return between(pawn, enemy);
  }
  return AllSquares;
}

Bitboard Reach::attacks(Square from) const {
  if (promoting_ & square_bb(from)) return AllSquares;
  const PieceType pt = type_of(board_[from]);
  return pt == Pawn ? pawn_attacks_of(color_of(board_[from]), reach_[from]) : span(pt, reach_[from], ~fixed_);
}

Bitboard Reach::attacks_at(Square from, Square at) const {
  if (promoting_ & square_bb(from)) return queen_attacks(at, fixed_) | knight_attacks(at);
  const PieceType pt = type_of(board_[from]);
  return pt == Pawn ? pawn_attacks(color_of(board_[from]), at) : arbiter::attacks(pt, at, fixed_);
}

}  // namespace arbiter
