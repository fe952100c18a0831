// The subcommands of the `arbiter` program. Each takes the arguments after
// its name and returns the process exit code; each lives in its own file.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace arbiter {

struct Command {
  std::string_view name;
  std::string_view summary;  // one line for `arbiter --help`
  int (*run)(const std::vector<std::string>& args);
};

int check_command(const std::vector<std::string>& args);
int event_command(const std::vector<std::string>& args);
int convert_command(const std::vector<std::string>& args);
int extract_command(const std::vector<std::string>& args);
int merge_command(const std::vector<std::string>& args);
int perft_command(const std::vector<std::string>& args);
int reconcile_command(const std::vector<std::string>& args);
int sealed_command(const std::vector<std::string>& args);
int winnable_command(const std::vector<std::string>& args);

}  // namespace arbiter
