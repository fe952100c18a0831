#include "validate/replay.h"

#include <algorithm>
#include <array>
#include <bit>
#include <fmt/format.h>

#include "core/fen.h"
#include "core/movegen.h"
#include "notation/explain.h"
#include "notation/san.h"
#include "parser/pgn_reader.h"
#include "validate/encoding.h"
#include "validate/location.h"

namespace arbiter {

namespace {

Law law_of(Illegality reason, PieceType piece) {
  switch (reason) {
    case Illegality::NoSuchPiece: return Law::LegalMove;
    case Illegality::CannotReach:
      switch (piece) {
        case Pawn: return Law::PawnMove;
        case Knight: return Law::KnightMove;
        case Bishop: return Law::BishopMove;
        case Rook: return Law::RookMove;
        case Queen: return Law::QueenMove;
        case King: return Law::KingMove;
        default: return Law::LegalMove;
      }
    case Illegality::OwnPieceOnTarget: return Law::OccupiedByOwnPiece;
    case Illegality::PathBlocked: return Law::NoJumping;
    case Illegality::PawnBlocked:
    case Illegality::NothingToCapture: return Law::PawnMove;
    case Illegality::NoEnPassant: return Law::EnPassant;
    case Illegality::PromotionWrongRank: return Law::Promotion;
    case Illegality::Pinned:
    case Illegality::LeavesKingInCheck:
    case Illegality::KingIntoCheck: return Law::KingLeftInCheck;
    case Illegality::CastlingRightLost: return Law::CastlingRightLost;
    case Illegality::CastlingOutOfCheck:
    case Illegality::CastlingThroughCheck:
    case Illegality::CastlingBlocked: return Law::CastlingPrevented;
  }
  return Law::LegalMove;
}

// Equality with a literal, byte by byte: every tag of every game goes
// through here, and a library compare costs a call per test.
template <size_t N>
bool is(std::string_view s, const char (&literal)[N]) {
  if (s.size() != N - 1) return false;
  for (size_t i = 0; i + 1 < N; ++i)
    if (s[i] != literal[i]) return false;
  return true;
}

// Variants whose moves follow the standard rules (Chess960 castling included).
enum class VariantSupport { standard, chess960, unsupported };

VariantSupport classify_variant(std::string_view v) {
  std::string s;
  for (char c : v) s += char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  if (s.empty() || s == "standard" || s == "normal" || s == "chess" || s == "from position") return VariantSupport::standard;
  if (s == "chess960" || s == "chess 960" || s == "960" || s == "fischerandom" || s == "fischerrandom" ||
      s == "fischer random" || s == "frc" || s == "dfrc")
    return VariantSupport::chess960;
  return VariantSupport::unsupported;
}

// Far deeper than any annotator goes.
constexpr size_t MaxVariationDepth = 256;

bool is_null_move(std::string_view t) { return t == "--" || t == "Z0" || t == "0000" || t == "@@@@"; }
bool is_en_passant_mark(std::string_view t) { return t == "e.p." || t == "ep" || t == "e.p"; }

class Replay final : public PgnVisitor {
 public:
  Replay(const GameText& game, GameRecord& out, MainLineObserver* observer)
      : game_(game), out_(out), observer_(observer) {
    out_.index = game.index;
    out_.offset = game.offset;
    out_.line = game.line;
  }

  void tag(std::string_view name, std::string_view value, size_t offset) override {
    std::string* keep = is(name, "White")     ? &out_.white
                        : is(name, "Black")   ? &out_.black
                        : is(name, "Result")  ? &out_.result
                        : is(name, "FEN")     ? (fen_offset_ = offset, &fen_)
                        : is(name, "Variant") ? (variant_offset_ = offset, &variant_)
                        : is(name, "Termination") ? &out_.termination
                        : is(name, "TimeControl") ? &out_.time_control
                                              : nullptr;
    if (keep) *keep = is_utf8(value) ? std::string(value) : (latin1_ = true, latin1_to_utf8(value));
    if (is(name, "SetUp")) setup_ = value == "1";
    if (keep == &out_.result && is_old_draw_mark(value)) {
      note_old_draw_mark(value, offset);
      out_.result = "1/2-1/2";
    }
  }

