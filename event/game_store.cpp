#include "event/game_store.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <stdexcept>

namespace arbiter::event {

namespace {

[[noreturn]] void fail(const std::string& what) { throw std::runtime_error(what + ": " + std::strerror(errno)); }

// A file no other process can see, gone when closed: O_TMPFILE where the
// file system has it, else a named file removed at once.
int temporary_file() {
  const char* tmpdir = std::getenv("TMPDIR");
  const std::string dir = tmpdir && *tmpdir ? tmpdir : "/tmp";
  int fd = ::open(dir.c_str(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
  if (fd >= 0) return fd;
  std::string name = dir + "/arbiter-event-XXXXXX";
  fd = ::mkstemp(name.data());
  if (fd < 0) fail("cannot make a temporary file in " + dir);
  ::unlink(name.c_str());
  return fd;
}

}  // namespace

GameStore::~GameStore() {
  if (file_ >= 0) ::close(file_);
}

size_t GameStore::add_group() {
  groups_.emplace_back();
  return groups_.size() - 1;
}

void GameStore::append(size_t g, std::string_view record) {
  if (groups_[g].tail.empty()) touched_.push_back(g);
  groups_[g].tail += record;
  held_ += record.size();
  if (held_ > budget_) spill();
}

void GameStore::spill() {
  try {
    spill_to_file();
  } catch (const std::runtime_error& e) {
    // What was written stays readable and the rest stays here: the records
    // are all kept, only no longer within the budget.
    error_ = e.what();
    budget_ = SIZE_MAX;
  }
}

void GameStore::spill_to_file() {
  if (file_ < 0) file_ = temporary_file();
  for (size_t g : touched_) {
    Group& group = groups_[g];
    for (size_t done = 0; done < group.tail.size();) {
      const ssize_t n = ::pwrite(file_, group.tail.data() + done, group.tail.size() - done, off_t(file_size_ + done));
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) fail("cannot write the temporary file");
      done += size_t(n);
    }
    group.spilled.emplace_back(file_size_, group.tail.size());
    file_size_ += group.tail.size();
    held_ -= group.tail.size();
    std::string().swap(group.tail);  // clear() would keep the memory
  }
  touched_.clear();
}

std::string GameStore::take(size_t g) {
  Group& group = groups_[g];
  size_t size = group.tail.size();
  for (const auto& piece : group.spilled) size += piece.second;
  std::string records(size, '\0');
  size_t at = 0;
  for (const auto& [offset, length] : group.spilled)
    for (size_t done = 0; done < length;) {
      const ssize_t n = ::pread(file_, records.data() + at, length - done, off_t(offset + done));
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) fail("cannot read the temporary file back");
      done += size_t(n);
      at += size_t(n);
    }
  records.replace(at, group.tail.size(), group.tail);
  group = Group();
  return records;
}

}  // namespace arbiter::event
