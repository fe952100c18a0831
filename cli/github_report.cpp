// `--format github`: one GitHub Actions workflow command per finding, which
// a workflow's log shows as an annotation on the file and line:
//   ::error file=F,line=L,col=C,title=KIND::message
#include <fmt/format.h>

#include "cli/report_formats.h"
#include "validate/encoding.h"

namespace arbiter {

namespace {

std::string_view command(Severity s) {
  switch (s) {
    case Severity::error: return "error";
    case Severity::warning: return "warning";
    case Severity::info: return "notice";
  }
  return "error";
}

// As the toolkit's escapeData and escapeProperty: '%' first, so that the
// escapes made after it are not escaped again.
void append_escaped(std::string& out, std::string_view s, bool property) {
  for (const char c : s) {
    switch (c) {
      case '%': out += "%25"; break;
      case '\r': out += "%0D"; break;
      case '\n': out += "%0A"; break;
      case ':': out += property ? "%3A" : ":"; break;
      case ',': out += property ? "%2C" : ","; break;
      default: out += c;
    }
  }
}

}  // namespace

void append_github_data(std::string& out, std::string_view s) { append_escaped(out, s, false); }
void append_github_property(std::string& out, std::string_view s) { append_escaped(out, s, true); }

void github_command(const ReportIssue& issue, std::string& out) {
  out += "::";
  out += command(issue.level);
  out += " file=";
  append_github_property(out, to_utf8(issue.file));
  fmt::format_to(std::back_inserter(out), ",line={},col={},title=", std::max<uint64_t>(issue.line, 1), issue.column);
  append_github_property(out, issue.rule);
  out += "::";
  append_github_data(out, to_utf8(issue.message));
  out += '\n';
}

void github_game(const GameRecord& game, std::string_view text, std::string_view file, const Edition& edition,
                 std::string& out) {
  std::string description;
  for (const Finding& f : game.findings) {
    description.clear();
    describe_finding(game, f, edition, description);
    github_command({.rule = kind_name(f.kind), .level = f.severity, .message = description, .file = file,
                    .line = f.line, .column = utf16_column(text, game.offset, f.offset)},
                   out);
  }
}

void github_input_error(std::string_view message, std::string_view file, std::string& out) {
  out += "::error title=input_error";
  if (!file.empty()) {
    out += ",file=";
    append_github_property(out, to_utf8(file));
  }
  out += "::";
  append_github_data(out, to_utf8(message));
  out += '\n';
}

}  // namespace arbiter
