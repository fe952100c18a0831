// A line of a draughts record (the main line or a variation) as its moves
// are written, and what every replay of it asks: which legal moves fit a
// move's text, and how far the line replays from a position. The
// recognition of the variant replays a line in each variant it tries, the
// replay in the one chosen; both read its moves once, as square codes.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "draughts/move.h"
#include "draughts/movegen.h"
#include "draughts/position.h"
#include "draughts/variant.h"

namespace arbiter {

// A move as the record writes it; `token` is joined when a blank stood
// inside it ("1- 6").
struct WrittenMove {
  std::string token;
  size_t offset = 0;
  bool blank_inside = false;
};

// A line's moves read once, for every replay of them (each variant a
// record is tried in, each reading of an ambiguous capture, the chosen
// variant's): every square as a code each variant looks up (numbering.h),
// all the moves' codes in one list. The text is read again only to explain
// a move that does not fit.
class ReadMoves {
 public:
  explicit ReadMoves(const std::vector<WrittenMove>& moves);

  // What a move's text says besides its squares.
  struct Marks {
    bool capture = false;   // 'x' or ':' between the squares
    bool step = false;      // '-' between the squares
    bool trailing = false;  // text glued after the last square
  };

  // The moves up to the first that is no draughts move, where every replay stops.
  size_t size() const { return ends_.size(); }
  std::span<const uint16_t> squares(size_t i) const {
    const uint32_t begin = i == 0 ? 0 : ends_[i - 1];
    return std::span<const uint16_t>(codes_).subspan(begin, ends_[i] - begin);
  }
  const Marks& marks(size_t i) const { return marks_[i]; }

 private:
  std::vector<uint16_t> codes_;
  std::vector<uint32_t> ends_;  // where each move's codes end
  std::vector<Marks> marks_;
};

// The squares a written move names, in variant v, and the first that is off its board.
struct NamedSquares {
  std::array<draughts::Square, 22> squares;
  int count = 0;
  int off_board = -1;  // the first square not on the board, by its place in the move; -1 if none
  bool on_board() const { return off_board < 0; }
};
NamedSquares squares_of(const draughts::Variant& v, std::span<const uint16_t> codes);

// The legal moves (`legal`, of pos) that fit the squares named: into
// `found`, cleared first, or as a new list.
void matching(const draughts::Position& pos, const draughts::MoveList& legal, const NamedSquares& n,
              std::vector<draughts::Move>& found);
std::vector<draughts::Move> matching(const draughts::Position& pos, const draughts::MoveList& legal,
                                     const NamedSquares& n);

// The first legal move that fits squares written (as matching() finds
// them), for a replay that plays the first of several; most moves name two
// squares, and those build no list.
std::optional<draughts::Move> first_matching(const draughts::Position& pos, const draughts::MoveList& legal,
                                             std::span<const uint16_t> codes);

// How many of `moves` from `first` on replay from pos, a written move that
// fits several legal ones played as the first of them: how far a variant,
// or a reading of an ambiguous move, carries the record.
size_t replayable(draughts::Position pos, const ReadMoves& moves, size_t first);

// The FEN's position, or the start; PDN 3.0 lets a FEN leave the side to
// move unknown ("?:W..."): then the side with which more of the moves
// replay, the variant's first mover when as many do. A problem's man on
// his crowning row is read (the replay tells it); nullopt, with `error`
// set when given, for a FEN that is no position of the variant.
std::optional<draughts::Position> start_position(const draughts::Variant& v, const std::string& fen,
                                                 const ReadMoves& moves, std::string* error);

// The same pieces and side to move under variant v's rules.
draughts::Position with_variant(const draughts::Position& pos, const draughts::Variant& v);

}  // namespace arbiter
