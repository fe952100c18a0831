// The game scores of a book's text, read as English descriptive notation:
// parser/book_scores finds them, notation/descriptive_normalise turns each
// printed move into a compact word, and a table at move 1 is a game when its
// first moves can be played from the initial position (or from the odds its
// heading names); otherwise it starts from a diagram, and is taken from the
// board drawn there when the text draws one its moves play from.
#pragma once

#include <string_view>

#include "parser/book_scores.h"

namespace arbiter {

BookScores extract_book_scores(std::string_view utf8_text);

}  // namespace arbiter
