// Which way a game's moves are written: algebraic in the piece letters of a
// language, or descriptive (English or Spanish), and reading one move word of
// it in a position. Every check and every search over readings goes through
// MoveReader, so "the legal moves a word denotes" means the same thing
// whatever the notation.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "notation/descriptive.h"
#include "notation/piece_letters.h"
#include "notation/piece_origins.h"
#include "notation/san.h"

namespace arbiter {

struct Notation {
  enum class Style : uint8_t { algebraic, descriptive };
  Style style = Style::algebraic;
  const Language* language = &English;  // descriptive: English or Spanish

  // "san-en", "san-es", "desc-en", "desc-es".
  std::string name() const;
  // "Spanish descriptive", "German algebraic".
  std::string description() const;
  bool operator==(const Notation& o) const { return style == o.style && language == o.language; }
};

// "san-de", "desc-es", "desc-en"; nullopt for other names.
std::optional<Notation> parse_notation(std::string_view name);

// The notations a game may be written in, English SAN first: detection tries
// them in this order and, among equals, prefers the earlier.
std::span<const Notation> readable_notations();

// A position as the readers see it: descriptive notation also needs to know
// where each piece started ("king's rook").
struct Board {
  explicit Board(const Position& start) : pos(start), origins(start) {}
  Position pos;
  PieceOrigins origins;
};

class MoveReader {
 public:
  explicit MoveReader(Notation notation);
  const Notation& notation() const { return notation_; }

  enum class Word : uint8_t {
    move,        // a move text: `moves` holds the legal moves it denotes (maybe none)
    annotation,  // a word about the move before it: "e.p.", "ch", "jaq.", "mate"
    unreadable,  // no move in this notation
  };
  struct Reading {
    Word word = Word::unreadable;
    Moves moves;
    std::optional<SanText> san;  // algebraic: the text as read, for judge()
    std::optional<DescriptiveText> descriptive;
  };
  // Reads `word` in `board`. `out` is reused from call to call, so steady
  // reading allocates nothing.
  void read(const Board& board, std::string_view word, Reading& out) const;
  // Whether `word` is a move or an annotation in this notation at all,
  // legal or not, without the board.
  bool readable(std::string_view word) const;

  // Plays a legal move on the board.
  void play(Board& board, Move m) const;

  // Legal moves one slip away from a move text that denotes none (other
  // wing, rank counted from the other side...), each with the slip, best
  // first; empty for algebraic, whose explanation comes from explain.h.
  std::vector<NearReading> near(const Board& board, const Reading& reading) const;

  // The move as this notation writes it, minimal and unambiguous.
  std::string write(const Board& board, Move m) const;

 private:
  Notation notation_;
  DescriptiveLanguage descriptive_language_ = DescriptiveLanguage::English;
};

}  // namespace arbiter
