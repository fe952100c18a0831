// Resync points (parser/game_resync.h) against the splitter itself: from a
// resync point a fresh GameSplitter must cut every game exactly as one that
// read the stream from its start (same bytes, same lines counted on), and
// that one must start a game there. Tried at many places of every corpus PGN
// file and of random streams made of the pieces that make the splitter's
// state hard to know (comments left open, tag sections without moves, lines
// shaped like tag pairs inside comments, CR line ends, variations).
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include "parser/game_resync.h"
#include "parser/game_splitter.h"
#include "tests/corpus.h"

namespace {

using namespace arbiter;

// The games a splitter cuts from `text`: all, or with `partial` only those it
// completed before the text's end (the text being a window of a longer stream).
std::vector<GameChunk::Span> cut(std::string_view text, bool partial = false) {
  GameSplitter splitter;
  splitter.feed(text);
  if (!partial) splitter.finish();
  return splitter.take().games;
}

// Checks the resync point found at or after `from`, if any; returns it.
std::optional<size_t> check_resync_at(std::string_view text, const std::vector<GameChunk::Span>& whole, size_t from,
                                      size_t window = std::string_view::npos) {
  const std::optional<size_t> point = find_resync_point(text, from, true);
  if (!point) return point;
  CHECK(*point >= from);
  const auto first = std::find_if(whole.begin(), whole.end(), [&](const auto& g) { return g.offset == *point; });
  REQUIRE(first != whole.end());  // a single run starts a game there
  const bool partial = window < text.size() - *point;
  const std::vector<GameChunk::Span> resumed = cut(text.substr(*point, window), partial);
  REQUIRE(resumed.size() <= size_t(whole.end() - first));
  if (!partial) REQUIRE(resumed.size() == size_t(whole.end() - first));
  for (size_t i = 0; i < resumed.size(); ++i) {
    const GameChunk::Span& w = first[i];
    const GameChunk::Span& r = resumed[i];
    CAPTURE(from, *point, i);
    REQUIRE(r.offset + *point == w.offset);
    REQUIRE(r.size == w.size);
    REQUIRE(r.line + first->line - 1 == w.line);
  }
  return point;
}

}  // namespace

TEST_CASE("resync: lichess-style games resync at the next game's tag section", "[resync]") {
  const std::string game =
      "[Event \"Rated\"]\n[Site \"x\"]\n\n1. e4 { [%clk 0:03:00] } 1... e5 { [%clk 0:02:59] } 1-0\n\n";
  const std::string text = game + game + game;
  CHECK(find_resync_point(text, 1, true) == game.size());
  CHECK(find_resync_point(text, game.size(), true) == game.size());
  CHECK(find_resync_point(text, game.size() + 1, true) == 2 * game.size());
  CHECK(find_resync_point(text, 2 * game.size() + 1, true) == std::nullopt);
  // Not decided before the movetext after the tag section is in the window.
  CHECK(find_resync_point(text.substr(0, game.size() + 20), 1, false) == std::nullopt);
}

TEST_CASE("resync: TCEC's games resync past the engine options between tags and moves", "[resync]") {
  // As TCEC writes them (engine/tcec/TCEC_Season_13_-_Superfinal.pgn): a
  // comment line closed on itself after the blank line that ends the tags.
  const std::string game =
      "[Event \"TCEC Season 13 - Superfinal\"]\n[Round \"2.1\"]\n\n"
      "{WhiteEngineOptions: Protocol=uci; Hash=16384; Threads=43; Ponder=false;}\n"
      "1. d4 {book, mb=+0+0+0+0+0,} Nf6 {book, mb=+0+0+0+0+0,}\n1/2-1/2\n\n";
  const std::string text = game + game;
  CHECK(find_resync_point(text, 1, true) == game.size());
  // Still so without the blank line, or with two comment lines.
  CHECK(find_resync_point("x\ne4\n[B \"2\"]\n{c}\n1. e4 *\n", 1, true) == 5);
  CHECK(find_resync_point("x\ne4\n[B \"2\"]\n\n{c}\n\n{d} \n1. e4 *\n", 1, true) == 5);
  // Not when the comment stays open past the line, or a tag pair follows it.
  CHECK(find_resync_point("x\ne4\n[B \"2\"]\n\n{c\n1. e4 *\n", 1, true) == std::nullopt);
  CHECK(find_resync_point("x\ne4\n[B \"2\"]\n\n{c} [D \"4\"]\n1. e4 *\n", 1, true) == std::nullopt);
  CHECK(find_resync_point("x\ne4\n[B \"2\"]\n\n{c}\n[B \"3\"]\n1. e4 *\n", 1, true) == std::nullopt);
}

