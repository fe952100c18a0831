// A whole CI report (SARIF, GitHub, GitLab, JUnit) of a command that judges
// items one by one, as sealed judges envelopes and reconcile pairs of
// sheets: each item a JUnit test case and its issues the other formats'
// records, written by the writers check uses.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cli/ci_report.h"
#include "cli/command_line.h"
#include "cli/junit_report.h"

namespace arbiter {

enum class CiFormat { sarif, github, gitlab, junit };
// Each CI format's name on the command line.
inline constexpr std::pair<std::string_view, CiFormat> CiFormats[] = {
    {"sarif", CiFormat::sarif}, {"github", CiFormat::github}, {"gitlab", CiFormat::gitlab}, {"junit", CiFormat::junit}};
// The format --format names, if one.
std::optional<CiFormat> ci_format(std::string_view name);

// --format for a command with formats of its own and the CI ones: a CI
// format goes to `ci` (`format` then stays text), else one of `own` to
// `format`.
template <class T>
CLI::Option* add_format_option(CLI::App& app, T& format, std::optional<CiFormat>& ci,
                               std::vector<std::pair<std::string_view, T>> own) {
  std::vector<std::string_view> words;
  for (const auto& choice : own) words.push_back(choice.first);
  for (const auto& choice : CiFormats) words.push_back(choice.first);
  return add_value(app, "--format", one_of(words),
                   [&format, &ci, own, words](const std::string& v) -> std::optional<std::string> {
                     ci = ci_format(v);
                     if (ci) return std::nullopt;
                     for (const auto& [word, value] : own)
                       if (word == v) {
                         format = value;
                         return std::nullopt;
                       }
                     return takes(words);
                   });
}

class CommandReport {
 public:
  // `rules`: every rule an issue may name, in their rule_index order;
  // `command`: the JUnit root's name ("arbiter sealed").
  CommandReport(CiFormat format, std::vector<ReportRule> rules, std::string command);

  // One item of input group number `group` (a file, a directory), named
  // `path` as JUnit's suite: the case fails when `test.failure_type` is set.
  void add(size_t group, std::string_view path, const JunitCase& test, const std::vector<ReportIssue>& issues);
  // The whole report, to standard output.
  void finish();

 private:
  CiFormat format_;
  std::string out_;  // SARIF's, GitHub's or GitLab's report so far
  bool separated_ = false;  // a record is written: the next begins with its ','
  JunitReport junit_;
};

}  // namespace arbiter
