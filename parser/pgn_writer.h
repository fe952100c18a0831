// Writing PGN (export format's layout): tag pairs with their escapes, and
// movetext in lines of at most 79 characters. Knows no chess: moves are
// words as a notation writer made them.
#pragma once

#include <string>
#include <string_view>

namespace arbiter {

// `[Name "value"]` and a line end, with " and \ escaped.
std::string tag_pair(std::string_view name, std::string_view value);

// Text that may stand in a {comment}: a '}' would end it, so it becomes ')'.
std::string comment_safe(std::string text);

// Movetext words joined into lines of at most 79 characters; a variation's
// "(" sticks to the word after it, ")" to the word before.
class MovetextWriter {
 public:
  // A word, or several that must stay on one line ("12. Nf3").
  void add(std::string word);
  // The next word opens a variation.
  void open_variation() { open_ = true; }
  void close_variation() { line_ += ')'; }
  // The lines written, each ended by a line end.
  std::string finish();

 private:
  void flush();
  std::string out_, line_;
  bool open_ = false;
};

}  // namespace arbiter
