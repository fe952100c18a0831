// The game scores of a book: its numbered move tables joined into games,
// with the heading, players and key the book prints above them, and the lines
// of its commentary and footnotes hung on the move they replace. Knows no
// chess: whether a score starts from the initial position is judged from the
// layout (a diagram since the heading means it does not), and a heading that
// names the odds ("at odds of Knight", "gives his Queen's Rook", "the Pawn
// and Move") gives the start position as a fixed FEN.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "parser/move_runs.h"

namespace arbiter {

struct BookScore {
  unsigned line = 0;     // 1-based line of the book where the score starts
  std::string heading;   // "GAME I.--Mr. Morphy plays ...", "EXAMPLE 53.--From ..."
  std::string key;       // "01" from the transcriber's "{PGN 01}" marker
  std::string white, black;                     // from "White: X. Black: Y."
  std::string fen;       // the start of a game at odds ("at odds of Knight"); empty: the usual start
  std::vector<RunPly> moves;                    // the main line, from ply 0
  std::vector<std::vector<RunPly>> variations;  // each replaces moves[front().ply]
  std::vector<RunPly> parallel;                 // the same moves in another notation, as printed
};

struct BookScores {
  std::vector<BookScore> games;
  // Runs that start from a position the text gives no way to read (after a
  // diagram) or that fit no game: not extracted, counted with their line.
  std::vector<unsigned> skipped_lines;
};

BookScores find_book_scores(std::string_view text, const MoveWordReader& read);

}  // namespace arbiter
