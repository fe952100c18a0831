#include "validate/move_explanation.h"

#include <algorithm>
#include <fmt/format.h>

#include "notation/explain.h"
#include "notation/move_text_query.h"
#include "notation/ocr.h"
#include "notation/san.h"
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
    case Illegality::PromotionWrongRank:
    case Illegality::PromotionPiece: return Law::Promotion;
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

bool exposes_king(Illegality reason) {
  return reason == Illegality::Pinned || reason == Illegality::LeavesKingInCheck ||
         reason == Illegality::KingIntoCheck;
}

}  // namespace

std::string candidate(const MoveReader& reader, const Board& board, Move m) {
  const std::string san = to_san(board.pos, m);
  if (reader.notation() == Notation{}) return san;
  const std::string written = reader.write(board, m);
  return written == san ? san : written + " (" + san + ")";
}

IllegalMove explain_illegal(const MoveReader& reader, const Board& board, const MoveList& legal,
                            const MoveReader::Reading& reading, std::string_view token) {
  const std::optional<MoveQuery> query = move_text_query(board, reading);
  std::optional<Explanation> why;
  if (query) why = explain_no_match(board.pos, legal, *query);
  IllegalMove out;
  if (why) out.law = law_of(why->reason, query->piece);
  out.message = why ? "illegal move — " + why->detail : "illegal move — no legal move fits '" + shown(token) + "'";
  if (!(reader.notation() == Notation{})) out.message += " (read as " + reader.notation().description() + ")";
  // Descriptive notation's slips (the other wing, a rank counted from the
  // other side) name the moves meant better than the closest ones.
  const std::vector<NearReading> near = reader.near(board, reading);
  if (!near.empty()) out.message += fmt::format("; one slip away: {}", near.front().slip);
  for (const NearReading& r : near) out.candidates.push_back(candidate(reader, board, r.move));
  if (near.empty() && why)
    for (Move m : why->closest) out.candidates.push_back(candidate(reader, board, m));
  if (why && exposes_king(why->reason))
    if (const std::vector<Move> made = pseudo_legal_matches(board.pos, *query); made.size() == 1)
      out.made_on_the_board = made[0];
  return out;
}

AmbiguousMove explain_ambiguity(const MoveReader& reader, const Board& board, std::span<const Move> fits,
                                std::span<const MoveWord> rest) {
  AmbiguousMove out;
  for (Move m : fits) out.candidates.push_back(candidate(reader, board, m));
  std::sort(out.candidates.begin(), out.candidates.end());
  out.message = fmt::format("ambiguous move — {} legal moves fit", fits.size());
  if (rest.empty()) return out;
  const Continuation c = best_continuations(reader, board, fits, rest);
  if (c.fitting.size() == 1 && c.reach > 0) {
    out.message += fmt::format("; only {} lets the rest of the record be played ({} of the {} words after it)",
                               candidate(reader, board, c.fitting[0]), c.reach, rest.size());
    out.message += "; the replay goes on with it";
    out.settled = c.fitting[0];
  } else if (c.fitting.size() < fits.size() && c.reach > 0) {
    out.message += fmt::format("; of them, {} let the rest of the record be played", c.fitting.size());
  }
  return out;
}

namespace {

// "White's move 30" for the ply `board` is to play and `plies - 1` after it:
// "White's move 30 to Black's move 34", "Black's move 29 and White's move 30".
std::string plies_named(const Position& pos, int plies) {
  const auto name = [](int ply_from_white) {
    return fmt::format("{}'s move {}", ply_from_white % 2 ? "Black" : "White", ply_from_white / 2);
  };
  const int first = 2 * pos.fullmove_number() + (pos.side_to_move() == Black);
  if (plies == 1) return name(first);
  return fmt::format("{} {} {}", name(first), plies == 2 ? "and" : "to", name(first + plies - 1));
}

}  // namespace

