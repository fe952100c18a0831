// Where games come from: files, directories (recursively), standard input.
#pragma once

#include <memory>
#include <string>
#include <vector>

namespace arbiter {

// A stream of bytes to check. Compressed formats plug in here as other sources.
class ByteSource {
 public:
  virtual ~ByteSource() = default;
  // Fills up to `size` bytes; returns how many (0 at the end). Throws
  // std::runtime_error with a message naming the file on a read error.
  virtual size_t read(char* buffer, size_t size) = 0;
};

struct InputFile {
  std::string path;  // as shown in reports; "-" is standard input
};

struct Inputs {
  std::vector<InputFile> files;
  std::vector<std::string> errors;  // arguments that name nothing readable
};

// Expands the command line's paths: directories become the PGN files below
// them, sorted by path so that every run reads them in the same order.
Inputs expand_inputs(const std::vector<std::string>& args);

// Opens a file (or standard input for "-"); throws std::runtime_error with a
// message naming the file when it cannot be opened.
std::unique_ptr<ByteSource> open_source(const InputFile& file);

}  // namespace arbiter
