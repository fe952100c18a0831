#include "validate/encoding.h"

#include <utf8.h>

#include <cstdint>
#include <cstring>

namespace arbiter {

namespace {

// Where the ASCII run at the start of s ends, eight bytes at a time, then
// byte by byte: nearly every tag value is ASCII throughout, and most are
// shorter than eight bytes ("1-0", "600+5").
size_t ascii_prefix(std::string_view s) {
  size_t i = 0;
  for (uint64_t word; i + 8 <= s.size(); i += 8) {
    std::memcpy(&word, s.data() + i, 8);
    if (word & 0x8080808080808080u) break;
  }
  while (i < s.size() && static_cast<unsigned char>(s[i]) < 0x80) ++i;
  return i;
}

void append_latin1(std::string& out, unsigned char c) {
  if (c < 0x80) {
    out += char(c);
  } else {
    out += char(0xC0 | (c >> 6));
    out += char(0x80 | (c & 0x3F));
  }
}

}  // namespace

// The rest, from the first byte past ASCII, is utfcpp's to check: it decodes
// each sequence and refuses the overlong, surrogate and out-of-range ones
// that the shape of the bytes alone lets through.
bool is_utf8(std::string_view s) {
  const char* const end = s.data() + s.size();
  return utf8::find_invalid(s.data() + ascii_prefix(s), end) == end;
}

std::string latin1_to_utf8(std::string_view s) {
  std::string out;
  out.reserve(s.size() + s.size() / 4);
  for (unsigned char c : s) append_latin1(out, c);
  return out;
}

std::string to_utf8(std::string_view s) {
  std::string out;
  out.reserve(s.size() + s.size() / 4);
  const char* const end = s.data() + s.size();
  for (const char* at = s.data();;) {
    const char* const bad = utf8::find_invalid(at, end);
    out.append(at, bad);
    if (bad == end) return out;
    append_latin1(out, static_cast<unsigned char>(*bad));
    at = bad + 1;  // the bytes after a bad one may begin a good character
  }
}

void make_utf8(std::string& text, size_t from) {
  const std::string_view rest = std::string_view(text).substr(from);
  if (!is_utf8(rest)) text.replace(from, std::string::npos, to_utf8(rest));
}

}  // namespace arbiter
