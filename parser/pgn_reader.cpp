// The reader is a flat loop: each token is recognised by its first byte and
// read by a small X3 parser, so nesting costs a counter, not stack, and each
// byte is looked at a bounded number of times. The commonest shapes of the
// commonest tokens (a tag pair without escapes, a move number with dots, a
// move without suffix) are read first by a look at their bytes, against
// byte sets taken from the grammar's own character parsers (32 bytes at a
// time for the runs that mostly fit in them: a comment, a tag pair's name
// and value; byte_mask.h), and only before the game's last bytes, so that
// their loops need not test for the text's end (runs_stop_); whatever does
// not have such a shape is left to the grammar. Events carry string_views
// into the text; only tag values with escapes are copied, into a buffer that
// is reused from game to game.
//
// Events come in the order begin_tags, tag..., end_tags, movetext events,
// end_game. Comments before the first tag pair are reported inside the tag
// section; end_tags comes before the first other token. After a problem only
// end_game follows.
#include "parser/pgn_reader.h"

#include <algorithm>
#include <array>
#include <bit>
#include <string>

#include "parser/byte_mask.h"
#include "parser/pgn_lexicon.h"

namespace arbiter {

namespace {

namespace x3 = boost::spirit::x3;
using Range = boost::iterator_range<const char*>;

// The grammar, token by token. (x3::digit would assert on non-ASCII bytes.)
const auto digit = x3::char_('0', '9');
const auto blanks = x3::omit[*x3::char_(" \t")];
const auto tag_open = x3::lit('[') >> blanks >> x3::raw[+pgn_lexicon::tag_name_byte] >> blanks >> x3::lit('"');
// Any byte of a tag value but its quote, an escape and line ends.
constexpr bool is_plain_value_byte(unsigned char c) { return c != '"' && c != '\\' && c != '\r' && c != '\n'; }
const auto plain_value_byte = pgn_lexicon::ByteParser<is_plain_value_byte>{};
const auto quoted_value =
    x3::raw[*((x3::lit('\\') >> ~x3::char_("\r\n")) | plain_value_byte)] >> x3::lit('"');
// Tolerance for values with quotes or a final backslash left unescaped, as
// in [Event ""Tageblatt","] or chesslib's z0.pgn [Event "Ugra Cup \"]: when
// the tag pair ends its line, the value runs to the last quote.
const auto closes_line = x3::lit('"') >> blanks >> x3::lit(']') >> blanks >> &(x3::eol | x3::eoi);
const auto line_value = x3::raw[*(~x3::char_("\r\n") - closes_line)] >> x3::lit('"');
const auto tag_close = blanks >> x3::lit(']');
const auto unescape = *((x3::lit('\\') >> x3::char_("\"\\")) | x3::char_);
const auto dots = x3::omit[+(x3::lit('.') | x3::lit("\xE2\x80\xA6"))];  // '.' or '…'
// "12." "1..." "1…", and in import format also a bare "12".
const auto move_number = x3::omit[+digit] >> (dots | !pgn_lexicon::word_byte);
// The word bytes but the suffixes "!?": any non-ASCII byte may be part of a
// move, as figurines (U+2654..265F) are.
constexpr bool is_san_byte(unsigned char c) { return pgn_lexicon::is_word_byte(c) && c != '!' && c != '?'; }
const auto san_byte = pgn_lexicon::ByteParser<is_san_byte>{};
const auto san_token = x3::raw[+san_byte];
const auto suffix = x3::raw[+x3::char_("!?")];
const auto nag = x3::lit('$') >> x3::uint_parser<unsigned, 10, 1, 3>() >> !digit;

using pgn_lexicon::ByteSet;

// The same bytes, for the fast paths: constant, so that what the look-up
// asks of a set is settled where it is compiled.
using pgn_lexicon::TagNameBytes;
constexpr ByteSet PlainValueBytes(is_plain_value_byte);
constexpr ByteSet SanBytes(is_san_byte);

// Ctrl-Z is the DOS end-of-file mark that old files end with.
constexpr bool is_space_byte(unsigned char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' || c == 0x1A;
}

// Bytes that may follow a token directly.
constexpr bool is_delimiter_byte(unsigned char c) {
  switch (c) {
    case '{': case '}': case '(': case ')': case '[': case ']': case ';': case '$': case '*':
      return true;
    default:
      return is_space_byte(c);
  }
}

enum : uint8_t { Space = 1, Delimiter = 2 };
constexpr std::array<uint8_t, 256> separator_classes() {
  std::array<uint8_t, 256> classes{};
  for (int c = 0; c < 256; ++c)
    classes[c] = (is_space_byte(c) ? Space : 0) | (is_delimiter_byte(c) ? Delimiter : 0);
  return classes;
}
constexpr std::array<uint8_t, 256> SeparatorClasses = separator_classes();

bool is_space(char c) { return SeparatorClasses[static_cast<unsigned char>(c)] & Space; }
bool is_delimiter(char c) { return SeparatorClasses[static_cast<unsigned char>(c)] & Delimiter; }

constexpr bool is_letter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }
constexpr bool is_digit(char c) { return c >= '0' && c <= '9'; }

// What a byte starts, for read_plain_movetext's one look-up per token.
enum class Lead : uint8_t { other, blank, letter, digit, brace };
constexpr std::array<Lead, 256> token_leads() {
  std::array<Lead, 256> leads{};
  for (int c = 0; c < 256; ++c) {
    if (is_space_byte(c)) leads[c] = Lead::blank;
    if (is_letter(static_cast<char>(c))) leads[c] = Lead::letter;
    if (is_digit(static_cast<char>(c))) leads[c] = Lead::digit;
  }
  leads['{'] = Lead::brace;
  return leads;
}
constexpr std::array<Lead, 256> Leads = token_leads();

// Which words are moves is for the notation readers to say (descriptive
// notation has "PxP", "B-Q" and "mate"); the reader only refuses words with
// no letter, digit or non-ASCII byte at all ("-+", "="), but for the null
// move and check marks.
bool looks_like_move(std::string_view token) {
  if (token == "--") return true;  // the null move
  // A check or mate mark standing apart from its move: "C5D ++".
  if (token == "+" || token == "++" || token == "#") return true;
  for (char c : token)
    if (is_letter(c) || is_digit(c) || static_cast<unsigned char>(c) >= 0x80) return true;
  return false;
}

// ! ? !! ?? !? ?! are NAGs 1 to 6; 0 for anything else.
int suffix_nag(std::string_view marks) {
  static constexpr std::string_view Suffixes[] = {"!", "?", "!!", "??", "!?", "?!"};
  for (int i = 0; i < 6; ++i)
    if (marks == Suffixes[i]) return i + 1;
  return 0;
}

std::string_view view(Range r) { return {r.begin(), static_cast<size_t>(r.size())}; }

// Per thread, so that steady-state reading allocates nothing.
std::string& tag_value_buffer() {
  thread_local std::string buffer;
  return buffer;
}
// The value with \" and \\ resolved; copied only if it has a backslash.
std::string_view unescaped(Range raw) {
  if (std::find(raw.begin(), raw.end(), '\\') == raw.end()) return view(raw);
  std::string& buffer = tag_value_buffer();
  buffer.clear();
  const char* p = raw.begin();
  x3::parse(p, raw.end(), unescape, buffer);
  return buffer;
}
// The end of the text's plain reading: GameReader::runs_stop_.
const char* runs_stop(const char* begin, const char* end) {
  if (end - begin < 2) return begin;
  const char* stop = end - 2;
  while (stop != begin && (SanBytes.contains(static_cast<unsigned char>(*stop)) ||
                           TagNameBytes.contains(static_cast<unsigned char>(*stop))))
    --stop;
  return stop;
}

std::string& message_buffer() {
  thread_local std::string buffer;
  return buffer;
}

class GameReader {
 public:
  GameReader(std::string_view text, PgnVisitor& visitor)
      : begin_(text.data()),
        end_(text.data() + text.size()),
        p_(begin_),
        visitor_(visitor),
        wants_comments_(visitor.wants_comments()),
        runs_stop_(runs_stop(begin_, end_)) {}

