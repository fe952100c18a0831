// byte_mask::equal and members against a byte-at-a-time look, for every byte value at
// every place of the 32 (AVX2, SSE2 or the loop, as the build has it).
#include <string>

#include <catch2/catch.hpp>

#include "parser/byte_mask.h"

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

TEST_CASE("byte mask: members marks exactly the bytes of the nibble rectangles", "[parser]") {
  // Two rectangles: '0'-'9' (low 0-9, high 3) and 'O', 'o', '_' (low F, high 4-6).
  static constexpr arbiter::byte_mask::NibbleSet Set = [] {
    arbiter::byte_mask::NibbleSet set;
    for (int low = 0; low <= 9; ++low) set.low[low] |= 1;
    set.high[3] |= 1;
    set.low[15] |= 2;
    set.high[4] |= 2, set.high[5] |= 2, set.high[6] |= 2;
    return set;
  }();
  using arbiter::byte_mask::Width;
  for (int c = 0; c < 256; ++c) {
    const bool member = (c >= '0' && c <= '9') || c == 'O' || c == 'o' || c == '_';
    CHECK(Set.contains(static_cast<unsigned char>(c)) == member);
    for (int at = 0; at < Width; ++at) {
      for (const char filler : {'x', '\x80', '\0', '\xFF'}) {
        std::string bytes(Width, filler);
        bytes[at] = static_cast<char>(c);
        INFO("byte " << c << " at " << at << " among " << int(filler));
        CHECK(arbiter::byte_mask::members<Set>(bytes.data()) == (member ? uint32_t{1} << at : 0));
      }
    }
  }
  CHECK(arbiter::byte_mask::members<Set>(std::string(Width, '_').data()) == 0xFFFFFFFF);
}
