#include "cli/input.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <span>
#include <stdexcept>
#include <string_view>

#include "cli/decompressor.h"

namespace arbiter {

namespace fs = std::filesystem;

namespace {

constexpr size_t SniffBytes = 4;  // enough to tell zstd, gzip and UTF-16 from text

// *.pgn, and the compressed *.pgn.zst and *.pgn.gz, in any letter case; and
// the same of PDN's draughts files, *.pdn.
bool is_pgn_name(const fs::path& p) {
  std::string name = p.filename().string();
  std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return std::tolower(c); });
  for (const char* ext : {".pgn", ".pgn.zst", ".pgn.gz", ".pdn", ".pdn.zst", ".pdn.gz"})
    if (name.ends_with(ext)) return true;
  return false;
}

bool starts_utf16(std::string_view head) { return head.starts_with("\xFF\xFE") || head.starts_with("\xFE\xFF"); }

// UTF-16 text starts with its byte order mark. Read byte by byte it would be
// garbage at every other byte, so it is refused with a word on what it is.
void refuse_utf16(std::string_view head, const std::string& name) {
  const std::string_view mark = head.substr(0, 2);
  const char* order = mark == "\xFF\xFE" ? "FF FE" : mark == "\xFE\xFF" ? "FE FF" : nullptr;
  if (order)
    throw std::runtime_error(name + ": UTF-16 text (byte order mark " + order +
                             "), not read; Arbiter reads UTF-8 or Latin-1 (convert it: iconv -f UTF-16 -t UTF-8)");
}

// A file descriptor read as it comes. Its first bytes can be looked at before
// they are read, which is how a compressed stream is recognised on a pipe.
class FdSource final : public ByteSource {
 public:
  FdSource(int fd, std::string name, bool owned, RawProgress* progress)
      : fd_(fd), name_(std::move(name)), owned_(owned), progress_(progress) {
    struct stat st;
    if (::fstat(fd_, &st) != 0) return;
    directory_ = S_ISDIR(st.st_mode);
    if (!S_ISREG(st.st_mode)) return;
    const off_t at = ::lseek(fd_, 0, SEEK_CUR);  // standard input may be a file read part-way
    if (at >= 0 && at <= st.st_size) left_ = uint64_t(st.st_size - at);
  }
  ~FdSource() override {
    if (owned_) ::close(fd_);
  }
  FdSource(const FdSource&) = delete;
  FdSource& operator=(const FdSource&) = delete;

  // The first `n` bytes of the stream (fewer only when it is shorter).
  std::string_view peek(size_t n) {
    while (head_.size() < n) {
      char block[SniffBytes];
      const size_t got = read_fd(block, std::min(n - head_.size(), sizeof block));
      if (got == 0) break;
      head_.append(block, got);
    }
    return head_;
  }

  size_t read(char* buffer, size_t size) override {
    if (head_used_ == head_.size()) return read_fd(buffer, size);
    const size_t n = std::min(size, head_.size() - head_used_);
    std::memcpy(buffer, head_.data() + head_used_, n);
    head_used_ += n;
    return n;
  }

  bool is_directory() const { return directory_; }

  std::optional<uint64_t> bytes_left() const override {
    if (!left_) return std::nullopt;
    return *left_ + (head_.size() - head_used_);
  }

 private:
  size_t read_fd(char* buffer, size_t size) {
    if (progress_ && progress_->step) size = std::min(size, progress_->step);
    for (;;) {
      const ssize_t n = ::read(fd_, buffer, size);
      if (n >= 0) {
        if (progress_) progress_->bytes_read += uint64_t(n);
        if (left_) *left_ -= std::min(*left_, uint64_t(n));
        return size_t(n);
      }
      if (errno != EINTR) throw std::runtime_error(name_ + ": read error: " + std::strerror(errno));
    }
  }

  int fd_;
  std::string name_;
  bool owned_;
  RawProgress* progress_;  // null when nobody asks
  std::string head_;  // bytes peeked at, handed out first
  size_t head_used_ = 0;
  bool directory_ = false;
  std::optional<uint64_t> left_;  // in the file, after what has been read from it (a plain file only)
};

