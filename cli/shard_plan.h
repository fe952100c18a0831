// Which bytes of the input `arbiter check --shard I/N` reads (the rule is
// cli/shard.h's): the plan needs only the files' sizes and a look around the
// two places where the shard's share begins and ends.
#pragma once

#include <vector>

#include "cli/input.h"
#include "cli/shard.h"

namespace arbiter {

// A shard reads from `begin` up to `end`.
struct ShardRange {
  InputPosition begin, end;
};

ShardRange plan_shard(const std::vector<InputFile>& files, const std::vector<InputExtent>& extents, Shard shard);

// One file's part of a range: bytes [begin, end) of it (to its end without `end`).
struct InputPiece {
  size_t file = 0;
  uint64_t begin = 0;
  std::optional<uint64_t> end;
};

// The pieces of `range`, in order; all of every file without a range.
std::vector<InputPiece> input_pieces(size_t files, const std::optional<ShardRange>& range);

}  // namespace arbiter
