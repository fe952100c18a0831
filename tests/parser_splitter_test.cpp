// GameSplitter against the shared corpus (game counts from corpus/MANIFEST.tsv
// or checked with pgn-extract) and against small inline streams for each rule;
// then splitter and reader together on mangled corpus text.
#include <algorithm>
#include <filesystem>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "parser/game_splitter.h"
#include "parser/pgn_reader.h"
#include "tests/corpus.h"

namespace {

using namespace arbiter;

struct Game {
  std::string text;
  uint64_t offset, line, index;
  bool operator==(const Game&) const = default;
};

std::ostream& operator<<(std::ostream& os, const Game& g) {
  return os << "#" << g.index << " @" << g.offset << " line " << g.line << " [" << g.text << "]";
}

// Appends the games completed so far to `games`.
void take(GameSplitter& splitter, std::vector<Game>& games) {
  const GameChunk chunk = splitter.take();
  for (size_t i = 0; i < chunk.games.size(); ++i) {
    const GameText g = chunk.game(i);
    games.push_back({std::string(g.text), g.offset, g.line, g.index});
  }
}

// Feeds `bytes` in blocks of `block` bytes, taking completed games now and then.
std::vector<Game> split(std::string_view bytes, size_t block = std::string_view::npos) {
  GameSplitter splitter;
  std::vector<Game> games;
  block = std::min(block, std::max<size_t>(bytes.size(), 1));
  for (size_t at = 0, n = 0; at < bytes.size(); at += block, ++n) {
    splitter.feed(bytes.substr(at, block));
    if (n % 3 == 0) take(splitter, games);
  }
  splitter.finish();
  take(splitter, games);
  return games;
}

// Splitting `bytes` fed in blocks of every size gives `whole`.
void check_every_block_size(std::string_view bytes, const std::vector<Game>& whole) {
  for (size_t block = 1; block <= bytes.size(); ++block) {
    INFO("block " << block);
    CHECK(split(bytes, block) == whole);
  }
}

std::vector<std::string> texts(const std::vector<Game>& games) {
  std::vector<std::string> result;
  for (const Game& g : games) result.push_back(g.text);
  return result;
}

// Files whose game count is not their number of "[Event " lines.
const std::map<std::string, size_t> CountsNotFromEventLines = {
    // A BOM hides the first "[Event " line from a line count (pgn-extract agrees).
    {"edge/python-chess/utf8-bom.pgn", 2},
    {"masters/chesslib/Morphy_UTF8.pgn", 211},
    {"masters/chesslib/redqueen.pgn", 270},
    // No [Event] tags; counts from pgn-extract -s -o.
    {"edge/pgn-extract-infiles/test-fuzzydepth.pgn", 4},
    {"edge/pgn-extract-infiles/test-nagcomments.pgn", 1},
    {"edge/pgn-extract-infiles/test-nobadresults.pgn", 9},
    {"edge/pgn-extract-infiles/test-promotion-in.pgn", 8},
    {"edge/pgn4web/gotd.pgn", 171},
    {"edge/pgn4web/tactics.pgn", 928},
    {"masters/eco/pgn-extract-eco.pgn", 2014},
    // No [Event] tags; by hand (pgn-extract drops games it cannot replay).
    {"edge/python-chess/antichess-programfox.pgn", 2},        // two [Variant] games
    {"edge/pgn-extract-infiles/nested-comment.pgn", 1},       // one tagless game
    {"lang/pgn-extract-outputs/test-WWepd-out.pgn", 1},       // EPD lines, not PGN: one slice
    // By hand: the leading garbage line, then rounds 1 to 15 (rounds 11 and 12
    // share a line and write [Event"...", round 13 "[ Event  ...", round 15
    // has no result).
    {"edge/pgn4web/test.pgn", 16},
};

// Line ends (LF, CRLF or CR) in bytes[from, to).
uint64_t count_line_ends(std::string_view bytes, uint64_t from, uint64_t to) {
  uint64_t ends = 0;
  for (uint64_t i = from; i < to; ++i)
    ends += bytes[i] == '\n' || (bytes[i] == '\r' && (i + 1 == bytes.size() || bytes[i + 1] != '\n'));
  return ends;
}

// Games tile the stream up to its end; before the first game there is only
// what the splitter may skip (BOM, blank lines, % lines).
void check_tiling(std::string_view bytes, const std::vector<Game>& games) {
  uint64_t line = 1, counted_to = 0;
  for (size_t i = 0; i < games.size(); ++i) {
    const Game& g = games[i];
    REQUIRE(g.index == i + 1);
    REQUIRE(bytes.substr(g.offset, g.text.size()) == g.text);
    line += count_line_ends(bytes, counted_to, g.offset);
    counted_to = g.offset;
    REQUIRE(g.line == line);
    if (i + 1 < games.size()) REQUIRE(games[i + 1].offset == g.offset + g.text.size());
  }
  if (!games.empty()) {
    REQUIRE(games.back().offset + games.back().text.size() == bytes.size());
    std::string_view before = bytes.substr(0, games.front().offset);
    if (before.starts_with("\xEF\xBB\xBF")) before.remove_prefix(3);
    while (!before.empty()) {
      const size_t eol = before.find_first_of("\r\n");
      const std::string_view line_text = before.substr(0, eol);
      if (line_text.find_first_not_of(" \t") != std::string_view::npos) CHECK(line_text.starts_with("%"));
      before.remove_prefix(eol == std::string_view::npos ? before.size() : eol + 1);
    }
  }
}

}  // namespace

