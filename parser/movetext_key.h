// A key for a game's moves as written, so that the same game given twice
// (copied into another round, pasted twice into an archive) is told from
// another game of the same players without replaying either.
#pragma once

#include <cstdint>
#include <string_view>

namespace arbiter {

// The movetext's bytes with blanks, line ends, brace comments and the
// closing result left out (a copy re-wrapped, with its clock comments
// dropped or its result changed keeps its key); 0 when nothing is left. `movetext` is the game's text after its tag pairs.
uint64_t movetext_key(std::string_view movetext);

// Where a game's movetext begins: after the line of the last tag pair that
// opens at `last_tag_offset` (npos when the game has none: then at 0).
size_t movetext_begin(std::string_view game_text, size_t last_tag_offset);

}  // namespace arbiter
