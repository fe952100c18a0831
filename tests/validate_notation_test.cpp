// Reading games in any notation: detection of the notation per game, an
// under-specified move settled by the moves after it, languages whose
// letters collide, scoresheets, and the Spanish records of the seeds.
#include <catch2/catch.hpp>

#include <algorithm>

#include "core/fen.h"
#include "notation/san.h"
#include "parser/game_splitter.h"
#include "tests/corpus.h"
#include "tests/findings.h"
#include "validate/lookahead.h"
#include "validate/replay.h"

using namespace arbiter;

namespace {

std::vector<std::string> sans(const GameRecord& g) {
  std::vector<std::string> out;
  Position pos = g.start;
  for (Move m : g.moves) {
    out.push_back(to_san(pos, m));
    pos.play(m);
  }
  return out;
}

}  // namespace

TEST_CASE("Torre-Lasker 1925, transcribed from the seed in Spanish descriptive, is the game the databases have",
          "[notation][validate]") {
  const std::string sheet = read_file(sample_path("torre-lasker-1925.txt"));
  const GameRecord g = check(sheet);
  CHECK(g.notation == "desc-es");
  REQUIRE(g.moves.size() == 85);
  CHECK(g.white == "Carlos Torre");
  CHECK(g.outcome == "1-0");  // "Se rinden" in Black's column
  const Finding* detected = first(g, Kind::notation_detected);
  REQUIRE(detected);
  CHECK(detected->message.find("Spanish descriptive") != std::string::npos);
  for (const Finding& f : g.findings) CHECK(f.severity != Severity::error);

  // The same game as an independent database gives it in SAN.
  const GameRecord reference =
      corpus_game("masters/serhiis21/Lasker.pgn", {"Torre Repetto, Carlos", "[Date \"1925"});
  REQUIRE(reference.moves.size() == 85);
  CHECK(sans(g) == sans(reference));
  CHECK(to_fen(g.end) == to_fen(reference.end));
}

TEST_CASE("an under-specified move is reported, and settled by the moves after it", "[notation][validate]") {
  // 2. C3A: both knights can go to a bishop's third; only the king's knight
  // can take on e5 next move.
  const GameRecord g = check("1. P4R P4R 2. C3A C3AD 3. CxP CxC *");
  const Finding* f = first(g, Kind::ambiguous_move);
  REQUIRE(f);
  CHECK(f->ply == 3);
  CHECK(f->token == "C3A");
  CHECK(f->candidates.size() == 2);
  CHECK(f->message.find("only C3AR (Nf3) lets the rest of the record be played") != std::string::npos);
  CHECK(g.moves.size() == 6);  // the replay went on

  // When the moves after it fit either reading, the record cannot say.
  const GameRecord open = check("1. P4R P4R 2. C3A C3AD 3. A4A *");
  const Finding* u = first(open, Kind::ambiguous_move);
  REQUIRE(u);
  CHECK(u->message.find("lets the rest") == std::string::npos);
  CHECK(open.moves.size() == 2);
}

TEST_CASE("the 2009 Laws' Appendix C example game, in Spanish algebraic", "[notation][validate]") {
  // As the seed prints it (002, Appendix C.13), with "3. d4 dxe4": a black
  // d-pawn cannot reach e4; exd4 is what was played.
  const std::string seed =
      "1. e4 e5 2. Cf3 Cf6 3. d4 dxe4 4.e5 Ce4 5. Dxd4 d5 6. exd6 a. p. Cxd6 7. Ag5 Cc6 8. De3+ Ae7 9. Cbd2 0-0 "
      "10. 0-0-0 Te8 11. Rb1 (=)\n";
  const GameRecord misprint = check(seed);
  CHECK(misprint.notation == "san-es");
  const Finding* f = first(misprint, Kind::illegal_move);
  REQUIRE(f);
  CHECK(f->token == "dxe4");
  CHECK(f->move_number == 3);
  CHECK(std::find(f->candidates.begin(), f->candidates.end(), "exd4") != f->candidates.end());

  std::string fixed = seed;
  fixed.replace(fixed.find("dxe4"), 4, "exd4");
  const GameRecord g = check(fixed);
  CHECK(g.notation == "san-es");
  CHECK(g.moves.size() == 21);
  CHECK(to_fen(g.end) == "r1bqr1k1/ppp1bppp/2nn4/6B1/8/4QN2/PPPN1PPP/1K1R1B1R b - - 9 11");
  CHECK(g.draw_offers == std::vector<int>{21});  // "(=)" after 11. Rb1
  for (const Finding& finding : g.findings) CHECK(finding.severity != Severity::error);
}

