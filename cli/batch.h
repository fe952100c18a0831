// `arbiter check`: the batch pipeline. Input is read and cut into games in
// order, games are parsed and replayed in parallel, and the report is written
// in input order, so the output is the same for any number of threads.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "adjudicate/adjudicator.h"
#include "cli/baseline.h"
#include "cli/kind_levels.h"
#include "cli/report.h"
#include "cli/shard.h"

namespace arbiter {

struct CheckOptions {
  std::vector<std::string> paths;
  unsigned jobs = 0;  // 0: all cores
  ReportOptions report;
  AdjudicationOptions adjudication;
  bool adjudicate = true;
  ReadOptions read;  // --notation, --lang
  std::string fix_path;  // --fix: where to write the corrected games ("" for none)
  bool progress = false;
  std::optional<Shard> shard;  // --shard: check only this share (JSONL only)
  KindLevels kinds{};  // arbiter.toml's [kinds]
  std::shared_ptr<const Baseline> baseline;  // --baseline: findings not to report
  std::string write_baseline_path;  // --write-baseline: where to write this run's findings ("" for nowhere)
  // The options for one input file, when arbiter.toml's [[overrides]] give
  // some files settings of their own; unset, every file is checked with these.
  std::function<CheckOptions(const std::string& path)> for_file;
};

// Returns the exit code: 0 nothing at or above the fail level, 1 findings,
// 2 an input could not be read.
int run_check(const CheckOptions& options);

}  // namespace arbiter
