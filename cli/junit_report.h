// `--format junit`: one <testsuite> per input file, one <testcase> per game,
// a <failure> for each game with a finding at or above --fail-on. A suite's
// counts stand in its opening tag, before its cases, and the root's before
// every suite: the document is kept until the last game is checked and then
// written whole (the test cases are made in parallel, as the other formats'
// records are).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "cli/report.h"

namespace arbiter {

class JunitReport {
 public:
  explicit JunitReport(Severity fail_on) : fail_on_(fail_on) {}

  // A part of the report in input order: the test cases (report_game's and
  // report_input_error's) of input file number `file`, at `path`, with the
  // tally of their games and the number of input errors among them.
  void add(size_t file, std::string_view path, std::string_view cases, const Tally& tally, uint64_t input_errors);
  // Appends the whole document.
  void finish(std::string& out) const;

 private:
  struct Suite {
    size_t file;
    std::string name, cases;
    uint64_t tests = 0, failures = 0, errors = 0;
  };
  Severity fail_on_;
  std::vector<Suite> suites_;
};

}  // namespace arbiter
