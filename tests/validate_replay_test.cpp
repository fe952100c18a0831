// Replaying games: findings for each kind of wrong record, and real games
// from move-validating servers that must replay cleanly.
#include <catch2/catch.hpp>

#include <algorithm>
#include <tuple>

#include "core/fen.h"
#include "core/uci.h"
#include "notation/san.h"
#include "parser/game_splitter.h"
#include "parser/pgn_reader.h"
#include "tests/corpus.h"
#include "tests/findings.h"
#include "validate/replay.h"

using namespace arbiter;

namespace {

std::vector<GameRecord> check_file(const std::string& path) {
  const GameChunk chunk = split_games(path);
  std::vector<GameRecord> games;
  for (size_t i = 0; i < chunk.games.size(); ++i) games.push_back(check_game(chunk.game(i)));
  return games;
}

}  // namespace

TEST_CASE("a clean game replays to its final position", "[validate]") {
  // Morphy - Duke Karl / Count Isouard, Paris 1858 (the "Opera game").
  const GameRecord g = check(R"([White "Morphy, Paul"]
[Black "Duke Karl / Count Isouard"]
[Result "1-0"]

1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7
8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7
14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0
)");
  CHECK(g.findings.empty());
  CHECK(g.moves.size() == 33);
  CHECK(g.end.is_checkmate());
  CHECK(to_fen(g.end) == "1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17");
  CHECK(g.white == "Morphy, Paul");
  CHECK(g.outcome == "1-0");
}

TEST_CASE("illegal move: a pinned knight, and the game going on from the position it left", "[validate]") {
  const GameRecord g = check("1. d4 e5 2. dxe5 Nc6 3. Nf3 Bb4+ 4. Nc3 d6 5. Nd5 Bg4 6. h3 Bh5 *");
  const Finding* f = first(g, Kind::illegal_move);
  REQUIRE(f);
  CHECK(f->token == "Nd5");
  CHECK(f->ply == 9);
  CHECK(f->move_number == 5);
  CHECK(f->side == White);
  CHECK(f->law == Law::KingLeftInCheck);
  CHECK(f->message.find("pinned") != std::string::npos);
  CHECK(f->message.find("the game went on from the position it left") != std::string::npos);
  CHECK(f->offset == std::string_view("1. d4 e5 2. dxe5 Nc6 3. Nf3 Bb4+ 4. Nc3 d6 5. ").size());
  // The record stops before it; the moves played on from there are checked
  // for illegal moves only: 6. h3 leaves the king in the bishop's check.
  CHECK(g.moves.size() == 8);
  CHECK(g.end.fullmove_number() == 5);
  const auto next = std::find_if(g.findings.begin(), g.findings.end(),
                                 [&](const Finding& o) { return &o != f && o.kind == Kind::illegal_move; });
  REQUIRE(next != g.findings.end());
  CHECK(next->token == "h3");
  CHECK(next->ply == 11);
  CHECK(g.findings.size() == 2);
  // A draw offered off the record is no part of it either.
  const GameRecord offers = check("1. d4 e5 2. dxe5 Nc6 (=) 3. Nf3 Bb4+ 4. Nc3 d6 5. Nd5 Bg4 (=) 6. h3 Bh5 *");
  CHECK(offers.draw_offers == std::vector<int>{4});
  // Nor a null move: after 2... a6, which ignores the check, the record
  // stops at 2. Qh5+, and White's pass after it is not Black's move there.
  const GameRecord pass = check("1. e4 f5 2. Qh5+ a6 3. -- b6 *");
  CHECK(count(pass, Kind::null_move) == 1);
  CHECK(pass.moves.size() == 3);
  CHECK(to_fen(pass.end).rfind("rnbqkbnr/ppppp1pp/8/5p1Q/4P3/8/PPPP1PPP/RNB1KBNR b", 0) == 0);
}

