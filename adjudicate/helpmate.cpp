// The two helpmate searches. The guided one rates each move by where it
// takes the moving piece relative to a mating corner chosen from the
// bishops' square colour (as CHA does), and may pass over all moves but one
// of the pieces that can never help to mate; the exhaustive one is a plain
// breadth-first search that prunes with material and, where the structure
// changed, with the blockade analysis.
#include "adjudicate/helpmate.h"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "adjudicate/blockade.h"
#include "adjudicate/check_squares.h"
#include "adjudicate/reach.h"
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
// side (on the winner's with `near_side`): the loser's king into the
// corner, a loser's man beside it to block, the winner's king two squares
// off and his pieces at the corner. A bishop mates in a corner of its
// colour.
Square target_square(const Position& pos, PieceType moving, Color winner, bool near_side = false) {
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
  if (near_side) target = Square(target ^ 63);        // the other corner of that colour
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
  return pos.side_to_move() != winner && pos.is_checkmate();
}

// A move of `moves` that checkmates, or the none move: only checking moves
// are played out.
Move mating_move(const Position& pos, const MoveList& moves) {
  const CheckSquares checks(pos);
  for (Move m : moves)
    if (checks.may_give_check(pos, m) && pos.gives_check(m)) {
      Position next = pos;
      next.play(m);
      if (!has_legal_move(next)) return m;
    }
  return Move();
}

// The squares in `squares` and beside them.
Bitboard with_neighbours(Bitboard squares) {
  Bitboard span = squares;
  for (Bitboard b = squares; b;) span |= king_attacks(pop_lsb(b));
  return span;
}

// Whether the piece on `s` may ever take part in a mate by `winner`: a pawn
// (it changes the structure), the loser's king, a winner's king that may
// come within two squares of it, a winner's piece that may attack a square
// beside it, a loser's piece that may stand where the king may step (to
// block it). The others can only ever pass the move.
bool may_take_part(const Position& pos, const Reach& reach, Color winner, Square s) {
  const Color loser = ~winner;
  const Bitboard zone = reach.squares(pos.king_square(loser)) | reach.king_ends(loser);
  const Piece piece = pos.piece_on(s);
  if (type_of(piece) == Pawn || s == pos.king_square(loser)) return true;
  if (color_of(piece) == loser) return reach.squares(s) & zone;
  if (type_of(piece) == King) return with_neighbours(reach.squares(s)) & with_neighbours(zone);
  return reach.attacks(s) & with_neighbours(zone);
}

// The guided search counts depth in quarter plies: a plain move costs a
// ply, a detour three, progress nothing (a quarter when fractional) and a
// plain reply to progress nothing (half a ply when fractional).
constexpr int Ply = 4;
constexpr int FirstDepth = 2 * Ply;  // of the first iteration

}  // namespace

GuidedHelpmate::GuidedHelpmate(const Position& pos, Color winner, std::span<const Move> first_moves,
                               Guidance guidance)
    : root_(pos), winner_(winner), first_moves_(first_moves.begin(), first_moves.end()), guidance_(guidance) {
  if (guidance.nearer_corner) {
    const Square corner = target_square(pos, Queen, winner);
    const Square king = pos.king_square(~winner);
    near_side_ = distance(king, Square(corner ^ 63)) < distance(king, corner);
  }
  if (!guidance.one_tempo_move) return;
  // Kept by kind of piece: no square where a piece taking part may stand,
  // nor any square a promotion may bring a piece to, counts.
  const Reach reach(pos);
  Bitboard taking_part[2][7] = {};
  for (Bitboard b = pos.pieces(); b;) {
    const Square s = pop_lsb(b);
    const Color c = color_of(pos.piece_on(s));
    const PieceType pt = type_of(pos.piece_on(s));
    if (pt == Pawn && reach.squares(s) == ~Bitboard(0))
      for (PieceType promoted : {Knight, Bishop, Rook, Queen}) taking_part[c][promoted] = ~Bitboard(0);
    (may_take_part(pos, reach, winner, s) ? taking_part[c][pt] : tempo_squares_[c][pt]) |= reach.squares(s);
  }
  for (Color c : {White, Black})
    for (PieceType pt : {Knight, Bishop, Rook, Queen, King}) tempo_squares_[c][pt] &= ~taking_part[c][pt];
}

bool GuidedHelpmate::has_tempo_pieces() const {
  for (Color c : {White, Black})
    for (PieceType pt : {Knight, Bishop, Rook, Queen, King})
      if (tempo_squares_[c][pt]) return true;
  return false;
}

