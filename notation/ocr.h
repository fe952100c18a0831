// Characters a scanner confuses (I, l and 1; O, 0 and D; K and R; "I'" for
// P; stray accents; Ü for !), for suggesting what a damaged move word may
// have said. Suggestions only: which of them are legal moves is for the
// reader to say, and whether to take one for the arbiter.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace arbiter {

// The words `word` may have been before the damage, one or two confusions
// away, each once, in a fixed order (the nearest first); `word` itself is
// not among them.
std::vector<std::string> ocr_readings(std::string_view word);

}  // namespace arbiter