TEST_CASE("game splitter: every PGN file of the corpus splits into its number of games", "[parser]") {
  const auto counts = manifest_counts();
  REQUIRE(counts.size() > 150);
  for (const auto& [file, event_lines] : counts) {
    INFO(file);
    const std::string bytes = read_file(corpus_path(file));
    const auto games = split(bytes, 1 << 16);
    const auto other = CountsNotFromEventLines.find(file);
    CHECK(games.size() == (other != CountsNotFromEventLines.end() ? other->second : event_lines));
    check_tiling(bytes, games);
  }
}

TEST_CASE("game splitter: take goes on in the spare buffer it is given, and the unfinished game with it",
          "[parser]") {
  const std::string first = "[Event \"a\"]\n\n1. e4 e5 1-0\n\n";
  const std::string second = "[Event \"b\"]\n\n1. d4 d5 0-1\n\n";
  GameSplitter splitter;
  splitter.feed(first + second.substr(0, 20));
  ByteBuffer spare;
  spare.append("bytes of a chunk already checked");
  const char* spare_memory = spare.data();
  const GameChunk a = splitter.take(std::move(spare));
  REQUIRE(a.games.size() == 1);
  CHECK(a.game(0).text == first);
  splitter.feed(second.substr(20));
  splitter.finish();
  const GameChunk b = splitter.take();
  REQUIRE(b.games.size() == 1);
  CHECK(b.game(0).text == second);
  CHECK(b.game(0).offset == first.size());
  CHECK(b.storage.data() == spare_memory);  // read into, not copied out of new memory
}

TEST_CASE("game splitter: feeding byte by byte gives the same games as feeding whole files", "[parser]") {
  std::vector<std::string> files;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(corpus_path("edge")))
    if (entry.path().extension() == ".pgn")
      files.push_back(std::filesystem::relative(entry.path(), CORPUS_DIR).string());
  REQUIRE(files.size() > 60);
  files.push_back("masters/chesslib/redqueen.pgn");  // BOM, CRLF
  files.push_back("engine/tcec/TCEC_Match_4.pgn");   // mixed CRLF/LF
  for (const std::string& file : files) {
    INFO(file);
    const std::string bytes = read_file(corpus_path(file));
    const auto whole = split(bytes);
    CHECK(split(bytes, 1) == whole);
    CHECK(split(bytes, 7) == whole);
    CHECK(split(bytes, 4093) == whole);
  }
}

TEST_CASE("game splitter: results split across blocks still end tagless games", "[parser]") {
  // The old files' draw "1/2" has no '-', which the other results have.
  const std::string bytes = "e4 e5 Nf3 Nc6 1/2-1/2\nd4 d5 1-0\nc4 \xC2\xBD-\xC2\xBD\n1. g3 {a} 1/2\nb3 *\n";
  const auto whole = split(bytes);
  REQUIRE(whole.size() == 5);
  CHECK(whole[3].text == "1. g3 {a} 1/2\n");
  check_every_block_size(bytes, whole);
}

