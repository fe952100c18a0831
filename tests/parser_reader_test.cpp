// read_pgn_game: the events of small inline games for each feature and each
// problem, then files of the shared corpus.
#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "parser/game_splitter.h"
#include "parser/pgn_reader.h"
#include "parser/scoresheet.h"
#include "tests/corpus.h"

namespace {

using namespace arbiter;
using Events = std::vector<std::string>;

// Writes every event as a line: "san e4 @3", "problem unexpected ')' @5".
// Skips the rest of the game after the first event that starts with
// `stop_at`, when one is given.
class Recorder : public PgnVisitor {
 public:
  explicit Recorder(Skip skip = Skip::no, std::string stop_at = {}) : skip_(skip), stop_at_(std::move(stop_at)) {}
  Events events;

  void begin_tags() override { events.push_back("begin_tags"); }
  Flow tag(std::string_view name, std::string_view value, size_t offset) override {
    return add("tag " + std::string(name) + "=" + std::string(value), offset);
  }
  Flow end_tags() override { return add("end_tags"); }
  Flow san(std::string_view token, size_t offset) override { return add("san " + std::string(token), offset); }
  Flow nag(int nag, size_t offset) override { return add("nag " + std::to_string(nag), offset); }
  bool wants_comments() const override { return true; }
  Flow comment(std::string_view text, size_t offset) override {
    return add("comment [" + std::string(text) + "]", offset);
  }
  Skip begin_variation(size_t) override {
    events.push_back("(");
    return skip_;
  }
  Flow end_variation() override { return add(")"); }
  Flow draw_offer(size_t offset) override { return add("draw_offer", offset); }
  Flow outcome(std::string_view result, size_t offset) override { return add("outcome " + std::string(result), offset); }
  void problem(std::string_view message, size_t offset) override { add("problem " + std::string(message), offset); }
  void end_game() override { events.push_back("end_game"); }

 private:
  Flow add(std::string event, size_t offset) { return add(event + " @" + std::to_string(offset)); }
  Flow add(std::string event) {
    const bool stop = !stop_at_.empty() && event.starts_with(stop_at_);
    events.push_back(std::move(event));
    return stop ? Flow::skip_game : Flow::go_on;
  }
  Skip skip_;
  std::string stop_at_;
};

Events read(std::string_view text, Skip skip = Skip::no, std::string stop_at = {}) {
  Recorder recorder(skip, std::move(stop_at));
  read_pgn_game(text, recorder);
  return recorder.events;
}

// The events between end_tags and end_game, for movetext-only snippets.
Events movetext(std::string_view text) {
  Events events = read(text);
  REQUIRE(events.size() >= 3);
  REQUIRE(events[0] == "begin_tags");
  REQUIRE(events[1] == "end_tags");
  REQUIRE(events.back() == "end_game");
  return Events(events.begin() + 2, events.end() - 1);
}

std::vector<std::string> problems(const Events& events) {
  std::vector<std::string> result;
  for (const std::string& e : events)
    if (e.starts_with("problem ")) result.push_back(e);
  return result;
}

size_t count_prefix(const Events& events, std::string_view prefix) {
  return std::count_if(events.begin(), events.end(), [&](const std::string& e) { return e.starts_with(prefix); });
}

// The events of every game of a file, as split by GameSplitter.
std::vector<Events> read_corpus_games(const std::string& relative) {
  const GameChunk chunk = split_games(corpus_path(relative));
  std::vector<Events> games;
  for (size_t i = 0; i < chunk.games.size(); ++i) games.push_back(read(chunk.game(i).text));
  return games;
}

}  // namespace

