// The piece and squares a move text names, as one MoveQuery, whatever the
// notation: what explain_no_match needs to say why a text that denotes no
// legal move fails (a pinned piece, or no such piece at all), and what tells
// which pieces the text names.
#pragma once

#include <optional>

#include "notation/move_query.h"
#include "notation/notation.h"

namespace arbiter {

// The query of a descriptive text: its mover's squares and the squares it
// may go to (empty ones for a move, the named victims' for a capture).
// Defined beside denote(), whose designation rules it shares.
MoveQuery descriptive_query(const Position& pos, const PieceOrigins& origins, const DescriptiveText& text);

// The query of a word read as a move; nullopt when the reading is no move,
// or a descriptive "Q. checks." that names no square.
std::optional<MoveQuery> move_text_query(const Board& board, const MoveReader::Reading& reading);

}  // namespace arbiter