TEST_CASE("game splitter: runs of tag lines split alike in any block size", "[parser]") {
  // Plain tag lines one after another, which are read a line at a time, and
  // among them an escape, two pairs on a line, a CR LF, a tags-only game
  // ended by its Event coming again after a blank line, movetext after a pair.
  const std::string bytes =
      "[Event \"a\"]\n[Site \"b \\\"c\\\"\"]\n[Date \"d\"][Round \"1\"]\n[White \"w\"]\r\n[Black \"b\"]\n\n"
      "[Event \"a\"]\n[Result \"1-0\"] e4 1-0\n[Event \"e\"]\n\n1. d4 *\n";
  const auto whole = split(bytes);
  REQUIRE(whole.size() == 3);
  CHECK(whole[1].line == 7);
  CHECK(whole[2].line == 9);
  check_every_block_size(bytes, whole);
}

TEST_CASE("game splitter: comments between moves split alike in any block size", "[parser]") {
  // Lichess's clock comments, passed over with the moves between them; one
  // left open at its line end; results after a comment.
  const std::string bytes =
      "[Event \"a\"]\n\n1. e4 { [%clk 0:03:00] } 1... e5 {[%clk 0:03:00]} 2. Nf3 { x\n} 2... Nc6 {} 1-0\n\n"
      "1. d4 { [%clk 0:01:00] } 0-1 { c }\n[Event \"b\"]\n\n1. c4 {a}{b} *\n";
  const auto whole = split(bytes);
  REQUIRE(whole.size() == 3);
  CHECK(whole[1].line == 6);
  CHECK(whole[2].line == 7);
  check_every_block_size(bytes, whole);
}

// Games in the online sites' layout, with every shape of tag line and
// comment that stops the splitter's 64-byte passes or that they take whole
// (tag lines: a ']' or an escape in the value, a blank before the name, two
// pairs on a line, three longer than a block, one with a move after it, a CR
// LF, no value, two values, a value left open, one left open by an escape;
// comments: one going on past its line, with a CR LF, a '}' outside a
// comment, a '{' inside one, results and a NAG among them, a '%' line, a
// tags-only game, a comment left open before the next game; games without
// tags, which only their results end, with castling among them). `pad` more
// bytes in the first value move all of them to other places of the blocks.
std::string text_for_blocks(size_t pad) {
  const std::string tags =
      "[Event \"Rated Blitz game" + std::string(pad, 'x') + "\"]\n[Site \"https://lichess.org/abcdefgh\"]\n"
      "[Round \"-\"]\n[White \"a]b\"]\n[Black \"c \\\"d\\\"\"]\n[ WhiteElo \"1500\"]\n[BlackElo \"1500\"] [ECO \"B00\"]\n"
      "[Opening \"A long opening name that does not fit in one block of sixty-four bytes\"]\n"
      "[Long \"a value with a ] in it, and longer than a block of sixty-four bytes\"]\n"
      "[Annotation \"a value longer than a block of sixty-four bytes, then a move\"] e4\n"
      "[TimeControl \"60+0\"]\r\n[Termination \"Normal\"]\n[Annotator]\n[Odd \"x\" \"y\"]\n[Open \"x]\n"
      "[Escaped \"x\\\"]\n\n";
  const std::string moves =
      "1. e4 { [%clk 0:01:00] } 1... e5 { [%clk 0:01:00] } 2. O-O { a } 2... O-O-O {b}{c} 3. Nf3 { open\n"
      "[%clk 0:01:00]\n} 3... Nc6 { x \r\n y } 4. d4 } 4... d5 { a { b } 5. c4 $1 (5. e3 { [%clk 0:00:58] } 1-0) "
      "5... c5 { [%clk 0:00:59] } 6. Nc3 { [%clk 0:00:57] } 6... Nc6 { [%clk 0:00:56] } 1/2-1/2\n\n";
  const std::string tagless =
      "1. e4 { [%clk 0:01:00] } 1... e5 { [%clk 0:01:00] } 2. O-O { [%clk 0:01:00] } 0-1 1. d4 { [%clk 0:01:00] } "
      "1... d5 { [%clk 0:01:00] } 2. c4 { [%clk 0:01:00] } 2... O-O-O { [%clk 0:01:00] } 1/2-1/2 e4 { [%clk 0:01:00] } "
      "e5 { [%clk 0:01:00] } -- { [%clk 0:01:00] } 1-0\n";
  return tags + moves + tags + moves + "% escape {\n" + tags + tags + moves +
         "[Event \"left open\"]\n\n1. e4 { [%clk 0:01:00] } 1... e5 { never closed [%clk 0:01:00]\n\n" + tags +
         moves + tagless;
}

