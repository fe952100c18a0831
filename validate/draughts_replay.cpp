// The draughts replay reads the game with the PGN reader (PDN's syntax is
// PGN's) or the Spanish notation reader, collects the main line's move
// texts, then settles the variant and replays them; then each variation
// from where it branches, its findings marked as the annotator's line's.
#include "validate/draughts_replay.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "draughts/fen.h"
#include "draughts/move_text.h"
#include "draughts/movegen.h"
#include "draughts/numbering.h"
#include "parser/draughts_move.h"
#include "parser/pgn_reader.h"
#include "parser/spanish_draughts.h"
#include "validate/draughts_draws.h"
#include "validate/draughts_line.h"
#include "validate/draughts_recognition.h"
#include "validate/draughts_rules.h"
#include "validate/finding_writer.h"

namespace arbiter {

namespace d = draughts;

namespace {

// A main-line note that names the winner ("{white wins}"): what tells a
// result written Black-first.
struct WinnerNote {
  d::Color winner;
  std::string text;
};

// The side a note says has won, if it names one and only one.
std::optional<d::Color> winner_named(std::string_view note) {
  const auto has = [&](std::string_view lower) {
    return std::search(note.begin(), note.end(), lower.begin(), lower.end(), [](char a, char b) {
             return std::tolower(static_cast<unsigned char>(a)) == b;
           }) != note.end();
  };
  const auto names = [&](std::initializer_list<std::string_view> words) {
    return std::any_of(words.begin(), words.end(), has);
  };
  // Most notes name no winner: one look for the words' common part first.
  if (!has("wi") && !has("wo")) return std::nullopt;
  // American checkers calls the first mover, Black, Red.
  const bool white = names({"white wins", "white won"});
  const bool black = names({"black wins", "black won", "red wins", "red won"});
  if (white == black) return std::nullopt;
  return white ? d::White : d::Black;
}

// A variation: the moves an annotator gives instead of move `branch` of its
// parent line (`MainLine`, or the index of another variation), opened by the
// '(' at `open`.
constexpr size_t MainLine = size_t(-1);
struct Variation {
  size_t parent = MainLine;
  size_t branch = 0;
  size_t open = 0;
  size_t depth = 1;  // 1 for a variation of the main line
  std::vector<WrittenMove> moves;
};

// Far deeper than any annotator goes; deeper variations are passed over.
constexpr size_t MaxVariationDepth = 256;

// PDN's own results, which PGN's grammar does not know: read as move words.
bool is_pdn_result(std::string_view token) { return token == "2-0" || token == "0-2" || token == "1-1"; }

// The square number just before `offset` past blanks, when a move's text
// starts there with its separator ("19 -23": PDN's reader takes the 19 for
// a move number); empty otherwise.
std::string_view square_before(std::string_view text, size_t offset) {
  size_t end = offset;
  while (end > 0 && (text[end - 1] == ' ' || text[end - 1] == '\t')) --end;
  size_t begin = end;
  while (begin > 0 && end - begin < 2 && text[begin - 1] >= '0' && text[begin - 1] <= '9') --begin;
  const bool alone = begin == 0 || std::string_view(" \t\r\n").find(text[begin - 1]) != std::string_view::npos;
  if (begin == end || end == offset || !alone) return {};
  return text.substr(begin, end - begin);
}

// Adds the move `token` at `offset` of the game's text to a line, rejoined
// when a blank stands inside it: "1- 6" or "1 -6" from the Spanish reader,
// "1-" or "-6" from PDN's with the rest of the move after or before the
// blank.
void add_move(std::vector<WrittenMove>& line, std::string_view text, std::string_view token, size_t offset) {
  if (!token.empty() && (token[0] == '-' || token[0] == 'x')) {
    if (const std::string_view square = square_before(text, offset); !square.empty()) {
      line.push_back(WrittenMove{std::string(square) + std::string(token), size_t(square.data() - text.data()), true});
      return;
    }
  }
  WrittenMove& m = line.emplace_back(WrittenMove{std::string(token), offset});
  if (std::erase_if(m.token, [](char c) { return c == ' ' || c == '\t'; }) > 0) m.blank_inside = true;
  const std::string_view rest = draughts_move_rest(token, text.substr(offset + token.size()));
  if (!rest.empty()) {
    m.token += rest;
    m.blank_inside = true;
  }
}

// Collects what the replay needs from the reader's events.
class Collector final : public PgnVisitor {
 public:
  Collector(const GameText& game, GameRecord& record)
      : game_(game), record_(record), findings_(game, record.findings) {
    // About a move for every 8 bytes of a game's text, so that the list
    // seldom grows move by move (bounded: a huge text is seldom all moves).
    moves.reserve(std::min<size_t>(game.text.size() / 8, 1024));
  }

