// gzip streams (RFC 1952) through zlib's inflate, member after member as
// `gzip -d` reads them (`cat a.gz b.gz` is one valid stream). Bytes after a
// member that do not start another are corrupt data, not ignored.
#define ZLIB_CONST  // next_in points to const bytes
#include <zlib.h>

#include <algorithm>
#include <climits>
#include <memory>
#include <new>

#include "cli/decompressor.h"

namespace arbiter {

namespace {

constexpr int GzipOnly = 15 + 16;  // the largest window, with the gzip wrapper (zlib.h, inflateInit2)

class GzipSource final : public Decompressor {
 public:
  GzipSource(std::unique_ptr<ByteSource> compressed, std::string name)
      : Decompressor(std::move(compressed), std::move(name), "gzip") {
    if (inflateInit2(&stream_, GzipOnly) != Z_OK) throw std::bad_alloc();
  }
  ~GzipSource() override { inflateEnd(&stream_); }
  GzipSource(const GzipSource&) = delete;
  GzipSource& operator=(const GzipSource&) = delete;

 private:
  Step decode(std::string_view in, char* out, size_t size) override {
    if (member_done_ && !in.empty()) {
      inflateReset(&stream_);
      member_done_ = false;
    }
    // zlib counts in uInt: a step takes at most 4 GB.
    stream_.next_in = reinterpret_cast<const Bytef*>(in.data());
    stream_.avail_in = uInt(std::min<size_t>(in.size(), UINT_MAX));
    stream_.next_out = reinterpret_cast<Bytef*>(out);
    stream_.avail_out = uInt(std::min<size_t>(size, UINT_MAX));
    const size_t offered_in = stream_.avail_in, offered_out = stream_.avail_out;
    const int status = inflate(&stream_, Z_NO_FLUSH);
    Step step{offered_in - stream_.avail_in, offered_out - stream_.avail_out, {}};
    if (status == Z_STREAM_END) member_done_ = true;
    else if (status == Z_DATA_ERROR || status == Z_NEED_DICT)
      step.error = std::string("corrupt gzip data: ") + (stream_.msg ? stream_.msg : "asks for a preset dictionary");
    else if (status == Z_MEM_ERROR) throw std::bad_alloc();
    return step;  // Z_OK, or Z_BUF_ERROR: nothing to do until more input comes
  }
  bool at_boundary() const override { return member_done_; }

  z_stream stream_{};
  bool member_done_ = false;
};

}  // namespace

bool is_gzip(std::string_view head) { return head.starts_with("\x1F\x8B"); }

std::unique_ptr<ByteSource> gzip_source(std::unique_ptr<ByteSource> compressed, std::string name) {
  return std::make_unique<GzipSource>(std::move(compressed), std::move(name));
}

}  // namespace arbiter
