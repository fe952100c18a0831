// Board diagrams drawn in a book's plain text, read to the piece placement
// of a FEN: Staunton's "| R*| N*| ... |" (black men starred) and Ed.
// Lasker's "8 | #R |    | ^K | ... |" (# black, ^ white), the eighth rank on
// top, knights as N or Kt.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter {

// The placement ("r3k2r/8/...") of the first eight rows of eight cells among
// `lines`; nullopt when they hold no such board or a cell is no chessman.
std::optional<std::string> board_placement(const std::vector<std::string_view>& lines);

// The castling field a drawing allows: each king and rook on its home square
// may still castle, as far as a drawing can tell ("KQkq", "Kq", "-").
std::string castling_rights(std::string_view placement);

}  // namespace arbiter
