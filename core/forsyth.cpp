#include "core/forsyth.h"

#include <cctype>

#include "core/fen.h"

namespace arbiter {

namespace {

constexpr std::string_view FenLetters = "PNBRQK";

bool is_space(char c) { return std::isspace(uint8_t(c)); }

std::string rank_name(int square) { return "rank " + std::to_string(8 - square / 8); }

// The FEN castling field for the rights whose king and rook are at home.
std::string home_castling(const std::string (&ranks)[8]) {
  auto at = [&](int rank, int file) { return ranks[8 - rank][file]; };
  std::string rights;
  if (at(1, 4) == 'K' && at(1, 7) == 'R') rights += 'K';
  if (at(1, 4) == 'K' && at(1, 0) == 'R') rights += 'Q';
  if (at(8, 4) == 'k' && at(8, 7) == 'r') rights += 'k';
  if (at(8, 4) == 'k' && at(8, 0) == 'r') rights += 'q';
  return rights.empty() ? "-" : rights;
}

}  // namespace

ForsythResult parse_forsyth(std::string_view text, Color side_to_move, std::string_view letters,
                            ForsythCastling castling) {
  auto reject = [](std::string why) { return ForsythResult{std::nullopt, std::move(why)}; };
  if (letters.size() != FenLetters.size())
    return reject(std::string("six piece letters are needed, not \"").append(letters).append("\""));
  while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
  if (!text.empty() && text.back() == '.') text.remove_suffix(1);  // the end of the seed's sentence

  std::string ranks[8] = {std::string(8, ' '), std::string(8, ' '), std::string(8, ' '), std::string(8, ' '),
                          std::string(8, ' '), std::string(8, ' '), std::string(8, ' '), std::string(8, ' ')};
  int square = 0;            // 0 = a8, 63 = h1, in reading order
  bool comma_due = false;    // a rank was completed by the last item
  for (size_t i = 0; i < text.size();) {
    const char c = text[i];
    if (is_space(c)) {
      ++i;
    } else if (c == ',') {
      if (!comma_due) {
        if (square == 64) return reject("a comma after the last rank");
        return reject(rank_name(square) + " has " + std::to_string(square % 8) + " squares before the comma, not 8");
      }
      comma_due = false;
      ++i;
    } else if (comma_due) {
      return reject(rank_name(square - 1) + " has more than 8 squares, or no comma after it");
    } else if (std::isdigit(uint8_t(c))) {
      int empty = 0;
      for (; i < text.size() && std::isdigit(uint8_t(text[i])) && empty <= 64; ++i) empty = empty * 10 + (text[i] - '0');
      if (empty == 0) return reject("0 empty squares");
      if (square % 8 + empty > 8 && (square % 8 != 0 || empty % 8 != 0))
        return reject(rank_name(square) + " has more than 8 squares");
      if (square + empty > 64) return reject("more than 64 squares");
      square += empty;
      comma_due = square % 8 == 0 && square < 64;
    } else {
      const size_t letter = letters.find(char(std::toupper(uint8_t(c))));
      if (!std::isalpha(uint8_t(c)) || letter == std::string_view::npos)
        return reject(std::string(1, '\'').append(1, c).append("' is no piece letter (").append(letters).append(")"));
      if (square == 64) return reject("more than 64 squares");
      const bool white = std::isupper(uint8_t(c));
      ranks[square / 8][square % 8] = white ? FenLetters[letter] : char(std::tolower(FenLetters[letter]));
      ++square;
      comma_due = square % 8 == 0 && square < 64;
      ++i;
    }
  }
  if (square < 64) return reject("the diagram covers " + std::to_string(square) + " of the 64 squares");

  std::string fen;
  for (int r = 0; r < 8; ++r) {
    int empty = 0;
    for (char p : ranks[r]) {
      if (p == ' ') {
        ++empty;
        continue;
      }
      if (empty) fen += char('0' + empty), empty = 0;
      fen += p;
    }
    if (empty) fen += char('0' + empty);
    fen += r < 7 ? "/" : "";
  }
  fen += side_to_move == White ? " w " : " b ";
  fen += castling == ForsythCastling::infer_from_home_squares ? home_castling(ranks) : "-";
  fen += " - 0 1";
  FenResult r = parse_fen(fen);
  if (!r) return reject(r.error);
  return {std::move(r.position), {}};
}

ForsythResult parse_forsyth_english_or_spanish(std::string_view text, Color side_to_move, ForsythCastling castling) {
  ForsythResult english = parse_forsyth(text, side_to_move, ForsythEnglish, castling);
  if (english) return english;
  ForsythResult spanish = parse_forsyth(text, side_to_move, ForsythSpanish, castling);
  auto letters_wrong = [](const ForsythResult& r) { return r.error.find("is no piece letter") != std::string::npos; };
  return spanish || (letters_wrong(english) && !letters_wrong(spanish)) ? spanish : english;
}

std::string to_forsyth(const Position& pos, std::string_view letters) {
  std::string out;
  auto item = [&](std::string_view text) {
    if (!out.empty()) out += ", ";
    out += text;
  };
  int empty_ranks = 0;
  for (int r = Rank8; r >= Rank1; --r) {
    std::string rank;
    int empty = 0;
    for (int f = FileA; f <= FileH; ++f) {
      const Piece p = pos.piece_on(make_square(File(f), Rank(r)));
      if (p == NoPiece) {
        ++empty;
        continue;
      }
      if (empty) rank += char('0' + empty), empty = 0;
      const char letter = letters[type_of(p) - Pawn];
      rank += color_of(p) == White ? letter : char(std::tolower(uint8_t(letter)));
    }
    if (empty == 8) {
      ++empty_ranks;
      continue;
    }
    if (empty) rank += char('0' + empty);
    if (empty_ranks) item(std::to_string(8 * empty_ranks)), empty_ranks = 0;
    item(rank);
  }
  if (empty_ranks) item(std::to_string(8 * empty_ranks));
  return out;
}

}  // namespace arbiter
