// Hostile input (tests/README.md has the table): each is checked in a batch
// before a good file, and must give a clear message, no crash, bounded time
// and memory, and leave the good file's games checked. Inputs are made here,
// in a scratch directory. The heaviest carry the tag [heavy].
#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <random>
#include <set>
#include <sstream>
#include <string>

#include "tests/corpus.h"
#include "tests/program.h"
#include "tests/report_invariants.h"
#include "tests/scratch_dir.h"
#include "tests/strict_utf8.h"

namespace {

const std::string Good = sample_path("famous-games.pgn");  // 3 clean games
constexpr long GoodGames = 3;

struct Checked {
  ProgramRun run;
  ReportCounts counts;
};

// `arbiter check` in JSONL on `paths` then the good file.
Checked check_before_good(const std::string& paths, const std::string& options = "") {
  Checked c;
  c.run = run_program(arbiter_command("check --no-progress --format jsonl --emit-games " + options + " " + paths + " " +
                                      Good));
  REQUIRE(c.run.signal == 0);
  REQUIRE(c.run.status >= 0);
  REQUIRE(c.run.status <= 2);
  c.counts = check_report_invariants(c.run.out);
  CHECK(c.counts.games_in(Good) == GoodGames);  // the rest of the batch is still checked
  return c;
}

bool has(const std::string& out, const std::string& text) { return out.find(text) != std::string::npos; }

std::string game(const std::string& movetext, const std::string& event = "x") {
  return "[Event \"" + event + "\"]\n[White \"W\"]\n[Black \"B\"]\n[Result \"*\"]\n\n" + movetext + "\n\n";
}

}  // namespace

TEST_CASE("hostile: an empty file and a file of white space have no game", "[hostile]") {
  ScratchDir dir;
  const Checked c = check_before_good(dir.write("empty.pgn", "") + " " + dir.write("blank.pgn", " \t\r\n\n\f\v\r\n  "));
  CHECK(c.run.status == 0);
  CHECK(c.counts.games == GoodGames);
}

TEST_CASE("hostile: a file of comments alone is reported as one game that holds none", "[hostile]") {
  // As python-chess reads one empty game from it; a warning, so the exit
  // status stays 0. % escape lines, a BOM and blanks around the comments
  // change nothing.
  ScratchDir dir;
  const std::string brace = dir.write("brace.pgn", "\n\n{ exported by a tool that found no game }\n");
  const std::string semicolon = dir.write("semicolon.pgn", "% escape line\n; a comment\n; another\n");
  const std::string bom = dir.write("bom.pgn", "\xEF\xBB\xBF{ just this }");
  const Checked c = check_before_good(brace + " " + semicolon + " " + bom);
  CHECK(c.run.status == 0);
  for (const std::string& file : {brace, semicolon, bom}) CHECK(c.counts.games_in(file) == 1);
  CHECK(has(c.run.out, "{\"kind\":\"no_game\",\"severity\":\"warning\",\"file\":\"" + brace +
                           "\",\"game\":1,\"line\":3,\"offset\":2,\"ply\":0,\"variation\":false,\"move_number\":null,"
                           "\"side\":null,\"token\":\"{ exported by a tool tha\",\"message\":\"no game: the text holds "
                           "no tag pair, move or result\",\"rule\":\"PGN Standard (1994) 8\""));
  CHECK(has(c.run.out, "\"file\":\"" + semicolon + "\",\"game\":1,\"line\":2,\"offset\":14,"));
  CHECK(has(c.run.out, "\"file\":\"" + bom + "\",\"game\":1,\"line\":1,\"offset\":3,"));
  // A comment after a game's result, or between games, stays with the game.
  const Checked trailing = check_before_good(
      dir.write("trailing.pgn", game("1. e4 e5 *") + "{ between }\n\n" + game("1. d4 d5 *") + "{ trailer }\n"));
  CHECK(trailing.counts.games_in(dir.path("trailing.pgn")) == 2);
  CHECK_FALSE(has(trailing.run.out, "no_game"));
}

TEST_CASE("hostile: binary garbage is reported game by game, never crashes", "[hostile]") {
  ScratchDir dir;
  std::mt19937 rng(20241121);
  std::string garbage(1 << 20, '\0');
  for (char& b : garbage) b = char(rng());
  const Checked c = check_before_good(dir.write("garbage.pgn", garbage));
  CHECK(c.run.status == 1);
  CHECK(c.counts.unparseable > 0);
  CHECK(has(c.run.out, "\"kind\":\"parse_error\""));
}

