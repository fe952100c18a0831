// Standard Algebraic Notation (PGN's SAN, English piece letters) and the
// algebraic notation of other languages, read strictly or leniently; SAN
// written.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "notation/move_query.h"
#include "notation/piece_letters.h"

namespace arbiter {

// Forms people write that standard SAN does not have. A lenient reading
// accepts them and says which it saw, so that a checker can report them.
enum SanDeviation : uint16_t {
  ZeroCastling = 1 << 0,            // 0-0 for O-O
  PromotionWithoutEquals = 1 << 1,  // e8Q, e8(Q), e8/Q, e7e8q
  EnPassantSuffix = 1 << 2,         // exd6 e.p., gxf6ep
  MissingCapture = 1 << 3,          // no x on a capture
  SpuriousCapture = 1 << 4,         // x on a move that captures nothing
  ColonCapture = 1 << 5,            // Bf1:c4
  OverDisambiguation = 1 << 6,      // Ngf3 where Nf3 says the same
  MissingCheckMark = 1 << 7,        // no + or # on a check or mate
  WrongCheckMark = 1 << 8,          // + or # where there is none, + for #, # for +
  DoublePlus = 1 << 9,              // ++, old books' mark for mate or double check
  LongAlgebraic = 1 << 10,          // Ng1-f3, e2-e4
  Coordinate = 1 << 11,             // g1f3
  FileCapture = 1 << 12,            // ed, ed: for exd5 (old books and the 1966 rulebook)
  PawnCaptureWithoutFile = 1 << 13, // xd5 for exd5: which pawn takes is left out
  PushReadAsCapture = 1 << 14,      // c4 for dxc4, f6 for exf6 e.p.: no pawn can go there straight ahead
};
constexpr int SanDeviationCount = 15;
// The deviations after which the move read is not the move the text names
// but the only legal move near it: a checker reports each as a warning,
// where the others are cosmetic (the text names the move, in another form).
constexpr uint16_t MeaningChanging = PushReadAsCapture;
// A short phrase for one deviation bit ("castling written with zeros").
std::string_view describe(SanDeviation d);
// For a deviation that changes the meaning, what was written and what it was
// read as, `m` being the move of `pos` read: "'c4' names a pawn move to c4,
// which no pawn can make; read as the capture dxc4 of the white pawn on c4".
std::string describe_reading(SanDeviation d, const Position& pos, Move m, std::string_view written);

enum class CheckMark : uint8_t { None, Check, Mate, CheckOrMate /* ++ */ };

// A move token read without the board.
struct SanText {
  MoveQuery query;
  CheckMark mark = CheckMark::None;
  bool capture_written = false;
  bool from_file_written = false, from_rank_written = false;
  uint16_t deviations = 0;  // the textual ones; board-dependent ones come from judge()
  bool operator==(const SanText&) const = default;
};

// Reads a move token written with English piece letters, or with `lang`'s;
// figurines are read in every language, and typeset separators (e2–e4,
// e2—e4, Lf1×c4) as - and x. nullopt when it is no move text at all. The
// letters of a language are no deviation.
std::optional<SanText> read_san(std::string_view token);
std::optional<SanText> read_san(std::string_view token, const Language& lang);
// The shapes of nearly every move in a PGN file, read in one pass into
// `out`, a default SanText: a piece letter or none, then for a piece a file
// or a rank or neither, for a pawn a file; 'x' or not; the destination; for
// a pawn "=Q" and the like; '+' or '#'; or O-O and O-O-O. False for anything
// else (every deviation, long and coordinate moves), which read_san takes; for
// these shapes it gives the same SanText (tests/notation_san_test.cpp holds
// them to it). Filling the caller's SanText spares the hot path a copy.
bool read_plain_san(std::string_view token, SanText& out);

// The en-passant mark written as a word of its own after the move: e.p.,
// ep, a.p. (Spanish "al paso").
bool is_en_passant_word(std::string_view token);

// Deviations that only the board shows (captures, disambiguation, check
// marks), for the move `m` of `pos` that `text` was matched to; `after` is pos
// with m played.
uint16_t judge(const Position& pos, Move m, const SanText& text, const Position& after);

// Standard SAN of a legal move, with + or #. Other languages, figurines and
// long algebraic: to_algebraic in notation/write_algebraic.h.
std::string to_san(const Position& pos, Move m);

}  // namespace arbiter
