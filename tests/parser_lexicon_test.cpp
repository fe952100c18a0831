// The byte scans of parser/pgn_lexicon.h against a byte-at-a-time look, for
// every byte value at every place of a run (sixteen at a time where SSSE3
// is, a byte at a time in the tail) or of a 64-byte block (in lanes of 32
// bytes where AVX2 is, of 16 where SSE2 is).
#include <string>

#include <catch2/catch.hpp>

#include "parser/pgn_lexicon.h"

namespace {

using arbiter::pgn_lexicon::ByteSet;

constexpr ByteSet WordBytes(arbiter::pgn_lexicon::is_word_byte);
constexpr ByteSet HighOrDigit([](unsigned char c) { return c >= 0xA0 || (c >= '0' && c <= '9'); });

void check_span(const ByteSet& set, char member) {
  constexpr size_t Run = 40;
  for (int c = 0; c < 256; ++c) {
    for (size_t at = 0; at < Run; ++at) {
      std::string run(Run, member);
      run[at] = static_cast<char>(c);
      const size_t expected = set.contains(static_cast<unsigned char>(c)) ? Run : at;
      INFO("byte " << c << " at " << at);
      CHECK(static_cast<size_t>(set.span(run.data(), run.data() + Run) - run.data()) == expected);
    }
  }
}

}  // namespace

TEST_CASE("PGN lexicon: ByteSet::span stops at the first byte outside the set", "[parser]") {
  check_span(WordBytes, 'e');
  check_span(HighOrDigit, '\xC2');
}

TEST_CASE("PGN lexicon: find_first_of finds the first of its bytes", "[parser]") {
  constexpr size_t Run = 40;
  for (int c = 0; c < 256; ++c) {
    for (size_t at = 0; at < Run; ++at) {
      std::string run(Run, 'x');
      run[at] = static_cast<char>(c);
      const bool stop = c == '}' || c == '\n' || c == 0xFF;
      INFO("byte " << c << " at " << at);
      CHECK(static_cast<size_t>(arbiter::pgn_lexicon::find_first_of<'}', '\n', 0xFF>(run.data(), run.data() + Run) -
                                run.data()) == (stop ? at : Run));
    }
  }
}

#if defined(__SSE2__)
using arbiter::pgn_lexicon::Block64;

TEST_CASE("PGN lexicon: a Block64's masks have the bits of the bytes they ask for", "[parser]") {
  for (int c = 0; c < 256; ++c) {
    for (size_t at = 0; at < Block64::Size; ++at) {
      std::string bytes(Block64::Size, 'e');
      bytes[at] = static_cast<char>(c);
      const Block64 block(reinterpret_cast<const unsigned char*>(bytes.data()));
      const uint64_t bit = uint64_t{1} << at;
      INFO("byte " << c << " at " << at);
      CHECK(block.any_of<'{'>() == (c == '{' ? bit : 0));
      CHECK(block.any_of<'\n', '\r', 0xFF>() == (c == '\n' || c == '\r' || c == 0xFF ? bit : 0));
      CHECK(block.any_of<'e'>() == (c == 'e' ? ~uint64_t{0} : ~bit));
#if defined(__AVX2__)
      CHECK(block.outside(WordBytes) == (WordBytes.contains(static_cast<unsigned char>(c)) ? 0 : bit));
      CHECK(block.outside(HighOrDigit) == (HighOrDigit.contains(static_cast<unsigned char>(c)) ? ~bit : ~uint64_t{0}));
#endif
    }
  }
}
#endif

TEST_CASE("PGN lexicon: every result mark follows a byte that can precede one", "[parser]") {
  // Every word of up to seven of the bytes results are made of.
  const std::string alphabet = "012-/\xC2\xBD";
  size_t results = 0;
  std::string word;
  const auto visit = [&](const auto& self) -> void {
    const char *first = word.data(), *last = first + word.size();
    if (!word.empty() && boost::spirit::x3::parse(first, last, arbiter::pgn_lexicon::result >> boost::spirit::x3::eoi)) {
      ++results;
      for (size_t i = 0; i < word.size(); ++i)
        if (word[i] == '-' || word[i] == '/') {
          INFO(word);
          CHECK((i > 0 && arbiter::pgn_lexicon::can_precede_result_mark(static_cast<unsigned char>(word[i - 1]))));
        }
    }
    if (word.size() == 7) return;
    for (const char c : alphabet) {
      word.push_back(c);
      self(self);
      word.pop_back();
    }
  };
  visit(visit);
  CHECK(results == 5);  // 1-0 0-1 1/2-1/2 ½-½ 1/2
}