  void end_tags() override {
    tags_done_ = true;
    const VariantSupport variant = classify_variant(variant_);
    if (variant == VariantSupport::unsupported) {
      Finding& f = add(kind::unsupported_variant, Severity::warning, Law::None, variant_offset_);
      f.token = variant_;
      f.message = fmt::format("variant \"{}\" is not standard chess; its moves were not checked", variant_);
      return;
    }
    Position start = Position::start();
    if (!fen_.empty()) {
      FenResult r = parse_fen(fen_, FenCastling::drop_unfounded);
      if (!r.dropped.empty()) {
        Finding& f = add(kind::invalid_setup, Severity::warning, Law::SetupPosition, fen_offset_);
        f.token = fen_;
        f.message = "castling rights in the FEN that no king and rook could have: " + r.dropped +
                    "; replayed without them";
      }
      if (!r) {
        Finding& f = add(kind::invalid_setup, Severity::error, Law::SetupPosition, fen_offset_);
        f.token = fen_;
        f.message = "starting position rejected: " + r.error + "; the moves were not checked";
        return;
      }
      start = *r.position;
    } else if (setup_) {
      Finding& f = add(kind::invalid_setup, Severity::error, Law::SetupPosition, fen_offset_);
      f.token = "[SetUp \"1\"]";
      f.message = "SetUp is 1 but there is no FEN tag; the moves were not checked";
      return;
    }
    if (variant == VariantSupport::chess960) start.set_chess960(true);
    out_.start = start;
    out_.replayed = true;
    out_.moves.reserve(128);  // most games fit: one allocation each
    out_.move_offsets.reserve(128);
    if (observer_) observer_->position(start, 0);
    lines_.push_back(Line{start, start});
  }

  void san(std::string_view token, size_t offset) override {
    if (!tags_done_) end_tags();
    if (!out_.replayed) return;
    Line& line = lines_.back();
    if (line.dead()) {
      ++line.unchecked;
      return;
    }
    if (is_en_passant_mark(token) && line.last_was_en_passant) {
      note_deviation(EnPassantSuffix, line.before, line.ply, token, offset);
      return;
    }
    const Position& pos = line.now;
    const std::optional<SanText> text = read_san(token);
    if (text) {
      const Matches found(pos, text->query);
      if (found.size() == 1) return play(line, found[0], *text, token, offset);
    }
    // The slow path: no single legal move fits, so say why.
    const MoveList legal(pos);
    if (legal.empty()) {
      Finding& f = add_move_finding(kind::moves_after_end, Severity::error, pos.in_check() ? Law::Checkmate : Law::Stalemate,
                                    line, token, offset);
      f.message = fmt::format("move after the game ended by {}", pos.in_check() ? "checkmate" : "stalemate");
      return kill(line, f);
    }
    if (is_null_move(token)) return null_move(line, token, offset);
    if (!text) {
      Finding& f = add_move_finding(kind::parse_error, Severity::error, Law::Recording, line, token, offset);
      f.message = "parse error — '" + shown(token) + "' is no move in any notation read";
      return kill(line, f);
    }
    const Matches found(pos, text->query);
    if (found.size() == 0) {
      const Explanation why = explain_no_match(pos, legal, text->query);
      Finding& f = add_move_finding(kind::illegal_move, Severity::error, law_of(why.reason, text->query.piece), line,
                                    token, offset);
      f.message = "illegal move — " + why.detail;
      for (Move m : why.closest) f.candidates.push_back(to_san(pos, m));
      return kill(line, f);
    }
    Finding& f = add_move_finding(kind::ambiguous_move, Severity::error, Law::Disambiguation, line, token, offset);
    for (Move m : found) f.candidates.push_back(to_san(pos, m));
    std::sort(f.candidates.begin(), f.candidates.end());
    f.message = fmt::format("ambiguous move — {} legal moves fit", found.size());
    kill(line, f);
  }

