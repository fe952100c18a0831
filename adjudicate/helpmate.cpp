#include "adjudicate/helpmate.h"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "adjudicate/blockade.h"
#include "adjudicate/winnable.h"
#include "core/movegen.h"

namespace arbiter {

namespace {

// Positions by Zobrist key, each with a number: the depth a guided search
// gave it, or its index in the exhaustive search's list.
class KeyTable {
 public:
  // The number stored for `key`, or nullptr.
  int* find(uint64_t key) {
    if (slots_.empty()) return nullptr;
    key |= 1;  // 0 marks an empty slot
    for (size_t i = key & mask(); slots_[i].key; i = (i + 1) & mask())
      if (slots_[i].key == key) return &slots_[i].number;
    return nullptr;
  }
  // Stores `number` for a new key; false (storing nothing) if it is known.
  bool insert(uint64_t key, int number) {
    if (2 * (used_ + 1) > slots_.size()) grow();
    key |= 1;
    size_t i = key & mask();
    for (; slots_[i].key; i = (i + 1) & mask())
      if (slots_[i].key == key) return false;
    slots_[i] = {key, number};
    ++used_;
    return true;
  }
  void clear() {
    std::fill(slots_.begin(), slots_.end(), Slot{});
    used_ = 0;
  }

 private:
  struct Slot {
    uint64_t key = 0;
    int number = 0;
  };
  size_t mask() const { return slots_.size() - 1; }
  void grow() {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(std::max<size_t>(1024, old.size() * 2), Slot{});
    used_ = 0;
    for (const Slot& slot : old)
      if (slot.key) insert(slot.key, slot.number);
  }
  std::vector<Slot> slots_;
  size_t used_ = 0;
};

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

// How a move changes the distance to a mate.
enum class Step : uint8_t { progress, plain, detour };

class GuidedSearch {
 public:
  GuidedSearch(Color winner, std::span<const Move> first_moves, uint64_t node_limit)
      : winner_(winner), first_moves_(first_moves), node_limit_(node_limit) {}

  // One iteration, `depth` plies deep (deeper along progress), giving up
  // after `iteration_limit` more positions.
  Helpmate::Outcome iterate(const Position& pos, int depth, uint64_t iteration_limit);
  const std::vector<Move>& line() const { return line_; }
  uint64_t nodes() const { return nodes_; }
  bool exhausted() const { return nodes_ >= node_limit_; }

 private:
  bool visit(const Position& pos, int depth, bool progressed);
  Step classify(const Position& pos, Move m) const;