  void read() {
    visitor_.begin_tags();
    if (read_tokens()) {
      if (section_ == Section::tags) visitor_.end_tags();  // the game is read: its answer changes nothing
      if (depth_ > 0) problem("unterminated variation opened here", outer_open_);
    }
    visitor_.end_game();
  }

 private:
  enum class Section { tags, movetext, after_result };

  // False once a problem has been reported or the visitor skipped the rest
  // of the game. Tokens that read_plain_movetext does not take, and those of
  // the tag section, one at a time.
  bool read_tokens() {
    for (;;) {
      if (section_ == Section::movetext) read_plain_movetext();
      if (section_ == Section::tags) read_plain_tags();
      if (skipped_) return false;
      skip_space();
      if (p_ == end_) return true;
      if (!read_token()) return false;
    }
  }

  // Blanks, line ends, and '%' escape lines, which the standard says to ignore.
  // Mostly a single blank, after which no '%' can start a line. (A local
  // pointer: a byte read could be one of p_'s own as far as the compiler
  // knows, so p_ would be stored before every read.)
  void skip_space() {
    const char* p = p_;
    if (end_ - p >= 2 && p[0] == ' ' && !is_space(p[1])) {
      p_ = p + 1;
      return;
    }
    for (;;) {
      while (p != end_ && is_space(*p)) ++p;
      if (p == end_ || *p != '%' || !at_line_start(p)) break;
      p = line_end(p);
    }
    p_ = p;
  }