TEST_CASE("resync: no point where a state the splitter may be in would cut elsewhere", "[resync]") {
  // A tag section without moves takes the next one (no blank line rule
  // applies): the line before must be movetext.
  CHECK(find_resync_point("[A \"1\"]\n\n[B \"2\"]\n\n1. e4 *\n", 1, true) == std::nullopt);
  // After "1-0 [" a game of tags alone is open at the line's end.
  CHECK(find_resync_point("x\ne4 1-0 [C \"3\"]\n\n[B \"2\"]\n\n1. e4 *\n", 1, true) == std::nullopt);
  // A '}' on the line before may close a comment opened before a tag
  // section, and nothing after it makes the game one with moves.
  CHECK(find_resync_point("x\ne4 }\n[B \"2\"]\n\n1. e4 *\n", 1, true) == std::nullopt);
  // Then what follows the tag line must be tags, blank lines, and movetext:
  // a blank line and a tag pair of a name L had would split only without
  // the comment.
  CHECK(find_resync_point("x\ne4\n[B \"2\"]\n\n[B \"3\"]\n1. e4 *\n", 1, true) == std::nullopt);
  CHECK(find_resync_point("x\ne4\n[B \"2\"]\n[C \"3\"]\n\n1. e4 *\n", 1, true) == 5);
}

TEST_CASE("resync: from any resync point a fresh splitter cuts as a single run, random streams", "[resync]") {
  static const std::vector<std::string> pieces = {
      "[Event \"a\"]", "[Site \"b\"]", "[Event \"a\"] [Site \"c\"]", "[A \"}\"]", "[B \"\\\"{\"]", "[", "]", "\"",
      "\n", "\n", "\n", "\n\n", "\r\n", "\r", " ", "\t", "1. e4 ", "e5 ", "Nf3", "1-0", "0-1", "*", "1/2-1/2", "{",
      "}", "{c}", "\n{c}\n", "{ [%clk 0:01:00] }", "(", ")", ";x", "%x", "$1 ", "\\", "\x1A", "\xEF\xBB\xBF", "a"};
  std::mt19937 random(25);
  for (int stream = 0; stream < 20000; ++stream) {
    std::string text;
    const int n = 8 + int(random() % 60);
    for (int i = 0; i < n; ++i) text += pieces[random() % pieces.size()];
    CAPTURE(text);
    const std::vector<GameChunk::Span> whole = cut(text);
    for (size_t from = 0; from < text.size();) {
      const std::optional<size_t> point = check_resync_at(text, whole, from);
      if (!point) break;
      from = *point + 1;
    }
  }
}

TEST_CASE("resync: from any resync point a fresh splitter cuts as a single run, corpus files", "[resync][corpus]") {
  constexpr size_t Places = 40;         // resync points tried in each file
  constexpr size_t Window = 256 << 10;  // bytes compared after each
  size_t files = 0, points = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(CORPUS_DIR)) {
    const std::string path = entry.path().string();
    if (!entry.is_regular_file() || !(path.ends_with(".pgn") || path.ends_with(".PGN"))) continue;
    CAPTURE(path);
    const std::string text = read_file(path);
    const std::vector<GameChunk::Span> whole = cut(text);
    ++files;
    for (size_t i = 1; i < Places; ++i)
      points += check_resync_at(text, whole, text.size() * i / Places, Window).has_value();
  }
  CHECK(files > 150);
  CHECK(points > 1000);
}
