// Sealed-move envelopes written as text: "Key: value" lines, as the arbiter
// copies what is on the envelope (players, position, clocks, who sealed, the
// sealed move as written...). Envelopes follow one another, separated by a
// line of three or more dashes; blank lines and lines starting with # are
// skipped. The reader knows no chess: it yields the fields as written, and
// the lines it cannot read.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace arbiter {

struct EnvelopeField {
  std::string key;    // as written: "Sealed move"
  std::string value;  // trimmed
  size_t line = 0;    // 1-based
};

struct EnvelopeProblem {
  std::string message;
  size_t line = 0;
};

struct EnvelopeText {
  size_t line = 0;    // of its first field, 1-based
  size_t offset = 0;  // byte offset of that line in the text
  std::vector<EnvelopeField> fields;
  std::vector<EnvelopeProblem> problems;
  // The field whose key is `name` ignoring case, spaces, hyphens and
  // underscores ("Sealed move", "sealed-move" and the PGN tag "SealedMove"
  // are one key); nullptr when absent.
  const EnvelopeField* find(std::string_view name) const;
};

// Every envelope of the text, in order; an envelope with no field (two
// separators in a row) is none.
std::vector<EnvelopeText> read_envelopes(std::string_view text);

// Whether the text is in this format rather than PGN: its first line that is
// not blank or a comment is a "Key: value" line or a separator.
bool is_envelope_text(std::string_view text);

}  // namespace arbiter
