#include "cli/input.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <stdexcept>
#include <string_view>

namespace arbiter {

namespace fs = std::filesystem;

namespace {

bool is_pgn_name(const fs::path& p) {
  std::string ext = p.extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return std::tolower(c); });
  return ext == ".pgn";
}

// UTF-16 text starts with its byte order mark. Read byte by byte it would be
// garbage at every other byte, so it is refused with a word on what it is.
void refuse_utf16(const char* bytes, size_t size, const std::string& name) {
  if (size < 2) return;
  const std::string_view mark(bytes, 2);
  const char* order = mark == "\xFF\xFE" ? "FF FE" : mark == "\xFE\xFF" ? "FE FF" : nullptr;
  if (order)
    throw std::runtime_error(name + ": UTF-16 text (byte order mark " + order +
                             "), not read; Arbiter reads UTF-8 or Latin-1 (convert it: iconv -f UTF-16 -t UTF-8)");
}

class FdSource final : public ByteSource {
 public:
  FdSource(int fd, std::string name, bool owned) : fd_(fd), name_(std::move(name)), owned_(owned) {}
  ~FdSource() override {
    if (owned_) ::close(fd_);
  }
  size_t read(char* buffer, size_t size) override {
    for (;;) {
      const ssize_t n = ::read(fd_, buffer, size);
      if (n >= 0) {
        if (at_start_) refuse_utf16(buffer, size_t(n), name_);
        at_start_ = false;
        return size_t(n);
      }
      if (errno != EINTR) throw std::runtime_error(name_ + ": read error: " + std::strerror(errno));
    }
  }

 private:
  int fd_;
  std::string name_;
  bool owned_;
  bool at_start_ = true;
};

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

std::unique_ptr<ByteSource> open_source(const InputFile& file) {
  if (file.path == "-") return std::make_unique<FdSource>(0, "<stdin>", false);
  const int fd = ::open(file.path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw std::runtime_error(file.path + ": cannot open: " + std::strerror(errno));
  struct stat st;
  if (::fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
    ::close(fd);
    throw std::runtime_error(file.path + ": is a directory");
  }
  return std::make_unique<FdSource>(fd, file.path, true);
}

}  // namespace arbiter
