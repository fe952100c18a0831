// `arbiter check --shard I/N`: which games one of N runs checks, and the
// extra JSONL that lets `arbiter merge` rebuild the single run's report.
//
// Game k of the input (counted from 1 across all files, in input order) goes
// to shard ((k - 1) mod N) + 1: dealt one by one, so long and short games
// spread evenly. Every shard still reads and cuts the whole input (cutting is
// cheap), so files, lines, offsets and game numbers are those a single run
// prints; it parses, replays and judges only its own games.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "cli/digest.h"

namespace arbiter {

struct Shard {
  unsigned index = 1;  // 1..count
  unsigned count = 1;

  // Whether this shard checks game `input_game` (1-based, across all files).
  bool owns(uint64_t input_game) const { return (input_game - 1) % count == index - 1; }
};

// "I/N" with 1 <= I <= N.
std::optional<Shard> parse_shard(std::string_view text);

// Appends JSONL records, each with "input_game" as its first field: the game
// of the input the record belongs to (for an input error, the game after it),
// which is what merge orders by before removing it again.
void append_keyed(std::string_view records, uint64_t input_game, std::string& out);

// A keyed record's input_game and the record as a single run prints it, or
// nullopt when `line` carries no key.
struct KeyedRecord {
  uint64_t input_game = 0;
  std::string record;
};
std::optional<KeyedRecord> split_keyed(std::string_view line);

// What a shard knows of the whole run; written as the {"kind":"shard",...}
// record just before the summary (which counts only the shard's own games).
struct ShardTrailer {
  Shard shard;
  std::string options;  // the check options that shape the records, in canonical form
  std::string fail_on;  // error, warning or info
  std::string inputs;   // digest of the input paths, in order
  uint64_t input_games = 0;   // games cut in the whole input
  uint64_t input_errors = 0;  // inputs that could not be read
};

void report_shard(const ShardTrailer& trailer, std::string& out);

}  // namespace arbiter
