#include "cli/zstd_frames.h"

#define ZSTD_STATIC_LINKING_ONLY  // ZSTD_SKIPPABLEHEADERSIZE
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zstd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <string_view>

#include "cli/decompressor.h"

namespace arbiter {

namespace {

// The seekable format's footer ends the file: Number_Of_Frames (4 bytes),
// Seek_Table_Descriptor (1) and this magic number (4); the table's entries
// stand before it, in a skippable frame of magic 0x184D2A5E
// (zstd's contrib/seekable_format/zstd_seekable_compression_format.md).
constexpr uint32_t SeekableMagic = 0x8F92EAB1;
constexpr uint32_t SeekTableFrameMagic = 0x184D2A5E;
constexpr size_t SeekFooterSize = 9;
constexpr uint8_t ChecksumFlag = 0x80;  // each entry carries a 4-byte checksum too
constexpr uint8_t ReservedBits = 0x7C;  // must be zero

uint32_t le32(const unsigned char* p) { return p[0] | p[1] << 8 | p[2] << 16 | uint32_t(p[3]) << 24; }

bool is_skippable(uint32_t magic) { return (magic & ZSTD_MAGIC_SKIPPABLE_MASK) == ZSTD_MAGIC_SKIPPABLE_START; }

// A file opened to read, mapped whole (an empty file maps nothing).
class MappedFile {
 public:
  explicit MappedFile(const std::string& path) : path_(path) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) throw std::runtime_error(path + ": cannot open: " + std::strerror(errno));
    struct stat st;
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
      ::close(fd);
      throw std::runtime_error(path + ": not a regular file");
    }
    size_ = size_t(st.st_size);
    if (size_ > 0) {
      void* at = ::mmap(nullptr, size_, PROT_READ, MAP_PRIVATE, fd, 0);
      if (at == MAP_FAILED) {
        ::close(fd);
        throw std::runtime_error(path + ": cannot map: " + std::strerror(errno));
      }
      data_ = static_cast<const unsigned char*>(at);
    }
    ::close(fd);
  }
  ~MappedFile() {
    if (data_) ::munmap(const_cast<unsigned char*>(data_), size_);
  }
  MappedFile(const MappedFile&) = delete;
  MappedFile& operator=(const MappedFile&) = delete;

  const unsigned char* data() const { return data_; }
  size_t size() const { return size_; }
  [[noreturn]] void fail(uint64_t offset, const std::string& what) const {
    throw std::runtime_error(path_ + ": byte " + std::to_string(offset) + ": " + what);
  }

 private:
  std::string path_;
  const unsigned char* data_ = nullptr;
  size_t size_ = 0;
};

// The bytes a frame whose header gives no size decompresses to, counted.
uint64_t count_decompressed(const MappedFile& file, uint64_t offset, uint64_t size) {
  const std::unique_ptr<ZSTD_DCtx, size_t (*)(ZSTD_DCtx*)> context(ZSTD_createDCtx(), ZSTD_freeDCtx);
  std::string scratch(ZSTD_DStreamOutSize(), '\0');
  ZSTD_inBuffer in{file.data() + offset, size, 0};
  uint64_t total = 0;
  for (;;) {
    ZSTD_outBuffer out{scratch.data(), scratch.size(), 0};
    const size_t hint = ZSTD_decompressStream(context.get(), &out, &in);
    if (ZSTD_isError(hint)) file.fail(offset, std::string("corrupt zstd frame: ") + ZSTD_getErrorName(hint));
    total += out.pos;
    if (hint == 0) return total;
    if (in.pos == in.size && out.pos < out.size) file.fail(offset, "a zstd frame cut short");
  }
}

