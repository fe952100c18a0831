// line_at, which places findings on a file line, against two independent
// counts: a byte-by-byte reading of the line-end rule (LF, CRLF, a lone CR),
// and the splitter's own line numbers, where each game begins on the line
// the previous game's text ends on.
#include <cstdint>
#include <random>
#include <string>

#include <catch2/catch.hpp>

#include "parser/game_splitter.h"
#include "tests/corpus.h"
#include "validate/location.h"

namespace {

using namespace arbiter;

// The line of `offset`, one byte at a time: a line ends after an LF, and
// after a CR that no LF follows.
uint64_t naive_line(std::string_view text, size_t offset, uint64_t first_line) {
  uint64_t line = first_line;
  for (size_t i = 0; i < offset && i < text.size(); ++i)
    line += text[i] == '\n' || (text[i] == '\r' && (i + 1 == text.size() || text[i + 1] != '\n'));
  return line;
}

}  // namespace

TEST_CASE("line_at counts LF, CRLF and lone CR line ends like a byte-by-byte reading", "[location]") {
  // Texts longer than the 64-byte blocks counted at once, each kind of line
  // end falling at random distances from a block's edge and from the offset.
  std::mt19937 random(20261123);
  const std::string pieces[] = {"\n", "\r\n", "\r", "a", "1. e4 e5 ", "{ [%clk 0:03:00] } ", "[Event \"x\"]"};
  for (int round = 0; round < 200; ++round) {
    std::string text;
    while (text.size() < 300) text += pieces[random() % std::size(pieces)];
    const GameText game{text, 0, 7, 1};
    LineCounter counter(game);
    for (size_t offset = 0; offset <= text.size(); offset += 1 + random() % 9) {
      INFO("round " << round << ", offset " << offset);
      REQUIRE(line_at(game, offset) == naive_line(text, offset, 7));
      REQUIRE(counter.line_at(offset) == naive_line(text, offset, 7));  // counted on from the last offset
    }
  }
}

TEST_CASE("line_at at the end of a game's text is the line the splitter gives the next game", "[location]") {
  std::string stream = read_file(corpus_path("online/lichess/lichess_db_sample_2021-10_kdave.pgn"));
  // The same games with Windows and old Mac line ends.
  std::string crlf, cr;
  for (char c : stream) {
    crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    cr += c == '\n' ? '\r' : c;
  }
  for (const std::string* text : {&stream, &crlf, &cr}) {
    const GameChunk chunk = split_text(*text);
    REQUIRE(chunk.games.size() > 100);
    for (size_t i = 0; i + 1 < chunk.games.size(); ++i) {
      const GameText game = chunk.game(i), next = chunk.game(i + 1);
      INFO("game " << game.index);
      REQUIRE(game.offset + game.text.size() == next.offset);
      REQUIRE(line_at(game, game.text.size()) == next.line);
    }
  }
}
