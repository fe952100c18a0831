#include "notation/san.h"

#include <array>

#include "notation/explain.h"
#include "notation/write_algebraic.h"

namespace arbiter {

namespace {

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
    } else if (last == '.' && n >= 4 && (s[n - 4] == 'e' || s[n - 4] == 'a') && s[n - 3] == '.' && s[n - 2] == 'p') {
      out.deviations |= EnPassantSuffix, s.remove_suffix(4);  // e.p., a.p. (Spanish "al paso")
    } else if (last == 'p' && n >= 2 && s[n - 2] == 'e') {
      out.deviations |= EnPassantSuffix, s.remove_suffix(2);  // ep
    } else {
      return;
    }
  }
}

// Typeset text's separators, at the end of s: an en or em dash (e2–e4,
// Russian books' e2—e4) or the multiplication sign (Lf1×c4). Removes one and
// says which ASCII it stands for; 0 when there is none.
char strip_typeset_separator(std::string_view& s) {
  if (s.ends_with("\u2013") || s.ends_with("\u2014")) return s.remove_suffix(3), '-';
  if (s.ends_with("\u00D7")) return s.remove_suffix(2), 'x';
  return 0;
}

std::optional<SanText> read_castling(std::string_view s, SanText out) {
  if (s == "O-O" || s == "0-0") {
    out.query.castle = KingSide;
  } else if (s == "O-O-O" || s == "0-0-0") {
    out.query.castle = QueenSide;
  } else if (s.size() > 3 && uint8_t(s[1]) >= 0x80) {  // O—O, O—O—O: each dash 3 bytes
    std::string plain;
    for (size_t i = 0; i < s.size(); i += 4) {
      std::string_view dash = s.substr(i + 1, 3);
      plain += s[i];
      if (i + 1 == s.size()) break;
      if (strip_typeset_separator(dash) != '-' || !dash.empty()) return std::nullopt;
      plain += '-';
    }
    return read_castling(plain, out);  // plain[1] is '-': no further round
  } else {
    return std::nullopt;
  }
  out.query.piece = King;
  if (s[0] == '0') out.deviations |= ZeroCastling;
  return out;
}

// The piece named at the end of `text` as a promotion piece: any piece, the
// king too, or the pawn by its letter. e8=K and e8=P are read as the
// promotions they name, which no legal move makes (a pawn becomes a queen,
// rook, bishop or knight): an illegal move, not text in no notation.
PieceName promotion_named(const Language& lang, std::string_view text) {
  if (const PieceName p = lang.trailing_piece(text); p.length) return p;
  const std::string_view pawn = lang.piece_name(Pawn);
  if (!pawn.empty() && text.ends_with(pawn)) return {Pawn, uint8_t(pawn.size())};
  return {};
}

// Reads a promotion suffix in the language's letters (=Q, Q, (Q), /Q; =D in
// Spanish, =♕ in any) or UCI's lowercase English letter after a coordinate
// move (e7e8q).
void strip_promotion(std::string_view& s, SanText& out, const Language& lang) {
  if (s.size() < 3 || is_rank(s.back())) return;  // nearly every move ends on its destination's rank
  auto take = [&](PieceType pt, size_t length, bool standard) {
    if (pt == NoPieceType) return;
    out.query.promotion_given = true;
    out.query.promotion = pt;
    if (!standard) out.deviations |= PromotionWithoutEquals;
    s.remove_suffix(length);
  };
  if (s.back() == ')') {
    const std::string_view inside = s.substr(0, s.size() - 1);
    const PieceName p = promotion_named(lang, inside);
    if (p.length && inside.size() > p.length && inside[inside.size() - p.length - 1] == '(')
      take(p.piece, p.length + 2, false);
    return;
  }
  if (const PieceName p = promotion_named(lang, s); p.length && s.size() > p.length) {
    const char before = s[s.size() - p.length - 1];
    if (before == '=' || before == '/') return take(p.piece, p.length + 1, before == '=');
    if (is_rank(before)) return take(p.piece, p.length, false);
  }
  const char c = s.back();
  if (c >= 'a' && c <= 'z' && is_rank(s[s.size() - 2])) {
    const char upper = char(c - 'a' + 'A');
    take(promotion_named(English, {&upper, 1}).piece, 1, false);
  }
}

