// `arbiter extract`: the game scores printed in a book's running text,
// written as PGN that `arbiter check` reads.
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>

#include "cli/command_line.h"
#include "cli/commands.h"
#include "parser/book_pgn.h"
#include "validate/book_extract.h"
#include "validate/encoding.h"

namespace arbiter {

namespace {

constexpr std::string_view Help = R"help(Usage: arbiter extract [OPTIONS] BOOK.txt...

Finds the game scores in the text of a chess book and writes them as PGN,
one game per score, moves in compact English descriptive notation
("P-K4", "KKt-KB3", "QxP+", "R(K3)-K2", "O-O"), which `arbiter check` reads
and replays.

What is taken:
  - move tables: numbered lines, one or two columns ("1. P - K 4   P - K 4",
    Staunton's "1. P. to K's 4th.   1. P. to K's 4th.", a Black move after
    "7. ........"), broken by commentary and resumed at the next number;
    a table at move 1 starts a game when its first moves can be played
    from the initial position, or from the odds its heading names ("at
    odds of Knight", "gives his Queen's Rook", "the Pawn and Move": then
    with [SetUp] and [FEN]);
  - lines in the commentary and footnotes ("3 P - K 4 ch, K - K 4; 4 K - K 3",
    a footnote table from "27. Q. takes Pawn."): a variation of the game
    at the move they replace, when they follow the game closely with no
    diagram between;
  - the heading above a game ("GAME I.--...", "EXAMPLE 53.--..."), the
    players ("White: X. Black: Y."), a transcriber's "{PGN nn}" key.
Not taken: scores that start from a diagram (a position the text does not
give as FEN), lines that fit no game or go on after a move that is none
("31. Anything."); stderr counts them with their lines.

Printed forms read: Staunton's archaic "K. Kt. to K. B's 3d.", "Q. takes P.",
"Q. to her 2d.", "K. B. to his sq.", "Castles on Q's side.", "(ch.)",
"P. takes R. (becoming a Q.)", "Q. checks." (written "Q+": no square);
Capablanca's spaced "Kt - K B 3", "Q × Kt", "R (K 3) - K 2", "P - R 8 (Q)";
Ed. Lasker's compact "Kt-QB3", "PxQP", "B--KKt5"; footnote markers "[A]"
and "!", "?", "(best)" are dropped. Input in UTF-8 or Latin-1.

Each game carries [Source] (the file), [SourceLine] (the book line of its
first move), [BookHeading], [BookKey] where the book gives them, and a
comment {book line N} wherever the score resumes after commentary, so every
finding of `arbiter check` leads back to the page. Columns printed beside a
table in another notation (Ed. Lasker's continental algebraic) follow each
move as a comment {parallel: Ktc3}.

Options:
  -o, --output FILE   write the PGN to FILE instead of standard output
  --format pgn        the output format (PGN is the only one)

Exit codes: 0 scores written, 2 usage error or a book that cannot be read.
)help";

std::optional<std::string> read_book(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream s;
  s << in.rdbuf();
  std::string text = s.str();
  if (!is_utf8(text)) text = latin1_to_utf8(text);
  std::erase(text, '\r');
  return text;
}

// Extracts the scores of every book into one PGN.
int extract(const std::vector<std::string>& books, const std::string& output) {
  if (books.empty()) throw UsageError("needs a book's text file");

  std::string pgn;
  int status = 0;
  for (const std::string& path : books) {
    auto text = read_book(path);
    if (!text) {
      fmt::print(stderr, "arbiter: cannot read {}\n", to_utf8(path));
      status = 2;
      continue;
    }
    const BookScores scores = extract_book_scores(*text);
    // The book's text is UTF-8 by now; the [Source] tag, its file's name, is made so too.
    const std::string source = to_utf8(std::filesystem::path(path).filename().string());
    size_t plies = 0, variations = 0;
    for (const BookScore& g : scores.games) {
      pgn += book_game_pgn(g, source) + "\n";
      plies += g.moves.size();
      variations += g.variations.size();
    }
    std::string skipped;
    for (size_t i = 0; i < scores.skipped_lines.size() && i < 12; ++i)
      skipped += fmt::format("{}{}", i ? ", " : "", scores.skipped_lines[i]);
    if (scores.skipped_lines.size() > 12) skipped += ", ...";
    fmt::print(stderr, "{}: {} games ({} plies, {} variations); {} runs not taken{}{}\n", to_utf8(path),
               scores.games.size(), plies, variations, scores.skipped_lines.size(), skipped.empty() ? "" : " (lines ",
               skipped.empty() ? "" : skipped + ")");
  }
  if (output.empty()) {
    fmt::print("{}", pgn);
  } else {
    std::ofstream out(output, std::ios::binary);
    out << pgn;
    if (!out) {
      fmt::print(stderr, "arbiter: cannot write {}\n", to_utf8(output));
      return 2;
    }
  }
  return status;
}

}  // namespace

std::string extract_help() { return std::string(Help); }

CommandRun extract_command(CLI::App& app) {
  struct CommandLine {
    std::vector<std::string> books;
    std::string output;
    bool pgn = true;  // the one format there is
  };
  const auto line = std::make_shared<CommandLine>();
  add_file(app, "-o,--output", line->output, "a file");
  add_choice(app, "--format", line->pgn, {{"pgn", true}});
  add_arguments(app, line->books, "FILE");
  return [line] { return extract(line->books, line->output); };
}

}  // namespace arbiter
