// The syntax of a draughts move as PDN 3.0 and the Spanish numeric notation
// write it: squares as numbers ("10-13", "27x18x11", "09-13") or algebraic
// names ("c3-d4", "c3:e5", "a3b4"), joined by '-' for a step and 'x' or ':'
// for a capture. Only the text: which squares exist and whether the move is
// a capture are for the replay to say.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace arbiter {

struct DraughtsMoveText {
  // The squares as written, the first the piece's, the last where it stops;
  // those between are the landings of a capture. Only the first `count` hold one.
  std::array<std::string_view, 22> squares;
  uint8_t count = 0;
  bool capture_mark = false;  // 'x' or ':' between the squares
  bool step_mark = false;     // '-' between the squares
  // Text glued after the last square ("12-16a", "27x18)."): read past, told.
  std::string_view trailing;
};

// Reads a move token; false if it is no draughts move (fewer than two squares,
// or a square that is neither a number of up to two digits nor a letter and
// up to two digits).
bool read_draughts_move(std::string_view token, DraughtsMoveText& move);

// Whether `token` ends with a separator ("1-", "21x"), as when a record puts a
// blank inside a move ("1- 6"); then the move's rest is the square written
// after it, which `after` (the text following the token) starts with, past
// blanks: that square, or empty if none.
std::string_view draughts_move_rest(std::string_view token, std::string_view after);

}  // namespace arbiter

namespace arbiter {

// PDN's grammar has a move number only before a move: the word just before
// `offset` (past blanks) when it is a move number or dots standing with no
// move after them ("1. 0-2", "8-3 . 1-0", a game's text ending "6."); empty
// otherwise.
std::string_view dangling_move_number(std::string_view text, size_t offset);

}  // namespace arbiter
