#include "adjudicate/adjudicator.h"

#include <fmt/compile.h>
#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "adjudicate/blockade.h"
#include "adjudicate/repetition.h"
#include "adjudicate/winnable.h"
#include "core/movegen.h"
#include "notation/san.h"
#include "validate/location.h"

namespace arbiter {

namespace {

enum class Outcome { unknown, white_wins, black_wins, draw };

Outcome outcome_of(std::string_view result) {
  if (result == "1-0") return Outcome::white_wins;
  if (result == "0-1") return Outcome::black_wins;
  if (result == "1/2-1/2") return Outcome::draw;
  return Outcome::unknown;
}

std::string_view result_text(Outcome o) {
  switch (o) {
    case Outcome::white_wins: return "1-0";
    case Outcome::black_wins: return "0-1";
    case Outcome::draw: return "1/2-1/2";
    case Outcome::unknown: return "*";
  }
  return "*";
}

// A win on time gets the full analysis of the final position, within a
// bound that keeps a pathological position from stalling a batch. A draw on
// time is rare (11 of the corpus's 32,222 games) and gets the default
// budget: an error there needs the helpmate found.
constexpr SearchLimits FlagFallBudget{20'000};

// Dead positions beyond the material rules are pawn walls with kings and
// bishops behind them: every pawn blocked by an enemy pawn, no queen, rook or
// knight. Only those get the analysis, which would cost the most on the open
// positions where a mate is always there.
bool may_be_locked(const Position& pos) {
  if (pos.pieces(Queen) | pos.pieces(Rook) | pos.pieces(Knight)) return false;
  const Bitboard white = pos.pieces(White, Pawn), black = pos.pieces(Black, Pawn);
  return (white | black) && (white << 8 & ~black) == 0 && (black >> 8 & ~white) == 0;
}

// A wall is proven dead by the analysis of where each piece can ever go,
// not by the search: of CHA's 192 dead positions that pass may_be_locked,
// is_dead proves 187 with no search budget, as with 20,000 positions, at a
// twentieth of the cost on the open walls of real games.
constexpr SearchLimits ProofsOnly{0};

// A side with a queen, a rook, two minor pieces (but bishops all of one
// square colour, which never cover both colours of a king's flight squares)
// or a pawn free to advance always has a helpmate on a real board; the
// search is for the rest.
bool may_lack_mating_force(const Position& pos, Color side) {
  if (pos.pieces(side, Queen) | pos.pieces(side, Rook)) return false;
  const Bitboard knights = pos.pieces(side, Knight), bishops = pos.pieces(side, Bishop);
  const bool both_bishop_colours = (bishops & DarkSquares) && (bishops & ~DarkSquares);
  if (more_than_one(knights | bishops) && (knights || both_bishop_colours)) return false;
  const Bitboard pawns = pos.pieces(side, Pawn);
  const Bitboard pushed = side == White ? pawns << 8 : pawns >> 8;
  return (pushed & ~pos.pieces()) == 0;
}

Outcome win_for(Color c) { return c == White ? Outcome::white_wins : Outcome::black_wins; }
std::string_view name(Color c) { return c == White ? "White" : "Black"; }

// Termination tags and comments in real files: lichess "Time forfeit" (for
// the draws of 6.9 too), chess.com "X won on time" and "Game drawn by
// timeout vs insufficient material". Read for every game, so lowercased on
// the stack (the tags are a few words) rather than into a string.
bool ended_on_time(std::string_view termination) {
  std::array<char, 96> stack;
  std::string heap;
  char* lower = stack.data();
  if (termination.size() > stack.size()) {
    heap.resize(termination.size());
    lower = heap.data();
  }
  std::transform(termination.begin(), termination.end(), lower,
                 [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; });
  const std::string_view t(lower, termination.size());
  return t.find("time forfeit") != t.npos || t.find("on time") != t.npos || t.find("timeout") != t.npos ||
         t == "time" || t.find("flag") != t.npos;
}

// A rule that ended the game at a ply.
struct Ending {
  Kind kind;
  Law law;
  int ply = 0;
  Outcome result = Outcome::draw;
};

// The first moment a player could claim a draw.
struct Claim {
  int ply = -1;            // the position after this many plies
  std::string by_writing;  // the move to write first (SAN), when the claim needs one
  std::vector<int> evidence;
  bool found() const { return ply >= 0; }
  // None found, the buffers kept for the next game.
  void clear() {
    ply = -1;
    by_writing.clear();
    evidence.clear();
  }
};

}  // namespace

// What following the main line gathers, position by position.
struct Adjudicator::Walk {
  PositionHistory history{256};
  std::array<int, 2> twice_at = {-1, -1};  // last ply whose position had appeared twice, by side to move
  std::array<Claim, 2> threefold, fifty;
  std::optional<Ending> ending;
  std::vector<int> ending_evidence;
  bool dead_position_ends_game = false;
  bool automatic_draws = false;
  bool wall_open_en_passant = false;  // the last position: a pawn wall an en-passant capture could still open

