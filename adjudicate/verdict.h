// The result the board gives a game where it differs from the one recorded,
// read from the adjudicator's findings: what `check --fix` writes back and
// what `event --verdicts` scores the event by.
#pragma once

#include "validate/game_record.h"

namespace arbiter {

// The finding that proves a result other than the recorded one from the
// moves alone (a mate or a draw the game ended in, a flag fall the opponent
// could not win on): its one candidate is that result. nullptr when none does.
const Finding* proven_result(const GameRecord& game);

// proven_result, else a completed illegal move that loses the game under the
// edition's penalty when the record gives it another result. The penalty rests
// on the time class as well as the moves, and an illegal move in an archive
// is often a slip of the pen, so --fix does not write it back; an event's
// arbiter is shown it.
const Finding* board_verdict(const GameRecord& game);

}  // namespace arbiter