// The frames the seek table at the file's end lists, or none when it has none.
std::vector<ZstdFrame> seek_table_frames(const MappedFile& file) {
  const unsigned char* data = file.data();
  const size_t size = file.size();
  if (size < ZSTD_SKIPPABLEHEADERSIZE + SeekFooterSize || le32(data + size - 4) != SeekableMagic) return {};
  const uint32_t count = le32(data + size - SeekFooterSize);
  const uint8_t descriptor = data[size - 5];
  const size_t entry_size = descriptor & ChecksumFlag ? 12 : 8;
  const uint64_t table_size = uint64_t(count) * entry_size + SeekFooterSize;
  const uint64_t table_frame = size - table_size - ZSTD_SKIPPABLEHEADERSIZE;
  if ((descriptor & ReservedBits) || table_size + ZSTD_SKIPPABLEHEADERSIZE > size ||
      le32(data + table_frame) != SeekTableFrameMagic || le32(data + table_frame + 4) != table_size)
    file.fail(size - 4, "a seekable-format footer without its seek table");
  std::vector<ZstdFrame> frames;
  uint64_t offset = 0;
  for (const unsigned char* entry = data + table_frame + ZSTD_SKIPPABLEHEADERSIZE; frames.size() < count;
       entry += entry_size) {
    ZstdFrame f{offset, le32(entry), le32(entry + 4), true};
    if (f.compressed_size > table_frame - offset || le32(data + offset) != ZSTD_MAGICNUMBER)
      file.fail(offset, "the seek table names no zstd frame here");
    offset += f.compressed_size;
    frames.push_back(f);
  }
  if (offset != table_frame) file.fail(offset, "the seek table's frames end before the table");
  return frames;
}

// The frames found one after another from the file's start.
std::vector<ZstdFrame> walked_frames(const MappedFile& file) {
  std::vector<ZstdFrame> frames;
  for (uint64_t offset = 0; offset < file.size();) {
    const unsigned char* at = file.data() + offset;
    const size_t left = file.size() - offset;
    const size_t size = ZSTD_findFrameCompressedSize(at, left);
    if (ZSTD_isError(size)) file.fail(offset, std::string("no whole zstd frame: ") + ZSTD_getErrorName(size));
    if (!is_skippable(le32(at))) {
      const unsigned long long given = ZSTD_getFrameContentSize(at, left);
      const bool known = given != ZSTD_CONTENTSIZE_UNKNOWN && given != ZSTD_CONTENTSIZE_ERROR;
      frames.push_back({offset, size, known ? given : count_decompressed(file, offset, size), known});
    }
    offset += size;
  }
  return frames;
}

// Bytes [begin, end) of a file, read with pread.
class FileRange final : public ByteSource {
 public:
  FileRange(const std::string& path, uint64_t begin, uint64_t end) : path_(path), at_(begin), end_(end) {
    fd_ = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd_ < 0) throw std::runtime_error(path + ": cannot open: " + std::strerror(errno));
  }
  ~FileRange() override { ::close(fd_); }
  FileRange(const FileRange&) = delete;
  FileRange& operator=(const FileRange&) = delete;

  size_t read(char* buffer, size_t size) override {
    const size_t want = size_t(std::min<uint64_t>(size, end_ - at_));
    if (want == 0) return 0;
    for (;;) {
      const ssize_t n = ::pread(fd_, buffer, want, off_t(at_));
      if (n >= 0) {
        at_ += uint64_t(n);
        return size_t(n);
      }
      if (errno != EINTR) throw std::runtime_error(path_ + ": read error: " + std::strerror(errno));
    }
  }
  std::optional<uint64_t> bytes_left() const override { return end_ - at_; }

 private:
  std::string path_;
  int fd_ = -1;
  uint64_t at_, end_;
};

}  // namespace

std::vector<ZstdFrame> zstd_frames(const std::string& path) {
  const MappedFile file(path);
  std::vector<ZstdFrame> frames = seek_table_frames(file);
  return frames.empty() ? walked_frames(file) : frames;
}

std::unique_ptr<ByteSource> read_zstd_frames(const std::string& path, std::span<const ZstdFrame> frames) {
  const uint64_t begin = frames.empty() ? 0 : frames.front().offset;
  const uint64_t end = frames.empty() ? 0 : frames.back().offset + frames.back().compressed_size;
  return zstd_source(std::make_unique<FileRange>(path, begin, end), path);
}

}  // namespace arbiter
