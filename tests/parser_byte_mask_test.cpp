// byte_mask::equal and ByteSet::outside against a byte-at-a-time look, for every byte value at
// every place of the 32 (AVX2, SSE2 or the loop, as the build has it).
#include <string>

#include <catch2/catch.hpp>

#include "parser/byte_mask.h"
#include "parser/pgn_lexicon.h"

TEST_CASE("byte mask: equal marks exactly the bytes asked for", "[parser]") {
  using arbiter::byte_mask::Width;
  for (int c = 0; c < 256; ++c) {
    const bool stop = c == '}' || c == '\n' || c == 0xFF;
    for (int at = 0; at < Width; ++at) {
      std::string bytes(Width, 'x');
      bytes[at] = static_cast<char>(c);
      INFO("byte " << c << " at " << at);
      CHECK(arbiter::byte_mask::equal<'}', '\n', 0xFF>(bytes.data()) == (stop ? uint32_t{1} << at : 0));
    }
  }
  CHECK(arbiter::byte_mask::equal<'}'>(std::string(Width, '}').data()) == 0xFFFFFFFF);
}

TEST_CASE("byte mask: equal by a table of low nibbles marks exactly the bytes asked for", "[parser]") {
  // ASCII bytes with distinct low nibbles, found by one look-up where SSSE3 is.
  using arbiter::byte_mask::Width;
  for (int c = 0; c < 256; ++c) {
    const bool stop = c == '"' || c == '\\' || c == '\r' || c == '\n';
    for (int at = 0; at < Width; ++at) {
      for (const char filler : {'x', '\x80', '\0'}) {
        std::string bytes(Width, filler);
        bytes[at] = static_cast<char>(c);
        INFO("byte " << c << " at " << at << " among " << int(filler));
        CHECK(arbiter::byte_mask::equal<'"', '\\', '\r', '\n'>(bytes.data()) == (stop ? uint32_t{1} << at : 0));
      }
    }
  }
  CHECK(arbiter::byte_mask::equal<'"', '\n'>(std::string(Width, '\n').data()) == 0xFFFFFFFF);
}

TEST_CASE("byte mask: ByteSet::outside marks exactly the bytes outside the set", "[parser]") {
  // The three ways the look-up goes: no byte from 0x80 up in the set, every
  // one, and some.
  static constexpr arbiter::byte_mask::ByteSet TagName(arbiter::pgn_lexicon::is_tag_name_byte);
  static constexpr arbiter::byte_mask::ByteSet Word(arbiter::pgn_lexicon::is_word_byte);
  static constexpr arbiter::byte_mask::ByteSet HighOrDigit(
      [](unsigned char c) { return c >= 0xA0 || (c >= '0' && c <= '9'); });
  using arbiter::byte_mask::Width;
  for (const arbiter::byte_mask::ByteSet* set : {&TagName, &Word, &HighOrDigit}) {
    for (int c = 0; c < 256; ++c) {
      const bool member = set->contains(static_cast<unsigned char>(c));
      for (int at = 0; at < Width; ++at) {
        std::string bytes(Width, '7');  // in every set
        bytes[at] = static_cast<char>(c);
        INFO("byte " << c << " at " << at);
        CHECK(set->outside(bytes.data()) == (member ? 0 : uint32_t{1} << at));
      }
    }
    CHECK(set->outside(std::string(Width, '\x01').data()) == 0xFFFFFFFF);
  }
  CHECK(TagName.contains('_'));
  CHECK(!TagName.contains('\xC2'));
  CHECK(Word.contains('\xC2'));
  CHECK(!HighOrDigit.contains('\x9F'));
}
