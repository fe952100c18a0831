#include "draughts/move_text.h"

#include "draughts/numbering.h"

namespace arbiter::draughts {

std::string move_text(const Variant& v, const Move& m, bool full_path) {
  // PDN 3.0's GameType table: Russian records separate a capture's squares with ':'.
  const char separator = !m.is_capture() ? '-' : v.notation == Notation::Algebraic ? ':' : 'x';
  std::string text = square_name(v, m.from);
  if (full_path && m.is_capture()) {
    for (int i = 0; i < m.jumps; ++i) text.append(1, separator).append(square_name(v, m.path[i]));
  } else {
    text.append(1, separator).append(square_name(v, m.to));
  }
  return text;
}

}  // namespace arbiter::draughts
