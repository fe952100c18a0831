#include "cli/kind_levels.h"

#include <algorithm>

namespace arbiter {

std::optional<KindLevel> parse_kind_level(std::string_view name) {
  if (name == "off") return KindLevel::off;
  if (name == "info") return KindLevel::info;
  if (name == "warning") return KindLevel::warning;
  if (name == "error") return KindLevel::error;
  return std::nullopt;
}

void apply_kind_levels(const KindLevels& levels, GameRecord& game) {
  std::erase_if(game.findings, [&](const Finding& f) { return levels[size_t(f.kind)] == KindLevel::off; });
  for (Finding& f : game.findings) {
    switch (levels[size_t(f.kind)]) {
      case KindLevel::info: f.severity = Severity::info; break;
      case KindLevel::warning: f.severity = Severity::warning; break;
      case KindLevel::error: f.severity = Severity::error; break;
      case KindLevel::as_found:
      case KindLevel::off: break;
    }
  }
}

}  // namespace arbiter
