#include "parser/spanish_draughts.h"

#include <cctype>
#include <string>
#include <utility>

namespace arbiter {

namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; }
bool is_move_byte(char c) { return is_digit(c) || c == '-' || c == 'x' || c == 'X'; }

// "!" "?" "!!" "??" "!?" "?!" as PGN's NAGs 1 to 6; 0 for anything else.
int mark_nag(std::string_view marks) {
  static constexpr std::string_view Marks[] = {"!", "?", "!!", "??", "!?", "?!"};
  for (int i = 0; i < 6; ++i)
    if (marks == Marks[i]) return i + 1;
  return 0;
}

std::string_view result_of(std::string_view inside) {
  if (inside == "1:0") return "1-0";
  if (inside == "0:1") return "0-1";
  if (inside == "1/2" || inside == "\xC2\xBD") return "1/2-1/2";
  return {};
}

// A PDN tag pair standing at `i` on a line of its own ('[Name "value"]'):
// where its line ends, with name and, when asked for, value (escapes
// resolved) set; npos if none stands there. Every PDN game is asked whether
// it is in the Spanish notation, which passes its tags without their values.
size_t tag_pair_at(std::string_view text, size_t i, std::string_view& name, std::string* value) {
  if (i >= text.size() || text[i] != '[') return std::string_view::npos;
  size_t j = i + 1;
  while (j < text.size() && (std::isalnum(static_cast<unsigned char>(text[j])) || text[j] == '_')) ++j;
  if (j == i + 1 || text.substr(j, 2) != " \"") return std::string_view::npos;
  name = text.substr(i + 1, j - i - 1);
  const size_t first = j + 2;
  bool escaped = false;
  for (j = first; j < text.size() && text[j] != '"' && text[j] != '\n'; ++j) {
    if (text[j] == '\\' && j + 1 < text.size()) {
      escaped = true;
      ++j;
    }
  }
  if (text.substr(j, 2) != "\"]") return std::string_view::npos;
  if (value && !escaped) value->assign(text.substr(first, j - first));
  if (value && escaped) {
    value->clear();
    for (size_t k = first; k < j; ++k) {
      if (text[k] == '\\') ++k;  // the escaped character, taken as it is
      *value += text[k];
    }
  }
  j += 2;
  while (j < text.size() && (text[j] == ' ' || text[j] == '\t' || text[j] == '\r')) ++j;
  return j == text.size() || text[j] == '\n' ? j : std::string_view::npos;
}

// Where the record's position or moves start, past blanks, the tag pairs
// that may open it (arbiter convert writes a game's tags so) and notes in
// brackets before its first move.
size_t past_heading(std::string_view text) {
  std::string_view name;
  size_t i = 0;
  for (;;) {
    while (i < text.size() && is_blank(text[i])) ++i;
    if (i < text.size() && text[i] == '(') {
      const size_t close = text.find(')', i);
      if (close == std::string_view::npos) return i;
      i = close + 1;
      continue;
    }
    const size_t end = tag_pair_at(text, i, name, nullptr);
    if (end == std::string_view::npos) return i;
    i = end;
  }
}

class SpanishReader {
 public:
  SpanishReader(std::string_view text, PgnVisitor& visitor) : text_(text), visitor_(visitor) {}

  void read() {
    visitor_.begin_tags();
    if (read_tag_pairs() && read_position() && visitor_.end_tags() == Flow::go_on) read_movetext();
    visitor_.end_game();
  }

 private:
  // The tag pairs before the record; false if the visitor wants no more of the game.
  bool read_tag_pairs() {
    std::string_view name;
    std::string value;
    for (;;) {
      skip_blanks();
      const size_t end = tag_pair_at(text_, i_, name, &value);
      if (end == std::string_view::npos) return true;
      if (name == "FEN" && !value.empty() && (value[0] == 'W' || value[0] == 'B')) side_to_move_ = value[0];
      if (visitor_.tag(name, value, i_) == Flow::skip_game) return false;
      i_ = end;
    }
  }

