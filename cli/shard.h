// `arbiter check --shard I/N`: which part of the input one of N runs checks,
// and the extra JSONL that lets `arbiter merge` rebuild the single run's
// report.
//
// Shard I reads bytes [(I-1)·S/N, I·S/N) of the input (S: the files' sizes
// summed, in input order; a zstd file of several frames counts its
// decompressed bytes, which is what a shard reads of it), from the first
// resync point (see parser/game_resync.h) at or after its first byte up to
// the first one at or after the next shard's: the shards cut every game as a
// single run does, each game in exactly one shard. A file that cannot be
// entered in the middle (a single zstd frame, gzip, standard input, a pipe)
// goes whole to the shard whose range holds its first byte (standard input
// and pipes count 0 bytes). A shard
// knows its files' offsets; its games' numbers and lines count from its
// start in each file, and merge adds the counts of the shards before.
#pragma once

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter {

struct Shard {
  unsigned index = 1;  // 1..count
  unsigned count = 1;
};

// "I/N" with 1 <= I <= N.
std::optional<Shard> parse_shard(std::string_view text);

// A byte of the input: `offset` in file `file` (0-based, in input order);
// {files, 0} is the input's end.
struct InputPosition {
  size_t file = 0;
  uint64_t offset = 0;
  auto operator<=>(const InputPosition&) const = default;
};

// Appends JSONL records, each with "input_file" as its first field: the
// index of the file the record belongs to (0 for an error before any file),
// which merge renumbers the record's game and line by before removing it.
void append_keyed(std::string_view records, size_t input_file, std::string& out);

// A keyed record's input_file and the record as the shard printed it, or
// nullopt when `line` carries no key.
struct KeyedRecord {
  size_t input_file = 0;
  std::string record;
};
std::optional<KeyedRecord> split_keyed(std::string_view line);

// What a shard read of one file: its games and line ends, from the shard's
// first byte of the file to its last.
struct ShardFileCount {
  size_t file = 0;
  uint64_t games = 0, lines = 0;
};

// What a shard knows of the run; written as the {"kind":"shard",...} record
// just before the summary (which counts only the shard's own games and bytes).
struct ShardTrailer {
  Shard shard;
  std::string options;  // the check options that shape the records, in canonical form
  std::string fail_on;  // error, warning or info
  std::string inputs;   // digest of the input paths and sizes, in order
  InputPosition begin, end;           // the bytes it read
  std::vector<ShardFileCount> files;  // the files it read, in order
  uint64_t input_errors = 0;          // the input errors it reported
};

void report_shard(const ShardTrailer& trailer, std::string& out);

}  // namespace arbiter
