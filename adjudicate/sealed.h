// The arbiter's verdict on a sealed move: what the text written on the
// scoresheet in the envelope denotes in the position before it, and what the
// edition of the Laws makes of that. FIDE 2009 Guidelines A8 (2023: I.8) and
// the 1966 code's Art. XVII-3: an ambiguous, illegal or unreadable sealed
// move loses. The 1965 amendment to Art. XVII-3 let the arbiter correct an
// impossible or illegal one when the player's intention is evident ("A-5CD"
// meant A-5CR), never by chess judgement.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "adjudicate/edition.h"
#include "core/position.h"
#include "notation/notation.h"

namespace arbiter {

// What the envelope says, as far as the verdict needs it.
struct SealedCase {
  // The position immediately before the sealed move (its side to move
  // sealed), with where each piece started when the game's moves are known.
  Board before;
  std::string written;              // the sealed move exactly as written
  // As stated; else detected: the notation that reads the text best
  // (valid, ambiguous, illegal, impossible), among equals the commoner.
  std::optional<Notation> notation;
  // The player whose flag had fallen before the move was sealed (A10.3,
  // 1966 Art. XVII-1): the game was decided then.
  std::optional<Color> flag_fallen;
};

enum class SealedVerdict : uint8_t {
  valid,       // exactly one legal move fits the text
  ambiguous,   // two or more legal moves fit
  illegal,     // none, but a piece named moves that way with a clear path: illegal only because of check
  impossible,  // not even that: no such piece, out of reach, path blocked, own piece there, unreadable
};
std::string_view verdict_name(SealedVerdict v);

enum class SealedOutcome : uint8_t {
  continues,     // the sealed move is played and the game goes on
  corrected,     // 1966: the evident move is played instead of what was written
  sealer_loses,
  sealer_wins,   // the sealed move mates, or the opponent's flag had fallen
  drawn,         // stalemate, a dead position, or a flag fallen against a side that cannot mate
};
std::string_view outcome_name(SealedOutcome o);

// The text read in one notation.
struct NotationReading {
  Notation notation;
  SealedVerdict verdict = SealedVerdict::impossible;
  std::vector<Move> matches;  // the legal moves the text denotes
  std::string reason;         // why none fits: "the white knight on f3 is pinned..."
};

// A legal move the writer may have meant, and the slip that leads to it.
struct Evidence {
  Move move;
  std::string slip;    // "the other wing", "a misread character: R-1C", "the only legal move of the king"
  Notation notation;
};

struct SealedJudgement {
  SealedVerdict verdict = SealedVerdict::impossible;
  std::vector<Move> matches;              // the legal moves the text denotes in the notation that decides
  std::vector<NotationReading> readings;  // each notation that reads the text as a move, the deciding one first
  std::vector<Evidence> evidence;         // for an illegal or impossible text
  std::optional<Move> evident;            // the one move all the evidence points to
  SealedOutcome outcome = SealedOutcome::sealer_loses;
  Law rule = Law::SealedMove;             // the rule the outcome rests on
  std::string message;                    // the verdict and its grounds, one sentence or a few
};

// Judges the sealed move of `c` under `edition`.
SealedJudgement judge_sealed(const SealedCase& c, const Edition& edition);

}  // namespace arbiter
