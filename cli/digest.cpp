#include "cli/digest.h"

#include <fmt/format.h>

namespace arbiter {

void Digest::add(std::string_view s) {
  // The length first, so that ("ab", "c") and ("a", "bc") differ.
  for (uint64_t n = s.size(), i = 0; i < 8; ++i, n >>= 8) mix(uint8_t(n));
  for (unsigned char c : s) mix(c);
}

std::string Digest::hex() const { return fmt::format("{:016x}", hash_); }

}  // namespace arbiter
