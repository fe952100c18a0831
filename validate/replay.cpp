#include "validate/replay.h"

#include <algorithm>
#include <array>
#include <bit>
#include <stdexcept>
#include <fmt/format.h>

#include "core/fen.h"
#include "core/forsyth.h"
#include "core/movegen.h"
#include "notation/explain.h"
#include "notation/move_text_query.h"
#include "notation/notation.h"
#include "notation/ocr.h"
#include "parser/scoresheet.h"
#include "validate/encoding.h"
#include "validate/location.h"
#include "validate/lookahead.h"

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
    case Illegality::TakesKing: return Law::LegalMove;
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

// A starting position written in Forsyth notation as the 1966 rulebook
// writes it ("r6k, 8, ..."), with the side to move after it ("... b",
// "negras"; White when not said), in English or Spanish letters. Castling
// rights are those whose king and rook stand at home.
FenResult read_forsyth(std::string_view text) {
  Color side = White;
  const size_t blank = text.find_last_of(' ');
  if (blank != std::string_view::npos) {
    std::string last;
    for (char c : text.substr(blank + 1)) last += char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    const bool black = last == "b" || last == "black" || last == "negras" || last == "n";
    if (black || last == "w" || last == "white" || last == "blancas") {
      side = black ? Black : White;
      text = text.substr(0, blank);
    }
  }
  ForsythResult r = parse_forsyth_english_or_spanish(text, side, ForsythCastling::infer_from_home_squares);
  FenResult out;
  out.position = r.position;
  if (!r) out.error = "neither FEN nor Forsyth notation: " + r.error;
  return out;
}

// Whether --lang lets a game be read in `n`.
bool allowed(const Notation& n, const ReadOptions& options) {
  return !options.language || n.language == options.language;
}

// Far deeper than any annotator goes.
constexpr size_t MaxVariationDepth = 256;

bool is_null_move(std::string_view t) { return t == "--" || t == "Z0" || t == "0000" || t == "@@@@"; }

// Leading capitals of move words, as a bit set: which letters a game's
// algebraic moves name pieces with.
uint32_t leading_capital(std::string_view word) {
  if (word.empty() || word[0] < 'A' || word[0] > 'Z') return 0;
  if (word[0] == 'O' && word.size() >= 3 && word[1] == '-' && word[2] == 'O') return 0;  // castling
  return 1u << (word[0] - 'A');
}

// Whether algebraic notation in `other` reads some of `letters` as other
// pieces than in `used`, while naming a piece with every one of them.
bool reads_otherwise(const Language& used, const Language& other, uint32_t letters) {
  uint32_t named = 0, alike = 0;
  for (int pt = Knight; pt <= King; ++pt) {
    named |= other.capitals_naming(PieceType(pt));
    alike |= used.capitals_naming(PieceType(pt)) & other.capitals_naming(PieceType(pt));
  }
  return !(letters & ~named) && (letters & ~alike);
}

// The algebraic notations of readable_notations() (bit i for the i-th)
// that read some of `letters` otherwise than `used` does. Asked at the end
// of every game with mostly the same letters (N, B, R, Q, K), so the last
// answer is kept, one per thread.
uint64_t notations_reading_otherwise(const Language& used, uint32_t letters) {
  thread_local const Language* last_used = nullptr;
  thread_local uint32_t last_letters = 0;
  thread_local uint64_t last_answer = 0;
  if (&used == last_used && letters == last_letters) return last_answer;
  const std::span<const Notation> notations = readable_notations();
  if (notations.size() > 64) throw std::logic_error("more readable notations than a 64-bit set holds");
  uint64_t answer = 0;
  for (size_t i = 0; i < notations.size(); ++i)
    if (notations[i].style == Notation::Style::algebraic && reads_otherwise(used, *notations[i].language, letters))
      answer |= uint64_t(1) << i;
  last_used = &used;
  last_letters = letters;
  last_answer = answer;
  return answer;
}