TEST_CASE("PGN reader: tag pairs", "[parser]") {
  CHECK(read("[Event \"F/S Return Match\"]\n[Site \"Belgrade\"]\n\n1. e4 *") ==
        Events{"begin_tags", "tag Event=F/S Return Match @0", "tag Site=Belgrade @27", "end_tags",
               "san e4 @49", "outcome * @52", "end_game"});
  SECTION("escapes are resolved") {
    CHECK(read(R"([Annotator "say \"hi\" \\o/"])") ==
          Events{"begin_tags", R"(tag Annotator=say "hi" \o/ @0)", "end_tags", "end_game"});
    // A backslash escaping nothing stands for itself.
    CHECK(read(R"([A "c:\dir"])")[1] == R"(tag A=c:\dir @0)");
  }
  SECTION("several on a line, movetext on the same line, blanks inside the brackets") {
    CHECK(read("[A \"1\"][B \"2\"] [ C\"3\" ] e4 *") ==
          Events{"begin_tags", "tag A=1 @0", "tag B=2 @7", "tag C=3 @15", "end_tags", "san e4 @24",
                 "outcome * @27", "end_game"});
  }
  SECTION("whatever separates plain tag pairs, line by line or not") {
    for (std::string between : {"", " ", "\n", "\r\n", "\n\n", " \n", "\n ", "\n% x\n", "\t"}) {
      INFO(between);
      const size_t second = 7 + between.size(), movetext = second + 7 + between.size();
      CHECK(read("[A \"1\"]" + between + "[B \"2\"]" + between + "e4") ==
            Events{"begin_tags", "tag A=1 @0", "tag B=2 @" + std::to_string(second), "end_tags",
                   "san e4 @" + std::to_string(movetext), "end_game"});
    }
  }
  SECTION("an empty line and % lines inside the tag section") {
    CHECK(read("[A \"1\"]\n\n% [Result \"*\"]\n[B \"2\"]\n") ==
          Events{"begin_tags", "tag A=1 @0", "tag B=2 @24", "end_tags", "end_game"});
  }
  SECTION("values with a final backslash or quotes left unescaped, when the pair ends the line") {
    CHECK(read("[Event \"Ugra Cup \\\"]\n[Site \"?\"]\n")[1] == "tag Event=Ugra Cup \\ @0");
    CHECK(read("[Event \"Ugra Cup \\\"]\r\n[Site \"?\"]\r\n")[2] == "tag Site=? @22");
    CHECK(read("[Event \"\"Tageblatt\",\"]  \n")[1] == "tag Event=\"Tageblatt\", @0");
  }
  SECTION("a comment before the tags belongs to the tag section, one after them ends it") {
    CHECK(read("{ECO file}\n[ECO \"A00\"]\n{intro} 1. b4 *") ==
          Events{"begin_tags", "comment [ECO file] @0", "tag ECO=A00 @11", "end_tags", "comment [intro] @23",
                 "san b4 @34", "outcome * @37", "end_game"});
  }
  SECTION("bad tag pairs") {
    CHECK(read("[Event \"open\n1. e4 *") ==
          Events{"begin_tags", "problem unterminated tag pair opened here @0", "end_game"});
    CHECK(read("[A \"1\"]\n[Event]\n") ==
          Events{"begin_tags", "tag A=1 @0", "problem malformed tag pair '[Event]' @8", "end_game"});
    CHECK(read("[A \"1\"] [B \"2\" x]") ==
          Events{"begin_tags", "tag A=1 @0", "problem malformed tag pair '[B \"2\" x]' @8", "end_game"});
    CHECK(read("[A \"1\"]\n1. e4 [B \"2\"] *") ==
          Events{"begin_tags", "tag A=1 @0", "end_tags", "san e4 @11",
                 "problem unexpected '[' after the tag section @14", "end_game"});
  }
}

TEST_CASE("PGN reader: a tag name is letters, digits and '_', whatever reads it", "[parser]") {
  // tag_name_byte's set, as the grammar reads it (a blank after the '['
  // leaves the pair to it), and as the plain pairs' look at 32 bytes at once
  // reads it when the text has room.
  for (int c = 0; c < 256; ++c)
    for (size_t length : {1, 16, 31, 40})
      for (size_t at : {size_t{0}, length / 2, length - 1})
        for (const std::string& after : {std::string(), std::string(40, ' ')}) {
          std::string name(length, 'N');
          name[at] = static_cast<char>(c);
          const bool name_byte = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
          INFO("byte " << c << " at " << at << " of " << length << ", " << after.size() << " blanks after");
          const std::string tag = "tag " + name + "=v @0";
          for (const std::string open : {"[", "[ "}) {
            const Events events = read(open + name + " \"v\"]" + after);
            REQUIRE(events.size() >= 3);
            if (name_byte)
              CHECK(events[1] == tag);
            else
              CHECK(events[1] != tag);
          }
        }
}

