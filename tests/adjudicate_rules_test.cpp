// Adjudication under the Laws: claims, automatic endings, results. The
// positions are built so that each rule's nuance decides the outcome.
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>

#include "adjudicate/adjudicator.h"
#include "adjudicate/repetition.h"
#include "core/movegen.h"
#include "tests/findings.h"
#include "tests/position.h"
#include "validate/replay.h"

using namespace arbiter;

namespace {

// Knights out and back: the start position again after every 4 plies.
constexpr const char* Shuffle = "Nf3 Nf6 Ng1 Ng8 ";

}  // namespace

TEST_CASE("an en-passant square that cannot be used does not make positions differ", "[adjudicate]") {
  // After 1. e4 the e3 square is set only if a black pawn stands beside e4:
  // none does, so the position is the one reached later by a knight dance.
  // Here a black pawn on d4 is pinned against its king by the bishop on a7...
  // rather: the en-passant capture d4xe3 would expose the black king on h4 to
  // the rook on a4, so it is illegal and the square does not count (9.2.3).
  const Position with_ep = from_fen("8/8/8/8/R2pP2k/8/8/4K3 b - e3 0 1");
  const Position without = from_fen("8/8/8/8/R2pP2k/8/8/4K3 b - - 0 1");
  CHECK(with_ep.en_passant_square() == E3);  // pseudo-legally capturable: Polyglot hashes it
  CHECK(with_ep.key() != without.key());
  CHECK(repetition_key(with_ep) == repetition_key(without));
  // A usable en-passant square does count.
  const Position usable = from_fen("8/8/8/8/3pP2k/8/8/4K3 b - e3 0 1");
  const Position later = from_fen("8/8/8/8/3pP2k/8/8/4K3 b - - 0 1");
  CHECK(repetition_key(usable) != repetition_key(later));
}

TEST_CASE("a position history counts through its growth, and starts over when cleared", "[adjudicate]") {
  // Knights out and back from the start: ply p's position is that of ply p % 4.
  const Move shuffle[] = {Move(G1, F3), Move(G8, F6), Move(F3, G1), Move(F6, G8)};
  PositionHistory history(4);  // far fewer than the plies added: it grows several times
  for (int line = 0; line < 2; ++line) {
    Position pos = Position::start();
    for (int ply = 0; ply <= 600; ++ply) {
      REQUIRE(history.add(pos) == ply / 4 + 1);
      pos.play(shuffle[ply % 4]);
    }
    // After ply 600 (the start position), Nf3 would give ply 1's position
    // a 151st time.
    CHECK(history.count_next(history.key_at(1)) == 150);
    CHECK(history.plies_of(history.key_at(599), 11) == std::vector<int>{3, 7, 11});
    history.clear();
  }
}

TEST_CASE("a position history counts as a count over the whole line, in short runs and long", "[adjudicate]") {
  // Random games: from the start, short runs between captures and pawn
  // moves, walked back; with a rook and two kings, runs far longer than
  // WalkedRun, looked up in the table. Every count must be the plain count
  // of the key among all the positions recorded.
  std::mt19937 random(2026);
  PositionHistory history(8);
  size_t longest_run = 0;
  for (const char* fen : {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "8/8/4k3/8/8/4K3/4R3/8 w - - 0 1"})
    for (int line = 0; line < 4; ++line) {
      Position pos = from_fen(fen);
      std::vector<uint64_t> keys;
      for (int ply = 0; ply < 600; ++ply) {
        keys.push_back(repetition_key(pos));
        REQUIRE(history.add(pos) == std::count(keys.begin(), keys.end(), keys.back()));
        longest_run = std::max<size_t>(longest_run, pos.halfmove_clock());
        const MoveList moves(pos);
        if (moves.empty()) break;
        for (Move m : moves) {
          if (type_of(pos.piece_on(m.from())) == Pawn || pos.piece_on(m.to()) != NoPiece) continue;
          const uint64_t next = pos.key_after(m);
          REQUIRE(history.count_next(next) == std::count(keys.begin(), keys.end(), next));
        }
        pos.play(*(moves.begin() + random() % moves.size()));
      }
      history.clear();
    }
  CHECK(longest_run > 4 * PositionHistory::WalkedRun);
}

