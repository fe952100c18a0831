#include "validate/encoding.h"

#include <utf8.h>

#include <cstdint>
#include <cstring>

namespace arbiter {

namespace {

// Where the ASCII run from `at` ends, eight bytes at a time, then byte by
// byte: nearly every tag value is ASCII throughout, and most are shorter
// than eight bytes ("1-0", "600+5").
const char* past_ascii(const char* at, const char* end) {
  for (uint64_t word; end - at >= 8; at += 8) {
    std::memcpy(&word, at, 8);
    if (word & 0x8080808080808080u) break;
  }
  while (at != end && static_cast<unsigned char>(*at) < 0x80) ++at;
  return at;
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

// ASCII runs are passed over; each run of bytes above 0x7F between them is
// utfcpp's to check, which decodes every sequence and refuses the overlong,
// surrogate and out-of-range ones that the shape of the bytes alone lets
// through. A UTF-8 character is all such bytes, so none spans two runs.
bool is_utf8(std::string_view s) {
  const char* at = s.data();
  const char* const end = at + s.size();
  while ((at = past_ascii(at, end)) != end) {
    const char* run_end = at;
    while (run_end != end && static_cast<unsigned char>(*run_end) >= 0x80) ++run_end;
    if (utf8::find_invalid(at, run_end) != run_end) return false;
    at = run_end;
  }
  return true;
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