  // "Brancas: 2, 8, 16, (30), (31). Negras: (3), 7, 24, 25." before the
  // moves, kings in brackets: told as a PDN FEN tag whose side to move is
  // unknown ("?:W2,8,16,K30,K31:BK3,7,24,25"), as PDN 3.0 allows. False if
  // the visitor wants no more of the game.
  bool read_position() {
    // The notation does not say whose turn it is; a FEN tag above may.
    std::string fen(1, side_to_move_);
    size_t at = 0;
    for (int side; skip_blanks(), (side = side_name()) >= 0;) {
      if (fen.size() == 1) at = i_;
      fen += side == 0 ? ":W" : ":B";
      i_ = text_.find(':', i_) + 1;
      bool first = true;
      for (;;) {
        skip_spaces();
        const bool king = i_ < text_.size() && text_[i_] == '(';
        if (king) ++i_;
        const size_t digits = i_;
        while (i_ < text_.size() && is_digit(text_[i_])) ++i_;
        if (i_ == digits) break;
        fen.append(first ? "" : ",").append(king ? "K" : "").append(text_.substr(digits, i_ - digits));
        first = false;
        if (king && i_ < text_.size() && text_[i_] == ')') ++i_;
        skip_spaces();
        if (i_ < text_.size() && text_[i_] == ',') ++i_;
      }
      if (i_ < text_.size() && text_[i_] == '.') ++i_;
    }
    return fen.size() == 1 || visitor_.tag("FEN", fen, at) == Flow::go_on;
  }

  // 0 for White, 1 for Black when a side's name and a colon stand at i_
  // (Galician, Spanish, Portuguese); -1 otherwise.
  int side_name() const {
    static constexpr std::pair<std::string_view, int> Names[] = {
        {"Brancas", 0}, {"Blancas", 0}, {"Negras", 1}, {"Pretas", 1}};
    for (const auto& [name, side] : Names) {
      const std::string_view at = text_.substr(i_, name.size() + 1);
      if (at.size() == name.size() + 1 && at.substr(0, name.size()) == name && at.back() == ':') return side;
    }
    return -1;
  }

  void read_movetext() {
    while (skip_blanks(), i_ < text_.size()) {
      const char c = text_[i_];
      const size_t start = i_;
      bool go_on = true;
      if (c == ',' || c == ';') {
        ++i_;
      } else if (c == '.' ) {
        while (i_ < text_.size() && text_[i_] == '.') ++i_;  // "1. ..."
      } else if (c == '[' || c == '(') {
        go_on = read_note(c == '[' ? ']' : ')');
      } else if (c == '*' || is_digit(c)) {
        go_on = read_number_or_move();
      } else if (c == '!' || c == '?') {
        go_on = read_marks();
      } else {
        std::string message = "unreadable text '";
        while (i_ < text_.size() && !is_blank(text_[i_]) && i_ - start < 40) message += text_[i_++];
        visitor_.problem(message + "'", start);
        return;
      }
      if (!go_on) return;
    }
  }

  bool read_note(char close) {
    const size_t open = i_;
    const size_t end = text_.find(close, open + 1);
    if (end == std::string_view::npos) {
      visitor_.problem(std::string("unterminated note opened here"), open);
      return false;
    }
    i_ = end + 1;
    const std::string_view inside = text_.substr(open + 1, end - open - 1);
    if (close == ']') {
      if (const std::string_view result = result_of(inside); !result.empty())
        return visitor_.outcome(result, open) == Flow::go_on;
    }
    return !visitor_.wants_comments() || visitor_.comment(inside, open) == Flow::go_on;
  }

