// `arbiter completions bash|zsh|fish`: the shell's completion script,
// written from the commands' own CLI11 definitions (their options, which
// take a file, which one of a fixed set of words), so that it cannot fall
// behind the command line it completes.
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <algorithm>
#include <memory>

#include "cli/command_line.h"
#include "cli/commands.h"

namespace arbiter {

namespace {

constexpr std::string_view Help = R"(Usage: arbiter completions bash|zsh|fish

Writes the shell's completion script for arbiter to standard output: the
commands, their options, the words an option takes (--format's formats,
--rules' editions, ...) and where a file name goes. The package installs
them; by hand, for example:

  arbiter completions bash > ~/.local/share/bash-completion/completions/arbiter
  arbiter completions zsh > ~/.zfunc/_arbiter     (a directory in $fpath)
  arbiter completions fish > ~/.config/fish/completions/arbiter.fish

Exit codes: 0 written, 2 usage error.
)";

// What goes after an option, or in an argument's place.
struct Value {
  enum Kind { none, free, file, words } kind = none;
  std::vector<std::string> choices;  // kind == words
};

struct OptionSpec {
  std::vector<std::string> names;  // "-j", "--jobs"
  Value value;
};

struct CommandSpec {
  std::string name, summary;
  std::vector<OptionSpec> options;
  Value arguments;
};

// The meaning add_value gives a value's name (cli/command_line.h).
Value value_of(const std::string& value_name) {
  if (value_name == "FILE") return {Value::file, {}};
  if (std::none_of(value_name.begin(), value_name.end(), [](char c) { return c >= 'a' && c <= 'z'; }))
    return {Value::free, {}};
  Value v{Value::words, {}};
  for (size_t start = 0;;) {
    const size_t bar = value_name.find('|', start);
    v.choices.push_back(value_name.substr(start, bar - start));
    if (bar == std::string::npos) return v;
    start = bar + 1;
  }
}

std::vector<CommandSpec> specs() {
  std::vector<CommandSpec> out;
  for (const Command& c : commands()) {
    CLI::App app;
    configure_command_line(app);
    c.define(app);  // what it would run is not needed
    CommandSpec spec{std::string(c.name), std::string(c.summary), {}, {}};
    for (const CLI::Option* o : app.get_options()) {
      const Value value = o->get_expected_max() == 0 ? Value{} : value_of(o->get_type_name());
      if (!o->nonpositional()) {
        spec.arguments = value;
        continue;
      }
      OptionSpec option{{}, value};
      for (const std::string& s : o->get_snames()) option.names.push_back("-" + s);
      for (const std::string& l : o->get_lnames()) option.names.push_back("--" + l);
      spec.options.push_back(option);
    }
    out.push_back(spec);
  }
  return out;
}

std::string joined(const std::vector<std::string>& words, std::string_view separator = " ") {
  std::string out;
  for (const std::string& w : words) out += (out.empty() ? "" : std::string(separator)) + w;
  return out;
}

// Text in single quotes for sh and zsh.
std::string quoted(const std::string& text) {
  std::string out = "'";
  for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

std::string bash_value(const Value& v) {
  switch (v.kind) {
    case Value::file: return "compopt -o filenames; COMPREPLY=($(compgen -f -- \"$cur\"))";
    case Value::words: return "COMPREPLY=($(compgen -W " + quoted(joined(v.choices)) + " -- \"$cur\"))";
    default: return "COMPREPLY=()";
  }
}

std::string bash(const std::vector<CommandSpec>& commands) {
  std::vector<std::string> names;
  for (const CommandSpec& c : commands) names.push_back(c.name);
  std::string cases;
  for (const CommandSpec& c : commands) {
    std::vector<std::string> all;
    std::string values;
    for (const OptionSpec& o : c.options) {
      all.insert(all.end(), o.names.begin(), o.names.end());
      if (o.value.kind != Value::none)
        values += fmt::format("        {}) {}; return ;;\n", joined(o.names, "|"), bash_value(o.value));
    }
    cases += fmt::format(
        "    {})\n      case $prev in\n{}      esac\n      options={}\n      _arbiter_arguments() {{ {}; }} ;;\n",
        c.name, values, quoted(joined(all)), bash_value(c.arguments));
  }
  return fmt::format(R"(# bash completion for arbiter, written by `arbiter completions bash`.
_arbiter() {{
  local cur=${{COMP_WORDS[COMP_CWORD]}} prev=${{COMP_WORDS[COMP_CWORD-1]}} options i
  if [[ $prev == = ]]; then prev=${{COMP_WORDS[COMP_CWORD-2]}}; fi   # --format=<TAB>
  if [[ $cur == = ]]; then cur=; fi
  if ((COMP_CWORD == 1)); then
    COMPREPLY=($(compgen -W {} -- "$cur"))
    return
  fi
  case ${{COMP_WORDS[1]}} in
{}    *) return ;;
  esac
  for ((i = 2; i < COMP_CWORD; i++)); do
    if [[ ${{COMP_WORDS[i]}} == -- ]]; then _arbiter_arguments; return; fi   # after "--", arguments only
  done
  if [[ $cur == -* ]]; then
    COMPREPLY=($(compgen -W "$options" -- "$cur"))
  else
    _arbiter_arguments
  fi
}}
complete -F _arbiter arbiter
)",
                     quoted(joined(names) + " --help --version"), cases);
}

std::string zsh_value(const Value& v, const std::string& name) {
  switch (v.kind) {
    case Value::file: return ":" + name + ":_files";
    case Value::words: return ":" + name + ":(" + joined(v.choices) + ")";
    case Value::free: return ":" + name + ": ";
    default: return "";
  }
}

std::string zsh(const std::vector<CommandSpec>& commands) {
  std::string described, cases;
  for (const CommandSpec& c : commands) {
    described += "    " + quoted(c.name + ":" + c.summary) + "\n";
    std::string specs;
    for (const OptionSpec& o : c.options) {
      const std::string exclusive = o.names.size() > 1 ? "(" + joined(o.names) + ")" : "";
      for (const std::string& n : o.names) {
        // -j2 and -j 2; --jobs=2 and --jobs 2.
        const std::string form = o.value.kind == Value::none ? "" : n.starts_with("--") ? "=" : "+";
        specs += " \\\n        " + quoted(exclusive + n + form + zsh_value(o.value, "value"));
      }
    }
    if (c.arguments.kind != Value::none) specs += " \\\n        " + quoted("*" + zsh_value(c.arguments, "argument"));
    cases += fmt::format("    {}) _arguments -s -S{} ;;\n", c.name, specs);
  }
  return fmt::format(R"(#compdef arbiter
# zsh completion for arbiter, written by `arbiter completions zsh`.
_arbiter() {{
  local -a commands
  commands=(
{}  )
  if ((CURRENT == 2)); then
    _describe command commands
    return
  fi
  local command=$words[2]
  shift words
  ((CURRENT--))
  case $command in
{}  esac
}}
_arbiter "$@"
)",
                     described, cases);
}

