#include "cli/ci_report.h"

#include <fmt/format.h>

#include "validate/encoding.h"

namespace arbiter {

uint64_t utf16_column(std::string_view text, uint64_t text_offset, uint64_t offset) {
  if (offset < text_offset || offset - text_offset > text.size()) return 1;
  const std::string_view before = text.substr(0, offset - text_offset);
  const size_t newline = before.rfind('\n');
  const std::string line = to_utf8(newline == std::string_view::npos ? before : before.substr(newline + 1));
  uint64_t units = 0;
  for (const unsigned char c : line) {
    if ((c & 0xC0) == 0x80) continue;  // a continuation byte: its character is counted at its lead
    units += c >= 0xF0 ? 2 : 1;        // four bytes: past U+FFFF, a surrogate pair
  }
  return units + 1;
}

std::string path_uri(std::string_view path) {
  std::string uri;
  for (const unsigned char c : path) {
    const bool unreserved = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
                            c == '-' || c == '.' || c == '_' || c == '~' || c == '/';
    if (unreserved) uri += char(c);
    else fmt::format_to(std::back_inserter(uri), "%{:02X}", c);
  }
  return uri;
}

}  // namespace arbiter
