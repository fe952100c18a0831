// A stream of bytes: a file, standard input, or what a decompressor makes of
// one. Every input reaches the pipeline through this interface.
#pragma once

#include <cstddef>

namespace arbiter {

class ByteSource {
 public:
  virtual ~ByteSource() = default;
  // Fills up to `size` bytes; returns how many (0 at the end). Throws
  // std::runtime_error with a message naming the file on a read error or
  // damaged compressed data, only once the bytes before the damage have been
  // returned.
  virtual size_t read(char* buffer, size_t size) = 0;
};

}  // namespace arbiter
