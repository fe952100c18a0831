#include "parser/pgn_writer.h"

namespace arbiter {

std::string tag_pair(std::string_view name, std::string_view value) {
  std::string out = "[" + std::string(name) + " \"";
  for (char c : value) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"]\n";
}

std::string comment_safe(std::string text) {
  for (char& c : text)
    if (c == '}') c = ')';
  return text;
}

void MovetextWriter::add(std::string word) {
  if (open_) word = "(" + word;
  open_ = false;
  if (!line_.empty() && line_.size() + 1 + word.size() > 79) flush();
  if (!line_.empty()) line_ += ' ';
  line_ += word;
}

std::string MovetextWriter::finish() {
  flush();
  return std::move(out_);
}

void MovetextWriter::flush() {
  if (!line_.empty()) out_ += line_ + '\n';
  line_.clear();
}

}  // namespace arbiter
