// Where games begin: a game is its tag section, its movetext and whatever
// follows up to the next game (blank lines, trailing comments, % lines).
// The next game begins
//  (a) at a '[' that starts a line (after blanks) once the current game has
//      movetext or a result, or at any '[' once it has a result;
//  (b) at the first word after the current game's result, for files of games
//      without tags ("e4 e5 1-0  d4 d5 *"); other text after a result (a
//      NAG, a second result, stray punctuation) stays with the game, for the
//      reader to report;
//  (c) at a tag pair that starts a line after a blank line and whose name
//      the current game already has, when the game has tags only: a game
//      without movetext followed by the next game's tag section. (A blank
//      line alone does not end a tag section, ChessBase puts them inside.)
//  (d) at a line shaped exactly like a tag pair inside a brace comment, so
//      that a '{' never closed cannot swallow the rest of a file (the reader
//      then reports the unterminated comment in the game it belongs to).
// Only brace comments, ';' comments, '%' lines and tag values can hide these
// signs, so those are the only things tracked besides words and parentheses.
// Text before the first game other than blank lines, '%' lines and a BOM is
// kept: it becomes a game of its own if it has movetext (leading garbage,
// which the reader then reports), or the start of the first game if it is
// only comments.
#include "parser/game_splitter.h"

#include <algorithm>
#include <bit>

#include "parser/pgn_lexicon.h"

