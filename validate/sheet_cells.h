// A record's main line word by word as its reader reports it, and a
// scoresheet's cells: the moves as written and the moves its writer did not
// record (a tick, a blank under a move number, a move number left out).
// Scoresheet or PGN is the parser's choice (read_game), so every command
// reads a sheet alike.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter {

// One cell of a sheet: a move as written, or a move the writer did not
// record.
struct SheetCell {
  std::string written;  // the word, or the tick ("" for a blank)
  bool recorded = false;
  size_t offset = 0;    // in the sheet's text
};

struct SheetCells {
  // One per word of the main line, in order: moves, words that only comment
  // on the move before them ("jaq.", "ch"; telling them apart needs the
  // notation), and moves not recorded.
  // Text the reader cannot read ends the sheet as one last word, which no
  // notation reads.
  std::vector<SheetCell> cells;
  std::string fen;  // the starting position the sheet gives, if any
  // Lines whose move number repeats or goes back (their words are cells in
  // the order written all the same).
  struct Misnumbered {
    std::string line;  // as written, from its number
    int number = 0, expected = 0;
    size_t offset = 0;
  };
  std::vector<Misnumbered> misnumbered;
};
SheetCells read_sheet_cells(std::string_view text);

// Calls `each` for every word of the main line in the order written (views
// into `text`), variations and comments left out, up to the result or to
// text the reader cannot read; a move not recorded comes with `recorded`
// false and its tick, or "" for a blank.
using MainLineWord = std::function<void(std::string_view word, size_t offset, bool recorded)>;
struct MainLineEnd {
  std::string fen;                      // the FEN tag's value, or ""
  std::optional<size_t> unreadable_at;  // where text the reader cannot read stopped it
  std::vector<SheetCells::Misnumbered> misnumbered;
};
MainLineEnd read_main_line(std::string_view text, const MainLineWord& each);

}  // namespace arbiter
