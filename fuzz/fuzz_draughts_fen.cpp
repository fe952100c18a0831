// The draughts FEN reader and move generator on any text: the first byte
// picks the variant, the rest is the FEN. A position read writes back to a
// FEN that reads to the same position, and each legal move is one the board
// allows: it takes only enemy pieces, each once, landing on free squares,
// and a record naming its squares finds it.
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "draughts/fen.h"
#include "draughts/movegen.h"
#include "draughts/perft.h"
#include "fuzz/expect.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace arbiter::draughts;
  using arbiter::fuzz::expect;
  if (size == 0) return 0;
  const Variant& variant = variants()[data[0] % variants().size()];
  const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  const FenResult read = parse_fen(variant, text);
  expect(read.position.has_value() == read.error.empty(), "a FEN is either read or rejected with a reason");
  if (!read) return 0;
  const Position& pos = *read.position;
  const FenResult again = parse_fen(variant, to_fen(pos));
  expect(again && *again.position == pos, "a FEN written reads to the same position");
  const Color us = pos.side_to_move();
  const MoveList legal = legal_moves(pos);
  for (const Move& m : legal) {
    expect(pos.pieces(us) & square_bb(m.from), "a move starts from a piece of the side to move");
    expect(!(m.captured & ~pos.pieces(~us)), "a capture takes only enemy pieces");
    expect(popcount(m.captured) == m.jumps, "a capture takes one piece a jump");
    expect(m.to == m.from || !(pos.pieces() & square_bb(m.to)), "a move ends on a free square");
    expect(taken_in_order(pos, m).size() == size_t(m.jumps), "each jump takes the piece between its landings");
    std::vector<Square> via;
    if (m.is_capture()) {
      const auto paths = capture_paths(pos, m);
      expect(!paths.empty(), "a capture has a path");
      via.assign(paths[0].begin(), paths[0].end() - 1);
    }
    bool found = false;
    for (const Move& o : moves_between(pos, legal, m.from, m.to, via)) found |= o.same_as(m);
    expect(found, "a move is found by the squares of one of its paths");
    Position after = pos;
    after.play(m);
    expect(!(after.pieces(White) & after.pieces(Black)), "no square holds two pieces");
  }
  perft(pos, 2);
  return 0;
}
