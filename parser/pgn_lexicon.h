// The lexical facts the game splitter and the PGN reader must agree on: which
// bytes glue into one word, and which words are game results. The splitter
// cuts games after results; if it saw results where the reader does not, a
// game would be cut in the middle or two games would run together.
// Also the byte sets both pass over runs of bytes with, and the 64-byte blocks
// the splitter classifies its bytes in where SSE2 is.
// Internal to parser/.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

#include <boost/spirit/home/x3.hpp>

#include "parser/byte_mask.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__SSSE3__)
#include <tmmintrin.h>
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

// A set of bytes, for passing over runs of them: span() classifies sixteen
// bytes at a time where SSSE3 is.
class ByteSet {
 public:
  template <typename Predicate>
  constexpr explicit ByteSet(Predicate contains) {
    for (int c = 0; c < 256; ++c) {
      const auto bit = static_cast<uint8_t>(1 << ((c >> 4) & 7));
      if (contains(static_cast<unsigned char>(c))) {
        members_[c] = true;
        rows_[c >> 7][c & 15] |= bit;
      } else if (c < 0x80) {
        low_outside_rows_[c & 15] |= bit;
      } else {
        high_half_in_ = false;
      }
    }
  }

  constexpr bool contains(unsigned char c) const { return members_[c]; }

  // The first byte of [p, end) not in the set, or end.
  template <typename Byte>
  const Byte* span(const Byte* p, const Byte* end) const {
    static_assert(sizeof(Byte) == 1);
#if defined(__SSSE3__)
    for (; end - p >= 16; p += 16) {
      const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
      if (const unsigned outside = outside_mask(bytes)) return p + std::countr_zero(outside);
    }
#endif
    while (p != end && contains(static_cast<unsigned char>(*p))) ++p;
    return p;
  }

 private:
  friend class Block64;

#if defined(__SSSE3__)
  // Bit i is set where byte i of `bytes` is not in the set. A byte c is in
  // the set if bit (c >> 4) & 7 of rows_[c >> 7][c & 15] is; pshufb looks its
  // row up in both tables (by the index's low four bits, ignoring bits 4 to
  // 6) and reads zero from the one whose index has bit 7 set, so that only
  // the row of c's half counts.
  unsigned outside_mask(__m128i bytes) const {
    const __m128i low_rows = _mm_loadu_si128(reinterpret_cast<const __m128i*>(rows_[0].data()));
    const __m128i high_rows = _mm_loadu_si128(reinterpret_cast<const __m128i*>(rows_[1].data()));
    const __m128i column_bits = _mm_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128);
    const __m128i high_index = _mm_xor_si128(bytes, _mm_set1_epi8(static_cast<char>(0x80)));
    const __m128i row = _mm_or_si128(_mm_shuffle_epi8(low_rows, bytes), _mm_shuffle_epi8(high_rows, high_index));
    const __m128i column_index = _mm_and_si128(_mm_srli_epi16(bytes, 4), _mm_set1_epi8(0x0F));
    const __m128i column = _mm_shuffle_epi8(column_bits, column_index);
    return _mm_movemask_epi8(_mm_cmpeq_epi8(_mm_and_si128(row, column), _mm_setzero_si128()));
  }
#endif
#if defined(__AVX2__)
  // The same look-up on 32 bytes (vpshufb looks up each 16-byte lane in its
  // own copy of the tables). For a set with every byte from 0x80 up, such
  // as the word bytes, the rows of the bytes outside the low half are enough:
  // the look-up reads zero, inside, for a byte from 0x80 up.
  unsigned outside_mask(__m256i bytes) const {
    const __m256i column_bits = _mm256_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128,
                                                 1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128);
    const __m256i column_index = _mm256_and_si256(_mm256_srli_epi16(bytes, 4), _mm256_set1_epi8(0x0F));
    const __m256i column = _mm256_shuffle_epi8(column_bits, column_index);
    if (high_half_in_) {
      const __m256i outside_rows =
          _mm256_broadcastsi128_si256(_mm_loadu_si128(reinterpret_cast<const __m128i*>(low_outside_rows_.data())));
      const __m256i outside = _mm256_and_si256(_mm256_shuffle_epi8(outside_rows, bytes), column);
      return ~static_cast<unsigned>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(outside, _mm256_setzero_si256())));
    }
    const __m256i low_rows = _mm256_broadcastsi128_si256(_mm_loadu_si128(reinterpret_cast<const __m128i*>(rows_[0].data())));
    const __m256i high_rows = _mm256_broadcastsi128_si256(_mm_loadu_si128(reinterpret_cast<const __m128i*>(rows_[1].data())));
    const __m256i high_index = _mm256_xor_si256(bytes, _mm256_set1_epi8(static_cast<char>(0x80)));
    const __m256i row = _mm256_or_si256(_mm256_shuffle_epi8(low_rows, bytes), _mm256_shuffle_epi8(high_rows, high_index));
    return _mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_and_si256(row, column), _mm256_setzero_si256()));
  }
#endif

  std::array<bool, 256> members_{};
  std::array<std::array<uint8_t, 16>, 2> rows_{};  // [c >> 7][c & 15], bit (c >> 4) & 7
  std::array<uint8_t, 16> low_outside_rows_{};    // the same for the bytes below 0x80 not in the set
  bool high_half_in_ = true;                       // every byte from 0x80 up is in the set
};

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
    return join([&](size_t l) { return set.outside_mask(lanes_[l]); });
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
