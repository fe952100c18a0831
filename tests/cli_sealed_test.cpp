// `arbiter sealed` on samples/sealed/: envelope and PGN files, text and
// JSONL, exit codes, envelopes that cannot be judged.
#include <catch2/catch.hpp>

#include <string>

#include "tests/corpus.h"
#include "tests/program.h"
#include "tests/report.h"

TEST_CASE("sealed: arbiter sealed on the samples, text and JSONL, PGN and envelope files", "[sealed]") {
  const std::string samples = sample_path("sealed/");
  const ProgramRun jsonl = run_program(arbiter_command("sealed --rules fide-1966 --format jsonl " + samples));
  CHECK(jsonl.status == 1);  // verdicts other than valid
  const auto record_of = [&](const std::string& file, int game) {
    const std::string head = "{\"kind\":\"sealed_verdict\",\"file\":\"" + samples + file + "\",\"game\":" +
                             std::to_string(game) + ",";
    const size_t at = jsonl.out.find(head);
    return at == std::string::npos ? std::string() : jsonl.out.substr(at, jsonl.out.find('\n', at) - at);
  };
  const std::string bishop = record_of("rulebook-1966.txt", 1);
  CHECK(bishop.find("\"verdict\":\"impossible\",\"matches\":[],\"evident\":\"c1g5\","
                    "\"rule\":\"FIDE 1966 Art. XVII-3 (1965 amendment), commentary\"") != std::string::npos);
  CHECK(bishop.find("\"outcome\":\"corrected\"") != std::string::npos);
  CHECK(record_of("rulebook-1966.txt", 2).find("\"verdict\":\"illegal\",\"matches\":[],\"evident\":\"b2b1\"") !=
        std::string::npos);
  CHECK(record_of("rulebook-1966.txt", 3).find("\"verdict\":\"ambiguous\",\"matches\":[\"e7d6\",\"e7d8\"],"
                                               "\"evident\":null") != std::string::npos);
  // The PGN form: a game's moves played before the sealed move.
  CHECK(record_of("adjourned.pgn", 2).find("\"verdict\":\"valid\",\"matches\":[\"b5a4\"]") != std::string::npos);
  CHECK(record_of("adjourned.pgn", 3).find("\"verdict\":\"valid\",\"matches\":[\"d6d5\"]") != std::string::npos);
  CHECK(jsonl.out.find("{\"kind\":\"summary\",\"envelopes\":11,\"valid\":4,\"ambiguous\":2,\"illegal\":2,"
                       "\"impossible\":3,\"errors\":0,\"rules\":\"fide-1966\"}") != std::string::npos);

  // Text: the verdict first, the rule, the board.
  const ProgramRun text = run_program(arbiter_command("sealed " + samples + "rulebook-1966.txt"));
  CHECK(text.out.find("\"A-5CD\" by White: impossible, sealer_loses") != std::string::npos);
  CHECK(text.out.find("rule: FIDE 2023 Guidelines I.8") != std::string::npos);
  CHECK(text.out.find("1 \xC2\xB7 \xC2\xB7 \xE2\x99\x97") != std::string::npos);  // "1 · · ♗": the bishop on c1

  // Markdown: an appeal report, the board in a code block.
  const ProgramRun md =
      run_program(arbiter_command("sealed --rules fide-1966 --format md " + samples + "rulebook-1966.txt"));
  CHECK(md.out.find("**illegal, corrected** (FIDE 1966 Art. XVII-3 (1965 amendment), commentary") !=
        std::string::npos);
  CHECK(md.out.find("- Kb1 (Spanish descriptive): the only legal move of the king\n") != std::string::npos);

  // An envelope without a sealed move, or with a side that is not to move,
  // cannot be judged: reported, the next one judged, exit 2.
  const ProgramRun bad = run_program(
      "printf 'White: A\\nFEN: 4k3/8/8/8/8/8/8/4K3 w - - 0 41\\n---\\nSealed by: Black\\nSealed move: Kd2\\n"
      "---\\nSealed move: e4\\n' | " + arbiter_command("sealed --format jsonl -"));
  CHECK(bad.status == 2);
  CHECK(bad.out.find("{\"kind\":\"sealed_error\",\"file\":\"<stdin>\",\"game\":1,\"line\":1,\"offset\":0,"
                     "\"message\":\"no \\\"Sealed move\\\"\"}") != std::string::npos);
  CHECK(bad.out.find("\"game\":2,\"line\":4,\"offset\":49,\"message\":\"sealed by Black, but the position has White "
                     "to move\"") != std::string::npos);
  CHECK(bad.out.find("\"game\":3,\"line\":7,\"offset\":87,\"verdict\":\"valid\",\"matches\":[\"e2e4\"]") !=
        std::string::npos);
}

TEST_CASE("sealed: hostile input is judged or reported envelope by envelope, never dropped", "[sealed]") {
  // Random bytes (read as PGN), and envelope text whose values are random.
  for (const char* input :
       {"head -c 300000 /dev/urandom",
        "awk 'BEGIN { srand(7); for (i = 0; i < 300; i++) { f = m = \"\"; "
        "for (k = 0; k < 40; k++) f = f sprintf(\"%c\", 32 + int(rand() * 95)); "
        "for (k = 0; k < 6; k++) m = m sprintf(\"%c\", 33 + int(rand() * 94)); "
        "print \"FEN: \" f; print \"Sealed move: \" m; print \"---\" } }'"}) {
    INFO(input);
    const ProgramRun run = run_program(std::string(input) + " | " + arbiter_command("sealed --format jsonl -"));
    CHECK(run.signal == 0);
    CHECK(run.status == 2);
    size_t envelopes = 0;  // verdicts and errors
    for (const Record& r : records(run.out)) envelopes += r.value("kind", "").starts_with("sealed_");
    CHECK(summary_of(run.out)["envelopes"] == envelopes);
  }
}

TEST_CASE("sealed: a PGN envelope's problems name the line, whatever ends its lines", "[sealed]") {
  // The unterminated tag pair is on line 6 with LF, CRLF or old Macs' lone CR.
  const std::string envelope =
      "printf '[Event \"x\"]\\n[SetUp \"1\"]\\n[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 41\"]\\n[SealedMove \"Kd2\"]\\n"
      "[SealedBy \"White\"]\\n[Bad tag\\n\\n*\\n'";
  for (const char* line_ends : {"cat", "sed 's/$/\\r/'", "tr '\\n' '\\r'"}) {
    INFO(line_ends);
    const ProgramRun run =
        run_program(envelope + " | " + line_ends + " | " + arbiter_command("sealed --format jsonl -"));
    CHECK(run.status == 2);
    CHECK(run.out.find("\"message\":\"line 6: unterminated tag pair opened here\"") != std::string::npos);
  }
}
