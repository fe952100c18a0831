// Algebraic notation in other languages' piece letters and in figurines.
// Independent truth: the letters of the PGN standard (section 17), the
// Spanish Appendix C of the Laws (seed 002: its examples and its sample
// game, checked against the English Appendix C), the Spanish translation of
// Capablanca's Chess Fundamentals (corpus lang/es-capablanca-fundamentos),
// and pgn-extract's German output of a game whose English SAN is in the
// corpus.
#include <catch2/catch.hpp>

#include <regex>
#include <string>
#include <vector>

#include "core/fen.h"
#include "core/movegen.h"
#include "notation/move_query.h"
#include "notation/san.h"
#include "notation/write_algebraic.h"
#include "parser/pgn_reader.h"
#include "tests/corpus.h"
#include "tests/findings.h"
#include "tests/position.h"
#include "tests/san.h"
#include "tests/words.h"
#include "validate/replay.h"

using namespace arbiter;

namespace {

const Language& language(std::string_view code) {
  const Language* l = find_language(code);
  REQUIRE(l);
  return *l;
}

// Plays the tokens from `start` in `lang`; stops at the first token that does
// not denote exactly one legal move and says which.
struct Replayed {
  std::vector<Move> moves;
  Position end;
  std::string stopped_at;  // empty when every token was played
};
Replayed replay(const Position& start, const std::vector<std::string>& tokens, const Language& lang) {
  Replayed r{{}, start, {}};
  for (const std::string& t : tokens) {
    const std::vector<Move> found = denoted(r.end, t, lang);
    if (found.size() != 1) {
      r.stopped_at = t;
      break;
    }
    r.moves.push_back(found[0]);
    r.end.play(found[0]);
  }
  return r;
}

// The main-line move tokens of a PGN game, as the PGN reader gives them.
class MainLine final : public PgnVisitor {
 public:
  std::vector<std::string> tokens;
  Skip begin_variation(size_t) override { return Skip::yes; }
  Flow san(std::string_view token, size_t) override { tokens.emplace_back(token); return Flow::go_on; }
};

std::vector<std::string> main_line(const std::string& pgn) {
  MainLine line;
  read_pgn_game(pgn, line);
  return line.tokens;
}

}  // namespace

TEST_CASE("languages: the PGN standard's letters, looked up by code", "[notation][languages]") {
  // PGN standard section 17, "pawn knight bishop rook queen king".
  const std::pair<const char*, const char*> table[] = {
      {"cs", "PJSVDK"}, {"da", "BSLTDK"}, {"nl", "OPLTDK"}, {"en", "PNBRQK"}, {"et", "PROVLK"}, {"fi", "PRLTDK"},
      {"fr", "PCFTDR"}, {"de", "BSLTDK"}, {"hu", "GHFBVK"}, {"is", "PRBHDK"}, {"it", "PCATDR"}, {"no", "BSLTDK"},
      {"pl", "PSGWHK"}, {"pt", "PCBTDR"}, {"ro", "PCNTDR"}, {"es", "PCATDR"}, {"sv", "BSLTDK"}};
  for (const auto& [code, letters] : table) {
    const Language& lang = language(code);
    INFO(lang.name);
    for (PieceType pt : {Pawn, Knight, Bishop, Rook, Queen, King})
      CHECK(lang.piece_name(pt) == std::string(1, letters[pt - Pawn]));
  }
  CHECK(language("ru").piece_name(King) == "Кр");
  CHECK(find_language("xx") == nullptr);
  CHECK(languages().front().code == "en");
  CHECK(languages().size() == 18);
  // Languages no move text can tell apart.
  CHECK(language("de").reads_like(language("sv")));
  CHECK(language("es").reads_like(language("it")));
  CHECK_FALSE(language("es").reads_like(language("fr")));
  CHECK_FALSE(language("de").reads_like(English));
  size_t distinct = 0;
  for (size_t i = 0; i < languages().size(); ++i) {
    bool seen = false;
    for (size_t j = 0; j < i; ++j) seen |= languages()[i].reads_like(languages()[j]);
    distinct += !seen;
  }
  CHECK(distinct == 14);  // en cs de(=da,no,sv) es(=it) et fi fr hu is nl pl pt ro ru
}

