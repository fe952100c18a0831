#include "validate/replay.h"

#include <algorithm>
#include <array>
#include <bit>
#include <utility>
#include <fmt/format.h>

#include "core/movegen.h"
#include "notation/san.h"
#include "parser/scoresheet.h"
#include "validate/finding_writer.h"
#include "validate/game_tags.h"
#include "validate/lookahead.h"
#include "validate/move_explanation.h"
#include "validate/notation_detection.h"

namespace arbiter {

namespace {

// Far deeper than any annotator goes.
constexpr size_t MaxVariationDepth = 256;

bool is_null_move(std::string_view t) { return t == "--" || t == "Z0" || t == "0000" || t == "@@@@"; }

// The move loop: each move text of the main line and its variations read
// and played, or turned into a finding.
class Replay final : public PgnVisitor {
 public:
  // `detect`: whether another notation may be tried when this one fails.
  Replay(const GameText& game, GameRecord& out, MainLineObserver* observer, Notation notation,
         const ReadOptions& options, bool detect)
      : game_(game), out_(out), findings_(game, out.findings), observer_(observer), reader_(notation),
        options_(options), detect_(detect) {
    out_.index = game.index;
    out_.offset = game.offset;
    out_.line = game.line;
    out_.notation = notation.name();
  }

  // Set when the game turned out to be written in another notation: the
  // replay stopped, and the game is to be read again in this one.
  const std::optional<Notation>& reread_as() const { return reread_as_; }
  // Whether the main line was read to its end without a move that stopped it.
  bool whole() const { return whole_; }

  Flow tag(std::string_view name, std::string_view value, size_t offset) override {
    has_tag_ = true;
    tags_.take(name, value, offset, out_, findings_);
    return Flow::go_on;
  }

  // A game whose moves cannot be checked (an unsupported variant, a
  // position rejected) is read no further.
  Flow end_tags() override {
    tags_done_ = true;
    const std::optional<Position> start = tags_.start(findings_);
    if (!start) return Flow::skip_game;
    out_.start = *start;
    out_.replayed = true;
    out_.moves.reserve(128);  // most games fit: one allocation each
    out_.move_offsets.reserve(128);
    if (observer_) observer_->position(*start, 0);
    lines_.push_back(Line{Board(*start), Board(*start)});
    return Flow::go_on;
  }

  Flow san(std::string_view token, size_t offset) override {
    has_word_ = true;
    // PGN passes a tick other than '-' ("✓") as a word. The first byte
    // spares a move the comparisons: no move begins so.
    if (const char c = token.empty() ? 0 : token[0]; (c == '-' || c == 'v' || c == '\xE2') && lines_.size() == 1 && is_tick(token))
      [[unlikely]] return unrecorded_move(token, offset);
    if (gap_.plies) [[unlikely]]
      close_gap(offset);
    Line& line = lines_.back();
    if (line.dead()) {
      ++line.unchecked;
      return Flow::go_on;
    }
    reader_.read(line.now, token, reading_);
    if (reading_.word == MoveReader::Word::annotation) {
      if (line.last_was_en_passant && is_en_passant_word(token))
        note_deviation(EnPassantSuffix, line.before.pos, line.ply, token, offset);
      return Flow::go_on;
    }
    if (is_main(line)) capitals_ |= leading_capital(token);
    if (reading_.word == MoveReader::Word::move && reading_.moves.size() == 1) {
      play(line, reading_.moves[0], token, offset);
      return Flow::go_on;
    }
    no_single_move(line, token, offset);
    return reread_as_ ? Flow::skip_game : Flow::go_on;
  }

  // A scoresheet's move not recorded (a tick, or a blank cell: an empty
  // numbered line, a number that jumps): a gap in the main line, closed by
  // the next move recorded. In PGN a lone '-' is such a tick.
  Flow unrecorded_move(std::string_view, size_t offset) override {
    has_word_ = true;
    if (lines_.size() != 1 || lines_.back().dead()) return Flow::go_on;
    if (gap_.plies++ == 0) gap_.offset = offset;
    return Flow::go_on;
  }