  std::string game_type, fen;
  std::vector<WrittenMove> moves;
  std::optional<WinnerNote> winner_note;  // the last main-line note naming a winner
  std::vector<Variation> variations;      // in the order they open

  Flow tag(std::string_view name, std::string_view value, size_t) override {
    if (name == "White") record_.white = value;
    else if (name == "Black") record_.black = value;
    else if (name == "Result") record_.result = value;
    else if (name == "Event") record_.event = value;
    else if (name == "Site") record_.site = value;
    else if (name == "Date") record_.date = value;
    else if (name == "Round") record_.round = value;
    else if (name == "GameType") game_type = value;
    else if (name == "FEN") fen = value;
    return Flow::go_on;
  }
  Flow san(std::string_view token, size_t offset) override {
    if (is_pdn_result(token)) return outcome(token, offset);
    add_move(moves, game_.text, token, offset);
    return Flow::go_on;
  }
  // Passed over here, so that nothing in it can stop the main line's
  // reading; read on its own afterwards (read_variations). One before any
  // move has nothing to branch from.
  Skip begin_variation(size_t offset) override {
    if (!moves.empty()) variations.push_back(Variation{MainLine, moves.size() - 1, offset, 1, {}});
    return Skip::yes;
  }
  bool wants_comments() const override { return true; }
  Flow comment(std::string_view text, size_t) override {
    const size_t first = text.find_first_not_of(" \t\r\n"), last = text.find_last_not_of(" \t\r\n");
    if (first == text.npos) return Flow::go_on;
    if (const std::optional<d::Color> winner = winner_named(text))
      winner_note = WinnerNote{*winner, std::string(text.substr(first, last + 1 - first))};
    return Flow::go_on;
  }
  Flow outcome(std::string_view result, size_t offset) override {
    record_.outcome = result;
    record_.outcome_offset = offset;
    no_dangling_number(offset);
    return Flow::go_on;
  }
  // The game's text read: what PDN's grammar refuses at its end.
  void end_game() override {
    if (!record_.outcome.empty() || record_.unparseable) return;
    if (!no_dangling_number(game_.text.size())) return;
    if (!moves.empty() && !last_in_file) {
      Finding& f = findings_.add(Kind::parse_error, Severity::error, Law::PgnSyntax, moves.back().offset);
      f.token = shown(moves.back().token);
      f.message = "no result or '*' ends the game, and another game follows: PDN 3.0 separates games by one "
                  "(only a file's last game may go without)";
      f.rule = "PDN 3.0 grammar: PdnFile, GameSeparator";
    }
  }
  void problem(std::string_view message, size_t offset) override {
    Finding& f = findings_.add(Kind::parse_error, Severity::error, Law::PgnSyntax, offset);
    f.message = message;
    f.token = word_at(game_.text, offset);
    record_.unparseable = true;
  }

  bool last_in_file = true;  // no game follows: the game may end without a result

 private:
  // False after reporting a move number with no move after it before `offset`.
  bool no_dangling_number(size_t offset) {
    const std::string_view number = dangling_move_number(game_.text, offset);
    if (number.empty()) return true;
    Finding& f = findings_.add(Kind::parse_error, Severity::error, Law::PgnSyntax,
                               size_t(number.data() - game_.text.data()));
    f.token = std::string(number);
    f.message = fmt::format("'{}' stands with no move after it: PDN 3.0 has a move number only before a move",
                            number);
    f.rule = "PDN 3.0 grammar: GameMove";
    record_.unparseable = true;
    return false;
  }

