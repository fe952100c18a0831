// What checking one game yields: who played, the main line as replayed, and
// the findings.
#pragma once

#include <string>
#include <vector>

#include "core/position.h"
#include "draughts/move.h"
#include "draughts/position.h"
#include "draughts/variant.h"
#include "validate/finding.h"

namespace arbiter {

// A draughts game's variant and the position its main line reaches. The
// variant is kept by value: a GameType tag's long form makes one that is no
// row of the table. The position points to the variant beside it, and so a
// copy is pointed to its own.
struct DraughtsEnd {
  draughts::Variant variant{};
  draughts::Position position{variant};

  DraughtsEnd() = default;
  DraughtsEnd(const draughts::Variant& v, const draughts::Position& p) : variant(v), position(p) {
    position.set_variant(variant);
  }
  DraughtsEnd(const DraughtsEnd& o) : DraughtsEnd(o.variant, o.position) {}
  DraughtsEnd& operator=(const DraughtsEnd& o) {
    variant = o.variant;
    position = o.position;
    position.set_variant(variant);
    return *this;
  }
};

// A field added here is reset in clear() too.
struct GameRecord {
  uint64_t index = 0;    // 1-based game number in its file
  uint64_t offset = 0;   // byte offset of the game in its file
  uint64_t line = 0;     // 1-based line of the game's first byte
  std::string white, black, result;  // tag values, UTF-8
  std::string termination, time_control;
  // Event, Site, Date and Round as written (any bytes): with the players, a
  // game's identity, which report fingerprints rest on.
  std::string event, site, date, round;
  std::string outcome;   // the result token ending the movetext; empty if none
  size_t outcome_offset = 0;  // where it is written, relative to the game's text
  Position start;        // the game's first position
  std::vector<Move> moves;  // the main line, as far as it could be replayed; a pass (null move) is Move()
  std::vector<uint32_t> move_offsets;  // where each of `moves` is written, relative to the game's text
  Position end;          // the position after `moves`
  std::string notation = "san-en";  // how the moves were read (Notation::name)
  std::vector<int> draw_offers;     // plies after which "(=)" stands: a draw offered
  bool replayed = false;    // false when the setup or variant kept the moves from being checked
  bool unparseable = false; // the text could not be read to its end
  // The main line's replay stopped before the record's end (a move it could
  // not read or play, moves not recorded it could not find again): the
  // position reached is not the game's last.
  bool stopped = false;
  std::vector<Finding> findings;
  // A draughts game (validate/draughts_replay.h): its variant's name ("english"),
  // the main line as far as it could be replayed, and where it ends, under
  // which variant; `variant` is empty for chess. Kept as moves and a
  // position, their text written only by the report (draughts_move_texts,
  // draughts_final_fen), as the chess side does.
  std::string variant;
  std::vector<draughts::Move> draughts_moves;
  DraughtsEnd draughts_end;

  // Back to a fresh record, its buffers kept: a batch reads every game into
  // one record, and so allocates its move lists once, not for every game.
  void clear();
};

// A draughts record's moves as PDN writes them, each capture with every
// landing square ("27x18x11").
std::vector<std::string> draughts_move_texts(const GameRecord& game);
// The PDN FEN of the position a draughts record's main line reaches.
std::string draughts_final_fen(const GameRecord& game);

}  // namespace arbiter
