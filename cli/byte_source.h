// A stream of bytes: a file, standard input, or what a decompressor makes of
// one. Every input reaches the pipeline through this interface.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>

namespace arbiter {

class ByteSource {
 public:
  virtual ~ByteSource() = default;
  // Fills up to `size` bytes; returns how many (0 at the end). Throws
  // std::runtime_error with a message naming the file on a read error or
  // damaged compressed data, only once the bytes before the damage have been
  // returned.
  virtual size_t read(char* buffer, size_t size) = 0;
  // The bytes still to come, when known: for a plain file, not for a pipe
  // or what a decompressor makes. A hint for sizing reads, never a promise
  // (a file may grow while it is read).
  virtual std::optional<uint64_t> bytes_left() const { return std::nullopt; }
};

}  // namespace arbiter
