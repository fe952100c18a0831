#include "cli/command_line.h"

#include <CLI/CLI.hpp>

#include <charconv>

namespace arbiter {

namespace {

// "--emit-games=no": CLI11 would read the word as the switch's value, on or
// off as it understands it; a switch takes none.
void refuse_switch_values(const CLI::App& app, const std::vector<std::string>& args) {
  for (const std::string& arg : args) {
    if (arg == "--") return;
    const size_t eq = arg.find('=');
    if (!arg.starts_with("--") || eq == std::string::npos) continue;
    const std::string name = arg.substr(0, eq);
    const CLI::Option* option = app.get_option_no_throw(name);
    if (option && option->get_expected_max() == 0)
      throw UsageError(name + " is a switch: it takes no value ('" + arg + "')");
  }
}

}  // namespace

void configure_command_line(CLI::App& app) {
  app.option_defaults()->disable_flag_override()->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
  app.set_help_flag("-h,--help");
  app.set_version_flag("--version", std::string("arbiter ") + ARBITER_VERSION);
}

void parse_command_line(CLI::App& app, const std::vector<std::string>& args) {
  refuse_switch_values(app, args);
  std::vector<std::string> reversed(args.rbegin(), args.rend());  // CLI11 takes them last first
  try {
    app.parse(reversed);
  } catch (const CLI::Success&) {  // -h, --help or --version: the caller's to answer
    throw;
  } catch (const CLI::ExtrasError&) {
    const std::string first = app.remaining().front();
    throw UsageError((first.starts_with("-") ? "unknown option " : "unexpected argument ") + first);
  } catch (const CLI::ArgumentMismatch& e) {
    // "--jobs: 1 required UINT missing": the option's name comes first.
    const std::string what = e.what();
    if (what.find("missing") == std::string::npos) throw UsageError(what);
    throw UsageError(what.substr(0, what.find(':')) + " needs a value");
  } catch (const CLI::ParseError& e) {
    throw UsageError(e.what());
  }
}

CLI::Option* add_value(CLI::App& app, const std::string& names, std::string_view value_name, ValueReader read) {
  CLI::Option* option = app.add_option(names)->type_name(std::string(value_name));
  option->each([name = option->get_name(), read = std::move(read)](const std::string& value) {
    if (const auto why = read(value)) throw UsageError(name + " " + *why);
  });
  return option;
}

CLI::Option* add_file(CLI::App& app, const std::string& names, std::string& target, std::string_view what) {
  return add_value(app, names, "FILE", [&target, what = std::string(what)](const std::string& v) {
    if (v.empty()) return std::optional<std::string>("needs " + what);
    target = v;
    return std::optional<std::string>();
  });
}

CLI::Option* add_positive(CLI::App& app, const std::string& names, std::string_view what,
                          std::function<void(unsigned)> take) {
  return add_value(app, names, "N", [take = std::move(take), what = std::string(what)](const std::string& v) {
    const auto n = parse_unsigned(v);
    if (!n || *n == 0) return std::optional<std::string>("needs " + what);
    take(*n);
    return std::optional<std::string>();
  });
}

CLI::Option* add_arguments(CLI::App& app, std::vector<std::string>& target, std::string_view value_name) {
  return app.add_option("ARGUMENTS", target)->type_name(std::string(value_name));
}

std::string takes(const std::vector<std::string_view>& words) {
  std::string out = "takes ";
  for (size_t i = 0; i < words.size(); ++i)
    out += std::string(i == 0 ? "" : i + 1 == words.size() ? " or " : ", ") + std::string(words[i]);
  return out;
}

std::string one_of(const std::vector<std::string_view>& words) {
  std::string out;
  for (std::string_view w : words) out += (out.empty() ? "" : "|") + std::string(w);
  return out;
}

std::optional<unsigned> parse_unsigned(const std::string& s) {
  unsigned v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
  return v;
}

}  // namespace arbiter
