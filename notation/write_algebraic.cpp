#include "notation/write_algebraic.h"

#include "core/movegen.h"
#include "notation/move_query.h"

namespace arbiter {

namespace {

// What SAN adds to a piece letter so that only `m` fits (Appendix C.10):
// the file if that tells the pieces apart, else the rank, else both.
void disambiguate(const Position& pos, Move m, PieceType pt, std::string& s) {
  bool twin = false, same_file = false, same_rank = false;
  MoveQuery twins;
  twins.piece = pt;
  twins.to = square_bb(m.to());
  for (Move o : Matches(pos, twins)) {
    if (o.from() == m.from()) continue;
    twin = true;
    same_file |= file_of(o.from()) == file_of(m.from());
    same_rank |= rank_of(o.from()) == rank_of(m.from());
  }
  if (twin && (!same_file || same_rank)) s += char('a' + file_of(m.from()));
  if (twin && same_file) s += char('1' + rank_of(m.from()));
}

}  // namespace

std::string to_algebraic(const Position& pos, Move m, const Language& lang, AlgebraicForm form) {
  std::string s;
  if (m.kind() == MoveKind::Castling) {
    s = m.to() > m.from() ? "O-O" : "O-O-O";
  } else {
    const PieceType pt = moving_piece(pos, m);
    const bool capture = pos.piece_on(m.to()) != NoPiece || m.kind() == MoveKind::EnPassant;
    if (pt != Pawn) s += lang.piece_name(pt);
    if (form == AlgebraicForm::Long) {
      s += square_name(m.from());
      s += capture ? 'x' : '-';
    } else {
      if (pt == Pawn && capture) s += char('a' + file_of(m.from()));
      if (pt != Pawn) disambiguate(pos, m, pt, s);
      if (capture) s += 'x';
    }
    s += square_name(m.to());
    if (m.kind() == MoveKind::Promotion) {
      s += '=';
      s += lang.piece_name(m.promotion());
    }
  }
  if (pos.gives_check(m)) {
    Position after = pos;
    after.play(m);
    s += has_legal_move(after) ? '+' : '#';
  }
  return s;
}

}  // namespace arbiter