namespace arbiter {

namespace {

namespace x3 = boost::spirit::x3;
using pgn_lexicon::ByteSet;
using pgn_lexicon::is_tag_name_byte;
using pgn_lexicon::TagNameBytes;

constexpr unsigned char Bom[3] = {0xEF, 0xBB, 0xBF};

// Ctrl-Z is the DOS end-of-file mark that old files end with.
constexpr bool is_blank(unsigned char c) {
  return c == ' ' || c == '\t' || c == '\f' || c == '\v' || c == 0x1A;
}

constexpr bool is_line_end(unsigned char c) { return c == '\n' || c == '\r'; }

// Words and blanks are short: they are passed over a byte at a time.
constexpr ByteSet Blanks(is_blank);
constexpr ByteSet WordBytes(pgn_lexicon::is_word_byte);
// The word bytes one of which every result word has: '-' ("1-0", "½-½"),
// and '/' for the old files' draw "1/2".
constexpr bool is_result_mark(unsigned char c) { return c == '-' || c == '/'; }
// Bytes that need no look once a game has moves and no result: blanks, and
// word bytes but the result marks. Runs of them (moves and move numbers up
// to the next comment or line end) are long.
constexpr ByteSet QuietBytes([](unsigned char c) {
  return is_blank(c) || (pgn_lexicon::is_word_byte(c) && !is_result_mark(c));
});

// The first byte at or after data[i] that is not in `set`, or size.
size_t skip(const ByteSet& set, const unsigned char* data, size_t i, size_t size) {
  while (i < size && set.contains(data[i])) ++i;
  return i;
}

// The first of the Stops bytes at or after data[i], or size.
template <unsigned char... Stops>
size_t find_first_of(const unsigned char* data, size_t i, size_t size) {
  return pgn_lexicon::find_first_of<Stops...>(data + i, data + size) - data;
}

#if defined(__SSE2__)
using pgn_lexicon::Block64;

// The LFs that end the first lines of a 64-byte window that starts a line,
// as many as lie whole in it and end as tag pair lines nearly all end: a
// ']' right before the LF, and no other ']' or CR in the line. The
// byte-wise scan reads such a line, if it starts with '[' and a name (left
// to the caller), as one tag pair that ends there, whatever its quotes and
// escapes: the last ']' closes the pair, or the pair is still open at the LF,
// which ends it as well. What marks a line unlike that lies in the line, so
// that it excludes that line and the ones after it but not those before
// (but for a line of one byte, whose look back for the ']' lands in the line
// before). A blank line's LF is no line end here: the caller stops there, as
// at any line that does not start with '['.
uint64_t tag_line_ends(const Block64& window) {
  const uint64_t lfs = window.any_of<'\n'>();
  const uint64_t line_ends = lfs & ~(lfs << 1);  // not of blank lines
  const uint64_t unlike = window.any_of<'\r'>() | (window.any_of<']'>() ^ (line_ends >> 1));
  return line_ends & (unlike - 1) & ~unlike;  // before the first line unlike
}
#endif
}  // namespace

void GameSplitter::feed(std::string_view bytes) {
  std::copy(bytes.begin(), bytes.end(), prepare(bytes.size()).begin());
  commit(bytes.size());
}

std::span<char> GameSplitter::prepare(size_t n) { return buf_.room(n); }

void GameSplitter::commit(size_t n) {
  const size_t from = buf_.size();
  buf_.grow(n);
  scan(from);
  // Before the first game only skippable bytes have been seen: drop them,
  // unless they may still turn out not to be a BOM.
  const bool bom_undecided = bom_matched_ > 0 && bom_matched_ < 3;
  if (!begun_ && done_.empty() && !bom_undecided) {
    buf_offset_ += buf_.size();
    buf_.truncate(0);
  }
}

// Runs of bytes are passed over by the scan_* functions of their mode, which
// also take the commonest turns (line ends, comments within a line, tag
// pairs) themselves; step() reads whatever they leave, one byte at a time.
void GameSplitter::scan(size_t from) {
  const auto* data = reinterpret_cast<const unsigned char*>(buf_.data());
  const size_t size = buf_.size();
  size_t i = from;
  while (i < size) {
    const size_t next = buf_offset_ + i < 3 ? i : scan_run(data, i, size);  // byte by byte where a BOM may be
    if (next != i) {
      i = next;
      continue;
    }
    step(data[i], buf_offset_ + i);
    ++i;
  }
}

// From `i` on, reads what the current mode can read quickly; returns `i` if
// the byte there is for step().
size_t GameSplitter::scan_run(const unsigned char* data, size_t i, size_t size) {
  switch (mode_) {
    case Mode::movetext:
      return scan_movetext(data, i, size);
    case Mode::tag_name:
      return scan_tag_name(data, i, size);
    case Mode::tag:
      return scan_tag(data, i, size);
    case Mode::tag_string:
      return scan_tag_string(data, i, size);
    case Mode::brace_comment:
      return scan_brace_comment(data, i, size);
    case Mode::line_comment:
      return scan_line_comment(data, i, size);
    case Mode::tag_escape:
      return i;
  }
  return i;
}

// One byte, whatever the mode.
void GameSplitter::step(unsigned char c, uint64_t offset) {
  if (offset < 3 && skip_bom(c, offset)) return;
  if (is_line_end(c)) {
    end_line(c, offset);
    return;
  }
  switch (mode_) {
    case Mode::movetext:
      movetext_byte(c, offset);
      break;
    case Mode::tag_name:
      if (is_tag_name_byte(c)) {
        if (!in_tag_name_) {
          in_tag_name_ = true;
          tag_name_begin_ = offset;
        }
        break;
      }
      if (is_blank(c) && !in_tag_name_) break;
      end_tag_name();
      mode_ = Mode::tag;
      [[fallthrough]];
    case Mode::tag:
      if (c == '"') mode_ = Mode::tag_string;
      else if (c == ']') mode_ = Mode::movetext;
      break;
    case Mode::tag_string:
      if (c == '\\') mode_ = Mode::tag_escape;
      else if (c == '"') mode_ = Mode::tag;
      break;
    case Mode::tag_escape:
      mode_ = Mode::tag_string;
      break;
    case Mode::brace_comment:
      if (c == '}') {
        mode_ = Mode::movetext;
        lookout_ = Lookout::idle;
      } else {
        look_out(c, offset);
      }
      break;
    case Mode::line_comment:
      break;
  }
  pass_byte(c);
}

// What any byte but a line end leaves behind.
void GameSplitter::pass_byte(unsigned char c) {
  if (!is_blank(c)) line_start_ = false;
  col0_ = false;
  prev_cr_ = false;
}

// The movetext and the tag pairs, up to the next comment or tag value that
// spans lines, or anything unusual in a tag pair.
size_t GameSplitter::scan_movetext(const unsigned char* data, size_t i, size_t size) {
  while ((i = skip_movetext_run(data, i, size)) < size) {
    if (mode_ != Mode::movetext) break;  // in a comment that goes on past its line
    if (col0_ && data[i] == '[') {
      i = scan_tag_lines(data, i, size);
      if (mode_ != Mode::movetext) break;
      continue;
    }
    const unsigned char c = data[i];
    const uint64_t offset = buf_offset_ + i;
    ++i;
    if (is_line_end(c)) {
      end_line(c, offset);
      continue;
    }
    movetext_byte(c, offset);
    pass_byte(c);
    // Comments within a line and tag pairs come back to the movetext here.
    if (mode_ == Mode::brace_comment) i = scan_brace_comment(data, i, size);
    else if (mode_ == Mode::tag_name) i = scan_tag_name(data, i, size);
    if (mode_ != Mode::movetext) break;
  }
  return i;
}

// Lines of one tag pair each, from the '[' at data[i] that starts a line:
// most tag sections, read without going back to the movetext for every
// '[' and line end.
size_t GameSplitter::scan_tag_lines(const unsigned char* data, size_t i, size_t size) {
  do {
    i = pass_tag_lines(data, i, size);
    if (i == size || data[i] != '[') break;
    open_tag_pair(buf_offset_ + i);
    pass_byte('[');
    i = scan_tag_name(data, i + 1, size);
    if (mode_ != Mode::movetext || i == size || !is_line_end(data[i])) break;
    if (data[i] == '\n') {  // what end_line() makes of it after a tag pair
      ++line_;
      col0_ = line_start_ = true;
    } else {
      end_line(data[i], buf_offset_ + i);
    }
    ++i;
  } while (i < size && data[i] == '[');
  return i;
}

// Lines of one tag pair each, from the '[' at data[i] that starts a line, as
// tag_line_ends() finds them in 64-byte windows of their bytes: a few mask
// operations each instead of a walk through their tag states. Returns where
// the first line it did not take starts (where SSE2 is not, at once).
size_t GameSplitter::pass_tag_lines([[maybe_unused]] const unsigned char* data, size_t i,
                                    [[maybe_unused]] size_t size) {
#if defined(__SSE2__)
  const size_t from = i;
  // Takes the line from data[i] through its LF at data[end], and moves i past
  // it, if it starts with '[' and a name.
  const auto take = [&](size_t end) {
    if (data[i] != '[' || !TagNameBytes.contains(data[i + 1])) return false;
    if (i == from) take_tag_line(buf_offset_ + i);
    else take_next_tag_line(buf_offset_ + i);
    i = end + 1;
    return true;
  };
  while (size - i >= Block64::Size && data[i] == '[') {
    const size_t window = i;
    for (uint64_t ends = tag_line_ends(Block64(data + window)); ends != 0; ends &= ends - 1)
      if (!take(window + std::countr_zero(ends))) return i;
    if (i == window) {
      // No line whole in the window (a long URL or FEN): this one ends as
      // tag_line_ends() wants if its first ']', CR or LF is a ']' before an LF.
      const size_t close = find_first_of<']', '\r', '\n'>(data, i, size);
      if (size - close < 2 || data[close] != ']' || data[close + 1] != '\n' || !take(close + 1)) break;
    }
  }
#endif
  return i;
}

// What the byte-wise scan makes of such a line, from its '[' at `offset`
// through its LF.
void GameSplitter::take_tag_line(uint64_t offset) {
  open_tag_pair(offset);
  add_tag_name(offset + 1);
  mode_ = Mode::movetext;
  ++line_;
  col0_ = line_start_ = true;
  prev_cr_ = false;
}

// The same for the line after such a line, whose state the first left as it
// finds it: a tag pair right after a tag pair's line neither starts a game
// nor follows a blank line, so all it adds is its name and its line. (What
// open_tag_pair() notes of the pair for the look back at the names, the
// next pair scanned notes anew.)
void GameSplitter::take_next_tag_line(uint64_t offset) {
  tag_names_.push_back(offset + 1);
  ++line_;
}

// Words and the blanks between them: the bulk of the movetext.
size_t GameSplitter::skip_movetext_run(const unsigned char* data, size_t i, size_t size) {
  const size_t start = i;
  for (;;) {
    if (in_word_) {
      i = skip(WordBytes, data, i, size);
      if (i == size || !is_blank(data[i])) break;
      end_word(buf_offset_ + i);
    }
    if (has_moves_ && !has_result_) {
      i = skip_quiet_movetext(data, i, size);
      if (mode_ != Mode::movetext || i == size || !is_result_mark(data[i])) break;
      size_t word = i;
      while (buf_offset_ + word > begin_ && WordBytes.contains(data[word - 1])) --word;
      start_word(buf_offset_ + word);
      line_start_ = false;
      continue;
    }
    i = skip(Blanks, data, i, size);
    if (i == size || !WordBytes.contains(data[i])) break;
    start_word(buf_offset_ + i);
    line_start_ = false;
    ++i;
  }
  if (i != start) col0_ = prev_cr_ = false;
  return i;
}

// Once a game has moves and no result, words matter no more, unless they are
// results; nor do comments that end on their line. Passes over them up to
// the next byte that needs a look, or into a comment that goes on past its
// line or the buffer (then in mode brace_comment).
size_t GameSplitter::skip_quiet_movetext(const unsigned char* data, size_t i, size_t size) {
  const size_t run = i;
  i = skip_quiet_blocks(data, i, size);
  if (mode_ == Mode::movetext) {
    i = QuietBytes.span(data + i, data + size) - data;
    while (i < size && data[i] == '{') {
      const size_t close = find_first_of<'}', '\n', '\r'>(data, i + 1, size);
      if (close == size || data[close] != '}') break;
      i = QuietBytes.span(data + close + 1, data + size) - data;
    }
  }
  if (line_start_) line_start_ = skip(Blanks, data, run, i) == i;
  return i;
}

// The same, 64 bytes at a time while there are so many. A block's comments
// are found all at once: where braces alternate, the bits from each '{' up to
// its '}' are the '}' bits less the '{' bits, taken as numbers (less one
// more when the block starts inside a comment; one left open borrows up to
// bit 63). A brace that does not alternate, a '{' inside a comment or a
// '}' outside one, comes out on the wrong side and stops the pass, which
// leaves the bits below it right: a borrow goes up, not down. Then only the
// bytes outside comments that are not quiet, and line ends inside them, stop
// it; but not a result mark in a word that is no result (castling). Only
// where AVX2 is (see Block64::outside; elsewhere it returns at once).
size_t GameSplitter::skip_quiet_blocks([[maybe_unused]] const unsigned char* data, size_t i,
                                       [[maybe_unused]] size_t size) {
#if defined(__AVX2__)
  uint64_t in_comment = 0;  // all ones when the block starts inside a comment
  for (; size - i >= Block64::Size; i += Block64::Size) {
    const Block64 block(data + i);
    const uint64_t opens = block.any_of<'{'>(), closes = block.any_of<'}'>();
    const uint64_t inside = closes - opens - (in_comment & 1);  // a comment's '{' included, its '}' not
    // A '{' that does not alternate is outside, and not quiet.
    uint64_t stops = (block.outside(QuietBytes) & ~(inside | closes)) |
                     ((block.any_of<'\n', '\r'>() | closes) & inside);
    for (; stops != 0; stops &= stops - 1) {
      const size_t at = i + std::countr_zero(stops);
      // The game has moves, so a byte comes before.
      if (is_result_mark(data[at]) && !pgn_lexicon::can_precede_result_mark(data[at - 1])) continue;
      const uint64_t inside_before = (inside << 1) | (in_comment & 1);
      if ((inside_before >> (at - i)) & 1) mode_ = Mode::brace_comment;
      return at;
    }
    in_comment = static_cast<uint64_t>(static_cast<int64_t>(inside) >> 63);
  }
  if (in_comment != 0) mode_ = Mode::brace_comment;
#endif
  return i;
}

// The blanks before a tag name, the name, and on through the tag pair.
size_t GameSplitter::scan_tag_name(const unsigned char* data, size_t i, size_t size) {
  const size_t start = i;
  if (!in_tag_name_) {
    if (const size_t end = skip_plain_tag_pair(data, i, size); end != i) return end;
    i = skip(Blanks, data, i, size);
    if (i == size || !is_tag_name_byte(data[i])) return i;
    in_tag_name_ = true;
    tag_name_begin_ = buf_offset_ + i;
  }
  i = skip(TagNameBytes, data, i, size);
  if (i != start) col0_ = prev_cr_ = false;
  if (i == size || is_line_end(data[i])) return i;
  end_tag_name();
  mode_ = Mode::tag;
  return scan_tag(data, i, size);
}

// What follows the '[' of nearly every tag pair: Name "value"] with no
// blank or escape to look at, all of it in the buffer. Returns `i` when the
// pair has another shape, for the byte-wise path.
size_t GameSplitter::skip_plain_tag_pair(const unsigned char* data, size_t i, size_t size) {
  const size_t name_end = TagNameBytes.span(data + i, data + size) - data;
  if (name_end == i || size - name_end < 2 || data[name_end] != ' ' || data[name_end + 1] != '"') return i;
  const size_t close = find_first_of<'"', '\\', '\n', '\r'>(data, name_end + 2, size);
  if (size - close < 2 || data[close] != '"' || data[close + 1] != ']') return i;
  add_tag_name(buf_offset_ + i);
  mode_ = Mode::movetext;
  col0_ = prev_cr_ = false;
  return close + 2;
}

// The rest of a tag pair, values included, up to its ']'.
size_t GameSplitter::scan_tag(const unsigned char* data, size_t i, size_t size) {
  const size_t start = i;
  for (;;) {
    // Mostly a blank before the value and nothing after it.
    i = skip(Blanks, data, i, size);
    if (i < size && data[i] != '"' && data[i] != ']') i = find_first_of<'"', ']', '\n', '\r'>(data, i, size);
    if (i == size || is_line_end(data[i])) break;
    if (data[i] == ']') {
      mode_ = Mode::movetext;
      ++i;
      break;
    }
    mode_ = Mode::tag_string;
    i = scan_tag_string(data, i + 1, size);
    if (mode_ != Mode::tag) break;
  }
  if (i != start) col0_ = prev_cr_ = false;
  return i;
}

// A tag value up to its closing quote (then mode tag), an escape, or the
// line end.
size_t GameSplitter::scan_tag_string(const unsigned char* data, size_t i, size_t size) {
  const size_t start = i;
  i = find_first_of<'"', '\\', '\n', '\r'>(data, i, size);
  if (i < size && !is_line_end(data[i])) {
    mode_ = data[i] == '"' ? Mode::tag : Mode::tag_escape;
    ++i;
  }
  if (i != start) col0_ = prev_cr_ = false;
  return i;
}

// Up to the '}' or the end of the line. A line that may be a tag pair is
// left to step() and look_out().
size_t GameSplitter::scan_brace_comment(const unsigned char* data, size_t i, size_t size) {
  if (lookout_ != Lookout::idle || col0_) return i;
  i = find_first_of<'}', '\n', '\r'>(data, i, size);
  if (i == size || data[i] != '}') return i;
  mode_ = Mode::movetext;
  line_start_ = false;
  return i + 1;
}

size_t GameSplitter::scan_line_comment(const unsigned char* data, size_t i, size_t size) {
  const size_t start = i;
  i = find_first_of<'\n', '\r'>(data, i, size);
  if (i != start) col0_ = prev_cr_ = false;
  return i;
}

// The first three bytes of the stream may be a BOM, which belongs to no game.
// Bytes that start like one but are not are text like any other.
bool GameSplitter::skip_bom(unsigned char c, uint64_t offset) {
  if (begun_ || bom_matched_ != offset) return false;
  if (c == Bom[offset]) {
    ++bom_matched_;
    return true;
  }
  if (offset > 0) {
    start_word(0);  // the broken BOM starts a word of garbage
    line_start_ = col0_ = false;
  }
  bom_matched_ = 0;
  return false;
}

void GameSplitter::end_line(unsigned char c, uint64_t offset) {
  switch (mode_) {
    case Mode::movetext:
      if (in_word_) end_word(offset);
      break;
    case Mode::brace_comment:
      if (lookout_ == Lookout::closed) {
        split(lookout_begin_, lookout_line_);
        has_tags_ = true;
        mode_ = Mode::movetext;
      }
      lookout_ = Lookout::idle;
      break;
    case Mode::tag_name:
      end_tag_name();
      mode_ = Mode::movetext;
      break;
    default:  // tag pairs, their values and ';' and '%' comments end with the line
      mode_ = Mode::movetext;
      break;
  }
  const bool new_line = c == '\r' || !prev_cr_;
  if (new_line && line_start_ && mode_ == Mode::movetext) blank_line_ = true;
  if (new_line) ++line_;
  prev_cr_ = c == '\r';
  col0_ = line_start_ = true;
}

void GameSplitter::movetext_byte(unsigned char c, uint64_t offset) {
  if (in_word_) {
    if (pgn_lexicon::is_word_byte(c)) return;
    end_word(offset);
  }
  if (is_blank(c)) return;
  if (col0_ && c == '%') {  // escape line: ignored by definition, belongs to no game by itself
    mode_ = Mode::line_comment;
    return;
  }
  switch (c) {
    case '[':
      open_tag_pair(offset);
      return;
    case '{':
      begin_game(offset, line_);
      mode_ = Mode::brace_comment;
      return;
    case ';':
      begin_game(offset, line_);
      mode_ = Mode::line_comment;
      return;
    default:
      break;
  }
  if (pgn_lexicon::is_word_byte(c) || c == '$') {
    start_word(offset);
    return;
  }
  begin_game(offset, line_);
  // Any other byte is movetext the reader will judge; after the result it
  // stays with the game, where the reader reports it.
  has_moves_ = true;
  if (c == '(') {
    ++depth_;
  } else if (c == ')') {
    if (depth_ > 0) --depth_;
  } else if (c == '*' && depth_ == 0) {
    has_result_ = true;
  }
}

// The '[' of a tag pair, which may start the next game.
void GameSplitter::open_tag_pair(uint64_t offset) {
  if (begun_ && (has_result_ || (line_start_ && has_moves_))) split(offset, line_);
  begin_game(offset, line_);
  has_tags_ = true;
  tag_begin_ = offset;
  tag_line_ = line_;
  tag_after_blank_line_ = line_start_ && blank_line_;
  blank_line_ = false;
  in_tag_name_ = false;
  mode_ = Mode::tag_name;
}

void GameSplitter::start_word(uint64_t offset) {
  begin_game(offset, line_);
  in_word_ = true;
  word_begin_ = offset;
  word_line_ = line_;
}

void GameSplitter::end_word(uint64_t end) {
  in_word_ = false;
  const char* first = buf_.data() + (word_begin_ - buf_offset_);
  const char* last = buf_.data() + (end - buf_offset_);
  const bool is_result = x3::parse(first, last, pgn_lexicon::result >> x3::eoi);
  if (has_result_) {
    // A NAG or a second result after the result is the game's trailing text.
    if (is_result || *first == '$') return;
    split(word_begin_, word_line_);
  }
  has_moves_ = true;
  if (is_result && depth_ == 0) has_result_ = true;
}

void GameSplitter::end_tag_name() {
  if (!in_tag_name_) return;
  in_tag_name_ = false;
  add_tag_name(tag_name_begin_);
}

// The name of the tag pair being scanned, whose bytes are all in the buffer
// once it has ended.
void GameSplitter::add_tag_name(uint64_t begin) {
  // Rare, and inline it made every call save and restore six registers.
  if (tag_after_blank_line_) [[unlikely]] {
    if (has_tag_name(tag_name_at(begin))) {
      split(tag_begin_, tag_line_);
      has_tags_ = true;
    }
  }
  tag_names_.push_back(begin);
}

bool GameSplitter::has_tag_name(std::string_view name) {
  // Real tag sections are short: a search costs less than an index there.
  constexpr size_t MaxSearched = 64;
  if (tag_names_.size() <= MaxSearched)
    return std::any_of(tag_names_.begin(), tag_names_.end(),
                       [&](uint64_t begin) { return tag_name_at(begin) == name; });
  for (; indexed_names_ < tag_names_.size(); ++indexed_names_)
    name_index_.emplace(tag_name_at(tag_names_[indexed_names_]));
  return name_index_.contains(std::string(name));
}

// The names stay in the buffer with the incomplete game they belong to.
std::string_view GameSplitter::tag_name_at(uint64_t begin) const {
  const auto* data = reinterpret_cast<const unsigned char*>(buf_.data());
  const size_t from = begin - buf_offset_;
  return buf_.view().substr(from, skip(TagNameBytes, data, from, buf_.size()) - from);
}

// Follows a brace-comment line that starts with '[' through the shape
// [Name "value"] (possibly several), blanks around; end_line() acts on it.
void GameSplitter::look_out(unsigned char c, uint64_t offset) {
  if (col0_) {
    if (c == '[') {
      lookout_ = Lookout::open;
      lookout_begin_ = offset;
      lookout_line_ = line_;
    }
    return;
  }
  const bool blank = is_blank(c);
  switch (lookout_) {
    case Lookout::idle:
      return;
    case Lookout::open:
      lookout_ = is_tag_name_byte(c) ? Lookout::name : Lookout::idle;
      return;
    case Lookout::name:
      if (is_tag_name_byte(c)) return;
      lookout_ = blank ? Lookout::before_value : c == '"' ? Lookout::value : Lookout::idle;
      return;
    case Lookout::before_value:
      if (!blank) lookout_ = c == '"' ? Lookout::value : Lookout::idle;
      return;
    case Lookout::value:
      if (c == '\\') lookout_ = Lookout::escape;
      else if (c == '"') lookout_ = Lookout::after_value;
      return;
    case Lookout::escape:
      lookout_ = Lookout::value;
      return;
    case Lookout::after_value:
      if (!blank) lookout_ = c == ']' ? Lookout::closed : Lookout::idle;
      return;
    case Lookout::closed:
      if (!blank) lookout_ = c == '[' ? Lookout::open : Lookout::idle;
      return;
  }
}

void GameSplitter::begin_game(uint64_t offset, uint64_t line) {
  if (begun_) return;
  begun_ = true;
  begin_ = offset;
  begin_line_ = line;
}

void GameSplitter::split(uint64_t offset, uint64_t line) {
  complete_game(offset);
  begin_game(offset, line);
}

void GameSplitter::complete_game(uint64_t end) {
  done_.push_back({0, static_cast<size_t>(end - begin_), begin_, begin_line_, next_index_++});
  begun_ = false;
  has_tags_ = has_moves_ = has_result_ = false;
  tag_names_.clear();
  name_index_.clear();
  indexed_names_ = 0;
  blank_line_ = false;
  depth_ = 0;
}

void GameSplitter::finish() {
  const uint64_t end = buf_offset_ + buf_.size();
  if (mode_ == Mode::movetext && in_word_) end_word(end);
  if (mode_ == Mode::tag_name) end_tag_name();
  if (mode_ == Mode::brace_comment && lookout_ == Lookout::closed) {
    split(lookout_begin_, lookout_line_);
    has_tags_ = true;
  }
  // Whatever is pending is the last game, even a text of nothing but
  // comments (a stream that holds no game else): the reader reports that it
  // holds no game, as python-chess reads it as one empty game, rather than
  // the text going unmentioned.
  if (begun_) complete_game(end);
  const uint64_t kept = done_.empty() ? buf_offset_ : done_.back().offset + done_.back().size;
  buf_.truncate(kept - buf_offset_);
}

GameChunk GameSplitter::take(ByteBuffer spare) {
  GameChunk chunk;
  if (done_.empty()) return chunk;
  const uint64_t from = done_.front().offset;
  const uint64_t to = done_.back().offset + done_.back().size;
  // Hand over the buffer, so that its memory goes with the games (not a BOM,
  // blank or % lines before the first), and keep only the incomplete game's
  // bytes.
  ByteBuffer rest = std::move(spare);
  rest.clear();
  rest.append(buf_.view().substr(to - buf_offset_));
  chunk.bytes = buf_.view().substr(from - buf_offset_, to - from);
  chunk.storage = std::move(buf_);
  buf_ = std::move(rest);
  buf_offset_ = to;
  for (GameChunk::Span& span : done_) span.begin = span.offset - from;
  chunk.games = std::move(done_);
  done_.clear();
  return chunk;
}

size_t GameSplitter::ready_bytes() const {
  if (done_.empty()) return 0;
  return done_.back().offset + done_.back().size - done_.front().offset;
}

}  // namespace arbiter
