// UCI coordinate notation (e2e4, e7e8q). Castling is the king's two-square
// move in standard chess (e1g1) and king-takes-own-rook in Chess960 (e1h1),
// as engines speaking UCI_Chess960 write it.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/position.h"

namespace arbiter {

std::string to_uci(const Position& pos, Move m);
// A line of play from `start`, a pass (a none move) written 0000.
std::vector<std::string> line_to_uci(Position start, std::span<const Move> moves);
// The legal move of pos written as `text`, or a none move. Accepts both
// castling forms in either mode.
Move parse_uci(const Position& pos, std::string_view text);

}  // namespace arbiter
