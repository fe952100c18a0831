// The time-control class of a game, which decides which appendix of the
// Laws applies (rapid and blitz rules differ from standard play).
#pragma once

#include <optional>
#include <string_view>

namespace arbiter {

enum class TimeClass : unsigned char { standard, rapid, blitz };
std::string_view time_class_name(TimeClass c);
std::optional<TimeClass> parse_time_class(std::string_view name);  // "standard", "rapid", "blitz"

// Minutes each player has for 60 moves, from a PGN TimeControl tag
// ("300+3", "40/7200:3600", "5400+30", "1/259200"...); nullopt when the tag
// says nothing usable ("-", "?", "*", empty).
std::optional<double> minutes_for_60_moves(std::string_view time_control);

}  // namespace arbiter
