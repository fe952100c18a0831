#include "cli/rules_option.h"

#include "cli/command_line.h"

namespace arbiter {

std::string edition_ids() {
  std::vector<std::string_view> ids;
  for (const Edition& e : editions()) ids.push_back(e.id);
  return one_of(ids);
}

std::string rules_takes() {
  std::string known;
  for (const Edition& e : editions()) known += (known.empty() ? "" : ", ") + std::string(e.id);
  return "takes one of: " + known;
}

void add_rules_option(CLI::App& app, const Edition*& edition) {
  add_value(app, "--rules", edition_ids(), [&edition](const std::string& v) -> std::optional<std::string> {
    const Edition* named = find_edition(v);
    if (!named) return rules_takes();
    edition = named;
    return std::nullopt;
  });
}

}  // namespace arbiter
