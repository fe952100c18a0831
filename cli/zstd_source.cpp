// zstd streams (RFC 8878), frame after frame, through libzstd's streaming
// decoder. Its default window limit (128 MB) stays: a frame made with
// `zstd --long=28` or more is refused rather than allowed to take the memory.
#include <zstd.h>
#include <zstd_errors.h>

#include <memory>
#include <new>

#include "cli/decompressor.h"

namespace arbiter {

namespace {

class ZstdSource final : public Decompressor {
 public:
  ZstdSource(std::unique_ptr<ByteSource> compressed, std::string name)
      : Decompressor(std::move(compressed), std::move(name), "zstd"), context_(ZSTD_createDCtx()) {
    if (!context_) throw std::bad_alloc();
  }

 private:
  Step decode(std::string_view in, char* out, size_t size) override {
    ZSTD_inBuffer source{in.data(), in.size(), 0};
    ZSTD_outBuffer target{out, size, 0};
    const size_t hint = ZSTD_decompressStream(context_.get(), &target, &source);
    Step step{source.pos, target.pos, {}};
    if (ZSTD_isError(hint)) {
      step.error = ZSTD_getErrorCode(hint) == ZSTD_error_frameParameter_windowTooLarge
                       ? "a zstd frame with a window over 128 MB (zstd --long=28 or more), not read so that memory "
                         "stays bounded; decompress it first (zstd -d --long=31)"
                       : std::string("corrupt zstd data: ") + ZSTD_getErrorName(hint);
    } else if (step.consumed || step.produced) {
      // 0: the frame is decoded and flushed. A call that moved nothing says
      // nothing new (after a frame it asks for the next header).
      frame_done_ = hint == 0;
    }
    return step;
  }
  bool at_boundary() const override { return frame_done_; }

  struct FreeContext {
    void operator()(ZSTD_DCtx* c) const { ZSTD_freeDCtx(c); }
  };
  std::unique_ptr<ZSTD_DCtx, FreeContext> context_;
  bool frame_done_ = false;
};

}  // namespace

bool is_zstd(std::string_view head) {
  if (head.size() < 4) return false;
  const auto byte = [&](size_t i) { return static_cast<unsigned char>(head[i]); };
  const bool frame = byte(0) == 0x28 && byte(1) == 0xB5 && byte(2) == 0x2F && byte(3) == 0xFD;
  const bool skippable = (byte(0) & 0xF0) == 0x50 && byte(1) == 0x2A && byte(2) == 0x4D && byte(3) == 0x18;
  return frame || skippable;
}

std::unique_ptr<ByteSource> zstd_source(std::unique_ptr<ByteSource> compressed, std::string name) {
  return std::make_unique<ZstdSource>(std::move(compressed), std::move(name));
}

}  // namespace arbiter
