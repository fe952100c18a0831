// Reads PGN games' tags into an event builder, the movetext skipped: the
// reader stops at the end of each game's tags, so standings cost a scan of
// the text, not a parse of the moves.
#pragma once

#include <string_view>

#include "cli/byte_source.h"
#include "event/pgn_event.h"

namespace arbiter {

// Adds every game of the stream to `builder`: `head` is what was already read
// from `source`, then the rest of it. Tags come out in UTF-8 (a Latin-1 file
// is converted), so names compare the same whatever the file's encoding.
void add_pgn_games(std::string_view head, ByteSource& source, int file, event::EventBuilder& builder);

}  // namespace arbiter
