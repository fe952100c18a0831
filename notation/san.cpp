#include "notation/san.h"

#include <bit>

namespace arbiter {

namespace {

constexpr std::string_view PieceLetters = "  NBRQK";  // indexed by PieceType

PieceType piece_from_letter(char c) {
  switch (c) {
    case 'N': return Knight;
    case 'B': return Bishop;
    case 'R': return Rook;
    case 'Q': return Queen;
    case 'K': return King;
    default: return NoPieceType;
  }
}

bool is_file(char c) { return c >= 'a' && c <= 'h'; }
bool is_rank(char c) { return c >= '1' && c <= '8'; }

// Strips check marks and an en-passant suffix from the end of the token.
// Byte tests rather than string compares: this runs for every move read.
void strip_suffixes(std::string_view& s, SanText& out) {
  while (!s.empty()) {
    const size_t n = s.size();
    const char last = s[n - 1];
    if (last == '+' && n >= 2 && s[n - 2] == '+') {
      out.mark = CheckMark::CheckOrMate, out.deviations |= DoublePlus, s.remove_suffix(2);
    } else if (last == '#') {
      out.mark = CheckMark::Mate, s.remove_suffix(1);
    } else if (last == '+') {
      out.mark = CheckMark::Check, s.remove_suffix(1);
    } else if (last == '.' && n >= 4 && s[n - 4] == 'e' && s[n - 3] == '.' && s[n - 2] == 'p') {
      out.deviations |= EnPassantSuffix, s.remove_suffix(4);  // e.p.
    } else if (last == 'p' && n >= 2 && s[n - 2] == 'e') {
      out.deviations |= EnPassantSuffix, s.remove_suffix(2);  // ep
    } else {
      return;
    }
  }
}

std::optional<SanText> read_castling(std::string_view s, SanText out) {
  if (s == "O-O" || s == "0-0") {
    out.query.castle = KingSide;
  } else if (s == "O-O-O" || s == "0-0-0") {
    out.query.castle = QueenSide;
  } else {
    return std::nullopt;
  }
  out.query.piece = King;
  if (s[0] == '0') out.deviations |= ZeroCastling;
  return out;
}

// Reads a promotion suffix (=Q, Q, (Q), /Q, or q after a coordinate move).
void strip_promotion(std::string_view& s, SanText& out) {
  auto take = [&](PieceType pt, size_t length, bool standard) {
    out.query.promotion_given = true;
    out.query.promotion = pt;
    if (!standard) out.deviations |= PromotionWithoutEquals;
    s.remove_suffix(length);
  };
  const size_t n = s.size();
  if (n >= 3 && s[n - 1] == ')' && s[n - 3] == '(') {
    if (PieceType pt = piece_from_letter(s[n - 2]); pt != NoPieceType && pt != King)
      return take(pt, 3, false);
  }
  if (n >= 2 && (s[n - 2] == '=' || s[n - 2] == '/')) {
    if (PieceType pt = piece_from_letter(s[n - 1]); pt != NoPieceType && pt != King)
      return take(pt, 2, s[n - 2] == '=');
  }
  if (n >= 3 && is_rank(s[n - 2])) {
    const char c = s[n - 1];
    const PieceType pt = piece_from_letter(c >= 'a' && c <= 'z' ? char(c - 'a' + 'A') : c);
    if (pt != NoPieceType && pt != King) return take(pt, 1, false);
  }
}

// True when less of the origin than was written would still name only `m`
// (a pawn capture always keeps its file, Appendix C.9).
bool over_disambiguated(const Position& pos, Move m, const SanText& text) {
  const PieceType pt = moving_piece(pos, m);
  if (pt == Pawn && file_of(m.from()) != file_of(m.to())) return text.from_rank_written;
  MoveQuery twins;  // every move of this piece kind to this square
  twins.piece = pt;
  twins.to = square_bb(m.to());
  const Matches all(pos, twins);
  auto unique_with = [&](bool file, bool rank) {
    for (Move o : all) {
      if (o.from() == m.from()) continue;  // the same piece (another promotion)
      if ((!file || file_of(o.from()) == file_of(m.from())) && (!rank || rank_of(o.from()) == rank_of(m.from())))
        return false;
    }
    return true;
  };
  if (text.from_file_written && text.from_rank_written) return unique_with(true, false) || unique_with(false, true);
  return unique_with(false, false);
}

}  // namespace

std::string_view describe(SanDeviation d) {
  switch (d) {
    case ZeroCastling: return "castling written with zeros (SAN: O-O)";
    case PromotionWithoutEquals: return "promotion written without '=' (SAN: e8=Q)";
    case EnPassantSuffix: return "en passant marked with e.p. (SAN has no suffix)";
    case MissingCapture: return "capture written without 'x'";
    case SpuriousCapture: return "'x' written on a move that captures nothing";
    case ColonCapture: return "capture written with ':' (SAN: x)";
    case OverDisambiguation: return "origin given where the move is unambiguous without it";
    case MissingCheckMark: return "check or mate not marked with + or #";
    case WrongCheckMark: return "check mark that does not match the position";
    case DoublePlus: return "check or mate written '++' (SAN: + or #)";
    case LongAlgebraic: return "long algebraic notation (SAN gives only the destination)";
    case Coordinate: return "coordinate notation (SAN names the piece and destination)";
  }
  return "nonstandard notation";
}

std::optional<SanText> read_san(std::string_view s) {
  SanText out;
  strip_suffixes(s, out);
  if (s.empty()) return std::nullopt;
  if (s[0] == 'O' || s[0] == '0') return read_castling(s, out);

  MoveQuery& q = out.query;
  const bool piece_written = piece_from_letter(s[0]) != NoPieceType;
  q.piece = piece_written ? piece_from_letter(s[0]) : Pawn;
  if (piece_written) s.remove_prefix(1);
  strip_promotion(s, out);

  // Destination: the final file and rank.
  if (s.size() < 2 || !is_file(s[s.size() - 2]) || !is_rank(s.back())) return std::nullopt;
  q.to = square_bb(make_square(File(s[s.size() - 2] - 'a'), Rank(s.back() - '1')));
  s.remove_suffix(2);

  // Separator between origin and destination.
  bool dash = false;
  if (!s.empty() && (s.back() == 'x' || s.back() == ':' || s.back() == '-')) {
    out.capture_written = s.back() != '-';
    if (s.back() == ':') out.deviations |= ColonCapture;
    dash = s.back() == '-';
    s.remove_suffix(1);
  }
  // Origin: file, rank, or both.
  if (!s.empty() && is_rank(s.back())) {
    q.from &= rank_bb(Rank(s.back() - '1'));
    out.from_rank_written = true;
    s.remove_suffix(1);
  }
  if (!s.empty() && is_file(s.back())) {
    q.from &= file_bb(File(s.back() - 'a'));
    out.from_file_written = true;
    s.remove_suffix(1);
  }
  if (!s.empty()) return std::nullopt;
  if (dash && !(out.from_file_written && out.from_rank_written)) return std::nullopt;

  const bool full_origin = out.from_file_written && out.from_rank_written;
  if (full_origin && !piece_written) {
    q.piece = NoPieceType;  // g1f3, c1-b2: the origin square names the piece
    out.deviations |= dash || out.capture_written ? LongAlgebraic : Coordinate;
  } else if (full_origin && dash) {
    out.deviations |= LongAlgebraic;  // Ng1-f3; Qh4e1 is SAN where file or rank alone would not do
  }
  if (!piece_written && q.piece == Pawn && out.from_rank_written && !full_origin) return std::nullopt;
  return out;
}

uint16_t judge(const Position& pos, Move m, const SanText& text, const Position& after) {
  uint16_t d = 0;
  const bool castling = m.kind() == MoveKind::Castling;
  const bool capture = !castling && (pos.piece_on(m.to()) != NoPiece || m.kind() == MoveKind::EnPassant);
  if (!castling && !(text.deviations & Coordinate)) {
    if (capture && !text.capture_written) d |= MissingCapture;
    if (!capture && text.capture_written) d |= SpuriousCapture;
  }
  if (!castling && !(text.deviations & (LongAlgebraic | Coordinate)) &&
      (text.from_file_written || text.from_rank_written) && over_disambiguated(pos, m, text))
    d |= OverDisambiguation;
  CheckMark actual = CheckMark::None;
  if (after.in_check()) actual = MoveList(after).empty() ? CheckMark::Mate : CheckMark::Check;
  if (text.mark == CheckMark::CheckOrMate) {
    if (actual == CheckMark::None) d |= WrongCheckMark;
  } else if (actual != text.mark) {
    d |= text.mark == CheckMark::None ? MissingCheckMark : WrongCheckMark;
  }
  return d;
}

std::string to_san(const Position& pos, Move m) {
  std::string s;
  if (m.kind() == MoveKind::Castling) {
    s = m.to() > m.from() ? "O-O" : "O-O-O";
  } else {
    const PieceType pt = moving_piece(pos, m);
    const bool capture = pos.piece_on(m.to()) != NoPiece || m.kind() == MoveKind::EnPassant;
    if (pt == Pawn) {
      if (capture) s += char('a' + file_of(m.from()));
    } else {
      s += PieceLetters[pt];
      // Disambiguate as Appendix C.10 says: file first, rank if the file is shared.
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
    if (capture) s += 'x';
    s += square_name(m.to());
    if (m.kind() == MoveKind::Promotion) {
      s += '=';
      s += PieceLetters[m.promotion()];
    }
  }
  if (pos.gives_check(m)) {
    Position after = pos;
    after.play(m);
    s += MoveList(after).empty() ? '#' : '+';
  }
  return s;
}

}  // namespace arbiter
