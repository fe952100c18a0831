// The FEN reader on any text: a position it accepts is one the legality core
// can work with, and writes back to a FEN that reads to the same position.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/fen.h"
#include "core/movegen.h"
#include "core/perft.h"
#include "fuzz/expect.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace arbiter;
  using fuzz::expect;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  for (FenCastling castling : {FenCastling::strict, FenCastling::drop_unfounded}) {
    const FenResult read = parse_fen(text, castling);
    expect(read.position.has_value() == read.error.empty(), "a FEN is either read or rejected with a reason");
    if (!read) continue;
    const Position& pos = *read.position;
    const std::string written = to_fen(pos);
    const FenResult again = parse_fen(written);
    expect(again.position.has_value(), "a FEN written is read");
    expect(*again.position == pos && again.position->key() == pos.key(), "a FEN written reads to the same position");
    expect(to_fen(*again.position) == written, "a FEN written reads and writes to itself");
    // Every legal move leaves a position whose side that moved is not in check.
    for (Move m : MoveList(pos)) {
      Position after = pos;
      after.play(m);
      expect(!after.attackers_to(after.king_square(pos.side_to_move()), after.pieces(), after.side_to_move()),
             "no legal move leaves the mover's king attacked");
    }
    perft(pos, 2);
  }
  return 0;
}