  Flow misnumbered_line(std::string_view line, int number, int expected, bool expected_black,
                        size_t offset) override {
    // About the move the line's first word is read as.
    const std::string token(line.substr(0, std::min<size_t>(line.size(), 40)));
    Finding& f = lines_.empty() ? findings_.add(Kind::misnumbered_move, Severity::warning, Law::Recording, offset)
                                : add_move_finding(Kind::misnumbered_move, Severity::warning, Law::Recording,
                                                   lines_.front(), token, offset);
    f.token = token;
    const std::string next = fmt::format("{}'s move {}", expected_black ? "Black" : "White", expected);
    f.message = number <= expected
                    ? fmt::format("move number {} written where {} is next: the number repeats or goes back; the "
                                  "line's moves are read in the order written, from {}",
                                  number, next, next)
                    : fmt::format("move number {} written where {} is next, and the numbers after it do not go on "
                                  "from it: a slip of the pen, not moves left unrecorded; the line's moves are read "
                                  "from {}",
                                  number, next, next);
    return Flow::go_on;
  }

  Skip begin_variation(size_t offset) override {
    if (gap_.plies) close_gap(offset);
    Line& parent = lines_.back();
    if (parent.dead()) {
      ++dead_variations_;
      return Skip::no;
    }
    if (!parent.has_move) {
      Finding& f = findings_.add(Kind::orphan_variation, Severity::warning, Law::PgnSyntax, offset);
      f.message = "a variation stands before any move of its line; it was not checked";
      return Skip::yes;
    }
    // Each open variation keeps its line's positions: a cap on the depth
    // keeps memory bounded whatever the nesting.
    if (lines_.size() > MaxVariationDepth) {
      Finding& f = findings_.add(Kind::deep_variation, Severity::warning, Law::PgnSyntax, offset);
      f.message = fmt::format("a variation nested more than {} deep; it was not checked", MaxVariationDepth);
      return Skip::yes;
    }
    Line variation{parent.before, parent.before};
    variation.ply = parent.ply - 1;
    lines_.push_back(variation);
    return Skip::no;
  }

  Flow end_variation() override {
    if (dead_variations_ > 0) {
      --dead_variations_;
    } else if (lines_.size() > 1) {
      close(lines_.back());
      lines_.pop_back();
    }
    return Flow::go_on;
  }

  Flow draw_offer(size_t /*offset*/) override {
    if (lines_.size() == 1 && !lines_.back().off_record) out_.draw_offers.push_back(lines_.back().ply);
    return Flow::go_on;
  }

  Flow outcome(std::string_view result, size_t offset) override {
    if (gap_.plies) close_gap(offset);
    if (is_old_draw_mark(result)) {
      note_old_draw_mark(findings_, result, offset);
      result = "1/2-1/2";
    }
    out_.outcome = result;
    out_.outcome_offset = offset;
    return Flow::go_on;
  }

  void problem(std::string_view message, size_t offset) override {
    out_.unparseable = true;
    Finding& f = findings_.add(Kind::parse_error, Severity::error, Law::PgnSyntax, offset);
    f.message = "parse error — " + std::string(message) + "; the rest of this game was not read";
    f.token = text_at(offset);
  }

  void end_game() override {
    if (reread_as_) return;
    if (!tags_done_) end_tags();  // a text of tags only, or of nothing readable
    if (gap_.plies) close_gap(game_.text.size());
    whole_ = out_.replayed && !lines_.empty() && !lines_.front().dead() && !lines_.front().off_record;
    out_.stopped = out_.replayed && (out_.unparseable || (!lines_.empty() && lines_.front().dead()));
    if (whole_) check_other_languages();
    while (!lines_.empty()) {
      close(lines_.back());
      if (lines_.size() == 1) break;
      lines_.pop_back();
    }
    if (!lines_.empty() && !lines_.front().off_record) out_.end = lines_.front().now.pos;
    for (size_t d = 0; d < deviation_count_.size(); ++d) {
      if (deviation_count_[d] > 1)
        out_.findings[deviation_finding_[d]].message += fmt::format(" ({} times in this game)", deviation_count_[d]);
    }
    tags_.finish(findings_);
    // Text that is nothing the reader reads (comments alone, what the
    // splitter leaves of a file that holds no game) would else be a clean
    // game.
    if (!has_tag_ && !has_word_ && out_.outcome.empty() && out_.findings.empty()) {
      Finding& f = findings_.add(Kind::no_game, Severity::warning, Law::PgnSyntax, 0);
      f.token = text_at(0);
      f.message = "no game: the text holds no tag pair, move or result";
    }
    sort_by_offset(out_.findings);
  }

