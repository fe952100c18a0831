// How a game's moves are read: in which notation, or by detection among
// those of a language.
#pragma once

#include <optional>

#include "notation/notation.h"

namespace arbiter {

// By default each game is read as English SAN; when a move of its main line
// reads as no legal move, the other notations are tried, and the one that
// reads furthest into the record is used (the `notation_detected` finding
// says which).
struct ReadOptions {
  std::optional<Notation> notation;    // --notation: every game in this one, no detection
  const Language* language = nullptr;  // --lang: only notations in this language are tried
  bool ocr = false;                    // --ocr: suggest readings of scanning damage (KIT: R1T?)

  // Whether a game may be read in `n` (--lang allows its language).
  bool allows(const Notation& n) const { return !language || n.language == language; }
};

}  // namespace arbiter
