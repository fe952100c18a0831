// The slider tables against a walk over the board: every occupancy of every
// square's relevant squares gives the squares a rook or bishop reaches, up to
// and including its first blocker in each direction.
#include <catch2/catch.hpp>

#include "core/bitboard.h"

using namespace arbiter;

namespace {

struct Step {
  int file, rank;
};

Bitboard walk(Square s, std::initializer_list<Step> steps, Bitboard occupied) {
  Bitboard reached = 0;
  for (Step step : steps)
    for (int f = file_of(s) + step.file, r = rank_of(s) + step.rank; f >= 0 && f < 8 && r >= 0 && r < 8;
         f += step.file, r += step.rank) {
      const Bitboard b = square_bb(make_square(File(f), Rank(r)));
      reached |= b;
      if (occupied & b) break;
    }
  return reached;
}

// Calls check(s, occupied) for every subset of each square's relevant
// squares, with the squares beyond them (which never matter) filled in two
// ways: empty and full.
template <typename Check>
void each_occupancy(const std::array<detail::Magic, 64>& magics, Check check) {
  for (int sq = A1; sq <= H8; ++sq) {
    const Square s = Square(sq);
    const Bitboard mask = magics[s].mask;
    Bitboard subset = 0;
    do {
      check(s, subset);
      check(s, subset | (~mask & ~square_bb(s)));
      subset = (subset - mask) & mask;
    } while (subset);
  }
}

}  // namespace

TEST_CASE("rook attacks equal a walk for every occupancy", "[core][bitboard]") {
  size_t mismatches = 0;
  each_occupancy(detail::RookMagics, [&](Square s, Bitboard occupied) {
    mismatches += rook_attacks(s, occupied) != walk(s, {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}, occupied);
  });
  CHECK(mismatches == 0);
}

TEST_CASE("bishop attacks equal a walk for every occupancy", "[core][bitboard]") {
  size_t mismatches = 0;
  each_occupancy(detail::BishopMagics, [&](Square s, Bitboard occupied) {
    mismatches += bishop_attacks(s, occupied) != walk(s, {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}, occupied);
  });
  CHECK(mismatches == 0);
}
