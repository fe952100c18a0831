// What every `arbiter check --format jsonl --emit-games` report must hold,
// whatever the input: every line is JSON, every game read is reported, once,
// numbered in order within its file, and the summary counts exactly the games
// reported.
#pragma once

#include <catch2/catch.hpp>

#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "tests/report.h"


// The games reported per file, and the summary's counts.
struct ReportCounts {
  std::map<std::string, long> games_of_file;  // by the file its records name
  long games = 0, games_with_findings = 0, unparseable = 0;

  long games_in(const std::string& file) const {
    const auto it = games_of_file.find(file);
    return it == games_of_file.end() ? 0 : it->second;
  }
};

inline ReportCounts check_report_invariants(const std::string& jsonl) {
  ReportCounts counts;
  long games = 0, games_with_findings = 0;
  std::optional<Record> summary;
  for (std::string_view line : lines_of(jsonl)) {
    REQUIRE_FALSE(summary);  // the summary is the last line
    // The game records and the summary are read; the findings, by the
    // hundred thousand on some inputs, are only held to be JSON.
    if (!line.starts_with("{\"kind\":\"game\"") && !line.starts_with("{\"kind\":\"summary\"")) {
      if (!Record::accept(line)) FAIL("no JSON: " << line.substr(0, 300));
      continue;
    }
    const Record r = record(line);
    if (r.at("kind") == "summary") {
      summary = r;
      continue;
    }
    long& reported = counts.games_of_file[r.at("file")];
    CHECK(r.at("game") == ++reported);  // games 1, 2, 3... of each file, none twice or left out
    ++games;
    games_with_findings += r.at("findings") > 0;
  }
  REQUIRE(summary);
  counts.games = summary->at("games");
  counts.games_with_findings = summary->at("games_with_findings");
  counts.unparseable = summary->at("unparseable");
  CHECK(counts.games == games);  // games read = games reported
  CHECK(counts.games_with_findings == games_with_findings);
  CHECK(counts.unparseable <= counts.games_with_findings);  // an unparseable game has its parse error
  return counts;
}
