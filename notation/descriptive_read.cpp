// Reading descriptive words. The word is first normalised into a small
// buffer (no spaces, one hyphen, × as x), then read left to right; both
// languages share the shape piece [qualifier] [origin] (- | x) target
// [promotion], and differ in letters and in writing the rank before the file.
#include <algorithm>
#include <array>

#include "notation/descriptive.h"

namespace arbiter {

namespace {

using Language = DescriptiveLanguage;

constexpr FileSet file_set(File f) { return FileSet(1 << f); }

// Longer words are no move in either language.
constexpr size_t MaxWord = 48;

// The word without spaces, with one hyphen where several stand, and with
// the UTF-8 capture sign × and dashes turned into ASCII.
struct Normalized {
  std::array<char, MaxWord> bytes;
  size_t size = 0;
  std::string_view view() const { return {bytes.data(), size}; }
};

std::optional<Normalized> normalize(std::string_view word) {
  Normalized out;
  for (size_t i = 0; i < word.size(); ++i) {
    char c = word[i];
    if (c == ' ' || c == '\t') continue;
    if (c == '\xC3' && i + 1 < word.size() && word[i + 1] == '\x97') {
      c = 'x', ++i;
    } else if (c == '\xE2' && i + 2 < word.size() && word[i + 1] == '\x80' &&
               (word[i + 2] == '\x93' || word[i + 2] == '\x94')) {
      c = '-', i += 2;  // en and em dash
    }
    if (c == '-' && out.size > 0 && out.bytes[out.size - 1] == '-') continue;
    if (out.size == MaxWord) return std::nullopt;
    out.bytes[out.size++] = c;
  }
  return out;
}

bool is_digit(char c) { return c >= '1' && c <= '8'; }
bool is_capture_sign(char c) { return c == 'x' || c == 'X' || c == ':'; }

bool strip_suffix(std::string_view& s, std::string_view suffix) {
  if (!s.ends_with(suffix)) return false;
  s.remove_suffix(suffix.size());
  return true;
}

// Takes check marks, "mate", e.p. and the annotation glyphs ! and ? off the
// end of the word.
void strip_marks(std::string_view& s, Language language, DescriptiveText& out) {
  const bool spanish = language == Language::Spanish;
  // Most words end in a rank, a file letter or ")": nothing to strip.
  constexpr std::string_view MarkEnds = "!?+#.hepq";
  if (s.empty() || MarkEnds.find(s.back()) == std::string_view::npos) return;
  for (bool more = true; more && !s.empty();) {
    if (s.back() == '!' || s.back() == '?') {
      s.remove_suffix(1);
    } else if (strip_suffix(s, "++")) {
      out.mark = spanish ? CheckMark::Mate : CheckMark::CheckOrMate;
    } else if (strip_suffix(s, "+")) {
      if (out.mark == CheckMark::None) out.mark = CheckMark::Check;
    } else if (strip_suffix(s, "#") || strip_suffix(s, "mate.") || strip_suffix(s, "mate")) {
      out.mark = CheckMark::Mate;
    } else if (!spanish && (strip_suffix(s, "ch.") || strip_suffix(s, "ch"))) {
      if (out.mark == CheckMark::None) out.mark = CheckMark::Check;
      strip_suffix(s, "dis.") || strip_suffix(s, "dis") || strip_suffix(s, "dbl.") || strip_suffix(s, "dbl");
    } else if (spanish && (strip_suffix(s, "jaq.") || strip_suffix(s, "jaq") || strip_suffix(s, "jaque"))) {
      if (out.mark == CheckMark::None) out.mark = CheckMark::Check;
    } else if (strip_suffix(s, "e.p.") || strip_suffix(s, "ep") ||
               (spanish && (strip_suffix(s, "a.p.") || strip_suffix(s, "ap")))) {
      out.en_passant_written = true;
    } else {
      more = false;
    }
  }
}

// O-O, 0-0-0, and the books' "Castles", "Castles KR", "Castles (Q)".
std::optional<uint8_t> read_castling(std::string_view s) {
  constexpr uint8_t Short = 1 << KingSide, Long = 1 << QueenSide;
  if (std::string_view("O0oCc").find(s[0]) == std::string_view::npos) return std::nullopt;
  if (s == "O-O" || s == "0-0" || s == "o-o") return Short;
  if (s == "O-O-O" || s == "0-0-0" || s == "o-o-o") return Long;
  if (!s.starts_with("Castles") && !s.starts_with("castles")) return std::nullopt;
  s.remove_prefix(7);
  if (s.ends_with('.')) s.remove_suffix(1);
  if (s.empty()) return Short | Long;
  if (s == "K" || s == "KR" || s == "(K)" || s == "(KR)") return Short;
  if (s == "Q" || s == "QR" || s == "(Q)" || s == "(QR)") return Long;
  return std::nullopt;
}

// A left-to-right reader of one normalised word.
class Cursor {
 public:
  explicit Cursor(std::string_view s) : s_(s) {}
  bool done() const { return i_ == s_.size(); }
  char peek() const { return i_ < s_.size() ? s_[i_] : '\0'; }
  bool take(char c) {
    if (peek() != c) return false;
    ++i_;
    return true;
  }
  bool take(std::string_view word) {
    if (s_.substr(i_).starts_with(word)) return i_ += word.size(), true;
    return false;
  }
  size_t mark() const { return i_; }
  void rewind(size_t mark) { i_ = mark; }

