#include "cli/shard_plan.h"

#include <algorithm>

#include "parser/game_resync.h"

namespace arbiter {

namespace {

// How far before a share's first byte the line before a resync point may
// begin, and the first look past it; more is read while no point is decided.
constexpr uint64_t LookBack = 64 << 10;
constexpr size_t FirstLook = 64 << 10;

// The first resync point of `file`'s text at or after `offset`, if any.
std::optional<uint64_t> resync_in(const InputFile& file, const InputExtent& extent, uint64_t offset) {
  const uint64_t from = offset > LookBack ? offset - LookBack : 0;
  for (size_t look = size_t(offset - from) + FirstLook;; look *= 2) {
    const std::string window = read_text(file, extent, from, look);
    const bool at_end = window.size() < look;
    if (const std::optional<size_t> point = find_resync_point(window, size_t(offset - from), at_end))
      return from + *point;
    if (at_end) return std::nullopt;
  }
}

// Where the shard that owns input byte `byte` on starts: the first resync
// point at or after it, or the next file's start when its file has none.
InputPosition start_at(const std::vector<InputFile>& files, const std::vector<InputExtent>& extents, uint64_t byte) {
  uint64_t file_start = 0;
  for (size_t f = 0; f < files.size(); file_start += extents[f].size, ++f) {
    if (byte >= file_start + extents[f].size) continue;
    if (byte == file_start) return {f, 0};
    if (!extents[f].splittable) return {f + 1, 0};
    try {
      if (const std::optional<uint64_t> point = resync_in(files[f], extents[f], byte - file_start)) return {f, *point};
    } catch (const std::runtime_error&) {
      // Unreadable now: the shard that reads it from its start reports why.
    }
    return {f + 1, 0};
  }
  return {files.size(), 0};
}

}  // namespace

ShardRange plan_shard(const std::vector<InputFile>& files, const std::vector<InputExtent>& extents, Shard shard) {
  uint64_t total = 0;
  for (const InputExtent& e : extents) total += e.size;
  const auto boundary = [&](unsigned i) -> InputPosition {  // where shard i + 1 starts
    if (i == 0) return {0, 0};
    if (i == shard.count) return {files.size(), 0};
    const unsigned __int128 byte = static_cast<unsigned __int128>(total) * i / shard.count;
    return start_at(files, extents, uint64_t(byte));
  };
  return {boundary(shard.index - 1), boundary(shard.index)};
}

std::vector<InputPiece> input_pieces(size_t files, const std::optional<ShardRange>& range) {
  std::vector<InputPiece> pieces;
  if (!range) {
    for (size_t f = 0; f < files; ++f) pieces.push_back({f, 0, std::nullopt});
    return pieces;
  }
  for (size_t f = range->begin.file; f < files && InputPosition{f, 0} < range->end; ++f) {
    InputPiece piece{f, f == range->begin.file ? range->begin.offset : 0, std::nullopt};
    if (f == range->end.file) piece.end = range->end.offset;
    if (!piece.end || *piece.end > piece.begin) pieces.push_back(piece);
  }
  return pieces;
}

}  // namespace arbiter
