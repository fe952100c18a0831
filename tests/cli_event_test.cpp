// `arbiter event` on the FIDE tie-break exercises: the crosstable, the JSONL
// records, the tie-break editions, broken TRF lines and exit codes.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <string>

#include "tests/corpus.h"
#include "tests/program.h"
#include "tests/report.h"

namespace {

const std::string Swiss5 = corpus_path("events/fide-held-exercises/held_swiss_5.trf");

Record standing_of(const std::string& jsonl, int start_rank) {
  for (Record& r : records_of_kind(jsonl, "standing"))
    if (r["start_rank"] == start_rank) return r;
  FAIL("no standing for player " << start_rank);
  return {};
}

}  // namespace

TEST_CASE("event: standings with tie-breaks as JSONL, 2023 and 2026 rules", "[event][cli]") {
  const ProgramRun run = run_program(arbiter_command("event --format jsonl --tiebreaks BH/C1,bh,SB " + Swiss5));
  CHECK(run.status == 0);
  const Record event = records(run.out).front();
  CHECK(event["kind"] == "event");
  CHECK(event["rounds"] == 5);
  CHECK(event["players"] == 16);
  CHECK(event["type"] == "Swiss");
  CHECK(records_of_kind(run.out, "standing").size() == 16);
  // Exercises 1, 4, 7 and 11 of the paper: player 4 under the 2023 rules.
  const Record david = standing_of(run.out, 4);
  CHECK(david["tiebreaks"]["BH/C1"] == 11.5);
  CHECK(david["tiebreaks"]["BH"] == 15.0);
  CHECK(david["tiebreaks"]["SB"] == 9.75);
  CHECK(david["rounds"][1] == Record::parse(R"({"round":2,"opponent":null,"colour":null,"result":"H"})"));
  CHECK(standing_of(run.out, 2)["rank"] == 1);
  CHECK(summary_of(run.out)["events"] == 1);
  // The 2026 amendment of Art. 16.4 caps his half-point bye at a draw.
  const ProgramRun amended = run_program(arbiter_command("event --format jsonl --rules 2026 --tiebreaks BH " + Swiss5));
  CHECK(standing_of(amended.out, 4)["tiebreaks"]["BH"] == 14.0);
  const ProgramRun named =
      run_program(arbiter_command("event --format jsonl --tiebreak-rules fide-2026 --tiebreaks BH " + Swiss5));
  CHECK(standing_of(named.out, 4)["tiebreaks"]["BH"] == 14.0);
}

TEST_CASE("event: the crosstable as arbiters print it", "[event][cli]") {
  const ProgramRun run = run_program(arbiter_command("event " + Swiss5));
  CHECK(run.status == 0);
  CHECK(
      run.out.find(" Rk  SNo Name       Ti  Rtg FED  Pts      1      2      3      4      5  BH/C1     BH     SB\n"
                   "  1    2 Bruno         2150 NOR  4.0   10b1    7w1    1b=   16w1    3b=   12.0   13.0   9.50\n") !=
      std::string::npos);
  CHECK(
      run.out.find(" 11   12 Nick          1650 NOR  2.0    4w0      U   14w+      Z      Z    9.5   11.5   4.00\n") !=
      std::string::npos);
}

TEST_CASE("event: a broken TRF is reported line and column, the rest still ranked", "[event][cli]") {
  const std::filesystem::path path = std::filesystem::temp_directory_path() / "arbiter_event_broken.trf";
  std::string text = read_file(Swiss5);
  text.replace(text.find("3 b =\n"), 5, "3 b ?");  // Bruno's last round
  std::ofstream(path) << text;
  const ProgramRun run = run_program(arbiter_command("event --format jsonl " + path.string()));
  CHECK(run.status == 1);
  const std::vector<Record> errors = records_of_kind(run.out, "event_trf_syntax");
  REQUIRE(errors.size() == 1);
  CHECK(errors[0]["line"] == 5);
  CHECK(errors[0]["column"] == 139);
  CHECK(errors[0]["token"] == "?");
  CHECK(records_of_kind(run.out, "standing").size() == 16);
  CHECK(summary_of(run.out)["findings"] == 1);
  std::filesystem::remove(path);
}

TEST_CASE("event: a second pairing-allocated bye in a TRF is an error record", "[event][cli]") {
  // Jessica (9) has a half-point bye in round 3 and the pairing-allocated bye
  // in round 5; made a U, round 3's bye makes round 5's her second.
  const std::filesystem::path path = std::filesystem::temp_directory_path() / "arbiter_event_second_bye.trf";
  std::string text = read_file(Swiss5);
  const size_t jessica = text.find("Jessica");
  text.replace(text.find(" 1.5 ", jessica), 5, " 2.0 ");  // the points column follows the bye
  text.replace(text.find("0 - H", jessica), 5, "0 - U");
  std::ofstream(path) << text;
  const ProgramRun run = run_program(arbiter_command("event --format jsonl " + path.string()));
  CHECK(run.status == 1);
  const std::vector<Record> byes = records_of_kind(run.out, "event_bye");
  REQUIRE(byes.size() == 1);
  CHECK(byes[0]["severity"] == "error");
  CHECK(byes[0]["event"] == path.string());
  CHECK(byes[0]["file"] == path.string());
  CHECK(byes[0]["line"] == 18);     // her 001 line in held_swiss_5.trf
  CHECK(byes[0]["column"] == 132);  // round 5's cell, "   0 - U": 92 + 4 * 10
  CHECK(byes[0]["round"] == 5);
  CHECK(byes[0]["player"] == 9);
  CHECK(byes[0]["message"] ==
        "Jessica (9) gets a pairing-allocated bye in round 5 after a pairing-allocated bye in round 3");
  CHECK(summary_of(run.out)["findings"] == 1);
  std::filesystem::remove(path);
}

TEST_CASE("event: names in any bytes give valid JSON", "[event][cli]") {
  const std::filesystem::path path = std::filesystem::temp_directory_path() / "arbiter_event_latin1.trf";
  std::string text = read_file(Swiss5);
  text.replace(text.find("Bruno"), 5, "M\xfcl\x01\xff");  // Latin-1, a control byte: no UTF-8, same columns
  std::ofstream(path) << text;
  const ProgramRun run = run_program(arbiter_command("event --format jsonl " + path.string()));
  CHECK(run.status == 0);
  CHECK(standing_of(run.out, 2)["player"].get<std::string>().rfind("M\u00fcl", 0) == 0);
  std::filesystem::remove(path);
}

TEST_CASE("event: a TRF on a pipe is still a TRF after blank lines", "[event][cli]") {
  const ProgramRun run = run_program("(echo; cat " + Swiss5 + ") | " + arbiter_command("event --format jsonl -"));
  CHECK(records_of_kind(run.out, "event").at(0)["players"] == 16);
}

TEST_CASE("event: usage errors and files that cannot be read exit 2", "[event][cli]") {
  CHECK(run_program(arbiter_command("event --tiebreaks BH/X1 " + Swiss5)).status == 2);
  CHECK(run_program(arbiter_command("event --rules 2025 " + Swiss5)).status == 2);
  CHECK(run_program(arbiter_command("event")).status == 2);
  CHECK(run_program(arbiter_command("event --absent-as bye")).status == 2);
  CHECK(run_program(arbiter_command("event --type ladder " + Swiss5)).status == 2);
  CHECK(run_program(arbiter_command("event /nonexistent.trf")).status == 2);
  const ProgramRun help = run_program(arbiter_command("event --help"));
  CHECK(help.status == 0);
  CHECK(help.out.find("--tiebreaks LIST") != std::string::npos);
}