TEST_CASE("languages: capitals_naming is leading_piece's reading of each capital", "[notation][languages]") {
  for (const Language& l : languages()) {
    for (char c = 'A'; c <= 'Z'; ++c) {
      const PieceType read = l.leading_piece({&c, 1}).piece;
      for (int pt = Knight; pt <= King; ++pt) {
        INFO(l.code << " " << c << " piece " << pt);
        CHECK(bool(l.capitals_naming(PieceType(pt)) & (1u << (c - 'A'))) == (read == pt));
      }
    }
  }
  CHECK(English.capitals_naming(Knight) == 1u << ('N' - 'A'));
  CHECK(language("de").capitals_naming(Knight) == 1u << ('S' - 'A'));
}

TEST_CASE("languages: every language reads its own letters and no other's", "[notation][languages]") {
  // White: Kd1, Qe2, Ra1, Bc1, Nb1, pawn d7; every piece can move.
  const Position pos = from_fen("7k/3P4/8/8/8/8/4Q3/RNBK4 w - - 0 1");
  std::vector<Language> every(languages().begin(), languages().end());
  every.push_back(Figurine);
  for (const Language& lang : every) {
    INFO(lang.name);
    CHECK(resolve(pos, std::string(lang.piece_name(King)) + "c2", lang) == Move(D1, C2));
    CHECK(resolve(pos, std::string(lang.piece_name(Queen)) + "e7", lang) == Move(E2, E7));
    CHECK(resolve(pos, std::string(lang.piece_name(Rook)) + "a7", lang) == Move(A1, A7));
    CHECK(resolve(pos, std::string(lang.piece_name(Bishop)) + "h6", lang) == Move(C1, H6));
    CHECK(resolve(pos, std::string(lang.piece_name(Knight)) + "c3", lang) == Move(B1, C3));
    CHECK(resolve(pos, "d8=" + std::string(lang.piece_name(Knight)), lang).promotion() == Knight);
    CHECK(resolve(pos, "d8" + std::string(lang.piece_name(Rook)), lang).promotion() == Rook);
    CHECK(resolve(pos, "d8(" + std::string(lang.piece_name(Bishop)) + ")", lang).promotion() == Bishop);
    CHECK(denoted(pos, "d8", lang).size() == 4);  // which piece? every promotion fits
    CHECK(deviations(pos, std::string(lang.piece_name(Knight)) + "c3", lang) == 0);
    CHECK(deviations(pos, "d8=" + std::string(lang.piece_name(Queen)) + "+", lang) == 0);
  }
  // R is a rook in English and a king in Spanish; C is no English piece.
  CHECK(resolve(pos, "Rc2", language("es")) == Move(D1, C2));
  CHECK(denoted(pos, "Rc2", English).empty());
  CHECK_FALSE(read_san("Cc3", English));
  CHECK_FALSE(read_san("Nc3", language("es")));
  // Lowercase letters stay files: b is never a bishop, even where B is one.
  CHECK(denoted(pos, "bc3", English).empty());
}

TEST_CASE("languages: figurines are read in every language", "[notation][languages]") {
  const Position pos = from_fen("7k/3P4/8/8/8/8/4Q3/RNBK4 w - - 0 1");
  for (const Language& lang : languages()) {
    INFO(lang.name);
    CHECK(resolve(pos, "♔c2", lang) == Move(D1, C2));
    CHECK(resolve(pos, "♚c2", lang) == Move(D1, C2));  // black's symbol for white's king: still a king
    CHECK(resolve(pos, "♕e7", lang) == Move(E2, E7));
    CHECK(resolve(pos, "♖a7", lang) == Move(A1, A7));
    CHECK(resolve(pos, "♗h6", lang) == Move(C1, H6));
    CHECK(resolve(pos, "♘c3", lang) == Move(B1, C3));
    CHECK(resolve(pos, "♞c3", lang) == Move(B1, C3));
    CHECK(resolve(pos, "♘\uFE0Fc3", lang) == Move(B1, C3));  // emoji presentation selector
    CHECK(resolve(pos, "d8=♕", lang).promotion() == Queen);
    CHECK(resolve(pos, "d8♖", lang).promotion() == Rook);
    CHECK(resolve(pos, "d8(♘)", lang).promotion() == Knight);
    CHECK(resolve(pos, "d8=♗\uFE0E+", lang).promotion() == Bishop);
    CHECK(deviations(pos, "♘c3", lang) == 0);
    CHECK(deviations(pos, "d8=♕+", lang) == 0);
    CHECK(deviations(pos, "d8♕+", lang) == PromotionWithoutEquals);
  }
  // Pawn moves carry no piece name, not even a figurine; half a figurine is no piece.
  CHECK_FALSE(read_san("♙e4"));
  CHECK_FALSE(read_san("\xE2\x99"));
  CHECK_FALSE(read_san("\xE2\x99" "c3"));
  CHECK_FALSE(read_san("d8=\x99"));
}