UnrecordedMoves explain_unrecorded(const MoveReader& reader, const Board& board, int plies,
                                   std::span<const MoveWord> rest) {
  UnrecordedMoves out;
  out.message = fmt::format("moves not recorded — {} ({} {})", plies_named(board.pos, plies), plies,
                            plies == 1 ? "ply" : "plies");
  const std::string_view them = plies == 1 ? "it" : "them";
  if (rest.empty()) {
    out.message += fmt::format("; no move is recorded after {}: the record ends before {}", them, them);
    return out;
  }
  if (plies > MaxGapSearched) {
    out.message += fmt::format("; too many to find again from the moves recorded after {}; the replay stops here",
                               them);
    return out;
  }
  const GapFill fill = fill_gap(reader, board, plies, rest);
  const std::string next = shown(rest.front().text);
  if (fill.reach == 0) {
    out.message += plies == 1 ? fmt::format("; no legal move in its place lets '{}' be played after it; the replay "
                                            "stops here",
                                            next)
                              : fmt::format("; no {} legal moves in their place let '{}' be played after them; the "
                                            "replay stops here",
                                            plies, next);
    return out;
  }
  if (fill.lines == 1 && !fill.cut) {
    Board b = board;
    std::string line;  // "12... PxP (exf3) 13. PxP (gxf3)"
    for (const Move m : fill.first) {
      out.candidates.push_back(candidate(reader, b, m));
      const int number = b.pos.fullmove_number();
      if (b.pos.side_to_move() == White) line += fmt::format("{}{}. ", line.empty() ? "" : " ", number);
      else if (line.empty()) line += fmt::format("{}... ", number);
      else line += ' ';
      line += out.candidates.back();
      reader.play(b, m);
    }
    out.settled = fill.first;
    out.message += fmt::format("; only {} lets the rest of the record be played ({} of the {} words from '{}'); the "
                               "replay goes on with {}",
                               line, fill.reach, rest.size(), next, plies == 1 ? "it" : "them");
    return out;
  }
  out.message += fill.cut ? fmt::format("; more lines of play fit than are tried ({} positions); the replay stops "
                                        "here",
                                        GapNodes)
                          : fmt::format("; {} lines of play let as much of the record be played ({} of the {} words "
                                        "from '{}'), so the record does not tell which; the replay stops here",
                                        fill.lines, fill.reach, rest.size(), next);
  return out;
}

std::optional<OcrReading> ocr_reading(const MoveReader& reader, const Board& board, std::string_view damaged,
                                      std::span<const MoveWord> rest) {
  std::vector<std::pair<std::string, Move>> fits;
  MoveReader::Reading r;
  for (const std::string& w : ocr_readings(damaged)) {
    reader.read(board, w, r);
    if (r.word != MoveReader::Word::move || r.moves.size() != 1) continue;
    if (std::none_of(fits.begin(), fits.end(), [&](const auto& fit) { return fit.second == r.moves[0]; }))
      fits.emplace_back(w, r.moves[0]);
  }
  if (fits.empty()) return std::nullopt;
  OcrReading out;
  std::vector<std::string> said;
  for (const auto& [w, m] : fits) {
    said.push_back(w);
    out.candidates.push_back(candidate(reader, board, m));
  }
  out.message = fmt::format("; OCR: did you mean {}?", fmt::join(said, " or "));
  size_t chosen = 0;
  if (fits.size() > 1) {
    // As for an ambiguous move: the moves after it may tell.
    std::vector<Move> moves;
    for (const auto& [w, m] : fits) moves.push_back(m);
    const Continuation c = best_continuations(reader, board, moves, rest);
    if (c.fitting.size() != 1 || c.reach == 0) return out;
    while (fits[chosen].second != c.fitting[0]) ++chosen;
    out.message += fmt::format(" Only {} lets the rest of the record be played.", fits[chosen].first);
  }
  out.message += fmt::format(" The replay goes on as if {} were written", fits[chosen].first);
  out.chosen = fits[chosen].second;
  return out;
}

}  // namespace arbiter
