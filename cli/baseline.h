// Baselines: the findings of an earlier run, known by the fingerprint SARIF
// gives them (the game's tags, the finding's kind, ply and token; no line), so
// that a check reports and fails only on new ones, wherever their games moved.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>

#include "validate/game_record.h"

namespace arbiter {

using Baseline = std::unordered_set<std::string>;  // fingerprints

// Reads the fingerprints of an earlier run's findings: from a check report
// (--format jsonl), a file --write-baseline wrote, or a SARIF log. nullopt
// with `error` set ("FILE:LINE: ...") when it cannot be read or is none of
// them.
std::optional<Baseline> read_baseline(const std::string& path, std::string& error);

// Appends a baseline record (JSONL: kind, file, line, fingerprint) for each
// of the game's findings.
void append_baseline(const GameRecord& game, std::string_view file, std::string& out);

// Drops the game's findings the baseline has; returns how many.
uint64_t hide_baselined(const Baseline& baseline, GameRecord& game);

}  // namespace arbiter