  void reset() {
    history.clear();
    twice_at = {-1, -1};
    for (Claim& claim : threefold) claim.clear();
    for (Claim& claim : fifty) claim.clear();
    ending.reset();
    ending_evidence.clear();
    wall_open_en_passant = false;
  }

  // Runs on every ply of every game: the tests that settle the common
  // position (new, no capture or pawn move for less than 99 plies, nothing
  // the next move could repeat) come first and inline.
  void follow(const Position& pos, int ply) {
    const int count = history.add(pos);
    const Color us = pos.side_to_move();
    if (count >= 2) twice_at[us] = ply;
    if (ending) return;
    const int clock = pos.halfmove_clock();
    // Neither kind of dead position has a rook or a queen: tested first, as
    // until an ending that settles it, while a capture or pawn move (the
    // clock at 0) comes as the game goes.
    if (dead_position_ends_game && !(pos.pieces(Rook) | pos.pieces(Queen)) &&
        (clock == 0 || ply == 0 || wall_open_en_passant) && turned_dead(pos)) {
      ending = Ending{Kind::dead_position, Law::DeadPosition, ply, Outcome::draw};
      return;
    }
    if (count >= 3 || clock >= 99 || repeat_possible(us, ply, clock)) judge_position(pos, ply, count);
  }

  // Material and pawn walls only change on a capture, a promotion or a pawn
  // move, which reset the clock: the position is judged then (and at the
  // start, whatever its clock says). By material, when no pawn, rook or
  // queen is left; a wall by the static proof alone, that neither side can
  // ever mate (185 of CHA's 192 locked dead positions; is_dead's forced
  // moves and next positions would cost seven times as much at every
  // capture). A wall that an en-passant capture could still open is judged
  // again one ply later, once that capture is gone. For a position without
  // rooks and queens.
  bool turned_dead(const Position& pos) {
    wall_open_en_passant = false;
    if (!pos.pieces(Pawn))
      return insufficient_material(pos, White) && insufficient_material(pos, Black);
    if (!may_be_locked(pos)) return false;
    if (blockade_forbids_mate(pos, White) && blockade_forbids_mate(pos, Black)) return true;
    wall_open_en_passant = pos.en_passant_square() != NoSquare;
    return false;
  }

  // A position that appeared twice with the opponent to move may return
  // with the next move: it stands no more plies back than the clock counts.
  bool repeat_possible(Color us, int ply, int clock) const {
    return twice_at[~us] >= 0 && ply + 1 - twice_at[~us] <= clock + 1;
  }