 private:
  struct Line {
    Board before;  // the position before the last move: variations start here
    Board now;
    int ply = 0;      // plies played from the game's start to `now`
    bool has_move = false;
    bool last_was_en_passant = false;
    int stopped_by = -1;  // index of the finding that stopped the replay of this line
    int unchecked = 0;    // moves after it
    // The main line went on from the position an illegal move left, as a game
    // does when no one notices: its moves are still checked, for the next
    // illegal move, but they are no part of the game's record.
    bool off_record = false;
    bool dead() const { return stopped_by >= 0; }
  };

  // A finding about the move `token` tried as ply `ply` in `pos`.
  Finding& add_move_finding(Kind kind, Severity severity, Law law, const Position& pos, int ply,
                            std::string_view token, size_t offset) {
    return findings_.add_move(kind, severity, law, pos, ply, lines_.size() > 1, token, offset);
  }
  Finding& add_move_finding(Kind kind, Severity severity, Law law, const Line& line, std::string_view token,
                            size_t offset) {
    return add_move_finding(kind, severity, law, line.now.pos, line.ply + 1, token, offset);
  }

  // The text at `offset` up to its line's end, cut to 24 bytes: what a
  // finding about no move quotes.
  std::string text_at(size_t offset) const {
    const std::string_view from = game_.text.substr(std::min(offset, game_.text.size()));
    return std::string(from.substr(0, std::min<size_t>(24, from.find_first_of("\r\n"))));
  }

  // Whether `line` is the game's main line (the first): a pointer test
  // where lines_.size() would divide by the size of a Line at every move.
  bool is_main(const Line& line) const { return &line == &lines_.front(); }

  void kill(Line& line, const Finding& f) { line.stopped_by = int(&f - out_.findings.data()); }

  // Finishes a line: says how many moves after a stopping finding went unchecked.
  void close(Line& line) {
    if (line.dead() && line.unchecked > 0)
      out_.findings[line.stopped_by].message +=
          fmt::format("; {} later move{} of this line not checked", line.unchecked, line.unchecked == 1 ? "" : "s");
    line.unchecked = 0;
  }

  // The slow path: no single legal move fits, so say why. Out of line, so
  // that its move list and findings give san() no frame to set up for every move.
  [[gnu::noinline]] void no_single_move(Line& line, std::string_view token, size_t offset) {
    const Position& pos = line.now.pos;
    const MoveList legal(pos);
    if (legal.empty()) {
      Finding& f = add_move_finding(Kind::moves_after_end, Severity::error,
                                    pos.in_check() ? Law::Checkmate : Law::Stalemate, line, token, offset);
      f.message = fmt::format("move after the game ended by {}", pos.in_check() ? "checkmate" : "stalemate");
      return kill(line, f);
    }
    if (is_null_move(token)) return null_move(line, token, offset);
    if (is_main(line) && try_other_notations(offset)) return;
    if (reading_.word == MoveReader::Word::unreadable) {
      Finding& f = add_move_finding(Kind::parse_error, Severity::error, Law::Recording, line, token, offset);
      f.message = "parse error — '" + shown(token) + "' is no move in any notation read (read as " +
                  reader_.notation().description() + ")";
      if (suggest_ocr_reading(line, f, offset)) return;
      return kill(line, f);
    }
    if (reading_.moves.empty()) return illegal(line, legal, token, offset);
    ambiguous(line, token, offset);
  }

