// A position drawn as text with Unicode figurines, White at the bottom and
// the files and ranks named at the edges, as books print diagrams: for
// reports a person reads (appeal notes, arbiters' verdicts).
#pragma once

#include <string>

#include "core/position.h"

namespace arbiter {

// Eight lines "8 ♜ ♞ ♝ ♛ ♚ ♝ ♞ ♜", empty squares as "·", then "  a b c d e f g h";
// each line ends with '\n'.
std::string unicode_diagram(const Position& pos);

}  // namespace arbiter
