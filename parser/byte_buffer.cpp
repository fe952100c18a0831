#include "parser/byte_buffer.h"

#include <algorithm>

namespace arbiter {

std::span<char> ByteBuffer::room(size_t n) {
  if (capacity_ - size_ < n) {
    const size_t capacity = std::max(size_ + n, 2 * capacity_);
    auto bytes = std::make_unique_for_overwrite<char[]>(capacity);
    std::copy_n(bytes_.get(), size_, bytes.get());
    bytes_ = std::move(bytes);
    capacity_ = capacity;
  }
  return {bytes_.get() + size_, n};
}

void ByteBuffer::append(std::string_view bytes) {
  std::copy(bytes.begin(), bytes.end(), room(bytes.size()).begin());
  grow(bytes.size());
}

}  // namespace arbiter