TEST_CASE("illegal move in descriptive notation: the reason, as in SAN", "[validate]") {
  // The same pinned knight as above, written as English books write it.
  const GameRecord g = check("1. P-K4 P-K4 2. N-QB3 B-N5 3. P-Q3 N-KB3 4. N-Q5 NxN 5. PxN *");
  REQUIRE(count(g, Kind::illegal_move) == 2);
  const Finding* f = first(g, Kind::illegal_move);
  CHECK(f->token == "N-Q5");
  CHECK(f->law == Law::KingLeftInCheck);
  CHECK(f->message.find("the white knight on c3 is pinned") != std::string::npos);
  CHECK(f->message.find("(read as English descriptive)") != std::string::npos);
  // PxN names the knight on d5 among both of Black's: the game went on from there too.
  CHECK(g.findings.back().token == "PxN");
  CHECK(g.findings.back().message.find("the king is in check from the black bishop on b4") != std::string::npos);
  // A bishop move (no capture) onto the d7 pawn: why, and the slip that
  // gives a legal move (the other wing, the rank from the other side: K2).
  const GameRecord bishop = check("1. P-K4 P-K4 2. N-KB3 N-QB3 3. B-N5 P-QR3 4. B-Q7 *");
  const Finding* b = first(bishop, Kind::illegal_move);
  REQUIRE(b);
  CHECK(b->message.find("no white bishop on the squares named can move to") != std::string::npos);
  CHECK(b->message.find("one slip away: the other wing, the rank counted from the other side") != std::string::npos);
  CHECK(b->candidates == std::vector<std::string>{"B-K2 (Be2)"});
}

TEST_CASE("illegal move: one no piece can make, with the later moves counted", "[validate]") {
  const GameRecord g = check("1. d4 e5 2. dxe5 Nc6 3. Nf3 Bb4+ 4. Nc3 d6 5. Nb6 Bg4 6. h3 Bh5 *");
  const Finding* f = first(g, Kind::illegal_move);
  REQUIRE(f);
  CHECK(f->token == "Nb6");
  CHECK(f->message.find("3 later moves") != std::string::npos);
  CHECK(g.findings.size() == 1);
}

TEST_CASE("illegal move reasons", "[validate]") {
  struct Case {
    const char* pgn;
    const char* token;
    Law law;
    const char* says;
  };
  const Case cases[] = {
      {"1. e4 e5 2. Bc4 Nc6 3. Bf7 *", "Bf7", Law::LegalMove, ""},  // legal capture missing x? no: Bxf7 exists
      {"1. Nf3 d5 2. Nf5 *", "Nf5", Law::KnightMove, "can move to f5"},
      {"1. e4 e5 2. Bf1c4 *", "Bf1c4", Law::LegalMove, ""},
      {"1. e4 e5 2. Ra3 *", "Ra3", Law::NoJumping, "blocked by the white pawn on a2"},
      {"1. e4 e5 2. e5 *", "e5", Law::PawnMove, "cannot advance"},
      {"1. e4 d5 2. e5 f5 3. Nf3 Nc6 4. Nc3 e6 5. exd6 *", "exd6", Law::EnPassant, "en passant on d6"},
      {"1. e4 e5 2. Ke2 Ke7 3. Ke1 Ke8 4. Nf3 Nf6 5. Be2 Be7 6. O-O *", "O-O", Law::CastlingRightLost, "has moved"},
      {"1. e4 e5 2. Nf3 Nf6 3. O-O *", "O-O", Law::CastlingPrevented, "stands between"},
      {"[FEN \"4k3/8/8/8/8/8/r7/4K3 w - - 0 1\"]\n\n1. Ke2 *", "Ke2", Law::KingLeftInCheck,
       "e2 is attacked by the black rook on a2"},
      {"1. e4 f5 2. Qh5+ Nf6 *", "Nf6", Law::KingLeftInCheck, "does not parry it"},
      {"1. e4 f5 2. Qh5+ g6 3. Qxg6+ hxg6 *", "", Law::LegalMove, ""},
  };
  for (const Case& c : cases) {
    INFO(c.pgn);
    const GameRecord g = check(c.pgn);
    const Finding* f = first(g, Kind::illegal_move);
    if (c.law == Law::LegalMove) {  // the control cases replay
      CHECK_FALSE(f);
      continue;
    }
    REQUIRE(f);
    CHECK(f->token == c.token);
    CHECK(f->law == c.law);
    CHECK(f->message.find(c.says) != std::string::npos);
  }
}

TEST_CASE("illegal move: castling through an attacked square", "[validate]") {
  const GameRecord g = check(R"([SetUp "1"]
[FEN "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1"]

1. O-O *)");
  const Finding* f = first(g, Kind::illegal_move);
  REQUIRE(f);
  CHECK(f->law == Law::CastlingPrevented);
  CHECK(f->message.find("pass through f1") != std::string::npos);
  CHECK(std::find(f->candidates.begin(), f->candidates.end(), "O-O-O") != f->candidates.end());
}

