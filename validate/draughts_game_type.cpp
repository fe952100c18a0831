#include "validate/draughts_game_type.h"

#include <charconv>
#include <string>
#include <vector>

namespace arbiter {

namespace d = draughts;

int game_type_number(std::string_view value) {
  while (!value.empty() && value.front() == ' ') value.remove_prefix(1);
  int n = -1;
  std::from_chars(value.data(), value.data() + value.size(), n);
  return n;
}

// Numeric notation "Nc,i": square 1 stands at corner c as the first mover
// sees the board (0 bottom left, 1 bottom right, 2 top left, 3 top right),
// and i says whether the bottom left corner is a light square. So the men
// on the low numbers are the first mover's when c is a bottom corner, and
// square 1 is a corner (the mirrored numbering of Spanish and Italian) when
// that corner is a playing square.
std::optional<d::Variant> game_type_variant(std::string_view value) {
  std::vector<std::string_view> fields;
  for (size_t start = 0;;) {
    const size_t comma = value.find(',', start);
    std::string_view field = value.substr(start, comma == value.npos ? value.npos : comma - start);
    while (!field.empty() && field.front() == ' ') field.remove_prefix(1);
    while (!field.empty() && field.back() == ' ') field.remove_suffix(1);
    fields.push_back(field);
    if (comma == value.npos) break;
    start = comma + 1;
  }
  const d::Variant* row = d::find_variant(game_type_number(fields[0]));
  if (!row) return std::nullopt;
  d::Variant v = *row;
  if (fields.size() == 1) return v;
  if (fields.size() < 5 || (fields[1] != "W" && fields[1] != "B") || fields[2] != fields[3] ||
      fields[2] != std::to_string(v.columns) || fields[4].size() != 2)
    return std::nullopt;
  v.first_mover = fields[1] == "W" ? d::White : d::Black;
  const char notation = fields[4][0], corner = fields[4][1];
  if (notation != 'N') return notation == 'A' && v.notation == d::Notation::Algebraic ? std::optional(v) : std::nullopt;
  if (corner < '0' || corner > '3') return std::nullopt;
  const bool inverted = fields.size() > 5 && fields[5] == "1";
  // On a board of even width, the bottom left and top right corners are of
  // one colour, the other two of the other.
  const bool corner_plays = (corner == '0' || corner == '3') != inverted;
  v.low_side = corner <= '1' ? v.first_mover : ~v.first_mover;
  v.mirrored = corner_plays;
  v.notation = d::Notation::Numeric;
  return v;
}

bool same_numbering(const d::Variant& a, const d::Variant& b) {
  return a.first_mover == b.first_mover && a.low_side == b.low_side && a.mirrored == b.mirrored &&
         a.notation == b.notation;
}

}  // namespace arbiter
