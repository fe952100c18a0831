// Sources are named as their readers know them (issue #33): help, findings,
// reports and the README cite the FIDE rulebooks and the Regulamento de damas
// by title, never as the project's "seed" documents, which no user can look
// up.
#include <catch2/catch.hpp>

#include <regex>
#include <string>

#include "tests/corpus.h"
#include "tests/program.h"
#include "tests/scratch_dir.h"

namespace {

// "seed" or "seeds" as a word ("seeded", a player's place, is another word);
// returns the first line that holds it, or "".
std::string line_naming_a_seed(const std::string& text) {
  static const std::regex word(R"(\bseeds?\b)", std::regex::icase);
  std::smatch m;
  if (!std::regex_search(text, m, word)) return "";
  const size_t at = size_t(m.position(0));
  const size_t begin = text.rfind('\n', at) + 1, end = text.find('\n', at);
  return text.substr(begin, end - begin);
}

}  // namespace

TEST_CASE("no help text speaks of seeds", "[cli][citations]") {
  CHECK(line_naming_a_seed("a Harkness median (seed 000)") == "a Harkness median (seed 000)");
  CHECK(line_naming_a_seed("players seeded in late") == "");
  for (const char* command : {"", "check", "convert", "event", "extract", "merge", "perft", "reconcile", "sealed",
                              "winnable", "completions"}) {
    INFO(command);
    CHECK(line_naming_a_seed(run_program(arbiter_command(std::string(command) + " --help")).out) == "");
  }
}

TEST_CASE("findings and reports cite the rulebooks by title", "[cli][citations]") {
  // Draughts findings cite the Regulamento de damas (Miloud_29 v Roukhou,
  // as Tres e dama prints it, with the capture the law forbids at move 2);
  // a 1966 event names the rulebook's Swiss-system sections; the samples
  // hold every kind of chess finding and the three sealed moves of the 1966
  // commentary.
  const ScratchDir dir;
  const std::string spanish = dir.write("damas.pdn",
                                        "[GameType \"24\"]\n[FEN \"W:W2,8,16,K30,K31:BK3,7,24,25\"]\n\n"
                                        "1. 31-18 07-04 2. 16-20 24x15 1-0\n");
  const std::string draughts =
      run_program(arbiter_command("check --format jsonl --no-progress '" + corpus_path("draughts") + "' '" + spanish +
                                  "' 2>&1"))
          .out;
  CHECK(draughts.find("Regulamento de damas (Tres e dama, 2010) art. 5.2-5.3") != std::string::npos);
  CHECK(line_naming_a_seed(draughts) == "");
  const std::string held = corpus_path("events/fide-held-exercises/held_swiss_9.trf");
  for (const char* format : {"text", "jsonl", "md", "csv"}) {
    INFO(format);
    const std::string event =
        run_program(arbiter_command(std::string("event --rules fide-1966 --format ") + format + " '" + held + "' 2>&1"))
            .out;
    if (std::string(format) != "csv") CHECK(event.find("FIDE 1966 rulebook, Swiss system, rule IX") != std::string::npos);
    CHECK(line_naming_a_seed(event) == "");
  }
  CHECK(line_naming_a_seed(run_program(arbiter_command("check --no-progress '" + sample_path("") + "' 2>&1")).out) ==
        "");
  CHECK(line_naming_a_seed(run_program(arbiter_command("sealed --rules fide-1966 '" +
                                                       sample_path("sealed/rulebook-1966.txt") + "' 2>&1"))
                               .out) == "");
}

TEST_CASE("the README names no seed document", "[cli][citations]") {
  CHECK(line_naming_a_seed(read_file(std::string(SOURCE_DIR) + "/README.md")) == "");
}
