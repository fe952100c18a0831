// Arbiter's reports as the tests read them: JSONL parsed record by record
// (keys in the order written), so that every line is held to be JSON and a
// field is read by its name, never by its place in the text; and any report
// without its timing, the one part that differs from run to run.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

using Record = nlohmann::ordered_json;

// The lines of a text, without their '\n' (none after the last).
inline std::vector<std::string_view> lines_of(std::string_view text) {
  std::vector<std::string_view> lines;
  for (size_t at = 0; at < text.size();) {
    const size_t end = std::min(text.find('\n', at), text.size());
    lines.push_back(text.substr(at, end - at));
    at = end + 1;
  }
  return lines;
}

// One line of a JSONL report; the test fails if it is not a JSON object.
inline Record record(std::string_view line) {
  Record r = Record::parse(line, nullptr, false);
  if (r.is_discarded() || !r.is_object()) FAIL("no JSON object: " << line.substr(0, 300));
  return r;
}

// Every line of a JSONL report.
inline std::vector<Record> records(std::string_view jsonl) {
  std::vector<Record> out;
  for (std::string_view line : lines_of(jsonl)) out.push_back(record(line));
  return out;
}

// The records whose "kind" is `kind` ("game", "summary", "input_error", a finding's kind...).
inline std::vector<Record> records_of_kind(std::string_view jsonl, std::string_view kind) {
  std::vector<Record> out;
  for (Record& r : records(jsonl))
    if (r.value("kind", "") == kind) out.push_back(std::move(r));
  return out;
}

// The summary, which ends every report.
inline Record summary_of(std::string_view jsonl) {
  const std::vector<std::string_view> lines = lines_of(jsonl);
  REQUIRE_FALSE(lines.empty());
  Record summary = record(lines.back());
  REQUIRE(summary.value("kind", "") == "summary");
  return summary;
}

// The report with the number after each JSONL "seconds": written 0, and the
// text report's speed line ("0.4 MB in 0.01 s: 35.2 MB/s, 80642 games/s")
// written "timing".
inline std::string without_timing(std::string_view report) {
  std::string out;
  for (std::string_view text : lines_of(report)) {
    std::string line(text);
    if (line.find(" MB in ") != std::string::npos && line.ends_with(" games/s")) line = "timing";
    const std::string seconds = "\"seconds\":";
    for (size_t s = line.find(seconds); s != std::string::npos; s = line.find(seconds, s + 1)) {
      const size_t from = s + seconds.size(), to = line.find_first_not_of("0123456789.e+-", from);
      line.replace(from, (to == std::string::npos ? line.size() : to) - from, "0");
    }
    out += line + "\n";
  }
  if (!report.ends_with('\n') && !out.empty()) out.pop_back();
  return out;
}