  Skip begin_variation(size_t offset) override {
    if (!out_.replayed) return Skip::yes;
    Line& parent = lines_.back();
    if (parent.dead()) {
      ++dead_variations_;
      return Skip::no;
    }
    if (!parent.has_move) {
      Finding& f = add(kind::orphan_variation, Severity::warning, Law::PgnSyntax, offset);
      f.message = "a variation stands before any move of its line; it was not checked";
      return Skip::yes;
    }
    // Each open variation keeps its line's positions: a cap on the depth
    // keeps memory bounded whatever the nesting.
    if (lines_.size() > MaxVariationDepth) {
      Finding& f = add(kind::deep_variation, Severity::warning, Law::PgnSyntax, offset);
      f.message = fmt::format("a variation nested more than {} deep; it was not checked", MaxVariationDepth);
      return Skip::yes;
    }
    Line variation{parent.before, parent.before};
    variation.ply = parent.ply - 1;
    lines_.push_back(variation);
    return Skip::no;
  }

  void end_variation() override {
    if (dead_variations_ > 0) {
      --dead_variations_;
      return;
    }
    if (lines_.size() > 1) {
      close(lines_.back());
      lines_.pop_back();
    }
  }

  void outcome(std::string_view result, size_t offset) override {
    if (is_old_draw_mark(result)) {
      note_old_draw_mark(result, offset);
      result = "1/2-1/2";
    }
    out_.outcome = result;
    out_.outcome_offset = offset;
  }

  void problem(std::string_view message, size_t offset) override {
    out_.unparseable = true;
    Finding& f = add(kind::parse_error, Severity::error, Law::PgnSyntax, offset);
    f.message = "parse error — " + std::string(message) + "; the rest of this game was not read";
    const size_t end = std::min(game_.text.size(), offset + 24);
    for (size_t i = offset; i < end && game_.text[i] != '\n' && game_.text[i] != '\r'; ++i) f.token += game_.text[i];
  }

  void end_game() override {
    if (!tags_done_) end_tags();
    while (!lines_.empty()) {
      close(lines_.back());
      if (lines_.size() == 1) break;
      lines_.pop_back();
    }
    if (!lines_.empty()) out_.end = lines_.front().now;
    for (size_t d = 0; d < deviation_count_.size(); ++d) {
      if (deviation_count_[d] > 1)
        out_.findings[deviation_finding_[d]].message += fmt::format(" ({} times in this game)", deviation_count_[d]);
    }
    if (latin1_) {
      Finding& f = add(kind::latin1_text, Severity::info, Law::PgnCharacterSet, 0);
      f.message = "tag values are not UTF-8; read as Latin-1";
    }
    std::stable_sort(out_.findings.begin(), out_.findings.end(),
                     [](const Finding& a, const Finding& b) { return a.offset < b.offset; });
  }

 private:
  struct Line {
    Position before;  // the position before the last move: variations start here
    Position now;
    int ply = 0;      // plies played from the game's start to `now`
    bool has_move = false;
    bool last_was_en_passant = false;
    int stopped_by = -1;  // index of the finding that stopped the replay of this line
    int unchecked = 0;    // moves after it
    bool dead() const { return stopped_by >= 0; }
  };

  Finding& add(std::string_view kind, Severity severity, Law law, size_t offset) {
    Finding& f = out_.findings.emplace_back();
    f.kind = kind;
    f.severity = severity;
    f.law = law;
    f.offset = game_.offset + offset;
    f.line = lines_of_text_.line_at(offset);
    return f;
  }

  // A finding about the move `token` played (or tried) in `pos`, as ply `ply`.
  Finding& add_move_finding(std::string_view kind, Severity severity, Law law, const Position& pos, int ply,
                            std::string_view token, size_t offset) {
    Finding& f = add(kind, severity, law, offset);
    f.ply = ply;
    f.in_variation = lines_.size() > 1;
    f.move_number = pos.fullmove_number();
    f.side = pos.side_to_move();
    f.token = shown(token);
    return f;
  }
  Finding& add_move_finding(std::string_view kind, Severity severity, Law law, const Line& line,
                            std::string_view token, size_t offset) {
    return add_move_finding(kind, severity, law, line.now, line.ply + 1, token, offset);
  }

