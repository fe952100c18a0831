// The subcommands of the `arbiter` program, each in its own file. A command
// adds its options to a CLI::App (the same definitions parse its command
// line and write the shell completions) and returns what runs it once they
// are parsed.
#pragma once

#include <functional>
#include <span>
#include <string>
#include <string_view>

namespace CLI {
class App;
}  // namespace CLI

namespace arbiter {

// Runs a command whose command line is parsed: the exit code. It may throw
// UsageError (cli/command_line.h).
using CommandRun = std::function<int()>;

struct Command {
  std::string_view name;
  std::string_view summary;       // one line for `arbiter --help`
  std::string (*help)();          // the command's --help
  CommandRun (*define)(CLI::App& app);
};

// Every command, in the order `arbiter --help` lists them (cli/commands.cpp).
std::span<const Command> commands();

std::string check_help();
CommandRun check_command(CLI::App& app);
std::string completions_help();
CommandRun completions_command(CLI::App& app);
std::string convert_help();
CommandRun convert_command(CLI::App& app);
std::string event_help();
CommandRun event_command(CLI::App& app);
std::string extract_help();
CommandRun extract_command(CLI::App& app);
std::string merge_help();
CommandRun merge_command(CLI::App& app);
std::string perft_help();
CommandRun perft_command(CLI::App& app);
std::string reconcile_help();
CommandRun reconcile_command(CLI::App& app);
std::string sealed_help();
CommandRun sealed_command(CLI::App& app);
std::string split_help();
CommandRun split_command(CLI::App& app);
std::string winnable_help();
CommandRun winnable_command(CLI::App& app);

// The first of them, and the only one of the program a profile trains on
// (cli/training_commands.cpp).
inline constexpr Command CheckCommand{"check", "replay every game of PGN files, report what is wrong, with the rule",
                                      check_help, check_command};

}  // namespace arbiter