  // The tag section's plain tag pairs, each on a line of its own as nearly
  // every file has them, in a loop of their own like read_plain_movetext;
  // up to anything else (other line ends, a '%' line, a pair with escapes,
  // the movetext), which is left to read_token. Not inlined: in the
  // function of the movetext's loop, the tag values' scan constants were
  // held in registers that each move's visitor call clobbers, and reloaded
  // after every move.
  [[gnu::noinline]] void read_plain_tags() {
    const char* p = p_;
    while (p < runs_stop_ && *p == '[') {
      const char* const next = read_plain_tag(p);
      if (next == nullptr) break;
      p = next;
      if (skipped_) break;
      if (end_ - p < 2 || std::string_view(p, 2) != "\n[") break;
      ++p;
    }
    p_ = p;
  }

  // The movetext's commonest tokens, as online games have them ("12. Nf3
  // { [%clk 0:01:00] } 12... Nc6"): plain moves, move numbers with dots,
  // brace comments, and the blanks between them, each chosen by one look-up
  // of its first byte and read without the grammar; a move after its
  // number and a comment after its move are read straight on. Up to the
  // first byte that starts anything else, which is left to read_token, as
  // are the tokens from runs_stop_ on. (A local pointer, stored to p_ only
  // there: a byte read could be one of p_'s own as far as the compiler
  // knows.)
  void read_plain_movetext() {
    const char* const end = end_;
    const char* p = p_;
    while (p < runs_stop_) {
      const char* next = nullptr;
      switch (Leads[static_cast<unsigned char>(*p)]) {
        case Lead::blank:
          next = p + 1;
          break;
        case Lead::digit:
          next = past_dotted_move_number(p);
          if (next == nullptr || !blank_then(next, Lead::letter)) break;
          p = next + 1;
          [[fallthrough]];
        case Lead::letter:
          next = plain_move_end(p);
          if (next == nullptr) break;
          if (!heed(visitor_.san(std::string_view(p, next - p), offset(p)))) {
            next = nullptr;
            break;
          }
          if (!blank_then(next, Lead::brace)) break;
          p = next + 1;
          [[fallthrough]];
        case Lead::brace: {
          const char* const close = comment_end(p);
          next = close != nullptr && tell_comment(p, close) ? close + 1 : nullptr;
          break;
        }
        case Lead::other:
          break;
      }
      if (next == nullptr) break;
      // Most tokens have one blank after them: taken here, it costs no
      // round through the look-up.
      p = next != end && *next == ' ' ? next + 1 : next;
    }
    p_ = p;
  }

