// The CI formats' writers (SARIF, GitHub workflow commands, GitLab Code
// Quality, JUnit XML) for any command: each command turns what it found into
// rules and issues, and these write them. Every output is valid in its format
// whatever bytes the messages and file names hold.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "validate/finding.h"

namespace arbiter {

// One thing a CI report says, whatever command found it: check's findings,
// sealed's verdicts and reconcile's diverging sheets are each turned into
// these, and the writers below know nothing else.
struct ReportRule {
  std::string id;  // what results name it by: a finding's kind, "sealed_illegal"...
  std::string summary, detail, help;
  Severity level;  // its usual level
};
// (The members' {} let a caller name only those it sets.)
struct ReportIssue {
  std::string_view rule{};  // its rule's id
  size_t rule_index = 0;  // the place of that rule in the log's rules (SARIF)
  Severity level = Severity::error;
  std::string_view message{};  // one line, the input's bytes as they are
  std::string_view file{};     // as given on the command line
  uint64_t line = 1, column = 1, byte_offset = 0;
  // Stays the same when unrelated lines move (no line, no offset).
  std::string_view fingerprint{};
  // SARIF's result properties: members of a JSON object ("\"game\":3,...").
  std::string_view properties{};
};

// One JUnit test case: failed when `failure_type` is set (the rule of its
// first failing issue), with `text` (its issues, a line each) as the
// failure's text, or else as its output.
struct JunitCase {
  std::string_view name{}, file{};
  uint64_t line = 0;
  std::string_view failure_type{}, failure_message{}, text{};
};

// The writers of each format, for any command. An input error's `file` is
// "" when the error names no input file.
void sarif_head(const std::vector<ReportRule>& rules, std::string& out);
void sarif_result(const ReportIssue& issue, std::string& out);
void sarif_input_error(std::string_view message, std::string_view file, size_t rule_index, std::string& out);
void sarif_tail(std::string& out);

void github_command(const ReportIssue& issue, std::string& out);
void github_input_error(std::string_view message, std::string_view file, std::string& out);
// Workflow command escaping as GitHub's toolkit does it (actions/toolkit,
// packages/core/src/command.ts): the message's '%', CR and LF; a property's
// also ':' and ','.
void append_github_data(std::string& out, std::string_view s);
void append_github_property(std::string& out, std::string_view s);

// GitLab's issues, like SARIF's results, are elements of one array: each
// begins with a ',' (RecordJoiner drops the first).
void gitlab_issue(const ReportIssue& issue, std::string& out);
void gitlab_input_error(std::string_view message, std::string_view file, std::string& out);

void junit_case(const JunitCase& test, std::string& out);
void junit_input_error(std::string_view message, std::string_view file, std::string& out);

// The path as given on the command line, as a URI reference: relative stays
// relative; every byte but unreserved characters and '/' percent-encoded
// (spaces, ':' that would read as a scheme, non-ASCII bytes).
std::string path_uri(std::string_view path);

// The 1-based column of byte `offset` in UTF-16 code units (SARIF's default
// columnKind): the characters before it on its line, a byte that is no part
// of a well-formed UTF-8 character counting as the Latin-1 character it is
// read as. `text` is a part of the file, text[0] at byte `text_offset`; an
// offset outside it (none should be) is put at column 1.
uint64_t utf16_column(std::string_view text, uint64_t text_offset, uint64_t offset);

}  // namespace arbiter