TEST_CASE("PGN reader: a plain tag pair's value holds any byte but a line end", "[parser]") {
  // A quote or a backslash in it hands the pair to the grammar, which reads
  // it whole (to the last quote of the line; a backslash escaping nothing
  // stands for itself); a line end leaves it unterminated. With the text's
  // end near and far.
  for (int c = 0; c < 256; ++c)
    for (size_t length : {1, 20, 41})
      for (size_t at : {size_t{0}, length / 2, length - 1})
        for (const std::string& after : {std::string(), std::string(40, ' ')}) {
          std::string value(length, 'v');
          value[at] = static_cast<char>(c);
          const Events events = read("[A \"" + value + "\"]" + after);
          INFO("byte " << c << " at " << at << " of " << length << ", " << after.size() << " blanks after");
          REQUIRE(events.size() >= 3);
          CHECK(events[1] == (c == '\r' || c == '\n' ? "problem unterminated tag pair opened here @0"
                                                      : "tag A=" + value + " @0"));
        }
}

TEST_CASE("PGN reader: move numbers and move tokens", "[parser]") {
  CHECK(movetext("1. e4 1... e5 2.Nf3 2…Nc6 3. ... Bb5 3.. a6 4 Ba4") ==
        Events{"san e4 @3", "san e5 @11", "san Nf3 @16", "san Nc6 @24", "san Bb5 @35", "san a6 @43",
               "san Ba4 @48"});
  // Dots and '…' mixed, as the grammar takes them.
  CHECK(movetext("5.\xE2\x80\xA6Nf6 6..\xE2\x80\xA6O-O") == Events{"san Nf6 @5", "san O-O @15"});
  CHECK(movetext("O-O O-O-O 0-0 0-0-0+ -- Z0 exd8=Q+ Qh4# N@f3 gxf6ep e:d5 g1f3 d7d8q 12. Kxf7") ==
        Events{"san O-O @0", "san O-O-O @4", "san 0-0 @10", "san 0-0-0+ @14", "san -- @21", "san Z0 @24",
               "san exd8=Q+ @27", "san Qh4# @35", "san N@f3 @40", "san gxf6ep @45", "san e:d5 @52",
               "san g1f3 @57", "san d7d8q @62", "san Kxf7 @72"});
  // Tokens end at anything that cannot continue them.
  CHECK(movetext("e4(d4)e5{c}Nf3$1;x\nNc6*") ==
        Events{"san e4 @0", "(", "san d4 @3", ")", "san e5 @6", "comment [c] @8", "san Nf3 @11", "nag 1 @14",
               "comment [x] @16", "san Nc6 @19", "outcome * @22"});
}

TEST_CASE("PGN reader: suffixes and NAGs", "[parser]") {
  CHECK(movetext("e4! e5? Nf3!! Nc6?? Bb5!? a6?! Ba4 $14 Nf6 $0 $255 !?") ==
        Events{"san e4 @0",  "nag 1 @2",    "san e5 @4",  "nag 2 @6",   "san Nf3 @8",  "nag 3 @11",
               "san Nc6 @14", "nag 4 @17",  "san Bb5 @20", "nag 5 @23", "san a6 @26",  "nag 6 @28",
               "san Ba4 @31", "nag 14 @35", "san Nf6 @39", "nag 0 @43", "nag 255 @46", "nag 5 @51"});
  CHECK(movetext("Qh4#!! *") == Events{"san Qh4# @0", "nag 3 @4", "outcome * @7"});
  CHECK(movetext("e4 $256") == Events{"san e4 @0", "problem unreadable text '$256' @3"});
  CHECK(movetext("e4 $") == Events{"san e4 @0", "problem unreadable text '$' @3"});
  CHECK(movetext("e4!!! e5") == Events{"problem unreadable text 'e4!!!' @0"});
}