TEST_CASE("game splitter: its 64-byte passes give the games of the byte-wise scan wherever their blocks fall",
          "[parser]") {
  for (size_t pad = 0; pad < 64; ++pad) {
    INFO("pad " << pad);
    const std::string bytes = text_for_blocks(pad);
    const auto whole = split(bytes);
    CHECK(whole.size() == 13);
    CHECK(split(bytes, 1) == whole);  // a byte at a time: never a whole block
    CHECK(split(bytes, 61) == whole);
    check_tiling(bytes, whole);
  }
  // A CR inside a tag line ends it there: what follows is movetext.
  const std::string tags = text_for_blocks(0).substr(0, 200);
  for (size_t at = 0; at < tags.size(); ++at) {
    INFO("CR at " << at);
    std::string bytes = tags + "\n1. e4 *\n" + tags;
    bytes[at] = '\r';
    CHECK(split(bytes, 1) == split(bytes));
  }
}

// What read_pgn_game promises whatever the text: events in text order with
// offsets inside it, one problem at most and then only end_game, which ends
// every game.
class PromiseChecker : public PgnVisitor {
 public:
  explicit PromiseChecker(size_t size) : size_(size) {}
  Flow tag(std::string_view, std::string_view, size_t offset) override { at(offset); return Flow::go_on; }
  Flow san(std::string_view token, size_t offset) override {
    at(offset);
    CHECK(!token.empty());
    return Flow::go_on;
  }
  Flow nag(int, size_t offset) override { at(offset); return Flow::go_on; }
  bool wants_comments() const override { return true; }
  Flow comment(std::string_view, size_t offset) override { at(offset); return Flow::go_on; }
  Skip begin_variation(size_t) override {
    CHECK(!problem_);
    return ++variations_ % 3 == 0 ? Skip::yes : Skip::no;
  }
  Flow outcome(std::string_view, size_t offset) override { at(offset); return Flow::go_on; }
  void problem(std::string_view, size_t offset) override {  // may point back to an opening
    CHECK(!problem_);
    CHECK(offset <= size_);
    problem_ = true;
  }
  void end_game() override {
    CHECK(!ended_);
    ended_ = true;
  }
  bool ended() const { return ended_; }

 private:
  void at(size_t offset) {
    CHECK(!problem_);
    CHECK(offset <= size_);
    CHECK(offset >= last_);
    last_ = offset;
  }
  size_t size_, last_ = 0;
  int variations_ = 0;
  bool problem_ = false, ended_ = false;
};

TEST_CASE("game splitter: mangled corpus text splits alike in any block size and reads in order", "[parser]") {
  std::vector<std::string> sources;
  for (const char* file : {"edge/pgn4web/test.pgn", "edge/pgn-extract-infiles/test-fuzzydepth.pgn",
                           "edge/pgn-extract-infiles/barnes-horton.pgn", "edge/chesslib/z0.pgn",
                           "edge/python-chess/utf8-bom.pgn", "edge/chesslib/promoting.pgn"})
    sources.push_back(read_file(corpus_path(file)));
  // Tag lines and clock comments, which the splitter passes 64 bytes at a time.
  sources.push_back(read_file(corpus_path("online/lichess/lichess_db_sample_2021-10_kdave.pgn")).substr(0, 6000));
  const std::string specials = "{}()[]\"\\%;\r\n*$!?. -10/\xEF\xBB\xBF\xC2\xBD";
  std::mt19937 random(2024);
  for (int round = 0; round < 500; ++round) {
    std::string bytes = sources[random() % sources.size()];
    for (int edits = random() % 10; edits > 0 && !bytes.empty(); --edits) {
      const size_t at = random() % bytes.size();
      const char special = specials[random() % specials.size()];
      switch (random() % 3) {
        case 0: bytes[at] = special; break;
        case 1: bytes.insert(at, 1, special); break;
        default: bytes.erase(at, 1 + random() % 5); break;
      }
    }
    INFO("round " << round);
    const auto whole = split(bytes);
    REQUIRE(split(bytes, 1 + random() % 6) == whole);
    check_tiling(bytes, whole);
    for (const Game& game : whole) {
      PromiseChecker checker(game.text.size());
      read_pgn_game(game.text, checker);
      CHECK(checker.ended());
    }
  }
}

