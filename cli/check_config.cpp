#include "cli/check_config.h"

#include <fmt/format.h>

#include <algorithm>

#include "cli/check_settings.h"
#include "cli/input.h"
#include "validate/encoding.h"

namespace arbiter {

namespace {

CheckOptions with_settings(CheckOptions options, const Settings& settings) {
  for (const auto& [name, value] : settings) apply_setting(name, value.value, options);  // checked when read
  return options;
}

bool overridden(const Config& config, std::string_view path) {
  return std::ranges::any_of(config.overrides, [&](const ConfigOverride& o) { return override_matches(o, path); });
}

// The lines of the settings `per_path` selects (all of them when false).
void show_settings(const Settings& settings, bool per_path_only, std::string& out) {
  for (const SettingKey& key : setting_keys()) {
    if (per_path_only && !key.per_path) continue;
    const auto set = settings.find(key.name);
    if (set == settings.end()) out += fmt::format("  {} = {}  (default)\n", key.name, key.default_text);
    else out += fmt::format("  {} = {}  ({})\n", key.name, set->second.value, set->second.origin);
  }
  bool any_kind = false;
  for (const auto& [name, value] : settings)
    if (name.starts_with(KindsPrefix)) {
      out += fmt::format("  {} = {}  ({})\n", name, value.value, value.origin);
      any_kind = true;
    }
  out += any_kind ? "  other kinds: their own level  (default)\n" : "  kinds: their own level  (default)\n";
}

}  // namespace

std::optional<Config> load_config(const ConfigChoice& choice) {
  if (choice.isolated) return Config{};
  std::optional<std::filesystem::path> file = choice.file;
  if (!file) {
    std::error_code error;
    const std::filesystem::path here = std::filesystem::current_path(error);
    if (!error) file = find_config(here);
  }
  if (!file) return Config{};
  try {
    return read_config(file->string());
  } catch (const ConfigError& e) {
    fmt::print(stderr, "arbiter: {}\n", to_utf8(e.what()));
    return std::nullopt;
  }
}

CheckOptions configured(const CheckOptions& options, const Config& config, const Settings& command_line) {
  CheckOptions run = with_settings(options, settings_for(config, std::nullopt, command_line));
  if (!config.overrides.empty())
    run.for_file = [run, config, command_line](const std::string& path) {
      CheckOptions file = with_settings(run, settings_for(config, path, command_line));
      file.for_file = nullptr;
      return file;
    };
  return run;
}

std::string show_config(const Config& config, const Settings& command_line, const std::vector<std::string>& paths) {
  std::string out = fmt::format("config: {}\n", config.file.empty() ? "none" : config.file);
  show_settings(settings_for(config, std::nullopt, command_line), false, out);
  for (const InputFile& f : expand_inputs(paths).files)
    if (overridden(config, f.path)) {
      out += fmt::format("{}:\n", f.path);
      show_settings(settings_for(config, f.path, command_line), true, out);
    }
  return out;
}

}  // namespace arbiter
