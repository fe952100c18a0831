#include "adjudicate/sealed.h"

#include <algorithm>

#include "adjudicate/winnable.h"
#include "core/movegen.h"
#include "notation/explain.h"
#include "notation/move_text_query.h"
#include "notation/ocr.h"
#include "notation/san.h"

namespace arbiter {

namespace {

constexpr const char* PieceNames[] = {"piece", "pawn", "knight", "bishop", "rook", "queen", "king"};

// A piece that moves by its rules, with a clear path, is stopped only by
// king safety: the text is illegal rather than impossible.
bool only_because_of_check(Illegality r) {
  switch (r) {
    case Illegality::Pinned:
    case Illegality::LeavesKingInCheck:
    case Illegality::KingIntoCheck:
    case Illegality::CastlingOutOfCheck:
    case Illegality::CastlingThroughCheck: return true;
    default: return false;
  }
}

void add_unique(std::vector<Move>& moves, Move m) {
  if (std::find(moves.begin(), moves.end(), m) == moves.end()) moves.push_back(m);
}

// The squares seen from the other wing (a-file for h-file), from the other
// side of the board (rank 1 for rank 8), or both.
Bitboard mirror_files(Bitboard b) {
  b = ((b >> 1) & 0x5555555555555555ULL) | ((b & 0x5555555555555555ULL) << 1);
  b = ((b >> 2) & 0x3333333333333333ULL) | ((b & 0x3333333333333333ULL) << 2);
  return ((b >> 4) & 0x0F0F0F0F0F0F0F0FULL) | ((b & 0x0F0F0F0F0F0F0F0FULL) << 4);
}
Bitboard mirror_ranks(Bitboard b) { return __builtin_bswap64(b); }
Bitboard rotated(Bitboard b) { return mirror_files(mirror_ranks(b)); }

MoveQuery transformed(MoveQuery q, Bitboard (*f)(Bitboard)) {
  if (q.from != AllSquares) q.from = f(q.from);
  if (q.to != AllSquares) q.to = f(q.to);
  return q;
}

class Judge {
 public:
  Judge(const SealedCase& c, const Edition& edition) : case_(c), edition_(edition), board_(c.before) {}

  SealedJudgement run() {
    read_every_notation();
    classify();
    if (j_.verdict == SealedVerdict::illegal || j_.verdict == SealedVerdict::impossible) {
      search_slips();
      find_evident();
    }
    decide();
    compose_message();
    return std::move(j_);
  }

 private:
  std::vector<Notation> notations() const {
    if (case_.notation) return {*case_.notation};
    const auto all = readable_notations();
    return {all.begin(), all.end()};
  }

  void read_every_notation() {
    for (const Notation& n : notations()) {
      const MoveReader reader(n);
      MoveReader::Reading r;
      reader.read(board_, case_.written, r);
      if (r.word != MoveReader::Word::move) continue;
      NotationReading out{n, SealedVerdict::valid, {r.moves.begin(), r.moves.end()}, {}};
      if (r.moves.size() > 1) out.verdict = SealedVerdict::ambiguous;
      if (r.moves.empty()) explain(r, out);
      j_.readings.push_back(std::move(out));
      raw_.push_back(std::move(r));
    }
  }

  void explain(const MoveReader::Reading& r, NotationReading& out) const {
    out.verdict = SealedVerdict::impossible;
    const std::optional<MoveQuery> query = move_text_query(board_, r);
    if (!query) {
      out.reason = "the text names no square";
      return;
    }
    const Explanation e = explain_no_match(board_.pos, MoveList(board_.pos), *query);
    if (only_because_of_check(e.reason)) out.verdict = SealedVerdict::illegal;
    out.reason = e.detail;
  }

  // The notation that reads the text best (valid, then ambiguous, illegal,
  // impossible; among equals the commoner) decides; the others are told
  // where they give the text another meaning.
  void classify() {
    if (j_.readings.empty()) return;
    size_t best = 0;
    for (size_t i = 1; i < j_.readings.size(); ++i)
      if (j_.readings[i].verdict < j_.readings[best].verdict) best = i;
    std::rotate(j_.readings.begin(), j_.readings.begin() + best, j_.readings.begin() + best + 1);
    std::rotate(raw_.begin(), raw_.begin() + best, raw_.begin() + best + 1);
    j_.verdict = j_.readings[0].verdict;
    j_.matches = j_.readings[0].matches;
  }

  void add_evidence(Move m, std::string slip, const Notation& n) {
    for (const Evidence& e : j_.evidence)
      if (e.move == m && e.slip == slip) return;
    j_.evidence.push_back({m, std::move(slip), n});
  }