TEST_CASE("game splitter: games without tags are split after their results", "[parser]") {
  const auto games = split("e4 e5 1-0\n\nd4 d5 *\n1. c4 (1. Nf3 1/2-1/2) c5 0-1 {trailing} Nf3 1/2-1/2");
  CHECK(texts(games) == std::vector<std::string>{"e4 e5 1-0\n\n", "d4 d5 *\n",
                                                 "1. c4 (1. Nf3 1/2-1/2) c5 0-1 {trailing} ",
                                                 "Nf3 1/2-1/2"});
  CHECK(games[1].offset == 11);
  CHECK(games[1].line == 3);
  CHECK(games[2].line == 4);
  CHECK(split("e4 \xC2\xBD-\xC2\xBD d4 *").size() == 2);
  // The test-fuzzydepth.pgn layout: one tagless game per line.
  CHECK(split("e4 e5 *\nNf3 Nc6 *\ne4 { c } e5 *\n").size() == 3);
  // A second result or a NAG after the result stays with the game (the reader reports it).
  CHECK(split("e4 1-0 0-1 $1\n").size() == 1);
}

TEST_CASE("game splitter: tag lines start games once the current one has movetext or a result", "[parser]") {
  CHECK(texts(split("[Event \"a\"]\n[Site \"b\"]\n\n1. e4 *\n\n[Event \"c\"]\n\n1. d4 1-0\n")) ==
        std::vector<std::string>{"[Event \"a\"]\n[Site \"b\"]\n\n1. e4 *\n\n", "[Event \"c\"]\n\n1. d4 1-0\n"});
  // A game without result ends at the next tag line.
  CHECK(split("[Event \"a\"]\n1. e4 e5\n[Event \"b\"]\n1. d4 *").size() == 2);
  // After a result, a tag pair starts the next game even in the middle of a line.
  CHECK(texts(split("[Round \"11\"]a4(b4$6)a6!?{comment}a5*[Round \"12\"]h4 *")) ==
        std::vector<std::string>{"[Round \"11\"]a4(b4$6)a6!?{comment}a5*", "[Round \"12\"]h4 *"});
  // Tags and movetext on the same line (test-nobadresults.pgn).
  CHECK(split("[Result \"1-0\"] e4 *\n[Result \"0-1\"] e4 1-0\n").size() == 2);
  // ChessBase leaves an empty line inside the tag section.
  CHECK(split("[Event \"a\"]\n\n[Date \"x\"]\n\n1. e4 *\n").size() == 1);
  // Leading blanks before a tag line.
  CHECK(split("1. e4 *\n  [Event \"b\"]\n1. d4 *").size() == 2);
}

TEST_CASE("game splitter: a game of tags only ends where a tag name comes again after a blank line", "[parser]") {
  // TCEC_Season_19_-_Chat_Vs_Stockfish_Depth_1.pgn, game 4.1.
  const auto games = split("[Event \"a\"]\n[Round \"4.1\"]\n \n\n[Event \"a\"]\n[Round \"4.2\"]\n\n1. e4 *\n");
  REQUIRE(games.size() == 2);
  CHECK(games[0].text == "[Event \"a\"]\n[Round \"4.1\"]\n \n\n");
  CHECK(games[1].line == 5);
  // Morphy.pgn has an [Event ""] line twice in a row: one game, not two.
  CHECK(split("[Event \"\"]\n[Event \"\"]\n[Site \"x\"]\n\n1. e4 *\n").size() == 1);
}

