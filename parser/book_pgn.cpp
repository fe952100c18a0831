#include "parser/book_pgn.h"

#include <string>

#include "parser/pgn_writer.h"

namespace arbiter {

namespace {

std::string number_of(unsigned ply, bool force) {
  const std::string n = std::to_string(ply / 2 + 1);
  if (ply % 2 == 0) return n + ".";
  return force ? n + "..." : std::string();
}

// Plies in order, each numbered when White moves or after an interruption;
// a comment wherever the book resumes the score on a later line.
void write_line(MovetextWriter& text, const std::vector<RunPly>& plies, const BookScore& game, bool main_line) {
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
        text.open_variation();
        write_line(text, v, game, false);
        text.close_variation();
        interrupted = true;
      }
  }
}

}  // namespace

std::string book_game_pgn(const BookScore& g, std::string_view source) {
  std::string out;
  auto tag = [&](std::string_view name, std::string_view value) { out += tag_pair(name, value); };
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
  MovetextWriter text;
  write_line(text, g.moves, g, true);
  text.add("*");
  return out + "\n" + text.finish() + "\n";
}

}  // namespace arbiter
