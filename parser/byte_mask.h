// Thirty-two bytes of text compared at once, for the reader's tokens that
// mostly fit in them (a clock comment "{ [%clk 0:01:00] }", a tag value):
// one look answers where a loop would go round for every byte, or every
// sixteen. Bit i of a mask stands for byte i. AVX2 compares the 32 bytes
// in one register, SSE2 in two; elsewhere a loop builds the same mask.
// Internal to parser/.
#pragma once

#include <cstddef>
#include <cstdint>

#if defined(__AVX2__)
#include <immintrin.h>
#elif defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace arbiter::byte_mask {

inline constexpr std::ptrdiff_t Width = 32;

// Bit i set where p[i] is one of Bytes. [p, p + Width) must be readable.
template <unsigned char... Bytes>
uint32_t equal(const char* p) {
#if defined(__AVX2__)
  const __m256i bytes = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p));
  __m256i hits = _mm256_setzero_si256();
  ((hits = _mm256_or_si256(hits, _mm256_cmpeq_epi8(bytes, _mm256_set1_epi8(static_cast<char>(Bytes))))), ...);
  return static_cast<uint32_t>(_mm256_movemask_epi8(hits));
#elif defined(__SSE2__)
  const auto half = [](const char* at) {
    const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(at));
    __m128i hits = _mm_setzero_si128();
    ((hits = _mm_or_si128(hits, _mm_cmpeq_epi8(bytes, _mm_set1_epi8(static_cast<char>(Bytes))))), ...);
    return static_cast<uint32_t>(_mm_movemask_epi8(hits));
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

}  // namespace arbiter::byte_mask