  const GameText& game_;
  GameRecord& record_;
  FindingWriter findings_;
};

// Reads one variation's moves from the text after its '(' up to the ')'
// that closes it, which the reader meets as a ')' it did not see opened;
// the variations inside it are added to be read in turn. Text the reader
// refuses ends the variation's moves there, without a finding: the
// annotator's syntax is no part of the game's verdict.
class VariationReader final : public PgnVisitor {
 public:
  VariationReader(std::string_view text, std::vector<Variation>& variations, size_t index, std::vector<bool>& read)
      : text_(text), variations_(variations), index_(index), base_(variations[index].open + 1), read_(read) {}

  Flow san(std::string_view token, size_t offset) override {
    if (!is_pdn_result(token)) add_move(variations_[index_].moves, text_, token, base_ + offset);
    return Flow::go_on;
  }
  Skip begin_variation(size_t offset) override {
    const Variation& v = variations_[index_];
    const size_t open = base_ + offset;
    // Each '(' opens one variation: where broken text makes a reading run
    // past its own ')', a later '(' is met again from another line, and
    // taken twice it would be read over and over.
    if (!v.moves.empty() && v.depth < MaxVariationDepth && !read_[open]) {
      read_[open] = true;
      variations_.push_back(Variation{index_, v.moves.size() - 1, open, v.depth + 1, {}});
    }
    return Skip::yes;
  }

 private:
  std::string_view text_;  // the game's
  std::vector<Variation>& variations_;
  size_t index_, base_;
  std::vector<bool>& read_;  // by offset: the '(' already taken as a variation
};

void read_variations(std::string_view text, std::vector<Variation>& variations) {
  std::vector<bool> read(text.size() + 1);
  for (const Variation& v : variations) read[v.open] = true;
  for (size_t i = 0; i < variations.size(); ++i) {
    VariationReader reader(text, variations, i, read);
    read_pgn_game(text.substr(variations[i].open + 1), reader);
  }
}

// Whether the start has a man on the row where he would have been crowned.
bool man_on_crowning_row(const d::Position& pos) {
  return (pos.men(d::White) & pos.crowning_row(d::White)) || (pos.men(d::Black) & pos.crowning_row(d::Black));
}

// The colour whose win a result names; nullopt for a draw or no result, and
// `draw` set for a draw.
std::optional<d::Color> winner_of(std::string_view result, bool& draw) {
  draw = result == "1/2-1/2" || result == "1-1" || result == "1/2";
  if (result == "1-0" || result == "2-0") return d::White;
  if (result == "0-1" || result == "0-2") return d::Black;
  return std::nullopt;
}

// "0-1" as "1-0", "2-0" as "0-2": a decisive result read from the other side.
std::string scores_swapped(std::string_view result) {
  const size_t dash = result.find('-');
  return fmt::format("{}-{}", result.substr(dash + 1), result.substr(0, dash));
}

std::string_view side_name(d::Color c) { return c == d::White ? "white" : "black"; }

// Where a line's replay starts: the main line at the game's start, a
// variation at the ply it branches from. A variation's findings say so, and
// it leaves the game's moves, liberties and result to the main line.
struct LineStart {
  d::Color game_first_side;  // who moved first in the game
  int ply = 0;               // plies played before the line's first move
  bool in_variation = false;
};

class DraughtsReplay {
 public:
  DraughtsReplay(const GameText& game, GameRecord& record, const d::Variant& v, const d::Position& start,
                 const std::vector<WrittenMove>& moves, const ReadMoves& read, const LineStart& line,
                 DraughtsPlayed* played = nullptr)
      : record_(record), v_(v), pos_(start), moves_(moves), read_(read), findings_(game, record.findings),
        line_(line), draws_(v, start), played_(played) {}

  void run(const std::optional<WinnerNote>& note) {
    size_t played = 0;
    while (played < moves_.size() && play(played)) ++played;
    if (line_.in_variation) return;  // an annotator's line: its position's history is not the game's
    if (played == moves_.size()) check_result(note);
    const std::string_view result = !record_.outcome.empty() ? std::string_view(record_.outcome) : record_.result;
    report_draws(draws_, int(played), result, played == moves_.size(),
                 [&](Kind kind, Severity severity, int ply) -> Finding& {
                   return move_finding(kind, severity, size_t(ply - 1), "");
                 });
  }

