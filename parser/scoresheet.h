// Plain scoresheets as people transcribe paper ones: optional header lines
// ("Blancas: Torre", "Event: Moscow 1925"), then numbered move lines
// ("1. P4D C3AR", "1 P4D    C3AR", "12... Nf6"), and the result in words of
// the language ("Se rinden", "resigns", "tablas") or as in PGN. Reported
// through the same PgnVisitor events as a PGN game, so every notation and
// every check reads both alike.
#pragma once

#include <string_view>

#include "parser/pgn_visitor.h"

namespace arbiter {

// Whether a game's text is a plain scoresheet rather than PGN: it opens with a
// header line "Key: value" instead of a tag pair or movetext, or it is laid
// out a move to a line, each line opening with its move number ("29. P-R5
// QxNch", "30.", "31 ...") and holding no other, with no tag pair or comment.
bool is_scoresheet(std::string_view text);

// Header keys become PGN tag names (Blancas, White, Weiß → White...); other
// keys are kept as written. Never throws; a line that is neither a header nor
// moves before the first move line is reported as a comment. The number
// opening a line says which move it holds: a line left empty, or numbers
// that jump (29 then 35), are moves not recorded (unrecorded_move, with no
// tick); a number that repeats or goes back is misnumbered_line.
void read_scoresheet(std::string_view text, PgnVisitor& visitor);

// What a player in time trouble writes instead of a move (1966 Art. XIII: a
// tick in the move's place): "✓", "✔", "v", "-", "—", "–". No notation reads
// it as a move.
bool is_tick(std::string_view word);

// A game in whichever format its text is in.
void read_game(std::string_view text, PgnVisitor& visitor);

}  // namespace arbiter
