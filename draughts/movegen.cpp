// Captures are found by a depth-first search over each piece's jumps: the
// pieces taken stay on the board until the move is over (they cannot be
// jumped twice and block a king's way), a capture goes on while it can, and
// each completed capture is offered to a sink with its rank under the
// variant's capture law. The legal-move sink keeps the best-ranked ones.
#include "draughts/movegen.h"

#include <algorithm>

namespace arbiter::draughts {

namespace {

constexpr Direction opposite(Direction d) { return Direction((d + 2) & 3); }

// The directions c's men step in (and capture in, where men capture forward only).
constexpr std::array<Direction, 2> forward(bool down) {
  return down ? std::array{DownLeft, DownRight} : std::array{UpRight, UpLeft};
}

template <class Sink>
class CaptureSearch {
 public:
  CaptureSearch(const Position& pos, Sink& sink)
      : pos_(pos),
        board_(pos.board()),
        variant_(pos.variant()),
        sink_(sink),
        us_(pos.side_to_move()),
        enemies_(pos.pieces(~us_)),
        enemy_kings_(pos.kings(~us_)),
        crowning_row_(pos.crowning_row(us_)) {}

  void from_king(Square s) { start(s, true); }
  void from_man(Square s) { start(s, false); }

 private:
  void start(Square s, bool king) {
    move_.from = s;
    move_.jumps = 0;
    move_.captured = 0;
    by_king_ = king;
    crowned_ = false;
    kings_taken_ = 0;
    king_order_ = 0;
    // The piece's own square is free for the rest of its move.
    empty_ = pos_.empty() | square_bb(s);
    if (king)
      king_jumps(s);
    else
      man_jumps(s);
  }

  // Whether a jump is made from `at`; each capture that cannot go on is offered to the sink.
  bool man_jumps(Square at) {
    const auto ahead = forward(pos_.moves_down(us_));
    const std::span<const Direction> dirs =
        variant_.men_capture_backward ? std::span<const Direction>(Directions) : std::span<const Direction>(ahead);
    Bitboard prey = enemies_ & ~move_.captured;
    if (!variant_.men_capture_kings) prey &= ~enemy_kings_;
    bool jumped = false;
    for (Direction d : dirs) {
      const Bitboard over = board_.step(square_bb(at), d) & prey;
      const Bitboard landing = board_.step(over, d) & empty_;
      if (!landing) continue;
      jumped = true;
      take(over, lsb(landing));
      if (variant_.crowned_during_capture && (landing & crowning_row_)) {
        crowned_ = true;
        if (!king_jumps(lsb(landing))) offer();
        crowned_ = false;
      } else if (!man_jumps(lsb(landing))) {
        offer();
      }
      untake(over);
    }
    return jumped;
  }

  bool king_jumps(Square at) {
    const bool flying = variant_.flying_kings;
    bool jumped = false;
    for (Direction d : Directions) {
      Bitboard ray = board_.step(square_bb(at), d);
      if (flying)
        while (ray & empty_) ray = board_.step(ray, d);
      const Bitboard over = ray & enemies_ & ~move_.captured;
      Bitboard landing = board_.step(over, d) & empty_;
      if (!landing) continue;
      jumped = true;
      // A flying king may land on any free square behind the piece, but
      // must land where it can capture on when it can (a capture is
      // completed): the landings are tried first, and offered as the end of
      // the move only when none goes on.
      Square landings[10];
      int count = 0;
      do {
        landings[count++] = lsb(landing);
        landing = flying ? board_.step(landing, d) & empty_ : 0;
      } while (landing);
      take(over, landings[0]);
      bool goes_on = false;
      for (int i = 0; i < count; ++i) {
        move_.path[move_.jumps - 1] = landings[i];
        goes_on |= king_jumps(landings[i]);
      }
      if (!goes_on) {
        for (int i = 0; i < count; ++i) {
          move_.path[move_.jumps - 1] = landings[i];
          offer();
        }
      }
      untake(over);
    }
    return jumped;
  }

