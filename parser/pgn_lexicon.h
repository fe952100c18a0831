// The lexical facts the game splitter and the PGN reader must agree on: which
// bytes glue into one word, and which words are game results. The splitter
// cuts games after results; if it saw results where the reader does not, a
// game would be cut in the middle or two games would run together.
// Also the byte sets both pass over runs of bytes with, and the 64-byte blocks
// the splitter classifies its bytes in where SSE2 is.
// Internal to parser/.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>

#include <boost/spirit/home/x3.hpp>

#include "parser/byte_mask.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__AVX2__)
#include <immintrin.h>
#endif

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

// The bytes of tag names.
constexpr bool is_tag_name_byte(unsigned char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

// A parser of one byte of a set above, so that the grammar and the byte
// scans read the same definition.
template <bool (*Is)(unsigned char)>
struct ByteParser : x3::char_parser<ByteParser<Is>> {
  using attribute_type = char;
  using encoding = boost::spirit::char_encoding::standard;
  static constexpr bool has_attribute = true;
  template <typename Char, typename Context>
  bool test(Char c, const Context&) const {
    return Is(static_cast<unsigned char>(c));
  }
};
inline constexpr ByteParser<is_word_byte> word_byte{};
inline constexpr ByteParser<is_tag_name_byte> tag_name_byte{};

// A result ends the movetext: "1-0", "0-1", "1/2-1/2", or the draws old
// files write "½-½" and "1/2", as a whole word; or "*", which never glues to
// its neighbours.
inline const auto result =
    x3::raw[(x3::lit("1-0") | x3::lit("0-1") | x3::lit("1/2-1/2") | x3::lit("\xC2\xBD-\xC2\xBD") |
             x3::lit("1/2")) >>
                !word_byte |
            x3::lit('*')];

// Each '-' and '/' of a result follows one of these bytes ('½' is C2 BD),
// so a word in which one follows any other byte ("O-O", "--") is no result.
constexpr bool can_precede_result_mark(unsigned char c) { return c == '0' || c == '1' || c == '2' || c == 0xBD; }

// Runs of bytes of varying length (comments, tag values, moves) cost a loop
// over their bytes a mispredicted branch at the end more than the loop
// itself; so where SSE2 or SSSE3 is, they are passed over sixteen bytes at a
// time. Runs of a few bytes are cheaper with a plain loop.

// The first of the Stops bytes in [p, end), or end.
template <unsigned char... Stops, typename Byte>
const Byte* find_first_of(const Byte* p, const Byte* end) {
  static_assert(sizeof(Byte) == 1);
#if defined(__SSE2__)
  for (; end - p >= 16; p += 16) {
    const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    __m128i hits = _mm_setzero_si128();
    ((hits = _mm_or_si128(hits, _mm_cmpeq_epi8(bytes, _mm_set1_epi8(static_cast<char>(Stops))))), ...);
    if (const unsigned found = _mm_movemask_epi8(hits)) return p + std::countr_zero(found);
  }
#endif
  while (p != end && ((static_cast<unsigned char>(*p) != Stops) && ...)) ++p;
  return p;
}

using byte_mask::ByteSet;

inline constexpr ByteSet TagNameBytes(is_tag_name_byte);

#if defined(__SSE2__)
// Sixty-four bytes looked at together, in the way of simdjson's stage 1: each
// question about them is answered at once for all of them, as a mask whose
// bit i is byte i. Where bytes that matter come every few bytes, walking the
// set bits of such masks costs less than a test, and a branch, per byte.
// Only where SSE2 is, in lanes of 32 bytes where AVX2 is: byte by byte, the
// masks would cost more than the scans they save; and the look-up of a byte
// set only where AVX2 is: in lanes of 16 bytes, it costs more than the
// sixteen-byte span of the same set.
class Block64 {
 public:
  static constexpr size_t Size = 64;

  explicit Block64(const unsigned char* bytes) {
    for (size_t l = 0; l < Lanes; ++l) lanes_[l] = load(bytes + l * LaneSize);
  }

  // The bytes equal to one of Bytes.
  template <unsigned char... Bytes>
  uint64_t any_of() const;
#if defined(__AVX2__)
  // The bytes not in `set`.
  uint64_t outside(const ByteSet& set) const {
    return join([&](size_t l) { return set.outside_in(lanes_[l]); });
  }
#endif

 private:
#if defined(__AVX2__)
  using Lane = __m256i;
  static Lane load(const unsigned char* p) { return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p)); }
#else
  using Lane = __m128i;
  static Lane load(const unsigned char* p) { return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p)); }
#endif
  static constexpr size_t LaneSize = sizeof(Lane), Lanes = Size / LaneSize;

  // The masks of the lanes, each `lane_mask(lane)`, side by side.
  template <typename LaneMask>
  static uint64_t join(LaneMask lane_mask) {
    uint64_t mask = 0;
    for (size_t l = 0; l < Lanes; ++l) mask |= static_cast<uint64_t>(lane_mask(l)) << (LaneSize * l);
    return mask;
  }

  Lane lanes_[Lanes];
};

template <unsigned char... Bytes>
uint64_t Block64::any_of() const {
  return join([&](size_t l) { return byte_mask::equal_in<Bytes...>(lanes_[l]); });
}
#endif

}  // namespace arbiter::pgn_lexicon
