// TRF files on any bytes: every finding lies on a line of the text, every
// opponent the model keeps is another player of the event, every player has
// the same rounds, and what is written back reads back to the same event
// (with the points the results add up to).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "event/standings.h"
#include "event/trf.h"
#include "fuzz/expect.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace arbiter::event;
  using arbiter::fuzz::expect;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const int lines = static_cast<int>(std::count(text.begin(), text.end(), '\n')) + 1;
  looks_like_trf(text);
  const TrfRead read = read_trf(text);
  for (const TrfError& e : read.errors) expect(e.line >= 1 && e.line <= lines && e.column >= 1, "findings on a line");
  const Event& event = read.event;
  bool fits = true;  // TRF-16 has four columns for the points
  for (const Player& p : event.players) {
    expect(static_cast<int>(p.rounds.size()) == event.rounds_played(), "every player has every round");
    for (const Round& r : p.rounds)
      expect(!r.has_opponent() || (r.opponent() != p.start_rank && event.player(r.opponent())),
             "opponents are other players");
    fits = fits && p.half_points() < 200;
  }
  standings(event,
            {*parse_tiebreak("BH/C1"), *parse_tiebreak("DE"), *parse_tiebreak("SB"), *parse_tiebreak("FB"),
             *parse_tiebreak("AOB"), *parse_tiebreak("APRO"), *parse_tiebreak("PTP"), *parse_tiebreak("KS")},
            Rules::fide_2026);
  if (!fits) return 0;
  // The writer writes the points the results add up to, whatever was read.
  Event written = event;
  for (Player& p : written.players) p.declared_half_points = p.half_points();
  const TrfRead again = read_trf(write_trf(event));
  expect(again.event == written, "what is written reads back to the same event");
  for (const TrfError& e : again.errors) expect(e.kind != "event_trf_syntax", "what is written has its columns");
  return 0;
}
