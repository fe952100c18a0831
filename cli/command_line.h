// How every command reads its command line: CLI11 parses it (-j2, -j 2,
// --jobs=2, --jobs 2, "--" ending the options, bundled short flags), these
// helpers add the options whose values the command reads itself, and every
// mistake is a UsageError that main prints the same way for all commands.
#pragma once

#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace CLI {
class App;
class Option;
}  // namespace CLI

namespace arbiter {

// A command line a command cannot run with. main prints "arbiter COMMAND: "
// and the message, and a hint, to standard error; the exit code is 2.
class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Sets `app` up as every command's: no CLI11 help text (-h/--help prints the
// command's own), --version, a switch takes no value, an option given twice
// keeps the last value.
void configure_command_line(CLI::App& app);

// Parses `args` (those after the command's name) into `app`. Throws
// UsageError for an unknown option, a missing value, a switch given a value,
// or a value the option does not take; CLI::CallForHelp for -h/--help and
// CLI::CallForVersion for --version.
void parse_command_line(CLI::App& app, const std::vector<std::string>& args);

// Reads an option's value: nullopt when taken, else why not ("takes text or
// jsonl"), which the UsageError puts after the option's name.
using ValueReader = std::function<std::optional<std::string>(const std::string& value)>;

// An option with a value that `read` takes. `value_name` says what the value
// is, for the shell completions: "FILE" (a file name), lower-case words
// "a|b|c" (one of them) or a capitalised name of a free value ("N", "LIST").
CLI::Option* add_value(CLI::App& app, const std::string& names, std::string_view value_name, ValueReader read);

// An option naming a file ("" is refused); `what` says what it is for ("to
// write").
CLI::Option* add_file(CLI::App& app, const std::string& names, std::string& target, std::string_view what);

// An option with a positive number, handed to `take`; `what` names it for
// the message ("a move number").
CLI::Option* add_positive(CLI::App& app, const std::string& names, std::string_view what,
                          std::function<void(unsigned)> take);

// The arguments that are not options, in order, with what they are
// ("FILE", or as for add_value).
CLI::Option* add_arguments(CLI::App& app, std::vector<std::string>& target, std::string_view value_name);

// "takes a, b or c".
std::string takes(const std::vector<std::string_view>& words);
// "a|b|c": the value name of an option that takes one of `words`.
std::string one_of(const std::vector<std::string_view>& words);

// An option taking one of a fixed set of words, each standing for a value.
template <class T>
CLI::Option* add_choice(CLI::App& app, const std::string& names, T& target,
                        std::vector<std::pair<std::string_view, T>> choices) {
  std::vector<std::string_view> words;
  for (const auto& choice : choices) words.push_back(choice.first);
  return add_value(app, names, one_of(words),
                   [&target, choices, words](const std::string& v) -> std::optional<std::string> {
                     for (const auto& [word, value] : choices)
                       if (word == v) {
                         target = value;
                         return std::nullopt;
                       }
                     return takes(words);
                   });
}

std::optional<unsigned> parse_unsigned(const std::string& s);

}  // namespace arbiter
