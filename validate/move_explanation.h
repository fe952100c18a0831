// Why a move text reads as no single legal move, in the words a finding
// gives an arbiter: what the text names against the board, the moves that
// come closest, and whether the record itself settles what was played.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/movegen.h"
#include "notation/notation.h"
#include "validate/law.h"
#include "validate/lookahead.h"

namespace arbiter {

// A legal move as a finding lists it: in the game's notation, and in SAN
// when that is another ("P4R (e4)").
std::string candidate(const MoveReader& reader, const Board& board, Move m);

// A text that reads as no legal move.
struct IllegalMove {
  Law law = Law::LegalMove;
  std::string message;                  // "illegal move — the knight on f3 is pinned..."
  std::vector<std::string> candidates;  // the moves one slip away, or the closest legal ones
  // The move the text names when only its own king makes it illegal: a
  // player can make it on the board, and the game goes on from it until
  // someone notices (FIDE 2023 7.5.1).
  std::optional<Move> made_on_the_board;
};
IllegalMove explain_illegal(const MoveReader& reader, const Board& board, const MoveList& legal,
                            const MoveReader::Reading& reading, std::string_view token);

// A text that several legal moves fit. `rest` is the record's words after
// it (none in a variation): when only one of the moves lets them be
// played, it settles the ambiguity.
struct AmbiguousMove {
  std::string message;
  std::vector<std::string> candidates;  // every move that fits, sorted
  std::optional<Move> settled;
};
AmbiguousMove explain_ambiguity(const MoveReader& reader, const Board& board, std::span<const Move> fits,
                                std::span<const MoveWord> rest);

// Moves a scoresheet does not record (a tick, an empty numbered line, a
// number that jumps): `plies` of them from `board`, then `rest`, the
// record's words from the first one recorded after them. When only one line
// of moves lets the most of `rest` be played, the record settles them.
struct UnrecordedMoves {
  std::string message;
  std::vector<std::string> candidates;  // the settled line, move by move
  std::vector<Move> settled;            // empty when the record does not settle them
};
// Longer gaps are not searched: each ply multiplies the lines by some 35.
constexpr int MaxGapSearched = 3;
UnrecordedMoves explain_unrecorded(const MoveReader& reader, const Board& board, int plies,
                                   std::span<const MoveWord> rest);

// --ocr: the words a damaged one may have been that read as exactly one
// legal move. When one of them is left, by itself or because only it lets
// `rest` be played, the replay may go on with it.
struct OcrReading {
  std::string message;                  // to add to the finding: "; OCR: did you mean ...?"
  std::vector<std::string> candidates;  // the moves those words read as
  std::optional<Move> chosen;
};
std::optional<OcrReading> ocr_reading(const MoveReader& reader, const Board& board, std::string_view damaged,
                                      std::span<const MoveWord> rest);

}  // namespace arbiter
