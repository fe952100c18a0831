// Where a reader that enters a PGN stream in the middle (one shard of a
// byte range) can start cutting games and cut exactly as a GameSplitter
// that read the stream from its start: a resync point.
//
// The splitter's state at a line start is more than "in a game or not": a
// brace comment may be open since any earlier line (and a '{' never closed
// is only ended by a line shaped like a tag pair), and a game of tags alone
// takes the next tag section as its own. So a point is taken only where
// every state the splitter can be in there gives the same cut:
//  - it is the '[' that starts a line L;
//  - the line before L (blank lines between aside), P, starts with a word
//    byte after a line end, has at most MaxResyncParens ')' and lies in the
//    window; fed P, the blank lines and L, the splitter starts a game at L's
//    '[' from each state it can be in at P's start (tried on the splitter
//    itself: outside or inside a brace comment; no game yet, one of tags or
//    comments only, one with moves, one with a result; each at every
//    variation depth P's ')' can tell apart);
//  - after L come lines that start with '[' and hold no '{', then blank
//    lines and lines of one brace comment closed on the line, then a line
//    that starts with a word byte. Up to there the only
//    state that may still differ is the names of L's tag pairs (a splitter
//    that met L in a brace comment does not keep them), which only a tag
//    pair after a blank line in a game without moves looks at; after it, the
//    game has moves and the names are looked at no more.
// From a resync point on, a splitter started there cuts every game as one
// that read from the start; one that read from the start starts a game there.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace arbiter {

inline constexpr size_t MaxResyncParens = 8;

// The first resync point at or after `from` in `window` (bytes of a stream,
// from any offset of it; P must begin after a line end inside it).
// `at_stream_end`: the stream ends with the window. Otherwise nullopt may
// mean that a point needs bytes past the window: read more and ask again.
std::optional<size_t> find_resync_point(std::string_view window, size_t from, bool at_stream_end);

}  // namespace arbiter
