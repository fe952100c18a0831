// The vocabulary of the legality core: colours, pieces, squares and moves.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace arbiter {

enum Color : uint8_t { White, Black };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

enum PieceType : uint8_t { NoPieceType, Pawn, Knight, Bishop, Rook, Queen, King };

// Piece codes keep the colour in bit 3 so that type_of is a mask.
enum Piece : uint8_t {
  NoPiece,
  WhitePawn = 1, WhiteKnight, WhiteBishop, WhiteRook, WhiteQueen, WhiteKing,
  BlackPawn = 9, BlackKnight, BlackBishop, BlackRook, BlackQueen, BlackKing,
};
constexpr Piece make_piece(Color c, PieceType pt) { return Piece((c << 3) | pt); }
constexpr PieceType type_of(Piece p) { return PieceType(p & 7); }
constexpr Color color_of(Piece p) { return Color(p >> 3); }

enum File : uint8_t { FileA, FileB, FileC, FileD, FileE, FileF, FileG, FileH };
enum Rank : uint8_t { Rank1, Rank2, Rank3, Rank4, Rank5, Rank6, Rank7, Rank8 };

// a1 = 0, b1 = 1, ..., h8 = 63 (little-endian rank-file mapping).
enum Square : uint8_t {
  A1, B1, C1, D1, E1, F1, G1, H1,
  A2, B2, C2, D2, E2, F2, G2, H2,
  A3, B3, C3, D3, E3, F3, G3, H3,
  A4, B4, C4, D4, E4, F4, G4, H4,
  A5, B5, C5, D5, E5, F5, G5, H5,
  A6, B6, C6, D6, E6, F6, G6, H6,
  A7, B7, C7, D7, E7, F7, G7, H7,
  A8, B8, C8, D8, E8, F8, G8, H8,
  NoSquare = 64,
};
constexpr Square make_square(File f, Rank r) { return Square(r * 8 + f); }
constexpr File file_of(Square s) { return File(s & 7); }
constexpr Rank rank_of(Square s) { return Rank(s >> 3); }
// The rank as seen from `c`'s side of the board (Rank1 is c's back rank).
constexpr Rank relative_rank(Color c, Rank r) { return Rank(r ^ (c * 7)); }
constexpr Square relative_square(Color c, Square s) { return Square(s ^ (c * 56)); }
constexpr bool is_ok(Square s) { return s < NoSquare; }
// The square offset of a single pawn step of colour c.
constexpr int pawn_push(Color c) { return c == White ? 8 : -8; }

inline std::string square_name(Square s) {
  return {char('a' + file_of(s)), char('1' + rank_of(s))};
}
// The inverse of square_name: "e4" is E4; anything else is NoSquare.
constexpr Square parse_square(std::string_view text) {
  if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
    return NoSquare;
  return make_square(File(text[0] - 'a'), Rank(text[1] - '1'));
}

enum CastlingSide : uint8_t { KingSide, QueenSide };

enum class MoveKind : uint8_t { Normal, Promotion, EnPassant, Castling };

// A move in 16 bits. Castling is stored as "king takes own rook" (from = king
// square, to = rook square) so that standard chess and Chess960 share one code
// path; writers turn it into e1g1 or O-O as their notation wants.
class Move {
 public:
  constexpr Move() = default;
  constexpr Move(Square from, Square to, MoveKind kind = MoveKind::Normal,
                 PieceType promotion = Knight)
      : data_(uint16_t(from | (to << 6) | (int(kind) << 12) |
                       ((kind == MoveKind::Promotion ? promotion - Knight : 0) << 14))) {}

  constexpr Square from() const { return Square(data_ & 63); }
  constexpr Square to() const { return Square((data_ >> 6) & 63); }
  constexpr MoveKind kind() const { return MoveKind((data_ >> 12) & 3); }
  constexpr PieceType promotion() const {
    return kind() == MoveKind::Promotion ? PieceType(Knight + (data_ >> 14)) : NoPieceType;
  }
  constexpr bool is_none() const { return data_ == 0; }
  constexpr uint16_t raw() const { return data_; }
  constexpr bool operator==(const Move&) const = default;

 private:
  // Left uninitialised by `Move m;` so that move arrays cost nothing to
  // create; Move() is the none move.
  uint16_t data_;
};

}  // namespace arbiter