 private:
  std::string_view s_;
  size_t i_ = 0;
};

// A file name's two parts: the wing (K/Q, Spanish R/D) and the piece whose
// file it is (Rook, Knight, Bishop; NoPieceType for the king's and queen's
// own files).
struct FileName {
  int wing = 0;  // +1 king's, -1 queen's, 0 not written
  PieceType piece = NoPieceType;
};

FileSet files_of(FileName name) {
  if (name.piece == NoPieceType) return file_set(name.wing > 0 ? FileE : FileD);
  const File queens = name.piece == Rook ? FileA : name.piece == Knight ? FileB : FileC;
  const File kings = File(FileH - queens);
  if (name.wing != 0) return file_set(name.wing > 0 ? kings : queens);
  return FileSet(file_set(queens) | file_set(kings));
}

// ---- English ----

// Piece letters: K, Q, R, B, N and the older Kt.
PieceType english_letter(Cursor& c) {
  if (c.take("Kt") || c.take("KT")) return Knight;
  switch (c.peek()) {
    case 'K': return c.take('K'), King;
    case 'Q': return c.take('Q'), Queen;
    case 'R': return c.take('R'), Rook;
    case 'B': return c.take('B'), Bishop;
    case 'N': return c.take('N'), Knight;
    case 'P': return c.take('P'), Pawn;
    default: return NoPieceType;
  }
}

// A file name made of up to two letters (K, Q, KB, QKt, B, R...), given as
// the letters read; false when they are no file name.
bool english_file(const PieceType* letters, size_t n, FileName& name) {
  size_t i = 0;
  if (i < n && (letters[i] == King || letters[i] == Queen)) name.wing = letters[i++] == King ? 1 : -1;
  if (i < n && (letters[i] == Rook || letters[i] == Knight || letters[i] == Bishop)) name.piece = letters[i++];
  return i == n && n > 0;
}

// A piece designation: P, QBP, KtP, K, Q, R, KR, QKt, ...
bool english_piece(Cursor& c, DescriptivePiece& piece) {
  PieceType letters[4];
  size_t n = 0;
  for (PieceType pt; n < 4 && (pt = english_letter(c)) != NoPieceType;) letters[n++] = pt;
  if (n == 0) return false;
  if (letters[n - 1] == Pawn) {
    piece.type = Pawn;
    FileName name;
    if (n > 1 && !english_file(letters, n - 1, name)) return false;
    if (n > 1) piece.files = files_of(name);
    return true;
  }
  if (n == 1) return piece.type = letters[0], true;
  FileName name;
  if (n != 2 || !english_file(letters, 2, name) || name.wing == 0 || name.piece == NoPieceType) return false;
  piece.type = name.piece;
  piece.origin = files_of(name);
  return true;
}

// A square or file: K4, KB3, QKt5, B3, Q (a file), or a rank alone as in R(1).
bool english_square(Cursor& c, DescriptiveSquare& square) {
  const size_t start = c.mark();
  PieceType letters[2];
  size_t n = 0;
  for (PieceType pt; n < 2 && (pt = english_letter(c)) != NoPieceType;) letters[n++] = pt;
  FileName name;
  if (n > 0 && !english_file(letters, n, name)) return c.rewind(start), false;
  if (n > 0) square.files = files_of(name);
  if (is_digit(c.peek())) square.rank = uint8_t(c.peek() - '0'), c.take(c.peek());
  if (n == 0 && square.rank == 0) return false;
  return true;
}

// ---- Spanish ----

PieceType spanish_letter(char c) {
  switch (c) {
    case 'R': return King;
    case 'D': return Queen;
    case 'T': return Rook;
    case 'A': return Bishop;
    case 'C': return Knight;
    case 'P': return Pawn;
    default: return NoPieceType;
  }
}

// A file name: T, TD, TR, C, CD, CR, A, AD, AR, D, R.
bool spanish_file(Cursor& c, FileName& name) {
  const PieceType pt = spanish_letter(c.peek());
  if (pt == King || pt == Queen) return name.wing = pt == King ? 1 : -1, c.take(c.peek()), true;
  if (pt != Rook && pt != Knight && pt != Bishop) return false;
  c.take(c.peek());
  name.piece = pt;
  if (c.peek() == 'R' || c.peek() == 'D') name.wing = c.peek() == 'R' ? 1 : -1, c.take(c.peek());
  return true;
}

// A piece designation: P, PA, PAD, C, CD, TR, AT, D, R.
bool spanish_piece(Cursor& c, DescriptivePiece& piece) {
  piece.type = spanish_letter(c.peek());
  if (piece.type == NoPieceType) return false;
  c.take(c.peek());
  if (piece.type == King || piece.type == Queen) return true;
  FileName name;
  if (!spanish_file(c, name)) return true;
  if (piece.type != Pawn && name.piece == NoPieceType) {
    // A wing letter alone after a piece: the king's or queen's rook,
    // knight or bishop, named by where it started.
    name.piece = piece.type;
    piece.origin = files_of(name);
  } else {
    piece.files = files_of(name);
  }
  return true;
}

// A square: 4R, 3AR, 5C, 1TD; a file alone (D); a rank alone in T(1) or C2-3R.
bool spanish_square(Cursor& c, DescriptiveSquare& square) {
  if (is_digit(c.peek())) square.rank = uint8_t(c.peek() - '0'), c.take(c.peek());
  FileName name;
  if (spanish_file(c, name)) square.files = files_of(name);
  else if (square.rank == 0) return false;
  return true;
}

// ---- Both ----

class Grammar {
 public:
  explicit Grammar(Language language) : english_(language == Language::English) {}
  bool english() const { return english_; }
  bool piece(Cursor& c, DescriptivePiece& p) const { return english_ ? english_piece(c, p) : spanish_piece(c, p); }
  bool square(Cursor& c, DescriptiveSquare& s) const { return english_ ? english_square(c, s) : spanish_square(c, s); }