  // Whether `at` is before runs_stop_ and has one blank and then a byte
  // that starts a `lead`: a move read on from there starts before
  // runs_stop_ too. At runs_stop_ at the latest, so that both bytes are in
  // the text.
  bool blank_then(const char* at, Lead lead) const {
    return at < runs_stop_ && at[0] == ' ' && Leads[static_cast<unsigned char>(at[1])] == lead;
  }

  bool read_token() {
    switch (*p_) {
      case '[':
        return read_tag();
      case '{':
        return read_brace_comment();
      case ';':
        return read_line_comment();
      default:
        break;
    }
    if (section_ == Section::after_result) return problem_at("text after the result", p_);
    if (section_ == Section::tags && !end_tags()) return false;
    const char c = *p_;
    switch (c) {
      case '(':
        return open_variation();
      case ')':
        return close_variation();
      case '$':
        return read_nag();
      case '}':
        return problem("unexpected '}'", p_);
      case ']':
        return problem("unexpected ']'", p_);
      case '!':
      case '?':
        return read_suffix();
      case '*':
        return read_result();
      default:
        break;
    }
    if (c == '-' && (p_ + 1 == end_ || is_delimiter(p_[1]))) return read_tick();
    if (is_letter(c) || c == '-' || c == '+' || c == '#') return read_move();
    if (is_digit(c)) {
      if (at_result()) return read_result();
      if (x3::parse(p_, end_, move_number)) return true;
      return read_move();
    }
    if (x3::parse(p_, end_, dots)) return true;
    if (at_result()) return read_result();  // "½-½"
    if (static_cast<unsigned char>(c) >= 0x80) return read_move();  // figurines: "♘f3"
    return unreadable(p_);
  }

  // The end of "12." or "1...", or null for other tokens: digits then dots,
  // which no result has, are what move_number takes. The grammar is asked
  // only about a '…' among the dots. At a digit before runs_stop_, where
  // the runs of digits and dots (san bytes) stop at the latest.
  const char* past_dotted_move_number(const char* p) const {
    const char* q = p + 1;
    while (is_digit(*q)) ++q;
    if (*q != '.') return nullptr;
    for (++q; *q == '.';) ++q;
    if (*q == '\xE2') x3::parse(q, end_, dots);
    return q;
  }

  bool read_tag() {
    const char* open = p_;
    if (section_ != Section::tags) {
      if (section_ == Section::after_result) return problem_at("text after the result", p_);
      return problem("unexpected '[' after the tag section", open);
    }
    if (const char* next = open < runs_stop_ ? read_plain_tag(open) : nullptr) {
      p_ = next;
      return !skipped_;
    }
    Range name, value;
    if (!x3::parse(p_, end_, tag_open, name)) return tag_problem(open);
    const char* value_start = p_;
    if (!(x3::parse(p_, end_, quoted_value, value) && x3::parse(p_, end_, tag_close))) {
      p_ = value_start;
      if (!(x3::parse(p_, end_, line_value, value) && x3::parse(p_, end_, tag_close)))
        return tag_problem(open);
    }
    tags_seen_ = true;
    return heed(visitor_.tag(view(name), unescaped(value), offset(open)));
  }

