// The parts of the Laws of Chess a finding can rest on. Findings name a Law;
// each rules edition (adjudicate/edition.h) says which article holds it, so
// validation does not depend on the edition being applied.
#pragma once

#include <cstdint>

namespace arbiter {

enum class Law : uint8_t {
  None,
  OccupiedByOwnPiece,   // a piece may not move to a square its own side holds
  BishopMove,
  RookMove,
  QueenMove,
  NoJumping,            // bishops, rooks and queens may not pass over pieces
  KnightMove,
  PawnMove,
  EnPassant,
  Promotion,
  KingMove,
  CastlingRightLost,    // king or rook has moved
  CastlingPrevented,    // check, attacked squares, pieces between
  KingLeftInCheck,      // no move may expose or leave one's own king in check
  LegalMove,            // the general definition of a legal move
  Checkmate,
  Stalemate,
  Recording,            // moves are recorded in algebraic notation
  Disambiguation,       // two identical pieces can move to the same square
  SetupPosition,        // a game started from a position that cannot arise
  ThreefoldRepetition,  // draw claimable: the same position a third time
  FiftyMoves,           // draw claimable: 50 moves each without capture or pawn move
  FivefoldRepetition,   // automatic draw: the same position a fifth time
  SeventyFiveMoves,     // automatic draw: 75 moves each without capture or pawn move
  DeadPosition,         // no sequence of legal moves can mate: the game ends
  FlagFallCannotMate,   // a flag falls but the opponent cannot mate: a draw
  IllegalMovePenalty,   // how many completed illegal moves lose the game
  PrematureDraw,        // draws agreed before the fight (FIDE interpretation)
  ResultRecord,         // the result as recorded (PGN: tag and movetext agree)
  SealedMove,           // an ambiguous, illegal or unreadable sealed move loses
  EvidentIntention,     // 1966: an impossible or illegal sealed move corrected when the intention is evident
  AdjournedGameDecided, // a game decided before the sealed move is opened (mate, a fallen flag)
  TimeTroubleRecording, // short of time, moves may go unrecorded, and no repetition claim rests on them
  ClockAdjustment,      // the clocks' times after an irregularity is put right
  // Not Laws of Chess but the PGN standard the record is written in; every
  // edition cites them alike.
  PgnSyntax,
  PgnCharacterSet,
  Count,
};

}  // namespace arbiter
