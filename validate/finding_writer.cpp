#include "validate/finding_writer.h"

namespace arbiter {

Finding& FindingWriter::add(Kind kind, Severity severity, Law law, size_t offset) {
  Finding& f = findings_.emplace_back();
  f.kind = kind;
  f.severity = severity;
  f.law = law;
  f.offset = game_.offset + offset;
  f.line = lines_.line_at(offset);
  return f;
}

Finding& FindingWriter::add_move(Kind kind, Severity severity, Law law, const Position& before, int ply,
                                 bool in_variation, std::string_view token, size_t offset) {
  Finding& f = add(kind, severity, law, offset);
  f.ply = ply;
  f.in_variation = in_variation;
  f.move_number = before.fullmove_number();
  f.side = before.side_to_move();
  f.token = shown(token);
  return f;
}

}  // namespace arbiter
