// Numbered runs of moves in running text: the tables of a book
// ("1. P. to K's 4th.   1. P. to K's 4th.", "7. ........   Kt - Q 2") and
// the lines inside its prose ("3 P - K 4 ch, K - K 4; 4 K - K 3"). Knows no
// chess: what a move is, is the caller's reader's business.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter {

// What a move reader makes of the text at a position: the move in the words
// the caller wants written, and how many bytes of the text it took.
struct ReadWord {
  std::string word;
  size_t length = 0;
};
using MoveWordReader = std::function<std::optional<ReadWord>(std::string_view)>;

struct RunPly {
  unsigned ply = 0;  // 0 is White's first move, 1 Black's first
  std::string word;
  unsigned line = 0;  // 1-based line of the text
};

struct MoveRun {
  std::vector<RunPly> plies;  // consecutive
  unsigned line = 0;          // where the run starts
  // Whether the run is laid out as a table (indented numbered lines without
  // ";"): a book's score rather than a line in its commentary.
  bool table = false;
  bool dots = false;            // the first number is written for Black: "12...", "12. ..."
  bool black_numbered = false;  // Black's column repeats the number: "1. P. to K's 4th.   1. P. to K's 4th."
  // The run stopped at a number whose move is no move ("31. Anything."): a
  // run on the next line goes on from a move that cannot be read.
  bool stopped_at_number = false;
  // Columns printed beside the table in another notation (Ed. Lasker's
  // continental algebraic), as written, plies from the same numbers.
  std::vector<RunPly> parallel;
};

// Scans `text` line by line; a run starts at a move number ("12.", "12",
// "12...", "12. ...") followed by a move, and ends at a blank line or the
// first text that is neither a move, a number nor a separator.
std::vector<MoveRun> find_move_runs(std::string_view text, const MoveWordReader& read);

// ply ↔ "12." / "12..." numbering.
constexpr unsigned ply_of(unsigned move_number, bool black) { return 2 * (move_number - 1) + (black ? 1 : 0); }

}  // namespace arbiter
