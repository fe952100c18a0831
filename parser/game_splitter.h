// Finds where games begin and end in a byte stream, cheaply and without
// parsing them, so that games can be parsed in parallel. Fed block by block;
// keeps its scanning state across blocks, so the stream is scanned once and
// no game is ever split or lost, whatever the block size.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter {

// One game as the reader gets it.
struct GameText {
  std::string_view text;  // tags, movetext and the blank lines after them
  uint64_t offset = 0;    // byte offset of text[0] in the stream
  uint64_t line = 1;      // 1-based line number of text[0]
  uint64_t index = 1;     // 1-based game number in the stream
};

// Completed games that own their bytes, ready to be handed to another thread.
struct GameChunk {
  struct Span {
    size_t begin = 0, size = 0;  // in bytes
    uint64_t offset = 0, line = 1, index = 1;
  };
  std::string bytes;
  std::vector<Span> games;

  GameText game(size_t i) const {
    const Span& s = games[i];
    return {std::string_view(bytes).substr(s.begin, s.size), s.offset, s.line, s.index};
  }
};

class GameSplitter {
 public:
  // Appends the next bytes of the stream.
  void feed(std::string_view bytes);
  // Declares the end of the stream: whatever is pending becomes the last game
  // (unless it is only white space).
  void finish();
  // The games completed since the last take(), with their bytes.
  GameChunk take();
  // Bytes of completed games waiting to be taken.
  size_t ready_bytes() const;

 private:
  // (implementation state)
};

}  // namespace arbiter