TEST_CASE("PGN reader: comments and escape lines", "[parser]") {
  // A '{' inside a brace comment is text; comments span lines; ';' runs to the line end.
  CHECK(movetext("e4 { a { b\nc } e5 ; rest { of line\r\nNf3 ;\n*") ==
        Events{"san e4 @0", "comment [ a { b\nc ] @3", "san e5 @15", "comment [ rest { of line] @18",
               "san Nf3 @36", "comment [] @40", "outcome * @42"});
  // '%' in the first column makes the line ignored, anywhere in the game.
  CHECK(movetext("e4 (e3\n%\n% ) } ignored\n%\nd3) e5 *") ==
        Events{"san e4 @0", "(", "san e3 @4", "san d3 @25", ")", "san e5 @29", "outcome * @32"});
  CHECK(movetext("e4 %x") == Events{"san e4 @0", "problem unreadable text '%x' @3"});
  CHECK(movetext("e4 { never closed\n e5 *") ==
        Events{"san e4 @0", "problem unterminated comment opened here @3"});
}

TEST_CASE("PGN reader: a comment closes at its first '}', however far, near the text's end or not", "[parser]") {
  // Where the text has room, the 32 bytes after the '{' are looked at in one
  // go, and the rest sixteen at a time.
  for (size_t length = 0; length < 80; ++length) {
    std::string body(length, 'x');
    if (length > 0) body[length / 2] = '{';
    const std::string e5 = "san e5 @" + std::to_string(6 + length);
    INFO("length " << length);
    CHECK(movetext("e4 {" + body + "}") == Events{"san e4 @0", "comment [" + body + "] @3"});
    CHECK(movetext("e4 {" + body + "} e5") == Events{"san e4 @0", "comment [" + body + "] @3", e5});
    CHECK(movetext("e4 {" + body + "} e5" + std::string(40, ' ') + "}") ==
          Events{"san e4 @0", "comment [" + body + "] @3", e5,
                 "problem unexpected '}' @" + std::to_string(48 + length)});
    CHECK(movetext("e4 {" + body + std::string(40, ' ')) ==
          Events{"san e4 @0", "problem unterminated comment opened here @3"});
  }
}

TEST_CASE("PGN reader: comments go only to a visitor that wants them", "[parser]") {
  struct Uninterested : Recorder {
    bool wants_comments() const override { return false; }
  } visitor;
  read_pgn_game("{a} e4 {b} ; c\n e5 *", visitor);
  CHECK(visitor.events == Events{"begin_tags", "end_tags", "san e4 @4", "san e5 @16", "outcome * @19", "end_game"});
}

TEST_CASE("PGN reader: variations", "[parser]") {
  CHECK(movetext("1. e4 (1. d4 (1. c4) 1... d5) (1. Nf3) 1... e5 () *") ==
        Events{"san e4 @3", "(", "san d4 @10", "(", "san c4 @17", ")", "san d5 @26", ")", "(", "san Nf3 @34",
               ")", "san e5 @44", "(", ")", "outcome * @50"});
  SECTION("skipped at the visitor's wish, to the matching ')'") {
    CHECK(read("1. e4 (1. d4 { ) } (1. c4) ; )\n% )\n1... d5) e5 *", Skip::yes) ==
          Events{"begin_tags", "end_tags", "san e4 @3", "(", "san e5 @44", "outcome * @47", "end_game"});
    CHECK(read("1. e4 (1. d4 {", Skip::yes) ==
          Events{"begin_tags", "end_tags", "san e4 @3", "(", "problem unterminated comment opened here @13",
                 "end_game"});
    CHECK(read("1. e4 (1. d4 (c4)", Skip::yes) ==
          Events{"begin_tags", "end_tags", "san e4 @3", "(", "problem unterminated variation opened here @6",
                 "end_game"});
  }
  SECTION("problems") {
    CHECK(movetext("e4 ) e5") == Events{"san e4 @0", "problem unexpected ')' @3"});
    CHECK(movetext("e4 (d4 (c4) d5") ==
          Events{"san e4 @0", "(", "san d4 @4", "(", "san c4 @8", ")", "san d5 @12",
                 "problem unterminated variation opened here @3"});
    CHECK(movetext("e4 (d4 1-0) e5") ==
          Events{"san e4 @0", "(", "san d4 @4", "problem result '1-0' inside a variation @7"});
    CHECK(movetext("e4 (* d4)") == Events{"san e4 @0", "(", "problem result '*' inside a variation @4"});
  }
}

