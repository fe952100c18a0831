// `--format gitlab`: a GitLab Code Quality report, one JSON array of issues
// written game by game as the batch goes: each issue begins with the record
// separator (",") that the writer drops before the first.
#include <fmt/format.h>

#include "cli/digest.h"
#include "cli/json.h"
#include "cli/report_formats.h"

namespace arbiter {

namespace {

// Code Quality's severities run info, minor, major, critical, blocker; an
// error of the record is major (critical and blocker are for code that breaks).
std::string_view severity(Severity s) {
  switch (s) {
    case Severity::error: return "major";
    case Severity::warning: return "minor";
    case Severity::info: return "info";
  }
  return "major";
}

void append_issue(std::string& out, std::string_view description, std::string_view check, std::string_view fingerprint,
                  Severity level, std::string_view file, uint64_t line) {
  out += ",{\"description\":";
  append_json_string(out, description);
  out += ",\"check_name\":";
  append_json_string(out, check);
  out += ",\"fingerprint\":";
  append_json_string(out, fingerprint);
  out += ",\"severity\":\"";
  out += severity(level);
  out += "\",\"location\":{\"path\":";
  append_json_string(out, file);
  fmt::format_to(std::back_inserter(out), ",\"lines\":{{\"begin\":{}}}}}}}\n", std::max<uint64_t>(line, 1));
}

// GitLab tells issues apart by the fingerprint alone, across all files: the
// finding's (which leaves lines out) with the file's path.
std::string fingerprint_in(std::string_view file, std::string_view fingerprint) {
  Digest d;
  d.add(file);
  d.add(fingerprint);
  return d.hex();
}

}  // namespace

void gitlab_issue(const ReportIssue& issue, std::string& out) {
  append_issue(out, issue.message, issue.rule, fingerprint_in(issue.file, issue.fingerprint), issue.level, issue.file,
               issue.line);
}

void gitlab_game(const GameRecord& game, std::string_view file, const Edition& edition, std::string& out) {
  std::string description, fingerprint;
  for (const Finding& f : game.findings) {
    description.clear();
    describe_finding(game, f, edition, description);
    fingerprint = finding_fingerprint(game, f);
    gitlab_issue({.rule = kind_name(f.kind), .level = f.severity, .message = description, .file = file,
                  .line = f.line, .fingerprint = fingerprint},
                 out);
  }
}

void gitlab_input_error(std::string_view message, std::string_view file, std::string& out) {
  append_issue(out, message, "input_error", fingerprint_in(file, message), Severity::error, file, 1);
}

}  // namespace arbiter