TEST_CASE("languages: Russian letters, one of them two letters long", "[notation][languages]") {
  const Language& ru = language("ru");
  // Кр is the king, К the knight: the longer name is read first.
  const Position pos = from_fen("7k/3P4/8/8/8/8/4Q3/RNBK4 w - - 0 1");
  CHECK(resolve(pos, "Крc2", ru) == Move(D1, C2));
  CHECK(resolve(pos, "Кc3", ru) == Move(B1, C3));
  CHECK(resolve(pos, "Фe7", ru) == Move(E2, E7));
  CHECK(resolve(pos, "Лa7", ru) == Move(A1, A7));
  CHECK(resolve(pos, "Сh6", ru) == Move(C1, H6));
  CHECK(resolve(pos, "d8Ф", ru).promotion() == Queen);
  CHECK(resolve(pos, "d8=К", ru).promotion() == Knight);
  CHECK(resolve(pos, "Кb1-c3", ru) == Move(B1, C3));
  CHECK(denoted(pos, "d8Кр", ru).empty());  // no promotion to a king
  CHECK_FALSE(read_san("Крc2"));            // not in English
}

TEST_CASE("languages: typeset dashes and the multiplication sign, as Russian books print moves", "[notation][languages]") {
  // 1. e2—e4 e7—e5 2. Кg1—f3 Кb8—c6 3. Сf1—b5 a7—a6 4. Сb5×c6 d7×c6: the
  // Exchange Ruy Lopez in Russian long notation (em dashes), the same moves
  // as the English SAN.
  const std::string russian = "e2—e4 e7—e5 Кg1—f3 Кb8—c6 Сf1—b5 a7—a6 Сb5×c6 d7×c6 O—O f7—f6";
  const Replayed ru = replay(Position::start(), split_words(russian), language("ru"));
  const Replayed en = replay(Position::start(), split_words("e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O f6"), English);
  CHECK(ru.stopped_at == "");
  CHECK(ru.moves == en.moves);
  CHECK(ru.moves.size() == 10);
  const Position start = Position::start();
  CHECK(resolve(start, "e2–e4", English) == Move(E2, E4));  // en dash
  CHECK(deviations(start, "Ng1–f3", English) == LongAlgebraic);
  const Position capture = from_fen("4k3/8/8/3p4/8/2N5/8/4K3 w - - 0 1");
  CHECK(deviations(capture, "N×d5", English) == 0);
  CHECK(deviations(capture, "Sc3×d5", language("de")) == LongAlgebraic);
  const Position castle = from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  CHECK(resolve(castle, "O–O–O", English).kind() == MoveKind::Castling);
  CHECK(deviations(castle, "0—0", English) == ZeroCastling);
  for (const char* bad : {"e2——e4", "×", "—", "O—", "O—O—", "O—X", "O×O", "O—O—O—O", "e2—"}) {
    INFO(bad);
    CHECK_FALSE(read_san(bad));
  }
}

