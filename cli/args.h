// Reading a subcommand's command line: flags with values (--jobs 2,
// --jobs=2), switches and positional arguments, in any order.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace arbiter {

class Args {
 public:
  explicit Args(std::vector<std::string> args) : args_(std::move(args)) {}

  // Moves to the next argument; false at the end. After it, flag() is the
  // argument without any "=value" part.
  bool next();
  const std::string& flag() const { return flag_; }
  bool is_option() const { return flag_.size() > 1 && flag_[0] == '-'; }
  // The value of the current flag: its "=value" part or the next argument.
  std::optional<std::string> value();

 private:
  std::vector<std::string> args_;
  size_t next_ = 0;
  std::string flag_;
  std::optional<std::string> inline_value_;
};

// Prints "arbiter: message" and a hint to stderr; returns exit code 2.
int usage_error(const std::string& message);

std::optional<unsigned> parse_unsigned(const std::string& s);

}  // namespace arbiter
