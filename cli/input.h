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

// PDN's own file name: its games are draughts, and the chess replay is not tried.
bool is_pdn_file(std::string_view path);

}  // namespace arbiter
