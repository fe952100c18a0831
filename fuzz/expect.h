// What a fuzz target checks besides "no crash": a broken invariant aborts, so
// that libFuzzer keeps the input as a crasher.
#pragma once

#include <cstdio>
#include <cstdlib>

namespace arbiter::fuzz {

inline void expect(bool holds, const char* invariant) {
  if (holds) return;
  std::fprintf(stderr, "invariant broken: %s\n", invariant);
  std::abort();
}

}  // namespace arbiter::fuzz
