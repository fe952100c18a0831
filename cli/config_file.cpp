#include "cli/config_file.h"

#include <fmt/format.h>

#include <toml++/toml.h>

#include "cli/check_settings.h"
#include "cli/path_glob.h"

namespace arbiter {

namespace {

std::string where(const std::string& file, const toml::source_region& at) {
  return fmt::format("{}:{}", file, at.begin.line);
}

// A setting's value as text: TOML strings as written, integers in decimal.
std::optional<std::string> value_text(const toml::node& node) {
  if (const auto s = node.value_exact<std::string>()) return *s;
  if (const auto n = node.value_exact<int64_t>()) return std::to_string(*n);
  return std::nullopt;
}

// Reads one setting into `settings`, refusing what check would not take.
void read_setting(const std::string& file, std::string_view name, const toml::node& node, Settings& settings) {
  const std::string at = where(file, node.source());
  const auto text = value_text(node);
  if (!text) throw ConfigError(fmt::format("{}: {} takes a string or a number", at, name));
  CheckOptions scratch;
  if (const auto why = apply_setting(name, *text, scratch))
    throw ConfigError(fmt::format("{}: {} = {}: {}", at, name, node.is_string() ? "\"" + *text + "\"" : *text, *why));
  settings[std::string(name)] = {*text, at};
}

// Reads the settings of a table: the file's top level or an override.
// `extra` names the one further key the table has ("overrides" or "paths").
void read_settings(const std::string& file, const toml::table& table, bool per_path, std::string_view extra,
                   Settings& settings) {
  for (const auto& [key, node] : table) {
    const std::string_view name = key.str();
    if (name == extra) continue;
    if (name == "kinds") {
      const toml::table* kinds = node.as_table();
      if (!kinds) throw ConfigError(fmt::format("{}: kinds must be a table", where(file, key.source())));
      for (const auto& [kind, level] : *kinds) {
        const std::string full = std::string(KindsPrefix) + std::string(kind.str());
        if (!kind_from_name(kind.str()))
          throw ConfigError(fmt::format("{}: unknown finding kind '{}'", where(file, kind.source()), kind.str()));
        read_setting(file, full, level, settings);
      }
      continue;
    }
    const SettingKey* setting = find_setting(name);
    if (!setting) throw ConfigError(fmt::format("{}: unknown key '{}'", where(file, key.source()), name));
    if (!setting->per_path && per_path)
      throw ConfigError(fmt::format("{}: {} holds for the whole run, not in [[overrides]]", where(file, key.source()),
                                    name));
    read_setting(file, name, node, settings);
  }
}

ConfigOverride read_override(const std::string& file, const toml::node& node) {
  const toml::table* table = node.as_table();
  if (!table) throw ConfigError(fmt::format("{}: overrides must be tables", where(file, node.source())));
  ConfigOverride o;
  const toml::array* paths = (*table)["paths"].as_array();
  if (!paths || paths->empty())
    throw ConfigError(fmt::format("{}: an override needs paths = [\"glob\", ...]", where(file, node.source())));
  for (const toml::node& p : *paths) {
    const auto glob = p.value_exact<std::string>();
    if (!glob) throw ConfigError(fmt::format("{}: paths are strings", where(file, p.source())));
    o.paths.push_back(*glob);
  }
  read_settings(file, *table, true, "paths", o.settings);
  return o;
}

}  // namespace

bool override_matches(const ConfigOverride& o, std::string_view path) {
  for (const std::string& glob : o.paths)
    if (glob_match(glob, path)) return true;
  return false;
}

std::optional<std::filesystem::path> find_config(const std::filesystem::path& dir) {
  for (std::filesystem::path d = dir;; d = d.parent_path()) {
    std::error_code ignored;
    if (std::filesystem::is_regular_file(d / "arbiter.toml", ignored)) return d / "arbiter.toml";
    if (d == d.parent_path()) return std::nullopt;
  }
}

Config read_config(const std::string& file) {
  std::error_code ignored;
  if (!std::filesystem::is_regular_file(file, ignored)) throw ConfigError(file + ": no such file");
  toml::table top;
  try {
    top = toml::parse_file(file);
  } catch (const toml::parse_error& e) {
    throw ConfigError(fmt::format("{}:{}: {}", file, e.source().begin.line, e.description()));
  }
  Config config;
  config.file = file;
  read_settings(file, top, false, "overrides", config.settings);
  if (const toml::node* overrides = top.get("overrides")) {
    const toml::array* list = overrides->as_array();
    if (!list)
      throw ConfigError(fmt::format("{}: overrides is written [[overrides]]", where(file, overrides->source())));
    for (const toml::node& o : *list) config.overrides.push_back(read_override(file, o));
  }
  return config;
}

Settings settings_for(const Config& config, std::optional<std::string_view> path, const Settings& command_line) {
  Settings merged = config.settings;
  const auto lay = [&](const Settings& over) {
    for (const auto& [name, value] : over) merged[name] = value;
  };
  for (const ConfigOverride& o : config.overrides)
    if (path && override_matches(o, *path)) lay(o.settings);
  lay(command_line);
  return merged;
}

}  // namespace arbiter