TEST_CASE("PGN reader: a million nested variations cost no stack", "[parser]") {
  constexpr size_t Depth = 1'000'000;
  std::string deep = "e4 " + std::string(Depth, '(') + "d4";
  Events events = movetext(deep);
  REQUIRE(events.size() == 1 + Depth + 2);
  CHECK(events[Depth + 1] == "san d4 @" + std::to_string(3 + Depth));
  CHECK(events.back() == "problem unterminated variation opened here @3");

  deep += std::string(Depth, ')') + " *";
  events = movetext(deep);
  REQUIRE(events.size() == 1 + Depth + 1 + Depth + 1);
  CHECK(events[Depth + 2] == ")");
  CHECK(events.back() == "outcome * @" + std::to_string(deep.size() - 1));

  CHECK(read(deep, Skip::yes) == Events{"begin_tags", "end_tags", "san e4 @0", "(",
                                        "outcome * @" + std::to_string(deep.size() - 1), "end_game"});
}

TEST_CASE("PGN reader: results end the movetext", "[parser]") {
  CHECK(movetext("e4 1-0") == Events{"san e4 @0", "outcome 1-0 @3"});
  CHECK(movetext("e4 0-1") == Events{"san e4 @0", "outcome 0-1 @3"});
  CHECK(movetext("e4 1/2-1/2") == Events{"san e4 @0", "outcome 1/2-1/2 @3"});
  CHECK(movetext("e4 \xC2\xBD-\xC2\xBD") == Events{"san e4 @0", "outcome \xC2\xBD-\xC2\xBD @3"});
  CHECK(movetext("e4 1/2") == Events{"san e4 @0", "outcome 1/2 @3"});
  CHECK(movetext("e4 *") == Events{"san e4 @0", "outcome * @3"});
  // "1-0" glued to more text is no result, nor is the "1/2" of old files:
  // they are words for the notation module to reject.
  CHECK(movetext("1-0x") == Events{"san 1-0x @0"});
  CHECK(movetext("Kxh3 1/2") == Events{"san Kxh3 @0", "outcome 1/2 @5"});
  // A game cut short (what chesslib's err.pgn is said to be) just ends.
  CHECK(movetext("1. e4 e5 19.") == Events{"san e4 @3", "san e5 @6"});
  SECTION("after the result, comments are read and anything else is a problem") {
    CHECK(movetext("e4 1-0 {after} ; more\n% ignored\n") ==
          Events{"san e4 @0", "outcome 1-0 @3", "comment [after] @7", "comment [ more] @15"});
    CHECK(movetext("e4 1-0 e5") == Events{"san e4 @0", "outcome 1-0 @3", "problem text after the result 'e5' @7"});
    CHECK(movetext("e4 1-0 *") == Events{"san e4 @0", "outcome 1-0 @3", "problem text after the result '*' @7"});
    // Ctrl-Z, the DOS end-of-file mark, is white space.
    CHECK(movetext("e4 1-0\r\n\x1A") == Events{"san e4 @0", "outcome 1-0 @3"});
  }
}

TEST_CASE("PGN reader: unreadable text stops the game", "[parser]") {
  CHECK(movetext("e4 foo<bar e5") == Events{"san e4 @0", "problem unreadable text 'foo<bar' @3"});
  // Which words are moves is the notation readers' call (descriptive
  // notation has "PxP" and "mate"): words reach the visitor as moves.
  CHECK(movetext("some garbage") == Events{"san some @0", "san garbage @5"});
  CHECK(movetext("P-K4 PxP mate") == Events{"san P-K4 @0", "san PxP @5", "san mate @9"});
  CHECK(movetext("e4 -+") == Events{"san e4 @0", "problem unreadable text '-+' @3"});
  // A lone '-' is a scoresheet's tick, a move not recorded (passed on as a
  // move text by default), not unreadable text.
  CHECK(movetext("e4 - Nf3 -") == Events{"san e4 @0", "san - @3", "san Nf3 @5", "san - @9"});
  CHECK(movetext("e4 } e5") == Events{"san e4 @0", "problem unexpected '}' @3"});
  CHECK(movetext("e4 ] e5") == Events{"san e4 @0", "problem unexpected ']' @3"});
  CHECK(movetext("e4 \x01\x7F") == Events{"san e4 @0", "problem unreadable text '\\x01\\x7F' @3"});
  // Figurines are words too (\u2658f3).
  CHECK(movetext("\xE2\x99\x98""f3") == Events{"san \xE2\x99\x98""f3 @0"});
  const std::string long_word(100, 'x');
  CHECK(movetext(long_word + " <") == Events{"san " + long_word + " @0", "problem unreadable text '<' @101"});
}

