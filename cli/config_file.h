// arbiter.toml: where it is, what it says, and the settings it gives an input
// path once its [[overrides]] and the command line are laid over it.
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter {

// A setting's value as text ("fide-1966", "30") and where it came from:
// "FILE:LINE" or "command line".
struct SettingValue {
  std::string value;
  std::string origin;
};
// By the names of check_settings.h: "rules", "kinds.illegal_move".
using Settings = std::map<std::string, SettingValue, std::less<>>;

struct ConfigOverride {
  std::vector<std::string> paths;  // glob patterns (path_glob.h) against an input path as given
  Settings settings;
};

// Whether one of the override's patterns matches `path`.
bool override_matches(const ConfigOverride& o, std::string_view path);

struct Config {
  std::string file;  // "" when there is none
  Settings settings;
  std::vector<ConfigOverride> overrides;
};

// A file that is not the arbiter.toml check reads: what() is
// "FILE:LINE: what is wrong, naming the key".
struct ConfigError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// arbiter.toml in `dir` or its nearest parent that has one.
std::optional<std::filesystem::path> find_config(const std::filesystem::path& dir);

// Reads `file`. Throws ConfigError for a file that cannot be read, is no
// TOML, or has a key, kind or value check does not take.
Config read_config(const std::string& file);

// The settings for input `path`: the file's, then those of each override
// whose paths match it, in the file's order, then the command line's; a
// later one replaces an earlier one's value. No path: those of the whole run.
Settings settings_for(const Config& config, std::optional<std::string_view> path, const Settings& command_line);

}  // namespace arbiter