TEST_CASE("hostile: NUL bytes are shown as \\x00 where they stand", "[hostile]") {
  ScratchDir dir;
  const std::string nul(1, '\0');
  const std::string text = game("1. e4 e5 " + nul + nul + " 2. Nf3 *", "nul") + std::string(100000, '\0') + "\n\n" +
                           game("1. d4 d5 *", "after");
  const Checked c = check_before_good(dir.write("nul.pgn", text));
  CHECK(c.run.status == 1);
  CHECK(has(c.run.out, "unreadable text '\\\\x00\\\\x00'"));
  CHECK(has(c.run.out, "\"line\":6"));
  CHECK(c.counts.games_in(dir.path("nul.pgn")) >= 2);
}

TEST_CASE("hostile: a 100 MB line takes linear time and memory near its size", "[hostile][heavy]") {
  ScratchDir dir;
  constexpr size_t Size = 100'000'000;
  const std::string text = game("1. e4 {" + std::string(Size, 'x') + "} e5 *", "long comment") +
                           game("1. e4 " + std::string(Size, 'N') + " e5 *", "long word") + game("1. d4 d5 *");
  const Checked c = check_before_good(dir.write("long.pgn", text));
  CHECK(c.counts.games_in(dir.path("long.pgn")) == 3);
  CHECK(has(c.run.out, "is no move in any notation read"));
  CHECK(has(c.run.out, "\"line\":13"));  // the long word's line
  // The file is 200 MB; a game is held whole while it is read: 273 MB in a
  // Release build, 498 MB under the sanitizers (their quarantine keeps freed buffers).
  CHECK(c.run.max_rss_kb < long(3 * Size / 1024 + 256 * 1024));
  CHECK(c.run.seconds < 60);
}

