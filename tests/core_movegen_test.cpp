// Move generation and the rules around it, one rule per case; the expected
// answers follow from the Laws of Chess (and Chess960's Appendix).
#include <algorithm>
#include <catch2/catch.hpp>
#include <vector>

#include "core/fen.h"
#include "core/movegen.h"
#include "core/perft.h"
#include "tests/position.h"

using namespace arbiter;

namespace {

bool has_move(const Position& pos, Move m) { return MoveList(pos).contains(m); }

Position after(const Position& pos, Move m) {
  Position next = pos;
  next.play(m);
  return next;
}

}  // namespace

TEST_CASE("en passant that exposes the king along the rank is illegal", "[core][movegen]") {
  // Both pawns leave the fifth rank and the h5 rook would see the a5 king.
  const Position pinned = from_fen("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1");
  CHECK(pinned.en_passant_square() == D6);  // still capturable pseudo-legally
  CHECK_FALSE(has_move(pinned, Move(E5, D6, MoveKind::EnPassant)));
  CHECK_FALSE(pinned.is_legal(Move(E5, D6, MoveKind::EnPassant)));

  const Position free = from_fen("8/8/8/K2pP3/8/8/8/7k w - d6 0 1");
  CHECK(has_move(free, Move(E5, D6, MoveKind::EnPassant)));
  CHECK(free.is_legal(Move(E5, D6, MoveKind::EnPassant)));
}

TEST_CASE("en passant may capture a checking pawn", "[core][movegen]") {
  // d2-d4 checked the c5 king; exd3 removes the checker.
  const Position pos = from_fen("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1");
  REQUIRE(pos.in_check());
  CHECK(has_move(pos, Move(E4, D3, MoveKind::EnPassant)));
}

TEST_CASE("all four promotions, pushing and capturing", "[core][movegen]") {
  const Position pos = from_fen("1r5k/P7/8/8/8/8/8/K7 w - - 0 1");
  int promotions = 0;
  for (Move m : MoveList(pos)) promotions += m.kind() == MoveKind::Promotion;
  CHECK(promotions == 8);
  for (PieceType pt : {Knight, Bishop, Rook, Queen}) {
    CHECK(has_move(pos, Move(A7, A8, MoveKind::Promotion, pt)));
    CHECK(has_move(pos, Move(A7, B8, MoveKind::Promotion, pt)));
  }
}

TEST_CASE("standard castling conditions", "[core][movegen]") {
  const Move short_castle(E1, H1, MoveKind::Castling), long_castle(E1, A1, MoveKind::Castling);

  const Position open = from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  CHECK(has_move(open, short_castle));
  CHECK(has_move(open, long_castle));

  // f1 is attacked: the king may not cross it.
  const Position crossing = from_fen("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1");
  CHECK_FALSE(has_move(crossing, short_castle));
  CHECK(has_move(crossing, long_castle));

  // b1 is attacked, but only the rook crosses it.
  const Position rook_crossing = from_fen("1r2k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1");
  CHECK(has_move(rook_crossing, long_castle));

  // Not out of check.
  const Position checked = from_fen("r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1");
  CHECK_FALSE(has_move(checked, short_castle));
  CHECK_FALSE(has_move(checked, long_castle));

  // Not through a piece.
  const Position blocked = from_fen("r3k2r/8/8/8/8/8/8/RN2K1NR w KQkq - 0 1");
  CHECK_FALSE(has_move(blocked, short_castle));
  CHECK_FALSE(has_move(blocked, long_castle));

  const Position castled = after(open, short_castle);
  CHECK(castled.piece_on(G1) == WhiteKing);
  CHECK(castled.piece_on(F1) == WhiteRook);
  CHECK(castled.piece_on(E1) == NoPiece);
  CHECK(castled.piece_on(H1) == NoPiece);
  CHECK(castled.castling_rights() == (BlackKingSide | BlackQueenSide));
}

