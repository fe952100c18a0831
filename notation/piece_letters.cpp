#include "notation/piece_letters.h"

namespace arbiter {

namespace {

// The PGN standard's list of piece letters (section 17, "Alternative
// chesspiece identifier letters"), and Russian.
constexpr Language Languages[] = {
    English,
    {"cs", "Czech", {"", "P", "J", "S", "V", "D", "K"}},
    {"da", "Danish", {"", "B", "S", "L", "T", "D", "K"}},
    {"de", "German", {"", "B", "S", "L", "T", "D", "K"}},
    {"es", "Spanish", {"", "P", "C", "A", "T", "D", "R"}},
    {"et", "Estonian", {"", "P", "R", "O", "V", "L", "K"}},
    {"fi", "Finnish", {"", "P", "R", "L", "T", "D", "K"}},
    {"fr", "French", {"", "P", "C", "F", "T", "D", "R"}},
    {"hu", "Hungarian", {"", "G", "H", "F", "B", "V", "K"}},
    {"is", "Icelandic", {"", "P", "R", "B", "H", "D", "K"}},
    {"it", "Italian", {"", "P", "C", "A", "T", "D", "R"}},
    {"nl", "Dutch", {"", "O", "P", "L", "T", "D", "K"}},
    {"no", "Norwegian", {"", "B", "S", "L", "T", "D", "K"}},
    {"pl", "Polish", {"", "P", "S", "G", "W", "H", "K"}},
    {"pt", "Portuguese", {"", "P", "C", "B", "T", "D", "R"}},
    {"ro", "Romanian", {"", "P", "C", "N", "T", "D", "R"}},
    {"ru", "Russian", {"", "П", "К", "С", "Л", "Ф", "Кр"}},
    {"sv", "Swedish", {"", "B", "S", "L", "T", "D", "K"}},
};

// U+2654..U+265F: ♔♕♖♗♘♙ then ♚♛♜♝♞♟, three bytes each in UTF-8.
constexpr PieceType FigurineOrder[6] = {King, Queen, Rook, Bishop, Knight, Pawn};

PieceType figurine(std::string_view three) {
  if (three.size() != 3 || three[0] != '\xE2' || three[1] != '\x99') return NoPieceType;
  const uint8_t last = uint8_t(three[2]);
  if (last < 0x94 || last > 0x9F) return NoPieceType;
  const PieceType pt = FigurineOrder[(last - 0x94) % 6];
  return pt == Pawn ? NoPieceType : pt;  // pawn moves carry no piece name
}

// U+FE0E / U+FE0F, which web text puts after a figurine to pick text or emoji style.
bool is_variation_selector(std::string_view three) {
  return three.size() == 3 && three[0] == '\xEF' && three[1] == '\xB8' && (three[2] == '\x8E' || three[2] == '\x8F');
}

}  // namespace

PieceName Language::leading_multibyte(std::string_view text) const {
  if (const PieceType pt = figurine(text.substr(0, 3)); pt != NoPieceType)
    return {pt, uint8_t(is_variation_selector(text.substr(3, 3)) ? 6 : 3)};
  PieceName best;  // the longest name: Кр (king) before К (knight)
  for (int pt = Knight; pt <= King; ++pt)
    if (names_[pt].size() > best.length && text.starts_with(names_[pt])) best = {PieceType(pt), uint8_t(names_[pt].size())};
  return best;
}

PieceName Language::trailing_multibyte(std::string_view text) const {
  const uint8_t selector = text.size() >= 6 && is_variation_selector(text.substr(text.size() - 3)) ? 3 : 0;
  const std::string_view rest = text.substr(0, text.size() - selector);
  if (rest.size() >= 3)
    if (const PieceType pt = figurine(rest.substr(rest.size() - 3)); pt != NoPieceType) return {pt, uint8_t(3 + selector)};
  PieceName best;
  for (int pt = Knight; pt <= King; ++pt)
    if (names_[pt].size() > best.length && text.ends_with(names_[pt])) best = {PieceType(pt), uint8_t(names_[pt].size())};
  return best;
}

std::span<const Language> languages() { return Languages; }

const Language* find_language(std::string_view code) {
  for (const Language& l : Languages)
    if (l.code == code) return &l;
  return nullptr;
}

}  // namespace arbiter
