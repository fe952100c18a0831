#include "cli/command_report.h"

#include <cstdio>

namespace arbiter {

std::optional<CiFormat> ci_format(std::string_view name) {
  for (const auto& [word, format] : CiFormats)
    if (word == name) return format;
  return std::nullopt;
}

CommandReport::CommandReport(CiFormat format, std::vector<ReportRule> rules, std::string command)
    : format_(format), junit_(std::move(command)) {
  if (format == CiFormat::sarif) sarif_head(rules, out_);
  if (format == CiFormat::gitlab) out_ += "[\n";
}

void CommandReport::add(size_t group, std::string_view path, const JunitCase& test,
                        const std::vector<ReportIssue>& issues) {
  for (const ReportIssue& issue : issues) {
    const size_t from = out_.size();
    switch (format_) {
      case CiFormat::sarif: sarif_result(issue, out_); break;
      case CiFormat::github: github_command(issue, out_); break;
      case CiFormat::gitlab: gitlab_issue(issue, out_); break;
      case CiFormat::junit: break;
    }
    // SARIF's results and GitLab's issues, elements of one array, each begin
    // with a ',' that the first does without.
    if (format_ != CiFormat::github && !separated_ && out_.size() > from) {
      out_.erase(from, 1);
      separated_ = true;
    }
  }
  if (format_ != CiFormat::junit) return;
  std::string cases;
  junit_case(test, cases);
  junit_.add(group, path, cases, 1, test.failure_type.empty() ? 0 : 1, 0);
}

void CommandReport::finish() {
  if (format_ == CiFormat::sarif) sarif_tail(out_);
  if (format_ == CiFormat::gitlab) out_ += "]\n";
  if (format_ == CiFormat::junit) junit_.finish(out_);
  std::fwrite(out_.data(), 1, out_.size(), stdout);
}

}  // namespace arbiter
