// A mate needs, at one moment, the loser's king on some square s, a piece of
// the winner attacking s, and every neighbour of s the king could step to
// attacked by the winner or occupied by one of the loser's own men. For each
// square the king can ever reach, a small search tries to place pieces, each
// on a square of its reach and no two on one square, so as to meet those
// needs. If no square admits such a placement, no mate exists. The placement
// ignores everything else (lines blocked by pieces that may move, whose turn
// it is, whether the loser could capture the checker), so it finds mating
// nets that cannot happen, but never misses one that can.
#include "adjudicate/blockade.h"

#include <vector>

#include "adjudicate/reach.h"

namespace arbiter {

namespace {

// A piece of the winner on a square of its reach, and what it attacks there.
struct Post {
  uint8_t piece;
  bool king;
  Square square;
  Bitboard attacks;
};

// One piece on one square and the needs (bit 0 the check, bit i+1 the
// i-th flight square) it meets there.
struct Placement {
  uint8_t piece;
  Square square;
  uint16_t meets;
};

class MatingNet {
 public:
  // `blockers`: where each of the loser's men (not the king) may stand.
  MatingNet(const std::vector<Post>& posts, const std::vector<Bitboard>& blockers, Bitboard king_zone,
            Square king) {
    Square flight[8];
    int n = 0;
    for (Bitboard b = king_attacks(king) & king_zone; b;) flight[n++] = pop_lsb(b);
    all_needs_ = uint16_t((1u << (n + 1)) - 1);
    for (const Post& post : posts) {
      // The mating king keeps off the mated king's neighbourhood.
      if (post.square == king || (post.king && (king_attacks(king) & square_bb(post.square)))) continue;
      uint16_t needs = (post.attacks & square_bb(king)) && !post.king ? 1 : 0;
      for (int i = 0; i < n; ++i)
        if (post.attacks & square_bb(flight[i])) needs |= uint16_t(2u << i);
      if (needs) placements_.push_back({post.piece, post.square, needs});
    }
    uint8_t piece = uint8_t(posts.empty() ? 0 : posts.back().piece + 1);
    for (Bitboard zone : blockers) {
      for (int i = 0; i < n; ++i)
        if (zone & square_bb(flight[i])) placements_.push_back({piece, flight[i], uint16_t(2u << i)});
      ++piece;
    }
  }

  bool possible() { return place(0, 0, 0); }

 private:
  // Beyond this many steps the net is taken as possible: a proof may be
  // lost, never made wrong.
  static constexpr int StepLimit = 20000;

  bool place(uint16_t met, uint32_t pieces_used, Bitboard squares_used) {
    if (met == all_needs_ || ++steps_ > StepLimit) return true;
    auto usable = [&](const Placement& p) {
      return !(pieces_used & (1u << p.piece)) && !(squares_used & square_bb(p.square));
    };
    // The unmet need with the fewest ways to meet it.
    int need = -1, fewest = 1 << 30;
    for (int i = 0; (1 << i) <= all_needs_; ++i) {
      if (met & (1 << i)) continue;
      int ways = 0;
      for (const Placement& p : placements_) ways += usable(p) && (p.meets & (1 << i));
      if (ways < fewest) {
        fewest = ways;
        need = i;
      }
    }
    for (const Placement& p : placements_)
      if (usable(p) && (p.meets & (1 << need)) &&
          place(met | p.meets, pieces_used | (1u << p.piece), squares_used | square_bb(p.square)))
        return true;
    return false;
  }

  std::vector<Placement> placements_;
  uint16_t all_needs_ = 0;
  int steps_ = 0;
};

}  // namespace

bool blockade_forbids_mate(const Position& pos, Color winner) {
  const Reach reach(pos);
  const Bitboard king_zone = reach.squares(pos.king_square(~winner));
  Bitboard checked = 0;
  for (Bitboard b = pos.pieces(winner) & ~pos.pieces(King); b;) checked |= reach.attacks(pop_lsb(b));
  if (!(checked & king_zone)) return true;

  std::vector<Post> posts;
  uint8_t piece = 0;
  for (Bitboard b = pos.pieces(winner); b; ++piece) {
    const Square from = pop_lsb(b);
    const bool king = type_of(pos.piece_on(from)) == King;
    for (Bitboard squares = reach.squares(from); squares;) {
      const Square at = pop_lsb(squares);
      posts.push_back({piece, king, at, king ? king_attacks(at) : reach.attacks_at(from, at)});
    }
  }
  std::vector<Bitboard> blockers;
  for (Bitboard b = pos.pieces(~winner) & ~pos.pieces(King); b;) blockers.push_back(reach.squares(pop_lsb(b)));

  for (Bitboard b = checked & king_zone; b;)
    if (MatingNet(posts, blockers, king_zone, pop_lsb(b)).possible()) return false;
  return true;
}

}  // namespace arbiter