TEST_CASE("letters that name other pieces in another language", "[notation][validate]") {
  // R is a rook in English and a king in Spanish, and here both readings
  // replay: each side's king and rook can both reach the square.
  const GameRecord both = check("[FEN \"4k3/2r5/8/8/8/8/2R5/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. Rd2 Rd7 *\n");
  const Finding* f = first(both, Kind::ambiguous_language);
  REQUIRE(f);
  CHECK(f->severity == Severity::warning);
  CHECK(f->message.find("Spanish") != std::string::npos);

  // N and B together name pieces in no other language: no doubt.
  CHECK(!first(check("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *"), Kind::ambiguous_language));
  // --lang settles it.
  ReadOptions spanish;
  spanish.language = find_language("es");
  const GameRecord as_spanish = check("1. e4 e5 2. Re2 Re7 *", spanish);
  CHECK(as_spanish.notation == "san-es");
  CHECK(as_spanish.moves.size() == 4);
  CHECK(!first(as_spanish, Kind::ambiguous_language));
}

TEST_CASE("a promotion to a king or a pawn is an illegal move, not another language's letter", "[notation][validate]") {
  // Practical Chess Endings No. 3 and No. 7 (serhiis21's file), king and
  // pawn endings, with the promotion written e8=K and g8=P. In Dutch P is
  // the knight, and the second game was read as Dutch with g8=N.
  const GameRecord king = check("[FEN \"4k3/8/3K4/4P3/8/8/8/8 w - - 0 1\"]\n[SetUp \"1\"]\n\n"
                                "1. Ke6 Kd8 2. Kf7 Kd7 3. e6+ Kd8 4. e7+ Kd7 5. e8=K *");
  const std::string pawn_game = "[FEN \"8/7k/5K2/6P1/8/8/8/8 w - - 0 1\"]\n[SetUp \"1\"]\n\n"
                                "1. Kf7 Kh8 2. Kg6 Kg8 3. Kh6 Kh8 4. g6 Kg8 5. g7 Kf7 6. Kh7 Ke7 7. g8=P";
  const GameRecord pawn = check(pawn_game + " *");
  // A word no notation reads after it: still no reason to read P as a knight.
  const GameRecord pawn_and_typo = check(pawn_game + " Ke6 8. Kz8 *");
  // Nor when the game before was Dutch.
  std::optional<Notation> hint = parse_notation("san-nl");
  const GameRecord after_dutch = check_game(GameText{pawn_game + " *", 0, 1, 1}, nullptr, {}, &hint);
  struct Case {
    const GameRecord& game;
    const char* token;
    std::vector<std::string> candidates;
  };
  const Case cases[] = {{king, "e8=K", {"e8=Q+", "e8=R", "e8=B+", "e8=N"}},
                        {pawn, "g8=P", {"g8=Q", "g8=R", "g8=B", "g8=N+"}},
                        {pawn_and_typo, "g8=P", {"g8=Q", "g8=R", "g8=B", "g8=N+"}},
                        {after_dutch, "g8=P", {"g8=Q", "g8=R", "g8=B", "g8=N+"}}};
  for (const Case& c : cases) {
    INFO(c.token);
    CHECK(c.game.notation == "san-en");
    CHECK_FALSE(first(c.game, Kind::notation_detected));
    const Finding* f = first(c.game, Kind::illegal_move);
    REQUIRE(f);
    CHECK(f->token == c.token);
    CHECK(f->law == Law::Promotion);
    CHECK(f->message.find("a pawn is promoted to a queen, rook, bishop or knight") != std::string::npos);
    CHECK(f->candidates == c.candidates);
  }
  // The article of each edition: 2023 3.7.3.3, 2009 3.7.e, 1966 Art. VI (c).
  CHECK(find_edition("fide-2023")->cite(Law::Promotion) == "FIDE 2023 3.7.3.3");
  CHECK(find_edition("fide-2009")->cite(Law::Promotion) == "FIDE 2009 3.7.e");
  CHECK(find_edition("fide-1966")->cite(Law::Promotion) == "FIDE 1966 Art. VI");
}

