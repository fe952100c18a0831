// Tag values' encoding: lead and continuation bytes as UTF-8 shapes them,
// whatever the position of a multibyte character against the eight-byte
// words that the ASCII run before it is skipped in.
#include <catch2/catch.hpp>

#include <string>

#include "validate/encoding.h"

using namespace arbiter;

TEST_CASE("is_utf8 accepts well-formed UTF-8 and rejects the rest, at every offset", "[validate][encoding]") {
  // Each character or broken sequence after 0..17 ASCII bytes, and followed by some.
  struct Case {
    std::string bytes;
    bool utf8;
  };
  const Case cases[] = {
      {"\xC3\xA9", true},           // é
      {"\xE2\x80\x94", true},       // em dash
      {"\xF0\x9F\x98\x80", true},   // an emoji, four bytes
      {"\xE9", false},              // é in Latin-1
      {"\xC3", false},              // a lead byte cut short
      {"\xC3\x41", false},          // a lead byte before ASCII
      {"\x80", false},              // a lone continuation byte
      {"\xC0\xAF", false},          // an overlong '/'
      {"\xF5\x80\x80\x80", false},  // past U+10FFFF
  };
  for (const Case& c : cases) {
    for (size_t before = 0; before < 18; ++before) {
      for (const std::string after : {"", "x", "Carlsen, Magnus"}) {
        const std::string value = std::string(before, 'a') + c.bytes + after;
        INFO(before << " ASCII bytes, then " << c.bytes.size() << " bytes, then '" << after << "'");
        CHECK(is_utf8(value) == c.utf8);
      }
    }
  }
  CHECK(is_utf8(""));
  CHECK(is_utf8("Nepomniachtchi, Ian"));
}

TEST_CASE("latin1_to_utf8 writes each byte above 127 as two", "[validate][encoding]") {
  CHECK(latin1_to_utf8("Garc\xED" "a") == "Garc\xC3\xAD" "a");
  CHECK(latin1_to_utf8("plain") == "plain");
}