  // Where the replay stopped: the end of the game, or before the move that stopped it.
  const d::Position& position() const { return pos_; }

 private:
  // Plays move i; false when the line cannot go on.
  bool play(size_t i) {
    const WrittenMove& w = moves_[i];
    if (i >= read_.size()) {
      Finding& f = move_finding(Kind::parse_error, Severity::error, i, "");
      f.message = fmt::format("'{}' is no draughts move: a move is two squares or more, joined by '-' or 'x'",
                              w.token);
      f.rule = draughts_rule(v_, DraughtsRule::notation);
      record_.unparseable |= !line_.in_variation;
      return false;
    }
    d::generate_moves(pos_, legal_);
    if (legal_.empty()) {
      Finding& f = move_finding(Kind::moves_after_end, Severity::error, i, draughts_rule(v_, DraughtsRule::game_end));
      f.message = fmt::format("move after the game ended: {} {} and has lost; {} move{} after it",
                              side_name(pos_.side_to_move()),
                              pos_.pieces(pos_.side_to_move()) ? "has no legal move" : "has no pieces left",
                              moves_.size() - i, moves_.size() - i == 1 ? "" : "s");
      return false;
    }
    const NamedSquares n = squares_of(v_, read_.squares(i));
    std::vector<d::Move>& found = found_;
    matching(pos_, legal_, n, found);
    if (found.empty()) {
      illegal(i, n);
      return false;
    }
    if (found.size() > 1 && !settle(i, found)) return false;
    if (!line_.in_variation) {
      tell_liberties(i, found[0]);
      record_.draughts_moves.push_back(found[0]);
    }
    if (played_) played_->offsets.push_back(w.offset);
    const bool resets_draw_counts = irreversible(pos_, found[0]);
    pos_.play(found[0]);
    draws_.after_move(pos_, resets_draw_counts);
    return true;
  }

  // Several captures fit the text; the one the rest of the record goes on
  // with, if only one does.
  bool settle(size_t i, std::vector<d::Move>& found) {
    std::vector<size_t> reach;
    for (const d::Move& m : found) {
      d::Position after = pos_;
      after.play(m);
      reach.push_back(replayable(after, read_, i + 1));
    }
    const size_t best = *std::max_element(reach.begin(), reach.end());
    const size_t with_best = std::count(reach.begin(), reach.end(), best);
    Finding& f = move_finding(Kind::ambiguous_move, Severity::error, i, draughts_rule(v_, DraughtsRule::notation));
    for (const d::Move& m : found) f.candidates.push_back(taken_text(m));
    if (with_best == 1 && best > 0) {
      const d::Move chosen = found[std::max_element(reach.begin(), reach.end()) - reach.begin()];
      f.message = fmt::format("ambiguous move — {} captures fit the squares written, taking different pieces; only {} "
                              "lets the rest of the record be played ({} of the {} moves after it); the replay goes "
                              "on with it",
                              found.size(), taken_text(chosen), best, moves_.size() - i - 1);
      found = {chosen};
      return true;
    }
    f.message = fmt::format("ambiguous move — {} captures fit the squares written, taking different pieces, and {} "
                            "of them let{} the rest of the record be played ({} of the {} moves after it): the record "
                            "does not say which was made, and the squares the capture lands on would",
                            found.size(), with_best, with_best == 1 ? "s" : "", best, moves_.size() - i - 1);
    return false;
  }

  // "27x18x11 (takes 23, 15)": a capture with its path and the pieces it takes.
  std::string taken_text(const d::Move& m) const {
    std::string text = d::move_text(v_, m, true);
    std::vector<std::string> taken;
    for (d::Square s : d::taken_in_order(pos_, m)) taken.push_back(d::square_name(v_, s));
    return fmt::format("{} (takes {})", text, fmt::join(taken, ", "));
  }

  void illegal(size_t i, const NamedSquares& n) {
    Finding& f = move_finding(Kind::illegal_move, Severity::error, i, "");
    DraughtsMoveText t;  // the text again, to quote it
    read_draughts_move(moves_[i].token, t);
    const size_t left = moves_.size() - i - 1;
    f.message = "illegal move — " + why_illegal(t, n, f) +
                (left ? fmt::format("; the {} move{} after it {} not checked", left, left == 1 ? "" : "s",
                                    left == 1 ? "is" : "are")
                      : "");
    if (f.candidates.empty()) f.candidates = closest(n);
  }

