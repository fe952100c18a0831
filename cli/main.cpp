// The `arbiter` program: finds the subcommand, parses the rest of the
// command line with the command's options and runs it.
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <string>
#include <vector>

#include "cli/command_line.h"
#include "cli/commands.h"
#include "validate/encoding.h"

namespace {

using namespace arbiter;

constexpr Command Commands[] = {
    {"check", "replay every game of PGN files, report what is wrong, with the rule", check_help, check_command},
    {"convert", "write games in another notation (SAN, other languages, descriptive, UCI...)", convert_help,
     convert_command},
    {"event", "standings with FIDE tie-breaks from a tournament report file (TRF)", event_help, event_command},
    {"extract", "pull the game scores out of a book's text (descriptive notation) as PGN", extract_help,
     extract_command},
    {"merge", "combine the JSONL reports of check --shard I/N runs into one run's report", merge_help, merge_command},
    {"perft", "count move paths from a position (tests the move generator)", perft_help, perft_command},
    {"reconcile", "two players' scoresheets of one game: where they agree, part, and what they supply",
     reconcile_help, reconcile_command},
    {"sealed", "verdicts on sealed moves of adjourned games: valid, ambiguous, illegal, impossible", sealed_help,
     sealed_command},
    {"split", "a single-frame .zst or .gz cut into N multi-frame .zst files of whole games, for sharding",
     split_help, split_command},
    {"winnable", "whether each side can still checkmate (dead positions, flag falls)", winnable_help,
     winnable_command},
    {"completions", "a bash, zsh or fish completion script for arbiter", completions_help, completions_command},
};

void print_usage(std::FILE* out) {
  fmt::print(out,
             "arbiter - checks chess game records the way a strict arbiter would\n\n"
             "Usage: arbiter COMMAND [OPTIONS] ARGS...\n\nCommands:\n");
  for (const Command& c : Commands) fmt::print(out, "  {:<11} {}\n", c.name, c.summary);
  fmt::print(out,
             "\n'arbiter COMMAND --help' explains a command. 'arbiter --version' prints the version.\n"
             "Options take their value as -j2, -j 2, --jobs=2 or --jobs 2; '--' ends the options.\n");
}

// Prints the usage error the way every command does; exit code 2.
int usage_error(std::string_view command, const std::string& message) {
  const std::string name = command.empty() ? "arbiter" : "arbiter " + std::string(command);
  fmt::print(stderr, "{}: {}\nTry '{} --help'.\n", name, to_utf8(message), name);  // it may quote an argument
  return 2;
}

int run(const Command& command, const std::vector<std::string>& args) {
  CLI::App app(std::string(command.summary), "arbiter " + std::string(command.name));
  configure_command_line(app);
  const CommandRun run = command.define(app);
  try {
    parse_command_line(app, args);
    return run();
  } catch (const CLI::CallForHelp&) {
    fmt::print("{}", command.help());
    return 0;
  } catch (const CLI::CallForVersion& e) {
    fmt::print("{}\n", e.what());
    return 0;
  } catch (const UsageError& e) {
    return usage_error(command.name, e.what());
  }
}

}  // namespace

namespace arbiter {

std::span<const Command> commands() { return Commands; }

}  // namespace arbiter

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) {
    print_usage(stderr);
    return 2;
  }
  const std::string name = args.front();
  args.erase(args.begin());
  for (const Command& c : Commands)
    if (c.name == name) return run(c, args);
  if (name == "help" || name == "--help" || name == "-h") {
    print_usage(stdout);
    return 0;
  }
  if (name == "--version") {
    fmt::print("arbiter {}\n", ARBITER_VERSION);
    return 0;
  }
  return usage_error("", "unknown command '" + name + "'");
}
