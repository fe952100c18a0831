// A .zst file written as many frames, each of whole games, so that a reader
// can start at any frame (cli/zstd_frames.h) and a shard can be split again.
#pragma once

#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <string_view>

struct ZSTD_CCtx_s;  // zstd.h's ZSTD_CCtx

namespace arbiter {

class ZstdFramesWriter {
 public:
  // Creates (or empties) `path`; throws std::runtime_error naming it when it
  // cannot. A frame ends once it holds `frame_bytes` or more.
  ZstdFramesWriter(std::string path, size_t frame_bytes);
  ~ZstdFramesWriter();
  ZstdFramesWriter(const ZstdFramesWriter&) = delete;
  ZstdFramesWriter& operator=(const ZstdFramesWriter&) = delete;

  // Appends `text`, which ends where a frame may end (a game's end).
  void add(std::string_view text);
  // Writes the last frame (an empty one in a file that has none, so that the
  // file is zstd still) and closes the file; throws on a write error.
  void close();

  uint64_t bytes_in() const { return bytes_in_; }

 private:
  void write_frame();

  std::string path_;
  size_t frame_bytes_;
  std::FILE* file_ = nullptr;
  struct FreeContext {
    void operator()(ZSTD_CCtx_s* c) const;
  };
  std::unique_ptr<ZSTD_CCtx_s, FreeContext> context_;  // kept from frame to frame
  std::string text_;        // the frame being gathered
  std::string compressed_;  // room for a frame's compressed bytes
  uint64_t bytes_in_ = 0;
  bool wrote_frame_ = false;
};

}  // namespace arbiter
