#include "core/bitboard.h"

#include <bit>
#include <span>

namespace arbiter::detail {

namespace {

struct Step {
  int file, rank;
  constexpr Step operator-() const { return {-file, -rank}; }
};

constexpr Step RookSteps[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr Step BishopSteps[] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
constexpr Step KnightSteps[] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
constexpr Step KingSteps[] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
constexpr Step WhitePawnSteps[] = {{-1, 1}, {1, 1}};
constexpr Step BlackPawnSteps[] = {{-1, -1}, {1, -1}};

// Squares reached from s on an empty board by repeating `step` up to the
// board's edge; a single step unless `slides`.
constexpr Bitboard ray(Square s, Step step, bool slides = true) {
  Bitboard result = 0;
  for (int f = file_of(s) + step.file, r = rank_of(s) + step.rank;
       f >= 0 && f < 8 && r >= 0 && r < 8; f += step.file, r += step.rank) {
    result |= square_bb(make_square(File(f), Rank(r)));
    if (!slides) break;
  }
  return result;
}

constexpr Bitboard step_attacks(Square s, std::span<const Step> steps, bool slides) {
  Bitboard result = 0;
  for (Step step : steps) result |= ray(s, step, slides);
  return result;
}

constexpr SquareTable leaper_table(std::span<const Step> steps) {
  SquareTable t{};
  for (int s = A1; s <= H8; ++s) t[s] = step_attacks(Square(s), steps, false);
  return t;
}

// The unit step leading from a towards b along a rank, file or diagonal;
// {0, 0} when a and b are equal or not aligned.
constexpr Step direction(Square a, Square b) {
  int df = file_of(b) - file_of(a), dr = rank_of(b) - rank_of(a);
  if ((df == 0 && dr == 0) || (df != 0 && dr != 0 && df != dr && df != -dr)) return {0, 0};
  return {(df > 0) - (df < 0), (dr > 0) - (dr < 0)};
}

enum class PairSet { Between, Line };

constexpr std::array<SquareTable, 64> pair_table(PairSet set) {
  std::array<SquareTable, 64> t{};
  for (int a = A1; a <= H8; ++a)
    for (int b = A1; b <= H8; ++b) {
      Step d = direction(Square(a), Square(b));
      if (d.file == 0 && d.rank == 0) continue;
      t[a][b] = set == PairSet::Line ? ray(Square(a), d) | ray(Square(a), -d) | square_bb(Square(a))
                                     : ray(Square(a), d) & ray(Square(b), -d);
    }
  return t;
}

// Multipliers for the portable index (Magic::index without PEXT), found once
// by a random search for sparse numbers that hash every occupancy of the
// square's mask with no two different attack sets in one slot.
constexpr Bitboard RookMultipliers[64] = {
    0x0080068051e04000ULL, 0x0040001000402000ULL, 0x0080100020008008ULL, 0x4e000a0010208440ULL,
    0x4200040802002010ULL, 0x0100010008020400ULL, 0x9080608019000600ULL, 0x8100020080204100ULL,
    0x4103800480400020ULL, 0x8015004004802100ULL, 0x000200108a002040ULL, 0x0801000821001000ULL,
    0x0015000500080070ULL, 0x0120800400800200ULL, 0x0109000432001100ULL, 0x020080055b000080ULL,
    0x0080004000402002ULL, 0x5260848020004008ULL, 0x2402020014402080ULL, 0x3000808010000802ULL,
    0x0304018004810800ULL, 0x0000808004000200ULL, 0x0002040001500248ULL, 0x0012020000408401ULL,
    0x8440008080004020ULL, 0x0804200840100040ULL, 0x0820008080201000ULL, 0x2080100100082100ULL,
    0x0001000500100800ULL, 0x00a1000900028400ULL, 0x0100100400c80102ULL, 0x000001120000a044ULL,
    0x800080c004800620ULL, 0x4040081000202000ULL, 0x0d08802008801000ULL, 0x1000800800801004ULL,
    0x1004000801010010ULL, 0x0402800400800200ULL, 0x0004080204008110ULL, 0x0000404082000401ULL,
    0x00c0118861408000ULL, 0x1100220081020048ULL, 0x09a0430420050010ULL, 0x0000082200420010ULL,
    0x2110080004008080ULL, 0x2004201040680104ULL, 0x1106001451820008ULL, 0x0002224104820014ULL,
    0x00800c8044210500ULL, 0x02a0200040100040ULL, 0x040100a0001e4100ULL, 0x00204023108a0200ULL,
    0x2400080080040080ULL, 0x1289008400020900ULL, 0x0002088250010400ULL, 0x0001006084010200ULL,
    0x0001023480002141ULL, 0x0006400021810015ULL, 0x8400100840200101ULL, 0x40003000a1000825ULL,
    0x1002011008200402ULL, 0x100d000400080201ULL, 0x0020048806102904ULL, 0x8401000020804201ULL,
};
constexpr Bitboard BishopMultipliers[64] = {
    0x2008021012002502ULL, 0x04d0100110628400ULL, 0x21102080a1021010ULL, 0x2044041080000400ULL,
    0x0004050402800000ULL, 0x0002010420109560ULL, 0x08040084500a0000ULL, 0x9401002104224008ULL,
    0x40044350070b0100ULL, 0x90b00888088c1040ULL, 0x0100100440444012ULL, 0x80001104008a0940ULL,
    0x1042920210504048ULL, 0x0000010420048200ULL, 0x000000a410221000ULL, 0x804800829c901001ULL,
    0x0040002008010120ULL, 0x8802008424280205ULL, 0x200800010a040010ULL, 0x2420800802004008ULL,
    0x0012011402a21220ULL, 0x2002028508022208ULL, 0x0486200049100802ULL, 0x2000211101080200ULL,
    0x8020200044140c60ULL, 0x0810680c05080381ULL, 0x0001442028012400ULL, 0x4028088008020002ULL,
    0x25c1001041004010ULL, 0x0401020049080140ULL, 0x0004004084210400ULL, 0x40010900104400a0ULL,
    0x011011480004a800ULL, 0x0082020200a0680bULL, 0x0800203000080082ULL, 0x0005020081880080ULL,
    0x1050120080001004ULL, 0x0020008880030810ULL, 0x2241180900008c30ULL, 0x0201451101012400ULL,
    0x8444016008025000ULL, 0x0002080104000800ULL, 0x2801001490090200ULL, 0x0500142018001100ULL,
    0x0300040408200400ULL, 0x0008008800820810ULL, 0x0804210204004212ULL, 0x000800a698800202ULL,
    0x0411040202401000ULL, 0x0a008c051802000eULL, 0x1002a100a8040022ULL, 0x00000c0084042600ULL,
    0x1000884048220000ULL, 0x0082200410208000ULL, 0x0222020441140022ULL, 0x1004080800408810ULL,
    0x0022410801500201ULL, 0x010000410818020bULL, 0x2044000044040410ULL, 0x00200c0100208801ULL,
    0x080800200a102400ULL, 0x000404c010020090ULL, 0x1002101418808c03ULL, 0x0011300081040020ULL,
};

// One direction of a slider on a given square: the ray from that square to
// the board's edge and the squares of it whose occupancy matters.
struct Direction {
  const SquareTable* rays;  // this direction's empty-board ray from every square
  bool up;                  // whether the ray goes up the board (to higher squares)
  Square from;
  Bitboard relevant;

  // The ray cut beyond its first blocker, the nearest square: the lowest on
  // a ray that goes up the board, the highest on one that goes down.
  constexpr Bitboard reach(Bitboard blockers) const {
    if (!blockers) return (*rays)[from];
    const Square first = up ? lsb(blockers) : Square(63 - std::countl_zero(blockers));
    return (*rays)[from] & ~(*rays)[first];
  }
};

// The bits of `x` that `mask` selects, packed into the low bits: PEXT, in a
// form the compiler evaluates.
constexpr Bitboard extract_bits(Bitboard x, Bitboard mask) {
  Bitboard packed = 0;
  for (Bitboard bit = 1; mask; mask &= mask - 1, bit <<= 1)
    if (x & mask & -mask) packed |= bit;
  return packed;
}

// An attack set as a slot holds it: with PEXT, packed into the bits of the
// empty board's reach.
constexpr AttackSlot pack([[maybe_unused]] const Magic& m, Bitboard attacks) {
#if defined(__BMI2__)
  return AttackSlot(extract_bits(attacks, m.reach));
#else
  return attacks;
#endif
}

// The blocker sets of one direction (carry-rippler over its relevant
// squares, at most six), each with its share of a slot's index and of the
// slot: the reach it leaves the slider. Shares of different directions add
// up (or) to an occupancy's, since PEXT and packing move each bit on its own:
// extracting each of the 107 648 occupancies whole took Clang four times as
// long to build the tables.
struct Subsets {
  Bitboard blockers[64] = {};
  Bitboard extracted[64] = {};  // PEXT index share
  AttackSlot reach[64] = {};
  size_t size = 0;

  constexpr Subsets() = default;
  constexpr Subsets(const Magic& m, const Direction& direction) {
    Bitboard b = 0;
    do {
      blockers[size] = b;
      extracted[size] = extract_bits(b, m.mask);
      reach[size++] = pack(m, direction.reach(b));
      b = (b - direction.relevant) & direction.relevant;
    } while (b);
  }
};

struct SliderTables {
  std::array<Magic, 64> rook{}, bishop{};
  std::array<AttackSlot, SliderSlotCount> slots{};
};

// The slot of `occupied`, whose bits PEXT would extract are `extracted`
// (Magic::index with PEXT, which the compiler cannot evaluate).
constexpr AttackSlot& slot(SliderTables& tables, const Magic& m, [[maybe_unused]] Bitboard occupied,
                           [[maybe_unused]] Bitboard extracted) {
#if defined(__BMI2__)
  return tables.slots[m.offset + extracted];
#else
  return tables.slots[m.offset + m.index(occupied)];
#endif
}

// Stores the attack sets of every occupancy that adds blockers on directions
// D.. to `occupied` (its PEXT: `extracted`), whose blockers on the
// directions before D let the slider reach `reached` (packed). Two attack
// sets in one slot would stop the build: the multipliers hash perfectly.
template <size_t D>
constexpr void fill_occupancies(const Magic& m, SliderTables& tables, const Subsets (&subsets)[4],
                                Bitboard occupied, Bitboard extracted, AttackSlot reached) {
  const Subsets& here = subsets[D];
  for (size_t i = 0; i < here.size; ++i) {
    if constexpr (D == 3) {
      AttackSlot& s = slot(tables, m, occupied | here.blockers[i], extracted | here.extracted[i]);
      const AttackSlot packed = reached | here.reach[i];
      if (s != 0 && s != packed) throw "two attack sets hashed to one slot";  // none is empty (0)
      s = packed;
    } else {
      fill_occupancies<D + 1>(m, tables, subsets, occupied | here.blockers[i], extracted | here.extracted[i],
                              reached | here.reach[i]);
    }
  }
}

// One kind of slider's magics, its slots from `offset` on; returns the
// offset after them.
constexpr uint32_t fill_slider(std::array<Magic, 64>& magics, const Bitboard (&multipliers)[64],
                               std::span<const Step, 4> steps, SliderTables& tables, uint32_t offset) {
  SquareTable rays[4];
  for (size_t d = 0; d < steps.size(); ++d)
    for (int sq = A1; sq <= H8; ++sq) rays[d][sq] = ray(Square(sq), steps[d]);
  for (int sq = A1; sq <= H8; ++sq) {
    Square s = Square(sq);
    Magic& m = magics[s];
    // Edge squares never block anything beyond them, so they are left out.
    Bitboard edges = ((rank_bb(Rank1) | rank_bb(Rank8)) & ~rank_bb(rank_of(s))) |
                     ((file_bb(FileA) | file_bb(FileH)) & ~file_bb(file_of(s)));
    m.reach = step_attacks(s, steps, true);
    m.mask = m.reach & ~edges;
    m.magic = multipliers[s];
    m.shift = 64 - popcount(m.mask);
    m.offset = offset;

    Subsets subsets[4];
    for (size_t d = 0; d < steps.size(); ++d) {
      const bool up = steps[d].rank > 0 || (steps[d].rank == 0 && steps[d].file > 0);
      subsets[d] = Subsets(m, Direction{&rays[d], up, s, rays[d][s] & m.mask});
    }
    fill_occupancies<0>(m, tables, subsets, 0, 0, 0);
    offset += uint32_t(1) << popcount(m.mask);
  }
  return offset;
}

constexpr SliderTables slider_tables() {
  SliderTables tables;
  const uint32_t rook_end = fill_slider(tables.rook, RookMultipliers, RookSteps, tables, 0);
  if (fill_slider(tables.bishop, BishopMultipliers, BishopSteps, tables, rook_end) != SliderSlotCount)
    throw "SliderSlotCount is not the slots' number";
  return tables;
}

constexpr SliderTables Sliders = slider_tables();

}  // namespace

constexpr std::array<SquareTable, 2> PawnAttacks = {leaper_table(WhitePawnSteps),
                                                    leaper_table(BlackPawnSteps)};
constexpr SquareTable KnightAttacks = leaper_table(KnightSteps);
constexpr SquareTable KingAttacks = leaper_table(KingSteps);
constexpr std::array<SquareTable, 64> BetweenBB = pair_table(PairSet::Between);
constexpr std::array<SquareTable, 64> LineBB = pair_table(PairSet::Line);
constexpr std::array<Magic, 64> RookMagics = Sliders.rook;
constexpr std::array<Magic, 64> BishopMagics = Sliders.bishop;
constexpr std::array<AttackSlot, SliderSlotCount> SliderSlots = Sliders.slots;

}  // namespace arbiter::detail
