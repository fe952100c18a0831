// Just enough JSON writing for JSONL reports.
#pragma once

#include <string>
#include <string_view>

namespace arbiter {

// Appends s as a JSON string literal. Bytes that are no part of a
// well-formed UTF-8 character are taken as Latin-1 (to_utf8), so the output
// is always valid JSON whatever the input file held.
void append_json_string(std::string& out, std::string_view s);

}  // namespace arbiter
