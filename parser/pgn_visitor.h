// What the PGN reader tells about a game, one event at a time, in the order
// the text has them (after rust-pgn-reader's Visitor). The reader knows no
// chess: a move is the token as written. Offsets are byte offsets into the
// game text handed to the reader (add GameText::offset for the file offset).
// String views are valid only during the call. Most callbacks answer with a
// Flow: a visitor that has what it wants, or finds the game unreadable for
// its purpose, says skip_game and the reader reads no more of the game
// (end_game is the next call), as python-chess's SKIP and shakmaty's
// ControlFlow::Break let a visitor say.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace arbiter {

enum class Flow : uint8_t { go_on, skip_game };
enum class Skip : uint8_t { no, yes };

class PgnVisitor {
 public:
  virtual ~PgnVisitor() = default;

  virtual void begin_tags() {}
  // Value with the escapes \" and \\ resolved.
  virtual Flow tag(std::string_view /*name*/, std::string_view /*value*/, size_t /*offset*/) { return Flow::go_on; }
  virtual Flow end_tags() { return Flow::go_on; }
  // A move token with move-number prefix and !? suffixes removed, check marks
  // kept: "Nf3", "exd8=Q+", "O-O", "--".
  virtual Flow san(std::string_view /*token*/, size_t /*offset*/) { return Flow::go_on; }
  // A move a scoresheet's writer did not record: a tick in its cell ("✓",
  // "v", "-", "—") or, with `tick` empty, a move number whose cell is blank
  // or missing. By default a tick is passed on as a move text (which no
  // notation reads) and a blank cell is nothing, as for a record.
  virtual Flow unrecorded_move(std::string_view tick, size_t offset) {
    return tick.empty() ? Flow::go_on : san(tick, offset);
  }
  // A scoresheet's move number out of order: one that repeats or goes back,
  // or one ahead that the numbers after it do not go on from. `line` is the
  // text from it as written, `number` the number written, `expected` the
  // move the next cell holds (Black's when `expected_black`). The words
  // after it are read in the order written.
  virtual Flow misnumbered_line(std::string_view /*line*/, int /*number*/, int /*expected*/, bool /*expected_black*/,
                                size_t /*offset*/) {
    return Flow::go_on;
  }
  // $n, or the suffixes ! ? !! ?? !? ?! as NAGs 1..6.
  virtual Flow nag(int /*nag*/, size_t /*offset*/) { return Flow::go_on; }
  // A comment's text, '{' '}' or ';' and line end left out. The PGN reader
  // calls it only for a visitor that wants comments, asking once per game:
  // the replay does not, and is spared a call for each clock comment of an
  // online game.
  virtual bool wants_comments() const { return false; }
  virtual Flow comment(std::string_view /*text*/, size_t /*offset*/) { return Flow::go_on; }
  // At the '(' opening a variation. Returning Skip::yes makes the reader
  // pass over the whole variation without events; end_variation is then not
  // called.
  virtual Skip begin_variation(size_t /*offset*/) { return Skip::no; }
  virtual Flow end_variation() { return Flow::go_on; }
  // "(=)" after a move: the draw offer mark of FIDE's Appendix C.
  virtual Flow draw_offer(size_t /*offset*/) { return Flow::go_on; }
  // "1-0", "0-1", "1/2-1/2" or "*", or as old files write a draw: "½-½", "1/2".
  virtual Flow outcome(std::string_view /*result*/, size_t /*offset*/) { return Flow::go_on; }
  // Text the grammar cannot read. The reader stops reading this game after it.
  virtual void problem(std::string_view /*message*/, size_t /*offset*/) {}
  virtual void end_game() {}
};

}  // namespace arbiter