  // The reason, with the rule it breaks set on f.
  std::string why_illegal(const DraughtsMoveText& t, const NamedSquares& n, Finding& f) {
    const d::Color us = pos_.side_to_move();
    if (!n.on_board()) {
      f.rule = draughts_rule(v_, DraughtsRule::notation);
      return fmt::format("square {} is not on the {} board (squares 1 to {})", t.squares[n.off_board], v_.name,
                         v_.squares());
    }
    const d::Square from = n.squares[0], to = n.squares[n.count - 1];
    f.rule = draughts_rule(v_, DraughtsRule::man_move);
    if (!(pos_.pieces(us) & d::square_bb(from))) {
      if (pos_.pieces(~us) & d::square_bb(from))
        return fmt::format("no {} piece on {}: a {} piece stands there, and it is {}'s move", side_name(us),
                           d::square_name(v_, from), side_name(~us), side_name(us));
      return fmt::format("no {} piece on {}: the square is empty", side_name(us), d::square_name(v_, from));
    }
    if (to != from && (pos_.pieces() & d::square_bb(to)))
      return fmt::format("square {} is occupied", d::square_name(v_, to));
    const bool captures_due = legal_[0].is_capture();
    if (captures_due) {
      // The same rules with any capture allowed: a move the text names that
      // they allow and the variant's law does not breaks the law.
      d::Variant free = v_;
      free.law = d::CaptureLaw::Free;
      const d::Position loose = with_variant(pos_, free);
      const d::MoveList loose_legal = d::legal_moves(loose);
      const std::vector<d::Move> loose_found = matching(loose, loose_legal, n);
      f.candidates.clear();
      for (const d::Move& m : legal_) f.candidates.push_back(taken_text(m));
      if (!loose_found.empty() && loose_found[0].is_capture()) {
        f.rule = draughts_rule(v_, DraughtsRule::capture_law);
        const d::Move& written = loose_found[0];
        const d::Move& due = legal_[0];
        return fmt::format("capture_law: {} takes {} piece{} ({} king{}); the law demands {}, which takes {} ({} "
                           "king{})",
                           d::move_text(v_, written, true), d::popcount(written.captured),
                           d::popcount(written.captured) == 1 ? "" : "s",
                           d::popcount(written.captured & (pos_.kings(~us))),
                           d::popcount(written.captured & pos_.kings(~us)) == 1 ? "" : "s", taken_text(due),
                           d::popcount(due.captured), d::popcount(due.captured & pos_.kings(~us)),
                           d::popcount(due.captured & pos_.kings(~us)) == 1 ? "" : "s");
      }
      f.rule = draughts_rule(v_, DraughtsRule::capture);
      return fmt::format("capture_required: a capture is compulsory and {} is none that {} can make", w_text(t),
                         side_name(us));
    }
    const bool king = pos_.kings(us) & d::square_bb(from);
    if (const std::optional<Ray> ray = ray_between(from, to)) {
      if (t.count == 2 && !king && ray->length == 1 && !forward(us, ray->direction))
        return fmt::format("a man does not move backwards ({} to {})", d::square_name(v_, from),
                           d::square_name(v_, to));
      if (king && !v_.flying_kings && ray->length > 1 && !ray->blocked) {
        f.rule = draughts_rule(v_, DraughtsRule::king_move);
        return fmt::format("a king moves one square at a time in {} draughts", v_.name);
      }
      if (ray->own_between)
        return fmt::format("the piece on {} would jump over its own piece", d::square_name(v_, from));
    }
    if (king) f.rule = draughts_rule(v_, DraughtsRule::king_move);
    return fmt::format("the {} on {} cannot go to {}", king ? "king" : "man", d::square_name(v_, from),
                       d::square_name(v_, to));
  }

  // The squares written, joined as the text joins them ("12x19").
  std::string w_text(const DraughtsMoveText& t) const {
    std::string s;
    for (int i = 0; i < t.count; ++i) s.append(i ? (t.capture_mark ? "x" : "-") : "").append(t.squares[i]);
    return s;
  }

