#include "validate/draughts_line.h"

#include "draughts/fen.h"
#include "draughts/numbering.h"
#include "parser/draughts_move.h"

namespace arbiter {

namespace d = draughts;

ReadMoves::ReadMoves(const std::vector<WrittenMove>& moves) {
  codes_.reserve(2 * moves.size());
  ends_.reserve(moves.size());
  marks_.reserve(moves.size());
  DraughtsMoveText t;
  for (const WrittenMove& m : moves) {
    if (!read_draughts_move(m.token, t)) break;
    for (int i = 0; i < t.count; ++i) codes_.push_back(d::square_code(t.squares[i]));
    ends_.push_back(uint32_t(codes_.size()));
    marks_.push_back(Marks{t.capture_mark, t.step_mark, !t.trailing.empty()});
  }
}

NamedSquares squares_of(const d::Variant& v, std::span<const uint16_t> codes) {
  NamedSquares n;
  n.count = int(codes.size());
  for (int i = 0; i < n.count; ++i) {
    n.squares[i] = d::square_of_code(v, codes[i]);
    if (n.squares[i] == d::NoSquare && n.on_board()) n.off_board = i;
  }
  return n;
}

void matching(const d::Position& pos, const d::MoveList& legal, const NamedSquares& n, std::vector<d::Move>& found) {
  found.clear();
  if (!n.on_board()) return;
  d::moves_between(pos, legal, n.squares[0], n.squares[n.count - 1],
                   std::span<const d::Square>(n.squares.data() + 1, n.count - 2), found);
}

std::vector<d::Move> matching(const d::Position& pos, const d::MoveList& legal, const NamedSquares& n) {
  std::vector<d::Move> found;
  matching(pos, legal, n, found);
  return found;
}

std::optional<d::Move> first_matching(const d::Position& pos, const d::MoveList& legal,
                                      std::span<const uint16_t> codes) {
  const d::Variant& v = pos.variant();
  const d::Square from = d::square_of_code(v, codes.front()), to = d::square_of_code(v, codes.back());
  if (from == d::NoSquare || to == d::NoSquare) return std::nullopt;
  if (codes.size() == 2) {
    for (const d::Move& m : legal)
      if (m.from == from && m.to == to) return m;
    return std::nullopt;
  }
  std::array<d::Square, d::MaxJumps> via;
  for (size_t i = 1; i + 1 < codes.size(); ++i)
    if ((via[i - 1] = d::square_of_code(v, codes[i])) == d::NoSquare) return std::nullopt;
  thread_local std::vector<d::Move> found;
  d::moves_between(pos, legal, from, to, std::span<const d::Square>(via.data(), codes.size() - 2), found);
  return found.empty() ? std::nullopt : std::optional<d::Move>(found[0]);
}

size_t replayable(d::Position pos, const ReadMoves& moves, size_t first) {
  // Kept from call to call (one per thread, as games are checked in
  // parallel): a fresh list would grow by allocations in every variant tried.
  thread_local d::MoveList legal;
  for (size_t i = first; i < moves.size(); ++i) {
    d::generate_moves(pos, legal);
    const std::optional<d::Move> found = first_matching(pos, legal, moves.squares(i));
    if (!found) return i - first;
    pos.play(*found);
  }
  return moves.size() - first;
}

std::optional<d::Position> start_position(const d::Variant& v, const std::string& fen, const ReadMoves& moves,
                                          std::string* error) {
  if (fen.empty()) return d::Position::start(v);
  const size_t first = fen.find_first_not_of(" \"");
  if (first != std::string::npos && fen[first] == '?') {
    std::optional<d::Position> best;
    size_t best_reach = 0;
    for (d::Color side : {v.first_mover, ~v.first_mover}) {
      std::string known = fen;
      known[first] = side == d::White ? 'W' : 'B';
      const std::optional<d::Position> pos = start_position(v, known, moves, error);
      const size_t reach = pos ? replayable(*pos, moves, 0) : 0;
      if (pos && (!best || reach > best_reach)) {
        best = pos;
        best_reach = reach;
      }
    }
    return best;
  }
  d::FenResult r = d::parse_fen(v, fen);
  if (!r) {
    // A problem's man on his crowning row: read, and told by the replay.
    if (d::FenResult loose = d::parse_fen(v, fen, true)) return loose.position;
    if (error) *error = r.error;
  }
  return r.position;
}

d::Position with_variant(const d::Position& pos, const d::Variant& v) {
  d::Position copy(v);
  for (d::Color c : {d::White, d::Black}) {
    for (d::Bitboard b = pos.men(c); b;) copy.put(c, d::pop_lsb(b), false);
    for (d::Bitboard b = pos.kings(c); b;) copy.put(c, d::pop_lsb(b), true);
  }
  copy.set_side_to_move(pos.side_to_move());
  return copy;
}

}  // namespace arbiter
