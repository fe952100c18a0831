// The two helpmate searches. The guided one rates each move by where it
// takes the moving piece relative to a mating corner chosen from the
// bishops' square colour (as CHA does); the exhaustive one is a plain
// breadth-first search that prunes with material and, where the structure
// changed, with the blockade analysis.
#include "adjudicate/helpmate.h"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "adjudicate/blockade.h"
#include "adjudicate/winnable.h"
#include "core/movegen.h"

namespace arbiter {

namespace {

int distance(Square a, Square b) {
  return std::max(std::abs(file_of(a) - file_of(b)), std::abs(rank_of(a) - rank_of(b)));
}

// Knight moves between any two squares, by breadth-first search.
class KnightDistances {
 public:
  KnightDistances() {
    for (int from = 0; from < 64; ++from) {
      std::array<uint8_t, 64>& d = table_[from];
      d.fill(255);
      d[from] = 0;
      Bitboard frontier = square_bb(Square(from));
      for (uint8_t n = 1; frontier; ++n) {
        Bitboard next = 0;
        for (Bitboard b = frontier; b;) next |= knight_attacks(pop_lsb(b));
        frontier = 0;
        for (Bitboard b = next; b;) {
          const Square s = pop_lsb(b);
          if (d[s] == 255) {
            d[s] = n;
            frontier |= square_bb(s);
          }
        }
      }
    }
  }
  int operator()(Square a, Square b) const { return table_[a][b]; }

