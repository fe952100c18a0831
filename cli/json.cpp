#include "cli/json.h"

#include <fmt/format.h>

#include "validate/encoding.h"

namespace arbiter {

void append_json_string(std::string& out, std::string_view s) {
  const std::string converted = is_utf8(s) ? std::string() : latin1_to_utf8(s);
  if (!converted.empty()) s = converted;
  out += '"';
  for (char ch : s) {
    const unsigned char c = ch;
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c < 0x20) fmt::format_to(std::back_inserter(out), "\\u{:04x}", c);
        else out += ch;
    }
  }
  out += '"';
}

}  // namespace arbiter
