#include "parser/game_resync.h"

#include <algorithm>
#include <string>
#include <vector>

#include "parser/game_splitter.h"
#include "parser/pgn_lexicon.h"

namespace arbiter {

namespace {

constexpr bool is_line_end(char c) { return c == '\n' || c == '\r'; }

// As the splitter's blanks: Ctrl-Z is an old file's end mark.
constexpr bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\f' || c == '\v' || c == 0x1A; }

bool is_word_start(std::string_view bytes, size_t at) {
  return at < bytes.size() && pgn_lexicon::is_word_byte(static_cast<unsigned char>(bytes[at]));
}

// Where the line that starts at `at` ends (its CR or LF), or npos.
size_t line_end(std::string_view bytes, size_t at) { return bytes.find_first_of("\r\n", at); }

// The start of the line after the one ending at `end`: a CR LF pair is one line end.
size_t next_line(std::string_view bytes, size_t end) {
  return bytes[end] == '\r' && end + 1 < bytes.size() && bytes[end + 1] == '\n' ? end + 2 : end + 1;
}

bool is_blank_line(std::string_view line) { return std::all_of(line.begin(), line.end(), is_blank); }

// A brace comment that opens the line and closes on it, blanks after it: the
// splitter leaves it in the state it entered it in. TCEC's files put the
// engines' options so between a game's tags and its moves.
bool is_closed_comment_line(std::string_view line) {
  if (line.empty() || line[0] != '{') return false;
  const size_t close = line.find('}');
  return close != std::string_view::npos && is_blank_line(line.substr(close + 1));
}

// The start of P for the line L at `l`: the line before L's blank lines.
std::optional<size_t> line_before(std::string_view bytes, size_t l) {
  size_t q = l;
  while (q > 0 && (is_line_end(bytes[q - 1]) || is_blank(bytes[q - 1]))) --q;
  if (q == 0) return std::nullopt;
  const size_t before = bytes.find_last_of("\r\n", q - 1);
  if (before == std::string_view::npos) return std::nullopt;  // P may begin before the window
  return before + 1;
}

enum class Verdict { yes, no, undecided };

// After L (ending at `end`): tag lines without '{', blank lines and closed
// comment lines, a line of movetext.
Verdict movetext_follows(std::string_view bytes, size_t end, bool at_stream_end) {
  bool tags_ended = false;
  for (size_t at = next_line(bytes, end); at < bytes.size();) {
    if (is_word_start(bytes, at)) return Verdict::yes;
    const size_t e = line_end(bytes, at);
    if (e == std::string_view::npos) break;
    const std::string_view line = bytes.substr(at, e - at);
    if (is_blank_line(line) || is_closed_comment_line(line)) tags_ended = true;
    else if (tags_ended || line[0] != '[' || line.find('{') != std::string_view::npos) return Verdict::no;
    at = next_line(bytes, e);
  }
  return at_stream_end ? Verdict::no : Verdict::undecided;
}

// Text that leaves the splitter, at a line start, in each state it can be in
// there for P, with variations open up to `depth` deep.
std::vector<std::string> entry_states(size_t depth) {
  std::vector<std::string> outside = {"\n", "[A \"b\"]\n", "{c}\n"};
  for (size_t d = 0; d <= depth; ++d) {
    outside.push_back("e4 " + std::string(d, '(') + "\n");
    outside.push_back("e4 1-0 " + std::string(d, '(') + "\n");
  }
  std::vector<std::string> all = outside;
  for (const std::string& s : outside) all.push_back(s == "\n" ? "{\n" : s + "{\n");
  return all;
}

// Whether the splitter starts a game at L (at `l`) from every state, fed
// from P's start (`p`) through L's line end (`end`).
bool starts_game_from_every_state(std::string_view bytes, size_t p, size_t l, size_t end) {
  const std::string_view text = bytes.substr(p, next_line(bytes, end) - p);
  const size_t parens = std::count(text.begin(), text.begin() + (l - p), ')');
  if (parens > MaxResyncParens) return false;
  for (const std::string& state : entry_states(parens + 1)) {
    GameSplitter splitter;
    splitter.feed(state);
    splitter.feed(text);
    splitter.finish();
    const GameChunk games = splitter.take();
    if (games.games.empty() || games.games.back().offset != state.size() + (l - p)) return false;
  }
  return true;
}

}  // namespace

std::optional<size_t> find_resync_point(std::string_view window, size_t from, bool at_stream_end) {
  for (size_t l = from; (l = window.find('[', l)) != std::string_view::npos; ++l) {
    if (l == 0 || !is_line_end(window[l - 1])) continue;
    const std::optional<size_t> p = line_before(window, l);
    if (!p || !is_word_start(window, *p)) continue;
    const size_t end = line_end(window, l);
    if (end == std::string_view::npos) return std::nullopt;  // L goes on past the window, or the stream ends in it
    const Verdict after = movetext_follows(window, end, at_stream_end);
    if (after == Verdict::undecided) return std::nullopt;
    if (after == Verdict::yes && starts_game_from_every_state(window, *p, l, end)) return l;
  }
  return std::nullopt;
}

}  // namespace arbiter
