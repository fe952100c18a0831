// A chess position: board, side to move, castling rights (standard and
// Chess960), en-passant square, clocks and a Polyglot-compatible Zobrist key.
// Positions are small values: play a move on a copy (copy-make).
#pragma once

#include <cstdint>

#include "core/bitboard.h"
#include "core/types.h"

namespace arbiter {

// Castling rights as four bits.
enum CastlingRight : uint8_t {
  NoCastling = 0,
  WhiteKingSide = 1, WhiteQueenSide = 2, BlackKingSide = 4, BlackQueenSide = 8,
  AnyCastling = 15,
};
constexpr CastlingRight castling_right(Color c, CastlingSide side) {
  return CastlingRight(1 << (c * 2 + side));
}
// Where king and rook stand after castling, in standard chess and Chess960 alike.
constexpr Square castling_king_destination(Color c, CastlingSide side) {
  return relative_square(c, side == KingSide ? G1 : C1);
}
constexpr Square castling_rook_destination(Color c, CastlingSide side) {
  return relative_square(c, side == KingSide ? F1 : D1);
}

class Position {
 public:
  // The standard starting position.
  static Position start();
  // An empty board, White to move, no rights; for building positions piece by
  // piece (fen.cpp does so, then validates).
  Position();

  Color side_to_move() const { return side_; }
  Piece piece_on(Square s) const { return board_[s]; }
  Bitboard pieces() const { return by_color_[White] | by_color_[Black]; }
  Bitboard pieces(Color c) const { return by_color_[c]; }
  Bitboard pieces(PieceType pt) const { return by_type_[pt]; }
  Bitboard pieces(Color c, PieceType pt) const { return by_color_[c] & by_type_[pt]; }
  Square king_square(Color c) const { return lsb(pieces(c, King)); }

  // Pieces of the side not to move that give check.
  Bitboard checkers() const { return checkers_; }
  bool in_check() const { return checkers_ != 0; }
  // Pieces of colour c attacking square s with the given occupancy.
  Bitboard attackers_to(Square s, Bitboard occupied, Color c) const;
  // Pieces of either colour that alone stand between c's king and an enemy
  // rook, bishop or queen: c's own are pinned, the enemy's give discovered
  // check when they leave the line.
  Bitboard blockers_for_king(Color c) const;

  uint8_t castling_rights() const { return castling_; }
  bool can_castle(CastlingRight r) const { return castling_ & r; }
  // The rook that castles on that side (NoSquare when the right is gone).
  Square castling_rook(Color c, CastlingSide side) const { return castling_rook_[c][side]; }
  // Chess960 changes how castling is written (king takes rook in UCI), not
  // how it is played: the rules of Appendix F reduce to standard castling.
  bool chess960() const { return chess960_; }
  void set_chess960(bool on) { chess960_ = on; }

  // Set only after a double pawn push that an enemy pawn could capture
  // en passant (pseudo-legally), as Stockfish and Polyglot do; NoSquare otherwise.
  Square en_passant_square() const { return ep_square_; }
  int halfmove_clock() const { return halfmove_clock_; }
  int fullmove_number() const { return fullmove_number_; }
  // 0-based count of plies since the game's first position (fullmove-derived).
  int game_ply() const { return (fullmove_number_ - 1) * 2 + side_; }

  // Polyglot Zobrist key, updated incrementally.
  uint64_t key() const { return key_; }
  // The key play(m) would give, without playing m: for a legal move that
  // captures nothing and moves no pawn (the moves that can repeat a position).
  uint64_t key_after(Move m) const;

  // `m` must be legal in this position.
  void play(Move m);
  // Passes the turn (a null move); only for analysis, never a legal move.
  void play_null();

  bool is_legal(Move m) const;         // for a pseudo-legal m
  bool gives_check(Move m) const;      // for a legal m
  bool is_checkmate() const;
  bool is_stalemate() const;

  // Editing, used by the FEN reader; call finish_setup() afterwards.
  void put_piece(Piece p, Square s);
  void set_side_to_move(Color c) { side_ = c; }
  void set_castling(Color c, CastlingSide side, Square rook);
  void set_en_passant(Square s) { ep_square_ = s; }
  void set_clocks(int halfmove, int fullmove) {
    halfmove_clock_ = halfmove;
    fullmove_number_ = fullmove;
  }
  // Recomputes derived state (checkers, key) after editing.
  void finish_setup();

  bool operator==(const Position& o) const;  // same board, side, rights, ep, clocks

 private:
  // put_piece, remove_piece and move_piece keep key_ in step with the board.
  void remove_piece(Square s);
  void move_piece(Square from, Square to);
  void lose_castling(uint8_t rights);
  uint8_t rights_lost(Square from, Square to) const;
  Bitboard squares_with_rights() const;

  Bitboard by_type_[7] = {};
  Bitboard by_color_[2] = {};
  Piece board_[64] = {};
  Bitboard checkers_ = 0;
  uint64_t key_ = 0;
  Square castling_rook_[2][2] = {{NoSquare, NoSquare}, {NoSquare, NoSquare}};
  // The squares of the kings and rooks with castling rights: a move that
  // touches none of them keeps every right (rights_lost).
  Bitboard castling_squares_ = 0;
  uint8_t castling_ = NoCastling;
  Color side_ = White;
  Square ep_square_ = NoSquare;
  bool chess960_ = false;
  // Wide enough for any game: a game of 100 000 plies is legal without pawn
  // moves, and its clocks must not wrap.
  uint32_t halfmove_clock_ = 0;
  uint32_t fullmove_number_ = 1;
};

}  // namespace arbiter
