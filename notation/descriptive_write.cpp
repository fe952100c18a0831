// Writing descriptive notation: candidate texts from the shortest to the
// most qualified, the first that denotes the move alone wins. Each candidate
// is checked by reading it back, so the writer can never disagree with the
// reader.
#include "notation/descriptive.h"

namespace arbiter {

namespace {

// Files by the piece that starts on them, without and with the wing.
constexpr std::string_view EnglishFiles[2][8] = {{"R", "N", "B", "Q", "K", "B", "N", "R"},
                                                 {"QR", "QN", "QB", "Q", "K", "KB", "KN", "KR"}};
constexpr std::string_view SpanishFiles[2][8] = {{"T", "C", "A", "D", "R", "A", "C", "T"},
                                                 {"TD", "CD", "AD", "D", "R", "AR", "CR", "TR"}};
constexpr std::string_view EnglishLetters = " PNBRQK";  // indexed by PieceType
constexpr std::string_view SpanishLetters = " PCATDR";

class Writer {
 public:
  Writer(const Position& pos, DescriptiveLanguage language)
      : english_(language == DescriptiveLanguage::English), us_(pos.side_to_move()) {}

  std::string letter(PieceType pt) const { return {(english_ ? EnglishLetters : SpanishLetters)[pt]}; }
  std::string file(File f, bool wing) const { return std::string((english_ ? EnglishFiles : SpanishFiles)[wing][f]); }
  char rank(Square s) const { return char('1' + relative_rank(us_, rank_of(s))); }
  std::string square(Square s, bool wing) const {
    return english_ ? file(file_of(s), wing) + rank(s) : rank(s) + file(file_of(s), wing);
  }
  // A pawn named by its file: QBP, BP; Spanish PAD, PA.
  std::string pawn(File f, bool wing) const {
    std::string name = file(f, wing);
    return english_ ? name + 'P' : name.insert(0, 1, 'P');
  }
  // "(Q)", "(1)", "(QR1)".
  static std::string parenthesised(std::string_view inside) { return std::string("(").append(inside).append(")"); }

  // The ways to name the moving piece, from plain to fully qualified.
  std::vector<std::string> movers(const PieceOrigins& origins, PieceType pt, Square from, bool capture) const {
    std::vector<std::string> out{letter(pt)};
    if (pt == Pawn) {
      out.push_back(pawn(file_of(from), false));
      out.push_back(pawn(file_of(from), true));
    } else if (const Square o = origins.origin(from); pt != King && pt != Queen && started_on(pt, o)) {
      const bool king_side = file_of(o) >= FileE;
      out.push_back(english_ ? std::string(king_side ? "K" : "Q") + letter(pt) : letter(pt) + (king_side ? "R" : "D"));
    }
    // Spanish writes the rank bare before the move sign (C2-3R, C3xP).
    out.push_back(english_ ? letter(pt) + parenthesised(std::string(1, rank(from))) : letter(pt) + rank(from) + (capture ? "" : "-"));
    out.push_back(letter(pt) + parenthesised(square(from, true)));
    return out;
  }

  // The ways to name the destination or the captured piece.
  std::vector<std::string> targets(const Position& pos, Move m, bool capture) const {
    const Square to = m.to();
    if (!capture) return {square(to, false), square(to, true)};
    const bool ep = m.kind() == MoveKind::EnPassant;
    const PieceType victim = ep ? Pawn : type_of(pos.piece_on(to));
    std::vector<std::string> out{letter(victim)};
    if (victim == Pawn) {
      out.push_back(pawn(file_of(to), false));
      out.push_back(pawn(file_of(to), true));
    }
    out.push_back(letter(victim) + parenthesised(square(to, false)));
    out.push_back(letter(victim) + parenthesised(square(to, true)));
    return out;
  }

  std::string check_mark(const Position& pos, Move m) const {
    Position after = pos;
    after.play(m);
    if (after.is_checkmate()) return english_ ? " mate" : "++";
    if (after.in_check()) return english_ ? "ch" : "+";
    return "";
  }

  bool english() const { return english_; }

 private:
  // The files where a piece of that kind starts a standard game.
  static bool started_on(PieceType pt, Square origin) {
    if (origin == NoSquare || (rank_of(origin) != Rank1 && rank_of(origin) != Rank8)) return false;
    const File f = file_of(origin);
    return f == (pt == Rook ? FileA : pt == Knight ? FileB : FileC) || f == (pt == Rook ? FileH : pt == Knight ? FileG : FileF);
  }

  bool english_;
  Color us_;
};

}  // namespace

std::string write_descriptive(const Position& pos, const PieceOrigins& origins, Move m, DescriptiveLanguage language) {
  const Writer w(pos, language);
  if (m.kind() == MoveKind::Castling) return (m.to() > m.from() ? "O-O" : "O-O-O") + w.check_mark(pos, m);
  const PieceType pt = type_of(pos.piece_on(m.from()));
  const bool capture = m.kind() == MoveKind::EnPassant || pos.piece_on(m.to()) != NoPiece;
  const std::string promotion = m.kind() == MoveKind::Promotion ? Writer::parenthesised(w.letter(m.promotion())) : "";
  const std::string sign = capture ? "x" : w.english() ? "-" : "";
  Moves found;
  std::string text;
  const std::vector<std::string> targets = w.targets(pos, m, capture);
  for (const std::string& mover : w.movers(origins, pt, m.from(), capture)) {
    for (const std::string& target : targets) {
      text = mover + (mover.back() == '-' ? "" : sign) + target + promotion;
      const std::optional<DescriptiveText> read = read_descriptive(text, language);
      if (!read) continue;
      denote(pos, origins, *read, found);
      if (found.size() == 1 && found[0] == m) return text + w.check_mark(pos, m);
    }
  }
  return text + w.check_mark(pos, m);  // the most qualified text: the piece's square names it alone
}

}  // namespace arbiter
