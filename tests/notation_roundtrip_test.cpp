// Round trip over a whole real file: every game, written in each notation
// Arbiter writes and read back as a game in that notation, is the same list
// of moves; and since the replay reports any text that fits several legal
// moves, no written token fits more than one.
#include <catch2/catch.hpp>

#include <functional>

#include "core/fen.h"
#include "core/uci.h"
#include "notation/notation.h"
#include "notation/write_algebraic.h"
#include "parser/game_splitter.h"
#include "tests/corpus.h"
#include "tests/findings.h"
#include "validate/replay.h"

using namespace arbiter;

namespace {

struct Dialect {
  std::string name;
  std::function<std::string(const Board&, Move)> write;
  Notation read_as;  // how the written game is read back
};

std::vector<Dialect> dialects() {
  std::vector<Dialect> out;
  for (const Notation& n : readable_notations()) {
    MoveReader reader(n);
    out.push_back({n.name(), [reader](const Board& b, Move m) { return reader.write(b, m); }, n});
  }
  out.push_back({"figurine", [](const Board& b, Move m) { return to_algebraic(b.pos, m, Figurine); }, Notation{}});
  out.push_back({"lan", [](const Board& b, Move m) { return to_algebraic(b.pos, m, English, AlgebraicForm::Long); },
                 Notation{}});
  out.push_back({"uci", [](const Board& b, Move m) { return to_uci(b.pos, m); }, Notation{}});
  return out;
}

// The game's moves as a PGN game in the dialect.
std::string written(const GameRecord& g, const Dialect& d) {
  MoveReader follower(d.read_as);
  Board board(g.start);
  std::string text;
  if (const std::string fen = to_fen(g.start); fen != to_fen(Position::start()))
    text = "[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n\n";
  for (Move m : g.moves) {
    if (board.pos.side_to_move() == White) text += std::to_string(board.pos.fullmove_number()) + ". ";
    text += d.write(board, m) + ' ';
    follower.play(board, m);
  }
  return text + "*\n";
}

}  // namespace

TEST_CASE("round trip: Fischer's games through every notation and back", "[notation][roundtrip]") {
  const GameChunk chunk = split_games(corpus_path("masters/serhiis21/Fischer.pgn"));
  REQUIRE(chunk.games.size() == 827);
  std::vector<GameRecord> games;
  for (size_t i = 0; i < chunk.games.size(); ++i) {
    GameRecord g = check_game(chunk.game(i));
    if (g.replayed && !g.moves.empty()) games.push_back(std::move(g));
  }
  REQUIRE(games.size() > 800);
  for (const Dialect& d : dialects()) {
    INFO(d.name);
    size_t same = 0;
    ReadOptions read;
    read.notation = d.read_as;
    for (const GameRecord& g : games) {
      const std::string text = written(g, d);
      const GameRecord back = check(text, read);
      bool ok = back.moves == g.moves;
      for (const Finding& f : back.findings) ok = ok && f.severity != Severity::error;
      if (ok) ++same;
      else
        FAIL_CHECK("game " << g.index << " does not come back: " << text.substr(0, 300));
    }
    CHECK(same == games.size());
  }
}
