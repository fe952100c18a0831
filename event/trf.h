// FIDE's Tournament Report File (TRF-16, C.04 Annex 2): reading one into an
// Event and writing one back. Every record is read by the columns the
// standard gives it; a line that breaks them is an error that names the line
// and column, and the rest of the file is still read.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "event/event.h"

namespace arbiter::event {

struct TrfError {
  // event_trf_syntax (a field out of place or unreadable),
  // event_pairing_mismatch (two lines that tell one game differently) or
  // event_points_mismatch (the points column against the results).
  std::string kind = "event_trf_syntax";
  int line = 0;      // 1-based
  int column = 0;    // 1-based, as the standard counts columns
  std::string text;  // the field as written
  std::string message;
};

struct TrfRead {
  Event event;
  std::vector<TrfError> errors;
  std::vector<int> player_lines;  // the 001 line of each player, in the event's order
};

// True when the text looks like a TRF: its first non-blank line starts with a
// record code the standard defines (012, 001, XXR, ...).
bool looks_like_trf(std::string_view text);

TrfRead read_trf(std::string_view text);

// The column where a round's cell (opponent, colour, result) starts on a 001 line.
int trf_round_column(int round);

// The TRF result code of a round: 1 = 0, W D L, + -, U F H Z, or blank.
char trf_code(const Round& round);

enum class TrfVersion { trf16, trf2026 };

// What a written TRF adds to the records the event has. TRF-2026 (FIDE
// Council 12/05/2025, applied from 01/09/2025) adds 142 (the number of
// rounds), 202 (the tie-breaks, in order) and 212 (PTS and the tie-breaks:
// the standings' order), each only when the event has no such record.
struct TrfOptions {
  TrfVersion version = TrfVersion::trf16;
  std::vector<std::string> tiebreaks;  // C.07 names, "BH/C1"
};

// TRF-16 with the header records the event has, in the order of their codes
// (132 from the round dates, when it has them and no 132 record of its own),
// one 001 line per player in the event's order, points as the sum of the
// rounds' results, every field cut to its columns. Byte for byte the same as
// a file that was already written this way.
std::string write_trf(const Event& event, const TrfOptions& options = {});

// For an event built from PGN tags, the header records the tags can fill:
// 022 the city and 032 the federation from Site ("Los Angeles USA": the PGN
// standard's IOC code last), 042/052 in TRF's YYYY/MM/DD, 072 the rated
// players, 092 the type the pairings show. The chief arbiter (102) has no
// PGN tag.
void fill_trf_header_from_tags(Event& event);

}  // namespace arbiter::event
