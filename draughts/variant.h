// The draughts variants as data: the board, how its squares are numbered,
// who moves first and the capture rules. The move generator reads these
// fields; no variant has code of its own.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

namespace arbiter::draughts {

enum Color : uint8_t { White, Black };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

// Which capture, among those a position offers, the player must make.
enum class CaptureLaw : uint8_t {
  Free,                 // any capture, completed (English, American pool, Russian)
  MostPieces,           // the most pieces (International, Brazilian)
  MostPiecesThenKings,  // the most pieces, then the most kings (Spanish art. 5.2-5.3, Portuguese)
  Italian,              // the most pieces, then with a king, then the most kings, then the king met first
  KingFirst,            // a king's capture before a man's (Czech)
};

enum class Notation : uint8_t { Numeric, Algebraic };

struct Variant {
  int game_type;  // PDN 3.0's GameType number
  std::string_view name;
  int columns;    // the board is columns x columns: 8 or 10
  Color first_mover;
  // The colour whose men start on the low square numbers (numbering row 1).
  Color low_side;
  // PDN's first square is a corner of the board (Italian, Spanish and
  // Portuguese: their board is the English one's mirror image), not the
  // square beside it (English, International).
  bool mirrored;
  Notation notation;
  bool men_capture_backward;
  bool flying_kings;
  bool men_capture_kings;      // false in Italian draughts
  // A man that reaches the far row during a capture goes on capturing as a
  // king (Russian); elsewhere it stays a man unless the capture ends there.
  bool crowned_during_capture;
  CaptureLaw law;

  int squares() const { return columns * columns / 2; }
  int men_per_side() const { return (columns / 2 - 1) * columns / 2; }
};

// International, English, Italian, American pool, Spanish, Russian,
// Brazilian, Portuguese and Czech, in GameType order.
std::span<const Variant> variants();
// By GameType number or by name ("spanish", case-insensitive); null if none.
const Variant* find_variant(int game_type);
const Variant* find_variant(std::string_view name);

}  // namespace arbiter::draughts
