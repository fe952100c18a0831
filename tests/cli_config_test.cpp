// arbiter.toml for `arbiter check`: each setting takes effect, [kinds] and
// [[overrides]] apply, the command line wins, bad files are refused with
// their file and line, and --show-config tells where each value came from.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

#include "tests/corpus.h"
#include "tests/program.h"
#include "tests/scratch_dir.h"

namespace {

// Arbiter run in `dir` (where arbiter.toml is looked for), standard error
// kept with the output: the errors are what some tests look at.
ProgramRun run_in(const std::string& dir, const std::string& args) {
  return run_program("cd '" + dir + "' && " + ARBITER_BIN + " " + args + " --no-progress 2>&1");
}

bool has(const std::string& out, const std::string& part) { return out.find(part) != std::string::npos; }

// A draw agreed after three moves written in Spanish algebraic: by default a
// premature_draw (warning) and a notation_detected (info).
constexpr std::string_view SpanishDraw =
    "[Event \"t\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1/2-1/2\"]\n\n1. e4 e5 2. Cf3 Cc6 3. Ab5 a6 1/2-1/2\n";

// A scratch directory holding famous-games.pgn (three games ending in two
// checkmates and a stalemate: info findings only) and the Spanish draw.
struct Project {
  ScratchDir dir;
  Project() {
    std::filesystem::copy_file(sample_path("famous-games.pgn"), dir.path("famous.pgn"));
    dir.write("draw.pgn", SpanishDraw);
  }
  std::string root() const { return dir.path(""); }
  void config(std::string_view toml) const { dir.write("arbiter.toml", toml); }
};

}  // namespace

TEST_CASE("each setting of arbiter.toml takes effect", "[cli][config]") {
  Project p;
  SECTION("rules: the Laws cited") {
    CHECK(has(run_in(p.root(), "check famous.pgn").out, "[FIDE 2023 5.1.1]"));
    p.config("rules = \"fide-1966\"\n");
    const std::string out = run_in(p.root(), "check famous.pgn").out;
    CHECK(has(out, "[FIDE 1966 Art. XI-1]"));
    CHECK(!has(out, "FIDE 2023"));
  }
  SECTION("min-draw-moves and notation: the findings made") {
    CHECK(has(run_in(p.root(), "check draw.pgn").out, "premature_draw"));
    p.config("min-draw-moves = 1\nnotation = \"san-es\"\n");
    const std::string out = run_in(p.root(), "check draw.pgn").out;
    CHECK(has(out, "1 clean"));
    CHECK(!has(out, "premature_draw"));
    CHECK(!has(out, "notation_detected"));
  }
  SECTION("lang: an English-only reading refuses the Spanish letters") {
    p.config("lang = \"en\"\n");
    CHECK(run_in(p.root(), "check draw.pgn").status == 1);
  }
  SECTION("time-class, lang, min-draw-moves and rules as a shard records them") {
    p.config("time-class = \"blitz\"\nlang = \"es\"\nmin-draw-moves = 12\nrules = \"fide-2009\"\n");
    const std::string out = run_in(p.root(), "check --format jsonl --shard 1/1 draw.pgn").out;
    CHECK(has(out, "rules=fide-2009 time_class=blitz min_draw_moves=12 "));
    CHECK(has(out, "lang=es"));
  }
  SECTION("fail-on: the exit code") {
    CHECK(run_in(p.root(), "check famous.pgn").status == 0);
    p.config("fail-on = \"info\"\n");
    CHECK(run_in(p.root(), "check famous.pgn").status == 1);
  }
  SECTION("format and jobs") {
    p.config("format = \"jsonl\"\njobs = 2\n");
    const ProgramRun run = run_in(p.root(), "check famous.pgn");
    CHECK(run.out.starts_with("{\"kind\":\"checkmate\""));
    CHECK(has(run_in(p.root(), "check --show-config").out, "jobs = 2  ("));
  }
}

