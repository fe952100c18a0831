// Tag values' encoding: UTF-8 as Unicode's Table 3-7 has it, whatever the
// position of a multibyte character against the eight-byte words that the
// ASCII run before it is skipped in; and any bytes made valid UTF-8, judged
// by nlohmann::json's decoder (tests/strict_utf8.h), not Arbiter's own.
#include <catch2/catch.hpp>

#include <string>

#include "tests/strict_utf8.h"
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
      {"\xE0\xA0\x80", true},       // U+0800, the first of three bytes
      {"\xED\x9F\xBF", true},       // U+D7FF, just below the surrogates
      {"\xEE\x80\x80", true},       // U+E000, just above them
      {"\xF0\x90\x80\x80", true},   // U+10000, the first of four bytes
      {"\xF4\x8F\xBF\xBF", true},   // U+10FFFF, the last code point
      {"\xE9", false},              // é in Latin-1
      {"\xC3", false},              // a lead byte cut short
      {"\xE2\x80", false},          // three bytes cut to two
      {"\xF0\x9F\x98", false},      // four cut to three
      {"\xC3\x41", false},          // a lead byte before ASCII
      {"\x80", false},              // a lone continuation byte
      {"\xC0\xAF", false},          // an overlong '/'
      {"\xE0\x80\x80", false},      // an overlong NUL in three bytes
      {"\xE0\x9F\xBF", false},      // an overlong U+07FF
      {"\xF0\x8F\xBF\xBF", false},  // an overlong U+FFFF in four bytes
      {"\xED\xA0\x80", false},      // U+D800, a surrogate
      {"\xED\xBF\xBF", false},      // U+DFFF, the last one
      {"\xF4\x90\x80\x80", false},  // U+110000, past U+10FFFF
      {"\xF5\x80\x80\x80", false},  // a lead byte past U+10FFFF
  };
  for (const Case& c : cases) {
    for (size_t before = 0; before < 18; ++before) {
      for (const std::string after : {"", "x", "Carlsen, Magnus"}) {
        const std::string value = std::string(before, 'a') + c.bytes + after;
        INFO(before << " ASCII bytes, then " << c.bytes.size() << " bytes, then '" << after << "'");
        CHECK(is_utf8(value) == c.utf8);
        CHECK(strict_utf8(value) == c.utf8);  // the judge agrees with the table
      }
    }
  }
  CHECK(is_utf8(""));
  CHECK(is_utf8("Nepomniachtchi, Ian"));
}

TEST_CASE("is_utf8 agrees with an independent strict decoder on every lead byte and second byte", "[validate][encoding]") {
  // Table 3-7's ranges all turn on the first two bytes (E0 A0..BF, ED 80..9F,
  // F0 90..BF, F4 80..8F); the later ones only on being a continuation byte
  // or not. Every lead byte from 80 to FF before every byte, then third and
  // fourth bytes from both ends of the continuation range and outside it,
  // each sequence cut after its second, third and fourth byte. What is not
  // UTF-8, to_utf8 makes so.
  const char later[] = {'A', '\x80', '\xBF'};
  long disagreements = 0, unmade = 0, valid = 0;
  const auto judge = [&](const std::string& s) {
    const bool utf8 = strict_utf8(s);
    disagreements += is_utf8(s) != utf8;
    unmade += !utf8 && !strict_utf8(to_utf8(s));
    valid += utf8;
  };
  for (int lead = 0x80; lead <= 0xFF; ++lead)
    for (int second = 0; second <= 0xFF; ++second) {
      const std::string two{char(lead), char(second)};
      judge(two);
      for (const char third : later) {
        judge(two + third);
        for (const char fourth : later) judge(two + third + fourth);
      }
    }
  CHECK(disagreements == 0);
  CHECK(unmade == 0);
  CHECK(valid == 10624);  // as many as Python's bytes.decode('utf-8') accepts of the same sequences
}

TEST_CASE("to_utf8 keeps well-formed characters and reads every other byte as Latin-1", "[validate][encoding]") {
  CHECK(to_utf8("Carlsen, Magnus") == "Carlsen, Magnus");
  CHECK(to_utf8("Nepomniachtchi \xE2\x80\x94 Ding") == "Nepomniachtchi \xE2\x80\x94 Ding");
  CHECK(to_utf8("M\xFCller") == "M\xC3\xBCller");  // Latin-1
  // A surrogate, an overlong form and a code point past U+10FFFF: each byte
  // is a character of its own, and the em dash beside them stays one.
  CHECK(to_utf8("\xED\xA0\x80\xE2\x80\x94") == "\xC3\xAD\xC2\xA0\xC2\x80\xE2\x80\x94");
  CHECK(to_utf8("\xE0\x80\x80") == "\xC3\xA0\xC2\x80\xC2\x80");
  CHECK(to_utf8("\xF4\x90\x80\x80!") == "\xC3\xB4\xC2\x90\xC2\x80\xC2\x80!");
  // A sequence cut short, by the end or by the next character.
  CHECK(to_utf8("x\xE2\x80") == "x\xC3\xA2\xC2\x80");
  CHECK(to_utf8("\xC3\xC3\xA9") == "\xC3\x83\xC3\xA9");
  std::string text = "Player: \xED\xA0\x80";
  make_utf8(text, 8);
  CHECK(text == "Player: \xC3\xAD\xC2\xA0\xC2\x80");
}

TEST_CASE("latin1_to_utf8 writes each byte above 127 as two", "[validate][encoding]") {
  CHECK(latin1_to_utf8("Garc\xED" "a") == "Garc\xC3\xAD" "a");
  CHECK(latin1_to_utf8("plain") == "plain");
}
