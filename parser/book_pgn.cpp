#include "parser/book_pgn.h"

#include <string>

namespace arbiter {

namespace {

std::string pgn_quote(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

// A comment ends at the first "}".
std::string comment_safe(std::string s) {
  for (char& c : s)
    if (c == '}') c = ')';
  return s;
}

// Movetext with lines of at most 79 characters; "(" sticks to what
// follows it, ")" to what precedes it.
class Movetext {
 public:
  void add(std::string token) {
    if (open_) token = "(" + token;
    open_ = false;
    if (token == ")") {
      line_ += token;
      return;
    }
    if (!line_.empty() && line_.size() + 1 + token.size() > 79) flush();
    if (!line_.empty()) line_ += ' ';
    line_ += token;
  }
  void open() { open_ = true; }
  std::string finish() {
    flush();
    return std::move(out_);
  }

 private:
  void flush() {
    if (!line_.empty()) out_ += line_ + '\n';
    line_.clear();
  }
  std::string out_, line_;
  bool open_ = false;
};

std::string number_of(unsigned ply, bool force) {
  const std::string n = std::to_string(ply / 2 + 1);
  if (ply % 2 == 0) return n + ".";
  return force ? n + "..." : std::string();
}

// Plies in order, each numbered when White moves or after an interruption;
// a comment wherever the book resumes the score on a later line.
void write_line(Movetext& text, const std::vector<RunPly>& plies, const BookScore& game, bool main_line) {
  bool interrupted = true;
  unsigned last_line = 0;
  for (const RunPly& p : plies) {
    if (p.line > last_line + 1 || last_line == 0) {
      text.add("{book line " + std::to_string(p.line) + "}");
      interrupted = true;
    }
    last_line = p.line;
    const std::string n = number_of(p.ply, interrupted);
    text.add(n.empty() ? p.word : n + " " + p.word);  // a number never ends a line
    interrupted = false;
    if (!main_line) continue;
    for (const RunPly& q : game.parallel)
      if (q.ply == p.ply) {
        text.add("{parallel: " + comment_safe(q.word) + "}");
        interrupted = true;
      }
    for (const std::vector<RunPly>& v : game.variations)
      if (v.front().ply == p.ply) {
        text.open();
        write_line(text, v, game, false);
        text.add(")");
        interrupted = true;
      }
  }
}

}  // namespace

std::string book_game_pgn(const BookScore& g, std::string_view source) {
  std::string out;
  auto tag = [&](std::string_view name, std::string_view value) {
    out += "[" + std::string(name) + " \"" + pgn_quote(value) + "\"]\n";
  };
  tag("Event", "?");
  tag("Site", "?");
  tag("Date", "????.??.??");
  tag("Round", "?");
  tag("White", g.white.empty() ? "?" : g.white);
  tag("Black", g.black.empty() ? "?" : g.black);
  tag("Result", "*");
  if (!g.fen.empty()) {
    tag("SetUp", "1");
    tag("FEN", g.fen);
  }
  tag("Source", source);
  tag("SourceLine", std::to_string(g.line));
  if (!g.heading.empty()) tag("BookHeading", g.heading);
  if (!g.key.empty()) tag("BookKey", "PGN " + g.key);
  Movetext text;
  write_line(text, g.moves, g, true);
  text.add("*");
  return out + "\n" + text.finish() + "\n";
}

}  // namespace arbiter
