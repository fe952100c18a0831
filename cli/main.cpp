// The `arbiter` program: subcommands and their options.
#include <unistd.h>

#include <charconv>
#include <cstdio>
#include <cstring>
#include <fmt/format.h>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cli/batch.h"
#include "cli/perft_command.h"

namespace {

using namespace arbiter;

constexpr std::string_view Usage = R"(arbiter - checks chess game records the way a strict arbiter would

Usage:
  arbiter check [OPTIONS] FILE|DIR|- ...   replay every game, report what is wrong
  arbiter perft FEN|startpos DEPTH [--divide]
                                          count move paths (tests the move generator)
  arbiter help | --help | --version

check reads PGN files, directories (every *.pgn below them, in path order) and
standard input (-). Every game is replayed through a legality core; every
finding names the file, line, game, move, the text as written, and the article
of the Laws it rests on.

Options for check:
  -j, --jobs N          worker threads (default: all cores); the output is the
                        same for every N
  --format text|jsonl   one line per finding, for people (default) or for
                        programs (one JSON object per line, summary last)
  --emit-games          with jsonl: also one {"kind":"game",...} record per game
                        (players, result, plies, final FEN, moves in UCI)
  --fail-on LEVEL       error (default), warning or info: exit 1 when any
                        finding is at or above LEVEL
  --rules EDITION       the Laws cited (default fide-2023)
  --progress, --no-progress
                        progress on stderr (default: when stderr is a terminal)

Exit codes: 0 no finding at or above the fail level, 1 findings, 2 usage or
input error (an unreadable file; the other files are still checked).

Finding kinds: illegal_move, ambiguous_move, moves_after_end, parse_error,
invalid_setup, null_move, unsupported_variant, orphan_variation (errors and
warnings); nonstandard_notation, latin1_text (info).
)";

int usage_error(const std::string& message) {
  fmt::print(stderr, "arbiter: {}\nTry 'arbiter --help'.\n", message);
  return 2;
}

std::optional<unsigned> parse_unsigned(std::string_view s) {
  unsigned v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
  return v;
}

int check_command(const std::vector<std::string>& args) {
  CheckOptions options;
  options.progress = isatty(2);
  for (size_t i = 0; i < args.size(); ++i) {
    std::string arg = args[i];
    std::string value;
    bool has_value = false;
    if (arg.rfind("--", 0) == 0 && arg.find('=') != std::string::npos) {
      value = arg.substr(arg.find('=') + 1);
      arg = arg.substr(0, arg.find('='));
      has_value = true;
    }
    auto take_value = [&]() -> std::optional<std::string> {
      if (has_value) return value;
      if (i + 1 < args.size()) return args[++i];
      return std::nullopt;
    };
    if (arg == "-j" || arg == "--jobs") {
      auto v = take_value();
      auto n = v ? parse_unsigned(*v) : std::nullopt;
      if (!n || *n == 0) return usage_error("--jobs needs a positive number");
      options.jobs = *n;
    } else if (arg == "--format") {
      auto v = take_value();
      if (v == "text") options.report.format = Format::text;
      else if (v == "jsonl") options.report.format = Format::jsonl;
      else return usage_error("--format takes text or jsonl");
    } else if (arg == "--fail-on") {
      auto v = take_value();
      if (v == "error") options.fail_on = Severity::error;
      else if (v == "warning") options.fail_on = Severity::warning;
      else if (v == "info") options.fail_on = Severity::info;
      else return usage_error("--fail-on takes error, warning or info");
    } else if (arg == "--rules") {
      auto v = take_value();
      const Edition* e = v ? find_edition(*v) : nullptr;
      if (!e) {
        std::string known;
        for (const Edition& ed : editions()) known += (known.empty() ? "" : ", ") + std::string(ed.id);
        return usage_error("--rules takes one of: " + known);
      }
      options.report.edition = e;
    } else if (arg == "--emit-games") {
      options.report.emit_games = true;
    } else if (arg == "--progress") {
      options.progress = true;
    } else if (arg == "--no-progress") {
      options.progress = false;
    } else if (arg == "-h" || arg == "--help") {
      fmt::print("{}", Usage);
      return 0;
    } else if (arg.size() > 1 && arg[0] == '-') {
      return usage_error("unknown option " + arg);
    } else {
      options.paths.push_back(arg);
    }
  }
  if (options.paths.empty()) return usage_error("check needs files, directories or - for standard input");
  if (options.report.emit_games && options.report.format != Format::jsonl)
    return usage_error("--emit-games goes with --format jsonl");
  return run_check(options);
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) {
    fmt::print(stderr, "{}", Usage);
    return 2;
  }
  const std::string command = args.front();
  args.erase(args.begin());
  if (command == "check") return check_command(args);
  if (command == "perft") return perft_command(args);
  if (command == "help" || command == "--help" || command == "-h") {
    fmt::print("{}", Usage);
    return 0;
  }
  if (command == "--version") {
    fmt::print("arbiter 0.1.0\n");
    return 0;
  }
  return usage_error("unknown command '" + command + "'");
}