TEST_CASE("Chess960 castling", "[core][movegen][chess960]") {
  SECTION("king and rook trade squares") {
    const Position pos = from_fen("4k3/8/8/8/8/8/8/5KR1 w G - 0 1");
    const Move castle(F1, G1, MoveKind::Castling);
    REQUIRE(has_move(pos, castle));
    const Position castled = after(pos, castle);
    CHECK(castled.piece_on(G1) == WhiteKing);
    CHECK(castled.piece_on(F1) == WhiteRook);
    CHECK(castled.castling_rights() == NoCastling);
  }
  SECTION("king beside the a-file rook castles long to c1") {
    const Position pos = from_fen("4k3/8/8/8/8/8/8/RK6 w A - 0 1");
    const Move castle(B1, A1, MoveKind::Castling);
    REQUIRE(has_move(pos, castle));
    const Position castled = after(pos, castle);
    CHECK(castled.piece_on(C1) == WhiteKing);
    CHECK(castled.piece_on(D1) == WhiteRook);
    CHECK(castled.piece_on(A1) == NoPiece);
    CHECK(castled.piece_on(B1) == NoPiece);
  }
  SECTION("the king stays put when it already stands on its destination") {
    const Position pos = from_fen("4k3/8/8/8/8/8/8/1RK5 w B - 0 1");
    const Move castle(C1, B1, MoveKind::Castling);
    REQUIRE(has_move(pos, castle));
    CHECK(after(pos, castle).piece_on(C1) == WhiteKing);
    CHECK(after(pos, castle).piece_on(D1) == WhiteRook);
  }
  SECTION("the castling rook may not be the king's only shield") {
    // Rook b1 blocks the a1 rook; once it goes to d1 the king on c1 would
    // stand in check.
    const Position shielded = from_fen("4k3/8/8/8/8/8/8/rR3K2 w B - 0 1");
    CHECK_FALSE(has_move(shielded, Move(F1, B1, MoveKind::Castling)));
    CHECK_FALSE(shielded.is_legal(Move(F1, B1, MoveKind::Castling)));
    const Position unshielded = from_fen("4k3/8/8/8/8/8/8/1R3K2 w B - 0 1");
    CHECK(has_move(unshielded, Move(F1, B1, MoveKind::Castling)));
    CHECK(unshielded.is_legal(Move(F1, B1, MoveKind::Castling)));
  }
  SECTION("squares the rook needs must be empty too") {
    // The king goes b1-c1 only, but the rook's way to d1 is blocked on... d1.
    const Position pos = from_fen("4k3/8/8/8/8/8/8/RK1N4 w A - 0 1");
    CHECK_FALSE(has_move(pos, Move(B1, A1, MoveKind::Castling)));
  }
}

TEST_CASE("a double check leaves only king moves", "[core][movegen]") {
  const Position pos = from_fen("4r1k1/8/8/8/Rb6/8/8/4K3 w - - 0 1");
  REQUIRE(popcount(pos.checkers()) == 2);
  const MoveList moves(pos);
  CHECK(moves.size() == 3);  // Kd1, Kf1, Kf2; Rxb4 would leave the rook's check
  CHECK(std::all_of(moves.begin(), moves.end(), [](Move m) { return m.from() == E1; }));
}

TEST_CASE("pinned pieces stay on the pin line", "[core][movegen]") {
  const Position rook = from_fen("4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1");
  int rook_moves = 0;
  for (Move m : MoveList(rook))
    if (m.from() == E2) {
      ++rook_moves;
      CHECK(file_of(m.to()) == FileE);
    }
  CHECK(rook_moves == 5);  // e3 to e7

  const Position bishop = from_fen("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1");
  for (Move m : MoveList(bishop)) CHECK(m.from() != E2);
  CHECK_FALSE(bishop.is_legal(Move(E2, D3)));
  CHECK(bishop.is_legal(Move(E1, D1)));
  CHECK(bishop.is_legal(Move(E1, F2)));
}

namespace {

// Calls visit on every position of the tree below pos, pos included.
template <typename Visit>
void walk(const Position& pos, int depth, Visit visit) {
  visit(pos);
  if (depth == 0) return;
  for (Move m : MoveList(pos)) walk(after(pos, m), depth - 1, visit);
}

// Normal moves that follow the pieces' patterns, king safety aside: piece
// moves onto empty or enemy squares, pawn pushes and captures short of the
// last rank.
std::vector<Move> pseudo_legal_normal_moves(const Position& pos) {
  const Color us = pos.side_to_move();
  const Bitboard promotion_ranks = rank_bb(Rank1) | rank_bb(Rank8);
  std::vector<Move> moves;
  for (Bitboard b = pos.pieces(us); b;) {
    const Square from = pop_lsb(b);
    const PieceType pt = type_of(pos.piece_on(from));
    Bitboard targets;
    if (pt == Pawn) {
      const Square ahead = Square(from + pawn_push(us));
      targets = ((pawn_attacks(us, from) & pos.pieces(~us)) | (square_bb(ahead) & ~pos.pieces())) &
                ~promotion_ranks;
    } else {
      targets = attacks(pt, from, pos.pieces()) & ~pos.pieces(us);
    }
    while (targets) moves.emplace_back(from, pop_lsb(targets));
  }
  return moves;
}

const char* const TreeFens[] = {
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
};

}  // namespace

