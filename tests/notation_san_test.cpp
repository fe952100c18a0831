// SAN reading and writing. Independent truth: the disambiguation examples of
// the Laws' Appendix C.10 (seed 002), and SAN written by lichess's server.
#include <catch2/catch.hpp>

#include "core/movegen.h"
#include "core/uci.h"
#include "notation/explain.h"
#include "notation/move_query.h"
#include "notation/san.h"
#include "parser/game_splitter.h"
#include "parser/pgn_reader.h"
#include "tests/corpus.h"
#include "tests/position.h"
#include "tests/san.h"

using namespace arbiter;

namespace {

}  // namespace

TEST_CASE("Appendix C.10: knights on g1 and e1 are told apart by file", "[notation]") {
  const Position pos = from_fen("4k3/8/8/8/8/8/8/4NKN1 w - - 0 1");
  CHECK(denoted(pos, "Nf3").size() == 2);
  CHECK(to_san(pos, resolve(pos, "Ngf3")) == "Ngf3");
  CHECK(to_san(pos, resolve(pos, "Nef3")) == "Nef3");
}

TEST_CASE("Appendix C.10: knights on g5 and g1 are told apart by rank", "[notation]") {
  const Position pos = from_fen("4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1");
  CHECK(denoted(pos, "Nf3").size() == 2);
  CHECK(denoted(pos, "Ngf3").size() == 2);
  CHECK(to_san(pos, resolve(pos, "N5f3")) == "N5f3");
  CHECK(to_san(pos, resolve(pos, "N1f3")) == "N1f3");
}

TEST_CASE("Appendix C.10: knights on h2 and d4, the file is preferred", "[notation]") {
  const Position pos = from_fen("4k3/8/8/8/3N4/8/7N/4K3 w - - 0 1");
  CHECK(to_san(pos, resolve(pos, "Nhf3")) == "Nhf3");
  CHECK(to_san(pos, resolve(pos, "N2f3")) == "Nhf3");  // rank also identifies it
  CHECK(deviations(pos, "N2f3") == 0);                 // a valid choice, not over-disambiguation
  CHECK(deviations(pos, "Nh2f3") == OverDisambiguation);
  CHECK(deviations(pos, "Nh2-f3") == LongAlgebraic);
}

TEST_CASE("Appendix C.10: queens on e4, h4 and h1, the square is needed", "[notation]") {
  // Found by the round-trip test: to_san writes Qh4e1, which was read as
  // long algebraic notation.
  const Position pos = from_fen("8/2k5/8/8/4Q2Q/8/8/K6Q w - - 0 1");
  CHECK(to_san(pos, resolve(pos, "Qh4e1")) == "Qh4e1");
  CHECK(deviations(pos, "Qh4e1") == 0);
  CHECK(deviations(pos, "Qh4xe1") == SpuriousCapture);
}

TEST_CASE("Appendix C.11 and C.12: pawn captures and promotions", "[notation]") {
  // White pawns c4 and e4, black pawn d5: cxd5 or exd5.
  const Position pos = from_fen("4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1");
  CHECK(denoted(pos, "xd5").size() == 2);  // no origin: both pawns fit
  CHECK(to_san(pos, resolve(pos, "cxd5")) == "cxd5");
  CHECK(to_san(pos, resolve(pos, "exd5")) == "exd5");

  const Position promo = from_fen("8/3P2k1/8/8/8/8/8/4K3 w - - 0 1");
  CHECK(denoted(promo, "d8").size() == 4);  // which piece? every promotion fits
  CHECK(to_san(promo, resolve(promo, "d8=Q")) == "d8=Q");
  CHECK(to_san(promo, resolve(promo, "d8=N")) == "d8=N");
  CHECK(deviations(promo, "d8=Q") == 0);
  for (const char* form : {"d8Q", "d8(Q)", "d8/Q", "d7d8q"}) {
    INFO(form);
    CHECK((deviations(promo, form) & PromotionWithoutEquals));
    CHECK(resolve(promo, form).promotion() == Queen);
  }
}

