// Which draughts variant a record is: the one its GameType tag names, or,
// without one, the one that replays it furthest among those whose board its
// squares fit. Each is said in a finding when the record does not say it
// plainly.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "draughts/variant.h"
#include "validate/draughts_line.h"
#include "validate/finding_writer.h"

namespace arbiter {

// The variant the GameType tag names (kept in `storage`), or null after an
// unsupported_variant finding. Real files write the long form loosely
// (kurnik's International games say "20,W,10,10,N1,0" and are numbered as
// GameType 20 is): when the number's own row replays more of the record,
// it is the one, and an info finding says so.
const draughts::Variant* tagged_variant(std::string_view game_type, const std::string& fen,
                                        const std::vector<WrittenMove>& moves, const ReadMoves& read,
                                        FindingWriter& findings, std::optional<draughts::Variant>& storage);

// With no GameType tag: among the variants whose board the squares fit,
// the one that replays furthest (the first in GameType order when several
// tie), said in a notation_detected finding.
const draughts::Variant* recognised_variant(const std::string& fen, const std::vector<WrittenMove>& moves,
                                            const ReadMoves& read, FindingWriter& findings);

}  // namespace arbiter