  void play(Line& line, Move m, std::string_view token, size_t offset) {
    advance(line, m, offset);
    if (!reading_.san || line.off_record) return;  // off the record, only illegal moves count
    if (uint16_t d = reading_.san->deviations | judge(line.before.pos, m, *reading_.san, line.now.pos))
      note_deviations(d, line, m, token, offset);
  }

  // Out of line: few moves deviate from SAN, and findings need a frame.
  [[gnu::noinline]] void note_deviations(uint16_t deviations, const Line& line, Move m, std::string_view token,
                                         size_t offset) {
    for (int bit = 0; bit < SanDeviationCount; ++bit) {
      const SanDeviation d = SanDeviation(1 << bit);
      if (deviations & d & MeaningChanging)
        note_reading(d, line, m, token, offset);
      else if (deviations & d)
        note_deviation(d, line.before.pos, line.ply, token, offset);
    }
  }

  // A reading that changes what the text says is a warning at every move
  // read so: each is a move the record does not name.
  void note_reading(SanDeviation d, const Line& line, Move m, std::string_view token, size_t offset) {
    Finding& f = add_move_finding(Kind::nonstandard_notation, Severity::warning, Law::Recording, line.before.pos,
                                  line.ply, token, offset);
    f.message = describe_reading(d, line.before.pos, m, f.token);
    f.candidates.push_back(candidate(reader_, line.before, m));
  }

  // Only descriptive notation reads the pieces' origins: the SAN hot path
  // does not copy them.
  void keep_as_before(Line& line) const {
    line.before.pos = line.now.pos;
    if (reader_.notation().style == Notation::Style::descriptive) line.before.origins = line.now.origins;
  }

  void advance(Line& line, Move m, size_t offset) {
    keep_as_before(line);
    reader_.play(line.now, m);
    line.has_move = true;
    line.last_was_en_passant = m.kind() == MoveKind::EnPassant;
    ++line.ply;
    if (is_main(line) && !line.off_record) record_main_line_move(m, offset, line.now.pos);
  }

  void illegal(Line& line, const MoveList& legal, std::string_view token, size_t offset) {
    IllegalMove why = explain_illegal(reader_, line.now, legal, reading_, token);
    Finding& f = add_move_finding(Kind::illegal_move, Severity::error, why.law, line, token, offset);
    f.message = std::move(why.message);
    f.candidates = std::move(why.candidates);
    if (why.made_on_the_board && is_main(line)) {
      f.message += "; the game went on from the position it left: the moves after it are checked only for "
                   "further illegal moves";
      return go_off_record(line, *why.made_on_the_board, offset);
    }
    if (suggest_ocr_reading(line, f, offset)) return;
    kill(line, f);
  }

  void go_off_record(Line& line, Move m, size_t offset) {
    if (!line.off_record) out_.end = line.now.pos;  // where the record stops
    line.off_record = true;
    advance(line, m, offset);
  }

  // --ocr, on the main line: when one reading of the damaged word is left,
  // the replay goes on as if it had been written, and the finding says so.
  bool suggest_ocr_reading(Line& line, Finding& f, size_t offset) {
    if (!options_.ocr || !is_main(line)) return false;
    std::optional<OcrReading> ocr = ocr_reading(reader_, line.now, f.token, rest_of_main_line(offset));
    if (!ocr) return false;
    f.message += ocr->message;
    f.candidates = std::move(ocr->candidates);
    if (!ocr->chosen) return false;
    advance(line, *ocr->chosen, offset);
    return true;
  }

  // Several legal moves fit. On the main line, the moves after it may show
  // which was played: the finding says so, and the replay goes on with it.
  void ambiguous(Line& line, std::string_view token, size_t offset) {
    const std::span<const MoveWord> rest = is_main(line) ? rest_of_main_line(offset) : std::span<const MoveWord>();
    AmbiguousMove why = explain_ambiguity(reader_, line.now, reading_.moves, rest);
    Finding& f = add_move_finding(Kind::ambiguous_move, Severity::error, Law::Disambiguation, line, token, offset);
    f.message = std::move(why.message);
    f.candidates = std::move(why.candidates);
    if (why.settled) return advance(line, *why.settled, offset);
    kill(line, f);
  }

