// Finds where games begin and end in a byte stream, cheaply and without
// parsing them, so that games can be parsed in parallel. Fed block by block;
// keeps its scanning state across blocks, so the stream is scanned once and
// no game is ever split or lost, whatever the block size.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "parser/byte_buffer.h"
#include "parser/game_text.h"

namespace arbiter {

// Completed games that own their bytes, ready to be handed to another thread.
struct GameChunk {
  struct Span {
    size_t begin = 0, size = 0;  // in bytes
    uint64_t offset = 0, line = 1, index = 1;
  };
  ByteBuffer storage;
  std::string_view bytes;  // the games', in storage
  std::vector<Span> games;

  GameText game(size_t i) const {
    const Span& s = games[i];
    return {std::string_view(bytes).substr(s.begin, s.size), s.offset, s.line, s.index};
  }
};

class GameSplitter {
 public:
  GameSplitter() = default;
  // Starts in `buffer`, its bytes dropped and its room kept.
  explicit GameSplitter(ByteBuffer buffer) : buf_(std::move(buffer)) { buf_.clear(); }

  // Appends the next bytes of the stream.
  void feed(std::string_view bytes);
  // The same in two steps, for a reader that fills the splitter's buffer
  // itself and so saves a copy: room for up to `n` next bytes, then how many
  // of them it filled.
  std::span<char> prepare(size_t n);
  void commit(size_t n);
  // Declares the end of the stream: whatever is pending becomes the last
  // game, even one of comments alone (blanks and % escape lines begin none).
  void finish();
  // The games completed since the last take(), with their bytes. The
  // splitter goes on in `spare` (its room kept, its bytes dropped): a reader
  // that hands back the buffers of chunks it is done with reads into memory
  // already mapped.
  GameChunk take(ByteBuffer spare = {});
  // Bytes of completed games waiting to be taken.
  size_t ready_bytes() const;
  // Line ends read so far (a CR LF pair is one).
  uint64_t lines_ended() const { return line_ - 1; }

 private:
  // What the byte being scanned is inside of.
  enum class Mode : uint8_t { movetext, tag_name, tag, tag_string, tag_escape, brace_comment, line_comment };
  // Progress of the look-out for a line shaped like a tag pair inside a brace
  // comment, which ends a game whose comment was never closed.
  enum class Lookout : uint8_t { idle, open, name, before_value, value, escape, after_value, closed };

  void scan(size_t from);
  size_t scan_run(const unsigned char* data, size_t i, size_t size);
  size_t scan_movetext(const unsigned char* data, size_t i, size_t size);
  size_t scan_tag_lines(const unsigned char* data, size_t i, size_t size);
  size_t pass_tag_lines(const unsigned char* data, size_t i, size_t size);
  void take_tag_line(uint64_t offset);
  void take_next_tag_line(uint64_t offset);
  size_t skip_movetext_run(const unsigned char* data, size_t i, size_t size);
  size_t skip_quiet_movetext(const unsigned char* data, size_t i, size_t size);
  size_t skip_quiet_blocks(const unsigned char* data, size_t i, size_t size);
  size_t scan_tag_name(const unsigned char* data, size_t i, size_t size);
  size_t skip_plain_tag_pair(const unsigned char* data, size_t i, size_t size);
  size_t scan_tag(const unsigned char* data, size_t i, size_t size);
  size_t scan_tag_string(const unsigned char* data, size_t i, size_t size);
  size_t scan_brace_comment(const unsigned char* data, size_t i, size_t size);
  size_t scan_line_comment(const unsigned char* data, size_t i, size_t size);
  void step(unsigned char c, uint64_t offset);
  void pass_byte(unsigned char c);
  bool skip_bom(unsigned char c, uint64_t offset);
  void end_line(unsigned char c, uint64_t offset);
  void movetext_byte(unsigned char c, uint64_t offset);
  void open_tag_pair(uint64_t offset);
  void start_word(uint64_t offset);
  void end_word(uint64_t end);
  void end_tag_name();
  void add_tag_name(uint64_t begin);
  bool has_tag_name(std::string_view name);
  std::string_view tag_name_at(uint64_t begin) const;
  void look_out(unsigned char c, uint64_t offset);
  void begin_game(uint64_t offset, uint64_t line);
  void split(uint64_t offset, uint64_t line);
  void complete_game(uint64_t end);

  ByteBuffer buf_;                     // stream bytes from buf_offset_ on
  uint64_t buf_offset_ = 0;
  std::vector<GameChunk::Span> done_;  // completed games; Span::begin is set by take()
  uint64_t next_index_ = 1;

  // The incomplete game.
  bool begun_ = false;
  uint64_t begin_ = 0, begin_line_ = 1;
  bool has_tags_ = false, has_moves_ = false, has_result_ = false;
  std::vector<uint64_t> tag_names_;  // where its tag names begin, for a game of tags only
  // The first `indexed_names_` of those names, once a game has so many tags
  // that searching them one by one would make the splitter quadratic.
  std::unordered_set<std::string> name_index_;
  size_t indexed_names_ = 0;
  uint64_t depth_ = 0;  // variation nesting; results inside variations end nothing

  // Scanning state.
  Mode mode_ = Mode::movetext;
  uint64_t line_ = 1;
  bool prev_cr_ = false;     // a CR LF pair is one line end
  bool col0_ = true;         // the byte being scanned is the first of its line
  bool line_start_ = true;   // only blanks so far on this line
  uint8_t bom_matched_ = 0;  // bytes of a UTF-8 BOM seen at the stream start
  bool in_word_ = false;
  uint64_t word_begin_ = 0, word_line_ = 1;
  uint64_t tag_begin_ = 0, tag_line_ = 1;  // the '[' of the tag pair being scanned
  bool blank_line_ = false;            // since the last tag pair
  bool tag_after_blank_line_ = false;  // the tag pair being scanned starts a line after one
  bool in_tag_name_ = false;
  uint64_t tag_name_begin_ = 0;
  Lookout lookout_ = Lookout::idle;
  uint64_t lookout_begin_ = 0, lookout_line_ = 1;
};

}  // namespace arbiter
