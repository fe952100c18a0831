// How `arbiter check` comes to its settings: arbiter.toml (found, named with
// --config, or ignored with --isolated), its [[overrides]] for the inputs
// they match, and the command line over both; and --show-config's account.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cli/batch.h"
#include "cli/config_file.h"

namespace arbiter {

struct ConfigChoice {
  std::optional<std::string> file;  // --config FILE
  bool isolated = false;            // --isolated: no file at all
};

// The file `choice` names, or arbiter.toml in the working directory or its
// nearest parent, read; an empty Config when there is none. nullopt after
// printing why the file cannot be used (exit code 2).
std::optional<Config> load_config(const ConfigChoice& choice);

// `options` (the command line's other flags) with the settings laid over it:
// the run's, and for_file when the file has overrides.
CheckOptions configured(const CheckOptions& options, const Config& config, const Settings& command_line);

// --show-config: each setting in force, its value and where it came from;
// then, for each input file an override matches, the settings it has there.
std::string show_config(const Config& config, const Settings& command_line, const std::vector<std::string>& paths);

}  // namespace arbiter
