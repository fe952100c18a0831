// The frames of a zstd file, so that a share of a big .zst can be read
// without decompressing what comes before it: a frame starts a new
// decompression, so reading may start at any frame boundary.
//
// What makes several frames: zstd's seekable format (contrib/seekable_format,
// t2sz), pzstd, `cat a.zst b.zst`, and arbiter split. `zstd -T0 --block-size`
// does not: its jobs are blocks of one frame (zstd 1.5.4 writes one frame).
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "cli/byte_source.h"

namespace arbiter {

struct ZstdFrame {
  uint64_t offset = 0;             // of its first byte in the file
  uint64_t compressed_size = 0;    // its bytes in the file
  uint64_t decompressed_size = 0;  // the bytes it decompresses to
  // Whether the frame's header (or a seek table) gave the decompressed size;
  // if not, the frame was decompressed to count them.
  bool size_given = false;
};

// The data frames of the zstd file at `path`, in file order; skippable
// frames (pzstd's, a seek table) are left out. When the file ends with a
// seekable-format seek table, its sizes are taken (each frame's magic number
// checked); otherwise the frames are walked from the start. Throws
// std::runtime_error naming the file when it cannot be read or is not zstd
// frames end to end.
std::vector<ZstdFrame> zstd_frames(const std::string& path);

// The decompressed bytes of `frames` (consecutive ones of zstd_frames(path)),
// as one stream read from the first one's offset to the last one's end.
std::unique_ptr<ByteSource> read_zstd_frames(const std::string& path, std::span<const ZstdFrame> frames);

}  // namespace arbiter