  void judge_position(const Position& pos, int ply, int count) {
    const Color us = pos.side_to_move();
    const int clock = pos.halfmove_clock();
    if (automatic_draws) {
      if (count >= 5) {
        ending = Ending{Kind::fivefold_repetition, Law::FivefoldRepetition, ply, Outcome::draw};
        ending_evidence = history.plies_of(history.key_at(ply), ply);
        return;
      }
      // A mate on the move that completes the 75 stands (9.6.2).
      if (clock >= 150 && !pos.is_checkmate()) {
        ending = Ending{Kind::seventy_five_moves, Law::SeventyFiveMoves, ply, Outcome::draw};
        ending_evidence = {ply - clock};
        return;
      }
    }
    Claim& three = threefold[us];
    if (!three.found() && count >= 3) three = {ply, {}, history.plies_of(history.key_at(ply), ply)};
    Claim& fifty_moves = fifty[us];
    if (!fifty_moves.found() && clock >= 100) fifty_moves = {ply, {}, {ply - clock}};
    // By writing the move (9.2.1.1, 9.3.1): only worth a move generation
    // when a position the move could return to has appeared twice already,
    // or the clock stands one short.
    const bool repeat_possible = this->repeat_possible(us, ply, clock);
    if ((three.found() || !repeat_possible) && (fifty_moves.found() || clock != 99)) return;
    for (Move m : MoveList(pos)) {
      const bool resets = type_of(pos.piece_on(m.from())) == Pawn ||
                          (m.kind() != MoveKind::Castling && pos.piece_on(m.to()) != NoPiece);
      if (resets) continue;
      if (!fifty_moves.found() && clock == 99) fifty_moves = {ply, to_san(pos, m), {ply - clock}};
      // After a move of no pawn no en-passant square is set: the key is the
      // repetition key.
      if (!three.found() && repeat_possible) {
        const uint64_t key = pos.key_after(m);
        if (history.count_next(key) >= 2) three = {ply, to_san(pos, m), history.plies_of(key)};
      }
    }
  }
};

namespace {

// Turns what the walk gathered into findings for one game.
class Judge {
 public:
  Judge(GameRecord& game, const GameText& text, const AdjudicationOptions& options, Adjudicator::Walk& walk)
      : game_(game), text_(text), edition_(*options.edition), options_(options), walk_(walk),
        ending_(walk.ending), end_(game.end) {
    recorded_ = outcome_of(!game.result.empty() ? game.result : game.outcome);
    if (!ending_) {
      if (end_.is_checkmate()) ending_ = Ending{Kind::checkmate, Law::Checkmate, plies(), win_for(~end_.side_to_move())};
      else if (end_.is_stalemate()) ending_ = Ending{Kind::stalemate, Law::Stalemate, plies(), Outcome::draw};
      // The final wall gets is_dead's fuller proofs, once a game.
      else if (edition_.dead_position_ends_game && may_be_locked(end_) && is_dead(end_, ProofsOnly))
        ending_ = Ending{Kind::dead_position, Law::DeadPosition, plies(), Outcome::draw};
    }
  }

  void run() {
    report_claims();
    report_ending();
    check_result_records();
    check_flag_fall();
    check_illegal_move_penalty();
    check_premature_draw();
  }

 private:
  int plies() const { return int(game_.moves.size()); }

  // A finding about the position after `ply` plies, located at the move
  // that led to it (or the game's start).
  Finding& add(Kind kind, Severity severity, Law law, int ply) {
    Finding& f = game_.findings.emplace_back();
    f.kind = kind;
    f.severity = severity;
    f.law = law;
    f.ply = ply;
    const size_t offset = ply > 0 ? game_.move_offsets[ply - 1] : 0;
    f.offset = text_.offset + offset;
    f.line = line_at(text_, offset);
    if (ply > 0) {
      f.token = word_at(text_.text, offset);
      // The mover of ply p stood in the position after p - 1 plies; sides
      // alternate from the start (a null move passes the turn too).
      const Color first = game_.start.side_to_move();
      f.side = Color(first ^ ((ply - 1) & 1));
      f.move_number = game_.start.fullmove_number() + (first + ply - 1) / 2;
    }
    return f;
  }

  std::string later(int ply) const {
    const int after = plies() - ply;
    return after == 0 ? std::string("the game ended there")
                       : fmt::format("the game went on for {} more pl{}", after, after == 1 ? "y" : "ies");
  }

  void report_claims() {
    for (Color c : {White, Black}) {
      if (const Claim& t = walk_.threefold[c]; t.found()) {
        Finding& f = add(Kind::threefold_claimable, Severity::info, Law::ThreefoldRepetition, t.ply);
        f.evidence_plies = t.evidence;
        f.message = t.by_writing.empty()
                        ? fmt::format("{} could claim a draw: the position appeared for the third time (plies {}); {}",
                                      name(c), fmt::join(t.evidence, ", "), later(t.ply))
                        : fmt::format("{} could claim a draw by writing {}: it repeats the position of plies {} "
                                      "a third time; {}",
                                      name(c), t.by_writing, fmt::join(t.evidence, ", "), later(t.ply));
      }
      if (const Claim& t = walk_.fifty[c]; t.found()) {
        Finding& f = add(Kind::fifty_move_claimable, Severity::info, Law::FiftyMoves, t.ply);
        f.evidence_plies = t.evidence;
        f.message = fmt::format("{} could claim a draw: {} 50 moves by each player without a capture or pawn move "
                                "since ply {}; {}",
                                name(c), t.by_writing.empty() ? "the last" : "writing " + t.by_writing + " completes",
                                t.evidence.front(), later(t.ply));
      }
    }
  }

