#include "adjudicate/time_class.h"

#include <charconv>

namespace arbiter {

std::string_view time_class_name(TimeClass c) {
  switch (c) {
    case TimeClass::standard: return "standard";
    case TimeClass::rapid: return "rapid";
    case TimeClass::blitz: return "blitz";
  }
  return "standard";
}

std::optional<TimeClass> parse_time_class(std::string_view name) {
  if (name == "standard") return TimeClass::standard;
  if (name == "rapid") return TimeClass::rapid;
  if (name == "blitz") return TimeClass::blitz;
  return std::nullopt;
}

namespace {

std::optional<double> number(std::string_view s) {
  double v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size() || v < 0) return std::nullopt;
  return v;
}

}  // namespace

std::optional<double> minutes_for_60_moves(std::string_view tc) {
  // The first period decides: "moves/seconds" or "seconds[+increment]";
  // PGN writes seconds (standard 9.6.1).
  tc = tc.substr(0, tc.find(':'));
  if (tc.empty() || tc == "-" || tc == "?" || tc == "*") return std::nullopt;
  if (const size_t slash = tc.find('/'); slash != std::string_view::npos) {
    const auto moves = number(tc.substr(0, slash));
    const auto seconds = number(tc.substr(slash + 1));
    if (!moves || !seconds || *moves == 0) return std::nullopt;
    return *seconds / 60.0 * (60.0 / *moves);
  }
  const size_t plus = tc.find('+');
  const auto base = number(tc.substr(0, plus));
  const auto increment = plus == std::string_view::npos ? std::optional<double>(0) : number(tc.substr(plus + 1));
  if (!base || !increment) return std::nullopt;
  return *base / 60.0 + *increment;  // 60 moves x increment seconds = increment minutes
}

}  // namespace arbiter
