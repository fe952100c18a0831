// The playing squares of an 8x8 or 10x10 board as bits of one 64-bit word,
// and the four diagonal steps as shifts of the whole word.
//
// The squares are laid out in the order of PDN's English and International
// numbering (square n is index n-1; the first row's first square stands
// beside the corner), with one unused "ghost" bit after every two rows:
// bit = index + index / columns. Then every diagonal step is the same
// shift from every square (columns/2 or columns/2+1, up or down), and a
// step off the board's side lands on a ghost bit or off the word, which
// the playing mask removes. Mirrored numberings (Spanish, Italian) are
// turned into this one when squares are read and written (numbering.h);
// the rules do not tell a board from its mirror image.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

namespace arbiter::draughts {

using Bitboard = uint64_t;
// A bit of the layout above, not a square number.
using Square = uint8_t;
constexpr Square NoSquare = 64;

constexpr Bitboard square_bb(Square s) { return Bitboard(1) << s; }
constexpr int popcount(Bitboard b) { return std::popcount(b); }
constexpr Square lsb(Bitboard b) { return Square(std::countr_zero(b)); }
constexpr Square pop_lsb(Bitboard& b) {
  const Square s = lsb(b);
  b &= b - 1;
  return s;
}

// Towards the high numbers ("down" in PDN's diagrams) and back.
enum Direction : uint8_t { DownLeft, DownRight, UpRight, UpLeft };
constexpr std::array<Direction, 4> Directions = {DownLeft, DownRight, UpRight, UpLeft};

struct Board {
  int columns;
  int squares;      // playing squares: 32 or 50
  Bitboard playing;
  std::array<Bitboard, 10> rows;  // rows[0] holds squares 1 to columns/2
  std::array<int, 4> shifts;      // by Direction; negative shifts go right

  // The 0-based square index of a bit and back.
  constexpr int index_of(Square s) const { return s - s / (columns + 1); }
  constexpr Square square_at(int index) const { return Square(index + index / columns); }
  constexpr Bitboard first_row() const { return rows[0]; }
  constexpr Bitboard last_row() const { return rows[columns - 1]; }

  // Every square of b moved one step in direction d; steps off the board vanish.
  constexpr Bitboard step(Bitboard b, Direction d) const {
    const int n = shifts[d];
    return (n > 0 ? b << n : b >> -n) & playing;
  }
};

constexpr Board make_board(int columns) {
  Board board{columns, columns * columns / 2, 0, {}, {}};
  const int half = columns / 2;
  for (int i = 0; i < board.squares; ++i) {
    board.playing |= square_bb(board.square_at(i));
    board.rows[i / half] |= square_bb(board.square_at(i));
  }
  board.shifts = {half, half + 1, -half, -half - 1};
  return board;
}

inline constexpr Board Board8 = make_board(8);
inline constexpr Board Board10 = make_board(10);
constexpr const Board& board_of(int columns) { return columns == 10 ? Board10 : Board8; }

}  // namespace arbiter::draughts
