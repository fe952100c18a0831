#include "cli/decompressor.h"

#include <stdexcept>

namespace arbiter {

namespace {

constexpr size_t CompressedBlock = 1 << 18;  // compressed bytes per read()

}  // namespace

Decompressor::Decompressor(std::unique_ptr<ByteSource> compressed, std::string name, std::string_view format)
    : compressed_(std::move(compressed)), name_(std::move(name)), format_(format), in_(CompressedBlock, '\0') {}

size_t Decompressor::read(char* buffer, size_t size) {
  if (!deferred_.empty()) throw std::runtime_error(deferred_);
  size_t produced = 0;
  // The bytes decoded so far go out first; the error waits for the next read.
  const auto stop = [&](std::string message) {
    if (produced == 0) throw std::runtime_error(message);
    deferred_ = std::move(message);
    return produced;
  };
  while (produced < size) {
    if (in_begin_ == in_end_ && !input_done_) {
      try {
        in_end_ = compressed_->read(in_.data(), in_.size());
      } catch (const std::exception& e) {
        return stop(e.what());
      }
      in_begin_ = 0;
      input_done_ = in_end_ == 0;
    }
    const std::string_view in(in_.data() + in_begin_, in_end_ - in_begin_);
    const Step step = decode(in, buffer + produced, size - produced);
    in_begin_ += step.consumed;
    produced += step.produced;
    if (!step.error.empty()) return stop(name_ + ": " + step.error);
    if (step.consumed == 0 && step.produced == 0) {
      // Input is refilled before it runs out, so an empty `in` means its end.
      if (!in.empty()) return stop(name_ + ": " + std::string(format_) + " decoder makes no progress");
      if (!at_boundary())
        return stop(name_ + ": truncated " + std::string(format_) +
                    " data: the input ends before the compressed stream does");
      break;
    }
  }
  return produced;
}

}  // namespace arbiter
