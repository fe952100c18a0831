#include "parser/book_scores.h"

#include "parser/board_drawing.h"

#include <algorithm>
#include <optional>
#include <regex>
#include <utility>

namespace arbiter {

namespace {

// A paragraph of the book (lines between blank lines), joined by spaces.
struct Paragraph {
  unsigned first_line = 0;
  std::string text;
  bool diagram = false;  // holds a board drawing or an illustration's place
  std::optional<std::string> placement;  // the drawing read, when it is a readable board
  std::vector<std::string_view> lines;
};

bool is_blank_line(std::string_view l) { return l.find_first_not_of(" \t\r") == std::string_view::npos; }

// "| R*| N*| ...|" (Staunton), "8 |    | #P |...|" (Ed. Lasker), "[Illustration]"
// (Capablanca), a diagram's caption alone on its line ("Diagram 1.", "Diag. 82.").
bool is_diagram_line(std::string_view l) {
  static const std::regex caption(R"(^\s*(Diagram|Diag\.)\s*\d+\.?\s*$)");
  return l.find("[Illustration") != std::string_view::npos || std::count(l.begin(), l.end(), '|') >= 9 ||
         std::regex_match(l.begin(), l.end(), caption);
}

std::vector<Paragraph> paragraphs(std::string_view text) {
  std::vector<Paragraph> out;
  unsigned line = 1;
  bool open = false;
  for (size_t p = 0; p <= text.size();) {
    size_t end = text.find('\n', p);
    if (end == std::string_view::npos) end = text.size();
    std::string_view l = text.substr(p, end - p);
    if (is_blank_line(l)) {
      open = false;
    } else {
      if (!open) out.emplace_back().first_line = line;
      open = true;
      const size_t b = l.find_first_not_of(" \t");
      const size_t e = l.find_last_not_of(" \t\r");
      if (!out.back().text.empty()) out.back().text += ' ';
      out.back().text += l.substr(b, e - b + 1);
      out.back().diagram |= is_diagram_line(l);
      out.back().lines.push_back(l);
    }
    p = end + 1;
    ++line;
  }
  for (Paragraph& para : out)
    if (para.diagram) para.placement = board_placement(para.lines);
  return out;
}

bool is_heading(const std::string& t) {
  static const std::regex heading(R"(^(?:[0-9IVXL]+\.\s+)?(?:GAME\b|EXAMPLE\b|FROM A GAME\b|PROBLEM\b|SOLUTIONS?\b))");
  return std::regex_search(t, heading);
}

std::optional<std::string> key_of(const std::string& t) {
  static const std::regex key(R"(\{PGN (\d+)\})");
  std::smatch m;
  if (!std::regex_search(t, m, key)) return std::nullopt;
  return m[1].str();
}

bool players_of(const std::string& t, std::string& white, std::string& black) {
  static const std::regex players(R"(White:\s*(.+?)\.?\s+Black:\s*(.+?)\.?\s*$)");
  std::smatch m;
  if (!std::regex_search(t, m, players)) return false;
  white = m[1].str();
  black = m[2].str();
  return true;
}

// The odds a heading names, as the usual convention has them: the player
// giving a piece has White and lacks the queen's-side one; the player
// giving the pawn and move has Black and lacks the king's bishop's pawn.
std::string odds_of(const std::string& heading) {
  struct Odds {
    std::regex words;
    std::string_view fen;
  };
  static const Odds table[] = {
      {std::regex(R"(odds of (the )?pawn and (the )?move)", std::regex::icase),
       "rnbqkbnr/ppppp1pp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
      {std::regex(R"((odds of (the )?|gives (his )?)(queen's |q\. )?(knight|kt\b))", std::regex::icase),
       "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1"},
      {std::regex(R"((odds of (the )?|gives (his )?)(queen's |q\. )?(rook|r\.))", std::regex::icase),
       "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w Kkq - 0 1"},
  };
  for (const Odds& o : table)
    if (std::regex_search(heading, o.words)) return std::string(o.fen);
  return {};
}

// Walks the paragraphs and the runs in book order.
class Assembler {
 public:
  explicit Assembler(const StartCheck& starts) : starts_(starts) {}

  BookScores run(const std::vector<Paragraph>& paras, std::vector<MoveRun> runs) {
    black_numbered_ = std::count_if(runs.begin(), runs.end(), [](const MoveRun& r) { return r.black_numbered; }) >
                      std::ssize(runs) / 10;
    size_t pi = 0;
    for (MoveRun& r : runs) {
      for (; pi < paras.size() && paras[pi].first_line <= r.line; ++pi) note(paras[pi], r.line);
      place(std::move(r));
    }
    return std::move(out_);
  }

 private:
  // What a paragraph before a run tells: a new heading ends the game; after
  // a diagram the commentary speaks of the position drawn, not of the game.
  void note(const Paragraph& p, unsigned run_line) {
    if (p.first_line == run_line) return;  // the run's own paragraph
    if (is_heading(p.text)) {
      heading_ = p.text.substr(0, 300);
      key_.clear();
      white_.clear();
      black_.clear();
      current_ = -1;
      // Capablanca draws the diagram just above the example that speaks of it.
      diagram_since_heading_ = previous_was_diagram_;
    }
    if (auto k = key_of(p.text)) key_ = *k;
    players_of(p.text, white_, black_);
    diagram_since_game_ |= p.diagram;
    diagram_since_heading_ |= p.diagram;
    previous_was_diagram_ = p.diagram;
    if (p.placement) {
      placement_ = *p.placement;
      placement_line_ = p.first_line;
    } else if (p.diagram && p.first_line > placement_line_ + CaptionReach) {
      placement_.clear();  // another diagram, not drawn in the text ("[Illustration]")
    }
  }

  // The position a drawn board gives a line starting at `ply`: whose move
  // it is and the move number follow from the line, castling from the home
  // squares; an en passant capture cannot be drawn. Empty when no readable
  // board is near.
  std::string diagram_fen(const MoveRun& r) const {
    if (placement_.empty() || r.line > placement_line_ + DiagramReach) return {};
    const unsigned ply = r.plies.front().ply;
    return placement_ + (ply % 2 ? " b " : " w ") + castling_rights(placement_) + " - 0 " + std::to_string(ply / 2 + 1);
  }

  void start_game(MoveRun&& r, std::string fen) {
    BookScore g;
    g.line = r.line;
    g.heading = heading_;
    g.key = std::exchange(key_, {});
    g.white = white_;
    g.black = black_;
    g.fen = std::move(fen);
    g.moves = std::move(r.plies);
    g.parallel = std::move(r.parallel);
    out_.games.push_back(std::move(g));
    current_ = int(out_.games.size()) - 1;
    attached(out_.games.back().moves);
  }

  static unsigned next_ply(const BookScore& g) { return g.moves.back().ply + 1; }

  void attached(const std::vector<RunPly>& plies) {
    last_line_ = plies.back().line;
    diagram_since_game_ = false;
  }

  void place(MoveRun&& r) {
    const unsigned start = r.plies.front().ply;
    const bool after_unread_move = previous_stopped_at_number_ && r.line == previous_end_line_ + 1;
    previous_stopped_at_number_ = r.stopped_at_number;
    previous_end_line_ = r.plies.back().line;
    if (after_unread_move) {  // "31. Anything. / 32. Q. takes Q. R.": from no position we know
      out_.skipped_lines.push_back(r.line);
      return;
    }
    if (r.table && start == 0) {
      if (starts_(r.plies, odds_of(heading_), diagram_since_heading_)) return start_game(std::move(r), odds_of(heading_));
      current_ = -1;  // from a diagram: so is what follows
    }
    // A line under a drawn board, in a table or of two moves or more in the
    // prose, starts from the board; unless it continues the game from it.
    const bool continues = current_ >= 0 && start == next_ply(out_.games[current_]);
    if (const std::string fen = diagram_fen(r);
        !fen.empty() && !continues && (r.table || r.plies.size() >= 2) && starts_(r.plies, fen, true))
      return start_game(std::move(r), fen);
    if (current_ >= 0) {
      BookScore& g = out_.games[current_];
      if (r.table && start == next_ply(g)) {
        g.moves.insert(g.moves.end(), r.plies.begin(), r.plies.end());
        g.parallel.insert(g.parallel.end(), r.parallel.begin(), r.parallel.end());
        attached(r.plies);
        return;
      }
      // A line of the commentary belongs to the game it follows closely,
      // not to a position drawn since; a single move in prose ("he play 11.
      // Q. Kt. to Q's 5th") may be either side's, Staunton numbering both alike.
      const bool placed_surely = r.table || r.plies.size() >= 2 || r.dots || !black_numbered_;
      if (start >= g.moves.front().ply && start < next_ply(g) && placed_surely && !diagram_since_game_ &&
          r.line <= last_line_ + VariationReach) {
        attached(r.plies);
        g.variations.push_back(std::move(r.plies));
        return;
      }
    }
    out_.skipped_lines.push_back(r.line);
  }

  BookScores out_;
  std::string heading_, key_, white_, black_;
  const StartCheck& starts_;
  int current_ = -1;
  static constexpr unsigned VariationReach = 40;  // lines after the game's last move or line
  static constexpr unsigned DiagramReach = 60;    // lines after a board drawing
  static constexpr unsigned CaptionReach = 30;    // "Diag. 82." under its drawing
  std::string placement_;                         // of the last board drawn, if it was readable
  unsigned placement_line_ = 0;
  unsigned last_line_ = 0;
  bool diagram_since_game_ = false, diagram_since_heading_ = false, previous_was_diagram_ = false;
  bool black_numbered_ = false;  // the book numbers Black's moves like White's
  bool previous_stopped_at_number_ = false;
  unsigned previous_end_line_ = 0;
};

}  // namespace

BookScores find_book_scores(std::string_view text, const MoveWordReader& read, const StartCheck& starts) {
  return Assembler(starts).run(paragraphs(text), find_move_runs(text, read));
}

}  // namespace arbiter
