// [kinds] in arbiter.toml: a level for any finding kind, or off. Applied to
// each game's findings before they are reported and counted, so the exit
// code, the summary and every format agree.
#pragma once

#include <array>
#include <optional>
#include <string_view>

#include "validate/game_record.h"

namespace arbiter {

enum class KindLevel : uint8_t { as_found, off, info, warning, error };
using KindLevels = std::array<KindLevel, KindCount>;  // indexed by Kind; all as_found by default

// "off", "info", "warning" or "error"; nullopt for anything else.
std::optional<KindLevel> parse_kind_level(std::string_view name);

// Drops the findings of kinds set off and sets the severity of the others set.
void apply_kind_levels(const KindLevels& levels, GameRecord& game);

}  // namespace arbiter
