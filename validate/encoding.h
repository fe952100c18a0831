// Text encodings met in PGN files: UTF-8 as the standard wants, Latin-1 as
// older files have it.
#pragma once

#include <string>
#include <string_view>

namespace arbiter {

bool is_utf8(std::string_view s);
// Every byte is a Latin-1 code point.
std::string latin1_to_utf8(std::string_view s);

}  // namespace arbiter