TEST_CASE("languages: Estonian's bishop is an O, castling still O-O", "[notation][languages]") {
  const Language& et = language("et");
  const Position pos = from_fen("r3k2r/8/8/8/5B2/8/8/R3K2R w KQkq - 0 1");
  CHECK(resolve(pos, "O-O", et).kind() == MoveKind::Castling);
  CHECK(resolve(pos, "O-O-O", et).kind() == MoveKind::Castling);
  CHECK(resolve(pos, "Oe3", et) == Move(F4, E3));
  CHECK(resolve(pos, "Of4-e3", et) == Move(F4, E3));
  CHECK_FALSE(read_san("Oe3"));
}

TEST_CASE("languages: Appendix C in Spanish (seed 002): its examples read as it says", "[notation][languages]") {
  const Language& es = language("es");
  // C10: knights on g1 and e1; on g5 and g1; on h2 and d4.
  const Position by_file = from_fen("4k3/8/8/8/8/8/8/4NKN1 w - - 0 1");
  CHECK(denoted(by_file, "Cf3", es).size() == 2);
  CHECK(resolve(by_file, "Cgf3", es) == Move(G1, F3));
  CHECK(resolve(by_file, "Cef3", es) == Move(E1, F3));
  const Position by_rank = from_fen("4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1");
  CHECK(resolve(by_rank, "C5f3", es) == Move(G5, F3));
  CHECK(resolve(by_rank, "C1f3", es) == Move(G1, F3));
  const Position both = from_fen("4k3/8/8/8/3N4/5p2/7N/4K3 w - - 0 1");
  CHECK(resolve(both, "Chxf3", es) == Move(H2, F3));
  CHECK(resolve(both, "Cdxf3", es) == Move(D4, F3));
  // C12: d8D, f8C, b1A, g1T.
  const Position white_promotes = from_fen("8/3P1P2/8/8/8/8/8/K6k w - - 0 1");
  CHECK(resolve(white_promotes, "d8D", es).promotion() == Queen);
  CHECK(resolve(white_promotes, "f8C", es).promotion() == Knight);
  const Position black_promotes = from_fen("K6k/8/8/8/8/8/1p4p1/8 b - - 0 1");
  CHECK(resolve(black_promotes, "b1A", es).promotion() == Bishop);
  CHECK(resolve(black_promotes, "g1T", es).promotion() == Rook);
  CHECK(deviations(white_promotes, "d8D", es) == PromotionWithoutEquals);
  // C9: exd6 «a.p.»
  const Position ep = from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
  CHECK(resolve(ep, "exd6", es).kind() == MoveKind::EnPassant);
  CHECK(deviations(ep, "exd6a.p.", es) == EnPassantSuffix);
  CHECK(is_en_passant_word("a.p."));
  CHECK(is_en_passant_word("e.p."));
  CHECK(is_en_passant_word("ep"));
  CHECK_FALSE(is_en_passant_word("a.p.."));
  CHECK_FALSE(is_en_passant_word("p."));
}

TEST_CASE("languages: the sample game of the Spanish Appendix C is FIDE's English one", "[notation][languages]") {
  // Seed 002 writes 3. d4 dxe4, a misprint: no black pawn can take on e4
  // there. The English Appendix C has 3. d4 exd4, and so does this test.
  // Its "6. exd6 a. p." is two words in the seed, the e.p. mark of the
  // replay's own reader; here it is joined to the move.
  const std::string spanish = "e4 e5 Cf3 Cf6 d4 exd4 e5 Ce4 Dxd4 d5 exd6a.p. Cxd6 Ag5 Cc6 De3+ Ae7 Cbd2 0-0 0-0-0 Te8 Rb1";
  const std::string english = "e4 e5 Nf3 Nf6 d4 exd4 e5 Ne4 Qxd4 d5 exd6 Nxd6 Bg5 Nc6 Qe3+ Be7 Nbd2 O-O O-O-O Re8 Kb1";
  const Replayed es = replay(Position::start(), split_words(spanish), language("es"));
  const Replayed en = replay(Position::start(), split_words(english), English);
  CHECK(es.stopped_at == "");
  CHECK(en.stopped_at == "");
  CHECK(es.moves.size() == 21);
  CHECK(es.moves == en.moves);
  CHECK(denoted(Position::start(), "e4", language("es")).size() == 1);
  const Replayed misprint = replay(Position::start(), split_words("e4 e5 Cf3 Cf6 d4 dxe4"), language("es"));
  CHECK(misprint.stopped_at == "dxe4");
}