class Replay final : public PgnVisitor {
 public:
  // `detect`: whether another notation may be tried when this one fails.
  Replay(const GameText& game, GameRecord& out, MainLineObserver* observer, Notation notation,
         const ReadOptions& options, bool detect)
      : game_(game), out_(out), observer_(observer), reader_(notation), options_(options), detect_(detect) {
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

  void tag(std::string_view name, std::string_view value, size_t offset) override {
    if (reread_as_) return;
    has_tag_ = true;
    std::string* keep = nullptr;
    switch (name.size()) {  // one test of the length sorts out most tags
      case 3: keep = is(name, "FEN") ? (fen_offset_ = offset, &fen_) : nullptr; break;
      case 5: keep = is(name, "White") ? &out_.white : is(name, "Black") ? &out_.black : nullptr; break;
      case 6: keep = is(name, "Result") ? &out_.result : nullptr; break;
      case 7: keep = is(name, "Variant") ? (variant_offset_ = offset, &variant_) : nullptr; break;
      case 11:
        keep = is(name, "Termination") ? &out_.termination : is(name, "TimeControl") ? &out_.time_control : nullptr;
        break;
    }
    if (keep && is_utf8(value)) {
      keep->assign(value);
    } else if (keep) {
      latin1_ = true;
      *keep = latin1_to_utf8(value);
    }
    if (is(name, "SetUp")) setup_ = value == "1";
    if (keep == &out_.result && is_old_draw_mark(value)) {
      note_old_draw_mark(value, offset);
      out_.result = "1/2-1/2";
    }
  }

  void end_tags() override {
    if (reread_as_) return;
    tags_done_ = true;
    const VariantSupport variant = classify_variant(variant_);
    if (variant == VariantSupport::unsupported) {
      Finding& f = add(Kind::unsupported_variant, Severity::warning, Law::None, variant_offset_);
      f.token = variant_;
      f.message = fmt::format("variant \"{}\" is not standard chess; its moves were not checked", variant_);
      return;
    }
    Position start = Position::start();
    if (!fen_.empty()) {
      FenResult r = parse_fen(fen_, FenCastling::drop_unfounded);
      if (!r && fen_.find(',') != std::string::npos) r = read_forsyth(fen_);
      if (!r.dropped.empty()) {
        Finding& f = add(Kind::invalid_setup, Severity::warning, Law::SetupPosition, fen_offset_);
        f.token = fen_;
        f.message = "castling rights in the FEN that no king and rook could have: " + r.dropped +
                    "; replayed without them";
      }
      if (!r) {
        Finding& f = add(Kind::invalid_setup, Severity::error, Law::SetupPosition, fen_offset_);
        f.token = fen_;
        f.message = "starting position rejected: " + r.error + "; the moves were not checked";
        return;
      }
      start = *r.position;
    } else if (setup_) {
      Finding& f = add(Kind::invalid_setup, Severity::error, Law::SetupPosition, fen_offset_);
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
    lines_.push_back(Line{Board(start), Board(start)});
  }

  void san(std::string_view token, size_t offset) override {
    if (reread_as_) return;
    has_word_ = true;
    if (!tags_done_) end_tags();
    if (!out_.replayed) return;
    Line& line = lines_.back();
    if (line.dead()) {
      ++line.unchecked;
      return;
    }
    reader_.read(line.now, token, reading_);
    if (reading_.word == MoveReader::Word::annotation) {
      if (line.last_was_en_passant && is_en_passant_word(token))
        note_deviation(EnPassantSuffix, line.before.pos, line.ply, token, offset);
      return;
    }
    if (is_main(line)) capitals_ |= leading_capital(token);
    if (reading_.word == MoveReader::Word::move && reading_.moves.size() == 1)
      return play(line, reading_.moves[0], token, offset);
    no_single_move(line, token, offset);
  }

  Skip begin_variation(size_t offset) override {
    if (reread_as_ || !out_.replayed) return Skip::yes;
    Line& parent = lines_.back();
    if (parent.dead()) {
      ++dead_variations_;
      return Skip::no;
    }
    if (!parent.has_move) {
      Finding& f = add(Kind::orphan_variation, Severity::warning, Law::PgnSyntax, offset);
      f.message = "a variation stands before any move of its line; it was not checked";
      return Skip::yes;
    }
    // Each open variation keeps its line's positions: a cap on the depth
    // keeps memory bounded whatever the nesting.
    if (lines_.size() > MaxVariationDepth) {
      Finding& f = add(Kind::deep_variation, Severity::warning, Law::PgnSyntax, offset);
      f.message = fmt::format("a variation nested more than {} deep; it was not checked", MaxVariationDepth);
      return Skip::yes;
    }
    Line variation{parent.before, parent.before};
    variation.ply = parent.ply - 1;
    lines_.push_back(variation);
    return Skip::no;
  }

  void end_variation() override {
    if (reread_as_) return;
    if (dead_variations_ > 0) {
      --dead_variations_;
      return;
    }
    if (lines_.size() > 1) {
      close(lines_.back());
      lines_.pop_back();
    }
  }

  void draw_offer(size_t /*offset*/) override {
    if (!reread_as_ && lines_.size() == 1 && !lines_.back().off_record) out_.draw_offers.push_back(lines_.back().ply);
  }

  void outcome(std::string_view result, size_t offset) override {
    if (reread_as_) return;
    if (is_old_draw_mark(result)) {
      note_old_draw_mark(result, offset);
      result = "1/2-1/2";
    }
    out_.outcome = result;
    out_.outcome_offset = offset;
  }

  void problem(std::string_view message, size_t offset) override {
    if (reread_as_) return;
    out_.unparseable = true;
    Finding& f = add(Kind::parse_error, Severity::error, Law::PgnSyntax, offset);
    f.message = "parse error — " + std::string(message) + "; the rest of this game was not read";
    f.token = text_at(offset);
  }

  void end_game() override {
    if (reread_as_) return;
    if (!tags_done_) end_tags();
    whole_ = out_.replayed && !lines_.empty() && !lines_.front().dead() && !lines_.front().off_record;
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
    if (latin1_) {
      Finding& f = add(Kind::latin1_text, Severity::info, Law::PgnCharacterSet, 0);
      f.message = "tag values are not UTF-8; read as Latin-1";
    }
    // Text that is nothing the reader reads (comments alone, what the
    // splitter leaves of a file that holds no game) would else be a clean
    // game.
    if (!has_tag_ && !has_word_ && out_.outcome.empty() && out_.findings.empty()) {
      Finding& f = add(Kind::no_game, Severity::warning, Law::PgnSyntax, 0);
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

  Finding& add(Kind kind, Severity severity, Law law, size_t offset) {
    Finding& f = out_.findings.emplace_back();
    f.kind = kind;
    f.severity = severity;
    f.law = law;
    f.offset = game_.offset + offset;
    f.line = lines_of_text_.line_at(offset);
    return f;
  }

  // A finding about the move `token` played (or tried) in `pos`, as ply `ply`.
  Finding& add_move_finding(Kind kind, Severity severity, Law law, const Position& pos, int ply,
                            std::string_view token, size_t offset) {
    Finding& f = add(kind, severity, law, offset);
    f.ply = ply;
    f.in_variation = lines_.size() > 1;
    f.move_number = pos.fullmove_number();
    f.side = pos.side_to_move();
    f.token = shown(token);
    return f;
  }
  Finding& add_move_finding(Kind kind, Severity severity, Law law, const Line& line,
                            std::string_view token, size_t offset) {
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
      Finding& f = add_move_finding(Kind::moves_after_end, Severity::error, pos.in_check() ? Law::Checkmate : Law::Stalemate,
                                    line, token, offset);
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
      note_deviations(d, line, token, offset);
  }

  // Out of line: few moves deviate from SAN, and findings need a frame.
  [[gnu::noinline]] void note_deviations(uint16_t deviations, const Line& line, std::string_view token,
                                         size_t offset) {
    for (int bit = 0; bit < SanDeviationCount; ++bit)
      if (deviations & (1 << bit)) note_deviation(SanDeviation(1 << bit), line.before.pos, line.ply, token, offset);
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

  // A legal move as a finding lists it: in the game's notation, and in SAN
  // when that is another.
  std::string candidate(const Board& board, Move m) const {
    const std::string san = to_san(board.pos, m);
    if (reader_.notation() == Notation{}) return san;
    const std::string written = reader_.write(board, m);
    return written == san ? san : written + " (" + san + ")";
  }

  // Why no legal move fits, in every notation: the piece and squares the
  // text names, against the board (a pinned piece, a blocked path...).
  void illegal(Line& line, const MoveList& legal, std::string_view token, size_t offset) {
    const std::optional<MoveQuery> query = move_text_query(line.now, reading_);
    std::optional<Explanation> why;
    if (query) why = explain_no_match(line.now.pos, legal, *query);
    Finding& f = add_move_finding(Kind::illegal_move, Severity::error,
                                  why ? law_of(why->reason, query->piece) : Law::LegalMove, line, token, offset);
    f.message = why ? "illegal move — " + why->detail : "illegal move — no legal move fits '" + shown(token) + "'";
    if (!(reader_.notation() == Notation{})) f.message += " (read as " + reader_.notation().description() + ")";
    // Descriptive notation's slips (the other wing, a rank counted from the
    // other side) name the moves meant better than the closest ones.
    const std::vector<NearReading> near = reader_.near(line.now, reading_);
    if (!near.empty()) f.message += fmt::format("; one slip away: {}", near.front().slip);
    for (const NearReading& r : near) f.candidates.push_back(candidate(line.now, r.move));
    if (near.empty() && why)
      for (Move m : why->closest) f.candidates.push_back(candidate(line.now, m));
    if (why && is_main(line) && exposes_king(why->reason)) {
      if (const std::vector<Move> played = pseudo_legal_matches(line.now.pos, *query); played.size() == 1) {
        f.message += "; the game went on from the position it left: the moves after it are checked only for "
                     "further illegal moves";
        return go_off_record(line, played[0], offset);
      }
    }
    if (suggest_ocr_reading(line, f, offset)) return;
    kill(line, f);
  }

  // A move illegal only because of its own king is still a move on the
  // board: a player can make it, and the game goes on from it until someone
  // notices (FIDE 2023 7.5.1). The penalties count such moves.
  static bool exposes_king(Illegality reason) {
    return reason == Illegality::Pinned || reason == Illegality::LeavesKingInCheck ||
           reason == Illegality::KingIntoCheck;
  }

  void go_off_record(Line& line, Move m, size_t offset) {
    if (!line.off_record) out_.end = line.now.pos;  // where the record stops
    line.off_record = true;
    advance(line, m, offset);
  }

  // --ocr: the words the damaged one may have been that read as exactly one
  // legal move, as suggestions. When there is just one, the replay goes on
  // as if it had been written, and the finding says so.
  bool suggest_ocr_reading(Line& line, Finding& f, size_t offset) {
    if (!options_.ocr || !is_main(line)) return false;
    std::vector<std::pair<std::string, Move>> fits;
    MoveReader::Reading r;
    for (const std::string& w : ocr_readings(f.token)) {
      reader_.read(line.now, w, r);
      if (r.word != MoveReader::Word::move || r.moves.size() != 1) continue;
      if (std::none_of(fits.begin(), fits.end(), [&](const auto& fit) { return fit.second == r.moves[0]; }))
        fits.emplace_back(w, r.moves[0]);
    }
    if (fits.empty()) return false;
    std::vector<std::string> said;
    for (const auto& [w, m] : fits) said.push_back(w);
    f.message += fmt::format("; OCR: did you mean {}?", fmt::join(said, " or "));
    f.candidates.clear();
    for (const auto& [w, m] : fits) f.candidates.push_back(candidate(line.now, m));
    size_t chosen = 0;
    if (fits.size() > 1) {
      // As for an ambiguous move: the moves after it may tell.
      std::vector<Move> moves;
      for (const auto& [w, m] : fits) moves.push_back(m);
      const Continuation c = best_continuations(reader_, line.now, moves, rest_of_main_line(offset));
      if (c.fitting.size() != 1 || c.reach == 0) return false;
      while (fits[chosen].second != c.fitting[0]) ++chosen;
      f.message += fmt::format(" Only {} lets the rest of the record be played.", fits[chosen].first);
    }
    f.message += fmt::format(" The replay goes on as if {} were written", fits[chosen].first);
    advance(line, fits[chosen].second, offset);
    return true;
  }

  // Several legal moves fit. On the main line, the moves after it may show
  // which was played: the finding says so, and the replay goes on with it.
  void ambiguous(Line& line, std::string_view token, size_t offset) {
    const std::vector<Move> fits(reading_.moves.begin(), reading_.moves.end());
    Finding& f = add_move_finding(Kind::ambiguous_move, Severity::error, Law::Disambiguation, line, token, offset);
    for (Move m : fits) f.candidates.push_back(candidate(line.now, m));
    std::sort(f.candidates.begin(), f.candidates.end());
    f.message = fmt::format("ambiguous move — {} legal moves fit", fits.size());
    if (is_main(line)) {
      const std::span<const MoveWord> rest = rest_of_main_line(offset);
      const Continuation c = best_continuations(reader_, line.now, fits, rest);
      if (c.fitting.size() == 1 && c.reach > 0) {
        f.message += fmt::format("; only {} lets the rest of the record be played ({} of the {} words after it)",
                                 candidate(line.now, c.fitting[0]), c.reach, rest.size());
        f.message += "; the replay goes on with it";
        advance(line, c.fitting[0], offset);
        return;
      }
      if (c.fitting.size() < fits.size() && c.reach > 0)
        f.message += fmt::format("; of them, {} let the rest of the record be played", c.fitting.size());
    }
    kill(line, f);
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

  // Whether this game may be read in `n` besides the notation tried.
  bool may_try(const Notation& n) const {
    return !(n == reader_.notation()) && allowed(n, options_);
  }

  // At the first move of the main line this notation cannot read as one
  // legal move: if another notation reads further into the record, the game
  // is read again in the one that reads furthest. A record all of whose
  // words this notation can read is taken to be in it: "Ra3" that no rook
  // can play is an illegal move, not a Finnish knight's move.
  bool try_other_notations(size_t offset) {
    if (!detect_) return false;
    detect_ = false;
    const std::vector<MoveWord>& words = main_words();
    if (std::all_of(words.begin(), words.end(), [&](const MoveWord& w) { return reader_.readable(w.text); }))
      return false;
    const Board start(out_.start);
    int nodes = LookaheadNodes;
    size_t best = reach(reader_, start, words, nodes);
    if (best > word_index(offset)) return false;  // an ambiguity the record settles: not the notation's fault
    std::optional<Notation> better;
    for (const Notation& n : readable_notations()) {
      if (!may_try(n)) continue;
      int budget = LookaheadNodes;
      const size_t r = reach(MoveReader(n), start, words, budget);
      if (r > best) best = r, better = n;
    }
    if (!better) return false;
    reread_as_ = better;
    return true;
  }

  // A game that replays in full may still read otherwise in a language whose
  // letters name other pieces (English R is the Spanish king): if such a
  // reading replays in full too, the record does not say which was meant.
  void check_other_languages() {
    if (!detect_ || capitals_ == 0 || reader_.notation().style != Notation::Style::algebraic) return;
    std::vector<std::string> also;
    const std::span<const Notation> notations = readable_notations();
    for (uint64_t candidates = notations_reading_otherwise(*reader_.notation().language, capitals_); candidates;
         candidates &= candidates - 1) {
      const Notation& n = notations[std::countr_zero(candidates)];
      if (!may_try(n)) continue;
      const std::vector<MoveWord>& words = main_words();
      int nodes = LookaheadNodes;
      if (reach(MoveReader(n), Board(out_.start), words, nodes) == words.size()) also.push_back(n.description());
    }
    if (also.empty()) return;
    // A warning: the record is read, in the first reading, as the PGN
    // standard would have it; short lines (ECO tables, puzzles) often fit
    // another language's letters too.
    Finding& f = add(Kind::ambiguous_language, Severity::warning, Law::Recording, main_words().front().offset);
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

  static bool is_old_draw_mark(std::string_view r) { return r == "1/2" || r == "\xC2\xBD-\xC2\xBD"; }

  void note_old_draw_mark(std::string_view written, size_t offset) {
    Finding& f = add(Kind::nonstandard_notation, Severity::info, Law::PgnSyntax, offset);
    f.token = std::string(written);
    f.message = "draw written '" + f.token + "' (PGN: 1/2-1/2)";
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
  LineCounter lines_of_text_{game_};
  GameRecord& out_;
  MainLineObserver* observer_;
  const MoveReader reader_;
  const ReadOptions& options_;
  bool detect_;
  std::optional<Notation> reread_as_;
  bool whole_ = false;
  MoveReader::Reading reading_;
  uint32_t capitals_ = 0;  // leading capitals of the main line's words
  std::vector<MoveWord> main_words_;
  bool main_words_read_ = false;
  std::vector<Line> lines_;
  int dead_variations_ = 0;  // variations opened inside a line whose replay has stopped
  bool tags_done_ = false, setup_ = false, latin1_ = false;
  bool has_tag_ = false, has_word_ = false;  // whether the text holds any tag pair, any word of movetext
  std::string fen_, variant_;
  size_t fen_offset_ = 0, variant_offset_ = 0;
  std::array<int, SanDeviationCount> deviation_count_{};
  std::array<size_t, SanDeviationCount> deviation_finding_{};
};

}  // namespace

namespace {

// Adds the finding that says which notation the moves were read in, where
// they begin.
void note_detected(GameRecord& record, const GameText& game, const Notation& used, const Notation& tried) {
  Finding f;
  f.kind = Kind::notation_detected;
  f.severity = Severity::info;
  f.law = Law::Recording;
  f.offset = game.offset + (record.move_offsets.empty() ? 0 : record.move_offsets.front());
  f.line = LineCounter(game).line_at(f.offset - game.offset);
  f.message =
      "moves read as " + used.description() + " notation (" + tried.description() + " notation reads fewer of them)";
  record.findings.insert(record.findings.begin(), f);
  sort_by_offset(record.findings);
}

// Whether detection would choose `hint` for a game that `hint` reads whole:
// it would if `tried` cannot read some word and no notation detection tries
// before `hint` can read them all.
bool detection_would_choose(const GameText& game, const Notation& hint, const Notation& tried,
                            const ReadOptions& options) {
  const std::vector<MoveWord> words = main_line_words(game.text);
  auto reads_all = [&](const Notation& n) {
    const MoveReader reader(n);
    return std::all_of(words.begin(), words.end(), [&](const MoveWord& w) { return reader.readable(w.text); });
  };
  if (reads_all(tried)) return false;
  for (const Notation& n : readable_notations()) {
    if (n == hint) return true;
    if (!(n == tried) && allowed(n, options) && reads_all(n)) return false;
  }
  return false;
}

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
