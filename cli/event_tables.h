// One event's standings as tables: the plain-text crosstable arbiters print,
// the same in Markdown for an appeal or a report's annex, and CSV (RFC 4180)
// for spreadsheets.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "event/event.h"
#include "event/standings.h"
#include "event/tiebreak.h"

namespace arbiter {

struct EventTable {
  const event::Event& event;
  const std::vector<event::Standing>& standings;
  const std::vector<event::Tiebreak>& tiebreaks;
  event::Rules rules;
};

// The heading line and the tie-break line, then one row per player: rank,
// start rank, name, title, rating, federation, points, each round's
// "opponent colour result" and the tie-breaks.
std::string crosstable_text(const EventTable& table);

// The heading, the same table in Markdown, then `notes` (lines of text) and
// the findings' text lines in a code block, so that no byte of theirs is
// taken for Markdown.
std::string crosstable_markdown(const EventTable& table, std::string_view notes, std::string_view findings);

// A header row and one row per player in rank order: rank, start_rank, name,
// title, rating, federation, fide_id, points, one column per round
// ("10b1") and one per tie-break. CRLF line ends as RFC 4180 has them.
std::string standings_csv(const EventTable& table);

std::string type_name(event::EventType type);
std::string event_dates(const event::Event& e);  // "2024/08/01" or "start/end"

}  // namespace arbiter
