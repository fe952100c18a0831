// Reads PGN games' tags into an event builder, the movetext skipped: the
// reader stops at the end of each game's tags, so standings cost a scan of
// the text, not a parse of the moves. With verdicts asked for, each game is
// also replayed and judged as `check` does it, in parallel.
#pragma once

#include <string_view>

#include "adjudicate/edition.h"
#include "cli/byte_source.h"
#include "event/pgn_event.h"
#include "validate/read_options.h"

namespace arbiter {

// How `event --verdicts` judges the games: the edition and the notation, as
// `check` takes them.
struct VerdictOptions {
  const Edition* edition = &default_edition();
  ReadOptions read;
};

// Adds every game of the stream to `builder`: `head` is what was already read
// from `source`, then the rest of it. Tags come out in UTF-8 (a Latin-1 file
// is converted), so names compare the same whatever the file's encoding.
// With `verdicts`, each game carries the result its board gives, where that
// differs from the one recorded: replayed as draughts in a PDN file
// (`pdn_file`), else as chess, and as draughts when chess cannot read its
// first move and it looks like draughts, as `check` does.
void add_pgn_games(std::string_view head, ByteSource& source, int file, event::EventBuilder& builder,
                   const VerdictOptions* verdicts = nullptr, bool pdn_file = false);

}  // namespace arbiter
