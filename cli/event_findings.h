// The findings of `arbiter event`, each gathered once as a record from what
// found it (a TRF's reader, the PGN event builder, the pairing checks, the
// match of games to a TRF) and written only in the format asked: a JSONL
// record, a text line, or a CI report's issue.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "cli/ci_report.h"

namespace arbiter {

// (The members' {} let a caller name only those it sets.)
struct EventFinding {
  // Which finder made it: its JSONL record and text line carry that finder's fields, as they always have.
  enum class Source { trf, game, pairing, match };
  Source source{};
  std::string_view kind{}, severity{};
  std::string_view event{};  // the event's label: its TRF's path, or its Event tag for PGN
  // The place in `file` (a TRF or the game's PGN file); line 0 for none (a
  // PGN event's pairing finding, a TRF pairing no player line names).
  std::string_view file{};
  uint64_t line = 0, column = 0, offset = 0;  // column as the TRF standard counts them: bytes
  std::string_view file_text{};  // a TRF's bytes, for the CI formats' column in UTF-16 code units
  int round = 0;   // 1-based; 0 for none
  int player = 0;  // a start rank; 0 for none
  // The PGN game it is about: a game finding's own, a match finding's, and
  // for a PGN event's pairing finding the player's game of that round, else
  // the event's first (the place the CI formats give it). Game 0: none.
  std::string_view game_file{};
  uint64_t game = 0, game_line = 0, game_offset = 0;
  std::string_view text{};  // the field or tag as written
  std::string_view message{}, rule{};
  const std::vector<std::string>* candidates = nullptr;  // event_result_conflict: the board's result
};

// The JSONL record and the text line (each ending in '\n').
void append_jsonl(const EventFinding& f, std::string& out);
void append_text(const EventFinding& f, std::string& out);

// The CI formats' rules, one per finding kind with its article, and the
// index of a kind's rule among them.
const std::vector<ReportRule>& event_rules();
size_t event_rule_index(std::string_view kind);

// A finding as a CI issue: the strings it points to are kept in `storage`
// (message, fingerprint, properties), which must outlive the issue.
struct EventIssueText {
  std::string message, fingerprint, properties;
};
ReportIssue event_issue(const EventFinding& f, EventIssueText& storage);

}  // namespace arbiter