TEST_CASE("lenient forms are read and named", "[notation]") {
  const Position start = Position::start();
  CHECK(deviations(start, "Nf3") == 0);
  CHECK(deviations(start, "Ng1-f3") == LongAlgebraic);
  CHECK(deviations(start, "g1f3") == Coordinate);
  CHECK(deviations(start, "e2-e4") == LongAlgebraic);
  CHECK(deviations(start, "Ngf3") == OverDisambiguation);
  CHECK(deviations(start, "Nxf3") == SpuriousCapture);
  CHECK(deviations(start, "Nf3+") == WrongCheckMark);

  // 1. e4 d5: exd5 written without x, with a colon, with a check mark.
  const Position p = from_fen("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2");
  CHECK(deviations(p, "exd5") == 0);
  CHECK(deviations(p, "e:d5") == ColonCapture);
  CHECK(deviations(p, "ed5") == MissingCapture);

  const Position castle = from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  CHECK(deviations(castle, "O-O") == 0);
  CHECK(deviations(castle, "0-0") == ZeroCastling);
  CHECK(deviations(castle, "0-0-0") == ZeroCastling);
  CHECK(resolve(castle, "e1g1").kind() == MoveKind::Castling);
  CHECK(resolve(castle, "e1h1").kind() == MoveKind::Castling);

  // En passant with its suffix; fool's mate marked #, + and ++.
  const Position ep = from_fen("4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 2");
  CHECK(deviations(ep, "dxe6") == 0);
  CHECK(deviations(ep, "dxe6e.p.") == EnPassantSuffix);
  CHECK(deviations(ep, "dxe6ep") == EnPassantSuffix);
  const Position fool = from_fen("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2");
  CHECK(deviations(fool, "Qh4#") == 0);
  CHECK(deviations(fool, "Qh4+") == WrongCheckMark);
  CHECK(deviations(fool, "Qh4") == MissingCheckMark);
  CHECK(deviations(fool, "Qh4++") == DoublePlus);
  CHECK(to_san(fool, resolve(fool, "Qh4")) == "Qh4#");
}

TEST_CASE("a pawn's advance no pawn can make is read as the capture, and said to change the text", "[notation]") {
  // Issue #22: Black's 13... c4, where no pawn can advance to c4 and d5xc4
  // is the one pawn move that ends there; and 2. f6 with the black pawn just
  // arrived on f5, where only exf6 e.p. ends on f6. SAN names a pawn's
  // capture by its file (Appendix C.9), so "c4" and "f6" name advances.
  const Position pos = from_fen("2rq1rk1/pb2bppp/1p2p3/n1ppPn2/2PP4/PP3N2/1B1NQPPP/RB3RK1 b - - 4 13");
  const Position ep = from_fen("4k3/8/8/4Pp2/8/8/8/4K3 w - f6 0 2");
  const Move dxc4 = resolve(pos, "dxc4"), exf6 = resolve(ep, "exf6");
  CHECK(exf6.kind() == MoveKind::EnPassant);
  // Every form reads as the capture; only the advance changes what the text
  // says. Those with the pawn's file (SAN, the old books' and long forms)
  // name the capture, as a capture without its file does: cosmetic.
  struct Case {
    const Position& pos;
    const char* written;
    uint16_t deviations;
  };
  const Case cases[] = {
      {pos, "c4", PushReadAsCapture}, {pos, "dxc4", 0}, {pos, "dc4", MissingCapture}, {pos, "dc", FileCapture},
      {pos, "d5xc4", LongAlgebraic}, {pos, "xc4", PawnCaptureWithoutFile}, {ep, "f6", PushReadAsCapture},
      {ep, "exf6", 0}, {ep, "exf6e.p.", EnPassantSuffix}, {ep, "ef", FileCapture},
      {ep, "e5-f6", LongAlgebraic | MissingCapture}};
  for (const Case& c : cases) {
    INFO(c.written);
    CHECK(resolve(c.pos, c.written) == (&c.pos == &pos ? dxc4 : exf6));
    CHECK(deviations(c.pos, c.written) == c.deviations);
    CHECK(bool(c.deviations & MeaningChanging) == (c.deviations == PushReadAsCapture));
  }
  CHECK(describe_reading(PushReadAsCapture, pos, dxc4, "c4") ==
        "'c4' names a pawn's advance to c4, which no pawn can make; read as the capture dxc4, which takes the white "
        "pawn on c4");
  CHECK(describe_reading(PushReadAsCapture, ep, exf6, "f6") ==
        "'f6' names a pawn's advance to f6, which no pawn can make; read as the en passant capture exf6, which takes "
        "the black pawn on f5");
}

TEST_CASE("a promotion to a king or a pawn is read as written, and no legal move fits it", "[notation]") {
  // Practical Chess Endings No. 3 (serhiis21's file): 4k3/8/3K4/4P3 w,
  // 1. Ke6 Kd8 2. Kf7 Kd7 3. e6+ Kd8 4. e7+ Kd7, and the pawn reaches e8.
  const Position pos = from_fen("8/3kPK2/8/8/8/8/8/8 w - - 1 5");
  const MoveList legal(pos);
  for (const char* form : {"e8=K", "e8K", "e8(K)", "e8/K", "e7e8k", "e8=P", "e8P", "e8(P)", "e8=K+"}) {
    INFO(form);
    const auto text = read_san(form);
    REQUIRE(text);
    CHECK(text->query.promotion_given);
    CHECK((text->query.promotion == King || text->query.promotion == Pawn));
    CHECK(denoted(pos, form).empty());
    // FIDE 2023 3.7.3.3: a queen, rook, bishop or knight; those are meant.
    const Explanation why = explain_no_match(pos, legal, text->query);
    CHECK(why.reason == Illegality::PromotionPiece);
    CHECK(why.detail.find("never to a") != std::string::npos);
    std::vector<std::string> meant;
    for (Move m : why.closest) meant.push_back(to_san(pos, m));
    CHECK(meant == std::vector<std::string>{"e8=Q+", "e8=R", "e8=B+", "e8=N"});
  }
  // In each language's letters: the Spanish king (R), the German pawn (B).
  CHECK(read_san("e8=R", *find_language("es"))->query.promotion == King);
  CHECK(read_san("e8=B", *find_language("de"))->query.promotion == Pawn);
  CHECK(read_san("e8=B")->query.promotion == Bishop);

  // A pinned pawn that cannot reach e8 at all is explained as any pinned
  // pawn is, the king it names never put on the board.
  const Position pinned = from_fen("k7/r3P1K1/8/8/8/8/8/8 w - - 0 1");
  const Explanation why = explain_no_match(pinned, MoveList(pinned), read_san("e8=K")->query);
  CHECK(why.reason == Illegality::Pinned);
}