  // "12." is a move number; "*16-20", "09-13??" a move with its marks.
  bool read_number_or_move() {
    const bool only_move = text_[i_] == '*';
    if (only_move) ++i_;
    const size_t start = i_;
    while (i_ < text_.size() && is_move_byte(text_[i_])) ++i_;
    const std::string_view word = text_.substr(start, i_ - start);
    // '*' before no move: PDN's unfinished game, which the notation has no mark for.
    if (only_move && word.empty()) return visitor_.outcome("*", start - 1) == Flow::go_on;
    if (!only_move && i_ < text_.size() && text_[i_] == '.' && word.find_first_not_of("0123456789") == word.npos &&
        !word.empty()) {
      while (i_ < text_.size() && text_[i_] == '.') ++i_;
      return true;
    }
    if (visitor_.san(with_rest(word), start) == Flow::skip_game) return false;
    if (only_move && visitor_.nag(7, start - 1) == Flow::skip_game) return false;
    return read_marks();
  }

  // A move with a blank inside ("1- 6", "1 -6"): the word from its start to
  // the square after the blank, which the visitor rejoins (as it rejoins
  // PDN's "1- 6"), with i_ past it; the word itself otherwise.
  std::string_view with_rest(std::string_view word) {
    const bool open_end = !word.empty() && (word.back() == '-' || word.back() == 'x' || word.back() == 'X');
    size_t j = i_;
    while (j < text_.size() && (text_[j] == ' ' || text_[j] == '\t')) ++j;
    if (j == i_ || word.empty()) return word;
    if (!open_end) {
      if (word.find_first_not_of("0123456789") != word.npos || j == text_.size() ||
          (text_[j] != '-' && text_[j] != 'x' && text_[j] != 'X'))
        return word;
      ++j;
    }
    const size_t digits = j;
    while (j < text_.size() && is_digit(text_[j])) ++j;
    if (j == digits || (j < text_.size() && text_[j] == '.')) return word;  // "1- 6." ends with a move number
    i_ = j;
    return text_.substr(word.data() - text_.data(), j - size_t(word.data() - text_.data()));
  }

  bool read_marks() {
    skip_spaces();
    const size_t start = i_;
    while (i_ < text_.size() && (text_[i_] == '!' || text_[i_] == '?')) ++i_;
    if (i_ == start) return true;
    const int nag = mark_nag(text_.substr(start, i_ - start));
    return nag == 0 || visitor_.nag(nag, start) == Flow::go_on;
  }

  void skip_blanks() {
    while (i_ < text_.size() && is_blank(text_[i_])) ++i_;
  }
  void skip_spaces() {
    while (i_ < text_.size() && (text_[i_] == ' ' || text_[i_] == '\t')) ++i_;
  }

  std::string_view text_;
  PgnVisitor& visitor_;
  size_t i_ = 0;
  char side_to_move_ = '?';
};

}  // namespace

bool looks_like_spanish_draughts(std::string_view text) {
  size_t i = past_heading(text);
  for (std::string_view name : {"Brancas:", "Blancas:", "Negras:", "Pretas:"})
    if (text.substr(i, name.size()) == name) return true;
  const size_t digits = i;
  while (i < text.size() && is_digit(text[i])) ++i;
  if (i == digits || i == text.size() || text[i] != '.') return false;
  ++i;
  const size_t move = i;
  while (i < text.size() && is_digit(text[i])) ++i;
  if (i == move) return false;
  while (i < text.size() && text[i] == ' ') ++i;  // "1.09 -13"
  if (i == text.size() || (text[i] != '-' && text[i] != 'x')) return false;
  ++i;
  while (i < text.size() && text[i] == ' ') ++i;  // "1.09- 13"
  // PDN writes "1.32-28 19-23"; the Spanish notation puts a comma after
  // White's move ("1.09-13, 22-19;") or dots for Black's to come ("1.10-13 ...").
  while (i < text.size() && (is_digit(text[i]) || text[i] == '-' || text[i] == 'x' || text[i] == '!' ||
                             text[i] == '?'))
    ++i;
  while (i < text.size() && text[i] == ' ') ++i;
  return i < text.size() && (text[i] == ',' || text[i] == ';' || text.substr(i, 3) == "...");
}

void read_spanish_draughts(std::string_view text, PgnVisitor& visitor) { SpanishReader(text, visitor).read(); }

}  // namespace arbiter