TEST_CASE("languages: the seed's pawn capture by files, ed and ed:", "[notation][languages]") {
  // White pawns c4 and e4, black pawn d5: "ed" is exd5, "cd:" is cxd5.
  const Position pos = from_fen("4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1");
  CHECK(resolve(pos, "ed", English) == Move(E4, D5));
  CHECK(resolve(pos, "ed:", English) == Move(E4, D5));
  CHECK(resolve(pos, "cd:", English) == Move(C4, D5));
  CHECK(resolve(pos, "e:d", English) == Move(E4, D5));
  CHECK(resolve(pos, "exd", English) == Move(E4, D5));
  CHECK(deviations(pos, "ed", English) == FileCapture);
  CHECK(deviations(pos, "ed:", language("de")) == FileCapture);
  CHECK(denoted(pos, "ef", English).empty());  // nothing to take on the f-file
  // Any rank: an e-pawn that can take on d3 or on d6 makes "ed" ambiguous.
  const Position two = from_fen("4k3/8/3p4/4P3/8/3p4/4P3/4K3 w - - 0 1");
  CHECK(denoted(two, "ed", English).size() == 2);
  CHECK(resolve(two, "ed6", English) == Move(E5, D6));
  // En passant is a capture by files as well.
  const Position ep = from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
  CHECK(resolve(ep, "ed", English).kind() == MoveKind::EnPassant);
  for (const char* bad : {"ee", "eg", "ai", "ed::", "e-d", "Ned"}) {
    INFO(bad);
    CHECK_FALSE(read_san(bad));
  }
}

TEST_CASE("languages: Capablanca's Fundamentals in Spanish replays in Spanish letters", "[notation][languages][corpus]") {
  // Each diagram (a FEN in the Markdown) with the first bold line of moves
  // after it that starts at move 1: the book's own lines, read with Spanish
  // letters, must be legal; read with English letters, most are not.
  size_t lines = 0, legal_es = 0, legal_en = 0, plies = 0;
  std::string failures;
  const std::regex diagram("position=\"([^\"]+)\"");
  const std::regex bold("\\*\\*(1\\.[^*]*)\\*\\*");
  for (const char* chapter : {"1-algunos-mates-simples.md", "2-la-coronacion-del-peon.md", "3-finales-de-peones.md",
                              "4-algunas-posiciones-ganadoras-en-el-mediojuego.md", "6-estrategia-general-de-las-aperturas.md",
                              "7-dominio-del-centro.md", "8-celadas.md", "9-un-principio-cardinal.md"}) {
    const std::string text = read_file(corpus_path(std::string("lang/es-capablanca-fundamentos/") + chapter));
    REQUIRE(!text.empty());
    for (auto d = std::sregex_iterator(text.begin(), text.end(), diagram); d != std::sregex_iterator(); ++d) {
      const FenResult start = parse_fen((*d)[1].str());
      if (!start) continue;
      std::smatch line;  // the moves between this diagram and the next
      const size_t from = size_t(d->position() + d->length());
      const std::string after = text.substr(from, text.find("position=", from) - from);
      if (!std::regex_search(after, line, bold)) continue;
      std::vector<std::string> tokens;
      for (std::string w : split_words(line[1].str())) {
        while (!w.empty() && std::string_view(".,?!").find(w.back()) != std::string_view::npos) w.pop_back();
        if (const size_t dot = w.find('.'); dot != std::string::npos && std::isdigit(uint8_t(w[0])))
          w = w.substr(dot + 1);  // "2.Re3"
        if (w.empty() || std::isdigit(uint8_t(w[0])) || w == "…" || w == "..." || w[0] == '(' || w == "mate") continue;
        tokens.push_back(w);
      }
      ++lines;
      const Replayed es = replay(*start.position, tokens, language("es"));
      const Replayed en = replay(*start.position, tokens, English);
      if (es.stopped_at.empty()) ++legal_es, plies += es.moves.size();
      else failures += std::string(chapter) + ": " + line[1].str() + " stops at " + es.stopped_at + "\n";
      if (en.stopped_at.empty()) ++legal_en;
    }
  }
  INFO(failures);
  CHECK(lines == 16);
  CHECK(legal_es == lines);
  CHECK(legal_en == 1);  // only a line of pawn moves (1. g4 …)
  CHECK(plies == 43);
}