  struct Ray {
    d::Direction direction;
    int length;
    bool blocked;      // a piece between
    bool own_between;  // one of the mover's own
  };
  std::optional<Ray> ray_between(d::Square from, d::Square to) const {
    const d::Board& b = pos_.board();
    for (d::Direction dir : d::Directions) {
      Ray r{dir, 0, false, false};
      for (d::Bitboard s = b.step(d::square_bb(from), dir); s; s = b.step(s, dir)) {
        ++r.length;
        if (s == d::square_bb(to)) return r;
        if (pos_.pieces() & s) r.blocked = true;
        if (pos_.pieces(pos_.side_to_move()) & s) r.own_between = true;
      }
    }
    return std::nullopt;
  }
  bool forward(d::Color c, d::Direction dir) const {
    const bool down = dir == d::DownLeft || dir == d::DownRight;
    return down == pos_.moves_down(c);
  }

  // The legal moves closest to the text: those of the piece named, else
  // those to the square named, else all when there are few.
  std::vector<std::string> closest(const NamedSquares& n) const {
    std::vector<std::string> out;
    for (int pass = 0; pass < 3 && out.empty(); ++pass)
      for (const d::Move& m : legal_)
        if ((pass == 0 && n.on_board() && m.from == n.squares[0]) ||
            (pass == 1 && n.on_board() && m.to == n.squares[n.count - 1]) || (pass == 2 && legal_.size() <= 6))
          out.push_back(d::move_text(v_, m, true));
    return out;
  }

  // What the record wrote loosely, once per kind and game.
  void tell_liberties(size_t i, const d::Move& m) {
    // Whether kind `kind` is still to be told in this game; from now on it is told.
    const auto untold = [&](int kind) {
      const bool was = !(told_ & (1u << kind));
      told_ |= 1u << kind;
      return was;
    };
    const auto tell = [&](Severity severity, std::string message) {
      Finding& f = move_finding(Kind::nonstandard_notation, severity, i, draughts_rule(v_, DraughtsRule::notation));
      f.message = std::move(message);
    };
    const ReadMoves::Marks& marks = read_.marks(i);
    if (marks.trailing && untold(0)) {
      DraughtsMoveText t;  // the text again, to quote it
      read_draughts_move(moves_[i].token, t);
      tell(Severity::warning, fmt::format("text '{}' glued to the move, read as {}", t.trailing, w_text(t)));
    }
    if (moves_[i].blank_inside && untold(1))
      tell(Severity::info, fmt::format("a blank inside the move, read as {}", d::move_text(v_, m)));
    if (!m.is_capture() && marks.capture && untold(2))
      tell(Severity::info, fmt::format("a move that takes nothing written with 'x', read as {}", d::move_text(v_, m)));
    if (m.is_capture() && marks.step && !marks.capture && untold(3))
      tell(Severity::info, fmt::format("a capture written with '-', read as {}", d::move_text(v_, m)));
  }

  void check_result(const std::optional<WinnerNote>& note) {
    const std::string_view result = !record_.outcome.empty() ? std::string_view(record_.outcome) : record_.result;
    const size_t at = !record_.outcome.empty() ? record_.outcome_offset : moves_.empty() ? 0 : moves_.back().offset;
    d::generate_moves(pos_, legal_);
    const bool decided = legal_.empty();
    const d::Color loser = pos_.side_to_move();
    bool draw = false;
    std::optional<d::Color> winner = winner_of(result, draw);
    // Read Black-first, a result that did not fit a decided board does.
    if (written_black_first(result, winner, note, decided && winner && *winner != loser, at)) return;
    if (!decided || (!draw && (!winner || *winner != loser))) return;  // no result, or the right one
    Finding& f = findings_.add(Kind::result_mismatch, Severity::error, Law::None, at);
    f.rule = draughts_rule(v_, DraughtsRule::game_end);
    f.token = std::string(result);
    f.message = fmt::format("{} {} and has lost, but the result is {}", side_name(loser),
                            pos_.pieces(loser) ? "has no legal move" : "has no pieces left", result);
    if (winner && v_.first_mover == d::Black)
      f.message += "; read Black-first, as some English files write results, it would fit, but nothing in the record "
                   "says it is written so";
    const bool pdn_scores = result == "2-0" || result == "0-2" || result == "1-1";
    f.candidates.push_back(loser == d::White ? (pdn_scores ? "0-2" : "0-1") : (pdn_scores ? "2-0" : "1-0"));
  }