  // The gap before the word at `offset` (the text's end when none follows):
  // the record settles its moves when only one line of them lets the rest be
  // played, and the replay goes on with them; else it stops at the gap.
  [[gnu::noinline]] void close_gap(size_t offset) {
    const int plies = std::exchange(gap_.plies, 0);
    Line& line = lines_.front();
    if (line.dead()) return;
    const std::vector<MoveWord>& words = main_words();
    const std::span<const MoveWord> rest = std::span(words).subspan(std::min(word_index(offset), words.size()));
    UnrecordedMoves why = explain_unrecorded(reader_, line.now, plies, rest);
    const bool at_end = rest.empty();
    Finding& f = add_move_finding(Kind::unrecorded_moves,
                                  at_end || !why.settled.empty() ? Severity::info : Severity::warning,
                                  Law::TimeTroubleRecording, line, line_at(gap_.offset), gap_.offset);
    f.message = std::move(why.message);
    f.candidates = std::move(why.candidates);
    if (at_end) return;
    if (why.settled.empty()) return kill(line, f);
    for (const Move m : why.settled) advance(line, m, gap_.offset);
  }

  // The line of the text holding `offset`, from its first word, cut to 40
  // bytes: what a finding about a scoresheet's line quotes.
  std::string line_at(size_t offset) const {
    const std::string_view text = game_.text;
    offset = std::min(offset, text.size());
    const size_t eol = offset == 0 ? std::string_view::npos : text.rfind('\n', offset - 1);
    const size_t begin = eol == std::string_view::npos ? 0 : eol + 1;
    const size_t end = std::min(text.find_first_of("\r\n", begin), text.size());
    std::string_view line = text.substr(begin, end - begin);
    line.remove_prefix(std::min(line.find_first_not_of(" \t"), line.size()));
    return std::string(line.substr(0, std::min<size_t>(40, line.size())));
  }

  const std::vector<MoveWord>& main_words() {
    if (!main_words_read_) {
      main_words_ = main_line_words(game_.text);
      main_words_read_ = true;
    }
    return main_words_;
  }
  // The main line's words after the one at `offset`.
  std::span<const MoveWord> rest_of_main_line(size_t offset) {
    const std::vector<MoveWord>& words = main_words();
    return std::span(words).subspan(std::min(word_index(offset) + 1, words.size()));
  }
  size_t word_index(size_t offset) {
    const std::vector<MoveWord>& words = main_words();
    const auto it = std::lower_bound(words.begin(), words.end(), offset,
                                     [](const MoveWord& w, size_t o) { return w.offset < o; });
    return size_t(it - words.begin());
  }

  // At the first move of the main line this notation cannot read as one
  // legal move: the game is read again in the notation that reads furthest,
  // if another reads further.
  bool try_other_notations(size_t offset) {
    if (!detect_) return false;
    detect_ = false;
    reread_as_ = notation_reading_further(reader_, out_.start, main_words(), word_index(offset), options_);
    return reread_as_.has_value();
  }

  // A game that replays in full may still read otherwise in a language whose
  // letters name other pieces (English R is the Spanish king): if such a
  // reading replays in full too, the record does not say which was meant.
  void check_other_languages() {
    if (!detect_ || capitals_ == 0 || reader_.notation().style != Notation::Style::algebraic) return;
    const uint64_t candidates = notations_reading_otherwise(reader_.notation(), capitals_, options_);
    if (!candidates) return;
    const std::vector<std::string> also = replaying_in_full(candidates, out_.start, main_words());
    if (also.empty()) return;
    // A warning: the record is read, in the first reading, as the PGN
    // standard would have it; short lines (ECO tables, puzzles) often fit
    // another language's letters too.
    Finding& f = findings_.add(Kind::ambiguous_language, Severity::warning, Law::Recording, main_words().front().offset);
    f.message = fmt::format("the moves replay legally read as {} and also as {}; checked as {} (say which with --lang)",
                            reader_.notation().description(), fmt::join(also, ", "), reader_.notation().description());
  }

