// Moves as PDN writes them: "32-28", "27x18", or with every landing square
// "27x18x11"; algebraic variants write "c3-d4" and "c3:e5".
#pragma once

#include <string>

#include "draughts/move.h"
#include "draughts/variant.h"

namespace arbiter::draughts {

// From and to only; with `full_path`, a capture names each landing square.
std::string move_text(const Variant& v, const Move& m, bool full_path = false);

}  // namespace arbiter::draughts
