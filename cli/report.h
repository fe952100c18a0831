// Turns checked games into report lines (text or JSONL) and keeps the counts
// the summary and the exit code come from.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>

#include "adjudicate/edition.h"
#include "validate/game_record.h"

namespace arbiter {

enum class Format { text, jsonl };

struct ReportOptions {
  Format format = Format::text;
  bool emit_games = false;
  const Edition* edition = &default_edition();
};

// Counts over many games; merging tallies is associative, so parallel
// workers can count apart and the output stage adds up.
struct Tally {
  uint64_t games = 0;
  uint64_t games_with_findings = 0;
  uint64_t unparseable = 0;
  std::array<uint64_t, 3> findings_by_severity{};  // indexed by Severity
  std::map<std::string, uint64_t, std::less<>> games_by_kind;  // games with at least one finding of the kind

  void add(const GameRecord& game);
  void merge(const Tally& other);
  // Findings at or above `level`.
  uint64_t at_least(Severity level) const;
};

// Appends the lines reporting one game.
void report_game(const GameRecord& game, std::string_view file, const ReportOptions& options, std::string& out);

// A line that an input could not be read, in the report's format.
void report_input_error(std::string_view message, Format format, std::string& out);

// The closing summary. `seconds` is the only part that varies between runs.
void report_summary(const Tally& tally, uint64_t files, uint64_t bytes, double seconds, Format format,
                    std::string& out);

}  // namespace arbiter