  void report_ending() {
    if (!ending_) return;
    const Ending& e = *ending_;
    const bool ran_past = e.ply < plies();
    Finding& f = add(e.kind, ran_past ? Severity::error : Severity::info, e.law, e.ply);
    f.evidence_plies = walk_.ending_evidence;
    if (e.kind == Kind::checkmate) {
      f.message = fmt::format(FMT_COMPILE("checkmate: {} wins"), name(~end_.side_to_move()));
    } else if (e.kind == Kind::stalemate) {
      f.message = fmt::format(FMT_COMPILE("stalemate: {} has no legal move and is not in check; a draw"),
                              name(end_.side_to_move()));
    } else if (e.kind == Kind::dead_position) {
      f.message = "a dead position: neither side can checkmate by any sequence of legal moves; the game is drawn";
    } else if (e.kind == Kind::fivefold_repetition) {
      f.message = fmt::format(FMT_COMPILE("the position appeared for the fifth time (plies {}): the game is drawn"),
                              fmt::join(walk_.ending_evidence, ", "));
    } else {
      f.message = fmt::format(
          FMT_COMPILE("75 moves by each player without a capture or pawn move since ply {}: the game is drawn"),
          walk_.ending_evidence.front());
    }
    if (ran_past) f.message += fmt::format(FMT_COMPILE("; the {} later plies are void"), plies() - e.ply);
  }

  // The result tag, the movetext's result and the board must agree.
  void check_result_records() {
    const Outcome tag = outcome_of(game_.result), token = outcome_of(game_.outcome);
    if (!game_.result.empty() && !game_.outcome.empty() && game_.result != game_.outcome) {
      Finding& f = add(Kind::result_mismatch, Severity::error, Law::ResultRecord, plies());
      f.message = fmt::format("the Result tag says {} but the moves end with {}", game_.result, game_.outcome);
    }
    if (!ending_) return;
    const Outcome recorded = tag != Outcome::unknown ? tag : token;
    const std::string_view written = !game_.result.empty() ? game_.result : game_.outcome;
    if (recorded == ending_->result) return;
    if (recorded == Outcome::unknown && written != "*" && !written.empty()) return;
    Finding& f = add(Kind::result_mismatch, recorded == Outcome::unknown ? Severity::warning : Severity::error,
                     ending_->law, ending_->ply);
    f.message = fmt::format("the result is recorded as {} but the game ended {} by {}: {}",
                            written.empty() ? "nothing" : written, ending_->ply < plies() ? "earlier" : "on the board",
                            ending_name(ending_->kind), result_text(ending_->result));
    f.candidates = {std::string(result_text(ending_->result))};
  }

  static std::string_view ending_name(Kind k) {
    if (k == Kind::checkmate) return "checkmate";
    if (k == Kind::stalemate) return "stalemate";
    if (k == Kind::fivefold_repetition) return "fivefold repetition";
    if (k == Kind::seventy_five_moves) return "the 75-move rule";
    return "a dead position";
  }

  // 6.9: the player whose flag falls loses, unless the opponent cannot mate
  // by any sequence of legal moves: then it is a draw. The one-sided
  // question: can the side with time left mate, whatever the other has; on
  // the board the flag fell on, which a replay that stopped did not reach.
  void check_flag_fall() {
    if (!edition_.flag_fall_draw_if_cannot_mate || ending_ || game_.stopped || !ended_on_time(game_.termination))
      return;
    if (recorded_ == Outcome::draw) return check_draw_on_time();
    if (recorded_ != Outcome::white_wins && recorded_ != Outcome::black_wins) return;
    const Color winner = recorded_ == Outcome::white_wins ? White : Black;
    if (!may_lack_mating_force(end_, winner) ||
        can_checkmate(end_, winner, FlagFallBudget).winnable != Winnable::no)
      return;
    Finding& f = add(Kind::timeout_should_be_draw, Severity::error, Law::FlagFallCannotMate, plies());
    f.message = fmt::format("{} lost on time, but {} cannot checkmate by any sequence of legal moves{}: the game "
                            "is drawn",
                            name(~winner), name(winner), bare_king(winner));
    f.candidates = {"1/2-1/2"};
  }