  // The slips that lead from what was written to a legal move: the other
  // wing (descriptive), the rank counted from the other side, a misread
  // character, and the only legal move of the piece named.
  void search_slips() {
    for (size_t i = 0; i < raw_.size(); ++i) {
      const MoveReader reader(j_.readings[i].notation);
      const Notation& n = reader.notation();
      for (const NearReading& near : reader.near(board_, raw_[i])) add_evidence(near.move, std::string(near.slip), n);
      const std::optional<MoveQuery> query = move_text_query(board_, raw_[i]);
      if (!query) continue;
      if (raw_[i].san) algebraic_slips(*query, n);
      only_move_of_piece(*query, n);
    }
    misread_characters();
  }

  void algebraic_slips(const MoveQuery& q, const Notation& n) {
    if (q.castle) {
      MoveQuery other = q;
      other.castle = *q.castle == KingSide ? QueenSide : KingSide;
      for (Move m : Matches(board_.pos, other)) add_evidence(m, "castling on the other side", n);
      return;
    }
    // Algebraic squares have no wings; a writer used to counting from his
    // own side counts the rank wrong, or reads the whole board turned round.
    for (Move m : Matches(board_.pos, transformed(q, mirror_ranks)))
      add_evidence(m, "the rank counted from the other side", n);
    for (Move m : Matches(board_.pos, transformed(q, rotated)))
      add_evidence(m, "the board seen from the other side", n);
  }

  void only_move_of_piece(const MoveQuery& q, const Notation& n) {
    if (q.piece == NoPieceType) return;
    const Bitboard pieces = board_.pos.pieces(board_.pos.side_to_move(), q.piece) & q.from;
    if (!pieces) return;
    std::vector<Move> moves;
    for (Move m : MoveList(board_.pos))
      if (pieces & square_bb(m.from())) moves.push_back(m);
    if (moves.size() == 1)
      add_evidence(moves[0], std::string("the only legal move of the ") + PieceNames[q.piece], n);
  }

  // A character misread, as ocr.h knows them (1 for I, D for O, K for R...),
  // that makes the text one legal move.
  void misread_characters() {
    for (const std::string& word : ocr_readings(case_.written))
      for (const Notation& n : notations()) {
        const MoveReader reader(n);
        MoveReader::Reading r;
        reader.read(board_, word, r);
        if (r.word == MoveReader::Word::move && r.moves.size() == 1)
          add_evidence(r.moves[0], "a misread character: " + word, n);
      }
  }

  // The intention is evident when all the evidence points to one move, and
  // more than a neighbouring file (alone a guess) points to it.
  void find_evident() {
    std::vector<Move> moves;
    bool strong = false;
    for (const Evidence& e : j_.evidence) {
      add_unique(moves, e.move);
      strong |= e.slip != "a neighbouring file";
    }
    if (moves.size() == 1 && strong) j_.evident = moves[0];
  }

  // What the sealed move, once played, does to the game.
  std::optional<std::pair<SealedOutcome, Law>> ends_game(Move m) const {
    Position after = case_.before.pos;
    after.play(m);
    if (after.is_checkmate()) return std::pair{SealedOutcome::sealer_wins, Law::Checkmate};
    if (after.is_stalemate()) return std::pair{SealedOutcome::drawn, Law::Stalemate};
    if (edition_.dead_position_ends_game && is_dead(after)) return std::pair{SealedOutcome::drawn, Law::DeadPosition};
    return std::nullopt;
  }

  void set(SealedOutcome o, Law rule) { j_.outcome = o, j_.rule = rule; }

  // A flag that had fallen decided the game before the envelope was sealed.
  bool decided_on_time() {
    if (!case_.flag_fallen) return false;
    const Color loser = *case_.flag_fallen;
    const Color sealer = case_.before.pos.side_to_move();
    const bool winner_cannot_mate = edition_.flag_fall_draw_if_cannot_mate &&
                                    can_checkmate(case_.before.pos, ~loser).winnable == Winnable::no;
    if (winner_cannot_mate) set(SealedOutcome::drawn, Law::AdjournedGameDecided);
    else set(loser == sealer ? SealedOutcome::sealer_loses : SealedOutcome::sealer_wins, Law::AdjournedGameDecided);
    return true;
  }

  void decide() {
    if (decided_on_time()) return;
    if (edition_.dead_position_ends_game && is_dead(case_.before.pos))
      return set(SealedOutcome::drawn, Law::DeadPosition);
    switch (j_.verdict) {
      case SealedVerdict::valid:
        if (const auto end = ends_game(j_.matches[0])) return set(end->first, end->second);
        return set(SealedOutcome::continues, Law::SealedMove);
      case SealedVerdict::ambiguous: {
        // Every reading ends the game alike: the text decides it whatever it meant.
        const auto first = ends_game(j_.matches[0]);
        const bool alike = first && std::all_of(j_.matches.begin(), j_.matches.end(), [&](Move m) {
          const auto end = ends_game(m);
          return end && end->first == first->first;
        });
        if (alike) return set(first->first, first->second);
        return set(SealedOutcome::sealer_loses, Law::SealedMove);
      }
      default:
        if (j_.evident && edition_.has(Law::EvidentIntention))
          return set(SealedOutcome::corrected, Law::EvidentIntention);
        return set(SealedOutcome::sealer_loses, Law::SealedMove);
    }
  }