  // [Name "value"] with one blank, no escape and nothing else inside the
  // brackets: what tag_open, quoted_value and tag_close take. Its end, or
  // null for other tag pairs (skipped_ tells whether the visitor wants
  // more). At a '[' before runs_stop_, where the name stops at the latest.
  const char* read_plain_tag(const char* open) {
    const char* const name = open + 1;
    const char* const name_end = past_tag_name(name);
    if (name_end == name || std::string_view(name_end, 2) != " \"") return nullptr;
    const char* const value = name_end + 2;
    const char* value_end = plain_value_end(value);
    if (end_ - value_end < 2 || std::string_view(value_end, 2) != "\"]") return nullptr;
    tags_seen_ = true;
    heed(visitor_.tag(std::string_view(name, name_end - name), std::string_view(value, value_end - value),
                      offset(open)));
    return value_end + 2;
  }

  // Past the tag name bytes from `name`, which stop before runs_stop_. Where
  // pshufb is and the text has room, 32 bytes are classified at once (names
  // fit in them), instead of a round of a loop for each byte.
  const char* past_tag_name(const char* name) const {
    if constexpr (ByteSet::ClassifiesAtOnce) {
      if (end_ - name >= byte_mask::Width) {
        if (const uint32_t outside = TagNameBytes.outside(name))
          return name + std::countr_zero(outside);
        name += byte_mask::Width;
      }
    }
    while (TagNameBytes.contains(static_cast<unsigned char>(*name))) ++name;
    return name;
  }

  // The end of the run of plain value bytes from `value`. What ends it ('"',
  // '\\', a line end) is looked for in the first 32 bytes in one go where
  // the text has room (most values fit), then sixteen at a time.
  const char* plain_value_end(const char* value) const {
    if (end_ - value >= byte_mask::Width) {
      if (const uint32_t stops = byte_mask::equal<'"', '\\', '\r', '\n'>(value))
        return value + std::countr_zero(stops);
      value += byte_mask::Width;
    }
    return PlainValueBytes.span(value, end_);
  }

  bool tag_problem(const char* open) {
    const char* eol = line_end(open);
    const char* close = std::find(open, eol, ']');
    if (close == eol) return problem("unterminated tag pair opened here", open);
    return problem_quoting("malformed tag pair", open, close + 1);
  }

  bool read_brace_comment() {
    const char* open = p_;
    const char* close = comment_end(open);
    if (close == nullptr) return problem("unterminated comment opened here", open);
    if (section_ == Section::tags && tags_seen_ && !end_tags()) return false;
    p_ = close + 1;
    return tell_comment(open, close);
  }

  // The text between the comment's opening byte, at `start`, and `end`.
  bool tell_comment(const char* start, const char* end) {
    return !wants_comments_ ||
           heed(visitor_.comment({start + 1, static_cast<size_t>(end - start - 1)}, offset(start)));
  }

  bool read_line_comment() {
    const char* start = p_;
    p_ = line_end(start);
    if (section_ == Section::tags && tags_seen_ && !end_tags()) return false;
    return tell_comment(start, p_);
  }

  bool open_variation() {
    if (end_ - p_ >= 3 && p_[1] == '=' && p_[2] == ')') {
      const char* const mark = p_;
      p_ += 3;
      return heed(visitor_.draw_offer(offset(mark)));
    }
    const char* open = p_++;
    if (depth_ == 0) outer_open_ = open;
    if (visitor_.begin_variation(offset(open)) == Skip::yes) return skip_variation();
    ++depth_;
    return true;
  }

  bool close_variation() {
    if (depth_ == 0) return problem("unexpected ')'", p_);
    ++p_;
    --depth_;
    return heed(visitor_.end_variation());
  }

  // Passes over a variation the visitor does not want, up to its ')',
  // looking only at what can hide a parenthesis.
  bool skip_variation() {
    uint64_t depth = 1;
    while (p_ != end_) {
      switch (*p_) {
        case '(':
          ++depth;
          ++p_;
          break;
        case ')':
          ++p_;
          if (--depth == 0) return true;
          break;
        case '{': {
          const char* close = comment_end(p_);
          if (close == nullptr) return problem("unterminated comment opened here", p_);
          p_ = close + 1;
          break;
        }
        case ';':
          p_ = line_end(p_);
          break;
        case '%':
          p_ = at_line_start(p_) ? line_end(p_) : p_ + 1;
          break;
        default:
          ++p_;
          break;
      }
    }
    return problem("unterminated variation opened here", outer_open_);
  }