  void take(Bitboard over, Square landing) {
    move_.captured |= over;
    if (over & enemy_kings_) {
      ++kings_taken_;
      king_order_ |= uint32_t(1) << (31 - move_.jumps);
    }
    move_.path[move_.jumps++] = landing;
  }

  void untake(Bitboard over) {
    --move_.jumps;
    move_.captured &= ~over;
    if (over & enemy_kings_) {
      --kings_taken_;
      king_order_ &= ~(uint32_t(1) << (31 - move_.jumps));
    }
  }

  // The capture's rank under the law: a higher one must be preferred.
  uint64_t rank() const {
    const uint64_t count = uint64_t(move_.jumps);
    switch (variant_.law) {
      case CaptureLaw::Free: return 0;
      case CaptureLaw::MostPieces: return count;
      case CaptureLaw::MostPiecesThenKings: return count << 8 | uint64_t(kings_taken_);
      case CaptureLaw::Italian:
        // King order: bit 31 - i is set when the i-th piece taken is a king,
        // so the capture that meets a king first ranks higher.
        return count << 48 | uint64_t(by_king_) << 47 | uint64_t(kings_taken_) << 40 | king_order_;
      case CaptureLaw::KingFirst: return uint64_t(by_king_);
    }
    return 0;
  }

  void offer() {
    move_.to = move_.path[move_.jumps - 1];
    move_.crowns = !by_king_ && (crowned_ || (square_bb(move_.to) & crowning_row_));
    sink_(move_, rank());
  }

  const Position& pos_;
  const Board& board_;
  const Variant& variant_;
  Sink& sink_;
  const Color us_;
  const Bitboard enemies_;
  const Bitboard enemy_kings_;
  const Bitboard crowning_row_;
  Bitboard empty_ = 0;
  Move move_;
  bool by_king_ = false;
  bool crowned_ = false;
  int kings_taken_ = 0;
  uint32_t king_order_ = 0;
};

// Keeps the captures of the highest rank, each move once.
struct LegalSink {
  MoveList& moves;
  uint64_t best = 0;

  void operator()(const Move& m, uint64_t rank) {
    if (!moves.empty() && rank < best) return;
    if (moves.empty() || rank > best) {
      moves.clear();
      best = rank;
    } else {
      for (const Move& o : moves)
        if (o.same_as(m)) return;
    }
    moves.push_back(m);
  }
};

// The men of `us` that can jump at all: a quick bitboard test that spares
// the search for the others.
Bitboard men_that_can_capture(const Position& pos) {
  const Board& board = pos.board();
  const Variant& v = pos.variant();
  const Color us = pos.side_to_move();
  Bitboard prey = pos.pieces(~us);
  if (!v.men_capture_kings) prey &= ~pos.kings(~us);
  const Bitboard empty = pos.empty();
  Bitboard able = 0;
  auto add = [&](Direction d) {
    able |= board.step(board.step(empty, opposite(d)) & prey, opposite(d));
  };
  if (v.men_capture_backward) {
    for (Direction d : Directions) add(d);
  } else {
    for (Direction d : forward(pos.moves_down(us))) add(d);
  }
  return able & pos.men(us);
}

void add_steps(const Position& pos, MoveList& moves) {
  const Board& board = pos.board();
  const Color us = pos.side_to_move();
  const Bitboard empty = pos.empty();
  const Bitboard crowning = pos.crowning_row(us);
  Move m;
  for (Direction d : forward(pos.moves_down(us))) {
    for (Bitboard to = board.step(pos.men(us), d) & empty; to;) {
      m.to = pop_lsb(to);
      m.from = lsb(board.step(square_bb(m.to), opposite(d)));
      m.crowns = square_bb(m.to) & crowning;
      moves.push_back(m);
    }
  }
  m.crowns = false;
  for (Bitboard kings = pos.kings(us); kings;) {
    m.from = pop_lsb(kings);
    for (Direction d : Directions) {
      for (Bitboard to = board.step(square_bb(m.from), d) & empty; to; to = board.step(to, d) & empty) {
        m.to = lsb(to);
        moves.push_back(m);
        if (!pos.variant().flying_kings) break;
      }
    }
  }
}

template <class Sink>
void search_captures(const Position& pos, Sink& sink) {
  CaptureSearch<Sink> search(pos, sink);
  for (Bitboard b = pos.kings(pos.side_to_move()); b;) search.from_king(pop_lsb(b));
  for (Bitboard b = men_that_can_capture(pos); b;) search.from_man(pop_lsb(b));
}

// Collects every path of one move, with its rank.
struct PathSink {
  const Move& wanted;
  std::vector<std::pair<std::vector<Square>, uint64_t>> paths;

