#include "cli/junit_report.h"

#include <fmt/format.h>

#include "cli/report_formats.h"
#include "validate/encoding.h"

namespace arbiter {

namespace {

// `s` as XML 1.0 character data or attribute value, valid whatever bytes it
// holds: made UTF-8, the markup characters escaped, CR (which parsers would
// turn into LF) and in attributes also tab and LF (which they would turn into
// blanks) as character references, and the characters
// XML 1.0 forbids even as references (the other C0 controls, U+FFFE and
// U+FFFF) replaced by U+FFFD.
void append_xml(std::string& out, std::string_view s, bool attribute = true) {
  const std::string text = to_utf8(s);
  for (size_t i = 0; i < text.size(); ++i) {
    const unsigned char c = text[i];
    switch (c) {
      case '&': out += "&amp;"; continue;
      case '<': out += "&lt;"; continue;
      case '>': out += "&gt;"; continue;
      case '"': out += "&quot;"; continue;
      case '\t': out += attribute ? "&#9;" : "\t"; continue;
      case '\n': out += attribute ? "&#10;" : "\n"; continue;
      case '\r': out += "&#13;"; continue;
    }
    const bool noncharacter = c == 0xEF && i + 2 < text.size() && text[i + 1] == '\xBF' &&
                              (text[i + 2] == '\xBE' || text[i + 2] == '\xBF');
    if (c < 0x20 || noncharacter) {
      out += "\uFFFD";
      if (noncharacter) i += 2;
      continue;
    }
    out += char(c);
  }
}

}  // namespace

void junit_case(const JunitCase& test, std::string& out) {
  out += "<testcase name=\"";
  append_xml(out, test.name);
  out += "\" classname=\"";
  append_xml(out, test.file);
  out += "\" file=\"";
  append_xml(out, test.file);
  fmt::format_to(std::back_inserter(out), "\" line=\"{}\"", test.line);
  if (test.text.empty() && test.failure_type.empty()) {
    out += "/>\n";
    return;
  }
  out += ">";
  // A case with issues below the fail level passes: they are its output.
  if (!test.failure_type.empty()) {
    out += "<failure message=\"";
    append_xml(out, test.failure_message);
    out += "\" type=\"";
    append_xml(out, test.failure_type);
    out += "\">";
    append_xml(out, test.text, false);
    out += "</failure>";
  } else {
    out += "<system-out>";
    append_xml(out, test.text, false);
    out += "</system-out>";
  }
  out += "</testcase>\n";
}

void junit_game(const GameRecord& game, std::string_view file, const Edition& edition, Severity fail_on,
                std::string& out) {
  std::string name = fmt::format("game {}: {} \u2013 {}", game.index, player(game.white), player(game.black));
  if (!game.round.empty() && game.round != "?" && game.round != "-") name += fmt::format(", round {}", game.round);
  size_t failing = 0;
  const Finding* first_failing = nullptr;
  std::string findings;
  for (const Finding& f : game.findings) {
    if (f.severity >= fail_on && !failing++) first_failing = &f;
    fmt::format_to(std::back_inserter(findings), "{}:{}: {}: {}: ", file, f.line, severity_name(f.severity),
                   kind_name(f.kind));
    describe_finding(game, f, edition, findings);
    findings += '\n';
  }
  const std::string failure =
      failing ? fmt::format("{} finding{} at or above {}", failing, failing == 1 ? "" : "s", severity_name(fail_on))
              : std::string();
  junit_case({.name = name, .file = file, .line = game.line,
              .failure_type = first_failing ? kind_name(first_failing->kind) : std::string_view(),
              .failure_message = failure, .text = findings},
             out);
}

void junit_input_error(std::string_view message, std::string_view file, std::string& out) {
  out += "<testcase name=\"";
  append_xml(out, file.empty() ? std::string("reading the inputs") : fmt::format("reading {}", file));
  out += "\" classname=\"";
  append_xml(out, file);
  out += "\"><error message=\"";
  append_xml(out, message);
  out += "\" type=\"input_error\"/></testcase>\n";
}

void JunitReport::add(size_t file, std::string_view path, std::string_view cases, uint64_t tests, uint64_t failures,
                      uint64_t input_errors) {
  if (suites_.empty() || suites_.back().file != file) suites_.push_back({file, std::string(path), {}});
  Suite& s = suites_.back();
  s.cases += cases;
  s.tests += tests + input_errors;
  s.failures += failures;
  s.errors += input_errors;
}

void JunitReport::finish(std::string& out) const {
  uint64_t tests = 0, failures = 0, errors = 0;
  for (const Suite& s : suites_) {
    tests += s.tests;
    failures += s.failures;
    errors += s.errors;
  }
  auto o = std::back_inserter(out);
  out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out += "<testsuites name=\"";
  append_xml(out, name_);
  fmt::format_to(o, "\" tests=\"{}\" failures=\"{}\" errors=\"{}\">\n", tests, failures,
                 errors);
  for (const Suite& s : suites_) {
    out += "<testsuite name=\"";
    append_xml(out, s.name.empty() ? std::string_view("inputs") : std::string_view(s.name));
    fmt::format_to(o, "\" tests=\"{}\" failures=\"{}\" errors=\"{}\" skipped=\"0\">\n", s.tests, s.failures,
                   s.errors);
    out += s.cases;
    out += "</testsuite>\n";
  }
  out += "</testsuites>\n";
}

}  // namespace arbiter