TEST_CASE("threefold: the third occurrence, and claiming it by writing the move", "[adjudicate]") {
  // Positions after plies 0, 4 and 8 are the start position with White to
  // move. Before ply 8, Black (to move after ply 7) can claim by writing Ng8.
  const GameRecord g = judge(std::string("1. ") + "Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 *");
  const Finding* f = nullptr;
  for (const Finding& x : g.findings)
    if (x.kind == Kind::threefold_claimable && x.side == White) f = &x;  // located at White's 4. Ng1
  REQUIRE(f);
  CHECK(f->ply == 7);
  CHECK(f->message.find("by writing Ng8") != std::string::npos);
  CHECK(f->evidence_plies == std::vector<int>{0, 4});
  // White could claim at ply 8 too (the position has just appeared a third
  // time), but Black's chance came first; the first moment per player counts.
  CHECK(count(g, Kind::threefold_claimable) == 2);
  CHECK(f->law == Law::ThreefoldRepetition);
}

TEST_CASE("castling rights count in repetitions, and are lost only when the king or rook moves", "[adjudicate]") {
  // 1. Nf3 Nf6 2. Rg1 Rg8 3. Rh1 Rh8: the rooks come back but the rights are
  // gone, so the start-like position after ply 6 differs from ply 2's.
  const Position before = from_fen("rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 2 2");
  const Position after = from_fen("rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R w Qq - 6 4");
  CHECK(repetition_key(before) != repetition_key(after));
  const GameRecord g = judge("1. Nf3 Nf6 2. Rg1 Rg8 3. Rh1 Rh8 4. Rg1 Rg8 5. Rh1 Rh8 6. Rg1 Rg8 *");
  const Finding* f = first(g, Kind::threefold_claimable);
  REQUIRE(f);
  // The rights went when the rooks first moved (plies 3 and 4): the
  // position after ply 4 is the one that repeats (plies 4, 8, 12), while the
  // rooks-home positions after plies 2 and 6 differ by those rights.
  CHECK(f->evidence_plies.front() == 4);
  for (const Finding& x : g.findings) CHECK(std::find(x.evidence_plies.begin(), x.evidence_plies.end(), 2) == x.evidence_plies.end());
}

TEST_CASE("fivefold repetition ends the game under newer Laws only", "[adjudicate]") {
  std::string pgn;
  for (int i = 0; i < 5; ++i) pgn += Shuffle;
  pgn += "e4 *";
  const GameRecord g2023 = judge(pgn);
  const Finding* five = first(g2023, Kind::fivefold_repetition);
  REQUIRE(five);
  CHECK(five->ply == 16);
  CHECK(five->evidence_plies == std::vector<int>{0, 4, 8, 12, 16});
  CHECK(five->severity == Severity::error);  // the game went on
  CHECK(five->message.find("5 later plies are void") != std::string::npos);
  CHECK_FALSE(first(judge(pgn, "fide-2009"), Kind::fivefold_repetition));
  CHECK_FALSE(first(judge(pgn, "fide-1966"), Kind::fivefold_repetition));
}

TEST_CASE("the 75-move rule, and a mate on its last move stands", "[adjudicate]") {
  // White: K f7, Q b1; Black: K h8. The clock stands at 149: the next quiet
  // ply is the 150th.
  const GameRecord drawn =
      judge("[FEN \"7k/5K2/8/8/8/8/8/1Q6 w - - 149 100\"]\n\n100. Qc1 Kh7 101. Qb1+ *");
  const Finding* f = first(drawn, Kind::seventy_five_moves);
  REQUIRE(f);
  CHECK(f->ply == 1);
  CHECK(f->message.find("2 later plies are void") != std::string::npos);
  // The same count, but the 150th ply mates: the mate stands (9.6.2).
  const GameRecord mate = judge("[FEN \"7k/5K2/8/8/8/8/8/1Q6 w - - 149 100\"]\n\n100. Qh1# 1-0");
  CHECK_FALSE(first(mate, Kind::seventy_five_moves));
  CHECK(first(mate, Kind::checkmate));
  CHECK_FALSE(first(mate, Kind::result_mismatch));
}

