// Which notation a record is written in. A game is read in one notation
// (SAN by default) until a move of its main line reads as no legal move;
// then the notation that reads furthest into the record is taken instead.
// A game that replays in full may still read otherwise in a language whose
// letters name other pieces, which the record alone cannot settle.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/position.h"
#include "notation/notation.h"
#include "parser/game_text.h"
#include "validate/game_record.h"
#include "validate/lookahead.h"
#include "validate/read_options.h"

namespace arbiter {

// The notation that reads more of the main line's `words` than `tried`,
// which stops at word `stuck`; none when `tried` reads every word (a record
// all of whose words it reads is in it: "Ra3" that no rook can play is an
// illegal move, not a Finnish knight's move) or reads past `stuck` (an
// ambiguity the record settles is not the notation's fault). Only a
// notation that reads some word `tried` cannot is tried: a word both read
// (g8=P, Re2) tells nothing of the notation, whatever it means in each.
std::optional<Notation> notation_reading_further(const MoveReader& tried, const Position& start,
                                                 std::span<const MoveWord> words, size_t stuck,
                                                 const ReadOptions& options);

// A word's leading capital as a bit (A is bit 0), or 0: which letters a
// game's algebraic moves name pieces with.
uint32_t leading_capital(std::string_view word);

// The algebraic notations, other than `used` and allowed by `options`, that
// read some of the letters `capitals` as other pieces: as a set, bit i for
// the i-th of readable_notations(). Mostly none, so that most games need no
// look at their words.
uint64_t notations_reading_otherwise(const Notation& used, uint32_t capitals, const ReadOptions& options);
// The descriptions of the notations of `candidates` (a set as above) that
// replay all of `words` from `start`.
std::vector<std::string> replaying_in_full(uint64_t candidates, const Position& start,
                                           std::span<const MoveWord> words);

// Whether detection would choose `hint` for a game that `hint` reads whole:
// it would if `tried` cannot read some word and no notation detection tries
// before `hint` can read them all.
bool detection_would_choose(const GameText& game, const Notation& hint, const Notation& tried,
                            const ReadOptions& options);

// Adds the finding that says which notation the moves were read in, where
// they begin.
void note_detected(GameRecord& record, const GameText& game, const Notation& used, const Notation& tried);

}  // namespace arbiter
