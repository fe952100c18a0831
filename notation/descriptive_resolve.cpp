// Descriptive texts against the board: the legal moves a text denotes, and
// the readings one slip away when it denotes none.
#include <algorithm>

#include "notation/descriptive.h"
#include "notation/move_query.h"
#include "notation/move_text_query.h"

namespace arbiter {

namespace {

Bitboard files_bb(FileSet files) {
  Bitboard b = 0;
  for (int f = FileA; f <= FileH; ++f)
    if (files >> f & 1) b |= file_bb(File(f));
  return b;
}

// Ranks are counted from the mover's side.
Bitboard squares_of(const DescriptiveSquare& square, Color mover) {
  Bitboard b = files_bb(square.files);
  if (square.rank) b &= rank_bb(relative_rank(mover, Rank(square.rank - 1)));
  return b;
}

// The squares of c's pieces a designation fits, ignoring its square
// qualifier. A piece named by its origin ("king's rook") is the one that
// started there; when none did (it was captured, or the game began from a
// set-up position), the text is read as "the rook on the king's wing".
Bitboard designated(const Position& pos, const PieceOrigins& origins, const DescriptivePiece& piece, Color c) {
  Bitboard b = (piece.type == NoPieceType ? pos.pieces(c) : pos.pieces(c, piece.type)) & files_bb(piece.files);
  if (!piece.origin) return b;
  Bitboard by_origin = 0;
  for (Bitboard rest = b; rest;) {
    const Square s = pop_lsb(rest);
    const Square o = origins.origin(s);
    if (o != NoSquare && relative_rank(c, rank_of(o)) == Rank1 && (piece.origin >> file_of(o) & 1))
      by_origin |= square_bb(s);
  }
  if (by_origin) return by_origin;
  const FileSet wing = piece.origin & 0xF0 ? 0xF0 : 0x0F;
  return b & files_bb(wing);
}

// The destination squares of a capture: where the pieces the text names as
// captured stand, and the en-passant square when a pawn takes a pawn.
Bitboard capture_squares(const Position& pos, const PieceOrigins& origins, const DescriptiveText& text) {
  const Color us = pos.side_to_move();
  const Bitboard where = squares_of(text.captured.square, us);
  const Bitboard victims = designated(pos, origins, text.captured, ~us) & ~pos.pieces(King);
  Bitboard to = victims & where;
  const Square ep = pos.en_passant_square();
  if (ep != NoSquare && text.mover.type == Pawn) {
    // The capture square of "PxP(Q6) e.p." may name either square.
    const Square victim = Square(ep - pawn_push(us));
    if ((victims & square_bb(victim)) && (where & (square_bb(ep) | square_bb(victim)))) to |= square_bb(ep);
  }
  return to;
}

// The squares the pieces on `from` attack (pawns: capture) or may step to
// (pawns: push); a cheap bound that spares Matches the squares no candidate
// reaches.
Bitboard reach(const Position& pos, PieceType pt, Bitboard from, bool capture) {
  const Color us = pos.side_to_move();
  const Bitboard occupied = pos.pieces();
  Bitboard out = 0;
  if (pt == Pawn && !capture) {
    const Bitboard one = (us == White ? from << 8 : from >> 8) & ~occupied;
    const Bitboard two = (us == White ? one << 8 : one >> 8) & ~occupied & rank_bb(relative_rank(us, Rank4));
    return one | two;
  }
  for (Bitboard rest = from; rest;) {
    const Square s = pop_lsb(rest);
    out |= pt == Pawn ? pawn_attacks(us, s) : attacks(pt, s, occupied);
  }
  return out;
}

FileSet mirrored(FileSet files) {
  FileSet out = 0;
  for (int f = FileA; f <= FileH; ++f)
    if (files >> f & 1) out |= FileSet(1 << (FileH - f));
  return out;
}

DescriptiveText other_wing(DescriptiveText t) {
  for (DescriptivePiece* p : {&t.mover, &t.captured}) {
    p->files = mirrored(p->files);
    p->origin = mirrored(p->origin);
    p->square.files = mirrored(p->square.files);
  }
  t.to.files = mirrored(t.to.files);
  return t;
}

DescriptiveText ranks_from_other_side(DescriptiveText t) {
  for (uint8_t* rank : {&t.mover.square.rank, &t.captured.square.rank, &t.to.rank})
    if (*rank) *rank = uint8_t(9 - *rank);
  return t;
}

bool fits_mark(const Position& pos, Move m, CheckMark mark) {
  if (!pos.gives_check(m)) return false;
  if (mark != CheckMark::Mate) return true;
  Position after = pos;
  after.play(m);
  return after.is_checkmate();
}

// Old books settle "R-B7ch" by the check alone: of several moves, those the
// written check or mate fits. A mark that fits none is the record's slip,
// judged elsewhere, and leaves every move in.
void keep_those_marked(const Position& pos, CheckMark mark, Moves& moves) {
  const auto fits = [&](Move m) { return fits_mark(pos, m, mark); };
  if (std::none_of(moves.begin(), moves.end(), fits)) return;
  moves.keep_if(fits);
}

}  // namespace

MoveQuery descriptive_query(const Position& pos, const PieceOrigins& origins, const DescriptiveText& text) {
  MoveQuery query;
  const Color us = pos.side_to_move();
  if (text.castling) {
    query.piece = King;
    query.from = pos.pieces(us, King);
    query.castle = text.castling >> KingSide & 1 ? KingSide : QueenSide;
    return query;
  }
  query.piece = text.mover.type;
  query.from = text.mover.type == NoPieceType
                   ? 0
                   : designated(pos, origins, text.mover, us) & squares_of(text.mover.square, us);
  query.to = text.capture ? capture_squares(pos, origins, text) : squares_of(text.to, us) & ~pos.pieces();
  query.promotion_given = text.promotion != NoPieceType;
  query.promotion = text.promotion;
  return query;
}

void denote(const Position& pos, const PieceOrigins& origins, const DescriptiveText& text, Moves& out) {
  out.clear();
  if (text.castling) {
    for (Move m : MoveList(pos))
      if (m.kind() == MoveKind::Castling && (text.castling >> (m.to() > m.from() ? KingSide : QueenSide) & 1))
        out.push_back(m);
    return;
  }
  MoveQuery query = descriptive_query(pos, origins, text);
  if (!query.from) return;
  if (text.checks_anywhere) {
    for (Move m : MoveList(pos))
      if ((query.from & square_bb(m.from())) && moving_piece(pos, m) == query.piece &&
          m.kind() != MoveKind::Castling && fits_mark(pos, m, text.mark))
        out.push_back(m);
    return;
  }
  // One destination at a time: Matches then works backwards from it.
  Bitboard to = query.to & reach(pos, query.piece, query.from, text.capture);
  while (to) {
    query.to = square_bb(pop_lsb(to));
    for (Move m : Matches(pos, query))
      if ((m.kind() == MoveKind::EnPassant || pos.piece_on(m.to()) != NoPiece) == text.capture) out.push_back(m);
  }
  if (out.size() > 1 && text.mark != CheckMark::None) keep_those_marked(pos, text.mark, out);
}

std::vector<NearReading> near_readings(const Position& pos, const PieceOrigins& origins, const DescriptiveText& text) {
  std::vector<NearReading> out;
  Moves found;
  auto add = [&](const DescriptiveText& reading, std::string_view slip) {
    denote(pos, origins, reading, found);
    for (Move m : found)
      if (std::none_of(out.begin(), out.end(), [&](const NearReading& r) { return r.move == m; }))
        out.push_back({m, slip});
  };
  if (text.castling) {
    DescriptiveText other = text;
    other.castling ^= (1 << KingSide) | (1 << QueenSide);
    add(other, "castling on the other side");
    return out;
  }
  add(other_wing(text), "the other wing");
  add(ranks_from_other_side(text), "the rank counted from the other side");
  DescriptiveText any_mover = text;
  any_mover.mover = DescriptivePiece();
  any_mover.mover.type = text.mover.type;
  add(any_mover, "another piece of the same kind");
  if (text.capture) {
    DescriptiveText any_victim = text;
    any_victim.captured = DescriptivePiece();
    any_victim.captured.square = text.captured.square;
    add(any_victim, "the capture of another piece");
  } else {
    DescriptiveText capture = text;
    capture.capture = true;
    capture.captured = DescriptivePiece();
    capture.captured.square = text.to;
    add(capture, "a capture written without x");
    DescriptiveText next_file = text;
    next_file.to.files = FileSet((text.to.files << 1 | text.to.files >> 1) & ~text.to.files);
    add(next_file, "a neighbouring file");
  }
  if (text.promotion != NoPieceType) {
    DescriptiveText any_promotion = text;
    any_promotion.promotion = NoPieceType;
    add(any_promotion, "another promotion piece");
  }
  add(other_wing(ranks_from_other_side(text)), "the other wing, the rank counted from the other side");
  return out;
}

}  // namespace arbiter
