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
#include "core/movegen.h"

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
  // `blockers`: where each of the loser's men (not the king) may stand;
  // `off_limits`: squares the winner's king may not stand on.
  MatingNet(const std::vector<Post>& posts, const std::vector<Bitboard>& blockers, Bitboard flight_zone,
            Square king, Bitboard off_limits) {
    Square flight[8];
    int n = 0;
    for (Bitboard b = king_attacks(king) & flight_zone; b;) flight[n++] = pop_lsb(b);
    all_needs_ = uint16_t((1u << (n + 1)) - 1);
    for (const Post& post : posts) {
      // The mating king keeps off the mated king's neighbourhood.
      if (post.square == king || (post.king && ((king_attacks(king) | off_limits) & square_bb(post.square))))
        continue;
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

// Whether the loser can never move anything but his king: then the move
// before the mate was the king's, from a neighbour of the mate square.
bool only_king_moves(const Position& pos, const Reach& reach, Color loser) {
  if (pos.castling_rights()) return false;
  for (Bitboard b = pos.pieces(loser) & ~pos.pieces(King); b;) {
    const Square s = pop_lsb(b);
    if (reach.squares(s) != square_bb(s)) return false;
  }
  return true;
}

bool mates_in_one(const Position& pos) {
  for (Move m : MoveList(pos)) {
    Position next = pos;
    next.play(m);
    if (next.is_checkmate()) return true;
  }
  return false;
}

// Whether the winner's king may guard `left` (the square the mated king
// came from) at the mate: it was not next to it a move before, so it must
// have just moved, and the check was a discovered one: the king stepped off
// a line from one of the winner's pieces to the mate square `king`.
bool discovered_guard(const Position& pos, const Reach& reach, Color winner, Square king, Square left) {
  const Bitboard king_reach = reach.squares(pos.king_square(winner));
  const Bitboard near = king_attacks(king) | square_bb(king);
  for (Bitboard pieces = pos.pieces(winner) & ~pos.pieces(King); pieces;) {
    const Square piece = pop_lsb(pieces);
    for (Bitboard posts = reach.squares(piece) & ~square_bb(king); posts;) {
      const Square at = pop_lsb(posts);
      if (!(reach.attacks_at(piece, at) & square_bb(king))) continue;
      const Bitboard line = between(at, king);
      for (Bitboard from = line & king_reach & ~near; from;)
        if (king_attacks(pop_lsb(from)) & king_reach & king_attacks(left) & ~near & ~line) return true;
    }
  }
  return false;
}

}  // namespace

bool blockade_forbids_mate(const Position& pos, Color winner) {
  const Reach reach(pos);
  // Where the loser's king may stand in play, and where it may step.
  const Bitboard king_zone = reach.squares(pos.king_square(~winner));
  const Bitboard flight_zone = king_zone | reach.king_ends(~winner);
  Bitboard checked = 0;
  for (Bitboard b = pos.pieces(winner) & ~pos.pieces(King); b;) checked |= reach.attacks(pop_lsb(b));
  if (!(checked & king_zone)) return true;

  std::vector<Post> posts;
  uint8_t piece = 0;
  for (Bitboard b = pos.pieces(winner); b; ++piece) {
    const Square from = pop_lsb(b);
    const bool king = type_of(pos.piece_on(from)) == King;
    // A king's mating move may be one that ends the game.
    for (Bitboard squares = reach.squares(from) | (king ? reach.king_ends(winner) : 0); squares;) {
      const Square at = pop_lsb(squares);
      posts.push_back({piece, king, at, king ? king_attacks(at) : reach.attacks_at(from, at)});
    }
  }
  std::vector<Bitboard> blockers;
  for (Bitboard b = pos.pieces(~winner) & ~pos.pieces(King); b;) blockers.push_back(reach.squares(pop_lsb(b)));

  // A loser who only has king moves moved his king just before the mate (a
  // mate in one aside), and the winner's king cannot have been next to the
  // square it left.
  const bool tempo = only_king_moves(pos, reach, ~winner) && !(pos.side_to_move() == winner && mates_in_one(pos));
  for (Bitboard b = checked & king_zone; b;) {
    const Square king = pop_lsb(b);
    if (!MatingNet(posts, blockers, flight_zone, king, 0).possible()) continue;
    if (!tempo) return false;
    for (Bitboard from = king_attacks(king) & king_zone; from;) {
      const Square left = pop_lsb(from);
      if (MatingNet(posts, blockers, flight_zone, king, king_attacks(left)).possible() ||
          discovered_guard(pos, reach, winner, king, left))
        return false;
    }
  }
  return true;
}

}  // namespace arbiter
