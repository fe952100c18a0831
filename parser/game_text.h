// One game's text as the splitter cuts it from a stream and the reader
// reads it, with where it stands in the stream.
#pragma once

#include <cstdint>
#include <string_view>

namespace arbiter {

struct GameText {
  std::string_view text;  // tags, movetext and the blank lines after them
  uint64_t offset = 0;    // byte offset of text[0] in the stream
  uint64_t line = 1;      // 1-based line number of text[0]
  uint64_t index = 1;     // 1-based game number in the stream
};

}  // namespace arbiter