  Color winner_;
  std::span<const Move> first_moves_;
  uint64_t node_limit_;
  uint64_t nodes_ = 0;
  std::vector<Move> line_;
  uint64_t iteration_end_ = 0;
  bool aborted_ = false;     // the iteration ran out of nodes
  bool incomplete_ = false;  // an iteration ran out of nodes
  // Positions searched, with the greatest depth they had, kept from one
  // iteration to the next so that each searches only what is new.
  KeyTable depths_;
  std::vector<uint64_t> frontier_;  // positions reached with no depth left
};

Helpmate::Outcome GuidedSearch::iterate(const Position& pos, int depth, uint64_t iteration_limit) {
  aborted_ = false;
  iteration_end_ = std::min(node_limit_, nodes_ + iteration_limit);
  line_.clear();
  if (visit(pos, depth, false)) return Helpmate::Outcome::mate;
  if (aborted_) {
    // Positions entered since then may not have been searched in full, yet
    // their depths are recorded: no proof can rest on this table any more.
    incomplete_ = true;
    return Helpmate::Outcome::cut;
  }
  if (incomplete_) return Helpmate::Outcome::cut;
  // A position cut for lack of depth but expanded on another path, now or
  // in an earlier iteration, does not stop the proof: if there is none,
  // every reachable position has been expanded.
  for (uint64_t key : frontier_)
    if (*depths_.find(key) <= 0) return Helpmate::Outcome::cut;
  return Helpmate::Outcome::none;
}

Step GuidedSearch::classify(const Position& pos, Move m) const {
  const PieceType moving = type_of(pos.piece_on(m.from()));
  if (approaches(m, target_square(pos, moving, winner_), moving)) return Step::progress;
  if (pos.side_to_move() == winner_) {
    // Pawns march on to promote or to open lines; captures open them too.
    const bool capture = pos.piece_on(m.to()) != NoPiece && m.kind() != MoveKind::Castling;
    const bool advance = moving == Pawn && relative_rank(winner_, rank_of(m.to())) >= Rank4;
    return capture || advance ? Step::progress : Step::plain;
  }
  // A loser's promotion that gives the winner a blocker is the way forward;
  // anything else is a detour.
  if (needs_loser_promotion(pos, winner_)) {
    const PieceType promotion = m.promotion();
    return moving == Pawn && promotion != Queen && promotion != Rook ? Step::progress : Step::detour;
  }
  return Step::plain;
}

bool GuidedSearch::visit(const Position& pos, int depth, bool progressed) {
  ++nodes_;
  if (int* known = depths_.find(pos.key())) {
    if (*known >= depth) return false;
    *known = depth;
  } else {
    depths_.insert(pos.key(), depth);
  }
  if (insufficient_material(pos, winner_)) return false;
  const MoveList moves(pos);
  if (moves.empty()) return pos.in_check() && pos.side_to_move() != winner_;
  if (depth <= 0) {
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
  if (nodes_ >= iteration_end_) {
    aborted_ = true;
    return false;
  }
  // Beyond this many plies a line is wandering: stop rewarding it.
  constexpr size_t RewardPlies = 400;
  // Progress first: where a mate is near, it is found sooner.
  struct Ordered {
    Move move;
    Step step;
  };
  Ordered ordered[256];
  size_t n = 0;
  for (Move m : moves) {
    if (line_.empty() && !first_moves_.empty() && std::ranges::find(first_moves_, m) == first_moves_.end()) continue;
    const Step step = classify(pos, m);
    ordered[n++] = {m, line_.size() > RewardPlies && step == Step::progress ? Step::plain : step};
  }
  std::stable_sort(ordered, ordered + n, [](const Ordered& a, const Ordered& b) { return a.step < b.step; });
  for (size_t i = 0; i < n; ++i) {
    const auto [m, step] = ordered[i];
    int child_depth = depth;
    if (step == Step::detour)
      child_depth = std::max(0, depth - 3);
    else if (step == Step::plain && !progressed)
      child_depth = depth - 1;
    Position next = pos;
    next.play(m);
    line_.push_back(m);
    if (visit(next, child_depth, step == Step::progress)) return true;
    line_.pop_back();
  }
  return false;
}

}  // namespace

Helpmate guided_helpmate(const Position& pos, Color winner, std::span<const Move> first_moves,
                         uint64_t node_limit, int max_depth) {
  GuidedSearch search(winner, first_moves, node_limit);
  Helpmate result;
  // Each iteration may use this many positions per ply of depth.
  constexpr uint64_t NodesPerDepth = 10000;
  for (int depth = 2; depth <= max_depth && !search.exhausted(); ++depth) {
    result.outcome = search.iterate(pos, depth, NodesPerDepth * depth);
    if (result.outcome != Helpmate::Outcome::cut) break;
  }
  if (result.outcome == Helpmate::Outcome::mate) result.line = search.line();
  result.nodes = search.nodes();
  return result;
}

Helpmate exhaustive_helpmate(const Position& root, Color winner, std::span<const Move> first_moves,
                             uint64_t node_limit) {
  Helpmate result;
  // Every position met, in order, with the position and move it came from.
  struct Reached {
    uint32_t parent;
    Move move;
  };
  std::vector<Reached> reached{{0, Move()}};
  KeyTable index;
  index.insert(root.key(), 0);
  struct Pending {
    Position pos;
    uint32_t number;
  };
  std::vector<Pending> layer{{root, 0}}, next_layer;
  uint64_t analyses = 0, proofs = 0;
  while (!layer.empty()) {
    for (const Pending& pending : layer) {
      for (Move m : MoveList(pending.pos)) {
        if (pending.number == 0 && !first_moves.empty() && std::ranges::find(first_moves, m) == first_moves.end())
          continue;
        if (++result.nodes > node_limit) return result;
        Position next = pending.pos;
        next.play(m);
        if (!index.insert(next.key(), int(reached.size()))) continue;
        const uint32_t number = uint32_t(reached.size());
        reached.push_back({pending.number, m});
        if (is_checkmate_by(next, winner)) {
          for (uint32_t n = number; n; n = reached[n].parent) result.line.push_back(reached[n].move);
          std::reverse(result.line.begin(), result.line.end());
          result.outcome = Helpmate::Outcome::mate;
          return result;
        }
        if (insufficient_material(next, winner)) continue;
        // The blockade analysis costs as much as a few hundred moves: ask it
        // only where a capture or a pawn move changed the structure, and
        // only while it proves something often enough to pay.
        const bool irreversible = m.kind() != MoveKind::Castling && (pending.pos.piece_on(m.to()) != NoPiece ||
                                                                     type_of(pending.pos.piece_on(m.from())) == Pawn);
        if (irreversible && (analyses < 64 || 16 * proofs > analyses)) {
          ++analyses;
          if (blockade_forbids_mate(next, winner)) {
            ++proofs;
            continue;
          }
        }
        next_layer.push_back({next, number});
      }
    }
    layer.swap(next_layer);
    next_layer.clear();
  }
  result.outcome = Helpmate::Outcome::none;
  return result;
}

}  // namespace arbiter