TEST_CASE("writers: pgn-extract's German output is read and written token for token", "[notation][languages][corpus]") {
  // pgn-extract -Wsan with German letters (its test-Wdeutsch-out) of the
  // game whose English SAN is edge/pgn-extract-infiles/barnes-horton.pgn.
  const Language& de = language("de");
  const std::vector<std::string> german =
      main_line(read_file(corpus_path("lang/pgn-extract-outputs/test-Wdeutsch-out.pgn")));
  const GameRecord english = check(read_file(corpus_path("edge/pgn-extract-infiles/barnes-horton.pgn")));
  REQUIRE(english.moves.size() == 72);
  REQUIRE(german.size() == english.moves.size());
  const Replayed read = replay(Position::start(), german, de);
  CHECK(read.stopped_at == "");
  CHECK(read.moves == english.moves);
  Position pos = Position::start();
  size_t same = 0;
  for (size_t i = 0; i < english.moves.size(); ++i) {
    const std::string written = to_algebraic(pos, english.moves[i], de);
    INFO("ply " << i + 1 << ": pgn-extract " << german[i] << ", Arbiter " << written);
    CHECK(written == german[i]);
    same += written == german[i];
    pos.play(english.moves[i]);
  }
  CHECK(same == 72);
}

TEST_CASE("writers: long algebraic is pgn-extract's -WWxlalg except for castling", "[notation][languages][corpus]") {
  // pgn-extract writes castling as the king's move (e8-g8, e1-c1); Appendix
  // C.13 and Arbiter write O-O, O-O-O. Its other forms, enhanced long
  // algebraic (Bc1b2), long algebraic (c1b2), hyphenated (c1-b2) and UCI,
  // are read to the same moves.
  const GameRecord english = check(read_file(corpus_path("edge/pgn-extract-infiles/barnes-horton.pgn")));
  const std::vector<std::string> xlalg = main_line(read_file(corpus_path("lang/pgn-extract-outputs/test-WWxlalg-out.pgn")));
  REQUIRE(xlalg.size() == english.moves.size());
  Position pos = Position::start();
  size_t castlings = 0;
  for (size_t i = 0; i < english.moves.size(); ++i) {
    const Move m = english.moves[i];
    const std::string written = to_algebraic(pos, m, English, AlgebraicForm::Long);
    INFO("ply " << i + 1 << ": pgn-extract " << xlalg[i] << ", Arbiter " << written);
    if (m.kind() == MoveKind::Castling) {
      CHECK(written == (m.to() > m.from() ? "O-O" : "O-O-O"));
      ++castlings;
    } else {
      CHECK(written == xlalg[i]);
    }
    pos.play(m);
  }
  CHECK(castlings == 2);
  for (const char* file : {"test-WWxlalg-out.pgn", "test-Welalg-out.pgn", "test-Wlalg-out.pgn", "test-Whalg-out.pgn",
                           "test-WWuci-out.pgn"}) {
    INFO(file);
    const Replayed read =
        replay(Position::start(), main_line(read_file(corpus_path(std::string("lang/pgn-extract-outputs/") + file))), English);
    CHECK(read.stopped_at == "");
    CHECK(read.moves == english.moves);
  }
}