TEST_CASE("PGN reader: a visitor that skips the rest of the game hears only end_game after it", "[parser]") {
  // A game with every kind of event, and an unreadable word at its end that
  // a visitor that read on would hear of as a problem. Padded, so that its
  // first moves are read on the plain path and its last ones by the grammar.
  const std::string game = "[Event \"x\"]\n[White \"A\"]\n\n1. e4 {best} e5 $1 2. Nf3 (2. f4 exf4) Nc6 (=) 3. Bb5 "
                           "1-0 <<" + std::string(200, ' ');
  const Events whole = read(game);
  REQUIRE(problems(whole).size() == 1);
  for (const std::string stop : {"tag Event", "tag White", "end_tags", "san e4", "comment", "nag 1", "san Nf3",
                                 "san exf4", ")", "draw_offer", "san Bb5", "outcome"}) {
    INFO(stop);
    const Events skipped = read(game, Skip::no, stop);
    // Everything up to the stop, then the end of the game and nothing else:
    // neither the later events nor the problem.
    const auto at = std::find_if(whole.begin(), whole.end(), [&](const std::string& e) { return e.starts_with(stop); });
    REQUIRE(at != whole.end());
    Events expected(whole.begin(), at + 1);
    expected.push_back("end_game");
    CHECK(skipped == expected);
  }
  // The same from the scoresheet reader, for a visitor that has the players.
  Recorder recorder(Skip::no, "end_tags");
  read_scoresheet("White: Capablanca\nBlack: Corzo\n1. e4 e5\n2. Nf3 ???\n", recorder);
  CHECK(recorder.events == Events{"begin_tags", "tag White=Capablanca @0", "tag Black=Corzo @18", "end_tags",
                                  "end_game"});
}

// The events of `text` with the game's frame (begin_tags, end_tags,
// end_game) left out and every offset moved by `shift`.
Events events_moved(std::string_view text, long shift) {
  Events moved;
  for (const std::string& event : read(text)) {
    if (event == "begin_tags" || event == "end_tags" || event == "end_game") continue;
    const size_t at = event.rfind(" @");
    if (at == std::string::npos) {
      moved.push_back(event);
      continue;
    }
    moved.push_back(event.substr(0, at + 2) + std::to_string(std::stol(event.substr(at + 2)) + shift));
  }
  return moved;
}

TEST_CASE("PGN reader: the movetext's plain tokens read as the grammar reads them", "[parser]") {
  // Plain moves, dotted move numbers, brace comments and blanks in the
  // movetext are read without the grammar; the first token of a game, read
  // while the tag section is still open, always goes through the grammar.
  // So each word, followed by each kind of neighbour, must give the same
  // events as the first token of a game as after a move.
  size_t compared = 0;
  for (std::string word :
       {"e4", "Nf3", "exd8=Q+", "O-O-O", "0-0", "N@f3", "--", "mate", "Z0", "R(1)-Q1", "N(Q2)-B3", "P-K8(Q)",
        "Kt(Kt7)-B5", "PxP(Q4)", "T(1TD)1C", "R(1", "R(abc)-Q1", "Nf3!", "e4!?", "Qh4#!!", "e4!!!", "foo<bar",
        "\xE2\x99\x98" "f3", "e4\xC2\xBD", "12.", "1...", "1.", "19.", "1\xE2\x80\xA6", "5.\xE2\x80\xA6",
        "6..\xE2\x80\xA6", "1.\xE2\x80\xA6.", "12", "12x", "1.2", "1.x", "1.e4", "12.Nf3", "1234567890123456789012345678901.", "1..............................e4", "1-0", "0-1", "1/2-1/2", "1/2",
        "1-0x", "\xC2\xBD-\xC2\xBD", "{ [%clk 0:01:00] }", "{}", "{ a { b\nc }", "{ never closed", " ", "  \t",
        "\n%x\n", "\r\n% esc\r\n", "\x1A", "*"})
    for (std::string after : {"", " ", "\n", "{c}", " {c}", " {c", "(d4)", ")", "!", "$1", ";x\n", "e5", " e5",
                              " Nf3!", " Nf3 { [%clk 0:00:59] } 2. e5 *"}) {
      const std::string text = word + after;
      INFO(text);
      Events first_token = events_moved(text, 3);
      first_token.insert(first_token.begin(), "san e4 @0");
      CHECK(events_moved("e4 " + text, 0) == first_token);
      // With room after the token, which some of it looks at 32 bytes at a time.
      CHECK(events_moved("e4 " + text + std::string(40, ' '), 0) == first_token);
      ++compared;
    }
  CHECK(compared == 56 * 15);
}