  // A piece a pawn may promote to.
  PieceType promotion(Cursor& c) const {
    const size_t start = c.mark();
    PieceType pt = NoPieceType;
    if (english_) pt = english_letter(c);
    else if ((pt = spanish_letter(c.peek())) != NoPieceType) c.take(c.peek());
    if (pt == Knight || pt == Bishop || pt == Rook || pt == Queen) return pt;
    c.rewind(start);
    return NoPieceType;
  }

  // "(Q)" / "(D)" is a promotion; "(QB6)", "(4D)", "(1)" a square, stored
  // in `square` when one is wanted there.
  bool parenthesis(Cursor& c, DescriptiveSquare* square, PieceType& promotion) const {
    const size_t start = c.mark();
    if (!c.take('(')) return false;
    if (const PieceType pt = this->promotion(c); pt != NoPieceType && c.take(')')) {
      if (promotion != NoPieceType) return c.rewind(start), false;
      promotion = pt;
      return true;
    }
    c.rewind(start + 1);
    if (square && this->square(c, *square) && c.take(')')) return true;
    c.rewind(start);
    return false;
  }

 private:
  bool english_;
};

}  // namespace

std::optional<DescriptiveText> read_descriptive(std::string_view word, DescriptiveLanguage language) {
  const std::optional<Normalized> normalized = normalize(word);
  if (!normalized) return std::nullopt;
  std::string_view s = normalized->view();
  DescriptiveText out;
  strip_marks(s, language, out);
  if (s.empty()) return std::nullopt;
  if (const auto castling = read_castling(s)) {
    out.castling = *castling;
    return out;
  }
  const Grammar g(language);
  Cursor c(s);
  if (!g.piece(c, out.mover)) return std::nullopt;

  // Where the mover stands: R(1), N(Q2), T(1TD); Spanish also C2-3R, C3xP.
  if (c.peek() == '(') {
    PieceType no_promotion = NoPieceType;
    if (!g.parenthesis(c, &out.mover.square, no_promotion) || no_promotion != NoPieceType) return std::nullopt;
  } else if (!g.english()) {
    const size_t start = c.mark();
    DescriptiveSquare origin;
    if (g.square(c, origin) && (c.peek() == '-' || is_capture_sign(c.peek()))) out.mover.square = origin;
    else c.rewind(start);
  }

  if (c.done() && out.mark != CheckMark::None) {
    // Staunton's "Q. checks.", "K. B. checks." (Q+, KB+): the piece gives
    // check, from wherever to wherever.
    out.checks_anywhere = true;
    return out;
  }
  if (is_capture_sign(c.peek())) {
    c.take(c.peek());
    out.capture = true;
    if (!g.piece(c, out.captured)) return std::nullopt;
    if (c.peek() == '(') g.parenthesis(c, &out.captured.square, out.promotion);
  } else {
    // English always writes the hyphen; Spanish mostly leaves it out (P4R).
    if (!c.take('-') && g.english()) return std::nullopt;
    if (!g.square(c, out.to) || out.to.files == AllFiles) return std::nullopt;
  }

  if (c.take('=') || c.take('/')) {
    if ((out.promotion = g.promotion(c)) == NoPieceType) return std::nullopt;
  } else if (c.peek() == '(') {
    if (!g.parenthesis(c, nullptr, out.promotion)) return std::nullopt;
  } else if (g.english() && !out.capture && out.to.rank == 8) {
    out.promotion = g.promotion(c);  // P-K8Q
  }
  if (!c.done()) return std::nullopt;
  return out;
}

bool is_descriptive_annotation(std::string_view word, DescriptiveLanguage language) {
  static constexpr std::string_view Both[] = {"+", "++", "#", "mate", "mate.", "e.p.", "e.p", "ep", "(e.p.)"};
  static constexpr std::string_view English[] = {"ch", "ch.", "check", "(ch)", "(ch.)", "dis", "dis.", "disc.",
                                                 "dis.ch", "disch", "dbl", "dbl.", "dblch", "double"};
  static constexpr std::string_view Spanish[] = {"jaq", "jaq.", "jaque", "(jaq.)", "a.p.", "a.p", "ap", "(a.p.)",
                                                 "doble", "desc.", "descubierto"};
  auto in = [&](const auto& words) { return std::find(std::begin(words), std::end(words), word) != std::end(words); };
  return in(Both) || (language == DescriptiveLanguage::English ? in(English) : in(Spanish));
}

}  // namespace arbiter
