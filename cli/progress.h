// A one-line progress display on standard error, for people at a terminal.
#pragma once

#include <chrono>
#include <cstdint>

namespace arbiter {

class Progress {
 public:
  explicit Progress(bool enabled);
  void update(uint64_t bytes, uint64_t games);  // redraws at most ten times a second
  void clear();

 private:
  bool enabled_;
  bool drawn_ = false;
  std::chrono::steady_clock::time_point started_, last_;
};

}  // namespace arbiter
