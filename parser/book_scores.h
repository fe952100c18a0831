// The game scores of a book: its numbered move tables joined into games,
// with the heading, players and key the book prints above them, and the lines
// of its commentary and footnotes hung on the move they replace. Knows no
// chess: whether a table at move 1 starts from the initial position (rather
// than from a diagram) is the caller's question to answer; a heading that
// names the odds ("at odds of Knight", "gives his Queen's Rook", "the Pawn
// and Move") gives the start position as a fixed FEN, and a board drawn in
// the text (parser/board_drawing) the position of the lines under it.
#pragma once

#include <functional>
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
  std::string fen;       // a game at odds ("at odds of Knight"), a line from a drawn board; empty: the usual start
  std::vector<RunPly> moves;                    // the main line, from ply 0 or the FEN's ply
  std::vector<std::vector<RunPly>> variations;  // each replaces moves[front().ply]
  std::vector<RunPly> parallel;                 // the same moves in another notation, as printed
};

struct BookScores {
  std::vector<BookScore> games;
  // Runs that start from a position the text gives no way to read (a
  // diagram) or that fit no game: not extracted, counted with their line.
  std::vector<unsigned> skipped_lines;
};

// Whether the moves of a table at move 1 can start from the initial
// position, or from `fen` when the heading names odds; `after_diagram` when a
// diagram stands between the heading (or just above it) and the table.
using StartCheck = std::function<bool(const std::vector<RunPly>& plies, std::string_view fen, bool after_diagram)>;

BookScores find_book_scores(std::string_view text, const MoveWordReader& read, const StartCheck& starts);

}  // namespace arbiter
