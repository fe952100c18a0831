// UCI coordinate notation (e2e4, e7e8q). Castling is the king's two-square
// move in standard chess (e1g1) and king-takes-own-rook in Chess960 (e1h1),
// as engines speaking UCI_Chess960 write it.
#pragma once

#include <string>
#include <string_view>

#include "core/position.h"

namespace arbiter {

std::string to_uci(const Position& pos, Move m);
// The legal move of pos written as `text`, or a none move. Accepts both
// castling forms in either mode.
Move parse_uci(const Position& pos, std::string_view text);

}  // namespace arbiter
