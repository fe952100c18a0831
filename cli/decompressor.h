// Compressed input, read as a stream: zstd (.pgn.zst, as the lichess database
// ships) and gzip. The format is told by the stream's first bytes, not by the
// file's name, so that standard input can be compressed too.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "cli/byte_source.h"

namespace arbiter {

// Whether a stream starting with `head` (its first 4 bytes, or all of it when
// shorter) is zstd (a frame, or the skippable frame pzstd starts with) or gzip.
bool is_zstd(std::string_view head);
bool is_gzip(std::string_view head);

// The decompressed bytes of `compressed`; `name` is the file in error messages.
std::unique_ptr<ByteSource> zstd_source(std::unique_ptr<ByteSource> compressed, std::string name);
std::unique_ptr<ByteSource> gzip_source(std::unique_ptr<ByteSource> compressed, std::string name);

// What the two decoders share: reading the compressed bytes, filling the
// caller's buffer, and failing late. A decoder that meets damaged data (or the
// end of the input inside a frame) first hands out the bytes it decoded before
// the damage, then throws on the next read, so the games before it are
// checked.
class Decompressor : public ByteSource {
 public:
  size_t read(char* buffer, size_t size) final;

 protected:
  Decompressor(std::unique_ptr<ByteSource> compressed, std::string name, std::string_view format);

  struct Step {
    size_t consumed = 0;  // compressed bytes used
    size_t produced = 0;  // bytes written
    std::string error;    // why decoding stops, if it does ("corrupt gzip data: ...")
  };
  // Decodes some of `in` into `out`. When `in` is empty the decoder only
  // flushes what it holds.
  virtual Step decode(std::string_view in, char* out, size_t size) = 0;
  // Whether the compressed stream may end here: between frames or members,
  // with nothing left to flush.
  virtual bool at_boundary() const = 0;

 private:
  std::unique_ptr<ByteSource> compressed_;
  std::string name_;
  std::string_view format_;
  std::string in_;        // compressed bytes read ahead
  size_t in_begin_ = 0, in_end_ = 0;
  bool input_done_ = false;
  std::string deferred_;  // an error to raise at the next read
};

}  // namespace arbiter
