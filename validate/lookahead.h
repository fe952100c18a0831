// Reading a record ahead of the replay: how far its words can be played as
// legal moves. An under-specified move ("P4A" when both ...c5 and ...f5 are
// legal) is often settled by the moves after it, and a game's notation by
// which reading of all its words replays.
#pragma once

#include <span>
#include <string_view>
#include <vector>

#include "notation/notation.h"

namespace arbiter {

struct MoveWord {
  std::string_view text;
  size_t offset = 0;  // in the game's text
};

// The words of the main line in the order written, variations and comments
// left out, up to the result; a scoresheet's move not recorded is a word
// too (its tick, or "" for a blank cell), which no notation reads.
std::vector<MoveWord> main_line_words(std::string_view game_text);

// Positions a search may visit: bounds the work on records with many
// under-specified moves.
constexpr int LookaheadNodes = 20000;

// How many of `words` can be read, in order, as legal moves from `board`
// (annotation words count as read); at an ambiguity the reading that goes
// furthest counts. Stops after `nodes` positions.
size_t reach(const MoveReader& reader, const Board& board, std::span<const MoveWord> words, int& nodes);

// Whether `other` reads some of `words` that `reader` cannot read: only such
// a word tells that a record is written in another notation. A word both
// read (g8=P, Re2) tells nothing, whatever it means in each.
bool reads_a_word_unread_by(const MoveReader& reader, const MoveReader& other, std::span<const MoveWord> words);

// Which of the legal moves `candidates` (the readings of one word in
// `board`) let the most of the following `words` be played.
struct Continuation {
  std::vector<Move> fitting;  // the candidates that go furthest
  size_t reach = 0;           // how many of `words` they read
};
Continuation best_continuations(const MoveReader& reader, const Board& board, std::span<const Move> candidates,
                                std::span<const MoveWord> words);

// The lines of `plies` legal moves from `board` after which the most of
// `words` can be played: the moves a sheet left unrecorded, found again from
// the moves recorded after them, as an arbiter reconstructs a game.
struct GapFill {
  std::vector<Move> first;  // the first line found that goes furthest
  size_t lines = 0;         // how many lines go that far (two or more: the sheet does not tell)
  size_t reach = 0;         // how many of `words` they read
  bool cut = false;         // the search stopped at its bound: `lines` may be short
};
// Lines tried at most: 35 moves a ply make three plies about 43,000 lines.
constexpr int GapNodes = 200000;
GapFill fill_gap(const MoveReader& reader, const Board& board, int plies, std::span<const MoveWord> words);

}  // namespace arbiter