TEST_CASE("ambiguous move lists the moves that fit", "[validate]") {
  const GameRecord g = check("1. Nf3 d5 2. d3 Nf6 3. Nd2 e6 *");
  const Finding* f = first(g, Kind::ambiguous_move);
  REQUIRE(f);
  CHECK(f->candidates == std::vector<std::string>{"Nbd2", "Nfd2"});
  CHECK(f->law == Law::Disambiguation);
}

TEST_CASE("moves after checkmate and stalemate", "[validate]") {
  const GameRecord mate = check("1. f3 e5 2. g4 Qh4# 3. Kf2 0-1");
  REQUIRE(first(mate, Kind::moves_after_end));
  CHECK(first(mate, Kind::moves_after_end)->law == Law::Checkmate);
  // Sam Loyd's ten-move stalemate.
  const GameRecord stale = check("1. e3 a5 2. Qh5 Ra6 3. Qxa5 h5 4. h4 Rah6 5. Qxc7 f6 6. Qxd7+ Kf7 "
                                 "7. Qxb7 Qd3 8. Qxb8 Qh7 9. Qxc8 Kg6 10. Qe6 Kh7 1/2-1/2");
  CHECK(first(stale, Kind::moves_after_end));
  const GameRecord loyd = check("1. e3 a5 2. Qh5 Ra6 3. Qxa5 h5 4. h4 Rah6 5. Qxc7 f6 6. Qxd7+ Kf7 "
                                "7. Qxb7 Qd3 8. Qxb8 Qh7 9. Qxc8 Kg6 10. Qe6 1/2-1/2");
  CHECK(loyd.findings.empty());
  CHECK(loyd.end.is_stalemate());
}

TEST_CASE("variations start from the position before the move they replace", "[validate]") {
  const GameRecord g = check("1. e4 (1. d4 d5 (1... Nf6 2. c4) 2. c4) 1... e5 (1... c5 2. Nf3) 2. Nf3 *");
  CHECK(g.findings.empty());
  CHECK(g.moves.size() == 3);
  const GameRecord bad = check("1. e4 e5 (1... Nf3) 2. Nf3 *");
  const Finding* f = first(bad, Kind::illegal_move);
  REQUIRE(f);
  CHECK(f->in_variation);
  CHECK(f->token == "Nf3");
  CHECK(bad.moves.size() == 3);  // the main line goes on
}

TEST_CASE("setups, variants and null moves", "[validate]") {
  const GameRecord two_kings = check("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/3KK3 w - - 0 1\"]\n\n1. Kc2 *");
  REQUIRE(first(two_kings, Kind::invalid_setup));
  CHECK_FALSE(two_kings.replayed);

  const GameRecord zh = check("[Variant \"Crazyhouse\"]\n\n1. e4 d5 2. exd5 Qxd5 3. N@f3 *");
  CHECK(first(zh, Kind::unsupported_variant));
  CHECK_FALSE(first(zh, Kind::illegal_move));

  // Moves that cannot be checked are not read either: the damage after the
  // tags (an unterminated comment) is no finding of its own.
  for (const char* unreadable : {"[SetUp \"1\"]\n\n1. e4 {never closed", "[Variant \"Atomic\"]\n\n1. e4 {never closed"}) {
    const GameRecord g = check(unreadable);
    INFO(unreadable);
    CHECK(g.findings.size() == 1);
    CHECK_FALSE(first(g, Kind::parse_error));
    CHECK_FALSE(g.unparseable);
  }

  const GameRecord null = check("1. e4 -- 2. d4 e5 *");
  CHECK(count(null, Kind::null_move) == 1);
  CHECK(null.moves.size() == 4);  // the pass is kept as a none move (UCI 0000)
  CHECK(null.moves[1].is_none());
  CHECK(to_fen(null.end).rfind("rnbqkbnr/pppp1ppp/8/4p3/3PP3/8/PPP2PPP/RNBQKBNR w", 0) == 0);
}

TEST_CASE("nonstandard notation is reported once per kind with a count", "[validate]") {
  const GameRecord g = check("1. e4 e5 2. Ng1-f3 Nb8-c6 3. Bc4 Bc5 4. 0-0 0-0 *");
  REQUIRE(count(g, Kind::nonstandard_notation) == 2);
  const Finding* lan = first(g, Kind::nonstandard_notation);
  CHECK(lan->token == "Ng1-f3");
  CHECK(lan->message.find("2 times") != std::string::npos);
}