TEST_CASE("text that is no move is refused", "[notation]") {
  for (const char* bad : {"", "K", "Kx", "hello", "e9", "i4", "Nf", "x", "e4e", "Q-d4", "+"}) {
    INFO(bad);
    CHECK_FALSE(read_san(bad));
  }
}

namespace {

// Replays the main line of each game, writing every move back in SAN.
class SanEcho final : public PgnVisitor {
 public:
  size_t moves = 0, differences = 0;
  std::string first_difference;

  Flow end_tags() override { pos_ = Position::start(); return Flow::go_on; }
  Skip begin_variation(size_t) override { return Skip::yes; }
  Flow san(std::string_view token, size_t) override {
    const Move m = resolve(pos_, token);
    const std::string written = to_san(pos_, m);
    if (written != token && differences++ == 0) first_difference = std::string(token) + " written as " + written;
    pos_.play(m);
    ++moves;
    return Flow::go_on;
  }

 private:
  Position pos_;
};

}  // namespace

TEST_CASE("our SAN is lichess's SAN for every move of a real file", "[notation][corpus]") {
  const GameChunk chunk = split_games(corpus_path("online/lichess/lichess_db_sample_2021-10_kdave.pgn"));
  SanEcho echo;
  for (size_t i = 0; i < chunk.games.size(); ++i) read_pgn_game(chunk.game(i).text, echo);
  INFO(echo.first_difference);
  CHECK(echo.differences == 0);
  CHECK(echo.moves > 50000);
}

TEST_CASE("targeted matching agrees with full generation on every perft path", "[notation]") {
  // Kiwipete and position 3 of the standard perft set: every legal move, read
  // back through its own SAN and coordinates, matches itself and nothing else.
  for (const char* fen : {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                          "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
                          "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"}) {
    const Position root = from_fen(fen);
    for (Move first : MoveList(root)) {
      Position pos = root;
      pos.play(first);
      for (Move m : MoveList(pos)) {
        INFO(fen << " then " << to_san(root, first) << " " << to_san(pos, m));
        CHECK(resolve(pos, to_san(pos, m)) == m);
        const auto coordinate = read_san(to_uci(pos, m));
        REQUIRE(coordinate);
        const Matches by_coordinate(pos, coordinate->query);
        REQUIRE(by_coordinate.size() == 1);
        CHECK(by_coordinate[0] == m);
      }
    }
  }
}

TEST_CASE("SAN's common shapes read as the general reader reads them", "[notation]") {
  // read_san(token) reads the shapes of nearly every PGN move in one pass
  // and leaves the rest to read_san(token, English), the reader of every
  // language and deviation: each shape, and its near misses, must come out
  // of both the same. Every piece, origin, separator, destination,
  // promotion and mark written, all combined.
  size_t compared = 0;
  for (std::string piece : {"", "N", "B", "R", "Q", "K", "P", "O", "x"})
    for (std::string origin : {"", "e", "h", "1", "8", "e2", "9", "i", "-", ":", "ee"})
      for (std::string separator : {"", "x", "-", ":"})
        for (std::string to : {"a1", "e4", "h8", "d5", "c8", "f1", "e", "4", "i4", "e9"})
          for (std::string promotion : {"", "=Q", "=N", "=K", "=P", "Q", "=", "(Q)"})
            for (std::string mark : {"", "+", "#", "++", "+#", "e.p."}) {
              const std::string token = piece + origin + separator + to + promotion + mark;
              INFO(token);
              CHECK(read_san(token) == read_san(token, English));
              ++compared;
            }
  CHECK(compared == 9 * 11 * 4 * 10 * 8 * 6);
  for (std::string castling : {"O-O", "O-O-O", "0-0", "0-0-0", "O-O-O-O", "O-", "OO", "O-O-", "Oa1", "O-Oe1"})
    for (std::string mark : {"", "+", "#", "++", "+#", "e.p."}) {
      INFO(castling + mark);
      CHECK(read_san(castling + mark) == read_san(castling + mark, English));
    }
}
