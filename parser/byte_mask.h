// Thirty-two bytes of text compared at once, for the reader's tokens that
// mostly fit in them (a clock comment "{ [%clk 0:01:00] }", a tag value),
// and the lanes of the splitter's 64-byte blocks (pgn_lexicon::Block64):
// one look answers where a loop would go round for every byte, or every
// sixteen. Bit i of a mask stands for byte i. AVX2 looks at the 32 bytes
// in one register, SSSE3 or SSE2 in two; elsewhere a loop builds the same
// mask.
// Internal to parser/.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#if defined(__AVX2__)
#include <immintrin.h>
#elif defined(__SSSE3__)
#include <tmmintrin.h>
#elif defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace arbiter::byte_mask {

inline constexpr std::ptrdiff_t Width = 32;

namespace detail {

// Whether Bytes can be found by one table look-up per byte (simdjson's
// trick): ASCII bytes, no two with the same low four bits.
template <unsigned char... Bytes>
constexpr bool one_per_low_nibble() {
  unsigned nibbles = 0;
  for (const unsigned char byte : {Bytes...}) {
    if (byte >= 0x80 || (nibbles >> (byte & 15) & 1)) return false;
    nibbles |= 1u << (byte & 15);
  }
  return sizeof...(Bytes) > 1;
}

// At each low nibble (twice, for both halves of a 256-bit register), the
// one of Bytes with that low nibble, or else a byte with another one, which
// no byte looked up there can equal.
template <unsigned char... Bytes>
struct NibbleTable {
  alignas(32) static constexpr std::array<unsigned char, 32> entries = [] {
    std::array<unsigned char, 32> table{};
    table[0] = table[16] = 1;
    for (const unsigned char byte : {Bytes...}) table[byte & 15] = table[16 + (byte & 15)] = byte;
    return table;
  }();
};

}  // namespace detail

// Bit i set where byte i of a register's lane is one of Bytes: 32 bits for
// AVX2's, 16 for SSE2's (the splitter's 64-byte blocks are made of them).
// Where SSSE3 is and Bytes allow it, each byte is compared with the one of
// Bytes that shares its low nibble, looked up by pshufb (which reads zero
// for the bytes from 0x80, none of Bytes), instead of with each of them.
#if defined(__AVX2__)
template <unsigned char... Bytes>
uint32_t equal_in(__m256i bytes) {
  if constexpr (detail::one_per_low_nibble<Bytes...>()) {
    const __m256i table =
        _mm256_load_si256(reinterpret_cast<const __m256i*>(detail::NibbleTable<Bytes...>::entries.data()));
    return static_cast<uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_shuffle_epi8(table, bytes), bytes)));
  } else {
    __m256i hits = _mm256_setzero_si256();
    ((hits = _mm256_or_si256(hits, _mm256_cmpeq_epi8(bytes, _mm256_set1_epi8(static_cast<char>(Bytes))))), ...);
    return static_cast<uint32_t>(_mm256_movemask_epi8(hits));
  }
}
#endif
#if defined(__SSE2__)
template <unsigned char... Bytes>
uint32_t equal_in(__m128i bytes) {
#if defined(__SSSE3__)
  if constexpr (detail::one_per_low_nibble<Bytes...>()) {
    const __m128i table =
        _mm_load_si128(reinterpret_cast<const __m128i*>(detail::NibbleTable<Bytes...>::entries.data()));
    return static_cast<uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_shuffle_epi8(table, bytes), bytes)));
  }
#endif
  __m128i hits = _mm_setzero_si128();
  ((hits = _mm_or_si128(hits, _mm_cmpeq_epi8(bytes, _mm_set1_epi8(static_cast<char>(Bytes))))), ...);
  return static_cast<uint32_t>(_mm_movemask_epi8(hits));
}
#endif

// Bit i set where p[i] is one of Bytes. [p, p + Width) must be readable.
template <unsigned char... Bytes>
uint32_t equal(const char* p) {
#if defined(__AVX2__)
  return equal_in<Bytes...>(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(p)));
#elif defined(__SSE2__)
  const auto half = [](const char* at) {
    return equal_in<Bytes...>(_mm_loadu_si128(reinterpret_cast<const __m128i*>(at)));
  };
  return half(p) | half(p + 16) << 16;
#else
  uint32_t mask = 0;
  for (int i = 0; i < Width; ++i) {
    const auto c = static_cast<unsigned char>(p[i]);
    mask |= static_cast<uint32_t>(((c == Bytes) || ...)) << i;
  }
  return mask;
#endif
}

// A set of ASCII bytes as up to eight rectangles of the grid of low and high
// nibbles (simdjson's classification): byte b is in rectangle k if bit k is
// set in both low[b & 15] and high[b >> 4]. Bytes from 0x80 are in none.
struct NibbleSet {
  std::array<uint8_t, 16> low{}, high{};

  constexpr bool contains(unsigned char c) const { return c < 0x80 && (low[c & 15] & high[c >> 4]) != 0; }
};

// Whether members() classifies 32 bytes in a few operations (pshufb, where
// SSSE3 is); elsewhere it goes a byte at a time, slower than a loop that
// stops at the first byte outside the set.
#if defined(__SSSE3__)
inline constexpr bool ClassifiesAtOnce = true;
#else
inline constexpr bool ClassifiesAtOnce = false;
#endif

// Bit i set where p[i] is in Set. [p, p + Width) must be readable.
template <const NibbleSet& Set>
uint32_t members(const char* p) {
#if defined(__AVX2__)
  const __m256i bytes = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p));
  const __m256i low = _mm256_broadcastsi128_si256(_mm_loadu_si128(reinterpret_cast<const __m128i*>(Set.low.data())));
  const __m256i high = _mm256_broadcastsi128_si256(_mm_loadu_si128(reinterpret_cast<const __m128i*>(Set.high.data())));
  // pshufb reads zero for an index from 0x80, so such bytes are in no rectangle.
  const __m256i high_nibbles = _mm256_and_si256(_mm256_srli_epi16(bytes, 4), _mm256_set1_epi8(0x0F));
  const __m256i rectangles =
      _mm256_and_si256(_mm256_shuffle_epi8(low, bytes), _mm256_shuffle_epi8(high, high_nibbles));
  return ~static_cast<uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(rectangles, _mm256_setzero_si256())));
#elif defined(__SSSE3__)
  const auto half = [](const char* at) {
    const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(at));
    const __m128i low = _mm_loadu_si128(reinterpret_cast<const __m128i*>(Set.low.data()));
    const __m128i high = _mm_loadu_si128(reinterpret_cast<const __m128i*>(Set.high.data()));
    const __m128i high_nibbles = _mm_and_si128(_mm_srli_epi16(bytes, 4), _mm_set1_epi8(0x0F));
    const __m128i rectangles = _mm_and_si128(_mm_shuffle_epi8(low, bytes), _mm_shuffle_epi8(high, high_nibbles));
    return ~static_cast<uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(rectangles, _mm_setzero_si128()))) & 0xFFFF;
  };
  return half(p) | half(p + 16) << 16;
#else
  uint32_t mask = 0;
  for (int i = 0; i < Width; ++i) mask |= static_cast<uint32_t>(Set.contains(static_cast<unsigned char>(p[i]))) << i;
  return mask;
#endif
}

}  // namespace arbiter::byte_mask
