// Round trips, as a property over random legal games (a fixed seed, so every
// run plays the same games): whatever Arbiter writes, SAN or UCI, reads back
// to the same moves. The games are steered towards promotions, en passant
// and castling, Chess960's included, and the test checks it met them all.
#include <catch2/catch.hpp>

#include <array>
#include <cctype>
#include <random>
#include <string>
#include <vector>

#include "core/fen.h"
#include "core/movegen.h"
#include "core/uci.h"
#include "notation/san.h"
#include "tests/findings.h"
#include "tests/position.h"
#include "validate/replay.h"

using namespace arbiter;

namespace {

// The back rank of Chess960 start position n (0..959, Scharnagl's numbering).
std::string chess960_back_rank(int n) {
  std::string rank(8, ' ');
  auto place = [&](int nth_empty, char piece) {
    for (char& square : rank)
      if (square == ' ' && nth_empty-- == 0) return void(square = piece);
  };
  rank[(n % 4) * 2 + 1] = 'B', n /= 4;
  rank[(n % 4) * 2] = 'B', n /= 4;
  place(n % 6, 'Q'), n /= 6;
  static constexpr std::array<std::array<int, 2>, 10> Knights{
      {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}}};
  place(Knights[n][1], 'N'), place(Knights[n][0], 'N');  // the later first, so the earlier's count holds
  place(0, 'R'), place(0, 'K'), place(0, 'R');
  return rank;
}

std::string chess960_fen(int n) {
  const std::string white = chess960_back_rank(n);
  std::string black = white;
  for (char& c : black) c = char(std::tolower(c));
  return black + "/pppppppp/8/8/8/8/PPPPPPPP/" + white + " w KQkq - 0 1";
}

struct RandomGame {
  std::string fen;  // empty for the standard start
  bool chess960 = false;
  std::vector<Move> moves;
};

Position start_of(const RandomGame& g) {
  Position pos = g.fen.empty() ? Position::start() : from_fen(g.fen);
  pos.set_chess960(g.chess960);
  return pos;
}

// A legal game; special moves are taken half the time they are there, pawn
// moves a third of the time, so that promotions come within the game.
RandomGame play_random_game(std::mt19937_64& rng, bool chess960, std::array<int, 4>& kinds_played) {
  RandomGame g;
  g.chess960 = chess960;
  if (chess960) g.fen = chess960_fen(int(rng() % 960));
  Position pos = start_of(g);
  for (int ply = 0; ply < 300; ++ply) {
    const MoveList legal(pos);
    if (legal.empty()) break;
    std::vector<Move> special, pawn;
    for (Move m : legal) {
      if (m.kind() != MoveKind::Normal) special.push_back(m);
      else if (type_of(pos.piece_on(m.from())) == Pawn) pawn.push_back(m);
    }
    Move m = legal.begin()[rng() % legal.size()];
    if (!special.empty() && rng() % 2) m = special[rng() % special.size()];
    else if (!pawn.empty() && rng() % 3 == 0) m = pawn[rng() % pawn.size()];
    ++kinds_played[size_t(m.kind())];
    g.moves.push_back(m);
    pos.play(m);
  }
  return g;
}

// The game as PGN, its moves written by `write` (to_san or to_uci).
template <typename Writer>
std::string as_pgn(const RandomGame& g, Writer write) {
  std::string pgn = "[Event \"round trip\"]\n";
  if (g.chess960) pgn += "[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"" + g.fen + "\"]\n";
  pgn += "\n";
  Position pos = start_of(g);
  for (Move m : g.moves) {
    if (pos.side_to_move() == White) pgn += std::to_string(pos.fullmove_number()) + ". ";
    pgn += write(pos, m) + " ";
    pos.play(m);
  }
  return pgn + "*\n";
}

bool is_notation_finding(Kind k) {
  return k == Kind::illegal_move || k == Kind::ambiguous_move || k == Kind::parse_error ||
         k == Kind::invalid_setup || k == Kind::moves_after_end || k == Kind::nonstandard_notation;
}

}  // namespace

TEST_CASE("round trip: random legal games written in SAN and UCI read back to the same moves", "[roundtrip]") {
  std::mt19937_64 rng(0x41726269746572);  // "Arbiter"
  std::array<int, 4> kinds_played{};      // by MoveKind
  std::array<int, 4> chess960_castlings{};
  for (int i = 0; i < 400; ++i) {
    const bool chess960 = i % 2 == 1;
    std::array<int, 4>& kinds = chess960 ? chess960_castlings : kinds_played;
    const RandomGame g = play_random_game(rng, chess960, kinds);
    INFO("game " << i << (chess960 ? " (Chess960 " + g.fen + ")" : ""));

    const std::string san = as_pgn(g, to_san);
    INFO(san);
    const GameRecord from_san = check(san);
    CHECK(from_san.moves == g.moves);
    for (const Finding& f : from_san.findings) {  // standard SAN: nothing to say about its notation
      INFO(kind_name(f.kind) << ": " << f.token << ": " << f.message);
      CHECK_FALSE(is_notation_finding(f.kind));
    }

    const std::string uci = as_pgn(g, to_uci);
    CHECK(check(uci).moves == g.moves);  // coordinates, read leniently

    Position pos = start_of(g);
    for (Move m : g.moves) {
      REQUIRE(parse_uci(pos, to_uci(pos, m)) == m);
      pos.play(m);
    }
  }
  CHECK(kinds_played[size_t(MoveKind::Promotion)] > 0);
  CHECK(kinds_played[size_t(MoveKind::EnPassant)] > 0);
  CHECK(kinds_played[size_t(MoveKind::Castling)] > 0);
  CHECK(chess960_castlings[size_t(MoveKind::Castling)] > 0);
  CHECK(chess960_castlings[size_t(MoveKind::Promotion)] > 0);
}

TEST_CASE("round trip: the 960 Chess960 start positions are read and written back", "[roundtrip]") {
  for (int n = 0; n < 960; ++n) {
    const std::string fen = chess960_fen(n);
    const FenResult read = parse_fen(fen);
    REQUIRE(read);
    CHECK(parse_fen(to_fen(*read.position)).position == read.position);
  }
  CHECK(chess960_fen(518) == std::string(StartFen));  // Scharnagl's 518 is the standard start
}
