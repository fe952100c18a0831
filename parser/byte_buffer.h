// Bytes whose room to grow is handed out unfilled, so that input can be read
// straight into it (a std::string would fill it with zeros first).
#pragma once

#include <cstddef>
#include <memory>
#include <span>
#include <string_view>

namespace arbiter {

class ByteBuffer {
 public:
  const char* data() const { return bytes_.get(); }
  size_t size() const { return size_; }
  std::string_view view() const { return {bytes_.get(), size_}; }
  // Room for `n` bytes after the ones held, to be filled and then grown into.
  std::span<char> room(size_t n);
  size_t capacity() const { return capacity_; }
  // Room for `n` bytes in all, allocated now.
  void reserve(size_t n) {
    if (n > capacity_) room(n - size_);
  }
  // Holds no bytes, but keeps its room for the next ones.
  void clear() { size_ = 0; }
  void grow(size_t n) { size_ += n; }
  void append(std::string_view bytes);
  void truncate(size_t size) { size_ = size; }

 private:
  std::unique_ptr<char[]> bytes_;
  size_t size_ = 0, capacity_ = 0;
};

}  // namespace arbiter