  // "A6D (Bd6)": a move in the notation the text was read in, and in SAN.
  std::string written(Move m, const Notation& n) const {
    const std::string san = to_san(case_.before.pos, m);
    const std::string own = MoveReader(n).write(board_, m);
    return own == san ? san : own + " (" + san + ")";
  }
  std::string written(Move m) const {
    return written(m, j_.readings.empty() ? readable_notations()[0] : j_.readings[0].notation);
  }
  std::string list(const std::vector<Move>& moves) const {
    std::string out;
    for (Move m : moves) out += (out.empty() ? "" : ", ") + written(m);
    return out;
  }

  std::string what_the_text_denotes() const {
    const std::string text = "\"" + case_.written + "\"";
    if (j_.readings.empty())
      return text + " is no move " + (case_.notation ? "in " + case_.notation->description() : "in any notation read");
    const NotationReading& first = j_.readings[0];
    std::string out = text + " read as " + first.notation.description();
    // Another meaning in English or Spanish (the languages of FIDE's texts
    // and of the seeds) is worth an appeal's attention; the letters of every
    // other language would make nearly every text mean something else.
    for (size_t i = 1; i < j_.readings.size(); ++i)
      if (!j_.readings[i].matches.empty() && j_.readings[i].matches != first.matches &&
          (j_.readings[i].notation.language->code == "en" || j_.readings[i].notation.language->code == "es"))
        out += " (" + j_.readings[i].notation.description() + " reads another meaning: " +
               std::string(verdict_name(j_.readings[i].verdict)) + ", " + list(j_.readings[i].matches) + ")";
    switch (j_.verdict) {
      case SealedVerdict::valid: return out + " denotes one legal move, " + written(j_.matches[0]);
      case SealedVerdict::ambiguous:
        return out + " denotes " + std::to_string(j_.matches.size()) + " legal moves: " + list(j_.matches);
      case SealedVerdict::illegal:
        return out + " denotes no legal move: " + first.reason + "; illegal only because of check";
      default: return out + " denotes no legal move: " + first.reason;
    }
  }

  std::string evidence_said() const {
    if (j_.evidence.empty()) return j_.verdict == SealedVerdict::valid || j_.verdict == SealedVerdict::ambiguous
                                        ? ""
                                        : " No slip leads to a legal move.";
    std::string out = " Evidence: ";
    for (size_t i = 0; i < j_.evidence.size(); ++i)
      out += (i ? "; " : "") + written(j_.evidence[i].move, j_.evidence[i].notation) + ", " + j_.evidence[i].slip;
    out += j_.evident ? ". The intention is evident: " + written(*j_.evident) + "."
                      : ". The evidence points to no single move.";
    return out;
  }

  std::string outcome_said() const {
    const std::string sealer = case_.before.pos.side_to_move() == White ? "White" : "Black";
    switch (j_.outcome) {
      case SealedOutcome::continues: return " The game goes on with it.";
      case SealedOutcome::corrected:
        return " The arbiter corrects the sealed move to " + written(*j_.evident) + " and the game goes on.";
      case SealedOutcome::sealer_wins: return " " + sealer + ", who sealed, wins the game.";
      case SealedOutcome::drawn: return " The game is drawn.";
      default:
        return " " + sealer + ", who sealed, loses the game" +
               (j_.evident ? " (the evident reading is information for an appeal: this edition corrects no"
                             " sealed move)."
                           : ".");
    }
  }

  void compose_message() { j_.message = what_the_text_denotes() + "." + evidence_said() + outcome_said(); }

  const SealedCase& case_;
  const Edition& edition_;
  Board board_;
  std::vector<MoveReader::Reading> raw_;  // parallel to j_.readings
  SealedJudgement j_;
};

}  // namespace

std::string_view verdict_name(SealedVerdict v) {
  constexpr std::string_view Names[] = {"valid", "ambiguous", "illegal", "impossible"};
  return Names[size_t(v)];
}

std::string_view outcome_name(SealedOutcome o) {
  constexpr std::string_view Names[] = {"continues", "corrected", "sealer_loses", "sealer_wins", "drawn"};
  return Names[size_t(o)];
}

SealedJudgement judge_sealed(const SealedCase& c, const Edition& edition) { return Judge(c, edition).run(); }

}  // namespace arbiter
