// A digest (64-bit FNV-1a, hex) of strings in order: to compare long lists
// across shards without writing them out, and to fingerprint findings.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace arbiter {

class Digest {
 public:
  void add(std::string_view s);
  std::string hex() const;

 private:
  void mix(uint8_t byte) { hash_ = (hash_ ^ byte) * 0x100000001b3ull; }
  uint64_t hash_ = 0xcbf29ce484222325ull;
};

}  // namespace arbiter
