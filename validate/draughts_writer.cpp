// The writer reads the game's text once more for what the replay passes
// over (every tag, comments, the marks), places each after the move whose
// text stands before it, and writes the moves the replay played.
#include "validate/draughts_writer.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <vector>

#include "draughts/fen.h"
#include "draughts/move_text.h"
#include "draughts/movegen.h"
#include "draughts/numbering.h"
#include "parser/pgn_reader.h"
#include "parser/pgn_writer.h"
#include "parser/spanish_draughts.h"

namespace arbiter {

namespace d = draughts;

namespace {

struct Annotation {
  size_t offset;
  int nag;           // 0 for a comment
  std::string text;  // a comment's
};

// Tags, comments and marks of the main line, in the text's order.
class AnnotationReader final : public PgnVisitor {
 public:
  std::vector<std::pair<std::string, std::string>> tags;
  std::vector<Annotation> annotations;

  Flow tag(std::string_view name, std::string_view value, size_t) override {
    tags.emplace_back(name, value);
    return Flow::go_on;
  }
  Flow nag(int nag, size_t offset) override {
    annotations.push_back({offset, nag, {}});
    return Flow::go_on;
  }
  bool wants_comments() const override { return true; }
  Flow comment(std::string_view text, size_t offset) override {
    annotations.push_back({offset, 0, std::string(text)});
    return Flow::go_on;
  }
  // The replay passes over variations, so their moves are not converted.
  Skip begin_variation(size_t) override { return Skip::yes; }
};

enum class Outcome { white, black, draw, none };

Outcome outcome_of(std::string_view result) {
  if (result == "1-0" || result == "2-0") return Outcome::white;
  if (result == "0-1" || result == "0-2") return Outcome::black;
  if (result == "1/2-1/2" || result == "1-1" || result == "1/2") return Outcome::draw;
  return Outcome::none;
}

// "[1:0]" for a result PDN writes "1-0" or "2-0"; "*" for "*" (the Spanish
// reader reads it so: the notation has no mark for an unfinished game).
std::string spanish_result(std::string_view result) {
  switch (outcome_of(result)) {
    case Outcome::white: return "[1:0]";
    case Outcome::black: return "[0:1]";
    case Outcome::draw: return "[1/2]";
    case Outcome::none: return result == "*" ? "*" : "";
  }
  return "";
}

// The result the movetext ends with: the one read after the moves, in the
// Result tag's form when the tag says the same ("2-0" stays "2-0").
std::string game_result(const GameRecord& record, std::string_view tag) {
  if (record.outcome.empty()) return tag.empty() ? "*" : std::string(tag);
  if (outcome_of(tag) == outcome_of(record.outcome) && outcome_of(tag) != Outcome::none) return std::string(tag);
  return record.outcome;
}

// Writes the moves, marks and comments of one game in one of the formats.
class GameWriter {
 public:
  GameWriter(const GameRecord& record, const DraughtsPlayed& played, const DraughtsWriteOptions& options,
             std::vector<Annotation> annotations)
      : options_(options), variant_(record.draughts_end.variant), annotations_(std::move(annotations)),
        moves_(record.draughts_moves), offsets_(played.offsets) {
    const bool spanish = options.format == DraughtsFormat::spanish;
    // Arbiter reads algebraic names on 8x8 boards only, and the Spanish
    // notation writes numbers.
    if (options.squares && !spanish && variant_.columns == 8) variant_.notation = *options.squares;
    if (spanish || variant_.columns != 8) variant_.notation = d::Notation::Numeric;
    if (!played.start_fen.empty()) start_ = d::parse_fen(variant_, played.start_fen, true).position;
  }

  // False when the start could not be read again (no game was replayed).
  bool ok() const { return start_.has_value(); }
  bool from_start() const { return *start_ == d::Position::start(variant_); }
  std::string fen() const { return d::to_fen(*start_); }