 private:
  std::array<std::array<uint8_t, 64>, 64> table_;
};

const KnightDistances& knight_distance() {
  static const KnightDistances table;
  return table;
}

// Where the moving piece should head for a mate in a corner on the loser's
// side: the loser's king into the corner, a loser's man beside it to block,
// the winner's king two squares off and his pieces at the corner. A bishop
// mates in a corner of its colour.
Square target_square(const Position& pos, PieceType moving, Color winner) {
  const Bitboard winner_bishops = pos.pieces(winner, Bishop);
  const bool dark = (winner_bishops & DarkSquares) ||
                    (!winner_bishops && (pos.pieces(~winner, Bishop) & ~DarkSquares));
  Square target;
  if (pos.side_to_move() == winner)
    target = moving == King ? H6 : H8;
  else
    target = moving == King ? H8 : G8;
  if (!dark) target = Square(target ^ 7);             // mirror the files: a light corner
  if (winner == Black) target = Square(target ^ 63);  // rotate to Black's side
  return target;
}

// Whether a king, bishop or knight moves closer to `target` (the bishop by
// king steps: it wanders to the corner's side of the board).
bool approaches(Move m, Square target, PieceType moving) {
  if (moving == King || moving == Bishop) return distance(m.to(), target) < distance(m.from(), target);
  if (moving == Knight) return knight_distance()(m.to(), target) < knight_distance()(m.from(), target);
  return false;
}

bool is_checkmate_by(const Position& pos, Color winner) {
  return pos.side_to_move() != winner && pos.in_check() && MoveList(pos).empty();
}

}  // namespace

GuidedHelpmate::GuidedHelpmate(const Position& pos, Color winner, std::span<const Move> first_moves)
    : root_(pos), winner_(winner), first_moves_(first_moves.begin(), first_moves.end()) {}

HelpmateOutcome GuidedHelpmate::search(uint64_t nodes, int max_depth) {
  node_limit_ = nodes;
  for (int depth = 2; depth <= max_depth && nodes_ < nodes; ++depth) {
    aborted_ = false;
    line_.clear();
    if (visit(root_, depth, false)) return HelpmateOutcome::mate;
    if (aborted_) return HelpmateOutcome::cut;
    // A position cut for lack of depth but expanded on another path, now or
    // in an earlier iteration, does not stop the proof: if there is none,
    // every reachable position has been expanded.
    if (std::ranges::all_of(frontier_, [&](uint64_t key) { return *depths_.find(key) > 0; }))
      return HelpmateOutcome::none;
  }
  return HelpmateOutcome::cut;
}

GuidedHelpmate::Step GuidedHelpmate::classify(const Position& pos, Move m) const {
  const PieceType moving = type_of(pos.piece_on(m.from()));
  if (approaches(m, target_square(pos, moving, winner_), moving)) return Step::progress;
  if (pos.side_to_move() == winner_) {
    // Pawns march on to promote or to open lines; captures open them too.
    const bool capture = pos.piece_on(m.to()) != NoPiece && m.kind() != MoveKind::Castling;
    return capture || moving == Pawn ? Step::progress : Step::plain;
  }
  // A loser's promotion that gives the winner a blocker is the way forward;
  // anything else is a detour.
  if (needs_loser_promotion(pos, winner_)) {
    const PieceType promotion = m.promotion();
    return moving == Pawn && promotion != Queen && promotion != Rook ? Step::progress : Step::detour;
  }
  return Step::plain;
}

bool GuidedHelpmate::visit(const Position& pos, int depth, bool progressed) {
  ++nodes_;
  if (const auto [known, is_new] = depths_.insert(pos.key(), depth); !is_new) {
    if (*known >= depth) return false;
    *known = depth;
  }
  if (insufficient_material(pos, winner_)) return false;
  const MoveList moves(pos);
  if (moves.empty()) return pos.in_check() && pos.side_to_move() != winner_;
  // Lines this long wander; the cap also bounds the recursion's stack.
  constexpr size_t MaxPlies = 600;
  if (depth <= 0 || line_.size() >= MaxPlies) {
    // Out of depth, a mate in one is still worth a look: it costs a move
    // generation only after checking moves.
    if (pos.side_to_move() == winner_)
      for (Move m : moves)
        if (pos.gives_check(m)) {
          Position next = pos;
          next.play(m);
          if (MoveList(next).empty()) {
            line_.push_back(m);
            return true;
          }
        }
    frontier_.push_back(pos.key());
    return false;
  }
  if (nodes_ >= node_limit_) {
    aborted_ = true;
    return false;
  }
  // Beyond this many plies progress is no longer rewarded.
  constexpr size_t RewardPlies = 400;
  Step steps[256];
  for (size_t i = 0; i < moves.size(); ++i) {
    const Step step = classify(pos, moves.begin()[i]);
    steps[i] = line_.size() > RewardPlies && step == Step::progress ? Step::plain : step;
  }
  // Progress first: where a mate is near, it is found sooner.
  for (Step pass : {Step::progress, Step::plain, Step::detour})
    for (size_t i = 0; i < moves.size(); ++i) {
      const Move m = moves.begin()[i];
      if (steps[i] != pass) continue;
      if (line_.empty() && !first_moves_.empty() && std::ranges::find(first_moves_, m) == first_moves_.end())
        continue;
      int child_depth = depth;
      if (pass == Step::detour)
        child_depth = std::max(0, depth - 3);
      else if (pass == Step::plain && !progressed)
        child_depth = depth - 1;
      Position next = pos;
      next.play(m);
      line_.push_back(m);
      if (visit(next, child_depth, pass == Step::progress)) return true;
      line_.pop_back();
      if (aborted_) return false;
    }
  return false;
}

ExhaustiveHelpmate::ExhaustiveHelpmate(const Position& pos, Color winner, std::span<const Move> first_moves)
    : root_(pos), winner_(winner), first_moves_(first_moves.begin(), first_moves.end()) {}

HelpmateOutcome ExhaustiveHelpmate::search(uint64_t nodes) {
  // Every position met, numbered in order, with the number of the one it
  // came from and the move.
  struct Reached {
    uint32_t parent;
    Move move;
  };
  std::vector<Reached> reached{{0, Move()}};
  PositionTable numbers;
  numbers.insert(root_.key(), 0);
  // The positions of one distance from the root, to expand, and of the next.
  struct Pending {
    Position pos;
    uint32_t number;
  };
  std::vector<Pending> layer{{root_, 0}}, next_layer;
  for (; !layer.empty(); layer.swap(next_layer), next_layer.clear())
    for (const Pending& pending : layer)
      for (Move m : MoveList(pending.pos)) {
        if (pending.number == 0 && !first_moves_.empty() && std::ranges::find(first_moves_, m) == first_moves_.end())
          continue;
        if (nodes_ >= nodes) return HelpmateOutcome::cut;
        ++nodes_;
        Position next = pending.pos;
        next.play(m);
        const uint32_t number = uint32_t(reached.size());
        if (!numbers.insert(next.key(), int(number)).second) continue;
        reached.push_back({pending.number, m});
        if (is_checkmate_by(next, winner_)) {
          for (uint32_t n = number; n; n = reached[n].parent) line_.push_back(reached[n].move);
          std::reverse(line_.begin(), line_.end());
          return HelpmateOutcome::mate;
        }
        if (!prune(pending.pos, m, next)) next_layer.push_back({next, number});
      }
  return HelpmateOutcome::none;
}

bool ExhaustiveHelpmate::prune(const Position& pos, Move m, const Position& next) {
  if (insufficient_material(next, winner_)) return true;
  // The blockade analysis costs as much as a few hundred moves: ask it only
  // where a capture or a pawn move changed the structure, and only while it
  // proves something often enough to pay.
  const bool irreversible =
      m.kind() != MoveKind::Castling && (pos.piece_on(m.to()) != NoPiece || type_of(pos.piece_on(m.from())) == Pawn);
  if (!irreversible || (analyses_ >= 64 && 16 * proofs_ <= analyses_)) return false;
  ++analyses_;
  if (!blockade_forbids_mate(next, winner_)) return false;
  ++proofs_;
  return true;
}

}  // namespace arbiter