TEST_CASE("a pawn's advance read as a capture is a warning at each move, quoting both", "[validate]") {
  // Issue #22's positions: 13... c4 can only be d5xc4, 2. f6 only exf6 e.p.
  const GameRecord c4 = check("[SetUp \"1\"]\n[FEN \"2rq1rk1/pb2bppp/1p2p3/n1ppPn2/2PP4/PP3N2/1B1NQPPP/RB3RK1 b - - 4 "
                              "13\"]\n\n13... c4 *");
  REQUIRE(count(c4, Kind::nonstandard_notation) == 1);
  const Finding* f = first(c4, Kind::nonstandard_notation);
  CHECK(f->severity == Severity::warning);
  CHECK(f->law == Law::Recording);
  CHECK(f->token == "c4");
  CHECK(f->message ==
        "'c4' names a pawn's advance to c4, which no pawn can make; read as the capture dxc4, which takes the white "
        "pawn on c4");
  CHECK(f->candidates == std::vector<std::string>{"dxc4"});
  CHECK(c4.moves.size() == 1);

  const GameRecord f6 = check("[SetUp \"1\"]\n[FEN \"4k3/8/8/4Pp2/8/8/8/4K3 w - f6 0 2\"]\n\n2. f6 *");
  f = first(f6, Kind::nonstandard_notation);
  REQUIRE(f);
  CHECK(f->severity == Severity::warning);
  CHECK(f->message.find("read as the en passant capture exf6, which takes the black pawn on f5") != std::string::npos);
  CHECK(f->candidates == std::vector<std::string>{"exf6"});

  // Mongredien-Morphy, Paris 1859 (serhiis21's Morphy.pgn), with Black's
  // 8... exd3 e.p. written d3 and 17... dxc4 written c4: one warning each,
  // and the game still replays to its end.
  const GameRecord game = check(R"([White "Mongredien"]
[Black "Morphy"]
[Result "1/2-1/2"]

1.e4 e5 2.Bc4 Bc5 3.b4 Bxb4 4.f4 d5 5.exd5 e4 6.Ne2 Nf6 7.c3 Bc5 8.d4
d3 9.Qxd3 O-O 10.Ba3 Bxa3 11.Nxa3 Bg4 12.O-O Bxe2 13.Qxe2 Nxd5
14.Qf3 c6 15.Rab1 Qe7 16.Bxd5 cxd5 17.c4 c4 18.Rxb7 Nd7 19.Kh1 Rfe8
20.Nxc4 Qe6 21.Ne5 Nxe5 22.fxe5 Rf8 23.Qb3 Qxb3 24.axb3 Rab8 25.Rxa7
Rxb3 1/2-1/2
)");
  CHECK(game.moves.size() == 50);
  std::vector<std::string> read;
  for (const Finding& w : game.findings) {
    CHECK(w.kind == Kind::nonstandard_notation);
    CHECK(w.severity == Severity::warning);
    read.insert(read.end(), w.candidates.begin(), w.candidates.end());
  }
  CHECK(read == std::vector<std::string>{"exd3", "dxc4"});
}

TEST_CASE("a record reused from game to game reads as a fresh one", "[validate][corpus]") {
  // The batch checks every game into one record (GameRecord::clear keeps its
  // buffers): after games with findings, setups, other notations and draw
  // offers, each game must come out as check_game gives it fresh, the
  // notation hint carried from game to game as the batch carries it.
  size_t findings = 0;
  for (const char* file : {"masters/serhiis21/Morphy.pgn", "edge/chesslib/err.pgn", "edge/pgn-extract-infiles/odds.pgn",
                           "lang/pgn-extract-outputs/test-Wdeutsch-out.pgn", "edge/pgn-extract-infiles/test-setup-in.pgn",
                           "online/chesscom/cancer0707_chesscom_export.pgn"}) {
    INFO(file);
    const GameChunk chunk = split_games(corpus_path(file));
    REQUIRE(!chunk.games.empty());
    GameRecord reused;
    std::optional<Notation> hint;
    for (size_t i = 0; i < chunk.games.size(); ++i) {
      INFO("game " << i + 1);
      const GameRecord fresh = check_game(chunk.game(i));
      check_game(chunk.game(i), reused, nullptr, {}, &hint);
      const auto fields = [](const GameRecord& g) {
        return std::tie(g.white, g.black, g.result, g.termination, g.time_control, g.outcome, g.outcome_offset,
                        g.notation, g.replayed, g.unparseable, g.moves, g.move_offsets, g.draw_offers);
      };
      CHECK(fields(reused) == fields(fresh));
      CHECK(to_fen(reused.start) == to_fen(fresh.start));
      CHECK(to_fen(reused.end) == to_fen(fresh.end));
      REQUIRE(reused.findings.size() == fresh.findings.size());
      for (size_t k = 0; k < fresh.findings.size(); ++k) {
        CHECK(reused.findings[k].kind == fresh.findings[k].kind);
        CHECK(reused.findings[k].offset == fresh.findings[k].offset);
        CHECK(reused.findings[k].message == fresh.findings[k].message);
      }
      findings += fresh.findings.size();
    }
  }
  CHECK(findings > 100);  // illegal moves, parse errors, null moves, Latin-1 tags, notations detected
}

