// The Spanish numeric notation of draughts records in plain text (seed 004):
// "1.09-13, 22-19; 2.13-17, 21-18; 3.05-09??, 18-14; ... [0:1]". A comma
// parts White's move from Black's, a semicolon ends a move pair, "1. ..."
// stands for a move not shown, `*` before a move and `!` `?` after it are the
// annotator's marks, results are `[1:0]` `[0:1]` `[1/2]`, and other text in
// brackets or parentheses is a note.
#pragma once

#include <string_view>

#include "parser/pgn_visitor.h"

namespace arbiter {

// Whether the text opens as such a record does: a move number glued to its
// dot, then a move and a comma or dots ("1.09-13, 22-19", "1.10-13 ..."), or
// a position ("Brancas: 2, 8, 16, (30), (31). Negras: (3), 7, 24, 25.").
bool looks_like_spanish_draughts(std::string_view text);

// Reports the record's position (tag "FEN", side to move unknown: "?:W2,K30:B7"),
// moves (san, with the marks taken off; a move with a blank inside, "1- 6" or
// "1 -6", as one text with its blank, for the visitor to rejoin), marks (nag: 1
// to 6 as PGN's suffixes, and 7 for `*`, PGN's "only move"), notes
// (comment) and result (outcome: "1-0", "0-1" or "1/2-1/2") to the visitor,
// as read_pgn_game does; text of another kind is a problem, which ends the
// game.
void read_spanish_draughts(std::string_view text, PgnVisitor& visitor);

}  // namespace arbiter
