#include "cli/zstd_writer.h"

#include <zstd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <new>
#include <stdexcept>
#include <thread>

namespace arbiter {

namespace {

constexpr size_t WorkerJobBytes = 1 << 20;  // zstd's least is 512 KiB

}  // namespace

void ZstdFramesWriter::FreeContext::operator()(ZSTD_CCtx* c) const { ZSTD_freeCCtx(c); }

ZstdFramesWriter::ZstdFramesWriter(std::string path, size_t frame_bytes)
    : path_(std::move(path)), frame_bytes_(frame_bytes), context_(ZSTD_createCCtx()) {
  if (!context_) throw std::bad_alloc();
  // Compressing is most of what split does, and a frame's parts compress
  // side by side on every core: zstd's worker threads each take a job of
  // WorkerJobBytes (a frame of 4 MB makes four), and the frame stays one
  // frame, the same whatever the number of workers. A libzstd built without
  // threads refuses the setting and compresses on this thread.
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  if (!ZSTD_isError(ZSTD_CCtx_setParameter(context_.get(), ZSTD_c_nbWorkers, int(cores))))
    ZSTD_CCtx_setParameter(context_.get(), ZSTD_c_jobSize, int(WorkerJobBytes));
  file_ = std::fopen(path_.c_str(), "wb");
  if (!file_) throw std::runtime_error(path_ + ": cannot write: " + std::strerror(errno));
  text_.reserve(frame_bytes_);
}

ZstdFramesWriter::~ZstdFramesWriter() {
  if (file_) std::fclose(file_);
}

void ZstdFramesWriter::add(std::string_view text) {
  text_.append(text);
  bytes_in_ += text.size();
  if (text_.size() >= frame_bytes_) write_frame();
}

void ZstdFramesWriter::close() {
  if (!text_.empty() || !wrote_frame_) write_frame();
  std::FILE* file = file_;
  file_ = nullptr;
  if (std::fclose(file) != 0) throw std::runtime_error(path_ + ": write error: " + std::strerror(errno));
}

// One frame of the gathered text, compressed in one call so that its header
// gives its decompressed size (which a frame table then reads from it).
void ZstdFramesWriter::write_frame() {
  compressed_.resize(ZSTD_compressBound(text_.size()));
  const size_t size = ZSTD_compress2(context_.get(), compressed_.data(), compressed_.size(), text_.data(), text_.size());
  if (ZSTD_isError(size)) throw std::runtime_error(path_ + ": zstd: " + ZSTD_getErrorName(size));
  if (std::fwrite(compressed_.data(), 1, size, file_) != size)
    throw std::runtime_error(path_ + ": write error: " + std::strerror(errno));
  text_.clear();
  wrote_frame_ = true;
}

}  // namespace arbiter
