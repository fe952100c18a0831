// The lexical facts the game splitter and the PGN reader must agree on: which
// bytes glue into one word, and which words are game results. The splitter
// cuts games after results; if it saw results where the reader does not, a
// game would be cut in the middle or two games would run together.
// Internal to parser/.
#pragma once

#include <boost/spirit/home/x3.hpp>

namespace arbiter::pgn_lexicon {

namespace x3 = boost::spirit::x3;

// Letters, digits, the SAN punctuation "-=+#:/@.", the suffixes "!?", and
// every non-ASCII byte (so "½-½" and "1…" are single words).
constexpr bool is_word_byte(unsigned char c) {
  if (c >= 0x80) return true;
  if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) return true;
  switch (c) {
    case '-': case '=': case '+': case '#': case ':': case '/': case '@': case '.':
    case '!': case '?':
      return true;
    default:
      return false;
  }
}

struct WordByteParser : x3::char_parser<WordByteParser> {
  using attribute_type = char;
  using encoding = boost::spirit::char_encoding::standard;
  static constexpr bool has_attribute = true;
  template <typename Char, typename Context>
  bool test(Char c, const Context&) const {
    return is_word_byte(static_cast<unsigned char>(c));
  }
};
inline constexpr WordByteParser word_byte{};

// A result ends the movetext: "1-0", "0-1", "1/2-1/2", or the draws old
// files write "½-½" and "1/2", as a whole word; or "*", which never glues to
// its neighbours.
inline const auto result =
    x3::raw[(x3::lit("1-0") | x3::lit("0-1") | x3::lit("1/2-1/2") | x3::lit("\xC2\xBD-\xC2\xBD") |
             x3::lit("1/2")) >>
                !word_byte |
            x3::lit('*')];

}  // namespace arbiter::pgn_lexicon