TEST_CASE("fifty-move claims, by writing the move and after it", "[adjudicate]") {
  const GameRecord g = judge("[FEN \"7k/8/5K2/8/8/8/8/Q7 w - - 98 100\"]\n\n100. Qa2 Kh7 101. Qa1 *");
  const Finding* black = nullptr;
  for (const Finding& f : g.findings)
    if (f.kind == Kind::fifty_move_claimable && f.side == White) black = &f;  // after White's Qa2
  REQUIRE(black);
  CHECK(black->ply == 1);
  CHECK(black->message.find("writing") != std::string::npos);
  CHECK(black->law == Law::FiftyMoves);
}

TEST_CASE("results against the board", "[adjudicate]") {
  const GameRecord wrong = judge("[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 1-0");
  const Finding* f = first(wrong, Kind::result_mismatch);
  REQUIRE(f);
  CHECK(f->candidates == std::vector<std::string>{"0-1"});
  const GameRecord tags = judge("[Result \"1-0\"]\n\n1. e4 e5 0-1");
  CHECK(first(tags, Kind::result_mismatch));
  const GameRecord right = judge("[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1");
  CHECK_FALSE(first(right, Kind::result_mismatch));
}

TEST_CASE("a flag fall against a side that cannot mate is a draw", "[adjudicate]") {
  // White, with a rook, lost on time; Black has a bare king: 6.9 makes it a
  // draw. (K+R v K is no dead position: White could still mate.)
  const char* pgn = "[Result \"0-1\"]\n[Termination \"Time forfeit\"]\n[FEN \"8/8/4k3/8/8/8/3K4/7R w - - 0 60\"]\n\n"
                    "60. Kd3 0-1";
  const GameRecord g = judge(pgn);
  const Finding* f = first(g, Kind::timeout_should_be_draw);
  REQUIRE(f);
  CHECK(f->candidates == std::vector<std::string>{"1/2-1/2"});
  CHECK_FALSE(first(g, Kind::dead_position));
  CHECK_FALSE(first(judge(pgn, "fide-1966"), Kind::timeout_should_be_draw));
  // White's flag falls with White to move, and the game is scored a draw as
  // chess.com words it: the draw is confirmed.
  const GameRecord drawn = judge("[Result \"1/2-1/2\"]\n[Termination \"Game drawn by timeout vs insufficient "
                                 "material\"]\n[FEN \"8/8/4k3/8/8/8/3K4/7R b - - 0 60\"]\n\n60... Kd5 1/2-1/2");
  REQUIRE(first(drawn, Kind::timeout_draw));
  CHECK(first(drawn, Kind::timeout_draw)->message.starts_with("White's flag fell"));
  // With a knight Black could still mate (helpmate with the rook in the way):
  // the loss on time stands.
  CHECK_FALSE(first(judge("[Result \"0-1\"]\n[Termination \"Time forfeit\"]\n[FEN \"8/8/4k3/8/2n5/8/3K4/7R w - - 0 60\"]"
                          "\n\n60. Kd3 0-1"),
                    Kind::timeout_should_be_draw));
}

TEST_CASE("a dead position ends the game at once (2009 on)", "[adjudicate]") {
  // 1...Kxd7 leaves K+B v K: dead at ply 2, whatever follows is void.
  const char* pgn = "[FEN \"4k3/3P4/8/8/8/8/8/2B1K3 b - - 0 1\"]\n\n1... Kxd7 2. Bd2 Kc6 1/2-1/2";
  const GameRecord g = judge(pgn);
  const Finding* f = first(g, Kind::dead_position);
  REQUIRE(f);
  CHECK(f->ply == 1);
  CHECK(f->severity == Severity::error);  // the game went on
  CHECK_FALSE(first(judge(pgn, "fide-1966"), Kind::dead_position));
}

