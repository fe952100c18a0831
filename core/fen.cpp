#include "core/fen.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <vector>

namespace arbiter {

namespace {

// Indexed by Piece.
constexpr std::string_view PieceLetters = " PNBRQK  pnbrqk";

std::string color_name(Color c) { return c == White ? "White" : "Black"; }

std::vector<std::string_view> split_fields(std::string_view text) {
  std::vector<std::string_view> fields;
  size_t i = 0;
  while (true) {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    if (i == text.size()) return fields;
    size_t start = i;
    while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    fields.push_back(text.substr(start, i - start));
  }
}

// The rook of colour c on its first rank farthest from the king on that
// side (the one X-FEN's K and Q name), or NoSquare.
Square outermost_rook(const Position& pos, Color c, CastlingSide side) {
  const Square ksq = pos.king_square(c);
  const int step = side == KingSide ? -1 : 1;
  for (int f = side == KingSide ? FileH : FileA; f != file_of(ksq); f += step) {
    Square s = make_square(File(f), rank_of(ksq));
    if (pos.piece_on(s) == make_piece(c, Rook)) return s;
  }
  return NoSquare;
}

// Each reader below returns why its field is wrong, or an empty string.

std::string read_board(std::string_view field, Position& pos) {
  std::vector<std::string_view> ranks;
  for (size_t start = 0;;) {
    size_t slash = field.find('/', start);
    ranks.push_back(field.substr(start, slash - start));
    if (slash == std::string_view::npos) break;
    start = slash + 1;
  }
  if (ranks.size() != 8)
    return "the board has " + std::to_string(ranks.size()) + " ranks instead of 8";

  for (int i = 0; i < 8; ++i) {
    const Rank rank = Rank(Rank8 - i);
    const std::string rank_name = "rank " + std::to_string(rank + 1);
    int file = 0;
    for (char c : ranks[i]) {
      if (c >= '1' && c <= '8') {
        file += c - '0';
      } else if (size_t p = PieceLetters.find(c); c != ' ' && p != std::string_view::npos) {
        if (file < 8) pos.put_piece(Piece(p), make_square(File(file), rank));
        ++file;
      } else {
        return "bad character '" + std::string(1, c) + "' on " + rank_name;
      }
    }
    if (file != 8) return rank_name + " covers " + std::to_string(file) + " squares instead of 8";
  }

  for (Color c : {White, Black}) {
    int kings = popcount(pos.pieces(c, King));
    if (kings != 1) return color_name(c) + " has " + std::to_string(kings) + " kings instead of 1";
  }
  if (Bitboard b = pos.pieces(Pawn) & (rank_bb(Rank1) | rank_bb(Rank8)))
    return "a pawn stands on " + square_name(lsb(b)) + ", on the first or last rank";
  return "";
}

std::string read_side(std::string_view field, Position& pos) {
  if (field != "w" && field != "b")
    return "the side to move is '" + std::string(field) + "' instead of 'w' or 'b'";
  pos.set_side_to_move(field == "w" ? White : Black);
  return "";
}

enum class LetterFault { none, unfounded, invalid };

// Reads one castling letter into pos, or says in `why` what is wrong with it:
// a letter that is no castling right at all, or a right without its pieces.
LetterFault castling_letter(char letter, Position& pos, std::string& why) {
  const Color c = std::isupper(static_cast<unsigned char>(letter)) ? White : Black;
  const char lower = char(std::tolower(static_cast<unsigned char>(letter)));
  if (lower != 'k' && lower != 'q' && (lower < 'a' || lower > 'h')) {
    why = "bad castling letter '" + std::string(1, letter) + "'";
    return LetterFault::invalid;
  }
  const std::string right = "castling right '" + std::string(1, letter) + "'";
  const Square ksq = pos.king_square(c);
  if (rank_of(ksq) != relative_rank(c, Rank1)) {
    why = right + " needs the " + color_name(c) + " king on its first rank";
    return LetterFault::unfounded;
  }
  CastlingSide side;
  Square rook;
  if (lower == 'k' || lower == 'q') {
    side = lower == 'k' ? KingSide : QueenSide;
    rook = outermost_rook(pos, c, side);
    if (rook == NoSquare) {
      why = right + " needs a " + color_name(c) + " rook on the " + (side == KingSide ? "king's" : "queen's") +
            " side of the king on its first rank";
      return LetterFault::unfounded;
    }
  } else {
    rook = make_square(File(lower - 'a'), rank_of(ksq));
    if (pos.piece_on(rook) != make_piece(c, Rook)) {
      why = right + " needs a " + color_name(c) + " rook on " + square_name(rook);
      return LetterFault::unfounded;
    }
    side = file_of(rook) > file_of(ksq) ? KingSide : QueenSide;
  }
  if (pos.can_castle(castling_right(c, side))) {
    why = right + " repeats a right already given";
    return LetterFault::invalid;
  }
  pos.set_castling(c, side, rook);
  if (file_of(ksq) != FileE || (file_of(rook) != FileA && file_of(rook) != FileH)) pos.set_chess960(true);
  return LetterFault::none;
}

// KQkq (X-FEN: the outermost rook), or rook files (Shredder-FEN, or X-FEN
// for an inner rook). A right without its king and rook is an error or,
// when `dropped` is given, noted there and ignored.
std::string read_castling(std::string_view field, Position& pos, std::string* dropped) {
  if (field == "-") return "";
  for (char letter : field) {
    std::string why;
    const LetterFault fault = castling_letter(letter, pos, why);
    if (fault == LetterFault::invalid || (fault == LetterFault::unfounded && !dropped)) return why;
    if (fault == LetterFault::unfounded) *dropped += (dropped->empty() ? "" : "; ") + why;
  }
  return "";
}

std::string read_en_passant(std::string_view field, Position& pos) {
  if (field == "-") return "";
  const Square ep = parse_square(field);
  if (ep == NoSquare) return "en-passant field '" + std::string(field) + "' is not a square";
  const Color us = pos.side_to_move(), them = ~us;
  const std::string where = "en-passant square " + square_name(ep);
  if (rank_of(ep) != relative_rank(us, Rank6))
    return where + " is on the wrong rank for " + color_name(us) + " to move";
  // The pawn that just moved two squares stands in front of it; the square
  // it left and the one it crossed are empty.
  const Square pawn = Square(ep + pawn_push(them)), origin = Square(ep - pawn_push(them));
  if (pos.piece_on(pawn) != make_piece(them, Pawn))
    return where + " has no " + color_name(them) + " pawn on " + square_name(pawn) +
           " that could just have moved two squares";
  if (pos.piece_on(ep) != NoPiece || pos.piece_on(origin) != NoPiece)
    return where + " cannot follow a double step: " + square_name(ep) + " or " +
           square_name(origin) + " is occupied";
  // Kept even when no pawn can capture; finish_setup then drops it.
  pos.set_en_passant(ep);
  return "";
}

std::string read_number(std::string_view field, std::string_view what, int& value) {
  auto [end, error] = std::from_chars(field.data(), field.data() + field.size(), value);
  if (error != std::errc() || end != field.data() + field.size() || value < 0 || value > 65535)
    return std::string(what) + " '" + std::string(field) + "' is not a number from 0 to 65535";
  return "";
}

}  // namespace

FenResult parse_fen(std::string_view fen, FenCastling castling) {
  auto reject = [](std::string why) { return FenResult{std::nullopt, std::move(why), {}}; };
  const std::vector<std::string_view> fields = split_fields(fen);
  if (fields.size() < 4)
    return reject("a FEN needs at least 4 fields (board, side, castling, en passant), got " +
                  std::to_string(fields.size()));
  if (fields.size() > 6)
    return reject("unexpected text after the move number: '" + std::string(fields[6]) + "'");

  Position pos;
  std::string dropped;
  int halfmove = 0, fullmove = 1;
  // In order: each reader may rely on what the earlier ones checked.
  std::string error = read_board(fields[0], pos);
  if (error.empty()) error = read_side(fields[1], pos);
  if (error.empty())
    error = read_castling(fields[2], pos, castling == FenCastling::drop_unfounded ? &dropped : nullptr);
  if (error.empty()) error = read_en_passant(fields[3], pos);
  if (error.empty() && fields.size() > 4)
    error = read_number(fields[4], "halfmove clock", halfmove);
  if (error.empty() && fields.size() > 5)
    error = read_number(fields[5], "fullmove number", fullmove);
  if (!error.empty()) return reject(error);
  // Some writers number the first move 0; read it as 1, as python-chess does.
  fullmove = std::max(fullmove, 1);
  pos.set_clocks(halfmove, fullmove);
  pos.finish_setup();

  const Color them = ~pos.side_to_move();
  if (pos.attackers_to(pos.king_square(them), pos.pieces(), pos.side_to_move()))
    return reject(color_name(them) + " is in check but it is not " + color_name(them) + "'s turn");
  return {pos, "", dropped};
}

std::string to_fen(const Position& pos) {
  std::string fen;
  for (int r = Rank8; r >= Rank1; --r) {
    int empty = 0;
    for (int f = FileA; f <= FileH; ++f) {
      Piece p = pos.piece_on(make_square(File(f), Rank(r)));
      if (p == NoPiece) {
        ++empty;
        continue;
      }
      if (empty) fen += char('0' + empty);
      fen += PieceLetters[p];
      empty = 0;
    }
    if (empty) fen += char('0' + empty);
    if (r != Rank1) fen += '/';
  }

  fen += pos.side_to_move() == White ? " w " : " b ";

  const size_t castling_start = fen.size();
  for (Color c : {White, Black})
    for (CastlingSide side : {KingSide, QueenSide}) {
      if (!pos.can_castle(castling_right(c, side))) continue;
      Square rook = pos.castling_rook(c, side);
      char letter = rook == outermost_rook(pos, c, side) ? (side == KingSide ? 'k' : 'q')
                                                         : char('a' + file_of(rook));
      fen += c == White ? char(std::toupper(letter)) : letter;
    }
  if (fen.size() == castling_start) fen += '-';

  Square ep = pos.en_passant_square();
  fen += ' ' + (ep == NoSquare ? std::string("-") : square_name(ep));
  fen += ' ' + std::to_string(pos.halfmove_clock()) + ' ' + std::to_string(pos.fullmove_number());
  return fen;
}

}  // namespace arbiter
