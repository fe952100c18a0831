#include "core/diagram.h"

#include <array>
#include <string_view>

namespace arbiter {

namespace {

// Indexed by Piece: the codes leave 7 and 8 unused.
constexpr std::array<std::string_view, 15> Figurines = {
    "\xC2\xB7",                                                                               // · empty
    "\xE2\x99\x99", "\xE2\x99\x98", "\xE2\x99\x97", "\xE2\x99\x96", "\xE2\x99\x95", "\xE2\x99\x94",  // ♙♘♗♖♕♔
    "?",            "?",
    "\xE2\x99\x9F", "\xE2\x99\x9E", "\xE2\x99\x9D", "\xE2\x99\x9C", "\xE2\x99\x9B", "\xE2\x99\x9A",  // ♟♞♝♜♛♚
};

}  // namespace

std::string unicode_diagram(const Position& pos) {
  std::string out;
  for (int rank = Rank8; rank >= Rank1; --rank) {
    out += char('1' + rank);
    for (int file = FileA; file <= FileH; ++file) {
      out += ' ';
      out += Figurines[pos.piece_on(make_square(File(file), Rank(rank)))];
    }
    out += '\n';
  }
  out += "  a b c d e f g h\n";
  return out;
}

}  // namespace arbiter
