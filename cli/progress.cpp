#include "cli/progress.h"

#include <fmt/format.h>

#include <cstdio>

namespace arbiter {

Progress::Progress(bool enabled) : enabled_(enabled), started_(std::chrono::steady_clock::now()), last_(started_) {}

void Progress::update(uint64_t bytes, uint64_t games) {
  if (!enabled_) return;
  const auto now = std::chrono::steady_clock::now();
  if (now - last_ < std::chrono::milliseconds(100)) return;
  last_ = now;
  const double seconds = std::chrono::duration<double>(now - started_).count();
  const double mb = double(bytes) / 1e6;
  fmt::print(stderr, "\r\033[K{:.1f} MB, {} games, {:.1f} MB/s", mb, games, seconds > 0 ? mb / seconds : 0.0);
  std::fflush(stderr);
  drawn_ = true;
}

void Progress::clear() {
  if (drawn_) fmt::print(stderr, "\r\033[K");
  drawn_ = false;
}

}  // namespace arbiter