TEST_CASE("server games replay with no illegal move and the SAN they were written in", "[validate][corpus]") {
  // lichess and chess.com validate every move; their SAN is canonical, so
  // writing each replayed move back must give the token as written.
  for (const char* file : {"online/lichess/lichess_db_sample_2021-10_kdave.pgn"}) {
    INFO(file);
    const std::string text = read_file(corpus_path(file));
    const auto games = check_file(corpus_path(file));
    CHECK(games.size() == count_event_tags(text));
    size_t moves = 0;
    for (const GameRecord& g : games) {
      CHECK_FALSE(first(g, Kind::illegal_move));
      CHECK_FALSE(first(g, Kind::ambiguous_move));
      CHECK_FALSE(first(g, Kind::nonstandard_notation));
      moves += g.moves.size();
    }
    CHECK(moves > 50000);
  }
}

TEST_CASE("final positions agree with chess.com's CurrentPosition for every game", "[validate][corpus]") {
  // chess.com writes the final position of each game in a tag: an independent
  // replay of all 1667 games. (Its castling field keeps rights whose rook was
  // captured, and its en-passant field follows every double step, so the
  // comparison is of board and side to move.)
  const std::string file = corpus_path("online/chesscom/cancer0707_chesscom_export.pgn");
  const std::string text = read_file(file);
  std::vector<std::string> expected;
  for (size_t p = 0; (p = text.find("[CurrentPosition \"", p)) != std::string::npos;) {
    p += 18;
    const std::string fen = text.substr(p, text.find('"', p) - p);
    expected.push_back(fen.substr(0, fen.find(' ', fen.find(' ') + 1)));
  }
  const auto games = check_file(file);
  REQUIRE(games.size() == expected.size());
  REQUIRE(games.size() == 1667);
  size_t differing = 0;
  for (size_t i = 0; i < games.size(); ++i) {
    const std::string fen = to_fen(games[i].end);
    if (fen.substr(0, fen.find(' ', fen.find(' ') + 1)) != expected[i] && differing++ == 0) {
      INFO("game " << i + 1 << ": " << fen << " vs " << expected[i]);
      CHECK(false);
    }
  }
  CHECK(differing == 0);
}

TEST_CASE("odds games with full castling rights in their FEN are replayed", "[validate]") {
  // Morphy's odds games (masters/serhiis21/Morphy.pgn) give KQkq with the a1
  // rook missing: the impossible right is dropped with a warning.
  const GameRecord g = check("[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w KQkq - 0 1\"]\n\n"
                             "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O *");
  const Finding* f = first(g, Kind::invalid_setup);
  REQUIRE(f);
  CHECK(f->severity == Severity::warning);
  CHECK(f->message.find("castling right 'Q'") != std::string::npos);
  CHECK(g.replayed);
  CHECK(g.moves.size() == 7);
  CHECK_FALSE(first(g, Kind::illegal_move));
  // ...but O-O-O is then illegal: that right was never there.
  const GameRecord long_castle = check(
      "[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w KQkq - 0 1\"]\n\n"
      "1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 Qd7 5. O-O-O *");
  CHECK(first(long_castle, Kind::illegal_move));
}

TEST_CASE("finding lines count LF, CRLF and lone CR line ends", "[validate]") {
  for (const char* eol : {"\n", "\r\n", "\r"}) {
    INFO(int(eol[0]) << " " << (eol[1] ? "+LF" : ""));
    const std::string pgn = std::string("[White \"A\"]") + eol + eol + "1. e4 e5" + eol + "2. Ke3 *";
    const GameRecord g = check(pgn);
    REQUIRE(first(g, Kind::illegal_move));
    CHECK(first(g, Kind::illegal_move)->line == 4);
  }
}