// The pawn capture written by files alone (ed, ed:, exd, e:d): the e-pawn
// takes on the d-file, whichever rank that is.
std::optional<SanText> read_file_capture(std::string_view s, SanText out) {
  char from = 0, to = 0;
  if (s.size() == 2 || (s.size() == 3 && s[2] == ':')) {
    from = s[0], to = s[1];
  } else if (s.size() == 3 && (s[1] == 'x' || s[1] == ':')) {
    from = s[0], to = s[2];
  }
  if (!is_file(from) || !is_file(to) || (from - to != 1 && to - from != 1)) return std::nullopt;
  out.query.piece = Pawn;
  out.query.from = file_bb(File(from - 'a'));
  out.query.to = file_bb(File(to - 'a'));
  out.capture_written = true;
  out.from_file_written = true;
  out.deviations |= FileCapture;
  return out;
}

// True when less of the origin than was written would still name only `m`
// (a pawn capture always keeps its file, Appendix C.9). The twins are the
// other pieces of the kind that may go there legally, found from the
// destination backwards: a pawn's push has none.
[[gnu::noinline]] bool over_disambiguated(const Position& pos, Move m, const SanText& text) {
  const PieceType pt = moving_piece(pos, m);
  if (pt == Pawn) return file_of(m.from()) == file_of(m.to()) || text.from_rank_written;
  Bitboard twins = 0;
  const Bitboard others = pos.pieces(pos.side_to_move(), pt) & ~square_bb(m.from());
  for (Bitboard b = attackers_among(pt, m.to(), others, pos.pieces()); b;) {
    const Square twin = pop_lsb(b);
    if (pos.is_legal(Move(twin, m.to()))) twins |= square_bb(twin);
  }
  if (text.from_file_written && text.from_rank_written)
    return !(twins & file_bb(file_of(m.from()))) || !(twins & rank_bb(rank_of(m.from())));
  return !twins;
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
    case FileCapture: return "pawn capture written with files only (SAN: exd5)";
    case PawnCaptureWithoutFile: return "pawn capture written without the pawn's file (SAN: exd5)";
    case PushReadAsCapture: return "pawn capture written as a pawn's advance (SAN: exd5)";
  }
  return "nonstandard notation";
}

std::string describe_reading(SanDeviation d, const Position& pos, Move m, std::string_view written) {
  if (d != PushReadAsCapture) return std::string(describe(d));
  const std::string to = square_name(m.to());
  const bool en_passant = m.kind() == MoveKind::EnPassant;
  const Square taken = en_passant ? make_square(file_of(m.to()), rank_of(m.from())) : m.to();
  return "'" + std::string(written) + "' names a pawn's advance to " + to + ", which no pawn can make; read as the " +
         (en_passant ? "en passant capture " : "capture ") + to_san(pos, m) + ", which takes " +
         piece_on_square(pos, taken);
}

bool is_en_passant_word(std::string_view t) {
  return t == "e.p." || t == "ep" || t == "e.p" || t == "a.p." || t == "a.p";
}

namespace {

// The piece a single byte names in English letters (no figurine is one byte).
PieceType english_piece(const char& c) { return English.leading_piece({&c, 1}).piece; }

}  // namespace

bool read_plain_san(std::string_view s, SanText& out) {
  size_t n = s.size();
  if (n < 2) return false;
  // Whether a move checks, is a pawn's or captures follows the game, not a
  // pattern a branch predictor could learn: those answers are computed
  // without branches, and the branches left test what is nearly always so.
  const char last = s[n - 1];
  out.mark = last == '+' ? CheckMark::Check : last == '#' ? CheckMark::Mate : CheckMark::None;
  n -= (last == '+') | (last == '#');
  MoveQuery& q = out.query;
  if (s[0] == 'O') {  // castling, two moves of every game
    const std::string_view castling = s.substr(0, n);
    if (castling != "O-O" && castling != "O-O-O") return false;
    q.piece = King;
    q.castle = castling.size() == 3 ? KingSide : QueenSide;
    return true;
  }
  const PieceType named = english_piece(s[0]);
  const bool pawn = named == NoPieceType;
  q.piece = pawn ? Pawn : named;
  if (n >= 2 && s[n - 2] == '=' && n >= 4 && pawn) {  // the rare '=' tested before the length
    const PieceType promotion = english_piece(s[n - 1]);
    if (promotion == NoPieceType) return false;
    q.promotion_given = true;
    q.promotion = promotion;
    n -= 2;
  }
  if (n < 2 || !is_file(s[n - 2]) || !is_rank(s[n - 1])) return false;
  q.to = square_bb(make_square(File(s[n - 2] - 'a'), Rank(s[n - 1] - '1')));
  // What stands between the piece letter and the destination: an 'x', and
  // before it a file or a rank. With nothing there, s[n - 3] is the piece
  // letter (or, for "e4", s[0] is read), never an 'x'.
  const size_t first = !pawn;
  const bool capture = s[n >= 3 ? n - 3 : 0] == 'x';
  out.capture_written = capture;
  const size_t origin = n - 2 - first - capture;
  if (origin == 0) return !pawn || !capture;
  if (origin != 1) return false;
  const char c = s[first];
  if (is_file(c) && (!pawn || capture)) {
    q.from = file_bb(File(c - 'a'));
    out.from_file_written = true;
    return true;
  }
  if (is_rank(c) && !pawn) {
    q.from = rank_bb(Rank(c - '1'));
    out.from_rank_written = true;
    return true;
  }
  return false;
}

