#include "cli/json.h"

#include <fmt/format.h>

#include "validate/encoding.h"

namespace arbiter {

void append_json_string(std::string& out, std::string_view s) {
  const std::string converted = is_utf8(s) ? std::string() : latin1_to_utf8(s);
  if (!converted.empty()) s = converted;
  out += '"';
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
  out += '"';
}

}  // namespace arbiter
