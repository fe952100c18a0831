// What every `arbiter check --format jsonl --emit-games` report must hold,
// whatever the input: every record is JSON in valid UTF-8, every game read
// is reported, once, numbered in order within its file, and the summary
// counts exactly the games reported.
#pragma once

#include <catch2/catch.hpp>

#include <map>
#include <sstream>
#include <string>

#include "tests/strict_utf8.h"

// The games reported per file, and the summary's counts.
struct ReportCounts {
  std::map<std::string, long> games_of_file;  // by the file as the report writes it
  long games = 0, games_with_findings = 0, unparseable = 0;

  long games_in(const std::string& file) const {
    const auto it = games_of_file.find(file);
    return it == games_of_file.end() ? 0 : it->second;
  }
};

// The number after "name": at or after `from` in a JSON line.
inline long number_after(const std::string& line, const std::string& name, size_t from = 0) {
  const size_t at = line.find("\"" + name + "\":", from);
  REQUIRE(at != std::string::npos);
  return std::stol(line.substr(at + name.size() + 3));
}

inline ReportCounts check_report_invariants(const std::string& jsonl) {
  ReportCounts counts;
  long records = 0, records_with_findings = 0;
  bool summary_seen = false;
  std::istringstream lines(jsonl);
  // Lines are scanned, not matched with std::regex, which recurses per byte
  // and overflows its stack on a game of 100 000 moves.
  const std::string game_head = "{\"kind\":\"game\",\"file\":\"";
  long invalid = 0;
  std::string first_invalid;
  for (std::string line; std::getline(lines, line);) {
    REQUIRE_FALSE(summary_seen);  // the summary is the last line
    if (!strict_jsonl(line) && invalid++ == 0) first_invalid = line.substr(0, 400);
    if (line.rfind(game_head, 0) == 0) {
      size_t end = game_head.size();
      while (line.at(end) != '"') end += line[end] == '\\' ? 2 : 1;  // the file name's closing quote
      long& reported = counts.games_of_file[line.substr(game_head.size(), end - game_head.size())];
      CHECK(number_after(line, "game", end) == ++reported);  // games 1, 2, 3... of each file, none twice or left out
      ++records;
      records_with_findings += number_after(line, "findings", end) > 0;
    } else if (line.rfind("{\"kind\":\"summary\"", 0) == 0) {
      summary_seen = true;
      counts.games = number_after(line, "games");
      counts.games_with_findings = number_after(line, "games_with_findings");
      counts.unparseable = number_after(line, "unparseable");
    }
  }
  REQUIRE(summary_seen);
  INFO("the first record that is no JSON in valid UTF-8: " << first_invalid);
  CHECK(invalid == 0);
  CHECK(counts.games == records);  // games read = games reported
  CHECK(counts.games_with_findings == records_with_findings);
  CHECK(counts.unparseable <= counts.games_with_findings);  // an unparseable game has its parse error
  return counts;
}