TEST_CASE("writers: every move of a real file, in every language and form, reads back to itself", "[notation][languages][corpus]") {
  // Morphy's games (chesslib's Morphy_UTF8.pgn), main lines: each move
  // written short and long in each language's letters (figurines too) must
  // denote exactly that move when read with the same language; the short
  // form must be standard (no deviation), the long form only long.
  const GameChunk chunk = split_games(corpus_path("masters/chesslib/Morphy_UTF8.pgn"));
  REQUIRE(chunk.games.size() >= 210);  // MANIFEST counts 210 [Event tags
  std::vector<Language> letter_sets(languages().begin(), languages().end());
  letter_sets.push_back(Figurine);
  size_t moves = 0, failures = 0, promotions = 0, en_passant = 0, castlings = 0;
  std::string first_failure;
  for (size_t g = 0; g < chunk.games.size(); ++g) {
    const GameRecord game = check_game(chunk.game(g));
    Position pos = game.start;
    for (Move m : game.moves) {
      if (m.is_none()) break;
      Position after = pos;
      after.play(m);
      for (const Language& lang : letter_sets)
        for (AlgebraicForm form : {AlgebraicForm::Short, AlgebraicForm::Long}) {
          const std::string written = to_algebraic(pos, m, lang, form);
          const auto text = read_san(written, lang);
          const bool back = text && Matches(pos, text->query).size() == 1 && Matches(pos, text->query)[0] == m;
          const uint16_t expected = form == AlgebraicForm::Long && m.kind() != MoveKind::Castling ? LongAlgebraic : 0;
          if (!back || (text->deviations | judge(pos, m, *text, after)) != expected) {
            if (failures++ == 0) first_failure = std::string(lang.name) + ": " + written + " in " + to_fen(pos);
          }
        }
      promotions += m.kind() == MoveKind::Promotion;
      en_passant += m.kind() == MoveKind::EnPassant;
      castlings += m.kind() == MoveKind::Castling;
      ++moves;
      pos = after;
    }
  }
  INFO(first_failure);
  CHECK(failures == 0);
  CHECK(moves > 10000);
  CHECK(promotions > 0);
  CHECK(en_passant > 0);
  CHECK(castlings > 100);
}

TEST_CASE("writers: figurines, languages and the long form on the hard cases", "[notation][languages]") {
  // Appendix C.10's queens on e4, h4 and h1 need the whole square; a
  // promotion with capture and check; en passant; both castlings.
  const Position queens = from_fen("8/2k5/8/8/4Q2Q/8/8/K6Q w - - 0 1");
  const Move to_e1(H4, E1);
  CHECK(to_algebraic(queens, to_e1, English) == "Qh4e1");
  CHECK(to_algebraic(queens, to_e1, language("de")) == "Dh4e1");
  CHECK(to_algebraic(queens, to_e1, Figurine) == "♕h4e1");
  CHECK(to_algebraic(queens, to_e1, English, AlgebraicForm::Long) == "Qh4-e1");
  const Position promote = from_fen("2r1k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
  const Move bxc8(B7, C8, MoveKind::Promotion, Queen);
  CHECK(to_algebraic(promote, bxc8, English) == "bxc8=Q+");
  CHECK(to_algebraic(promote, bxc8, language("es")) == "bxc8=D+");
  CHECK(to_algebraic(promote, bxc8, language("ru")) == "bxc8=Ф+");
  CHECK(to_algebraic(promote, bxc8, Figurine) == "bxc8=♕+");
  CHECK(to_algebraic(promote, bxc8, language("fr"), AlgebraicForm::Long) == "b7xc8=D+");
  const Position ep = from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
  CHECK(to_algebraic(ep, Move(E5, D6, MoveKind::EnPassant), language("it"), AlgebraicForm::Long) == "e5xd6");
  const Position castle = from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  CHECK(to_algebraic(castle, Move(E1, H1, MoveKind::Castling), language("pl")) == "O-O");
  CHECK(to_algebraic(castle, Move(E1, A1, MoveKind::Castling), Figurine, AlgebraicForm::Long) == "O-O-O");
  CHECK(to_algebraic(Position::start(), Move(G1, F3), language("nl"), AlgebraicForm::Long) == "Pg1-f3");
  CHECK(to_algebraic(Position::start(), Move(G1, F3), language("ru")) == "Кf3");
  // A long capture needs no dash to be long algebraic; the full square where
  // it is needed is SAN (Appendix C.10).
  const Position capture = from_fen("4k3/8/8/3p4/8/2N5/8/4K3 w - - 0 1");
  CHECK(deviations(capture, "Nc3xd5", English) == LongAlgebraic);
  CHECK(deviations(capture, "Nc3d5", English) == (MissingCapture | OverDisambiguation));
  CHECK(deviations(queens, "Qh4e1", English) == 0);
}