TEST_CASE("a forced notation is not second-guessed", "[notation][validate]") {
  ReadOptions english;
  english.notation = parse_notation("san-en");
  const GameRecord g = check("1. P4R P4R *", english);
  CHECK(g.notation == "san-en");
  CHECK(first(g, Kind::parse_error));
  CHECK(!first(g, Kind::notation_detected));
}

TEST_CASE("descriptive qualifiers in parentheses stay part of the move", "[notation][validate]") {
  // English descriptive with a rank qualifier: both rooks can go to Q1.
  const GameRecord g = check(
      "[FEN \"4k3/8/8/8/8/8/R7/R3K3 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. R(2)-Q2 K-B2 2. R(1)-Q1 *\n");
  CHECK(g.notation == "desc-en");
  REQUIRE(g.moves.size() == 3);
  CHECK(sans(g) == std::vector<std::string>{"Rd2", "Kf7", "Rad1"});
  // Old books' Kt inside the parentheses (Ed. Lasker, Chess Strategy).
  const GameRecord kt = check("[FEN \"4k3/1N6/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. Kt(Kt7)-B5 K-B2 *\n");
  CHECK(sans(kt) == std::vector<std::string>{"Nc5", "Kf7"});
}

TEST_CASE("scoresheets: headers, two columns, and the result in words", "[notation][validate][scoresheet]") {
  const GameRecord g = check(
      "White: Anderssen\nBlack: Kieseritzky\nEvent: London 1851\n\n"
      "1 e4 e5\n2 f4 exf4\n3 Bc4 Qh4+\n4 Kf1 b5\n5 Bxb5 Nf6\n6 Nf3 Qh6\n7 d3 Nh5\n8 Nh4 Qg5\n"
      "9 Nf5 c6\n10 g4 Nf6\n11 Rg1 cxb5\n12 h4 Qg6\n13 h5 Qg5\n14 Qf3 Ng8\n15 Bxf4 Qf6\n"
      "16 Nc3 Bc5\n17 Nd5 Qxb2\n18 Bd6 Bxg1\n19 e5 Qxa1+\n20 Ke2 Na6\n21 Nxg7+ Kd8\n22 Qf6+ Nxf6\n23 Be7#\n");
  CHECK(g.white == "Anderssen");
  CHECK(g.black == "Kieseritzky");
  CHECK(g.moves.size() == 45);
  CHECK(g.end.is_checkmate());

  const GameRecord resigned = check("Blancas: A\nNegras: B\n1. P4R P4R\n2. D5T R2R\n3. DxPR mate\n");
  CHECK(resigned.notation == "desc-es");
  CHECK(resigned.moves.size() == 5);

  // White resigns in White's column; Black in Black's.
  CHECK(check("Blancas: A\n1. e4 e5\n2. Se rinden\n").outcome == "0-1");
  CHECK(check("Blancas: A\n1. e4 e5\n2. d4 abandonan\n").outcome == "1-0");
  CHECK(check("White: A\n1. e4 e5\n2. d4 d5\ndrawn\n").outcome == "1/2-1/2");
}

TEST_CASE("OCR mode: the seed's scanning damage gets suggestions and no silent change", "[notation][validate][ocr]") {
  const std::string clean = read_file(sample_path("torre-lasker-1925.txt"));
  const std::string scanned = read_file(sample_path("torre-lasker-1925-ocr.txt"));
  const GameRecord plain = check(scanned);
  const Finding* stop = first(plain, Kind::parse_error);
  REQUIRE(stop);
  CHECK(stop->token == "I'IA");
  CHECK(plain.moves.size() == 5);  // without --ocr the replay stops there

  ReadOptions ocr;
  ocr.ocr = true;
  const GameRecord g = check(scanned, ocr);
  std::vector<std::pair<std::string, std::vector<std::string>>> suggested;
  for (const Finding& f : g.findings)
    if (f.kind == Kind::parse_error) suggested.emplace_back(f.token, f.candidates);
  using Suggestion = std::pair<std::string, std::vector<std::string>>;
  CHECK(suggested == std::vector<Suggestion>{{"I'IA", {"P4A (c5)"}},
                                              {"CIA", {"C1A (Nf8)", "C4A (Nc5)"}},  // settled by the moves after it
                                              {"A6A\xC3\x9C", {"A6A (Bf6)"}},
                                              {"KIT", {"R1T (Kh8)"}}});
  CHECK(g.moves == check(clean).moves);
}