  // Whether the result is read Black-first (the first mover's score first),
  // as some English and American files write it: when the variant's first
  // mover is Black and a note names the other winner than the result's
  // PDN reading does ("{white wins} 0-1"), unless a final position with no
  // move left bears the PDN reading out (`board_confirms`). Told once, as a
  // liberty. Without such a note a result that contradicts the board is a
  // result_mismatch: the board alone cannot tell a Black-first result from
  // a wrong one.
  bool written_black_first(std::string_view result, const std::optional<d::Color>& winner,
                           const std::optional<WinnerNote>& note, bool board_confirms, size_t at) {
    if (v_.first_mover != d::Black || !winner || !note || note->winner == *winner || board_confirms) return false;
    Finding& f = findings_.add(Kind::nonstandard_notation, Severity::info, Law::None, at);
    f.token = std::string(result);
    f.message = fmt::format("the result {} is written Black-first (the first mover's score first): the note '{}' "
                            "names {} the winner; read as {}",
                            result, note->text, side_name(note->winner), scores_swapped(result));
    f.rule = "PDN 3.0: the Result tag gives White's score first";
    return true;
  }

  Finding& move_finding(Kind kind, Severity severity, size_t i, std::string rule) {
    Finding& f = findings_.add(kind, severity, Law::None, moves_[i].offset);
    const int ply = line_.ply + int(i) + 1;
    const int index = ply - 1 + (line_.game_first_side != v_.first_mover ? 1 : 0);
    f.ply = ply;
    f.in_variation = line_.in_variation;
    f.move_number = index / 2 + 1;
    f.side = pos_.side_to_move() == d::White ? White : Black;
    f.token = shown(moves_[i].token);
    f.rule = std::move(rule);
    return f;
  }

