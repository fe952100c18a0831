// The letters that name the pieces in each language's algebraic notation
// (FIDE Laws, Appendix C.2: "each player is free to use the names which are
// commonly used in his country"), as data. Figurines (♔♕♖♗♘, ♚♛♜♝♞) are read
// in every language.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string_view>

#include "core/types.h"

namespace arbiter {

// A piece name found in a move text, and how many bytes it takes.
struct PieceName {
  PieceType piece = NoPieceType;
  uint8_t length = 0;
};

class Language {
 public:
  // `names` by PieceType; names[Pawn] is the pawn's letter, which moves do
  // not carry but diagrams (Forsyth, FEN-like) do.
  constexpr Language(std::string_view code, std::string_view name, std::array<std::string_view, 7> names)
      : code(code), name(name), names_(names) {
    for (int b = 0x80; b < 0x100; ++b) by_byte_[b] = MultiByte;  // figurines, Cyrillic, ...
    for (int pt = Knight; pt <= King; ++pt)
      if (names[pt].size() == 1) by_byte_[uint8_t(names[pt][0])] = uint8_t(pt);
    for (char c = 'A'; c <= 'Z'; ++c)
      if (const uint8_t pt = by_byte_[uint8_t(c)]) capitals_[pt] |= 1u << (c - 'A');
  }

  std::string_view code;  // ISO 639-1 ("en", "es", ...), "figurine" for the symbols
  std::string_view name;  // "English"

  std::string_view piece_name(PieceType pt) const { return names_[pt]; }
  // Same names for the pieces that moves name (German, Danish, Norwegian and
  // Swedish; Spanish and Italian): no move text can tell such languages apart.
  constexpr bool reads_like(const Language& other) const {
    for (int pt = Knight; pt <= King; ++pt)
      if (names_[pt] != other.names_[pt]) return false;
    return true;
  }

  // The piece (never a pawn) named at the start or at the end of `text`.
  // One table load for the letters of Latin-script languages; multi-byte
  // names (figurines, Кр) take the slow path.
  PieceName leading_piece(std::string_view text) const {
    const uint8_t v = text.empty() ? 0 : by_byte_[uint8_t(text.front())];
    if (v != MultiByte) [[likely]] return {PieceType(v), uint8_t(v != NoPieceType)};
    return leading_multibyte(text);
  }
  // The capitals that name `pt` on their own, as leading_piece reads them:
  // bit 0 for 'A', bit 25 for 'Z'.
  constexpr uint32_t capitals_naming(PieceType pt) const { return capitals_[pt]; }
  PieceName trailing_piece(std::string_view text) const {
    const uint8_t v = text.empty() ? 0 : by_byte_[uint8_t(text.back())];
    if (v != MultiByte) [[likely]] return {PieceType(v), uint8_t(v != NoPieceType)};
    return trailing_multibyte(text);
  }

 private:
  static constexpr uint8_t MultiByte = 0x80;
  PieceName leading_multibyte(std::string_view text) const;
  PieceName trailing_multibyte(std::string_view text) const;

  std::array<std::string_view, 7> names_;
  std::array<uint8_t, 256> by_byte_{};  // byte -> PieceType, or MultiByte
  std::array<uint32_t, 7> capitals_{};  // PieceType -> capitals_naming
};

inline constexpr Language English{"en", "English", {"", "P", "N", "B", "R", "Q", "K"}};
// Unicode figurines as a language of their own, for writing; white's symbols
// are written for both sides, as printed books do.
inline constexpr Language Figurine{"figurine", "figurine", {"", "♙", "♘", "♗", "♖", "♕", "♔"}};

// English first, then the other languages by code (Figurine is none of them:
// figurines are read in all).
std::span<const Language> languages();
// The language with this code, or nullptr.
const Language* find_language(std::string_view code);

}  // namespace arbiter