  bool read_nag() {
    const char* start = p_;
    unsigned value = 0;
    if (!x3::parse(p_, end_, nag, value) || value > 255 || !at_delimiter()) return unreadable(start);
    return heed(visitor_.nag(static_cast<int>(value), offset(start)));
  }

  // A suffix standing apart from its move: "e4 !?".
  bool read_suffix() {
    const char* start = p_;
    Range marks;
    x3::parse(p_, end_, suffix, marks);
    const int value = suffix_nag(view(marks));
    if (value == 0 || !at_delimiter()) return unreadable(start);
    return heed(visitor_.nag(value, offset(start)));
  }

  bool read_move() {
    const char* start = p_;
    Range token;
    if (!x3::parse(p_, end_, san_token, token) || !looks_like_move(view(token)))
      return unreadable(start);
    p_ = past_qualifiers(p_);
    const std::string_view word(start, static_cast<size_t>(p_ - start));
    const char* marks_start = p_;
    Range marks;
    x3::parse(p_, end_, suffix, marks);
    const int value = marks.empty() ? 0 : suffix_nag(view(marks));
    if (!at_delimiter() || (!marks.empty() && value == 0)) return unreadable(start);
    if (!heed(visitor_.san(word, offset(start)))) return false;
    return value == 0 || heed(visitor_.nag(value, offset(marks_start)));
  }

  // A lone '-' where a move stands: a scoresheet's tick for a move not
  // recorded, told as such (a record read as PGN, a sheet with no header
  // lines, has them too).
  bool read_tick() {
    const char* start = p_++;
    return heed(visitor_.unrecorded_move({start, 1}, offset(start)));
  }

  // The end of a word of san bytes that starts with a letter (so looks like
  // a move) and has no suffix, what san_token takes when a delimiter other
  // than '(' follows; or null for other tokens, and for a descriptive
  // qualifier or a variation glued to the move, which read_move tells
  // apart. At a letter before runs_stop_, where the word stops at the
  // latest. Sixteen bytes at a time, though most moves have two to six: a
  // byte loop's end follows the word's length, which no branch predictor
  // can guess.
  const char* plain_move_end(const char* p) const {
    const char* end = past_san_bytes(p + 1);
    return *end != '(' && is_delimiter(*end) ? end : nullptr;
  }

  const char* past_san_bytes(const char* p) const { return SanBytes.span(p, end_); }

  // Descriptive notation puts qualifiers in parentheses glued to the move:
  // "R(1)-Q1", "N(Q2)-B3", "PxP(Q4)", "P-K8(Q)", "T(1TD)1C", "Kt(Kt7)-B5". A
  // glued group of up to five capitals and digits (and the t of the old
  // books' Kt) belongs to the word; a variation starts after a blank or
  // holds a move with a file letter, which no qualifier has.
  const char* past_qualifiers(const char* end) const {
    while (end != end_ && *end == '(') {
      const char* q = end + 1;
      while (q != end_ && q - end <= 5 &&
             ((*q >= 'A' && *q <= 'Z') || is_digit(*q) || (*q == 't' && q[-1] == 'K')))
        ++q;
      if (q == end + 1 || q == end_ || *q != ')') break;
      end = past_san_bytes(q + 1);
    }
    return end;
  }

  bool at_result() const {
    const char* q = p_;
    return x3::parse(q, end_, pgn_lexicon::result);
  }

  bool read_result() {
    const char* start = p_;
    Range result;
    x3::parse(p_, end_, pgn_lexicon::result, result);
    const std::string_view text = view(result);
    if (depth_ > 0) {
      std::string& message = message_buffer();
      message.assign("result '").append(text).append("' inside a variation");
      return problem(message, start);
    }
    section_ = Section::after_result;
    return heed(visitor_.outcome(text, offset(start)));
  }

