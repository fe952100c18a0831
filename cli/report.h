// Turns checked games into report lines (text, JSONL, or a CI format: SARIF,
// GitHub workflow commands, GitLab Code Quality, JUnit XML) and keeps the counts the
// summary and the exit code come from.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>

#include "adjudicate/edition.h"
#include "validate/game_record.h"

namespace arbiter {

enum class Format { text, jsonl, sarif, github, gitlab, junit };

struct ReportOptions {
  Format format = Format::text;
  bool emit_games = false;
  const Edition* edition = &default_edition();
  Severity fail_on = Severity::error;  // --fail-on: findings at or above it fail (exit 1, JUnit's failures)
};

// Counts over many games; merging tallies is associative, so parallel
// workers can count apart and the output stage adds up.
struct Tally {
  uint64_t games = 0;
  uint64_t games_with_findings = 0;
  uint64_t unparseable = 0;
  std::array<uint64_t, 3> findings_by_severity{};  // indexed by Severity
  std::map<std::string, uint64_t, std::less<>> games_by_kind;  // games with at least one finding of the kind
  std::array<uint64_t, 3> games_by_worst{};  // games by the severity of their worst finding (JUnit's failures)
  uint64_t hidden = 0;  // findings --baseline left out

  void add(const GameRecord& game);
  void merge(const Tally& other);
  // Findings at or above `level`.
  uint64_t at_least(Severity level) const;
  // Games with a finding at or above `level`.
  uint64_t games_at_least(Severity level) const;
};

// What opens the report: SARIF's log up to its results, GitLab's "[".
void report_head(const ReportOptions& options, std::string& out);

// Appends the lines reporting one game; `text` is the game's text (text[0]
// at game.offset), which columns are counted in.
void report_game(const GameRecord& game, std::string_view text, std::string_view file, const ReportOptions& options,
                 std::string& out);

// A line that an input could not be read, in the report's format; `file` is
// "" when the error names no single input.
void report_input_error(std::string_view message, std::string_view file, Format format, std::string& out);

// The closing summary (text, JSONL), or what closes the document (SARIF,
// GitLab). `seconds` is the only part that varies between runs.
void report_summary(const Tally& tally, uint64_t files, uint64_t bytes, double seconds, Format format,
                    std::string& out);

// SARIF's results and GitLab's issues are the elements of one JSON array,
// written as the games are checked, each beginning with a ','. The writer
// passes the report's parts through this in order, which leaves out the
// first element's ','.
class RecordJoiner {
 public:
  explicit RecordJoiner(Format format) : separated_(format == Format::sarif || format == Format::gitlab) {}
  // `part` as it is to be written: past the head, the first part holding a
  // record loses its leading ','.
  std::string_view next(std::string_view part) {
    if (separated_ && first_record_ && !part.empty() && part.front() == ',') {
      first_record_ = false;
      return part.substr(1);
    }
    return part;
  }

 private:
  bool separated_;
  bool first_record_ = true;
};

}  // namespace arbiter
