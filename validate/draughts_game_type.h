// PDN 3.0's GameType tag: "20", or the long form "21,W,8,8,N1,1" with the
// first mover, the board and where square 1 stands.
#pragma once

#include <optional>
#include <string_view>

#include "draughts/variant.h"

namespace arbiter {

// The first integer of a GameType value ("20", "24,W,8,8,N1,1"); -1 if none.
int game_type_number(std::string_view value);

// The variant a GameType value names: its number's row of the table and, in
// the long form, that row with the first mover and numbering written there.
// Null for a number or a board Arbiter has no rules for.
std::optional<draughts::Variant> game_type_variant(std::string_view value);

// Whether two rows number the board alike and have the same first mover.
bool same_numbering(const draughts::Variant& a, const draughts::Variant& b);

}  // namespace arbiter
