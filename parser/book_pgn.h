// A book's game score written as a PGN game: the seven tags, where it comes
// from ([Source], [SourceLine], [BookHeading], [BookKey]), the moves as the
// move reader wrote them, variations in parentheses, and a comment
// {book line N} wherever the score resumes after commentary.
#pragma once

#include <string>
#include <string_view>

#include "parser/book_scores.h"

namespace arbiter {

std::string book_game_pgn(const BookScore& game, std::string_view source);

}  // namespace arbiter