  void kill(Line& line, const Finding& f) { line.stopped_by = int(&f - out_.findings.data()); }

  // Finishes a line: says how many moves after a stopping finding went unchecked.
  void close(Line& line) {
    if (line.dead() && line.unchecked > 0)
      out_.findings[line.stopped_by].message +=
          fmt::format("; {} later move{} of this line not checked", line.unchecked, line.unchecked == 1 ? "" : "s");
    line.unchecked = 0;
  }

  void play(Line& line, Move m, const SanText& text, std::string_view token, size_t offset) {
    advance(line, m, offset);
    if (uint16_t d = text.deviations | judge(line.before, m, text, line.now)) {
      for (int bit = 0; bit < SanDeviationCount; ++bit)
        if (d & (1 << bit)) note_deviation(SanDeviation(1 << bit), line.before, line.ply, token, offset);
    }
  }

  void advance(Line& line, Move m, size_t offset) {
    line.before = line.now;
    line.now.play(m);
    line.has_move = true;
    line.last_was_en_passant = m.kind() == MoveKind::EnPassant;
    ++line.ply;
    if (lines_.size() == 1) record_main_line_move(m, offset, line.now);
  }

  void record_main_line_move(Move m, size_t offset, const Position& after) {
    out_.moves.push_back(m);
    out_.move_offsets.push_back(uint32_t(offset));
    if (observer_) observer_->position(after, int(out_.moves.size()));
  }

  void null_move(Line& line, std::string_view token, size_t offset) {
    if (line.now.in_check()) {
      Finding& f = add_move_finding(kind::illegal_move, Severity::error, Law::KingLeftInCheck, line, token, offset);
      f.message = "illegal move — a null move (passing) while in check";
      return kill(line, f);
    }
    Finding& f = add_move_finding(kind::null_move, Severity::warning, Law::LegalMove, line, token, offset);
    f.message = "null move: the side to move passes, which the Laws do not allow; replay continues";
    line.before = line.now;
    line.now.play_null();
    line.has_move = true;
    line.last_was_en_passant = false;
    ++line.ply;
    if (lines_.size() == 1) record_main_line_move(Move(), offset, line.now);
  }

  static bool is_old_draw_mark(std::string_view r) { return r == "1/2" || r == "\xC2\xBD-\xC2\xBD"; }

  void note_old_draw_mark(std::string_view written, size_t offset) {
    Finding& f = add(kind::nonstandard_notation, Severity::info, Law::PgnSyntax, offset);
    f.token = std::string(written);
    f.message = "draw written '" + f.token + "' (PGN: 1/2-1/2)";
  }

  // Nonstandard notation is reported once per kind and game, at its first use.
  void note_deviation(SanDeviation d, const Position& pos, int ply, std::string_view token, size_t offset) {
    const int bit = std::countr_zero(unsigned(d));
    if (deviation_count_[bit]++ > 0) return;
    Finding& f = add_move_finding(kind::nonstandard_notation, Severity::info, Law::Recording, pos, ply, token, offset);
    f.message = std::string(describe(d));
    deviation_finding_[bit] = out_.findings.size() - 1;
  }

  const GameText& game_;
  LineCounter lines_of_text_{game_};
  GameRecord& out_;
  MainLineObserver* observer_;
  std::vector<Line> lines_;
  int dead_variations_ = 0;  // variations opened inside a line whose replay has stopped
  bool tags_done_ = false, setup_ = false, latin1_ = false;
  std::string fen_, variant_;
  size_t fen_offset_ = 0, variant_offset_ = 0;
  std::array<int, SanDeviationCount> deviation_count_{};
  std::array<size_t, SanDeviationCount> deviation_finding_{};
};

}  // namespace

GameRecord check_game(const GameText& game, MainLineObserver* observer) {
  GameRecord record;
  Replay replay(game, record, observer);
  read_pgn_game(game.text, replay);
  return record;
}

}  // namespace arbiter