TEST_CASE("PGN reader: corpus: pgn-extract's nested comment, NAG comments and split variants", "[parser]") {
  // nested-comment.pgn: the comment ends at the first '}'; the words after it
  // reach the visitor as moves, and the lone '}' is the problem.
  auto games = read_corpus_games("edge/pgn-extract-infiles/nested-comment.pgn");
  REQUIRE(games.size() == 1);
  CHECK(games[0][3] == "comment [ This game contains { a nested comment ] @3");
  CHECK(games[0][4] == "san which @45");
  CHECK(games[0][games[0].size() - 2] == "problem unexpected '}' @105");

  games = read_corpus_games("edge/pgn-extract-infiles/test-nagcomments.pgn");
  REQUIRE(games.size() == 1);
  CHECK(games[0] == Events{"begin_tags", "end_tags", "san b3 @0", "comment [ good or bad? ] @3", "nag 1 @20",
                           "comment [ some think this is good ] @23", "nag 2 @51",
                           "comment [ while others think it is not ] @54", "outcome * @87", "end_game"});

  games = read_corpus_games("edge/pgn-extract-infiles/test-splitvariants.pgn");
  REQUIRE(games.size() == 1);
  REQUIRE(count_prefix(games[0], "tag ") == 7);
  const Events movetext_events(games[0].begin() + 8, games[0].end());
  CHECK(movetext_events == Events{"end_tags", "san e4 @96", "comment [ comment1 ] @99", "san e5 @112",
                                  "comment [ comment2 ] @115", "(", "comment [ comment3 ] @130", "san e6 @148",
                                  "(", "san d6 @157", ")", "san d4 @164", "(", "san Nf3 @171", ")",
                                  "comment [ comment4 ] @175", ")", "comment [ comment5 ] @190", "san Nf3 @206",
                                  "outcome * @210", "end_game"});

  games = read_corpus_games("edge/pgn-extract-infiles/test-long-line.pgn");
  REQUIRE(games.size() == 1);
  CHECK(problems(games[0]).empty());
  CHECK(count_prefix(games[0], "comment [ only-a-fool-would-play") == 1);
  CHECK(games[0][games[0].size() - 3] == "san Qh4# @254");
  CHECK(games[0][games[0].size() - 2] == "outcome 0-1 @259");
}

TEST_CASE("PGN reader: corpus: chesslib's z0.pgn and err.pgn", "[parser]") {
  auto games = read_corpus_games("edge/chesslib/z0.pgn");
  REQUIRE(games.size() == 1);
  CHECK(games[0][1] == "tag Event=Ugra Cup \\ @0");
  CHECK(count_prefix(games[0], "tag ") == 10);
  CHECK(problems(games[0]).empty());
  // The null move Z0 ends the moves; the result follows after a blank line.
  CHECK(games[0][games[0].size() - 3] == "san Z0 @505");
  CHECK(games[0][games[0].size() - 2] == "outcome 1-0 @509");

  // err.pgn: PlyCount "0", and moves no game could have (46... Kg2), up to
  // "57. Qg5+ Ke4" and a result after a blank line. Lexically it is whole.
  games = read_corpus_games("edge/chesslib/err.pgn");
  REQUIRE(games.size() == 1);
  CHECK(problems(games[0]).empty());
  CHECK(count_prefix(games[0], "tag ") == 12);
  CHECK(count_prefix(games[0], "san ") == 114);
  CHECK(games[0][games[0].size() - 2] == "outcome 0-1 @970");
}

