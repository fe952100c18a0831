#include "cli/fix.h"

#include <algorithm>

#include "adjudicate/verdict.h"

namespace arbiter {

namespace {

struct Edit {
  size_t begin, end;  // the bytes replaced, in the game's text
  std::string text;
};

// The ply at which an automatic ending stopped the game while it went on.
const Finding* ran_past_ending(const GameRecord& game) {
  for (const Finding& f : game.findings)
    if ((f.kind == Kind::fivefold_repetition || f.kind == Kind::seventy_five_moves ||
         f.kind == Kind::dead_position) &&
        f.ply < int(game.moves.size()))
      return &f;
  return nullptr;
}

// The value of the Result tag: its bytes between the quotes, if present.
bool find_result_tag(std::string_view text, size_t& begin, size_t& end) {
  for (size_t at = text.find("[Result"); at != std::string_view::npos; at = text.find("[Result", at + 1)) {
    const size_t open = text.find('"', at);
    const size_t close = open == std::string_view::npos ? open : text.find('"', open + 1);
    const size_t line_end = text.find('\n', at);
    if (close == std::string_view::npos || (line_end != std::string_view::npos && close > line_end)) continue;
    begin = open + 1, end = close;
    return true;
  }
  return false;
}

// Where the move at `move` begins with the move number written before it
// ("55. Kxg2", "55... Kxg2"), so that no number is left without its move.
size_t with_move_number(std::string_view text, size_t move) {
  size_t at = move;
  while (at > 0 && (text[at - 1] == ' ' || text[at - 1] == '\t')) --at;
  size_t dots = at;
  while (dots > 0 && text[dots - 1] == '.') --dots;
  size_t digits = dots;
  while (digits > 0 && text[digits - 1] >= '0' && text[digits - 1] <= '9') --digits;
  const bool word_start = digits == 0 || text[digits - 1] == ' ' || text[digits - 1] == '\n' || text[digits - 1] == '\r';
  return dots < at && digits < dots && word_start ? digits : move;
}

// Text kept inside a comment: braces would end it early.
std::string as_comment_text(std::string_view s) {
  std::string out(s);
  std::replace(out.begin(), out.end(), '{', '(');
  std::replace(out.begin(), out.end(), '}', ')');
  while (!out.empty() && (out.back() == ' ' || out.back() == '\n' || out.back() == '\r')) out.pop_back();
  return out;
}

}  // namespace

void write_fixed_game(const GameText& game_text, const GameRecord& game, std::string& out) {
  const std::string_view text = game_text.text;
  std::vector<Edit> edits;
  const Finding* proven = proven_result(game);
  const std::string result = proven ? proven->candidates.front() : "";
  const Finding* ending = ran_past_ending(game);
  const bool has_outcome = !game.outcome.empty();
  const size_t outcome_end = has_outcome ? game.outcome_offset + game.outcome.size() : 0;
  if (ending) {
    // From the first void move (with its move number) up to the result, or
    // the end of the moves.
    const size_t begin = with_move_number(text, game.move_offsets[ending->ply]);
    const size_t end = has_outcome ? game.outcome_offset : text.find_last_not_of(" \r\n\t") + 1;
    edits.push_back({begin, end,
                     "{void: played after the game had ended (" + std::string(kind_name(ending->kind)) + "): " +
                         as_comment_text(text.substr(begin, end - begin)) + "} "});
  }
  if (!result.empty()) {
    if (size_t b, e; find_result_tag(text, b, e)) edits.push_back({b, e, result});
    if (has_outcome && game.outcome != result)
      edits.push_back({game.outcome_offset, outcome_end, result});
  }
  std::sort(edits.begin(), edits.end(), [](const Edit& a, const Edit& b) { return a.begin < b.begin; });
  size_t at = 0;
  for (const Edit& e : edits) {
    out.append(text.substr(at, e.begin - at));
    out += e.text;
    at = e.end;
  }
  out.append(text.substr(at));
  // The splitter leaves line ends between games with the game before; a game
  // that ended without one must not run into the next.
  if (!out.empty() && out.back() != '\n') out += '\n';
}

}  // namespace arbiter