TEST_CASE("[kinds] sets a kind off or to a level before findings are reported and counted", "[cli][config]") {
  Project p;
  p.config("[kinds]\ncheckmate = \"off\"\nstalemate = \"error\"\n");
  const ProgramRun text = run_in(p.root(), "check famous.pgn");
  CHECK(text.status == 1);  // the stalemate now fails the run
  CHECK(!has(text.out, "checkmate"));
  CHECK(has(text.out, "findings: 1 error, 0 warning, 0 info"));
  CHECK(has(text.out, "2 clean, 1 with findings"));
  const std::string jsonl = run_in(p.root(), "check --format jsonl famous.pgn").out;
  CHECK(!has(jsonl, "\"kind\":\"checkmate\""));
  CHECK(has(jsonl, "\"kind\":\"stalemate\",\"severity\":\"error\""));
  const std::string sarif = run_in(p.root(), "check --format sarif famous.pgn").out;
  CHECK(!has(sarif, "\"ruleId\":\"checkmate\""));
  CHECK(has(sarif, "\"level\":\"error\",\"message\""));  // the stalemate's result
}

TEST_CASE("[[overrides]] apply to the paths they match; later ones and the command line win", "[cli][config]") {
  Project p;
  std::filesystem::create_directories(p.dir.path("archive/1960s"));
  std::filesystem::copy_file(sample_path("famous-games.pgn"), p.dir.path("archive/1960s/old.pgn"));
  std::filesystem::copy_file(sample_path("famous-games.pgn"), p.dir.path("archive/top.pgn"));
  p.config(
      "rules = \"fide-2009\"\n"
      "[[overrides]]\npaths = [\"archive/**\"]\nrules = \"fide-2023\"\n"
      "[[overrides]]\npaths = [\"archive/1960s/**\"]\nrules = \"fide-1966\"\n");
  const std::string out = run_in(p.root(), "check famous.pgn archive").out;
  CHECK(has(out, "famous.pgn:11: game 1 (Morphy, Paul–Duke Karl / Count Isouard), move 17. Rd8#: checkmate: White "
                 "wins [FIDE 2009 5.1.a]"));
  CHECK(has(out, "archive/top.pgn:11: game 1 (Morphy, Paul–Duke Karl / Count Isouard), move 17. Rd8#: checkmate: "
                 "White wins [FIDE 2023 5.1.1]"));
  CHECK(has(out, "archive/1960s/old.pgn:11: game 1 (Morphy, Paul–Duke Karl / Count Isouard), move 17. Rd8#: "
                 "checkmate: White wins [FIDE 1966 Art. XI-1]"));
  const std::string forced = run_in(p.root(), "check --rules fide-2023 famous.pgn archive").out;
  CHECK(!has(forced, "FIDE 1966"));
  CHECK(!has(forced, "FIDE 2009"));
}

TEST_CASE("override paths: ** crosses directories, * and ? do not", "[cli][config]") {
  Project p;
  for (const char* dir : {"a", "a/b", "a/b/c"}) std::filesystem::create_directories(p.dir.path(dir));
  for (const char* file : {"a/x.pgn", "a/b/x.pgn", "a/b/c/x.pgn", "a/y1.pgn", "x.pgn"}) p.dir.write(file, SpanishDraw);
  const auto matched = [&](const std::string& glob) {
    p.config("[[overrides]]\npaths = [\"" + glob + "\"]\nmin-draw-moves = 5\n");
    std::string files;
    const std::string out = run_in(p.root(), "check --show-config x.pgn a").out;
    for (const char* file : {"a/x.pgn", "a/b/x.pgn", "a/b/c/x.pgn", "a/y1.pgn", "x.pgn"})
      if (has(out, std::string("\n") + file + ":\n")) files += std::string(files.empty() ? "" : " ") + file;
    return files;
  };
  CHECK(matched("a/**") == "a/x.pgn a/b/x.pgn a/b/c/x.pgn a/y1.pgn");
  CHECK(matched("a/*.pgn") == "a/x.pgn a/y1.pgn");
  CHECK(matched("**/x.pgn") == "a/x.pgn a/b/x.pgn a/b/c/x.pgn x.pgn");
  CHECK(matched("a/**/x.pgn") == "a/x.pgn a/b/x.pgn a/b/c/x.pgn");
  CHECK(matched("a/y?.pgn") == "a/y1.pgn");
  CHECK(matched("a?x.pgn").empty());  // ? is no "/"
  CHECK(matched("*.pgn") == "x.pgn");
}

