// The game splitter on any bytes: the games it finds do not depend on how
// the stream is cut into blocks nor on when they are taken, lie in order
// within the stream, and carry the line numbers of their first byte.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz/expect.h"
#include "parser/game_splitter.h"

namespace arbiter::fuzz {
namespace {

struct FoundGame {
  std::string text;
  uint64_t offset, line, index;
  bool operator==(const FoundGame&) const = default;
};

void take_into(GameSplitter& splitter, std::vector<FoundGame>& games) {
  const GameChunk chunk = splitter.take();
  for (size_t i = 0; i < chunk.games.size(); ++i) {
    const GameText g = chunk.game(i);
    games.push_back({std::string(g.text), g.offset, g.line, g.index});
  }
}

// Feeds the stream in blocks of the given sizes (cycled), taking games
// after every `take_every` blocks.
std::vector<FoundGame> split(std::string_view stream, const std::vector<size_t>& block_sizes, size_t take_every) {
  GameSplitter splitter;
  std::vector<FoundGame> games;
  size_t blocks = 0;
  for (size_t at = 0; at < stream.size(); ++blocks) {
    const size_t n = std::min(block_sizes[blocks % block_sizes.size()], stream.size() - at);
    splitter.feed(stream.substr(at, n));
    at += n;
    if (blocks % take_every == 0) take_into(splitter, games);
  }
  splitter.finish();
  take_into(splitter, games);
  return games;
}

// Line ends as the splitter counts them: LF, CR LF, or a lone CR.
uint64_t line_of(std::string_view stream, uint64_t offset) {
  uint64_t line = 1;
  for (size_t i = 0; i < offset; ++i)
    line += stream[i] == '\n' ? (i == 0 || stream[i - 1] != '\r') : stream[i] == '\r';
  return line;
}

}  // namespace
}  // namespace arbiter::fuzz

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace arbiter;
  using fuzz::expect;
  const std::string_view stream(reinterpret_cast<const char*>(data), size);
  const std::vector<fuzz::FoundGame> whole = fuzz::split(stream, {size + 1}, 1);
  uint64_t end = 0;
  for (size_t i = 0; i < whole.size(); ++i) {
    const fuzz::FoundGame& g = whole[i];
    expect(g.index == i + 1, "games are numbered 1, 2, 3...");
    expect(g.offset >= end && g.offset + g.text.size() <= size, "games lie in order within the stream");
    expect(stream.substr(g.offset, g.text.size()) == g.text, "a game's bytes are the stream's");
    expect(!g.text.empty(), "a game has bytes");
    expect(g.line == fuzz::line_of(stream, g.offset), "a game's line is the line of its first byte");
    end = g.offset + g.text.size();
  }
  // The same games however the bytes arrive.
  const size_t first = size ? data[0] : 0;
  expect(fuzz::split(stream, {1}, 1) == whole, "byte by byte, the same games");
  expect(fuzz::split(stream, {first % 7 + 1, 3, first % 13 + 2}, first % 3 + 1) == whole,
         "in odd blocks, the same games");
  return 0;
}