HelpmateOutcome GuidedHelpmate::search(uint64_t nodes, int max_plies) {
  node_limit_ = nodes_ + nodes;
  if (depth_ == 0) depth_ = FirstDepth;
  // Fractional costs leave lines a quarter ply apart in depth: each
  // iteration goes a quarter ply further.
  const int step = guidance_.fractional ? 1 : Ply;
  for (; depth_ <= max_plies * Ply && nodes_ < node_limit_; depth_ += step) {
    aborted_ = false;
    line_.clear();
    if (admit(root_.key(), depth_) && visit(root_, depth_, false)) return HelpmateOutcome::mate;
    if (aborted_) return HelpmateOutcome::cut;  // the next call takes this iteration up again
    // A position cut for lack of depth but expanded on another path, now or
    // in an earlier iteration, does not stop the proof: if there is none,
    // every reachable position has been expanded.
    if (!has_tempo_pieces() &&
        std::ranges::all_of(frontier_, [&](uint64_t key) { return *depths_.find(key) > 0; }))
      return HelpmateOutcome::none;
  }
  return HelpmateOutcome::cut;
}

// What the moves of one position are classified by, found once for all of them.
struct GuidedHelpmate::Aims {
  Square king_target;  // where a king that moves heads
  Square corner;       // where any other piece heads: the mating corner
  bool winner_moves;
  bool loser_promotion_needed;  // for a move of the loser's
};

GuidedHelpmate::Aims GuidedHelpmate::aims(const Position& pos) const {
  const bool winner_moves = pos.side_to_move() == winner_;
  return {.king_target = target_square(pos, King, winner_, near_side_),
          .corner = target_square(pos, Queen, winner_, near_side_),
          .winner_moves = winner_moves,
          .loser_promotion_needed = !winner_moves && needs_loser_promotion(pos, winner_)};
}

GuidedHelpmate::Step GuidedHelpmate::classify(const Position& pos, const Aims& aims, Move m) const {
  const PieceType moving = type_of(pos.piece_on(m.from()));
  if (approaches(m, moving == King ? aims.king_target : aims.corner, moving)) return Step::progress;
  if (guidance_.clear_the_corner && aims.winner_moves && moving != King && moving != Pawn) {
    // The loser's king must step into the corner before the mate: a piece
    // leaving it, or ceasing to guard it, makes way.
    const Square corner = aims.corner;
    if (pos.king_square(~winner_) != corner) {
      const Bitboard occupied = pos.pieces() ^ square_bb(m.from());
      const bool before = m.from() == corner || (attacks(moving, m.from(), occupied) & square_bb(corner));
      const bool after =
          m.to() == corner || (attacks(moving, m.to(), occupied | square_bb(m.to())) & square_bb(corner));
      if (before && !after) return Step::progress;
      if (after) return Step::plain;
    }
  }
  if (aims.winner_moves) {
    // Pawns march on to promote or to open lines; captures open them too.
    const bool capture = pos.piece_on(m.to()) != NoPiece && m.kind() != MoveKind::Castling;
    return capture || moving == Pawn ? Step::progress : Step::plain;
  }
  // A loser's promotion that gives the winner a blocker is the way forward;
  // anything else is a detour.
  if (aims.loser_promotion_needed) {
    const PieceType promotion = m.promotion();
    return moving == Pawn && promotion != Queen && promotion != Rook ? Step::progress : Step::detour;
  }
  return Step::plain;
}

bool GuidedHelpmate::is_tempo_move(const Position& pos, Move m) const {
  const PieceType moving = type_of(pos.piece_on(m.from()));
  return (tempo_squares_[pos.side_to_move()][moving] & square_bb(m.from())) && pos.piece_on(m.to()) == NoPiece;
}

bool GuidedHelpmate::visit_leaf(const Position& pos) {
  // Out of depth, a mate in one is still worth a look; the loser's moves
  // matter only by whether there are any.
  if (pos.side_to_move() != winner_) {
    if (!has_legal_move(pos)) return pos.in_check();
    frontier_.push_back(pos.key());
    return false;
  }
  const MoveList moves(pos);
  if (moves.empty()) return false;
  const Move mate = mating_move(pos, moves);
  if (mate.is_none()) {
    frontier_.push_back(pos.key());
    return false;
  }
  line_.push_back(mate);
  return true;
}

bool GuidedHelpmate::admit(uint64_t key, int depth) {
  if (nodes_ >= node_limit_) {
    aborted_ = true;
    return false;
  }
  ++nodes_;
  if (const auto [known, is_new] = depths_.insert(key, depth); !is_new) {
    if (*known >= depth) return false;
    *known = depth;
  }
  return true;
}