  // "Brancas: 2, 8, 16, (30), (31). Negras: (3), 7, 24, 25.": each side's
  // pieces in number order, kings in brackets.
  std::string spanish_position() const {
    std::string out;
    for (d::Color c : {d::White, d::Black}) {
      std::vector<std::pair<int, bool>> pieces;
      for (d::Bitboard b = start_->pieces(c); b;) {
        const d::Square s = d::pop_lsb(b);
        pieces.emplace_back(d::number_of(variant_, s), bool(start_->kings(c) & d::square_bb(s)));
      }
      std::sort(pieces.begin(), pieces.end());
      out += c == d::White ? "Brancas:" : " Negras:";
      for (size_t i = 0; i < pieces.size(); ++i)
        out += fmt::format(fmt::runtime(pieces[i].second ? "{}({})" : "{}{}"), i ? ", " : " ", pieces[i].first);
      out += '.';
    }
    return out;
  }

  // The movetext, `stop_note` after the last move, then the result;
  // annotations from `stop_at` on belong to moves not converted.
  std::string movetext(std::string_view stop_note, size_t stop_at, const std::string& result) const {
    const bool spanish = options_.format == DraughtsFormat::spanish;
    std::vector<std::string> words;
    if (spanish && !from_start()) words.push_back(spanish_position());
    size_t next = 0;  // the next annotation to write
    const auto notes_until = [&](size_t offset) {
      for (; next < annotations_.size() && annotations_[next].offset < std::min(offset, stop_at); ++next)
        if (const Annotation& a = annotations_[next]; a.nag == 0 || !mark(a.nag)) words.push_back(note(a));
    };
    d::Position pos = *start_;
    const int shift = pos.side_to_move() == variant_.first_mover ? 0 : 1;
    for (size_t i = 0; i < moves_.size(); ++i) {
      const d::Move& m = moves_[i];
      // A mark stands just before its move (Spanish '*') or after it.
      const size_t at = offsets_[i] - (offsets_[i] > 0 ? 1 : 0);
      const size_t end = i + 1 < offsets_.size() ? offsets_[i + 1] - 1 : std::string::npos;
      notes_until(at);
      std::string prefix, suffix;
      for (size_t j = next; j < annotations_.size() && annotations_[j].offset < std::min(end, stop_at); ++j)
        if (const int nag = annotations_[j].nag; nag >= 1 && nag <= 6) suffix = mark_text(nag);
        else if (nag == 7 && spanish) prefix = "*";
      const bool first_mover = pos.side_to_move() == variant_.first_mover;
      const int number = int(i + shift) / 2 + 1;
      std::string word = prefix + move_text(pos, m) + suffix;
      if (spanish) word = first_mover ? fmt::format("{}.{},", number, word)
                          : i == 0 ? fmt::format("{}. ... {};", number, word) : word + ';';
      else if (first_mover) word = fmt::format("{}. {}", number, word);
      else if (i == 0) word = fmt::format("{}... {}", number, word);
      words.push_back(std::move(word));
      pos.play(m);
      notes_until(end);  // the move's marks are written; its other annotations follow it
    }
    notes_until(std::string::npos);
    if (!stop_note.empty()) words.push_back(note({0, 0, std::string(stop_note)}));
    const std::string written = spanish ? spanish_result(result) : result;
    // The Spanish result stays on the line of the move or position before
    // it: at a line's start, "[0:1]" would read as a PDN tag. With neither,
    // the Result tag alone says it.
    if (spanish && !words.empty() && !written.empty()) {
      // A position's closing dot before the result would read as a move
      // number with no move after it.
      if (moves_.empty() && words.size() == 1 && !from_start()) words.back().pop_back();
      words.back() += " " + written;
    } else if (!spanish) {
      words.push_back(written);
    }
    MovetextWriter text;
    for (std::string& w : words) text.add(std::move(w));
    return text.finish();
  }

 private:
  // Whether the format writes a NAG as a mark of the move (not as a note).
  bool mark(int nag) const {
    return (nag >= 1 && nag <= 6) || (nag == 7 && options_.format == DraughtsFormat::spanish);
  }

  static std::string mark_text(int nag) {
    static constexpr std::string_view Marks[] = {"!", "?", "!!", "??", "!?", "?!"};
    return std::string(Marks[nag - 1]);
  }

