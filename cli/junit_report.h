// `--format junit`: one <testsuite> per input file, one <testcase> per game
// (check's), envelope (sealed's) or pair of sheets (reconcile's), a
// <failure> for each with an issue at or above the fail level. A suite's
// counts stand in its opening tag, before its cases, and the root's before
// every suite: the document is kept until the last game is checked and then
// written whole (the test cases are made in parallel, as the other formats'
// records are).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>


namespace arbiter {

class JunitReport {
 public:
  // `name`: the root's, the command that ran ("arbiter check").
  explicit JunitReport(std::string name) : name_(std::move(name)) {}

  // A part of the report in input order: the test cases (junit_case's and
  // junit_input_error's) of input file number `file`, at `path`: `tests`
  // cases, of which `failures` failed, beside `input_errors` input errors.
  void add(size_t file, std::string_view path, std::string_view cases, uint64_t tests, uint64_t failures,
           uint64_t input_errors);
  // Appends the whole document.
  void finish(std::string& out) const;

 private:
  struct Suite {
    size_t file;
    std::string name, cases;
    uint64_t tests = 0, failures = 0, errors = 0;
  };
  std::string name_;
  std::vector<Suite> suites_;
};

}  // namespace arbiter
