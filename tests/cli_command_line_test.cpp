// The command-line conventions every command follows (issue #24): a value
// as -j2, -j 2, --jobs=2 or --jobs 2; "--" ending the options; a switch
// given a value refused, not read as on or off; every usage error in one
// style, "arbiter COMMAND: ..." and a hint, exit code 2; --version from the
// project's version.
#include <catch2/catch.hpp>

#include <cctype>
#include <sstream>
#include <string>

#include "tests/corpus.h"
#include "tests/program.h"
#include "tests/scratch_dir.h"

namespace {

// `arbiter ARGS` in `dir`, standard error joined to the output.
ProgramRun run_in(const std::string& dir, const std::string& args) {
  return run_program("cd '" + dir + "' && " + std::string(ARBITER_BIN) + " " + args + " 2>&1");
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// What refuses a command line: the message after the command's name, the
// hint, exit code 2, and nothing done.
void refused(const std::string& dir, const std::string& command, const std::string& args, const std::string& message) {
  INFO("arbiter " << command << " " << args);
  const ProgramRun run = run_in(dir, command + " " + args);
  CHECK(run.status == 2);
  CHECK(run.out == "arbiter " + command + ": " + message + "\nTry 'arbiter " + command + " --help'.\n");
}

const std::string Game =
    "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";

}  // namespace

TEST_CASE("check takes a value as -j2, -j 2, --jobs=2 and --jobs 2, and -- ends the options", "[cli][command_line]") {
  ScratchDir dir;
  dir.write("game.pgn", Game);
  dir.write("-game.pgn", Game);  // a file whose name looks like an option
  const std::string expected = run_in(dir.path(""), "check --no-progress --format jsonl --jobs 1 game.pgn").out;
  REQUIRE(has(expected, "\"kind\":\"checkmate\""));
  const auto same = [&](const std::string& args) {
    INFO("arbiter check " << args);
    const ProgramRun run = run_in(dir.path(""), "check --no-progress --format jsonl " + args);
    CHECK(run.status == 0);
    // The summary's seconds differ from run to run; the findings do not.
    CHECK(run.out.substr(0, run.out.find("\"seconds\"")) == expected.substr(0, expected.find("\"seconds\"")));
  };
  same("-j2 game.pgn");
  same("-j 2 -- game.pgn");
  same("--jobs=2 game.pgn");
  same("--jobs 2 game.pgn");
  same("game.pgn -j2");  // options after the files too
  const ProgramRun dash = run_in(dir.path(""), "check --no-progress -- -game.pgn");
  CHECK(dash.status == 0);
  CHECK(has(dash.out, "1 game in 1 file"));
}

TEST_CASE("check refuses a switch given a value, an unknown option, a missing value and a bad number",
          "[cli][command_line]") {
  ScratchDir dir;
  dir.write("game.pgn", Game);
  refused(dir.path(""), "check", "--emit-games=no --format jsonl game.pgn",
          "--emit-games is a switch: it takes no value ('--emit-games=no')");
  refused(dir.path(""), "check", "--no-adjudication=yes game.pgn",
          "--no-adjudication is a switch: it takes no value ('--no-adjudication=yes')");
  refused(dir.path(""), "check", "--bogus game.pgn", "unknown option --bogus");
  refused(dir.path(""), "check", "-x game.pgn", "unknown option -x");
  refused(dir.path(""), "check", "game.pgn --format", "--format needs a value");
  refused(dir.path(""), "check", "game.pgn -j", "--jobs needs a value");
  refused(dir.path(""), "check", "-j two game.pgn", "--jobs needs a positive number");
  refused(dir.path(""), "check", "--format=xml game.pgn", "--format takes text, jsonl, sarif, github, gitlab or junit");
  refused(dir.path(""), "check", "", "needs files, directories or - for standard input");
}

TEST_CASE("event and winnable read their command lines the same way", "[cli][command_line]") {
  ScratchDir dir;
  const std::string trf = corpus_path("events/fide-held-exercises/held_swiss_5.trf");
  const std::string expected = run_in(dir.path(""), "event --format jsonl " + trf).out;
  REQUIRE(has(expected, "\"kind\":\"standing\""));
  CHECK(run_in(dir.path(""), "event --format=jsonl " + trf).out == expected);
  CHECK(run_in(dir.path(""), "event --format jsonl -- " + trf).out == expected);
  refused(dir.path(""), "event", "--one-event=yes " + trf,
          "--one-event is a switch: it takes no value ('--one-event=yes')");
  refused(dir.path(""), "event", "--bogus " + trf, "unknown option --bogus");
  refused(dir.path(""), "event", trf + " --format", "--format needs a value");
  refused(dir.path(""), "event", "--format xml " + trf,
          "--format takes text, jsonl, md, csv, trf, sarif, github, gitlab or junit");

  const std::string dead = "'8/8/4k3/8/8/4K3/8/8 w - - 0 1'";
  const std::string verdict = run_in(dir.path(""), "winnable --nodes 1000 " + dead).out;
  REQUIRE(has(verdict, "white cannot mate, black cannot mate"));
  CHECK(run_in(dir.path(""), "winnable --nodes=1000 " + dead).out.substr(0, 60) == verdict.substr(0, 60));
  CHECK(run_in(dir.path(""), "winnable --nodes 1000 -- " + dead).out.substr(0, 60) == verdict.substr(0, 60));
  refused(dir.path(""), "winnable", dead + " --nodes", "--nodes needs a value");
  refused(dir.path(""), "winnable", "--nodes=many " + dead, "--nodes needs a positive number");
  refused(dir.path(""), "winnable", "--help=yes", "--help is a switch: it takes no value ('--help=yes')");
}

TEST_CASE("every command prints the project's version and its own help", "[cli][command_line]") {
  const std::string version = std::string("arbiter ") + ARBITER_VERSION + "\n";
  CHECK(run_program(arbiter_command("--version")).out == version);
  for (const char* command : {"check", "convert", "event", "extract", "merge", "perft", "reconcile", "sealed",
                              "winnable", "completions"}) {
    INFO(command);
    const ProgramRun run = run_program(arbiter_command(std::string(command) + " --version"));
    CHECK(run.status == 0);
    CHECK(run.out == version);
    // -h and --help print the command's own text.
    const ProgramRun help = run_program(arbiter_command(std::string(command) + " -h"));
    CHECK(help.status == 0);
    CHECK(help.out.starts_with(std::string("Usage: arbiter ") + command));
    CHECK(run_program(arbiter_command(std::string(command) + " --help")).out == help.out);
  }
}

// The completions are written from the options each command declares, so
// they list every option it takes: each must be explained in the command's
// own --help (the common -h, --help and --version are in `arbiter --help`).
TEST_CASE("every option a command takes is in its help", "[cli][command_line]") {
  const std::string bash = run_program(arbiter_command("completions bash")).out;
  const std::string usage = run_program(arbiter_command("--help")).out;
  CHECK(usage.find("--help") != std::string::npos);
  CHECK(usage.find("--version") != std::string::npos);
  size_t commands = 0;
  for (size_t at = bash.find("\n    "); at != std::string::npos; at = bash.find("\n    ", at + 1)) {
    // "    check)" opens a command's case; its "      options='...'" line lists what it takes.
    const size_t name_end = bash.find(")\n", at);
    const std::string name = bash.substr(at + 5, name_end - at - 5);
    if (name.empty() || name.find_first_not_of("abcdefghijklmnopqrstuvwxyz") != std::string::npos) continue;
    const size_t list = bash.find("options='", name_end);
    REQUIRE(list != std::string::npos);
    const size_t list_end = bash.find('\'', list + 9);
    std::istringstream options(bash.substr(list + 9, list_end - list - 9));
    const std::string help = run_program(arbiter_command(name + " --help")).out;
    INFO(name);
    ++commands;
    for (std::string option; options >> option;) {
      if (option == "-h" || option == "--help" || option == "--version") continue;
      INFO(option);
      // As a word of its own: --fix is not found inside --fix-all.
      bool found = false;
      for (size_t p = help.find(option); p != std::string::npos && !found; p = help.find(option, p + 1)) {
        const char before = p ? help[p - 1] : ' ', after = p + option.size() < help.size() ? help[p + option.size()] : ' ';
        found = !std::isalnum(static_cast<unsigned char>(before)) && before != '-' &&
                !std::isalnum(static_cast<unsigned char>(after)) && after != '-';
      }
      CHECK(found);
    }
  }
  CHECK(commands == 11);
}