TEST_CASE("is_legal agrees with the generator", "[core][movegen]") {
  for (const char* fen : TreeFens)
    walk(from_fen(fen), 2, [](const Position& pos) {
      const MoveList legal(pos);
      for (Move m : pseudo_legal_normal_moves(pos)) {
        INFO(to_fen(pos) << " " << square_name(m.from()) << square_name(m.to()));
        CHECK(pos.is_legal(m) == legal.contains(m));
      }
      for (Move m : legal) CHECK(pos.is_legal(m));
    });
}

TEST_CASE("has_legal_move agrees with the generator", "[core][movegen]") {
  for (const char* fen : TreeFens)
    walk(from_fen(fen), 2, [](const Position& pos) { CHECK(has_legal_move(pos) == !MoveList(pos).empty()); });
  // Mated, stalemated, and a king walled in whose side still has a pawn move.
  CHECK_FALSE(has_legal_move(from_fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")));
  CHECK_FALSE(has_legal_move(from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")));
  CHECK(has_legal_move(from_fen("7k/5Q2/6K1/8/8/8/p7/8 b - - 0 1")));
  // The king's only step takes a piece the queen protects from behind it.
  CHECK_FALSE(has_legal_move(from_fen("k7/1Q6/2Q5/8/8/8/8/7K b - - 0 1")));
  // With every king step attacked, what pins, checks and en passant leave:
  // a pinned rook that may slide along its pin, a pinned knight that may
  // not (stalemate), a check answered only by a double step between, one
  // answered only by en passant, and mate where a pinned bishop could take
  // the checker but not legally (perft --divide 1 lists 6, 0, 1, 1, 0 moves).
  CHECK(has_legal_move(from_fen("7k/8/8/8/8/pp6/3n4/K2R3r w - - 0 1")));
  CHECK_FALSE(has_legal_move(from_fen("7k/8/8/8/8/pp6/3n4/K2N3r w - - 0 1")));
  CHECK(has_legal_move(from_fen("1r5k/8/8/4b3/8/8/P2P4/K7 w - - 0 1")));
  CHECK(has_legal_move(from_fen("2B5/8/3N4/k2N4/1Pp5/P7/8/3Q3K b - b3 0 1")));
  CHECK_FALSE(has_legal_move(from_fen("R4b1k/6Q1/8/8/8/8/8/B3K3 b - - 0 1")));
}

TEST_CASE("legal_castlings agrees with the generator", "[core][movegen]") {
  size_t castlings_seen = 0;
  for (const char* fen : TreeFens)
    walk(from_fen(fen), 2, [&](const Position& pos) {
      std::vector<Move> expected;
      for (Move m : MoveList(pos))
        if (m.kind() == MoveKind::Castling) expected.push_back(m);
      Move out[2];
      const size_t n = legal_castlings(pos, out);
      CHECK(std::vector<Move>(out, out + n) == expected);
      castlings_seen += n;
    });
  CHECK(castlings_seen > 1000);  // the trees castle often: the test has something to compare
}

TEST_CASE("gives_check agrees with playing the move", "[core][movegen]") {
  for (const char* fen : TreeFens)
    walk(from_fen(fen), 2, [](const Position& pos) {
      for (Move m : MoveList(pos)) CHECK(pos.gives_check(m) == after(pos, m).in_check());
    });
}

TEST_CASE("gives_check finds every kind of check", "[core][movegen]") {
  // The rook lands on f1, facing the f8 king.
  CHECK(from_fen("5k2/8/8/8/8/8/8/4K2R w K - 0 1").gives_check(Move(E1, H1, MoveKind::Castling)));
  CHECK_FALSE(
      from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1").gives_check(Move(E1, H1, MoveKind::Castling)));
  // The knight uncovers the e1 rook.
  const Position discovered = from_fen("4k3/8/8/8/8/8/4N3/4R1K1 w - - 0 1");
  CHECK(discovered.gives_check(Move(E2, C3)));
  CHECK_FALSE(discovered.gives_check(Move(G1, G2)));
  // A queen or rook on a8 checks along the eighth rank; bishop and knight do not.
  const Position promotion = from_fen("4k3/P7/8/8/8/8/8/K7 w - - 0 1");
  CHECK(promotion.gives_check(Move(A7, A8, MoveKind::Promotion, Queen)));
  CHECK(promotion.gives_check(Move(A7, A8, MoveKind::Promotion, Rook)));
  CHECK_FALSE(promotion.gives_check(Move(A7, A8, MoveKind::Promotion, Bishop)));
  CHECK_FALSE(promotion.gives_check(Move(A7, A8, MoveKind::Promotion, Knight)));
  // Both pawns leave the fifth rank and the h5 rook sees the b5 king.
  CHECK(from_fen("8/8/8/1k1pP2R/8/8/8/4K3 w - d6 0 1")
            .gives_check(Move(E5, D6, MoveKind::EnPassant)));
}

TEST_CASE("checkmate and stalemate", "[core][movegen]") {
  const Position fools_mate =
      from_fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
  CHECK(fools_mate.is_checkmate());
  CHECK_FALSE(fools_mate.is_stalemate());

  const Position stalemate = from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
  CHECK(stalemate.is_stalemate());
  CHECK_FALSE(stalemate.is_checkmate());

  CHECK_FALSE(Position::start().is_checkmate());
  CHECK_FALSE(Position::start().is_stalemate());
}

TEST_CASE("play keeps clocks, rights and the en-passant square", "[core][movegen]") {
  SECTION("clocks") {
    Position pos = Position::start();
    pos.play(Move(G1, F3));
    CHECK(pos.halfmove_clock() == 1);
    CHECK(pos.fullmove_number() == 1);
    pos.play(Move(G8, F6));
    CHECK(pos.halfmove_clock() == 2);
    CHECK(pos.fullmove_number() == 2);
    CHECK(pos.game_ply() == 2);
    pos.play(Move(E2, E4));
    CHECK(pos.halfmove_clock() == 0);
    pos.play(Move(F6, E4));
    CHECK(pos.halfmove_clock() == 0);
  }
  SECTION("the en-passant square is set only when a pawn can take") {
    CHECK(after(Position::start(), Move(E2, E4)).en_passant_square() == NoSquare);
    const Position pos = from_fen("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
    CHECK(after(pos, Move(E2, E4)).en_passant_square() == E3);
    CHECK(after(pos, Move(E2, E3)).en_passant_square() == NoSquare);
  }
  SECTION("capturing a rook on its square takes the right away") {
    const Position pos = from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    const Position next = after(pos, Move(A1, A8));
    CHECK(next.castling_rights() == (WhiteKingSide | BlackKingSide));
    CHECK(next.castling_rook(White, QueenSide) == NoSquare);
    CHECK(next.castling_rook(Black, QueenSide) == NoSquare);
    CHECK(next.castling_rook(White, KingSide) == H1);
  }
  SECTION("a king move takes both rights") {
    const Position pos = from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    CHECK(after(pos, Move(E1, E2)).castling_rights() == (BlackKingSide | BlackQueenSide));
  }
  SECTION("en passant removes the passed pawn") {
    const Position pos = from_fen("8/8/8/K2pP3/8/8/8/7k w - d6 0 1");
    const Position next = after(pos, Move(E5, D6, MoveKind::EnPassant));
    CHECK(next.piece_on(D6) == WhitePawn);
    CHECK(next.piece_on(D5) == NoPiece);
    CHECK(next.piece_on(E5) == NoPiece);
  }
  SECTION("a null move passes the turn") {
    const Position pos = from_fen("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
    Position next = pos;
    next.play_null();
    CHECK(next.side_to_move() == White);
    CHECK(next.en_passant_square() == NoSquare);
    CHECK(next.fullmove_number() == 2);
  }
}

TEST_CASE("positions reached by different move orders are equal", "[core][movegen]") {
  Position a = Position::start(), b = Position::start();
  for (Move m : {Move(G1, F3), Move(G8, F6), Move(B1, C3), Move(B8, C6)}) a.play(m);
  for (Move m : {Move(B1, C3), Move(B8, C6), Move(G1, F3), Move(G8, F6)}) b.play(m);
  CHECK(a == b);
  CHECK(a.key() == b.key());
  b.play_null();
  CHECK_FALSE(a == b);
}
