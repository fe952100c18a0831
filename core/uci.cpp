#include "core/uci.h"

#include "core/movegen.h"

namespace arbiter {

namespace {

// Indexed by PieceType; UCI writes promotions in lower case.
constexpr std::string_view PromotionLetters = "  nbrq";

// Where the king of a castling move (king takes own rook) lands.
Square king_destination(const Position& pos, Move castling) {
  return castling_king_destination(pos.side_to_move(),
                                   castling.to() > castling.from() ? KingSide : QueenSide);
}
}  // namespace

std::string to_uci(const Position& pos, Move m) {
  if (m.is_none()) return "0000";
  Square to = m.to();
  if (m.kind() == MoveKind::Castling && !pos.chess960()) to = king_destination(pos, m);
  std::string text = square_name(m.from()) + square_name(to);
  if (m.kind() == MoveKind::Promotion) text += PromotionLetters[m.promotion()];
  return text;
}

std::vector<std::string> line_to_uci(Position pos, std::span<const Move> moves) {
  std::vector<std::string> line;
  line.reserve(moves.size());
  for (const Move m : moves) {
    line.push_back(m.is_none() ? "0000" : to_uci(pos, m));
    if (m.is_none()) pos.play_null();
    else pos.play(m);
  }
  return line;
}

Move parse_uci(const Position& pos, std::string_view text) {
  if (text.size() != 4 && text.size() != 5) return Move();
  const Square from = parse_square(text.substr(0, 2)), to = parse_square(text.substr(2, 2));
  if (from == NoSquare || to == NoSquare) return Move();
  PieceType promotion = NoPieceType;
  if (text.size() == 5) {
    size_t letter = PromotionLetters.find(text[4]);
    if (letter == std::string_view::npos || letter < Knight) return Move();  // a blank
    promotion = PieceType(letter);
  }

  // The king's two-step form of castling is taken only when it names no
  // ordinary king move (in Chess960, b1c1 may be either).
  Move castling_by_destination = Move();
  for (Move m : MoveList(pos)) {
    if (m.from() != from) continue;
    if (m.to() == to && m.promotion() == promotion) return m;
    if (m.kind() == MoveKind::Castling && promotion == NoPieceType &&
        king_destination(pos, m) == to)
      castling_by_destination = m;
  }
  return castling_by_destination;
}

}  // namespace arbiter
