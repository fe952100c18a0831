// Thirty-two bytes of text compared at once, for the reader's tokens that
// mostly fit in them (a clock comment "{ [%clk 0:01:00] }", a tag value),
// and the lanes of the splitter's 64-byte blocks (pgn_lexicon::Block64):
// one look answers where a loop would go round for every byte, or every
// sixteen. Bit i of a mask stands for byte i. AVX2 looks at the 32 bytes
// in one register, SSSE3 or SSE2 in two; elsewhere a loop builds the same
// mask. The bytes compared with are a few named ones (equal), or any set
// of them (ByteSet), which also passes over runs of its bytes.
// Internal to parser/.
#pragma once

#include <array>
#include <bit>
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

// A set of bytes, any of the 256, looked up sixteen or thirty-two at a time
// where SSSE3 is (simdjson's classification, by nibbles). Byte c is in the
// set if bit (c >> 4) & 7 of rows_[c >> 7][c & 15] is: pshufb looks its row
// up in both tables (by the index's low four bits, ignoring bits 4 to 6) and
// reads zero from the one whose index has bit 7 set, so that only the row
// of c's half counts; a second pshufb turns its high nibble into its bit.
class ByteSet {
 public:
  template <typename Predicate>
  constexpr explicit ByteSet(Predicate contains) {
    for (int c = 0; c < 256; ++c) {
      const auto bit = static_cast<uint8_t>(1 << ((c >> 4) & 7));
      if (contains(static_cast<unsigned char>(c))) {
        members_[c] = true;
        rows_[c >> 7][c & 15] |= bit;
        high_half_out_ &= c < 0x80;
      } else if (c < 0x80) {
        low_outside_rows_[c & 15] |= bit;
      } else {
        high_half_in_ = false;
      }
    }
  }

  constexpr bool contains(unsigned char c) const { return members_[c]; }

  // The first byte of [p, end) not in the set, or end: sixteen bytes at a
  // time where SSSE3 is (runs of a few bytes are cheaper with a plain loop
  // than thirty-two at a time), then byte by byte.
  template <typename Byte>
  const Byte* span(const Byte* p, const Byte* end) const {
    static_assert(sizeof(Byte) == 1);
#if defined(__SSSE3__)
    for (; end - p >= 16; p += 16)
      if (const uint32_t outside = outside_in(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p))))
        return p + std::countr_zero(outside);
#endif
    while (p != end && contains(static_cast<unsigned char>(*p))) ++p;
    return p;
  }

  // Bit i set where p[i] is not in the set. [p, p + Width) must be readable.
  // Where SSSE3 is not (ClassifiesAtOnce), it goes a byte at a time, slower
  // than a loop that stops at the first byte outside the set.
  static constexpr bool ClassifiesAtOnce =
#if defined(__SSSE3__)
      true;
#else
      false;
#endif
  uint32_t outside(const char* p) const {
#if defined(__AVX2__)
    return outside_in(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(p)));
#elif defined(__SSSE3__)
    const auto half = [&](const char* at) { return outside_in(_mm_loadu_si128(reinterpret_cast<const __m128i*>(at))); };
    return half(p) | half(p + 16) << 16;
#else
    uint32_t mask = 0;
    for (int i = 0; i < Width; ++i) mask |= static_cast<uint32_t>(!contains(static_cast<unsigned char>(p[i]))) << i;
    return mask;
#endif
  }

#if defined(__SSSE3__)
  // The same for the bytes of a register (of 16 bytes, or of 32 where AVX2
  // is: vpshufb looks up each 16-byte half in its own copy of the tables).
  // A set with every byte from 0x80 up (the word bytes) or none (the tag
  // names' bytes) needs one table of rows: the look-up reads zero for a byte
  // from 0x80 up, inside the first and outside the second.
  template <typename Lane>
  uint32_t outside_in(Lane bytes) const {
    constexpr uint32_t all = sizeof(Lane) == 32 ? 0xFFFFFFFF : 0xFFFF;
    const Lane column = lookup(table<Lane>(ColumnBits), high_nibbles(bytes));
    if (high_half_in_) return zero_bytes(lookup(table<Lane>(low_outside_rows_), bytes) & column) ^ all;
    Lane row = lookup(table<Lane>(rows_[0]), bytes);
    if (!high_half_out_) row = row | lookup(table<Lane>(rows_[1]), bytes ^ table<Lane>(HighBits));
    return zero_bytes(row & column);
  }
#endif

 private:
  using Row = std::array<uint8_t, 16>;
  static constexpr Row ColumnBits = {1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128};
  static constexpr Row HighBits = {0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80,
                                   0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80};

#if defined(__SSSE3__)
  // The few operations the look-up needs that differ between 16 and 32
  // bytes; the rest (^ | &) GCC's vector types share.
  template <typename Lane>
  static Lane table(const Row& row) {
    const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(row.data()));
    if constexpr (sizeof(Lane) == 16) return bytes;
#if defined(__AVX2__)
    else return _mm256_broadcastsi128_si256(bytes);
#endif
  }
  static __m128i lookup(__m128i table, __m128i index) { return _mm_shuffle_epi8(table, index); }
  static __m128i high_nibbles(__m128i bytes) { return _mm_and_si128(_mm_srli_epi16(bytes, 4), _mm_set1_epi8(0x0F)); }
  static uint32_t zero_bytes(__m128i bytes) {
    return static_cast<uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, _mm_setzero_si128())));
  }
#if defined(__AVX2__)
  static __m256i lookup(__m256i table, __m256i index) { return _mm256_shuffle_epi8(table, index); }
  static __m256i high_nibbles(__m256i bytes) {
    return _mm256_and_si256(_mm256_srli_epi16(bytes, 4), _mm256_set1_epi8(0x0F));
  }
  static uint32_t zero_bytes(__m256i bytes) {
    return static_cast<uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(bytes, _mm256_setzero_si256())));
  }
#endif
#endif

  std::array<bool, 256> members_{};
  std::array<Row, 2> rows_{};  // [c >> 7][c & 15], bit (c >> 4) & 7
  Row low_outside_rows_{};     // the same for the bytes below 0x80 not in the set
  bool high_half_in_ = true;   // every byte from 0x80 up is in the set
  bool high_half_out_ = true;  // none is
};

}  // namespace arbiter::byte_mask