TEST_CASE("game splitter: comments, % lines and tag values hide what looks like game boundaries", "[parser]") {
  // [%clk] at a line start inside a brace comment is no tag line.
  CHECK(split("[Event \"a\"]\n\n1. e4 {\n[%clk 0:01:00]\n} e5 *\n").size() == 1);
  // A brace comment spanning lines, with a tag pair in the middle of a line and a result.
  CHECK(split("1. e4 { see [White \"x\"] 1-0\n and } e5 *\n").size() == 1);
  // A '{' in a ';' comment or a '%' line opens nothing.
  CHECK(split("[Event \"a\"]\n1. e4 ; a { here\ne5 1-0\n\n[Event \"b\"]\n*\n").size() == 2);
  CHECK(split("% {\n[Event \"a\"]\n1. e4 *\n% {\n[Event \"b\"]\n1. d4 *\n").size() == 2);
  // Only a '%' in the first column starts an escape line.
  CHECK(split("e4 1-0\n % {\nd4 }\n").size() == 1);
  CHECK(split("e4 1-0\n% {\nd4 }\n").size() == 2);
  // Tag values may hold braces, semicolons and results.
  CHECK(split("[Event \"a {b ; 1-0\"]\n\n1. e4 *\n").size() == 1);
  CHECK(split("[Event \"a \\\" { \"]\n\n1. e4 *\n").size() == 1);
  // A tag value left open ends with its line (chesslib z0.pgn).
  CHECK(split("[Event \"Ugra Cup \\\"]\n[Site \"?\"]\n\n1. e4 1-0\n").size() == 1);
  CHECK(split("[Event \"a]\n[Site \"b\"]\n\n1. e4 *\n").size() == 1);
}

TEST_CASE("game splitter: an unterminated brace comment ends at a line that is a tag pair", "[parser]") {
  const std::string first = "[Event \"a\"]\n\n1. e4 { never closed\ne5 1-0\n\n";
  const std::string second = "[Event \"b\"]\n[Site \"c\"]\n\n1. d4 *\n";
  const auto games = split(first + second);
  REQUIRE(games.size() == 2);
  CHECK(games[0].text == first);
  CHECK(games[1].text == second);
  CHECK(games[1].line == 6);
  // Not a tag pair: text after it, no closing bracket, not at column 0, a '}' first.
  CHECK(split("1. e4 { open\n[Event \"b\"] text\n1. d4 *\n").size() == 1);
  CHECK(split("1. e4 { open\n[Event \"b\"\n1. d4 *\n").size() == 1);
  CHECK(split("1. e4 { open\n [Event \"b\"]\n1. d4 *\n").size() == 1);
  // Several tag pairs on the line still count; so does one at the very end.
  CHECK(split("1. e4 { open\n[Event \"b\"] [Site \"c\"]\n1. d4 *\n").size() == 2);
  CHECK(split("1. e4 { open\n[Event \"b\"]").size() == 2);
}

TEST_CASE("game splitter: text before the first game is kept unless it is blank, a BOM or % lines", "[parser]") {
  // Leading garbage becomes a game of its own, which the reader reports.
  auto games = split("\n% header\n\nsome garbage\n\n[Event \"a\"]\n*\n");
  REQUIRE(games.size() == 2);
  CHECK(games[0].text == "some garbage\n\n");
  CHECK(games[0].offset == 11);
  CHECK(games[0].line == 4);
  // A leading comment is the start of the first game.
  games = split("{ file comment }\n\n[Event \"a\"]\n*\n");
  REQUIRE(games.size() == 1);
  CHECK(games[0].offset == 0);
  // Blank lines and % lines are skipped.
  games = split("\r\n% x\r\n\r\n[Event \"a\"]\r\n*\r\n");
  REQUIRE(games.size() == 1);
  CHECK(games[0].text == "[Event \"a\"]\r\n*\r\n");
  CHECK(games[0].line == 4);
  // Nothing but blanks, a BOM and % lines is no game.
  CHECK(split("").empty());
  CHECK(split(" \n\t\n").empty());
  CHECK(split("\xEF\xBB\xBF\n").empty());
  CHECK(split("% x\n\n% y\n").empty());
  // Comments alone are a game, which the reader reports as holding none.
  games = split("% x\n\n{ just a comment }\n; and another\n");
  REQUIRE(games.size() == 1);
  CHECK(games[0].text == "{ just a comment }\n; and another\n");
  CHECK(games[0].line == 3);
  // A comment after the last game is part of it.
  CHECK(texts(split("[Event \"a\"]\n*\n{ trailer }\n")) ==
        std::vector<std::string>{"[Event \"a\"]\n*\n{ trailer }\n"});
}

