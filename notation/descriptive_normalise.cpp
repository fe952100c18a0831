#include "notation/descriptive_normalise.h"

#include <array>
#include <cctype>
#include <vector>

namespace arbiter {

namespace {

// What a printed word means to a move phrase. Piece and file names are one
// kind: "K. B. P." is the king's bishop's pawn, "K. B's 3d." a square.
enum class Kind : uint8_t {
  Name,      // letter: K Q R B N P
  Rank,      // 1..8, "sq." is 1
  To,        // "-", "to"
  Takes,     // "x", "×", ":", "takes"
  Castles,   // "Castles"
  Checks,    // "checks": a move named only by the check it gives
  Becomes,   // "becomes", "becoming": the promotion piece follows
  Castling,  // "O-O" (rank holds the number of O's)
  Own,       // "his", "her": the mover's own file
  Check,     // "ch.", "+", "check"
  Mate,      // "mate", "#"
  Open,      // "("
  Close,     // ")"
  Equals,    // "=" before a promotion piece
  Filler,    // dropped: "[A]", "!", "(best)", "on", "side", "dis."
  Stop,      // anything else: the phrase ends before it
};

struct Token {
  Kind kind;
  char letter = 0;  // Name: K Q R B N P; Rank: '1'..'8'; Castling: '2' or '3'
  size_t begin = 0, end = 0;
};

bool is_alpha(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

struct Vocabulary {
  std::string_view word;
  Kind kind;
  char letter = 0;
};

// Whole words, compared in lower case after any "'s" is cut off.
constexpr std::array Words = {
    Vocabulary{"king", Kind::Name, 'K'},     Vocabulary{"queen", Kind::Name, 'Q'},
    Vocabulary{"rook", Kind::Name, 'R'},     Vocabulary{"bishop", Kind::Name, 'B'},
    Vocabulary{"knight", Kind::Name, 'N'},   Vocabulary{"kt", Kind::Name, 'N'},
    Vocabulary{"pawn", Kind::Name, 'P'},     Vocabulary{"to", Kind::To},
    Vocabulary{"takes", Kind::Takes},        Vocabulary{"take", Kind::Takes},
    Vocabulary{"castles", Kind::Castles},    Vocabulary{"castle", Kind::Castles},
    Vocabulary{"his", Kind::Own},            Vocabulary{"her", Kind::Own},
    Vocabulary{"sq", Kind::Rank, '1'},       Vocabulary{"square", Kind::Rank, '1'},
    Vocabulary{"ch", Kind::Check},           Vocabulary{"check", Kind::Check},
    Vocabulary{"mate", Kind::Mate},          Vocabulary{"mates", Kind::Mate},          Vocabulary{"checkmate", Kind::Mate},
    Vocabulary{"on", Kind::Filler},          Vocabulary{"side", Kind::Filler},
    Vocabulary{"dis", Kind::Filler},         Vocabulary{"disc", Kind::Filler},
    Vocabulary{"dbl", Kind::Filler},         Vocabulary{"double", Kind::Filler},
    Vocabulary{"best", Kind::Filler},        Vocabulary{"doubled", Kind::Filler},
    Vocabulary{"checks", Kind::Checks},      Vocabulary{"at", Kind::Filler},
    Vocabulary{"becomes", Kind::Becomes},    Vocabulary{"becoming", Kind::Becomes},
    Vocabulary{"a", Kind::Filler},           Vocabulary{"in", Kind::Filler},          Vocabulary{"passing", Kind::Filler},
    Vocabulary{"en", Kind::Filler},          Vocabulary{"passant", Kind::Filler},
};

// "KKt", "QBP", "PxQP", "Ktxch": piece letters glued together as compact
// notation writes them; empty when the word is anything else.
std::vector<Token> glued_letters(std::string_view w, size_t at) {
  std::vector<Token> out;
  for (size_t i = 0; i < w.size();) {
    const size_t begin = at + i;
    if (w.compare(i, 2, "Kt") == 0) {
      out.push_back({Kind::Name, 'N', begin, begin + 2});
      i += 2;
    } else if (std::string_view("KQRBNP").find(w[i]) != std::string_view::npos) {
      out.push_back({Kind::Name, w[i], begin, begin + 1});
      ++i;
    } else if (w[i] == 'x') {
      out.push_back({Kind::Takes, 0, begin, begin + 1});
      ++i;
    } else if (i > 0 && w.substr(i) == "ch") {
      out.push_back({Kind::Check, 0, begin, begin + 2});
      i += 2;
    } else {
      return {};
    }
  }
  return out;
}

class Lexer {
 public:
  explicit Lexer(std::string_view text) : text_(text) {}

  // All tokens up to and including the first Stop.
  std::vector<Token> run() {
    std::vector<Token> out;
    while (true) {
      skip_blanks();
      if (pos_ >= text_.size() || text_[pos_] == ' ' || text_[pos_] == '\t') {
        out.push_back({Kind::Stop, 0, pos_, pos_});
        return out;
      }
      const size_t before = out.size();
      next(out);
      if (out.size() > before && out.back().kind == Kind::Stop) return out;
    }
  }

 private:
  // Blanks between the words of one move; two spaces or a tab end it, as
  // they part the columns of a table.
  void skip_blanks() {
    while (pos_ < text_.size()) {
      const char c = text_[pos_];
      if (c == '\t' || (c == ' ' && pos_ + 1 < text_.size() && text_[pos_ + 1] == ' ')) return;
      if (c != ' ' && c != '.' && c != '"') return;
      ++pos_;
    }
  }

  void next(std::vector<Token>& out) {
    const size_t begin = pos_;
    const char c = text_[pos_];
    if (castling(out)) return;
    if (is_alpha(c)) return word(out);
    if (is_digit(c)) return number(out);
    if (text_.compare(pos_, 2, "\xC3\x97") == 0) {  // ×
      pos_ += 2;
      return out.push_back({Kind::Takes, 0, begin, pos_});
    }
    if (c == '[') {  // footnote marker "[A]", "[7]"
      const size_t close = text_.find(']', pos_);
      if (close == std::string_view::npos || close - pos_ > 4) return out.push_back({Kind::Stop, 0, begin, begin});
      pos_ = close + 1;
      return out.push_back({Kind::Filler, 0, begin, pos_});
    }
    ++pos_;
    switch (c) {
      case '-':
        while (pos_ < text_.size() && text_[pos_] == '-') ++pos_;
        return out.push_back({Kind::To, 0, begin, pos_});
      case ':': return out.push_back({Kind::Takes, 0, begin, pos_});
      case '(': ++depth_; return out.push_back({Kind::Open, 0, begin, pos_});
      case ')': --depth_; return out.push_back({Kind::Close, 0, begin, pos_});
      case ',': {  // "(ch., best)", "P. takes R., becomes a Queen"; else a comma ends the move
        const size_t word = text_.find_first_not_of(' ', pos_);
        if (depth_ > 0 || (word != std::string_view::npos && text_.compare(word, 5, "becom") == 0))
          return out.push_back({Kind::Filler, 0, begin, pos_});
        break;
      }
      case '\n': {  // "19. P. takes Kt. / Becoming a Q., giving check": the move goes on
        const size_t word = text_.find_first_not_of(' ', pos_);
        if (word != std::string_view::npos && lower(text_.substr(word, 5)) == "becom") {
          pos_ = word;  // past the next line's indent
          return out.push_back({Kind::Filler, 0, begin, pos_});
        }
        break;
      }
      case '=': return out.push_back({Kind::Equals, 0, begin, pos_});
      case '+': return out.push_back({Kind::Check, 0, begin, pos_});
      case '#': return out.push_back({Kind::Mate, 0, begin, pos_});
      case '!':
      case '?': return out.push_back({Kind::Filler, 0, begin, pos_});
      default: break;
    }
    pos_ = begin;
    out.push_back({Kind::Stop, 0, begin, begin});
  }

  // "O-O", "O - O - O", "O--O", "0-0".
  bool castling(std::vector<Token>& out) {
    const char o = text_[pos_];
    if (o != 'O' && o != '0') return false;
    size_t p = pos_ + 1, count = 1;
    while (true) {
      size_t q = p;
      while (q < text_.size() && text_[q] == ' ') ++q;
      if (q >= text_.size() || text_[q] != '-') break;
      while (q < text_.size() && text_[q] == '-') ++q;
      while (q < text_.size() && text_[q] == ' ') ++q;
      if (q >= text_.size() || text_[q] != o) break;
      p = q + 1;
      ++count;
    }
    if (count < 2 || count > 3 || (p < text_.size() && is_alpha(text_[p]))) return false;
    out.push_back({Kind::Castling, static_cast<char>('0' + count), pos_, p});
    pos_ = p;
    return true;
  }

  void word(std::vector<Token>& out) {
    const size_t begin = pos_;
    while (pos_ < text_.size() && is_alpha(text_[pos_])) ++pos_;
    std::string_view w = text_.substr(begin, pos_ - begin);
    // "K's", "Queen's": the possessive only says the word names a file.
    for (std::string_view apostrophe : {"'", "\xE2\x80\x99"})
      if (text_.compare(pos_, apostrophe.size(), apostrophe) == 0 && pos_ + apostrophe.size() < text_.size() &&
          text_[pos_ + apostrophe.size()] == 's') {
        pos_ += apostrophe.size() + 1;
        break;
      }
    const std::string l = lower(w);
    for (const Vocabulary& v : Words)
      if (v.word == l) return out.push_back({v.kind, v.letter, begin, pos_});
    std::vector<Token> glued = glued_letters(w, begin);
    if (glued.empty()) {
      pos_ = begin;
      return out.push_back({Kind::Stop, 0, begin, begin});
    }
    out.insert(out.end(), glued.begin(), glued.end());
  }

  // A rank: "4", "4th", "3d", "2nd", "1st". Any other number ends the phrase.
  void number(std::vector<Token>& out) {
    const size_t begin = pos_;
    while (pos_ < text_.size() && is_digit(text_[pos_])) ++pos_;
    const std::string_view digits = text_.substr(begin, pos_ - begin);
    size_t end = pos_;
    while (end < text_.size() && is_alpha(text_[end])) ++end;
    const std::string suffix = lower(text_.substr(pos_, end - pos_));
    const bool ordinal = suffix.empty() || suffix == "st" || suffix == "nd" || suffix == "d" || suffix == "rd" ||
                         suffix == "th";
    // "4ch" in compact words: the rank, then the check mark.
    const bool glued_check = suffix == "ch";
    if (digits.size() != 1 || digits[0] < '1' || digits[0] > '8' || !(ordinal || glued_check)) {
      pos_ = begin;
      return out.push_back({Kind::Stop, 0, begin, begin});
    }
    if (ordinal) pos_ = end;
    out.push_back({Kind::Rank, digits[0], begin, pos_});
  }

  std::string_view text_;
  size_t pos_ = 0;
  int depth_ = 0;
};

// Reads the token list as one move. Each step either consumes tokens and
// appends to `word`, or leaves them for the caller to stop at.
class Phrase {
 public:
  explicit Phrase(const std::vector<Token>& tokens) : t_(tokens) {}

  std::optional<NormalisedMove> read() {
    skip_fillers();
    if (at(Kind::Castling)) {
      word_ = t_[i_].letter == '3' ? "O-O-O" : "O-O";
      end_ = t_[i_++].end;
    } else if (at(Kind::Castles)) {
      end_ = t_[i_++].end;
      castles();
    } else if (!piece_move()) {
      return std::nullopt;
    }
    suffixes();
    return NormalisedMove{word_, end_};
  }

 private:
  bool at(Kind k) const { return i_ < t_.size() && t_[i_].kind == k; }
  void take(std::string_view s) {
    word_ += s;
    end_ = t_[i_++].end;
  }

  void skip_fillers() {
    while (at(Kind::Filler)) ++i_;
  }

  // Names in a row: "K", "Kt"; "K B" → "KB". Knights are written Kt.
  std::string names() {
    std::string out;
    while (at(Kind::Name)) {
      out += t_[i_].letter == 'N' ? std::string("Kt") : std::string(1, t_[i_].letter);
      end_ = t_[i_++].end;
    }
    return out;
  }

  // "Castles on Q's side", "Castles QR", "Castles (Q. R.)"; a bare
  // "Castles" stays so: books of the time wrote it for either side.
  void castles() {
    word_ = "Castles";
    size_t j = i_;
    while (j < t_.size() && (t_[j].kind == Kind::Filler || t_[j].kind == Kind::Open)) ++j;
    if (j < t_.size() && t_[j].kind == Kind::Name && (t_[j].letter == 'Q' || t_[j].letter == 'K')) {
      const char wing = t_[j].letter;
      size_t k = j + 1;
      if (k < t_.size() && t_[k].kind == Kind::Name && t_[k].letter == 'R') ++k;
      const bool names_side = k < t_.size() && t_[k].kind == Kind::Filler;  // "side"
      const bool names_rook = k > j + 1;
      if (!names_side && !names_rook) return;
      if (names_side) ++k;
      if (k < t_.size() && t_[k].kind == Kind::Close && t_[i_].kind == Kind::Open) ++k;
      word_ = wing == 'Q' ? "O-O-O" : "O-O";
      i_ = k;
      end_ = t_[k - 1].end;
    }
  }

  // A parenthesised group after a name: a square "(K 3)", "(B. sq.)" or a
  // promotion piece "(Q)"; annotations "(ch.)", "(best)" are left for suffixes().
  std::optional<std::string> group() {
    if (!at(Kind::Open)) return std::nullopt;
    size_t j = i_ + 1;
    std::string inside;
    while (j < t_.size() && (t_[j].kind == Kind::Name || t_[j].kind == Kind::Rank)) {
      inside += t_[j].kind == Kind::Name && t_[j].letter == 'N' ? std::string("Kt") : std::string(1, t_[j].letter);
      ++j;
    }
    if (inside.empty() || j >= t_.size() || t_[j].kind != Kind::Close) return std::nullopt;
    i_ = j + 1;
    end_ = t_[j].end;
    return "(" + inside + ")";
  }

  bool piece_move() {
    const std::string mover = names();
    if (mover.empty()) return false;
    word_ = mover;
    if (auto q = group()) word_ += *q;
    skip_fillers();
    if (at(Kind::To)) {
      take("-");
      return destination(mover);
    }
    if (at(Kind::Checks)) {  // "Q. checks at K's 5th.", "B. checks."
      end_ = t_[i_++].end;
      skip_fillers();
      if (at(Kind::Name) || at(Kind::Own)) {
        word_ += '-';
        if (!destination(mover)) return false;
      }
      checks_ = true;
      return true;
    }
    if (at(Kind::Takes)) {
      take("x");
      const std::string victim = names();
      if (victim.empty()) return false;
      word_ += victim;
      if (auto q = group()) word_ += *q;
      return true;
    }
    return false;
  }

  // "K B 3", "K. B's 3d.", "her 2d.", "his sq.", "her B's 3d.", "Q" (no
  // rank), then a promotion "(Q)" or "= Q".
  bool destination(const std::string& mover) {
    std::string square;
    if (at(Kind::Own)) {
      end_ = t_[i_++].end;
      // The mover's own file: its name without the piece letter for a
      // pawn; the piece's name itself otherwise ("K. B." → KB file).
      std::string own = mover.back() == 'P' ? mover.substr(0, mover.size() - 1) : mover;
      if (own.empty()) return false;
      const std::string more = names();
      square = more.empty() ? own : (own[0] == 'K' || own[0] == 'Q' ? std::string(1, own[0]) : std::string()) + more;
    } else {
      square = names();
    }
    if (square.empty()) return false;
    if (at(Kind::Rank)) {
      square += t_[i_].letter;
      end_ = t_[i_++].end;
    }
    word_ += square;
    if (square.back() == '8' || square.back() == '1') promotion();
    return true;
  }

  // "= Q", "(Q)", Staunton's "(2d Q.)": a second queen.
  void promotion() {
    if (at(Kind::Equals) && i_ + 1 < t_.size() && t_[i_ + 1].kind == Kind::Name) {
      ++i_;
      word_ += "(" + names() + ")";
      return;
    }
    if (!at(Kind::Open)) return;
    size_t j = i_ + 1;
    if (j < t_.size() && t_[j].kind == Kind::Rank) ++j;
    if (j + 1 < t_.size() && t_[j].kind == Kind::Name && t_[j + 1].kind == Kind::Close) {
      word_ += "(" + std::string(t_[j].letter == 'N' ? "Kt" : std::string(1, t_[j].letter)) + ")";
      end_ = t_[j + 1].end;
      i_ = j + 2;
    }
  }

  // Check and mate marks, a promotion in words ("becomes a Queen",
  // "(becoming a Q.)"), plain or in parentheses, and what is dropped.
  void suffixes() {
    bool check = false, mate = false;
    std::string promotion;
    // One suffix token at j; false when t_[j] is none.
    auto suffix = [&](size_t& j) {
      const Kind k = t_[j].kind;
      if (k == Kind::Becomes && j + 1 < t_.size()) {
        size_t n = j + 1;
        while (n < t_.size() && t_[n].kind == Kind::Filler) ++n;
        if (n >= t_.size() || t_[n].kind != Kind::Name) return false;
        promotion = t_[n].letter == 'N' ? "Kt" : std::string(1, t_[n].letter);
        j = n + 1;
        return true;
      }
      if (k != Kind::Check && k != Kind::Mate && k != Kind::Filler) return false;
      check |= k == Kind::Check;
      mate |= k == Kind::Mate;
      ++j;
      return true;
    };
    while (i_ < t_.size()) {
      size_t j = i_;
      if (t_[j].kind == Kind::Open) {
        ++j;
        while (j < t_.size() && suffix(j)) {
        }
        if (j >= t_.size() || t_[j].kind != Kind::Close) break;
        ++j;
      } else if (!suffix(j)) {
        break;
      }
      end_ = t_[j - 1].end;
      i_ = j;
    }
    if (!promotion.empty() && word_.find('(') == std::string::npos) word_ += "(" + promotion + ")";
    if (mate)
      word_ += '#';
    else if (check || checks_)
      word_ += '+';
  }

  const std::vector<Token>& t_;
  size_t i_ = 0;
  std::string word_;
  size_t end_ = 0;
  bool checks_ = false;
};

}  // namespace

std::optional<NormalisedMove> normalise_descriptive(std::string_view text) {
  const std::vector<Token> tokens = Lexer(text).run();
  return Phrase(tokens).read();
}

}  // namespace arbiter