std::string fish(const std::vector<CommandSpec>& commands) {
  std::string out = "# fish completion for arbiter, written by `arbiter completions fish`.\ncomplete -c arbiter -f\n";
  std::vector<std::string> names;
  for (const CommandSpec& c : commands) names.push_back(c.name);
  for (const CommandSpec& c : commands)
    out += fmt::format("complete -c arbiter -n {} -a {} -d {}\n",
                       quoted("not __fish_seen_subcommand_from " + joined(names)), c.name, quoted(c.summary));
  for (const CommandSpec& c : commands) {
    const std::string when = "-n " + quoted("__fish_seen_subcommand_from " + c.name);
    for (const OptionSpec& o : c.options) {
      std::string line = "complete -c arbiter " + when;
      for (const std::string& n : o.names) line += n.starts_with("--") ? " -l " + n.substr(2) : " -s " + n.substr(1);
      if (o.value.kind == Value::file) line += " -r -F";
      if (o.value.kind == Value::free) line += " -x";
      if (o.value.kind == Value::words) line += " -x -a " + quoted(joined(o.value.choices));
      out += line + "\n";
    }
    if (c.arguments.kind == Value::file) out += "complete -c arbiter " + when + " -F\n";
    if (c.arguments.kind == Value::words)
      out += "complete -c arbiter " + when + " -a " + quoted(joined(c.arguments.choices)) + "\n";
  }
  return out;
}

}  // namespace

std::string completions_help() { return std::string(Help); }

CommandRun completions_command(CLI::App& app) {
  const auto shell = std::make_shared<std::string>();
  add_choice<std::string>(app, "SHELL", *shell, {{"bash", "bash"}, {"zsh", "zsh"}, {"fish", "fish"}});
  return [shell] {
    if (shell->empty()) throw UsageError("needs the shell: bash, zsh or fish");
    const std::vector<CommandSpec> all = specs();
    fmt::print("{}", *shell == "bash" ? bash(all) : *shell == "zsh" ? zsh(all) : fish(all));
    return 0;
  };
}

}  // namespace arbiter
