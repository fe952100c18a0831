// Where games come from: files, directories (recursively), standard input;
// plain or compressed.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cli/byte_source.h"
#include "cli/zstd_frames.h"

namespace arbiter {

struct InputFile {
  std::string path;  // as shown in reports; "-" is standard input
};

struct Inputs {
  std::vector<InputFile> files;
  std::vector<std::string> errors;  // arguments that name nothing readable
};

// Expands the command line's paths: directories become the PGN files below
// them (*.pgn, *.pgn.zst, *.pgn.gz), sorted by path so that every run reads
// them in the same order.
Inputs expand_inputs(const std::vector<std::string>& args);

// Opens a file (or standard input for "-") and decompresses it when its first
// bytes are those of a zstd or gzip stream, whatever its name; throws
// std::runtime_error with a message naming the file when it cannot be opened.
std::unique_ptr<ByteSource> open_source(const InputFile& file);

// How far a reader is through the file itself, compressed or not: the bytes
// taken from it so far, each read of it kept to `step` bytes at most, so
// that what a decompressor has read ahead stays that small.
struct RawProgress {
  size_t step = 0;
  uint64_t bytes_read = 0;
};
// The same, counting into `progress`, which must outlive the source.
std::unique_ptr<ByteSource> open_source(const InputFile& file, RawProgress& progress);

// PDN's own file name (.pdn, .pdn.gz, .pdn.zst): its games are draughts, and
// the chess replay is not tried on them.
bool is_pdn_path(std::string_view path);

// What a shard plan needs of a file: its size, and whether a reader may enter
// it in the middle: a regular file of plain text (not UTF-16, not standard
// input or a pipe), or a zstd file of several frames, whose size is then the
// bytes its frames decompress to. Other compressed files (a single zstd
// frame, gzip) count their size on disk and are not entered. A file that
// cannot be opened counts 0 bytes, not splittable: the shard that takes it
// reports why.
struct InputExtent {
  uint64_t size = 0;
  bool splittable = false;
  std::vector<ZstdFrame> frames;  // of a zstd file of several frames; empty for plain text
};
InputExtent input_extent(const InputFile& file);

// Bytes [begin, end) of a file's text (to its end without `end`); from 0 to
// the end, open_source's. Only a splittable file is entered past its start:
// plain text by seeking, a file of zstd frames (its extent's `frames`) by
// decompressing from the frame that holds `begin`.
std::unique_ptr<ByteSource> open_source(const InputFile& file, const InputExtent& extent, uint64_t begin,
                                        std::optional<uint64_t> end);

// Up to `size` bytes of a file's text from `offset`, as open_source reads
// them (fewer at its end); throws std::runtime_error when it cannot be read.
std::string read_text(const InputFile& file, const InputExtent& extent, uint64_t offset, size_t size);

// Up to `size` bytes of a file from `offset` (fewer at its end); throws
// std::runtime_error when it cannot be read.
std::string read_at(const InputFile& file, uint64_t offset, size_t size);

}  // namespace arbiter
