// The whole check of a stream, as `arbiter check` does it: split into games,
// each read and replayed, and reported. Each game record's main line is
// legal from its start, and its findings lie within the game; its report,
// in every format, is valid UTF-8 and each JSON record valid JSON, whatever
// bytes the game and the file name hold.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "cli/report.h"
#include "core/movegen.h"
#include "fuzz/expect.h"
#include "parser/game_splitter.h"
#include "tests/strict_utf8.h"
#include "validate/replay.h"

namespace {

// The reports of one game, judged by a decoder that is not Arbiter's. The
// file name is the game's first line, so that the fuzzer varies it too.
void expect_valid_reports(const arbiter::GameRecord& record, std::string_view text) {
  using namespace arbiter;
  const std::string_view file = text.substr(0, std::min<size_t>(64, text.find('\n')));
  std::string out;
  report_game(record, text, file, ReportOptions{Format::text}, out);
  fuzz::expect(strict_utf8(out), "the text report is valid UTF-8");
  out.clear();
  report_game(record, text, file, ReportOptions{Format::jsonl, true}, out);
  fuzz::expect(strict_jsonl(out), "every JSONL record is valid JSON, in valid UTF-8");
  out.clear();
  report_game(record, text, file, ReportOptions{Format::sarif}, out);
  fuzz::expect(strict_json_elements(out), "every SARIF result is valid JSON, in valid UTF-8");
  out.clear();
  report_game(record, text, file, ReportOptions{Format::gitlab}, out);
  fuzz::expect(strict_json_elements(out), "every GitLab issue is valid JSON, in valid UTF-8");
  out.clear();
  report_game(record, text, file, ReportOptions{Format::github}, out);
  fuzz::expect(strict_utf8(out) && size_t(std::count(out.begin(), out.end(), '\n')) == record.findings.size(),
               "GitHub's commands are valid UTF-8, one line per finding");
  out.clear();
  report_game(record, text, file, ReportOptions{Format::junit}, out);
  fuzz::expect(strict_xml_chars(out), "a JUnit test case holds only characters XML allows");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace arbiter;
  using fuzz::expect;
  GameSplitter splitter;
  splitter.feed(std::string_view(reinterpret_cast<const char*>(data), size));
  splitter.finish();
  const GameChunk chunk = splitter.take();
  for (size_t i = 0; i < chunk.games.size(); ++i) {
    const GameText game = chunk.game(i);
    const GameRecord record = check_game(game);
    expect(record.index == game.index, "a record is its game's");
    for (const Finding& f : record.findings) {
      expect(f.offset >= game.offset && f.offset <= game.offset + game.text.size(), "a finding lies within its game");
      expect(f.line >= game.line, "a finding's line is at or after its game's");
      expect(!f.message.empty(), "a finding says what it is");
    }
    expect_valid_reports(record, game.text);
    if (!record.replayed) {
      expect(record.moves.empty(), "a game not replayed has no moves");
      continue;
    }
    Position pos = record.start;
    for (Move m : record.moves) {
      if (m.is_none()) {
        expect(!pos.in_check(), "a null move is passed over only when not in check");
        pos.play_null();
        continue;
      }
      expect(MoveList(pos).contains(m), "the main line is legal");
      pos.play(m);
    }
    expect(pos == record.end, "the main line leads to the final position");
  }
  return 0;
}
