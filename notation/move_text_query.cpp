#include "notation/move_text_query.h"

namespace arbiter {

std::optional<MoveQuery> move_text_query(const Board& board, const MoveReader::Reading& reading) {
  if (reading.word != MoveReader::Word::move) return std::nullopt;
  if (reading.san) return reading.san->query;
  if (!reading.descriptive || reading.descriptive->checks_anywhere) return std::nullopt;
  return descriptive_query(board.pos, board.origins, *reading.descriptive);
}

}  // namespace arbiter
