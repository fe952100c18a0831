#include "cli/path_glob.h"

namespace arbiter {

bool glob_match(std::string_view pattern, std::string_view path) {
  if (pattern.empty()) return path.empty();
  if (pattern.starts_with("**")) {
    std::string_view rest = pattern.substr(2);
    // "**/" may match no directory at all.
    if (rest.starts_with('/') && glob_match(rest.substr(1), path)) return true;
    for (size_t skip = 0; skip <= path.size(); ++skip)
      if (glob_match(rest, path.substr(skip))) return true;
    return false;
  }
  if (pattern.front() == '*') {
    for (size_t skip = 0; skip <= path.size(); ++skip) {
      if (glob_match(pattern.substr(1), path.substr(skip))) return true;
      if (skip < path.size() && path[skip] == '/') break;  // one "*" stays within a directory
    }
    return false;
  }
  if (path.empty()) return false;
  if (pattern.front() == '?' ? path.front() == '/' : pattern.front() != path.front()) return false;
  return glob_match(pattern.substr(1), path.substr(1));
}

}  // namespace arbiter
