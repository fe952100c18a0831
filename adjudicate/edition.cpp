#include "adjudicate/edition.h"

namespace arbiter {

namespace {

using Articles = std::array<std::string_view, size_t(Law::Count)>;

constexpr void set(Articles& a, Law law, std::string_view article) { a[size_t(law)] = article; }

// Articles 3.1 to 3.7, numbered alike in 2009 and 2023.
constexpr void pieces_move_as_in_article_3(Articles& a) {
  set(a, Law::OccupiedByOwnPiece, "3.1");
  set(a, Law::BishopMove, "3.2");
  set(a, Law::RookMove, "3.3");
  set(a, Law::QueenMove, "3.4");
  set(a, Law::NoJumping, "3.5");
  set(a, Law::KnightMove, "3.6");
  set(a, Law::PawnMove, "3.7");
}

// The Laws of Chess in force from 1 January 2023 (numbering as in 2018).
constexpr Edition fide_2023() {
  Edition e{"fide-2023", "FIDE 2023", {}};
  Articles& a = e.articles;
  pieces_move_as_in_article_3(a);
  // 2009's 3.7.d and 3.7.e, numbered as their paragraphs: 3.7.4.1-2 and 3.7.5.1-3.
  set(a, Law::EnPassant, "3.7.4.2");
  set(a, Law::Promotion, "3.7.5.1");
  set(a, Law::KingMove, "3.8.1");
  set(a, Law::CastlingRightLost, "3.8.2.1");
  set(a, Law::CastlingPrevented, "3.8.2.2");
  set(a, Law::KingLeftInCheck, "3.9.2");
  set(a, Law::LegalMove, "3.10.1");
  set(a, Law::Checkmate, "5.1.1");
  set(a, Law::Stalemate, "5.2.1");
  set(a, Law::Recording, "8.1.1, Appendix C");
  set(a, Law::Disambiguation, "Appendix C.10");
  set(a, Law::SetupPosition, "3.10.3");
  set(a, Law::ThreefoldRepetition, "9.2");
  set(a, Law::FiftyMoves, "9.3");
  set(a, Law::FivefoldRepetition, "9.6.1");
  set(a, Law::SeventyFiveMoves, "9.6.2");
  set(a, Law::DeadPosition, "5.2.2, 9.6");
  set(a, Law::FlagFallCannotMate, "6.9");
  set(a, Law::IllegalMovePenalty, "7.5.5");
  set(a, Law::PrematureDraw, "FIDE interpretation of Art. 18.1 (1964)");
  set(a, Law::ResultRecord, "8.7, 11.1");
  set(a, Law::TimeTroubleRecording, "8.4, 8.5");
  set(a, Law::ClockAdjustment, "6.11.4");
  set(a, Law::SealedMove, "Guidelines I.8");
  set(a, Law::AdjournedGameDecided, "Guidelines I.10");
  e.automatic_draws = true;
  e.dead_position_ends_game = true;
  e.flag_fall_draw_if_cannot_mate = true;
  e.illegal_moves_that_lose = {2, 2, 2};  // 7.5.5; Appendices A.4 and B apply it to rapid and blitz
  return e;
}

// The Laws in force from 1 July 2009 (seed 002).
constexpr Edition fide_2009() {
  Edition e{"fide-2009", "FIDE 2009", {}};
  Articles& a = e.articles;
  pieces_move_as_in_article_3(a);
  set(a, Law::EnPassant, "3.7.d");
  set(a, Law::Promotion, "3.7.e");
  set(a, Law::KingMove, "3.8.a");
  set(a, Law::CastlingRightLost, "3.8.b.1");
  set(a, Law::CastlingPrevented, "3.8.b.2");
  set(a, Law::KingLeftInCheck, "3.9");
  set(a, Law::LegalMove, "4.6");
  set(a, Law::Checkmate, "5.1.a");
  set(a, Law::Stalemate, "5.2.a");
  set(a, Law::Recording, "8.1, Appendix C");
  set(a, Law::Disambiguation, "Appendix C.10");
  set(a, Law::SetupPosition, "7.4");
  set(a, Law::ThreefoldRepetition, "9.2");
  set(a, Law::FiftyMoves, "9.3");
  set(a, Law::DeadPosition, "5.2.b, 9.6");
  set(a, Law::FlagFallCannotMate, "6.9");
  set(a, Law::IllegalMovePenalty, "7.4.b");
  set(a, Law::PrematureDraw, "FIDE interpretation of Art. 18.1 (1964)");
  set(a, Law::ResultRecord, "8.7, 11.1");
  set(a, Law::TimeTroubleRecording, "8.4, 8.5");
  set(a, Law::ClockAdjustment, "6.13");
  set(a, Law::SealedMove, "Guidelines A8");
  set(a, Law::AdjournedGameDecided, "Guidelines A10");
  e.dead_position_ends_game = true;
  e.flag_fall_draw_if_cannot_mate = true;
  // 7.4.b: the third illegal move loses. In rapid and blitz (A.4.b, B.5)
  // the first completed illegal move loses once the opponent claims it.
  e.illegal_moves_that_lose = {3, 1, 1};
  e.blitz_up_to = 15;
  return e;
}

// The 1966 code (seeds 000 and 001): no dead-position rule, no automatic
// draws, and an illegal move is only taken back (Art. IX-1).
constexpr Edition fide_1966() {
  Edition e{"fide-1966", "FIDE 1966", {}};
  Articles& a = e.articles;
  set(a, Law::OccupiedByOwnPiece, "Art. V-1");
  set(a, Law::BishopMove, "Art. VI");
  set(a, Law::RookMove, "Art. VI");
  set(a, Law::QueenMove, "Art. VI");
  set(a, Law::NoJumping, "Art. V-2");
  set(a, Law::KnightMove, "Art. VI");
  set(a, Law::PawnMove, "Art. VI");
  set(a, Law::EnPassant, "Art. VI");
  set(a, Law::Promotion, "Art. VI");
  set(a, Law::KingMove, "Art. VI");
  set(a, Law::CastlingRightLost, "Art. VI");
  set(a, Law::CastlingPrevented, "Art. VI");
  set(a, Law::KingLeftInCheck, "Art. X-2");
  set(a, Law::LegalMove, "Art. IX-1");
  set(a, Law::Checkmate, "Art. XI-1");
  set(a, Law::Stalemate, "Art. XII-1");
  set(a, Law::Recording, "Art. XIII-1, Supplement 1");
  set(a, Law::Disambiguation, "Supplement 1");
  set(a, Law::SetupPosition, "Art. IX-4");
  set(a, Law::ThreefoldRepetition, "Art. XII-3");
  set(a, Law::FiftyMoves, "Art. XII-4");
  set(a, Law::PrematureDraw, "FIDE interpretation of Art. 18.1 (1964)");
  set(a, Law::ResultRecord, "Art. XI, XII");
  set(a, Law::TimeTroubleRecording, "Art. XIII-2");
  set(a, Law::ClockAdjustment, "Art. XIV-7");
  set(a, Law::SealedMove, "Art. XVII-3");
  set(a, Law::EvidentIntention, "Art. XVII-3 (1965 amendment), commentary");
  set(a, Law::AdjournedGameDecided, "Art. XVII-2, commentary");
  return e;
}

constexpr std::array All{fide_2023(), fide_2009(), fide_1966()};

}  // namespace

std::string Edition::cite(Law law) const {
  if (law == Law::PgnSyntax) return "PGN Standard (1994) 8";
  if (law == Law::PgnCharacterSet) return "PGN Standard (1994) 4.1";
  const std::string_view article = articles[size_t(law)];
  if (article.empty()) return "";
  if (article.rfind("FIDE", 0) == 0) return std::string(article);  // an interpretation, not an article
  return std::string(title) + " " + std::string(article);
}

TimeClass Edition::time_class(double minutes) const {
  if (minutes <= blitz_up_to) return TimeClass::blitz;
  if (minutes < rapid_below) return TimeClass::rapid;
  return TimeClass::standard;
}

std::span<const Edition> editions() { return All; }

const Edition* find_edition(std::string_view id) {
  for (const Edition& e : All)
    if (e.id == id) return &e;
  return nullptr;
}

const Edition& default_edition() { return All[0]; }

}  // namespace arbiter