  bool end_tags() {
    section_ = Section::movetext;
    return heed(visitor_.end_tags());
  }

  // Takes the visitor's answer to a callback: false, and nothing more of the
  // game is read, once it skips the rest of the game.
  bool heed(Flow flow) {
    skipped_ |= flow == Flow::skip_game;
    return !skipped_;
  }

  // The text of a bad token: up to the next white space, cut short if long.
  bool unreadable(const char* start) { return problem_at("unreadable text", start); }
  bool problem_at(std::string_view what, const char* start) {
    const char* end = start;
    while (end != end_ && !is_space(*end)) ++end;
    return problem_quoting(what, start, end);
  }
  bool problem_quoting(std::string_view what, const char* start, const char* end) {
    constexpr size_t MaxQuote = 40;
    const bool cut = static_cast<size_t>(end - start) > MaxQuote;
    if (cut) {
      end = start + MaxQuote;
      while (end > start && (static_cast<unsigned char>(*end) & 0xC0) == 0x80) --end;  // whole UTF-8 characters
    }
    std::string& message = message_buffer();
    message.assign(what).append(" '");
    for (const char* q = start; q != end; ++q) {
      const auto c = static_cast<unsigned char>(*q);
      if (c < 0x20 || c == 0x7F) {  // control bytes, shown as \xNN
        message.append("\\x").push_back("0123456789ABCDEF"[c >> 4]);
        message.push_back("0123456789ABCDEF"[c & 15]);
      } else {
        message.push_back(*q);
      }
    }
    message.append(cut ? "...'" : "'");
    return problem(message, start);
  }
  bool problem(std::string_view message, const char* at) {
    visitor_.problem(message, offset(at));
    return false;
  }

  // The '}' closing the comment opened at `open`, or null. A clock comment
  // "{ [%clk 0:01:00] }" closes 17 bytes on, past the sixteen that
  // find_first_of looks at first; so where the text has room, the first 32
  // bytes are looked at in one go.
  const char* comment_end(const char* open) const {
    const char* from = open + 1;
    if (end_ - from >= byte_mask::Width) {
      if (const uint32_t closes = byte_mask::equal<'}'>(from)) return from + std::countr_zero(closes);
      from += byte_mask::Width;
    }
    const char* const close = pgn_lexicon::find_first_of<'}'>(from, end_);
    return close == end_ ? nullptr : close;
  }
  bool at_delimiter() const { return p_ == end_ || is_delimiter(*p_); }
  bool at_line_start(const char* at) const { return at == begin_ || at[-1] == '\n' || at[-1] == '\r'; }
  const char* line_end(const char* from) const {
    while (from != end_ && *from != '\n' && *from != '\r') ++from;
    return from;
  }
  size_t offset(const char* at) const { return static_cast<size_t>(at - begin_); }

  const char* const begin_;
  const char* const end_;
  const char* p_;
  PgnVisitor& visitor_;
  const bool wants_comments_;
  // The last byte that is neither a san byte nor a tag name byte and has a
  // byte after it, or the text's start if there is none: every run of san
  // bytes (a move, a move number's digits and dots) or of tag name bytes
  // that starts before it stops there at the latest, and the byte after the
  // run can be read too. So the plain tag pairs and movetext tokens that
  // start before it are read without a test for the text's end at every
  // byte; the game's last token or two are left to read_token.
  const char* const runs_stop_;
  Section section_ = Section::tags;
  bool tags_seen_ = false;
  bool skipped_ = false;  // the visitor wants no more of this game
  uint64_t depth_ = 0;
  const char* outer_open_ = nullptr;  // the outermost '(' still open
};

}  // namespace

void read_pgn_game(std::string_view text, PgnVisitor& visitor) { GameReader(text, visitor).read(); }

}  // namespace arbiter