  // A draw on time: the flag that fell is that of the player to move (the
  // clock running when the game stopped), and the draw is right only when
  // the opponent cannot mate.
  void check_draw_on_time() {
    const Color flagged = end_.side_to_move(), opponent = ~flagged;
    const MateAnalysis mate = can_checkmate(end_, opponent);
    if (mate.winnable == Winnable::no) {
      Finding& f = add(Kind::timeout_draw, Severity::info, Law::FlagFallCannotMate, plies());
      f.message = fmt::format("{}'s flag fell ({} to move), but {} cannot checkmate by any sequence of legal "
                              "moves{}: a draw, as recorded",
                              name(flagged), name(flagged), name(opponent), bare_king(opponent));
    } else if (mate.winnable == Winnable::yes) {
      Finding& f = add(Kind::result_mismatch, Severity::error, Law::FlagFallCannotMate, plies());
      f.message = fmt::format("the game is recorded as a draw on time, but the flag that fell is {}'s ({} to move) "
                              "and {} can still checkmate (a mate {} plies away with both sides' help): {} wins",
                              name(flagged), name(flagged), name(opponent), mate.helpmate.size(), name(opponent));
      f.candidates = {std::string(result_text(win_for(opponent)))};
    }
  }

  std::string_view bare_king(Color side) const {
    return end_.pieces(side) == end_.pieces(side, King) ? " (a bare king)" : "";
  }

  // The time class the game was played at: the one the options force, else
  // the one its TimeControl tag gives, else standard.
  TimeClass time_class() const {
    if (options_.time_class) return *options_.time_class;
    if (auto minutes = minutes_for_60_moves(game_.time_control)) return edition_.time_class(*minutes);
    return TimeClass::standard;
  }

  // The edition decides, by the time class, how many completed illegal moves
  // lose; most games have none, and their TimeControl tag is not read.
  void check_illegal_move_penalty() {
    const auto on_board = [](const Finding& f) { return f.kind == Kind::illegal_move && !f.in_variation; };
    if (std::ranges::none_of(game_.findings, on_board)) return;
    const TimeClass time_class = this->time_class();
    const int limit = edition_.illegal_moves_to_lose(time_class);
    if (limit == 0) return;
    std::array<int, 2> count = {0, 0};
    for (size_t i = 0, n = game_.findings.size(); i < n; ++i) {
      if (!on_board(game_.findings[i]) || ++count[game_.findings[i].side] != limit) continue;
      const Finding illegal = game_.findings[i];  // a copy: emplace_back may move the findings
      Finding& f = game_.findings.emplace_back(illegal);
      f.kind = Kind::illegal_move_penalty;
      f.severity = Severity::error;
      f.law = Law::IllegalMovePenalty;
      f.candidates = {std::string(result_text(win_for(~illegal.side)))};
      f.evidence_plies = {illegal.ply};
      f.message = fmt::format("{} completed illegal move number {} here: under {} ({} play) that loses the game",
                              name(illegal.side), limit, edition_.title, time_class_name(time_class));
    }
  }

  // FIDE's 1964 interpretation: a draw agreed before move 30 (by default)
  // may contradict the principles against premature draws. A replay that
  // stopped does not count the game's moves.
  void check_premature_draw() {
    if (recorded_ != Outcome::draw || ending_ || game_.stopped || walk_.threefold[end_.side_to_move()].ply == plies() ||
        walk_.fifty[end_.side_to_move()].ply == plies())
      return;
    const int moves = end_.fullmove_number() - (end_.side_to_move() == White ? 1 : 0);
    if (moves >= options_.min_draw_moves) return;
    Finding& f = add(Kind::premature_draw, Severity::warning, Law::PrematureDraw, plies());
    f.message = fmt::format("a draw after {} move{} with no rule ending the game: agreed before move {}", moves,
                            moves == 1 ? "" : "s", options_.min_draw_moves);
  }

  GameRecord& game_;
  const GameText& text_;
  const Edition& edition_;
  const AdjudicationOptions& options_;
  Adjudicator::Walk& walk_;
  std::optional<Ending> ending_;
  const Position& end_;
  Outcome recorded_ = Outcome::unknown;
};

}  // namespace

Adjudicator::Adjudicator(const AdjudicationOptions& options) : options_(options), walk_(std::make_unique<Walk>()) {
  walk_->automatic_draws = options.edition->automatic_draws;
  walk_->dead_position_ends_game = options.edition->dead_position_ends_game;
}

Adjudicator::~Adjudicator() = default;

void Adjudicator::position(const Position& pos, int ply) {
  // A game read again in another notation starts over; a new game finds the
  // walk as finish() left it, fresh.
  if (ply == 0 && walk_->history.size() > 0) walk_->reset();
  walk_->follow(pos, ply);
}

void Adjudicator::finish(GameRecord& game, const GameText& text) {
  if (game.replayed) {
    Judge(game, text, options_, *walk_).run();
    sort_by_offset(game.findings);
  }
  walk_->reset();
}

}  // namespace arbiter