TEST_CASE("an unknown key, kind or value exits 2 naming it, the file and the line", "[cli][config]") {
  Project p;
  const auto refused = [&](const std::string& toml, const std::string& message) {
    p.config("# comment\n" + toml);
    const ProgramRun run = run_in(p.root(), "check famous.pgn");
    CHECK(run.status == 2);
    CHECK(has(run.out, "arbiter: " + p.dir.path("arbiter.toml") + message));
  };
  refused("rulez = \"fide-1966\"\n", ":2: unknown key 'rulez'");
  refused("[kinds]\ncheckmat = \"off\"\n", ":3: unknown finding kind 'checkmat'");
  refused("[kinds]\ncheckmate = \"loud\"\n", ":3: kinds.checkmate = \"loud\": takes off, info, warning or error");
  refused("rules = \"fide-1901\"\n", ":2: rules = \"fide-1901\": takes one of: fide-2023,");
  refused("min-draw-moves = \"many\"\n", ":2: min-draw-moves = \"many\": needs a number");
  refused("[[overrides]]\npaths = [\"a/**\"]\nformat = \"jsonl\"\n", ":4: format holds for the whole run");
  refused("[[overrides]]\npaths = [\"a/**\"]\nrulez = 1\n", ":4: unknown key 'rulez'");
  refused("rules = [\n", ":2: ");
}

TEST_CASE("arbiter.toml is found in a parent directory, named with --config, ignored with --isolated",
          "[cli][config]") {
  Project p;
  std::filesystem::create_directories(p.dir.path("deep/er"));
  p.config("rules = \"fide-1966\"\n");
  CHECK(has(run_in(p.dir.path("deep/er"), "check ../../famous.pgn").out, "FIDE 1966"));
  CHECK(has(run_in(p.dir.path("deep/er"), "check --isolated ../../famous.pgn").out, "FIDE 2023"));
  p.dir.write("other.toml", "rules = \"fide-2009\"\n");
  CHECK(has(run_in(p.dir.path("deep"), "check --config ../other.toml ../famous.pgn").out, "FIDE 2009"));
  CHECK(run_in(p.root(), "check --config none.toml famous.pgn").status == 2);
  CHECK(run_in(p.root(), "check --config other.toml --isolated famous.pgn").status == 2);
}

TEST_CASE("show-config prints each setting, its value and where it came from", "[cli][config]") {
  Project p;
  std::filesystem::create_directories(p.dir.path("old"));
  p.dir.write("old/g.pgn", SpanishDraw);
  p.config("fail-on = \"warning\"\n\n[kinds]\nstalemate = \"off\"\n\n[[overrides]]\npaths = [\"old/**\"]\n"
           "rules = \"fide-1966\"\n");
  const std::string file = p.dir.path("arbiter.toml");
  const ProgramRun run = run_in(p.root(), "check --show-config --min-draw-moves 20 old famous.pgn");
  CHECK(run.status == 0);
  CHECK(has(run.out, "config: " + file + "\n  rules = fide-2023  (default)\n"));
  CHECK(has(run.out, "  min-draw-moves = 20  (command line)\n"));
  CHECK(has(run.out, "  fail-on = warning  (" + file + ":1)\n"));
  CHECK(has(run.out, "  kinds.stalemate = off  (" + file + ":4)\n"));
  CHECK(has(run.out, "old/g.pgn:\n  rules = fide-1966  (" + file + ":8)\n"));
  CHECK(!has(run.out, "famous.pgn:"));  // no override matches it
  CHECK(has(run_in(p.root(), "check --show-config --isolated").out, "config: none\n"));
}
