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

// Whether every line of `records` is a JSON value once its leading ',' is
// left out: SARIF's results and GitLab's issues as report_game writes them,
// elements of an array whose first loses its ','.
inline bool strict_json_elements(std::string_view records) {
  for (size_t at = 0; at < records.size();) {
    const size_t end = std::min(records.find('\n', at), records.size());
    const std::string_view line = records.substr(at, end - at);
    if (line.empty() || line.front() != ',' || !nlohmann::json::accept(line.substr(1))) return false;
    at = end + 1;
  }
  return true;
}

// Whether `text` is valid UTF-8 and holds no character XML 1.0 forbids: C0
// controls but tab, LF and CR; U+FFFE and U+FFFF.
inline bool strict_xml_chars(std::string_view text) {
  for (const char c : text)
    if (c >= 0 && c < 0x20 && c != '\t' && c != '\n' && c != '\r') return false;
  return strict_utf8(text) && text.find("\xEF\xBF\xBE") == std::string_view::npos &&
         text.find("\xEF\xBF\xBF") == std::string_view::npos;
}