// Inline in visit, its one caller: GCC would not inline it into the
// recursion, and a call for every child cost more than the look-up saves on
// real games' positions.
[[gnu::always_inline]] inline bool GuidedHelpmate::visit_child(const Position& pos, Move m, int depth,
                                                                bool progressed) {
  // Lines this long wander; the cap also bounds the recursion's stack.
  constexpr size_t MaxPlies = 600;
  if (line_.size() >= MaxPlies) depth = 0;
  // After the first iteration most children were searched as deep already:
  // where Position::key_after gives the key without the move played (no
  // capture, no pawn move), the move is played only for a child to be
  // searched. (In the first, few were: the look-up would cost more than it
  // saves.)
  const bool looked_up_first =
      depth_ > FirstDepth && (m.kind() == MoveKind::Castling ||
                              (type_of(pos.piece_on(m.from())) != Pawn && pos.piece_on(m.to()) == NoPiece));
  if (looked_up_first && !admit(pos.key_after(m), depth)) return false;
  Position next = pos;
  next.play(m);
  if (!looked_up_first && !admit(next.key(), depth)) return false;
  return visit(next, depth, progressed);
}

bool GuidedHelpmate::visit(const Position& pos, int depth, bool progressed) {
  if (insufficient_material(pos, winner_)) return false;
  if (depth <= 0) return visit_leaf(pos);
  const MoveList moves(pos);
  if (moves.empty()) return pos.in_check() && pos.side_to_move() != winner_;
  // Beyond this many plies progress is no longer rewarded.
  constexpr size_t RewardPlies = 400;
  Step steps[256];
  bool tempo_tried = false;
  const Aims position_aims = aims(pos);
  for (size_t i = 0; i < moves.size(); ++i) {
    const Move m = moves.begin()[i];
    Step step = classify(pos, position_aims, m);
    if (line_.size() > RewardPlies && step == Step::progress) step = Step::plain;
    if (guidance_.one_tempo_move && is_tempo_move(pos, m)) {
      step = tempo_tried ? Step::skipped : Step::plain;
      tempo_tried = true;
    }
    if (line_.empty() && !first_moves_.empty() && std::ranges::find(first_moves_, m) == first_moves_.end())
      step = Step::skipped;
    steps[i] = step;
  }
  const int progress_cost = guidance_.fractional ? 1 : 0, reply_cost = guidance_.fractional ? Ply / 2 : 0;
  // Progress first: where a mate is near, it is found sooner.
  for (Step pass : {Step::progress, Step::plain, Step::detour})
    for (size_t i = 0; i < moves.size(); ++i) {
      if (steps[i] != pass) continue;
      const Move m = moves.begin()[i];
      const int cost = pass == Step::progress ? progress_cost
                       : pass == Step::detour ? 3 * Ply
                       : progressed           ? reply_cost
                                              : Ply;
      line_.push_back(m);
      if (visit_child(pos, m, std::max(0, depth - cost), pass == Step::progress)) return true;
      line_.pop_back();
      if (aborted_) {
        // Not every move was searched: no depth is known for this position.
        *depths_.find(pos.key()) = -1;
        return false;
      }
    }
  return false;
}

ExhaustiveHelpmate::ExhaustiveHelpmate(const Position& pos, Color winner, std::span<const Move> first_moves)
    : root_(pos), winner_(winner), first_moves_(first_moves.begin(), first_moves.end()) {
  numbers_.insert(root_.key(), 0);
  layer_.push_back({root_, 0});
}

HelpmateOutcome ExhaustiveHelpmate::search(uint64_t nodes) {
  const uint64_t limit = nodes_ + nodes;
  for (; !layer_.empty(); layer_.swap(next_layer_), next_layer_.clear(), next_ = 0)
    for (; next_ < layer_.size(); ++next_) {
      if (nodes_ >= limit) return HelpmateOutcome::cut;
      const Pending& pending = layer_[next_];
      for (Move m : MoveList(pending.pos)) {
        if (pending.number == 0 && !first_moves_.empty() && std::ranges::find(first_moves_, m) == first_moves_.end())
          continue;
        ++nodes_;
        Position next = pending.pos;
        next.play(m);
        const uint32_t number = uint32_t(reached_.size());
        if (!numbers_.insert(next.key(), int(number)).second) continue;
        reached_.push_back({pending.number, m});
        if (is_checkmate_by(next, winner_)) {
          for (uint32_t n = number; n; n = reached_[n].parent) line_.push_back(reached_[n].move);
          std::reverse(line_.begin(), line_.end());
          return HelpmateOutcome::mate;
        }
        if (!prune(pending.pos, m, next)) next_layer_.push_back({next, number});
      }
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
