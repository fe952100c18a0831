// A scoresheet is read line by line: header lines until the first move line,
// then move lines, whose words go to the visitor as moves until a result.
// Which words are moves is left to the notation readers, as for PGN; this
// reader only knows the words that end a game.
#include "parser/scoresheet.h"

#include <array>
#include <optional>
#include <boost/spirit/home/x3.hpp>
#include <string>

#include "parser/pgn_reader.h"

namespace arbiter {

namespace {

namespace x3 = boost::spirit::x3;
using Range = boost::iterator_range<const char*>;

const auto blanks = x3::omit[*x3::char_(" \t")];
// "Blancas:", "Black player:", "Weiß:" — a few words of letters, then a colon.
const auto key_byte = x3::char_("A-Za-z") | x3::char_('\x80', '\xFF');
const auto header_key = x3::raw[+key_byte >> *(+x3::char_(' ') >> +key_byte)] >> blanks >> x3::lit(':');
// "12.", "12...", "12)", "12", "12 .", "12. ...": a move line's number.
const auto move_number = blanks >> x3::raw[+x3::char_('0', '9')];
const auto number_mark = x3::lit('.') | x3::lit("\xE2\x80\xA6") | x3::lit(')');
const auto number_marks = x3::raw[*(blanks >> number_mark)];

// How many dots `marks` writes ("…" counts three): three or more put the
// line's first word in Black's column.
size_t dots_in(Range marks) {
  size_t dots = 0;
  for (const char* p = marks.begin(); p != marks.end(); ++p)
    if (*p == '.') ++dots;
    else if (*p == '\xE2') dots += 3;  // the first byte of "…"
  return dots;
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
  return out;
}

struct HeaderKey {
  std::string_view key, tag;
};
// Header words in the languages of the notations read.
constexpr std::array<HeaderKey, 36> HeaderKeys = {{
    {"white", "White"},   {"blancas", "White"}, {"blancos", "White"}, {"blanco", "White"},
    {"blancs", "White"},  {"weiss", "White"},   {"wei\xC3\x9F", "White"}, {"wit", "White"},
    {"black", "Black"},   {"negras", "Black"},  {"negros", "Black"},  {"negro", "Black"},
    {"noirs", "Black"},   {"schwarz", "Black"}, {"zwart", "Black"},
    {"event", "Event"},   {"torneo", "Event"},  {"evento", "Event"},  {"turnier", "Event"},
    {"tournoi", "Event"}, {"site", "Site"},     {"lugar", "Site"},    {"ort", "Site"},
    {"date", "Date"},     {"fecha", "Date"},    {"datum", "Date"},
    {"round", "Round"},   {"ronda", "Round"},   {"runde", "Round"},
    {"result", "Result"}, {"resultado", "Result"},
    // A starting position, as FEN or as the 1966 rulebook's Forsyth notation.
    {"fen", "FEN"},       {"forsyth", "FEN"},   {"position", "FEN"},  {"posici\xC3\xB3n", "FEN"},
    {"posicion", "FEN"},
}};

std::string_view tag_name(std::string_view key) {
  const std::string k = lower(key);
  for (const HeaderKey& h : HeaderKeys)
    if (h.key == k) return h.tag;
  return key;
}

// Words that end a game, lower case. `resigns` means the player whose turn it
// is gave up; `draw` that the game was drawn.
enum class Ending { resigns, draw };
struct EndingPhrase {
  std::array<std::string_view, 2> words;
  Ending ending;
};
constexpr std::array<EndingPhrase, 17> EndingPhrases = {{
    {{"se", "rinden"}, Ending::resigns},   {{"se", "rinde"}, Ending::resigns},
    {{"abandonan", ""}, Ending::resigns},  {{"abandona", ""}, Ending::resigns},
    {{"rinden", ""}, Ending::resigns},     {{"resigns", ""}, Ending::resigns},
    {{"resigned", ""}, Ending::resigns},   {{"resign", ""}, Ending::resigns},
    {{"abandonne", ""}, Ending::resigns},  {{"aufgegeben", ""}, Ending::resigns},
    {{"gibt", "auf"}, Ending::resigns},    {{"tablas", ""}, Ending::draw},
    {{"draw", ""}, Ending::draw},          {{"drawn", ""}, Ending::draw},
    {{"remis", ""}, Ending::draw},         {{"nulle", ""}, Ending::draw},
    {{"partida", "nula"}, Ending::draw},
}};

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

// The cell a move number names: its move, and the column (0 White, 1 Black).
struct Cell {
  int number = 0, column = 0;
};

int number_value(Range digits) {
  int n = 0;
  for (char c : digits) n = n < 100000 ? n * 10 + (c - '0') : n;
  return n;
}

// A word that is a move number alone: "12.", "12...", "12)".
std::optional<Cell> numbered_cell(std::string_view word) {
  const char* p = word.data();
  const char* const end = p + word.size();
  Range digits, marks;
  if (!x3::parse(p, end, x3::raw[+x3::char_('0', '9')], digits) || !x3::parse(p, end, x3::raw[+number_mark], marks) ||
      p != end)
    return std::nullopt;
  return Cell{number_value(digits), dots_in(marks) >= 3 ? 1 : 0};
}

class SheetReader {
 public:
  SheetReader(std::string_view text, PgnVisitor& visitor) : text_(text), visitor_(visitor) {}