TEST_CASE("a pawn wall ends the game the moment it closes", "[adjudicate]") {
  // 40...h5 closes the wall of CHA's first dead position (test vector, label
  // --: 2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w): the four plies after it
  // are void, and the win recorded is a draw.
  const char* pgn = "[Result \"1-0\"]\n[FEN \"2b1k3/7p/8/1p1p1p2/1P1P1P1P/8/8/2B1K3 b - - 0 40\"]\n\n"
                    "40... h5 41. Kd2 Kd7 42. Ke3 Ke6 1-0";
  const GameRecord g = judge(pgn);
  const Finding* f = first(g, Kind::dead_position);
  REQUIRE(f);
  CHECK(f->ply == 1);
  CHECK(f->severity == Severity::error);
  CHECK(f->message.ends_with("the 4 later plies are void"));
  const Finding* result = first(g, Kind::result_mismatch);
  REQUIRE(result);
  CHECK(result->ply == 1);
  CHECK(result->candidates == std::vector<std::string>{"1/2-1/2"});
  CHECK(first(judge(pgn, "fide-2009"), Kind::dead_position)->ply == 1);
  CHECK_FALSE(first(judge(pgn, "fide-1966"), Kind::dead_position));

  // A wall given by the FEN is dead from the start, whatever its clock.
  const GameRecord given = judge("[FEN \"2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 12 60\"]\n\n60. Kd2 Kd7 1/2-1/2");
  REQUIRE(first(given, Kind::dead_position));
  CHECK(first(given, Kind::dead_position)->ply == 0);
  CHECK_FALSE(first(given, Kind::result_mismatch));

  // 40. d4 closes a wall that 40...cxd3 e.p. could still open; once Black
  // plays 40...Kd7 instead, it is dead.
  const GameRecord ep = judge("[FEN \"2b1k3/8/8/1p1p1p1p/1Pp2P1P/2P5/3P4/2B1K3 w - - 0 40\"]\n\n"
                              "40. d4 Kd7 41. Kd2 Ke6 *");
  REQUIRE(first(ep, Kind::dead_position));
  CHECK(first(ep, Kind::dead_position)->ply == 2);

  // A locked wall a king can walk round is no dead position (a real game's
  // ending, lichess sample game 406: White's king takes f6 and queens).
  CHECK_FALSE(first(judge("[FEN \"8/8/5pk1/5P1p/4K2P/8/8/8 b - - 0 63\"]\n\n63... Kf7 64. Kd5 *"),
                    Kind::dead_position));
}

TEST_CASE("a flag fall with two bishops of one colour left is a draw", "[adjudicate]") {
  // Bishops on dark squares never cover a light flight square: no mate
  // (Black's queen could interpose). Black, to move at the end, lost on time.
  const char* pgn = "[Result \"1-0\"]\n[Termination \"Time forfeit\"]\n[FEN \"q7/8/4k3/8/8/2B1B3/8/4K3 w - - 0 70\"]\n\n"
                    "70. Kd2 1-0";
  REQUIRE(first(judge(pgn), Kind::timeout_should_be_draw));
  CHECK(first(judge(pgn), Kind::timeout_should_be_draw)->candidates == std::vector<std::string>{"1/2-1/2"});
}

TEST_CASE("illegal-move penalties follow the edition and the time class", "[adjudicate]") {
  const char* blitz = "[TimeControl \"180+2\"]\n\n1. e4 e5 2. Ke3 *";
  CHECK(first(judge(blitz, "fide-2009"), Kind::illegal_move_penalty));   // B.5: the first loses
  CHECK_FALSE(first(judge(blitz, "fide-2023"), Kind::illegal_move_penalty));  // 7.5.5: the second
  CHECK_FALSE(first(judge("[TimeControl \"5400+30\"]\n\n1. e4 e5 2. Ke3 *", "fide-2009"),
                    Kind::illegal_move_penalty));  // standard: the third
}

// 3...Nf6 4. Nd5: the c3 knight is pinned by the b4 bishop. Nobody notices;
// 5. exd5 ignores the check, 6. Bg5 too.
constexpr const char* Unnoticed = "1. e4 e5 2. Nc3 Bb4 3. d3 Nf6 4. Nd5 Nxd5 5. exd5 O-O 6. Bg5 h6 *";