  GameRecord& record_;
  const d::Variant& v_;
  d::Position pos_;
  const std::vector<WrittenMove>& moves_;
  const ReadMoves& read_;  // moves_ read
  FindingWriter findings_;
  const LineStart line_;
  d::MoveList legal_;
  std::vector<d::Move> found_;  // the legal moves that fit a move's text; kept from move to move
  unsigned told_ = 0;  // the liberties told, by bit
  DrawWatch draws_;
  DraughtsPlayed* played_;  // the main line's moves, for convert; null in a variation or for check
};

// The positions before each move of a line from `start`, as far as its
// moves replay (a move that fits several legal ones played as the first, as
// `replayable` does).
std::vector<d::Position> positions_before(d::Position pos, const ReadMoves& moves) {
  std::vector<d::Position> before;
  d::MoveList legal;
  for (size_t i = 0; i < moves.size(); ++i) {
    d::generate_moves(pos, legal);
    const std::optional<d::Move> found = first_matching(pos, legal, moves.squares(i));
    if (!found) break;
    before.push_back(pos);
    pos.play(*found);
  }
  return before;
}

// Each variation replayed from the position before the move it stands for,
// so that an illegal move in an annotator's line is told (in_variation), as
// the chess replay does; the main line's verdicts stay its own. A variation
// whose parent line stops before its branch is not replayed (the parent's
// finding tells why). Parents precede their variations in the list, so each
// line's positions are computed once.
void replay_variations(const GameText& game, GameRecord& record, const d::Variant& v, const d::Position& start,
                       const Collector& collected, const ReadMoves& main_read) {
  if (collected.variations.empty()) return;
  const std::vector<d::Position> main_before = positions_before(start, main_read);
  std::vector<std::vector<d::Position>> before(collected.variations.size());
  std::vector<int> first_ply(collected.variations.size());
  for (size_t i = 0; i < collected.variations.size(); ++i) {
    const Variation& variation = collected.variations[i];
    const bool of_main = variation.parent == MainLine;
    const std::vector<d::Position>& parent = of_main ? main_before : before[variation.parent];
    if (variation.branch >= parent.size()) continue;
    const d::Position& at = parent[variation.branch];
    first_ply[i] = (of_main ? 0 : first_ply[variation.parent]) + int(variation.branch);
    const ReadMoves read(variation.moves);
    before[i] = positions_before(at, read);
    DraughtsReplay(game, record, v, at, variation.moves, read, LineStart{start.side_to_move(), first_ply[i], true})
        .run(std::nullopt);
  }
}

}  // namespace

bool looks_like_draughts(const GameText& game) {
  const std::string_view text = game.text;
  if (text.find("[GameType") != std::string_view::npos) return true;
  if (looks_like_spanish_draughts(text)) return true;
  // The first move after the tags: "1. 32-28" or "11-15".
  size_t i = 0;
  while ((i = text.find("1.", i)) != std::string_view::npos) {
    if (i > 0 && text[i - 1] != ' ' && text[i - 1] != '\n' && text[i - 1] != '\r') {
      i += 2;
      continue;
    }
    size_t j = i + 2;
    while (j < text.size() && text[j] == ' ') ++j;
    const size_t end = text.find_first_of(" \r\n\t", j);
    DraughtsMoveText t;
    return read_draughts_move(text.substr(j, end == std::string_view::npos ? text.size() - j : end - j), t);
  }
  // A problem: a draughts FEN ("W:W31,27:B17") and no moves.
  const size_t fen = text.find("[FEN \"");
  return fen != std::string_view::npos && fen + 8 < text.size() && text[fen + 7] == ':';
}

void check_draughts_game(const GameText& game, GameRecord& record, const d::Variant* forced, bool last_in_file,
                         DraughtsPlayed* played) {
  record.clear();
  if (played) *played = DraughtsPlayed{};
  record.index = game.index;
  record.offset = game.offset;
  record.line = game.line;
  const bool spanish_text = looks_like_spanish_draughts(game.text);
  record.notation = spanish_text ? "spanish-numeric" : "pdn";
  Collector collected(game, record);
  collected.last_in_file = last_in_file;
  if (spanish_text) read_spanish_draughts(game.text, collected);
  else read_pgn_game(game.text, collected);
  read_variations(game.text, collected.variations);
  FindingWriter findings(game, record.findings);
  const ReadMoves read(collected.moves);

  std::optional<d::Variant> tagged;  // the GameType tag's row, when it is the one
  const d::Variant* variant = forced;
  if (!variant && !collected.game_type.empty()) {
    variant = tagged_variant(collected.game_type, collected.fen, collected.moves, read, findings, tagged);
    if (!variant) {
      record.variant = collected.game_type;  // a draughts game still, of a kind not checked
      sort_by_offset(record.findings);
      return;
    }
  }
  if (!variant && spanish_text) variant = d::find_variant("spanish");
  if (!variant) variant = recognised_variant(collected.fen, collected.moves, read, findings);
  record.variant = variant->name;

  std::string error;
  const std::optional<d::Position> start = start_position(*variant, collected.fen, read, &error);
  if (!start) {
    Finding& f = findings.add(Kind::invalid_setup, Severity::error, Law::None, 0);
    f.token = collected.fen;
    f.message = fmt::format("the FEN is no {} draughts position: {}", variant->name, error);
    f.rule = "PDN 3.0: the FEN tag";
    sort_by_offset(record.findings);
    return;
  }
  if (man_on_crowning_row(*start)) {
    Finding& f = findings.add(Kind::invalid_setup, Severity::warning, Law::None, 0);
    f.token = collected.fen;
    f.message = "the FEN has a man on the row where he would have been crowned, which no game reaches; read as a man";
    f.rule = draughts_rule(*variant, DraughtsRule::crowning);
  }
  record.replayed = true;
  if (played) played->start_fen = d::to_fen(*start);
  DraughtsReplay replay(game, record, *variant, *start, collected.moves, read, LineStart{start->side_to_move()},
                        played);
  replay.run(collected.winner_note);
  replay_variations(game, record, *variant, *start, collected, read);
  record.draughts_end = DraughtsEnd(*variant, replay.position());
  sort_by_offset(record.findings);
}

}  // namespace arbiter
