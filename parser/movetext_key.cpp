#include "parser/movetext_key.h"

namespace arbiter {

namespace {

// The movetext without the result that ends it: two records of one game
// with different results are still one game.
std::string_view without_result(std::string_view movetext) {
  const size_t last = movetext.find_last_not_of(" \t\r\n");
  if (last == std::string_view::npos) return {};
  movetext = movetext.substr(0, last + 1);
  for (const std::string_view result : {"1-0", "0-1", "1/2-1/2", "*"})
    if (movetext.ends_with(result)) return movetext.substr(0, movetext.size() - result.size());
  return movetext;
}

}  // namespace

uint64_t movetext_key(std::string_view movetext) {
  movetext = without_result(movetext);
  // FNV-1a: the keys are compared within one pair of players' games, where a
  // 64-bit collision is out of reach.
  uint64_t key = 0xcbf29ce484222325ULL;
  bool any = false;
  for (size_t i = 0; i < movetext.size(); ++i) {
    const char c = movetext[i];
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n') continue;
    if (c == '{') {
      const size_t close = movetext.find('}', i);
      if (close == std::string_view::npos) break;
      i = close;
      continue;
    }
    key = (key ^ static_cast<unsigned char>(c)) * 0x100000001b3ULL;
    any = true;
  }
  return any ? key : 0;
}

size_t movetext_begin(std::string_view game_text, size_t last_tag_offset) {
  if (last_tag_offset == std::string_view::npos) return 0;
  const size_t eol = game_text.find('\n', last_tag_offset);
  return eol == std::string_view::npos ? game_text.size() : eol + 1;
}

}  // namespace arbiter
