#include "cli/args.h"

#include <fmt/format.h>

#include <charconv>
#include <cstdio>
#include <utility>

#include "validate/encoding.h"

namespace arbiter {

bool Args::next() {
  if (next_ == args_.size()) return false;
  flag_ = args_[next_++];
  inline_value_.reset();
  const size_t eq = flag_.find('=');
  if (flag_.rfind("--", 0) == 0 && eq != std::string::npos) {
    inline_value_ = flag_.substr(eq + 1);
    flag_.resize(eq);
  }
  return true;
}

std::optional<std::string> Args::value() {
  if (inline_value_) return std::exchange(inline_value_, std::nullopt);
  if (next_ < args_.size()) return args_[next_++];
  return std::nullopt;
}

int usage_error(const std::string& message) {
  fmt::print(stderr, "arbiter: {}\nTry 'arbiter --help'.\n", to_utf8(message));  // it may quote an argument
  return 2;
}

std::optional<unsigned> parse_unsigned(const std::string& s) {
  unsigned v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
  return v;
}

}  // namespace arbiter
