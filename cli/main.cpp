// The `arbiter` program: finds the subcommand and hands it the rest.
#include <fmt/format.h>

#include <string>
#include <vector>

#include "cli/args.h"
#include "cli/commands.h"

namespace {

using namespace arbiter;

constexpr Command Commands[] = {
    {"check", "replay every game of PGN files, report what is wrong, with the rule", check_command},
    {"convert", "write games in another notation (SAN, other languages, descriptive, UCI...)", convert_command},
    {"event", "standings with FIDE tie-breaks from a tournament report file (TRF)", event_command},
    {"extract", "pull the game scores out of a book's text (descriptive notation) as PGN", extract_command},
    {"merge", "combine the JSONL reports of check --shard I/N runs into one run's report", merge_command},
    {"perft", "count move paths from a position (tests the move generator)", perft_command},
    {"reconcile", "two players' scoresheets of one game: where they agree, part, and what they supply", reconcile_command},
    {"sealed", "verdicts on sealed moves of adjourned games: valid, ambiguous, illegal, impossible", sealed_command},
    {"winnable", "whether each side can still checkmate (dead positions, flag falls)", winnable_command},
};

void print_usage(std::FILE* out) {
  fmt::print(out,
             "arbiter - checks chess game records the way a strict arbiter would\n\n"
             "Usage: arbiter COMMAND [OPTIONS] ARGS...\n\nCommands:\n");
  for (const Command& c : Commands) fmt::print(out, "  {:<10} {}\n", c.name, c.summary);
  fmt::print(out, "\n'arbiter COMMAND --help' explains a command. 'arbiter --version' prints the version.\n");
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) {
    print_usage(stderr);
    return 2;
  }
  const std::string name = args.front();
  args.erase(args.begin());
  for (const Command& c : Commands)
    if (c.name == name) return c.run(args);
  if (name == "help" || name == "--help" || name == "-h") {
    print_usage(stdout);
    return 0;
  }
  if (name == "--version") {
    fmt::print("arbiter {}\n", ARBITER_VERSION);
    return 0;
  }
  return usage_error("unknown command '" + name + "'");
}
