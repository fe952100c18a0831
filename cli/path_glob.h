// Matching an input path against a pattern of [[overrides]] paths.
#pragma once

#include <string_view>

namespace arbiter {

// Whether `path` matches `pattern`, whole: "*" stands for any characters but
// "/", "?" for one character but "/", "**" for any characters, "/" included,
// and "**/" also for no directory at all ("**/old.pgn" matches "old.pgn").
// Every other character stands for itself.
bool glob_match(std::string_view pattern, std::string_view path);

}  // namespace arbiter