  void record_main_line_move(Move m, size_t offset, const Position& after) {
    out_.moves.push_back(m);
    out_.move_offsets.push_back(uint32_t(offset));
    if (observer_) observer_->position(after, int(out_.moves.size()));
  }

  void null_move(Line& line, std::string_view token, size_t offset) {
    if (line.now.pos.in_check()) {
      Finding& f = add_move_finding(Kind::illegal_move, Severity::error, Law::KingLeftInCheck, line, token, offset);
      f.message = "illegal move — a null move (passing) while in check";
      return kill(line, f);
    }
    Finding& f = add_move_finding(Kind::null_move, Severity::warning, Law::LegalMove, line, token, offset);
    f.message = "null move: the side to move passes, which the Laws do not allow; replay continues";
    advance(line, Move(), offset);  // the none move: a pass
  }

  // Nonstandard notation is reported once per kind and game, at its first use.
  void note_deviation(SanDeviation d, const Position& pos, int ply, std::string_view token, size_t offset) {
    const int bit = std::countr_zero(unsigned(d));
    if (deviation_count_[bit]++ > 0) return;
    Finding& f = add_move_finding(Kind::nonstandard_notation, Severity::info, Law::Recording, pos, ply, token, offset);
    f.message = std::string(describe(d));
    deviation_finding_[bit] = out_.findings.size() - 1;
  }

  const GameText& game_;
  GameRecord& out_;
  FindingWriter findings_;
  MainLineObserver* observer_;
  const MoveReader reader_;
  const ReadOptions& options_;
  bool detect_;
  std::optional<Notation> reread_as_;
  bool whole_ = false;
  GameTags tags_;
  bool tags_done_ = false;
  bool has_tag_ = false, has_word_ = false;  // whether the text holds any tag pair, any word of movetext
  MoveReader::Reading reading_;
  uint32_t capitals_ = 0;  // leading capitals of the main line's words
  std::vector<MoveWord> main_words_;
  bool main_words_read_ = false;
  std::vector<Line> lines_;
  int dead_variations_ = 0;  // variations opened inside a line whose replay has stopped
  std::array<int, SanDeviationCount> deviation_count_{};
  std::array<size_t, SanDeviationCount> deviation_finding_{};
  // Moves a scoresheet left unrecorded since the last one recorded.
  struct Gap {
    int plies = 0;
    size_t offset = 0;  // where the first of them is (its tick, or its line)
  } gap_;
};

}  // namespace

void check_game(const GameText& game, GameRecord& record, MainLineObserver* observer, const ReadOptions& options,
                std::optional<Notation>* hint) {
  const Notation first = options.notation ? *options.notation
                         : options.language ? Notation{Notation::Style::algebraic, options.language}
                                            : Notation{};
  record.clear();
  // The notation the game before was detected in is tried first; it is kept
  // only when detection would have chosen it, so the report is the same.
  if (hint && *hint && !options.notation) {
    bool whole = false;
    {
      Replay replay(game, record, observer, **hint, options, false);
      read_game(game.text, replay);
      whole = replay.whole();
    }
    if (whole && detection_would_choose(game, **hint, first, options)) {
      note_detected(record, game, **hint, first);
      return;
    }
    record.clear();
  }
  std::optional<Notation> again;
  {
    Replay replay(game, record, observer, first, options, !options.notation);
    read_game(game.text, replay);
    again = replay.reread_as();
  }
  if (hint) *hint = again;
  if (!again) return;
  record.clear();
  {
    Replay replay(game, record, observer, *again, options, false);
    read_game(game.text, replay);
  }
  note_detected(record, game, *again, first);
}

GameRecord check_game(const GameText& game, MainLineObserver* observer, const ReadOptions& options,
                      std::optional<Notation>* hint) {
  GameRecord record;
  check_game(game, record, observer, options, hint);
  return record;
}

}  // namespace arbiter