  void read() {
    visitor_.begin_tags();
    size_t at = 0;
    while (at < text_.size() && !ended_) {
      size_t eol = text_.find('\n', at);
      if (eol == std::string_view::npos) eol = text_.size();
      read_line(at, eol);
      at = eol + 1;
    }
    if (!moves_begun_ && !skipped_) visitor_.end_tags();
    visitor_.end_game();
  }

 private:
  void read_line(size_t begin, size_t end) {
    const char* p = text_.data() + begin;
    const char* const line_end = text_.data() + end;
    const char* q = p;
    while (q != line_end && is_blank(*q)) ++q;
    if (q == line_end) return;
    Range key;
    if (!moves_begun_ && x3::parse(q, line_end, header_key, key)) {
      const char* value = q;
      while (value != line_end && is_blank(*value)) ++value;
      const char* value_end = line_end;
      while (value_end != value && is_blank(value_end[-1])) --value_end;
      heed(visitor_.tag(tag_name({key.begin(), size_t(key.size())}), {value, size_t(value_end - value)},
                        offset(p)));
      return;
    }
    q = p;
    Range digits, dots;
    const bool numbered = x3::parse(q, line_end, move_number, digits) && x3::parse(q, line_end, number_marks, dots) &&
                          (q == line_end || is_blank(*q));
    if (!numbered && !moves_begun_) {
      heed(visitor_.comment({p, size_t(line_end - p)}, offset(p)));
      return;
    }
    if (!numbered) q = p;
    if (!moves_begun_) {
      moves_begun_ = true;
      if (!heed(visitor_.end_tags())) return;
    }
    // "12... Nf6" opens with Black's move; a line without a number goes on
    // in the column where the last one stopped.
    line_end_ = line_end;
    if (numbered && !go_to_cell(number_value(digits), dots_in(dots) >= 3 ? 1 : 0, p)) return;
    std::array<std::string_view, 2> words;
    std::array<const char*, 2> starts{};
    size_t pending = 0;
    while (!ended_) {
      while (q != line_end && is_blank(*q)) ++q;
      if (q == line_end) break;
      const char* w = q;
      while (q != line_end && !is_blank(*q)) ++q;
      const std::string_view word(w, size_t(q - w));
      // Two words of lookahead: the longest ending phrase.
      words[pending] = word;
      starts[pending] = w;
      if (++pending < 2) continue;
      pending = take(words, starts, 2);
    }
    while (pending > 0 && !ended_) pending = take(words, starts, pending);
  }