TEST_CASE("illegal moves made on the board are counted until the one that loses", "[adjudicate]") {
  const GameRecord game = judge(Unnoticed);
  std::vector<const Finding*> illegal;
  for (const Finding& f : game.findings)
    if (f.kind == Kind::illegal_move) illegal.push_back(&f);
  REQUIRE(illegal.size() == 3);
  CHECK(illegal[0]->token == "Nd5");
  CHECK(illegal[1]->token == "exd5");
  CHECK(illegal[2]->token == "Bg5");
  CHECK(illegal[2]->ply == 11);
  // The record stops before the first; the game's end is the position there.
  CHECK(game.moves.size() == 6);
  CHECK(game.end.fullmove_number() == 4);
  // 2023 (7.5.5): the second loses in standard play; 2009 (7.4.b): the third;
  // 2009's blitz (B.5): the first.
  const Finding* lost = first(game, Kind::illegal_move_penalty);
  REQUIRE(lost);
  CHECK(lost->token == "exd5");
  CHECK(lost->candidates == std::vector<std::string>{"0-1"});
  const GameRecord under_2009 = judge(Unnoticed, "fide-2009");
  const Finding* lost_2009 = first(under_2009, Kind::illegal_move_penalty);
  REQUIRE(lost_2009);
  CHECK(lost_2009->token == "Bg5");
  const GameRecord blitz_2009 = judge(std::string("[TimeControl \"180+2\"]\n\n") + Unnoticed, "fide-2009");
  const Finding* lost_blitz = first(blitz_2009, Kind::illegal_move_penalty);
  REQUIRE(lost_blitz);
  CHECK(lost_blitz->token == "Nd5");
}

TEST_CASE("after an illegal move the replay stops at a move no piece can make, or one that takes the king",
          "[adjudicate]") {
  // 4...Bxe1 takes the king the pinned knight left open.
  const GameRecord taken = judge("1. e4 e5 2. Nc3 Bb4 3. d3 Nf6 4. Nd5 Bxe1 5. Kxe1 *");
  std::vector<std::string> tokens;
  for (const Finding& f : taken.findings)
    if (f.kind == Kind::illegal_move) tokens.push_back(f.token);
  CHECK(tokens == std::vector<std::string>{"Nd5", "Bxe1"});
  // Nor in a variation, nor as the lookahead's guess: no generator yields it.
  const GameRecord variation = judge("1. e4 e5 2. Nc3 Bb4 3. d3 Nf6 4. Nd5 Nxd5 (4... Bxe1 5. Kxe1) 5. exd5 *");
  CHECK(std::count_if(variation.findings.begin(), variation.findings.end(), [](const Finding& f) {
          return f.kind == Kind::illegal_move && f.token == "Bxe1" && f.in_variation;
        }) == 1);
  // A move no piece can make is no move on the board: the replay stops there.
  const GameRecord impossible = judge("1. e4 e5 2. Ke3 d5 3. Ke4 *");
  CHECK(count(impossible, Kind::illegal_move) == 1);
}

TEST_CASE("premature draws, after FIDE's 1964 interpretation", "[adjudicate]") {
  CHECK(first(judge("[Result \"1/2-1/2\"]\n\n1. e4 e5 2. Nf3 Nc6 1/2-1/2"), Kind::premature_draw));
  // A draw by repetition is no agreement.
  std::string shuffle = "[Result \"1/2-1/2\"]\n\n";
  for (int i = 0; i < 2; ++i) shuffle += Shuffle;
  CHECK_FALSE(first(judge(shuffle + "1/2-1/2"), Kind::premature_draw));
}

TEST_CASE("time classes from TimeControl tags", "[adjudicate]") {
  CHECK(*minutes_for_60_moves("300+3") == Approx(8));
  CHECK(*minutes_for_60_moves("40/7200:3600") == Approx(180));
  CHECK_FALSE(minutes_for_60_moves("-"));
  const Edition& e2023 = *find_edition("fide-2023");
  CHECK(e2023.time_class(8) == TimeClass::blitz);
  CHECK(e2023.time_class(15) == TimeClass::rapid);
  CHECK(e2023.time_class(60) == TimeClass::standard);
  CHECK(find_edition("fide-2009")->time_class(15) == TimeClass::blitz);
}
