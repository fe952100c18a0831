// The settings of `arbiter check` that a command line and arbiter.toml both
// give, by name ("rules", "min-draw-moves", "kinds.illegal_move"), so that the
// two are read by the same code and layered in one order: defaults, the file,
// its matching [[overrides]], the command line.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "cli/batch.h"

namespace arbiter {

struct SettingKey {
  std::string_view name;          // as in arbiter.toml; the flag is "--" + name
  bool per_path;                  // may an [[overrides]] entry set it
  std::string_view default_text;  // what --show-config prints when nothing sets it
};

// Every setting but the kinds, in the order --show-config prints them.
std::span<const SettingKey> setting_keys();
const SettingKey* find_setting(std::string_view name);

// What the setting's value is, for the shell completions (as add_value in
// cli/command_line.h takes it): its words ("error|warning|info") when it
// takes a fixed set.
std::string setting_value_name(std::string_view name);

// The prefix of a kind's setting: "kinds." + its name.
inline constexpr std::string_view KindsPrefix = "kinds.";

// Sets `name` (a setting key or "kinds." + a kind) to `value` in `options`:
// nullopt, or why the value is not one it takes ("takes error, warning or
// info"). An unknown name is the caller's to refuse.
std::optional<std::string> apply_setting(std::string_view name, std::string_view value, CheckOptions& options);

}  // namespace arbiter