  // Reads the first of `count` buffered words (or an ending phrase made of
  // them); returns how many remain buffered.
  size_t take(std::array<std::string_view, 2>& words, std::array<const char*, 2>& starts, size_t count) {
    for (const EndingPhrase& phrase : EndingPhrases) {
      const size_t n = phrase.words[1].empty() ? 1 : 2;
      if (n > count) continue;
      bool match = true;
      for (size_t i = 0; i < n && match; ++i) match = lower(words[i]) == phrase.words[i];
      if (!match) continue;
      // The player in whose column the phrase stands resigned.
      const std::string_view result =
          phrase.ending == Ending::draw ? "1/2-1/2" : (column_ == 0 ? "0-1" : "1-0");
      heed(visitor_.outcome(result, offset(starts[0])));
      ended_ = true;
      return 0;
    }
    const std::string_view word = words[0];
    if (is_pgn_result(word)) {
      heed(visitor_.outcome(word, offset(starts[0])));
      ended_ = true;
      return 0;
    }
    // "2." inside a line written as PGN writes it ("1. e4 e5 2. Nf3 Nc6")
    // numbers the cells after it as a line's number does.
    if (const std::optional<Cell> cell = numbered_cell(word)) {
      if (!go_to_cell(cell->number, cell->column, starts[0])) return 0;
    } else {
      if (!heed(is_tick(word) ? visitor_.unrecorded_move(word, offset(starts[0]))
                              : visitor_.san(word, offset(starts[0]))))
        return 0;
      if (is_cell(word)) next_cell();
    }
    words[0] = words[1];
    starts[0] = starts[1];
    return count - 1;
  }

  // The cell the next word fills: after 12 (White), 12 (Black), then 13.
  void next_cell() {
    if ((column_ ^= 1) == 0) ++number_;
  }
  // A numbered line: the cells skipped since the last word are moves not
  // recorded. Where the number is not the one expected, the next number
  // tells a slip of the pen from the writer's own count: when it goes on
  // from the expected one (4, 6, 6: the first 6 is move 5; 19, 18, 21), the
  // line is read as the expected move; when it goes on from the number
  // written, a number ahead is moves not recorded and one behind numbers the
  // cells from it on. A number implausibly far ahead is a slip too. The
  // visitor is told of a slip or a number behind. False when the visitor
  // skipped the rest of the game.
  bool go_to_cell(int number, int column, const char* at) {
    const bool behind = number < number_ || (number == number_ && column < column_);
    const bool ahead = number > number_;
    bool slip = false;
    if (cells_begun_ && (behind || ahead)) {
      const std::optional<int> next = next_number(line_end_);
      slip = number >= number_ + MaxSkippedMoves || (next && *next == number_ + 1);
    }
    if (cells_begun_ && (slip || behind)) {
      const char* from = at;
      while (from != line_end_ && is_blank(*from)) ++from;
      const char* end = line_end_;
      while (end != from && is_blank(end[-1])) --end;
      if (!heed(visitor_.misnumbered_line({from, size_t(end - from)}, number, number_, column_ == 1, offset(from))))
        return false;
      if (slip) {  // read as the cell that was next
        number = number_;
        column = column_;
      }
    } else if (cells_begun_) {
      // A cell of the line numbered last is there, left blank; the cells of
      // the numbers that were jumped are here.
      while (number_ < number || (number_ == number && column_ < column)) {
        if (!heed(visitor_.unrecorded_move({}, offset(number_ == numbered_ ? numbered_at_ : at)))) return false;
        next_cell();
      }
    }
    number_ = numbered_ = number;
    numbered_at_ = at;
    while (numbered_at_ != line_end_ && is_blank(*numbered_at_)) ++numbered_at_;
    column_ = column;
    cells_begun_ = true;
    return true;
  }

  // The next move number written after `from`, opening a line or inside one.
  std::optional<int> next_number(const char* from) const {
    const char* const end = text_.data() + text_.size();
    bool line_start = false;
    for (const char* p = from; p != end;) {
      if (*p == '\n') line_start = true;
      if (is_blank(*p) || *p == '\n') {
        ++p;
        continue;
      }
      const char* w = p;
      while (p != end && !is_blank(*p) && *p != '\n') ++p;
      const std::string_view word(w, size_t(p - w));
      if (const std::optional<Cell> cell = numbered_cell(word)) return cell->number;
      // "16 D6A": a line's number may stand without a mark.
      if (line_start && word.find_first_not_of("0123456789") == std::string_view::npos) {
        Range digits(w, p);
        return number_value(digits);
      }
      line_start = false;
    }
    return std::nullopt;
  }
  static constexpr int MaxSkippedMoves = 100;

