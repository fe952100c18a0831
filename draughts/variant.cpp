#include "draughts/variant.h"

#include <array>
#include <cctype>

namespace arbiter::draughts {

namespace {

// GameType numbers, colours and numbering from PDN 3.0's GameType table
// (wiegerw/pdn, doc/gametype.rst): "N1,1" and "N2,1" put square 1 on a
// corner, the mirror image of English "N1,0" and International "N2,0".
// Rules: Spanish from seed 004 (art. 4-5); the others from their
// federations' rules as the dctl library (rhalbersma/dctl) encodes them.
constexpr std::array<Variant, 9> Variants = {{
    // type name            cols first  low    mirror notation              back   flying kcap   crown  law
    {20, "international", 10, White, Black, false, Notation::Numeric, true, true, true, false, CaptureLaw::MostPieces},
    {21, "english", 8, Black, Black, false, Notation::Numeric, false, false, true, false, CaptureLaw::Free},
    {22, "italian", 8, White, Black, true, Notation::Numeric, false, false, false, false, CaptureLaw::Italian},
    {23, "pool", 8, Black, Black, false, Notation::Numeric, true, true, true, false, CaptureLaw::Free},
    {24, "spanish", 8, White, White, true, Notation::Numeric, false, true, true, false,
     CaptureLaw::MostPiecesThenKings},
    {25, "russian", 8, White, Black, false, Notation::Algebraic, true, true, true, true, CaptureLaw::Free},
    {26, "brazilian", 8, White, Black, false, Notation::Algebraic, true, true, true, false, CaptureLaw::MostPieces},
    {28, "portuguese", 8, White, White, true, Notation::Numeric, false, true, true, false,
     CaptureLaw::MostPiecesThenKings},
    {29, "czech", 8, White, Black, false, Notation::Algebraic, false, true, true, false, CaptureLaw::KingFirst},
}};

bool same_name(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(a[i])) != b[i]) return false;
  return true;
}

}  // namespace

std::span<const Variant> variants() { return Variants; }

const Variant* find_variant(int game_type) {
  for (const Variant& v : Variants)
    if (v.game_type == game_type) return &v;
  return nullptr;
}

const Variant* find_variant(std::string_view name) {
  for (const Variant& v : Variants)
    if (same_name(name, v.name)) return &v;
  return nullptr;
}

}  // namespace arbiter::draughts