// Decompressed text is looked at for a UTF-16 mark too: its first read holds
// at least the first two bytes, since a decompressor fills the whole buffer.
class Utf16Refusal final : public ByteSource {
 public:
  Utf16Refusal(std::unique_ptr<ByteSource> text, std::string name) : text_(std::move(text)), name_(std::move(name)) {}
  size_t read(char* buffer, size_t size) override {
    const size_t n = text_->read(buffer, size);
    if (at_start_) refuse_utf16(std::string_view(buffer, n), name_);
    at_start_ = false;
    return n;
  }

 private:
  std::unique_ptr<ByteSource> text_;
  std::string name_;
  bool at_start_ = true;
};

// The first bytes of a longer stream, up to a shard's end.
class LimitedSource final : public ByteSource {
 public:
  LimitedSource(std::unique_ptr<ByteSource> all, uint64_t size) : all_(std::move(all)), left_(size) {}

  size_t read(char* buffer, size_t size) override {
    const size_t n = all_->read(buffer, size_t(std::min<uint64_t>(size, left_)));
    left_ -= n;
    return n;
  }
  std::optional<uint64_t> bytes_left() const override { return left_; }

 private:
  std::unique_ptr<ByteSource> all_;
  uint64_t left_;
};

int open_file(const std::string& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw std::runtime_error(path + ": cannot open: " + std::strerror(errno));
  return fd;
}

// The file's bytes, decompressed when compressed; `progress` (when not null)
// counts the file's own bytes read.
std::unique_ptr<ByteSource> open_counted(const InputFile& file, RawProgress* progress) {
  std::unique_ptr<FdSource> raw;
  std::string name = file.path;
  if (file.path == "-") {
    name = "<stdin>";
    raw = std::make_unique<FdSource>(0, name, false, progress);
  } else {
    raw = std::make_unique<FdSource>(open_file(file.path), file.path, true, progress);
    if (raw->is_directory()) throw std::runtime_error(file.path + ": is a directory");
  }
  const std::string_view head = raw->peek(SniffBytes);
  if (is_zstd(head)) return std::make_unique<Utf16Refusal>(zstd_source(std::move(raw), name), name);
  if (is_gzip(head)) return std::make_unique<Utf16Refusal>(gzip_source(std::move(raw), name), name);
  refuse_utf16(head, name);
  return raw;
}

// The frames from the one that holds text byte `begin` on, decompressed,
// entered at `begin`: what comes before it in that frame is read and dropped.
std::unique_ptr<ByteSource> open_frames_at(const InputFile& file, std::span<const ZstdFrame> frames, uint64_t begin) {
  uint64_t frame_start = 0;
  size_t first = 0;
  while (first < frames.size() && frame_start + frames[first].decompressed_size <= begin)
    frame_start += frames[first++].decompressed_size;
  std::unique_ptr<ByteSource> source = read_zstd_frames(file.path, frames.subspan(first));
  std::string skipped(size_t(std::min<uint64_t>(begin - frame_start, 64 << 10)), '\0');
  for (uint64_t left = begin - frame_start; left > 0;) {
    const size_t n = source->read(skipped.data(), size_t(std::min<uint64_t>(left, skipped.size())));
    if (n == 0) break;
    left -= n;
  }
  return source;
}

// A zstd file of several frames is entered at a frame, by its decompressed
// bytes; one of a single frame, or whose frames cannot be listed or whose
// text is UTF-16, goes whole to one shard, by its size on disk.
InputExtent zstd_extent(const InputFile& file, uint64_t size_on_disk) {
  const InputExtent whole{size_on_disk, false, {}};
  std::vector<ZstdFrame> frames;
  try {
    frames = zstd_frames(file.path);
  } catch (const std::runtime_error&) {
    return whole;  // the shard that reads it reports the damage
  }
  if (frames.size() < 2) return whole;
  char head[2];
  const size_t n = read_zstd_frames(file.path, std::span(frames).first(1))->read(head, sizeof head);
  if (starts_utf16(std::string_view(head, n))) return whole;
  uint64_t text = 0;
  for (const ZstdFrame& f : frames) text += f.decompressed_size;
  return {text, true, std::move(frames)};
}

}  // namespace

