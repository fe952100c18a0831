// A draughts record of any bytes read and replayed: the first byte picks the
// variant (0: from the record, as `arbiter check` does; else a row of the
// table), the rest is the game's text, PDN or the Spanish notation. Nothing
// crashes; every finding is located in the text and says what it is; each
// move played is written with all its squares and reads back; the final FEN
// is a position of the variant.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "draughts/fen.h"
#include "fuzz/expect.h"
#include "parser/draughts_move.h"
#include "validate/draughts_replay.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace arbiter;
  using arbiter::fuzz::expect;
  if (size == 0) return 0;
  const auto variants = draughts::variants();
  const draughts::Variant* forced = data[0] == 0 ? nullptr : &variants[data[0] % variants.size()];
  const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  const GameText game{text, 0, 1, 1};
  GameRecord record;
  check_draughts_game(game, record, forced, data[0] & 1);
  for (const Finding& f : record.findings) {
    expect(f.offset <= text.size(), "a finding is located inside the game's text");
    expect(!f.message.empty(), "a finding says what it is");
  }
  if (!record.replayed) return 0;
  const draughts::Variant* variant = draughts::find_variant(record.variant);
  expect(variant != nullptr, "a replayed game names a variant of the table");
  DraughtsMoveText move;
  for (const std::string& written : draughts_move_texts(record))
    expect(read_draughts_move(written, move) && move.trailing.empty(), "a move played is written as a move");
  if (!forced) expect(bool(draughts::parse_fen(*variant, draughts_final_fen(record), true)), "the final FEN reads back");
  return 0;
}