TEST_CASE("game splitter: a BOM is skipped but counted in offsets, a broken BOM is text", "[parser]") {
  auto games = split("\xEF\xBB\xBF[Event \"a\"]\n*\n");
  REQUIRE(games.size() == 1);
  CHECK(games[0].offset == 3);
  CHECK(games[0].line == 1);
  CHECK(games[0].text == "[Event \"a\"]\n*\n");
  games = split("\xEF\xBB[Event \"a\"]\n*\n", 1);
  REQUIRE(games.size() == 1);
  CHECK(games[0].offset == 0);
  // Only at the very start of the stream: elsewhere it is text for the reader to report.
  games = split("[Event \"a\"]\n*\n\xEF\xBB\xBF[Event \"b\"]\n*\n");
  REQUIRE(games.size() == 2);
  CHECK(games[1].text.starts_with("\xEF\xBB\xBF[Event"));

  const std::string bom_file = read_file(corpus_path("edge/python-chess/utf8-bom.pgn"));
  games = split(bom_file, 1);
  REQUIRE(games.size() == 2);
  CHECK(games[0].offset == 3);
  CHECK(games[0].text.starts_with("[Event \"A\"]\n"));
  CHECK(games[1].line == 14);
  CHECK(games[1].text.starts_with("[Event \"B\"]\n"));
}

TEST_CASE("game splitter: line numbers count LF, CRLF and CR line ends", "[parser]") {
  auto games = split("[Event \"a\"]\r\r1. e4 *\r\r[Event \"b\"]\r\r1. d4 *\r", 1);
  REQUIRE(games.size() == 2);
  CHECK(games[1].line == 5);
  games = split("[Event \"a\"]\r\n\r\n1. e4 *\r\n\r\n[Event \"b\"]\r\n1. d4 *\r\n", 1);
  REQUIRE(games.size() == 2);
  CHECK(games[1].line == 5);
  CHECK(games[1].offset == 26);
  games = split("e4 *\r \n[Event \"b\"]\n*");
  REQUIRE(games.size() == 2);
  CHECK(games[1].line == 3);

  // redqueen.pgn: BOM and CRLF; every game starts at its [Event line.
  const std::string bytes = read_file(corpus_path("masters/chesslib/redqueen.pgn"));
  games = split(bytes, 1000);
  REQUIRE(games.size() == 270);
  CHECK(games[0].offset == 3);
  for (const Game& g : games) CHECK(g.text.starts_with("[Event \"RedQueen Gauntlet\"]\r\n"));
  check_tiling(bytes, games);
}

TEST_CASE("game splitter: take() hands over completed games and keeps the incomplete one", "[parser]") {
  GameSplitter splitter;
  const std::string a = "[Event \"a\"]\n1. e4 *\n\n", b = "[Event \"b\"]\n1. d4 *\n\n";
  splitter.feed(a + b + "[Event \"c\"]\n1.");
  CHECK(splitter.ready_bytes() == a.size() + b.size());
  GameChunk chunk = splitter.take();
  REQUIRE(chunk.games.size() == 2);
  CHECK(chunk.bytes == a + b);
  CHECK(chunk.game(1).text == b);
  CHECK(chunk.game(1).offset == a.size());
  CHECK(splitter.ready_bytes() == 0);
  CHECK(splitter.take().games.empty());
  splitter.feed(" c4 *\n");
  splitter.finish();
  chunk = splitter.take();
  REQUIRE(chunk.games.size() == 1);
  CHECK(chunk.game(0).text == "[Event \"c\"]\n1. c4 *\n");
  CHECK(chunk.game(0).index == 3);
  CHECK(chunk.game(0).offset == a.size() + b.size());
  CHECK(chunk.game(0).line == 7);
}

TEST_CASE("game splitter: bytes read into prepare()'s room split as fed ones, however little of it is used",
          "[parser]") {
  const std::string bytes = "\xEF\xBB\xBF% x\n[Event \"a\"]\n\n1. e4 { c } *\n\n[Event \"b\"]\n[Site \"c\"]\n\n1. d4 1-0\n";
  const auto fed = split(bytes);
  REQUIRE(fed.size() == 2);
  for (size_t used = 1; used <= bytes.size(); ++used) {
    INFO("used " << used);
    GameSplitter splitter;
    std::vector<Game> games;
    for (size_t at = 0; at < bytes.size(); at += used) {
      const std::string_view part = std::string_view(bytes).substr(at, used);
      const std::span<char> room = splitter.prepare(bytes.size());
      std::copy(part.begin(), part.end(), room.begin());
      splitter.commit(part.size());
      take(splitter, games);  // a new buffer for the rest each time
    }
    splitter.finish();
    take(splitter, games);
    CHECK(games == fed);
  }
}
