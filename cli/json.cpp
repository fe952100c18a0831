#include "cli/json.h"

#include <fmt/format.h>

#include <cstdint>
#include <cstring>

#include "validate/encoding.h"

namespace arbiter {

namespace {

// Eight bytes at a time (SWAR, as in "Bit Twiddling Hacks"): the high bit of
// a byte of the result is set where a byte of `w` is zero; exact as to
// whether there is any.
constexpr uint64_t Ones = 0x0101010101010101, Highs = 0x8080808080808080;
constexpr uint64_t zero_bytes(uint64_t w) { return (w - Ones) & ~w & Highs; }

// Whether any of the eight bytes of `w` is one a JSON string cannot hold as
// it is (below 0x20, '"', '\\') or one that may not be UTF-8 (0x80 and
// above). Below 0x20 or from 0x80: the subtraction sets the high bit of the
// lowest such byte, and no other byte borrows.
constexpr bool needs_care(uint64_t w) {
  return (((w - 0x20 * Ones) | w) & Highs) | zero_bytes(w ^ ('"' * Ones)) | zero_bytes(w ^ ('\\' * Ones));
}

// Printable ASCII with no quote or backslash: nearly every string of a
// report, which is then valid UTF-8 and written as it is.
bool plain_ascii(std::string_view s) {
  size_t i = 0;
  for (uint64_t w; i + 8 <= s.size(); i += 8) {
    std::memcpy(&w, s.data() + i, 8);
    if (needs_care(w)) return false;
  }
  uint64_t tail = ' ' * Ones;  // blanks need no care
  if (i != s.size()) std::memcpy(&tail, s.data() + i, s.size() - i);  // an empty view's data() may be null
  return !needs_care(tail);
}

// Any string: bytes that are no part of a well-formed UTF-8 character are
// read as Latin-1, and the bytes JSON must escape are.
void append_escaped(std::string& out, std::string_view s) {
  const std::string converted = is_utf8(s) ? std::string() : to_utf8(s);
  if (!converted.empty()) s = converted;
  // Runs of bytes that need no escape (nearly all) are appended whole.
  size_t run = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    const unsigned char c = s[i];
    if (c >= 0x20 && c != '"' && c != '\\') continue;
    out.append(s.substr(run, i - run));
    run = i + 1;
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default: fmt::format_to(std::back_inserter(out), "\\u{:04x}", c);
    }
  }
  out.append(s.substr(run));
}

}  // namespace

void append_json_string(std::string& out, std::string_view s) {
  out += '"';
  if (plain_ascii(s)) out += s;
  else append_escaped(out, s);
  out += '"';
}

}  // namespace arbiter
