#include "validate/sheet_cells.h"

#include <algorithm>

#include "parser/scoresheet.h"

namespace arbiter {

namespace {

class MainLine final : public PgnVisitor {
 public:
  explicit MainLine(const MainLineWord& each) : each_(each) {}
  MainLineEnd end;

  Flow tag(std::string_view name, std::string_view value, size_t) override {
    if (name == "FEN") end.fen = value;
    return Flow::go_on;
  }
  // A tick stands for a move not recorded in a PGN record too: the reader
  // tells a lone '-' so, and the other ticks are words.
  Flow san(std::string_view token, size_t offset) override {
    each_(token, offset, !is_tick(token));
    return Flow::go_on;
  }
  Flow unrecorded_move(std::string_view tick, size_t offset) override {
    each_(tick, offset, false);
    return Flow::go_on;
  }
  Flow misnumbered_line(std::string_view line, int number, int expected, bool, size_t offset) override {
    end.misnumbered.push_back({std::string(line), number, expected, offset});
    return Flow::go_on;
  }
  Skip begin_variation(size_t) override { return Skip::yes; }
  // Nothing after the result is part of the game.
  Flow outcome(std::string_view, size_t) override { return Flow::skip_game; }
  void problem(std::string_view, size_t offset) override { end.unreadable_at = offset; }

 private:
  const MainLineWord& each_;
};

}  // namespace

MainLineEnd read_main_line(std::string_view text, const MainLineWord& each) {
  MainLine line(each);
  read_game(text, line);
  return std::move(line.end);
}

SheetCells read_sheet_cells(std::string_view text) {
  SheetCells sheet;
  const MainLineEnd end = read_main_line(text, [&](std::string_view word, size_t offset, bool recorded) {
    sheet.cells.push_back({std::string(word), recorded, offset});
  });
  sheet.fen = end.fen;
  sheet.misnumbered = end.misnumbered;
  // A problem may be reported where it began, before words already read
  // (a variation left open).
  if (const auto at = end.unreadable_at; at && (sheet.cells.empty() || *at > sheet.cells.back().offset)) {
    const std::string_view rest = text.substr(std::min(*at, text.size()));
    sheet.cells.push_back({std::string(rest.substr(0, rest.find_first_of(" \t\r\n"))), true, *at});
  }
  return sheet;
}

}  // namespace arbiter
