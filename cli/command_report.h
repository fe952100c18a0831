// A whole CI report (SARIF, GitHub, GitLab, JUnit) of a command that judges
// items one by one, as sealed judges envelopes and reconcile pairs of
// sheets: each item a JUnit test case and its issues the other formats'
// records, written by the writers check uses.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cli/ci_report.h"
#include "cli/junit_report.h"

namespace arbiter {

enum class CiFormat { sarif, github, gitlab, junit };
// The format --format names ("sarif", "github", "gitlab", "junit"), if one.
std::optional<CiFormat> ci_format(std::string_view name);

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