  static bool is_pgn_result(std::string_view w) {
    return w == "1-0" || w == "0-1" || w == "1/2-1/2" || w == "\xC2\xBD-\xC2\xBD" || w == "*";
  }
  // A word that fills a player's column (a move, or a tick for a move not
  // written down), as against "jaq.", "ch", "mate", "e.p." after a move.
  static bool is_cell(std::string_view w) {
    const unsigned char c = static_cast<unsigned char>(w[0]);
    if ((c >= 'A' && c <= 'Z') || c >= 0x80 || is_tick(w)) return true;
    for (char ch : w)
      if (ch >= '0' && ch <= '9') return true;
    return false;
  }

  size_t offset(const char* at) const { return size_t(at - text_.data()); }

  // Takes the visitor's answer to a callback: false, and nothing more of the
  // text is read, once it skips the rest of the game.
  bool heed(Flow flow) {
    if (flow == Flow::skip_game) skipped_ = ended_ = true;
    return !skipped_;
  }

  std::string_view text_;
  PgnVisitor& visitor_;
  const char* line_end_ = nullptr;  // the end of the line being read
  bool moves_begun_ = false, ended_ = false;
  bool skipped_ = false;  // the visitor wants no more of this game
  int column_ = 0;  // whose column the next word is in: 0 White, 1 Black
  int number_ = 1;  // the move number of that cell
  bool cells_begun_ = false;  // whether a numbered line has set number_
  int numbered_ = 0;          // the number last written, at numbered_at_
  const char* numbered_at_ = nullptr;
};

}  // namespace

bool is_tick(std::string_view w) {
  return w == "-" || w == "v" || w == "\xE2\x9C\x93" || w == "\xE2\x9C\x94" || w == "\xE2\x80\x94" ||
         w == "\xE2\x80\x93";  // ✓ ✔ — –
}

namespace {

// Whether a line opens with a move number ("12.", "12 ...", "12"), and
// whether another word of it is one ("2." in "1. e4 e5 2. Nf3").
struct LineNumbers {
  bool opens = false, inside = false;
};
LineNumbers line_numbers(const char* p, const char* end) {
  LineNumbers numbers;
  Range digits, marks;
  const char* q = p;
  numbers.opens = x3::parse(q, end, move_number, digits) && x3::parse(q, end, number_marks, marks) &&
                  (q == end || is_blank(*q));
  if (!numbers.opens) q = p;
  while (q != end && !numbers.inside) {
    while (q != end && is_blank(*q)) ++q;
    const char* w = q;
    while (q != end && !is_blank(*q)) ++q;
    numbers.inside = w != q && numbered_cell({w, size_t(q - w)}).has_value();
  }
  return numbers;
}

// A sheet transcribed without header lines: a line to a move, each opening
// with its number and holding no other, and no tag pair or comment. PGN's
// movetext has several numbers to a line; the few games written a move to
// a line read the same either way, but for the move numbers, which only a
// sheet's reader heeds.
bool is_numbered_lines(std::string_view text) {
  if (text.find_first_of("[{;") != std::string_view::npos) return false;
  int numbered = 0;
  for (size_t at = 0; at < text.size();) {
    size_t eol = text.find('\n', at);
    if (eol == std::string_view::npos) eol = text.size();
    const LineNumbers numbers = line_numbers(text.data() + at, text.data() + eol);
    if (numbers.inside) return false;
    numbered += numbers.opens;
    at = eol + 1;
  }
  return numbered >= 2;
}

}  // namespace

bool is_scoresheet(std::string_view text) {
  const char* p = text.data();
  const char* const end = p + text.size();
  if (end - p >= 3 && std::string_view(p, 3) == "\xEF\xBB\xBF") p += 3;  // BOM
  while (p != end && (is_blank(*p) || *p == '\n')) ++p;
  Range key;
  if (p == end || *p == '[') return false;
  const char* const first = p;
  if (x3::parse(p, end, header_key, key)) return true;
  // A number first: a sheet, or PGN movetext without tags.
  return *first >= '0' && *first <= '9' && is_numbered_lines({first, size_t(end - first)});
}

void read_scoresheet(std::string_view text, PgnVisitor& visitor) { SheetReader(text, visitor).read(); }

void read_game(std::string_view text, PgnVisitor& visitor) {
  if (is_scoresheet(text)) return read_scoresheet(text, visitor);
  read_pgn_game(text, visitor);
}

}  // namespace arbiter
