// Algebraic notation written in any language's piece letters or in
// figurines, short (SAN's form) or long. Whatever is written reads back with
// read_san and the same language to exactly the move written.
#pragma once

#include <cstdint>
#include <string>

#include "core/position.h"
#include "notation/piece_letters.h"

namespace arbiter {

enum class AlgebraicForm : uint8_t {
  Short,  // SAN's form: Nf3, exd5, Rad1, e8=Q (Appendix C)
  Long,   // origin and destination: Ng1-f3, e4xd5, e7-e8=Q (Appendix C.13)
};

// A legal move of pos, with + or #; castling is O-O or O-O-O in either form.
std::string to_algebraic(const Position& pos, Move m, const Language& lang, AlgebraicForm form = AlgebraicForm::Short);

}  // namespace arbiter