TEST_CASE("PGN reader: corpus: pgn4web's test.pgn", "[parser]") {
  const auto games = read_corpus_games("edge/pgn4web/test.pgn");
  REQUIRE(games.size() == 16);
  // The garbage before the first tag is a game of its own, whose words the
  // notation readers will refuse; '%' lines are skipped.
  CHECK(problems(games[0]).empty());
  CHECK(count_prefix(games[0], "san ") == 9);
  CHECK(count_prefix(games[1], "tag ") == 23);
  // Its "continuations" put results inside variations.
  std::map<size_t, std::vector<std::string>> expected = {
      {8, {"problem result '1/2-1/2' inside a variation @211"}},
      {10, {"problem result '*' inside a variation @139"}},
      {15, {"problem result '*' inside a variation @261"}},
  };
  for (size_t i = 1; i < games.size(); ++i) {
    INFO("game " << i + 1);
    CHECK(problems(games[i]) == expected[i + 1]);
  }
  // Two games on one line, [Event"..."] without a space.
  CHECK(games[11][1] == "tag Event=Testing very odd game @0");
  CHECK(games[12][1] == "tag Event=Testing another very odd game @0");
  // "[ Event  "...", and the last game has no result.
  CHECK(games[13][1] == "tag Event=Testing malformed header (extra spaces and extra line) @0");
  CHECK(count_prefix(games[15], "outcome") == 0);
  CHECK(count_prefix(games[15], "san ") == 2);
}

TEST_CASE("PGN reader: corpus: BOM and CRLF files, tags without Event, ChessBase empty line", "[parser]") {
  auto games = read_corpus_games("edge/python-chess/utf8-bom.pgn");
  REQUIRE(games.size() == 2);
  CHECK(games[0] == Events{"begin_tags", "tag Event=A @0", "tag Site=? @12", "tag Date=2024.04.25 @23",
                           "tag Round=? @43", "tag White=White vs 1...c5 @55", "tag Black=? @81",
                           "tag Result=* @93", "tag ECO=A00 @106", "tag PlyCount=0 @118",
                           "tag SourceVersionDate=2024.04.25 @133", "end_tags", "outcome * @168", "end_game"});

  games = read_corpus_games("masters/chesslib/redqueen.pgn");
  REQUIRE(games.size() == 270);
  for (const Events& game : games) {
    CHECK(problems(game).empty());
    CHECK(count_prefix(game, "outcome ") == 1);
    CHECK(game[1] == "tag Event=RedQueen Gauntlet @0");
  }

  games = read_corpus_games("edge/python-chess/antichess-programfox.pgn");
  REQUIRE(games.size() == 2);
  CHECK(games[0][1] == "tag Variant=Antichess @0");
  CHECK(games[1][1] == "tag Variant=Antichess @0");
  CHECK(count_prefix(games[1], "san ") == 64);

  games = read_corpus_games("edge/python-chess/chessbase-empty-line.pgn");
  REQUIRE(games.size() == 1);
  CHECK(count_prefix(games[0], "tag ") == 11);
  CHECK(count_prefix(games[0], "san ") == 134);
  CHECK(games[0][games[0].size() - 2].starts_with("outcome 0-1"));
  CHECK(problems(games[0]).empty());
}

TEST_CASE("PGN reader: corpus: every game reads without problems but the known ones", "[parser]") {
  // file -> number of games with a problem, all checked by hand.
  const std::map<std::string, size_t> known = {
      {"edge/pgn-extract-infiles/nested-comment.pgn", 1},  // text after a nested '}'
      {"edge/pgn4web/test.pgn", 3},                        // results in variations
      {"lang/pgn-extract-outputs/test-WWepd-out.pgn", 1},  // EPD, not PGN
  };
  size_t files = 0;
  for (const auto& [file, games] : manifest_counts()) {
    ++files;
    INFO(file);
    size_t with_problems = 0;
    for (const Events& game : read_corpus_games(file)) with_problems += !problems(game).empty();
    CHECK(with_problems == (known.contains(file) ? known.at(file) : 0));
  }
  CHECK(files > 150);
}
