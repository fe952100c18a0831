// Every move-notation reader (SAN, lenient, with Matches; UCI) on any token
// in positions reached from a few starts: what it matches is legal, and
// what the writers write reads back to the same move.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/fen.h"
#include "core/movegen.h"
#include "core/uci.h"
#include "fuzz/expect.h"
#include "notation/explain.h"
#include "notation/san.h"

namespace arbiter::fuzz {
namespace {

// Starts where castling, en passant and promotion are near.
constexpr std::string_view Starts[] = {
    StartFen,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbqkb1r/pp1p1ppp/5n2/2pPp3/8/8/PPP1PPPP/RNBQKBNR w KQkq c6 0 4",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "2r1kr2/8/8/8/8/8/8/1R2K1R1 w GBfc - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
};

// The position after `plies` moves picked by the bytes that follow.
Position reach(std::string_view& data) {
  auto next = [&]() -> uint8_t {
    if (data.empty()) return 0;
    const uint8_t b = uint8_t(data[0]);
    data.remove_prefix(1);
    return b;
  };
  Position pos = *parse_fen(Starts[next() % std::size(Starts)]).position;
  for (int plies = next() % 16; plies > 0; --plies) {
    const MoveList legal(pos);
    if (legal.empty()) break;
    pos.play(*(legal.begin() + next() % legal.size()));
  }
  return pos;
}

void check_san(const Position& pos, const MoveList& legal, std::string_view token) {
  const std::optional<SanText> text = read_san(token);
  if (!text) return;
  const Matches found(pos, text->query);
  for (Move m : found) {
    expect(legal.contains(m), "SAN: every match is a legal move");
    expect(matches(pos, m, text->query), "SAN: every match fits the query");
  }
  expect(size_t(std::count_if(legal.begin(), legal.end(), [&](Move m) { return matches(pos, m, text->query); })) ==
             found.size(),
         "SAN: Matches finds every legal move that fits");
  if (found.size() == 1) {
    Position after = pos;
    after.play(found[0]);
    judge(pos, found[0], *text, after);
  } else if (found.size() == 0 && !legal.empty()) {
    explain_no_match(pos, legal, text->query);
  }
}

void check_uci(const Position& pos, const MoveList& legal, std::string_view token) {
  const Move m = parse_uci(pos, token);
  if (m.is_none()) return;
  expect(legal.contains(m), "UCI: what is read is a legal move");
  expect(parse_uci(pos, to_uci(pos, m)) == m, "UCI: the move written reads back");
}

// Every legal move, written in SAN and UCI, reads back to itself.
void check_writers(const Position& pos, const MoveList& legal) {
  for (Move m : legal) {
    const std::optional<SanText> text = read_san(to_san(pos, m));
    expect(text.has_value(), "SAN: what is written is read");
    const Matches found(pos, text->query);
    expect(found.size() == 1 && found[0] == m, "SAN: the move written reads back");
    expect(parse_uci(pos, to_uci(pos, m)) == m, "UCI: every legal move written reads back");
  }
}

}  // namespace
}  // namespace arbiter::fuzz

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace arbiter;
  std::string_view rest(reinterpret_cast<const char*>(data), size);
  const Position pos = fuzz::reach(rest);
  const MoveList legal(pos);
  fuzz::check_san(pos, legal, rest);
  fuzz::check_uci(pos, legal, rest);
  fuzz::check_writers(pos, legal);
  return 0;
}
