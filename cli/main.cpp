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

void print_usage(std::FILE* out) {
  fmt::print(out,
             "arbiter - checks chess game records the way a strict arbiter would\n\n"
             "Usage: arbiter COMMAND [OPTIONS] ARGS...\n\nCommands:\n");
  for (const Command& c : commands()) fmt::print(out, "  {:<11} {}\n", c.name, c.summary);
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

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) {
    print_usage(stderr);
    return 2;
  }
  const std::string name = args.front();
  args.erase(args.begin());
  for (const Command& c : commands())
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