TEST_CASE("the notation hint from game to game changes nothing in the records", "[notation][validate]") {
  const std::vector<std::string> games = {
      read_file(sample_path("torre-lasker-1925.txt")),
      "1. P4R P4R 2. C3AR C3AD 3. A5C P3TD *",                      // Spanish descriptive
      "1. e4 e5 2. Cf3 Cc6 3. Ab5 a6 *",                            // Spanish algebraic
      "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 *",                            // German
      "1. e4 e5 2. Re2 Re7 *",                                      // Spanish, or an English illegal move
      "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *",                            // SAN
      "1. P-K4 P-K4 2. N-KB3 N-QB3 3. B-N5 P-QR3 *",                // English descriptive
      "1. P4R P4R 2. C3A C3AD 3. CxP CxC *",                        // settled by the moves after it
      "[FEN \"4k3/2r5/8/8/8/8/2R5/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. Rd2 Rd7 *\n",  // two languages
      "1. P-K4 P-K4 2. Kt-KB3 Kt-QB3 3. Ktx *",                     // broken English descriptive
  };
  auto summary = [](const GameRecord& g) {
    std::string s = g.notation + " " + std::to_string(g.moves.size());
    for (const Finding& f : g.findings) s += "\n" + std::string(kind_name(f.kind)) + " " + f.token + " " + f.message;
    return s;
  };
  std::optional<Notation> hint;
  for (int pass = 0; pass < 2; ++pass)
    for (size_t i = 0; i < games.size(); ++i) {
      INFO("game " << i << ", pass " << pass);
      const GameText text{games[i], 0, 1, 1};
      CHECK(summary(check_game(text, nullptr, {}, &hint)) == summary(check_game(text)));
    }
}

TEST_CASE("a starting position in the 1966 rulebook's Forsyth notation", "[notation][validate][scoresheet]") {
  // Seed 000's first problem as its OCR leaves it (l read as 1), where
  // White mates at once with the queen (see tests/core_forsyth_test.cpp).
  const GameRecord g = check("Blancas: problema\nForsyth: 8, A3a3, 2Rptp2, 2ptPa2, TC1r1C1T, 3P4, 3P4, 7D\n\n1. Dxd5\n");
  CHECK(g.notation == "san-es");
  REQUIRE(g.moves.size() == 1);
  CHECK(g.end.is_checkmate());
  // In a PGN FEN tag too, with the side to move after it.
  const GameRecord black = check("[FEN \"rt4d1, 6a1, 1P4D1, 24, 7p, 7R b\"]\n\n1... Qf7 *\n");
  REQUIRE(black.moves.size() == 1);
  CHECK(to_fen(black.start).starts_with("kr4q1/6b1/1P4Q1/8/8/8/7p/7K b"));
}

TEST_CASE("the Spanish descriptive lines of jpcozar's converter, as files, read whole", "[notation][validate]") {
  const std::string dir = corpus_path("descriptive/spanish-descriptive-jpcozar/");
  for (const char* name : {"Evans_gambit.txt", "Evans_gambit_2.txt", "Legal_mate.txt",
                           "Max_Lange_attack_-_two_knights_defense.txt", "Petrovs_defense.txt", "Ruy_Lopez_opening.txt",
                           "Vienna_opening.txt", "central_open.txt", "damiano_gambit.txt", "four_knights_opening.txt",
                           "italian_open.txt", "nordic_gambit.txt", "three_knights_opening.txt",
                           "two_Knights_defense.txt"}) {
    INFO(name);
    const std::string text = read_file(dir + name);
    const GameRecord g = check(text);
    CHECK(g.notation == "desc-es");
    CHECK(g.moves.size() == main_line_words(text).size() - std::count(text.begin(), text.end(), '+') / 2);
    for (const Finding& f : g.findings)
      if (f.severity == Severity::error) {
        // Its author wrote 5... C4T where both knights' rook-file squares
        // are legal; the moves after it say which.
        CHECK(std::string(name) == "two_Knights_defense.txt");
        CHECK(f.message.find("only C4TD (Na5) lets the rest of the record be played") != std::string::npos);
      }
  }
  // Legal mate ends in mate, written "++".
  CHECK(check(read_file(dir + "Legal_mate.txt")).end.is_checkmate());
}
