// The tags a replay reads: those the record keeps (players, result,
// termination, time control) and those that set up the first position
// (FEN, SetUp, Variant), with what is wrong with them.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/position.h"
#include "validate/finding_writer.h"
#include "validate/game_record.h"

namespace arbiter {

class GameTags {
 public:
  // Takes one tag pair: into `record` when the record keeps it (as UTF-8,
  // Latin-1 converted), or for the setup.
  void take(std::string_view name, std::string_view value, size_t offset, GameRecord& record,
            FindingWriter& findings);
  // The position the moves start from, or none when they cannot be checked
  // (an unsupported variant, a position rejected): the findings say why.
  std::optional<Position> start(FindingWriter& findings) const;
  // Says, once for the game, that tag values were read as Latin-1.
  void finish(FindingWriter& findings) const;

 private:
  std::string fen_, variant_;
  size_t fen_offset_ = 0, variant_offset_ = 0;
  bool setup_ = false, latin1_ = false;
};

// Draws as old files write them, "1/2" and "½-½", in a Result tag or the
// movetext: reported as nonstandard notation and read as 1/2-1/2.
bool is_old_draw_mark(std::string_view result);
void note_old_draw_mark(FindingWriter& findings, std::string_view written, size_t offset);

}  // namespace arbiter