TEST_CASE("hostile: a million '(' nested cost a counter, not memory", "[hostile]") {
  ScratchDir dir;
  const std::string opens(1'000'000, '('), closes(1'000'000, ')');
  std::string deep_moves;
  for (int i = 0; i < 100'000; ++i) deep_moves += "(1. d4 ";
  const std::string text = game("1. e4 " + opens + " e5 *", "unclosed") + game("1. e4 " + opens + closes + " e5 *",
                                                                                  "closed") +
                           game("1. e4 " + deep_moves + std::string(100'000, ')') + " e5 *", "deep");
  const Checked c = check_before_good(dir.write("parens.pgn", text));
  CHECK(c.counts.games_in(dir.path("parens.pgn")) == 3);
  CHECK(has(c.run.out, "unterminated variation opened here"));
  CHECK(has(c.run.out, "\"kind\":\"orphan_variation\",\"severity\":\"warning\",\"file\":\"" + dir.path("parens.pgn") +
                           "\",\"game\":1,\"line\":6,\"offset\":64,"));  // the second '(' on the movetext line
  CHECK(has(c.run.out, "a variation nested more than 256 deep; it was not checked"));
  CHECK(c.run.max_rss_kb < 64 * 1024);
  CHECK(c.run.seconds < 20);
}

TEST_CASE("hostile: a comment or tag string left open at the end of the file", "[hostile]") {
  ScratchDir dir;
  const std::string comment = dir.write("comment.pgn", game("1. e4 e5 *") + "[Event \"open\"]\n\n1. e4 {never closed\n...");
  const std::string tag = dir.write("tag.pgn", game("1. e4 e5 *") + "[Event \"never closed");
  const std::string middle = dir.write("middle.pgn", game("1. e4 {never closed") + game("1. d4 d5 *"));
  const Checked c = check_before_good(comment + " " + tag + " " + middle);
  CHECK(c.run.status == 1);
  CHECK(has(c.run.out, "\"file\":\"" + comment + "\",\"game\":2,\"line\":10,"));
  CHECK(has(c.run.out, "unterminated comment opened here"));
  CHECK(has(c.run.out, "\"file\":\"" + tag + "\",\"game\":2,\"line\":8,"));
  CHECK(has(c.run.out, "unterminated tag pair opened here"));
  CHECK(c.counts.games_in(middle) == 2);  // the tag pair after the open comment starts the next game
}

TEST_CASE("hostile: 100 000 tags in one game, with or without blank lines between", "[hostile]") {
  ScratchDir dir;
  std::string tags, spaced;
  for (int i = 0; i < 100'000; ++i) {
    const std::string tag = "[Tag" + std::to_string(i) + " \"" + std::to_string(i) + "\"]\n";
    tags += tag;
    spaced += tag + "\n";
  }
  const Checked c = check_before_good(dir.write("tags.pgn", tags + "\n1. e4 *\n\n" + game("1. d4 *")) + " " +
                                      dir.write("spaced.pgn", spaced + "\n1. e4 *\n\n" + game("1. d4 *")));
  CHECK(c.run.status == 0);
  CHECK(c.counts.games_in(dir.path("tags.pgn")) == 2);
  CHECK(c.counts.games_in(dir.path("spaced.pgn")) == 2);
  CHECK(c.run.seconds < 20);  // was quadratic with blank lines between (47 s)
}

TEST_CASE("hostile: a game of 100 000 plies is replayed to its end", "[hostile]") {
  ScratchDir dir;
  std::string moves;
  for (int i = 0; i < 25'000; ++i)
    moves += std::to_string(2 * i + 1) + ". Nf3 Nf6 " + std::to_string(2 * i + 2) + ". Ng1 Ng8 ";
  const Checked c = check_before_good(dir.write("long-game.pgn", game(moves + "*")));
  CHECK(has(c.run.out, "\"plies\":100000,"));
  CHECK(has(c.run.out, "\"final_fen\":\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 100000 50001\""));
  CHECK(c.run.seconds < 20);
}

TEST_CASE("hostile: findings by the hundred thousand in one game cost linear time", "[hostile]") {
  ScratchDir dir;
  std::string variations;
  for (int i = 0; i < 100'000; ++i) variations += "(1. Ke3) ";
  const Checked c = check_before_good(dir.write("findings.pgn", game("1. e4 " + variations + "e5 *")));
  CHECK(c.run.status == 1);
  CHECK(c.run.seconds < 20);  // was quadratic: each finding counted its line from the game's start (23 s)
}

TEST_CASE("hostile: invalid UTF-8 and Latin-1 text", "[hostile]") {
  ScratchDir dir;
  const std::string latin1 = dir.write("latin1.pgn", "[Event \"x\"]\n[White \"M\xFCller\"]\n\n1. e4 e5 *\n");
  const std::string invalid =
      dir.write("invalid.pgn", "[Event \"x\"]\n[White \"\xC3\x28\xA0\xF0\x28\x8C\"]\n\n1. e4 e5 *\n\n" + game("1. e4 \xC3 e5 *"));
  const Checked c = check_before_good(latin1 + " " + invalid);
  CHECK(has(c.run.out, "\"white\":\"M\xC3\xBCller\""));  // read as Latin-1, written as UTF-8
  CHECK(has(c.run.out, "\"kind\":\"latin1_text\""));
  CHECK(has(c.run.out, "\"token\":\"\xC3\x83\""));  // a stray byte is shown as its Latin-1 character
  CHECK(c.counts.games_in(invalid) == 2);
}

namespace {

// Bytes Unicode's Table 3-7 refuses, each with its Latin-1 reading: a
// surrogate (U+D800), an overlong NUL, a code point past U+10FFFF, and two
// sequences cut short.
struct NotUtf8 {
  std::string bytes, as_latin1;
};
const NotUtf8 NotUtf8Cases[] = {
    {"\xED\xA0\x80", "\xC3\xAD\xC2\xA0\xC2\x80"},
    {"\xE0\x80\x80", "\xC3\xA0\xC2\x80\xC2\x80"},
    {"\xF4\x90\x80\x80", "\xC3\xB4\xC2\x90\xC2\x80\xC2\x80"},
    {"\xE2\x82", "\xC3\xA2\xC2\x82"},
    {"\xF0\x9F\x98", "\xC3\xB0\xC2\x9F\xC2\x98"},
};

}  // namespace

TEST_CASE("hostile: bytes that are no UTF-8 come out as valid UTF-8, in JSONL and in text", "[hostile]") {
  // In the players' names, as a move, in a comment left open (which its
  // parse error quotes), in a comment that is all a file holds (which
  // no_game quotes) and in the file names. The report invariants hold every
  // JSONL record to nlohmann's strict parser; the text is held to it too.
  ScratchDir dir;
  for (const NotUtf8& bad : NotUtf8Cases) {
    INFO("the bytes read as Latin-1: " << bad.as_latin1);
    const std::string& b = bad.bytes;
    const std::string games =
        dir.write("games" + b + ".pgn", "[White \"W" + b + "\"]\n[Black \"" + b + "B\"]\n\n1. e4 " + b + " *\n\n" +
                                            game("1. e4 e5 {" + b + " never closed"));
    const std::string comment = dir.write("comment" + b + ".pgn", "{" + b + "}\n");
    const Checked c = check_before_good(games + " " + comment);
    const std::string games_shown = dir.path("games" + bad.as_latin1 + ".pgn");
    const std::string comment_shown = dir.path("comment" + bad.as_latin1 + ".pgn");
    CHECK(c.counts.games_in(games_shown) == 2);
    CHECK(c.counts.games_in(comment_shown) == 1);
    std::istringstream lines(c.run.out);
    std::set<std::string> seen;
    for (std::string line; std::getline(lines, line);) {
      const nlohmann::json r = nlohmann::json::parse(line);
      if (r["kind"] == "game" && r["file"] == games_shown && r["game"] == 1) {
        CHECK(r["white"] == "W" + bad.as_latin1);
        CHECK(r["black"] == bad.as_latin1 + "B");
        seen.insert("names");
      } else if (r["kind"] == "latin1_text" && r["file"] == games_shown) {
        seen.insert("latin1_text");
      } else if (r["kind"] == "parse_error" && r["file"] == games_shown && r["token"] == bad.as_latin1) {
        seen.insert("move");
      } else if (r["kind"] == "parse_error" && r["file"] == games_shown && r["game"] == 2) {
        CHECK(r["token"] == "{" + bad.as_latin1 + " never closed");
        seen.insert("open comment");
      } else if (r["kind"] == "no_game" && r["file"] == comment_shown) {
        CHECK(r["token"] == "{" + bad.as_latin1 + "}");
        seen.insert("comment alone");
      }
    }
    CHECK(seen == std::set<std::string>{"names", "latin1_text", "move", "open comment", "comment alone"});
    const ProgramRun text = run_program(arbiter_command("check --no-progress " + games + " " + comment));
    CHECK(strict_utf8(text.out));
    CHECK(has(text.out, games_shown + ":4: game 1 (W" + bad.as_latin1 + "\u2013" + bad.as_latin1 + "B), move 1... " +
                            bad.as_latin1 + ": parse error"));
    CHECK(has(text.out, comment_shown + ":1: game 1 (?\u2013?): no game"));
  }
}

TEST_CASE("hostile: every command writes valid UTF-8 whatever bytes its input and its file names hold", "[hostile]") {
  // Each command's standard output and standard error together, for each
  // byte sequence of the table in the envelope, the scoresheets, the book,
  // the FEN, the file names and an unknown option.
  ScratchDir dir;
  for (const NotUtf8& bad : NotUtf8Cases) {
    INFO("the bytes read as Latin-1: " << bad.as_latin1);
    const std::string& b = bad.bytes;
    const std::string pgn = dir.write("game" + b + ".pgn", game("1. e4 e5 2. Nf3 " + b + " Nc6 *", "e" + b));
    const std::string envelope =
        dir.write("envelope" + b + ".txt", "White: W" + b + "\nBlack: B\nSealed by: White\nSealed move: Nf3" + b +
                                                "\nResumption: " + b + "\n---\nWhite: " + b + "\nSealed move: e4\n");
    const std::string white = dir.write("s" + b + ".white.txt", "1 e4 e5\n2 Nf3 Nc6\n3 Bb5 " + b + "\n");
    const std::string black = dir.write("s" + b + ".black.txt", "1 e4 e5\n2 Nf3 Nc6\n3 Bc4 a6\n");
    const std::string book = dir.write("book" + b + ".txt", "GAME I.--" + b + "\n\n1. P-K4 P-K4\n2. Kt-KB3 " + b + "\n");
    const std::string fens = dir.write("fens" + b + ".txt", "8/8/8/8/8/8/8/" + b + " w - - 0 1\n");
    const std::string missing = dir.path("missing" + b + ".pgn");
    // A draughts record with the bytes in a tag, a comment and a move.
    const std::string pdn = dir.write("d" + b + ".pdn", "[White \"W" + b + "\"]\n[GameType \"24\"]\n\n1. 9-13 {" + b +
                                                          "} 22-19 2. 13-17" + b + " *\n");
    auto trf_line = [](int start_rank, std::string name, int opponent, char colour, char result) {
      name.resize(33, ' ');  // TRF counts columns in bytes
      return fmt::format("001 {:>4} m    {} 2000 NOR           0 1990/01/01  {}    {}  {:>4} {} {}\n", start_rank,
                         name, result == '1' ? "1.0" : "0.0", start_rank, opponent, colour, result);
    };
    const std::string trf = dir.write("event" + b + ".trf", "012 T" + b + "\nXXR 1\n" + trf_line(1, "A" + b, 2, 'w', '1') +
                                                              trf_line(2, b + "B", 1, 'b', '0'));
    const std::string runs[] = {
        "check --no-progress " + pgn + " " + missing,
        "check --no-progress --format jsonl " + pgn + " " + missing,
        "check --no-progress --format jsonl --fix " + dir.path("fixed.pgn") + " " + pgn,
        "check --no-progress --format sarif " + pgn + " " + missing,
        "check --no-progress --format gitlab " + pgn + " " + missing,
        "check --no-progress --format github " + pgn + " " + missing,
        "check --no-progress --format junit " + pgn + " " + missing,
        "check --bogus" + b,
        "convert --to desc-en --keep-original " + pgn + " " + missing,
        "convert --to spanish " + pdn + " " + missing,
        "convert --to pdn --squares algebraic " + pdn,
        "sealed " + envelope + " " + missing,
        "sealed --format md " + envelope,
        "sealed --format jsonl " + envelope,
        "sealed --format sarif " + envelope,
        "sealed --format gitlab " + envelope,
        "sealed --format github " + envelope,
        "sealed --format junit " + envelope + " " + missing,
        "reconcile " + white + " " + black,
        "reconcile --format md " + white + " " + black,
        "reconcile --format jsonl " + white + " " + black,
        "reconcile --format sarif " + white + " " + black,
        "reconcile --format gitlab " + white + " " + black,
        "reconcile --format github " + white + " " + black,
        "reconcile --format junit " + white + " " + black,
        "reconcile " + white + " " + missing,
        "extract " + book + " " + missing,
        "winnable --file " + fens + " --file " + missing,
        "winnable --format jsonl --file " + fens,
        "event " + trf + " " + missing,
        "event --format jsonl " + trf,
        "event --format md " + trf + " " + pgn,
        "event --format csv " + trf + " " + pgn,
        "event --format trf " + trf,
        "event --verdicts --format jsonl " + pgn + " " + missing,
        "event --format sarif " + trf + " " + pgn,
        "event --verdicts --format sarif " + pgn,
        "event --format gitlab " + trf + " " + pgn,
        "event --format github " + trf + " " + pgn,
        "event --format junit " + trf + " " + pgn,
        "event --verdicts --format junit " + pgn,
        "event --bogus" + b,
    };
    for (const std::string& args : runs) {
      INFO("arbiter " << args);
      const ProgramRun run = run_program(std::string(ARBITER_BIN) + " " + args + " 2>&1");
      CHECK(run.signal == 0);
      CHECK(strict_utf8(run.out));
      if (args.find("--format jsonl") != std::string::npos) {
        std::string records;  // standard output's lines: those that start a JSON object
        std::istringstream lines(run.out);
        for (std::string line; std::getline(lines, line);)
          if (line.starts_with("{")) records += line + "\n";
        CHECK(strict_jsonl(records));
      }
      // SARIF and GitLab are one JSON document each; JUnit XML holds no
      // character XML 1.0 forbids.
      if (args.find("--format sarif") != std::string::npos || args.find("--format gitlab") != std::string::npos)
        CHECK(nlohmann::json::accept(run.out));
      if (args.find("--format junit") != std::string::npos) CHECK(strict_xml_chars(run.out));
      if (args.starts_with("event --format trf")) {  // UTF-8 names still in their columns
        const std::vector<std::string_view> lines = lines_of(run.out);
        CHECK(lines.at(lines.size() - 2).substr(80, 4) == " 1.0");
        CHECK(lines.back().substr(80, 4) == " 0.0");
      }
      if (args.starts_with("event --format jsonl")) {  // the TRF's columns hold whatever bytes its names have
        CHECK(run.status == 0);
        CHECK(records_of_kind(run.out, "standing").size() == 2);
      }
    }
  }
}

TEST_CASE("hostile: UTF-16 files are refused with what they are", "[hostile]") {
  ScratchDir dir;
  std::string le = "\xFF\xFE", be = "\xFE\xFF";
  for (char ch : game("1. e4 e5 *")) le += std::string{ch, '\0'}, be += std::string{'\0', ch};
  const Checked c = check_before_good(dir.write("le.pgn", le) + " " + dir.write("be.pgn", be));
  CHECK(c.run.status == 2);
  CHECK(has(c.run.out, dir.path("le.pgn") + ": UTF-16 text (byte order mark FF FE), not read"));
  CHECK(has(c.run.out, dir.path("be.pgn") + ": UTF-16 text (byte order mark FE FF), not read"));
  CHECK(c.counts.games == GoodGames);
}

TEST_CASE("hostile: lines ended by CR alone", "[hostile]") {
  ScratchDir dir;
  std::string text = game("1. e4 e5 2. Bxh7 *") + game("1. d4 d5 *");
  std::replace(text.begin(), text.end(), '\n', '\r');
  const Checked c = check_before_good(dir.write("cr.pgn", text));
  CHECK(c.counts.games_in(dir.path("cr.pgn")) == 2);
  CHECK(has(c.run.out, "\"kind\":\"illegal_move\",\"severity\":\"error\",\"file\":\"" + dir.path("cr.pgn") +
                           "\",\"game\":1,\"line\":6,"));
}

TEST_CASE("hostile: unreadable files, directories and FIFOs", "[hostile]") {
  ScratchDir dir;
  SECTION("a file that cannot be opened") {
    // Root reads any file, so the check runs as nobody, on a copy of the
    // program that nobody may run.
    const std::string locked = dir.write("locked.pgn", game("1. e4 e5 *"));
    chmod(locked.c_str(), 0);
    const std::string program = dir.path("arbiter");
    std::filesystem::copy_file(ARBITER_BIN, program);
    chmod(dir.path("").c_str(), 0755);
    const std::string as_nobody = geteuid() == 0 ? "setpriv --reuid=65534 --regid=65534 --clear-groups " : "";
    const ProgramRun run = run_program(as_nobody + program + " check --no-progress " + locked + " " + Good + " 2>/dev/null");
    CHECK(run.status == 2);
    CHECK(has(run.out, locked + ": cannot open: Permission denied"));
    CHECK(has(run.out, "3 games in 2 files"));
  }
  SECTION("a file whose reading fails") {
    const Checked c = check_before_good("/proc/self/mem");
    CHECK(c.run.status == 2);
    CHECK(has(c.run.out, "/proc/self/mem: read error: Input/output error"));
  }
  SECTION("directories") {
    std::filesystem::create_directories(dir.path("games.pgn/inner"));
    dir.write("games.pgn/inner/a.pgn", game("1. e4 e5 *"));
    std::filesystem::create_directory(dir.path("empty"));
    const Checked c = check_before_good(dir.path("games.pgn") + " " + dir.path("empty"));
    CHECK(c.run.status == 2);
    CHECK(c.counts.games_in(dir.path("games.pgn/inner/a.pgn")) == 1);  // a directory is read for its .pgn files
    CHECK(has(c.run.out, dir.path("empty") + ": a directory with no .pgn file in it"));
  }
  SECTION("a FIFO is read as a stream, like standard input") {
    const std::string fifo = dir.path("fifo.pgn");
    REQUIRE(mkfifo(fifo.c_str(), 0600) == 0);
    const std::string source = dir.write("source.pgn", game("1. e4 e5 *") + game("1. d4 d5 *"));
    const ProgramRun run = run_program("cat " + source + " > " + fifo + " & " +
                                       arbiter_command("check --no-progress --format jsonl --emit-games " + fifo));
    CHECK(run.status == 0);
    CHECK(check_report_invariants(run.out).games_in(fifo) == 2);
  }
}