Inputs expand_inputs(const std::vector<std::string>& args) {
  Inputs in;
  for (const std::string& arg : args) {
    if (arg == "-") {
      in.files.push_back({arg});
      continue;
    }
    std::error_code ec;
    const fs::file_status st = fs::status(arg, ec);
    if (ec || !fs::exists(st)) {
      in.errors.push_back(arg + ": no such file or directory");
    } else if (fs::is_directory(st)) {
      std::vector<std::string> found;
      for (auto it = fs::recursive_directory_iterator(arg, fs::directory_options::skip_permission_denied, ec);
           !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
        if (it->is_regular_file(ec) && is_pgn_name(it->path())) found.push_back(it->path().string());
      }
      if (ec) in.errors.push_back(arg + ": " + ec.message());
      else if (found.empty()) in.errors.push_back(arg + ": a directory with no .pgn file in it");
      std::sort(found.begin(), found.end());
      for (std::string& f : found) in.files.push_back({std::move(f)});
    } else {
      in.files.push_back({arg});
    }
  }
  return in;
}

std::unique_ptr<ByteSource> open_source(const InputFile& file) { return open_counted(file, nullptr); }

std::unique_ptr<ByteSource> open_source(const InputFile& file, RawProgress& progress) {
  return open_counted(file, &progress);
}

bool is_pdn_path(std::string_view path) {
  return path.size() > 4 && (path.ends_with(".pdn") || path.ends_with(".PDN") || path.ends_with(".pdn.gz") ||
                             path.ends_with(".pdn.zst"));
}

std::unique_ptr<ByteSource> open_source(const InputFile& file, const InputExtent& extent, uint64_t begin,
                                        std::optional<uint64_t> end) {
  std::unique_ptr<ByteSource> source;
  if (begin == 0) {
    source = open_source(file);
  } else if (!extent.frames.empty()) {
    source = open_frames_at(file, extent.frames, begin);
  } else {
    const int fd = open_file(file.path);
    source = std::make_unique<FdSource>(fd, file.path, true, nullptr);  // owns fd before lseek can fail
    if (::lseek(fd, off_t(begin), SEEK_SET) < 0)
      throw std::runtime_error(file.path + ": cannot seek: " + std::strerror(errno));
  }
  if (!end) return source;
  return std::make_unique<LimitedSource>(std::move(source), *end - begin);
}

std::string read_text(const InputFile& file, const InputExtent& extent, uint64_t offset, size_t size) {
  const std::unique_ptr<ByteSource> source = open_source(file, extent, offset, offset + size);
  std::string text(size, '\0');
  size_t got = 0;
  while (got < size) {
    const size_t n = source->read(text.data() + got, size - got);
    if (n == 0) break;
    got += n;
  }
  text.resize(got);
  return text;
}

InputExtent input_extent(const InputFile& file) {
  struct stat st;
  if (file.path == "-" || ::stat(file.path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) return {};
  try {
    const std::string head = read_at(file, 0, SniffBytes);
    if (is_zstd(head)) return zstd_extent(file, uint64_t(st.st_size));
    return {uint64_t(st.st_size), !is_gzip(head) && !starts_utf16(head), {}};
  } catch (const std::runtime_error&) {
    return {};
  }
}

std::string read_at(const InputFile& file, uint64_t offset, size_t size) {
  const int fd = open_file(file.path);
  std::string bytes(size, '\0');
  size_t got = 0;
  while (got < size) {
    const ssize_t n = ::pread(fd, bytes.data() + got, size - got, off_t(offset + got));
    if (n == 0) break;
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      const int error = errno;
      ::close(fd);
      throw std::runtime_error(file.path + ": read error: " + std::strerror(error));
    }
    got += size_t(n);
  }
  ::close(fd);
  bytes.resize(got);
  return bytes;
}

}  // namespace arbiter