  // A comment, or a NAG the format has no mark for.
  std::string note(const Annotation& a) const {
    if (options_.format == DraughtsFormat::pdn)
      return a.nag ? fmt::format("${}", a.nag) : "{" + comment_safe(a.text) + "}";
    // A note in brackets ends at ')', and a line break inside it could
    // open a line with '[', which reads as a tag.
    std::string text = a.nag ? fmt::format("${}", a.nag) : a.text;
    for (char& c : text)
      if (c == ')') c = ']';
      else if (c == '\n' || c == '\r') c = ' ';
    return "(" + text + ")";
  }

  // PDN writes every landing square of a capture; the Spanish notation only
  // the start and the end, unless another capture joins them too (seed 004:
  // "se é preciso, hai que engadir algún número máis").
  std::string move_text(const d::Position& pos, const d::Move& m) const {
    if (options_.format == DraughtsFormat::pdn) return d::move_text(variant_, m, true);
    const d::MoveList legal = d::legal_moves(pos);
    const bool full = std::any_of(legal.begin(), legal.end(), [&](const d::Move& o) {
      return o.from == m.from && o.to == m.to && o.captured != m.captured;
    });
    std::string text = fmt::format("{:02}", d::number_of(variant_, m.from));
    const char separator = m.is_capture() ? 'x' : '-';
    if (full)
      for (int i = 0; i + 1 < m.jumps; ++i)
        text += fmt::format("{}{:02}", separator, d::number_of(variant_, m.path[i]));
    return text + fmt::format("{}{:02}", separator, d::number_of(variant_, m.to));
  }

  const DraughtsWriteOptions& options_;
  d::Variant variant_;
  std::vector<Annotation> annotations_;
  const std::vector<d::Move>& moves_;     // as played, the main line's
  const std::vector<size_t>& offsets_;    // where each is written in the game's text
  std::optional<d::Position> start_;
};

}  // namespace

void write_draughts_game(const GameText& game, const GameRecord& record, const DraughtsPlayed& played,
                         const DraughtsWriteOptions& options, std::string_view stop_note, size_t stop_at,
                         std::string& out) {
  AnnotationReader read;
  if (looks_like_spanish_draughts(game.text)) read_spanish_draughts(game.text, read);
  else read_pgn_game(game.text, read);
  std::sort(read.annotations.begin(), read.annotations.end(),
            [](const Annotation& a, const Annotation& b) { return a.offset < b.offset; });

  // The tags as read, the position written anew (the Spanish reader tells
  // its position as a FEN tag), unless the game could not be replayed from
  // it: then as read, and the moves are none.
  const GameWriter writer(record, played, options, std::move(read.annotations));
  const bool replayed = writer.ok();
  const auto is = [](std::string_view name, std::string_view tag) {
    return name.size() == tag.size() &&
           std::equal(name.begin(), name.end(), tag.begin(), [](char a, char b) { return std::tolower(a) == b; });
  };
  std::string result_tag;
  bool has_game_type = false, has_result = false;
  for (auto& [name, value] : read.tags) {
    if (replayed && (is(name, "fen") || is(name, "setup"))) continue;
    if (name == "GameType") has_game_type = true;
    if (name == "Result") {
      has_result = true;
      if (value.empty() || value == "?") value = game_result(record, "");
      result_tag = value;
    }
    out += tag_pair(name, value);
  }
  if (!has_game_type && replayed) out += tag_pair("GameType", std::to_string(record.draughts_end.variant.game_type));
  const std::string result = game_result(record, result_tag);
  if (!has_result) out += tag_pair("Result", result);
  if (!replayed) {
    out += '\n';
    if (!stop_note.empty()) out += "{" + comment_safe(std::string(stop_note)) + "} ";
    out += result + "\n\n";
    return;
  }
  const bool spanish = options.format == DraughtsFormat::spanish;
  // The Spanish position says whose turn it is by the moves that follow:
  // with none, the FEN tag says it.
  if (!writer.from_start() && (!spanish || record.draughts_moves.empty()))
    out += tag_pair("SetUp", "1") + tag_pair("FEN", writer.fen());
  out += '\n';
  out += writer.movetext(stop_note, stop_at, result);
  out += '\n';
}

}  // namespace arbiter
