// Text encodings met in PGN files: UTF-8 as the standard wants, Latin-1 as
// older files have it.
#pragma once

#include <string>
#include <string_view>

namespace arbiter {

// Whether s is well-formed UTF-8 as Unicode's Table 3-7 has it: no overlong
// form, no surrogate (U+D800 to U+DFFF), nothing past U+10FFFF, no sequence
// cut short.
bool is_utf8(std::string_view s);
// Every byte is a Latin-1 code point.
std::string latin1_to_utf8(std::string_view s);
// Valid UTF-8 whatever bytes s holds: its well-formed UTF-8 characters are
// kept and every other byte is read as Latin-1, so a stray byte shows as the
// character an older file meant by it.
std::string to_utf8(std::string_view s);
// The same in place, for the text from `from` on; nearly always it is valid
// already, and is only checked.
void make_utf8(std::string& text, size_t from = 0);

}  // namespace arbiter
