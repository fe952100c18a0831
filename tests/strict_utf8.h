// The independent judge of UTF-8 that reports are held to: nlohmann::json,
// whose lexer follows Unicode's Table 3-7 to the byte (no overlong form, no
// surrogate, nothing past U+10FFFF, no sequence cut short) and shares no
// code with the utfcpp checks Arbiter writes its reports with.
#pragma once

#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>
#include <string_view>

// Whether `text` is valid UTF-8, by nlohmann's lexer reading it as a JSON
// string. An ASCII byte is a character of its own in UTF-8, so those a JSON
// string cannot hold as they are (controls, quote, backslash) are read as
// blanks, which leaves the verdict on the rest unchanged.
inline bool strict_utf8(std::string_view text) {
  std::string quoted = "\"";
  for (const char c : text) quoted += (c >= 0 && c < 0x20) || c == '"' || c == '\\' ? ' ' : c;
  quoted += '"';
  return nlohmann::json::accept(quoted);
}

// Whether every line of `jsonl` is a JSON value by nlohmann's parser, which
// refuses invalid UTF-8 inside strings.
inline bool strict_jsonl(std::string_view jsonl) {
  for (size_t at = 0; at < jsonl.size();) {
    const size_t end = std::min(jsonl.find('\n', at), jsonl.size());
    if (!nlohmann::json::accept(jsonl.substr(at, end - at))) return false;
    at = end + 1;
  }
  return true;
}
