// Descriptive notation, English (P-K4, N-KB3, KR-Q1, PxP(Q4)) and Spanish
// (P4R, C3AR, TR1R, C2-3R, PxP): read without the board, resolved against it,
// and written.
//
// Files are named by the pieces that start on them (QR QN QB Q K KB KN KR;
// Spanish TD CD AD D R AR CR TR) and ranks are counted from the mover's own
// side, so White's K4 is e4 and Black's is e5. A file named without its wing
// (N-B3, A5C) means either. "King's rook" names the rook by the square it
// started on, even after it has moved (PieceOrigins).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/position.h"
#include "notation/piece_origins.h"
#include "notation/san.h"

namespace arbiter {

enum class DescriptiveLanguage : uint8_t { English, Spanish };

// A set of files, bit f for File f.
using FileSet = uint8_t;
constexpr FileSet AllFiles = 0xFF;

// Squares as a descriptive text names them.
struct DescriptiveSquare {
  FileSet files = AllFiles;
  uint8_t rank = 0;  // 1-8 counted from the mover's side; 0: not written
};

// A piece as a descriptive text designates it.
struct DescriptivePiece {
  PieceType type = NoPieceType;  // NoPieceType: any piece (a capture named by its square)
  FileSet files = AllFiles;      // the file it stands on: a pawn's (QBP, PAD), or "AT" (bishop on a rook's file)
  FileSet origin = 0;            // named by the file it started on, on its own first rank (KR, TD, QN); 0: not so named
  DescriptiveSquare square;      // the mover: where it stands (R(1), N(Q2), C2-3R); the captured piece: where the capture is (BxN(QB6))
};

// What a descriptive word says, before looking at the board.
struct DescriptiveText {
  uint8_t castling = 0;          // bit 1 << CastlingSide for O-O / O-O-O; both bits for a bare "Castles"
  DescriptivePiece mover;
  bool capture = false;
  DescriptivePiece captured;     // when capture
  DescriptiveSquare to;          // when not capture
  PieceType promotion = NoPieceType;  // NoPieceType: none written (any promotion fits)
  CheckMark mark = CheckMark::None;
  bool en_passant_written = false;
  bool checks_anywhere = false;  // "Q. checks." (Q+): no destination, any move of the piece that gives the check
};

// Reads one move word ("P-K4", "Kt-B3", "BPxP", "R(QR1)-N1", "P-K8(Q)",
// "C2-3AD", "T(1TD)1C", "PxP(4D)", "D5T+"); nullopt when it is no move in
// that language. Spaces inside are ignored ("P - K 4", "K Kt-K2"), as are
// doubled hyphens (B--KKt5); x, X, : and × mark a capture; check marks,
// "mate" and e.p./a.p. may be glued on. A piece with a check mark and no
// square ("Q+", Staunton's "Q. checks.") is any move of it that checks.
std::optional<DescriptiveText> read_descriptive(std::string_view word, DescriptiveLanguage language);

// Words that annotate the move before them rather than being one: "ch",
// "dis", "dbl", "mate", "e.p."; Spanish "jaq.", "jaque", "mate", "a.p."; "+", "++".
bool is_descriptive_annotation(std::string_view word, DescriptiveLanguage language);

// Every legal move of pos the text denotes, without duplicates: exactly one
// is the move, several are an ambiguity, none an illegal move. A written
// check or mate counts where it tells several moves apart (R-B7ch: the rook
// that gives check), as old books meant it to. `out` is cleared first;
// reusing it avoids allocation.
void denote(const Position& pos, const PieceOrigins& origins, const DescriptiveText& text, Moves& out);

// A legal move of a reading one slip away from a text that denotes nothing.
struct NearReading {
  Move move;
  std::string_view slip;  // "the other wing", "rank counted from the other side", ...
};
// The moves of readings one slip away, best first, each move once.
std::vector<NearReading> near_readings(const Position& pos, const PieceOrigins& origins, const DescriptiveText& text);

// The shortest descriptive text that denotes exactly the legal move m, with
// its check mark (English "ch" glued, " mate"; Spanish "+", "++").
std::string write_descriptive(const Position& pos, const PieceOrigins& origins, Move m, DescriptiveLanguage language);

}  // namespace arbiter