  void operator()(const Move& m, uint64_t rank) {
    if (m.same_as(wanted)) paths.emplace_back(std::vector<Square>(m.path.begin(), m.path.begin() + m.jumps), rank);
  }
};

// Whether `via` appears in `path`, in order, before its last square.
bool lands_on(const std::vector<Square>& path, std::span<const Square> via) {
  auto at = path.begin();
  const auto last = path.empty() ? path.end() : path.end() - 1;
  for (Square s : via) {
    at = std::find(at, last, s);
    if (at == last) return false;
    ++at;
  }
  return true;
}

}  // namespace

void generate_moves(const Position& pos, MoveList& moves) {
  moves.clear();
  LegalSink sink{moves};
  search_captures(pos, sink);
  if (moves.empty()) add_steps(pos, moves);
}

MoveList legal_moves(const Position& pos) {
  MoveList moves;
  generate_moves(pos, moves);
  return moves;
}

std::vector<std::vector<Square>> capture_paths(const Position& pos, const Move& m) {
  if (!m.is_capture()) return {};
  PathSink sink{m, {}};
  CaptureSearch<PathSink> search(pos, sink);
  if (pos.kings(pos.side_to_move()) & square_bb(m.from))
    search.from_king(m.from);
  else
    search.from_man(m.from);
  // Paths of the same pieces may rank differently (Italian: the king met
  // first); only the best-ranked ones are legal.
  uint64_t best = 0;
  for (const auto& [path, rank] : sink.paths) best = std::max(best, rank);
  std::vector<std::vector<Square>> paths;
  for (auto& [path, rank] : sink.paths)
    if (rank == best) paths.push_back(std::move(path));
  return paths;
}

std::vector<Square> taken_in_order(const Position& pos, const Move& m) {
  std::vector<Square> taken;
  const Board& board = pos.board();
  Square at = m.from;
  for (int i = 0; i < m.jumps; ++i) {
    // The one piece taken between two landings, on the diagonal joining them.
    for (Direction d : Directions) {
      Bitboard ray = 0;
      for (Bitboard b = board.step(square_bb(at), d); b; b = board.step(b, d)) {
        if (b & square_bb(m.path[i])) {
          if (const Bitboard piece = ray & m.captured) taken.push_back(lsb(piece));
          break;
        }
        ray |= b;
      }
    }
    at = m.path[i];
  }
  return taken;
}

std::vector<Move> moves_between(const Position& pos, const MoveList& legal, Square from, Square to,
                                std::span<const Square> via) {
  std::vector<Move> found;
  moves_between(pos, legal, from, to, via, found);
  return found;
}

void moves_between(const Position& pos, const MoveList& legal, Square from, Square to, std::span<const Square> via,
                   std::vector<Move>& found) {
  found.clear();
  for (const Move& m : legal) {
    if (m.from != from || m.to != to) continue;
    if (via.empty()) {
      found.push_back(m);
      continue;
    }
    for (const auto& path : capture_paths(pos, m)) {
      if (lands_on(path, via)) {
        found.push_back(m);
        break;
      }
    }
  }
}

}  // namespace arbiter::draughts
