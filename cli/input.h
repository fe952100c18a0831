// Where games come from: files, directories (recursively), standard input;
// plain or compressed.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "cli/byte_source.h"

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

}  // namespace arbiter
