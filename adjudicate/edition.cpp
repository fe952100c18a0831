#include "adjudicate/edition.h"

namespace arbiter {

namespace {

// The Laws of Chess in force from 1 January 2023 (numbering as in 2018).
constexpr Edition fide_2023() {
  Edition e{"fide-2023", "FIDE 2023", {}};
  auto set = [&](Law law, std::string_view article) { e.articles[size_t(law)] = article; };
  set(Law::OccupiedByOwnPiece, "3.1");
  set(Law::BishopMove, "3.2");
  set(Law::RookMove, "3.3");
  set(Law::QueenMove, "3.4");
  set(Law::NoJumping, "3.5");
  set(Law::KnightMove, "3.6");
  set(Law::PawnMove, "3.7");
  set(Law::EnPassant, "3.7.3.2");
  set(Law::Promotion, "3.7.3.3");
  set(Law::KingMove, "3.8.1");
  set(Law::CastlingRightLost, "3.8.2.1");
  set(Law::CastlingPrevented, "3.8.2.2");
  set(Law::KingLeftInCheck, "3.9.2");
  set(Law::LegalMove, "3.10.1");
  set(Law::Checkmate, "5.1.1");
  set(Law::Stalemate, "5.2.1");
  set(Law::Recording, "8.1.1, Appendix C");
  set(Law::Disambiguation, "Appendix C.10");
  set(Law::SetupPosition, "3.10.3");
  return e;
}

constexpr std::array All{fide_2023()};

}  // namespace

std::string Edition::cite(Law law) const {
  if (law == Law::PgnSyntax) return "PGN Standard (1994) 8";
  if (law == Law::PgnCharacterSet) return "PGN Standard (1994) 4.1";
  const std::string_view article = articles[size_t(law)];
  if (article.empty()) return "";
  return std::string(title) + " " + std::string(article);
}

std::span<const Edition> editions() { return All; }

const Edition* find_edition(std::string_view id) {
  for (const Edition& e : All)
    if (e.id == id) return &e;
  return nullptr;
}

const Edition& default_edition() { return All[0]; }

}  // namespace arbiter