std::optional<SanText> read_san(std::string_view token) {
  if (SanText plain; read_plain_san(token, plain)) return plain;
  return read_san(token, English);
}

std::optional<SanText> read_san(std::string_view s, const Language& lang) {
  SanText out;
  strip_suffixes(s, out);
  if (s.empty()) return std::nullopt;
  if (s[0] == 'O' || s[0] == '0') {
    if (std::optional<SanText> castling = read_castling(s, out)) return castling;
    // Not castling; an Estonian bishop (O) may follow.
  }

  MoveQuery& q = out.query;
  const PieceName named = lang.leading_piece(s);
  const bool piece_written = named.length != 0;
  q.piece = piece_written ? named.piece : Pawn;
  s.remove_prefix(named.length);
  strip_promotion(s, out, lang);

  // Destination: the final file and rank.
  if (s.size() < 2 || !is_file(s[s.size() - 2]) || !is_rank(s.back()))
    return piece_written ? std::nullopt : read_file_capture(s, out);
  q.to = square_bb(make_square(File(s[s.size() - 2] - 'a'), Rank(s.back() - '1')));
  s.remove_suffix(2);

  // Separator between origin and destination.
  bool dash = false;
  if (!s.empty() && (s.back() == 'x' || s.back() == ':' || s.back() == '-')) {
    out.capture_written = s.back() != '-';
    if (s.back() == ':') out.deviations |= ColonCapture;
    dash = s.back() == '-';
    s.remove_suffix(1);
  } else if (!s.empty() && uint8_t(s.back()) >= 0x80) {
    if (const char plain = strip_typeset_separator(s)) out.capture_written = plain == 'x', dash = plain == '-';
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

// What the capture marks say, by whether the move captures (bit 0), an x is
// written (bit 1) and a pawn's move leaves out its file (bit 2): one load
// for every move, where tests of the three would cost a few instructions.
constexpr std::array<uint16_t, 8> CaptureMarks = {
    0, MissingCapture, SpuriousCapture, 0,  // a piece's move, or a pawn's with its file
    0, PushReadAsCapture, SpuriousCapture, PawnCaptureWithoutFile,
};

uint16_t judge(const Position& pos, Move m, const SanText& text, const Position& after) {
  uint16_t d = 0;
  const bool castling = m.kind() == MoveKind::Castling;
  if (!castling && !(text.deviations & Coordinate)) {
    // A capture or not follows the game: the marks are compared without a
    // branch on it (one that mispredicts), since they nearly always agree.
    const bool capture = (pos.piece_on(m.to()) != NoPiece) | (m.kind() == MoveKind::EnPassant);
    // A pawn's capture names the pawn's file (Appendix C.9): without it, the
    // text names the pawn's advance, and with no x, a capture is read where
    // the text names an advance no pawn can make.
    const bool pawn_unnamed = (text.query.piece == Pawn) & !text.from_file_written;
    d |= CaptureMarks[capture | text.capture_written << 1 | pawn_unnamed << 2];
  }
  if (!castling && !(text.deviations & (LongAlgebraic | Coordinate)) &&
      (text.from_file_written || text.from_rank_written) && over_disambiguated(pos, m, text)) {
    // Nc3xd5 where Nxd5 would do: long algebraic's capture (Ng1-f3 its other move).
    const bool long_capture = text.from_file_written && text.from_rank_written && text.capture_written;
    d |= long_capture ? LongAlgebraic : OverDisambiguation;
  }
  CheckMark actual = CheckMark::None;
  if (after.in_check()) actual = has_legal_move(after) ? CheckMark::Check : CheckMark::Mate;
  if (text.mark == CheckMark::CheckOrMate) {
    if (actual == CheckMark::None) d |= WrongCheckMark;
  } else if (actual != text.mark) {
    d |= text.mark == CheckMark::None ? MissingCheckMark : WrongCheckMark;
  }
  return d;
}

std::string to_san(const Position& pos, Move m) { return to_algebraic(pos, m, English); }

}  // namespace arbiter
