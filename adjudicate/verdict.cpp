#include "adjudicate/verdict.h"

namespace arbiter {

const Finding* proven_result(const GameRecord& game) {
  for (const Finding& f : game.findings)
    if ((f.kind == Kind::result_mismatch || f.kind == Kind::timeout_should_be_draw) && f.candidates.size() == 1)
      return &f;
  return nullptr;
}

const Finding* board_verdict(const GameRecord& game) {
  if (const Finding* proven = proven_result(game)) return proven;
  const std::string& recorded = !game.result.empty() ? game.result : game.outcome;
  for (const Finding& f : game.findings)
    if (f.kind == Kind::illegal_move_penalty && f.candidates.size() == 1 && f.candidates.front() != recorded)
      return &f;
  return nullptr;
}

}  // namespace arbiter
