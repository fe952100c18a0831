// Two players' scoresheets of one game side by side, as an arbiter reads
// them when they disagree or when a player short of time left moves out
// (1966 Art. XIII; 2009 Art. 8.4-8.5): how far they agree, where they part
// and whether each sheet's own moves are legal, which moves one sheet
// supplies for the other, whether the game's final position follows from
// both together, and whether a repetition claim could rest on the record
// (1966 Art. XIII-2: never on moves not recorded in time).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/position.h"
#include "notation/notation.h"
#include "validate/sheet_cells.h"

namespace arbiter {

struct ReconcileOptions {
  // Each sheet's notation (White's sheet, Black's sheet); detected on each
  // sheet alone when not given.
  std::array<std::optional<Notation>, 2> notations;
  // Positions each search may visit. Cells neither sheet records are filled
  // by trying every legal move, so the work grows with such runs.
  int nodes = 200000;
};

struct Reconciliation {
  struct Sheet {
    Notation notation;
    std::vector<SheetCell> cells;  // one per ply, annotation words dropped
    // The sheet's own moves replay legally to its end, its gaps filled from
    // the other sheet where that reads, else by any move that lets it go on.
    bool legal = false;
    int legal_plies = 0;  // how many of its plies replay so
    std::vector<SheetCells::Misnumbered> misnumbered;  // lines whose number repeats or goes back
  };
  std::array<Sheet, 2> sheets;  // White's, Black's
  Position start;
  int plies = 0;  // cells on the longer sheet
  // The plies from the start both sheets establish together: every line of
  // play they allow that goes furthest plays the same moves there. A move
  // neither sheet records is established only when one legal move there
  // lets the most of the moves recorded after it be played; with no move
  // recorded after it, nothing establishes it.
  int agreed_plies = 0;
  std::optional<int> divergence_ply;  // agreed_plies + 1, unless they establish every ply
  // Why the sheets establish nothing from divergence_ply on.
  enum class Parting {
    contradict,  // no move there fits both sheets
    open,        // several moves fit and the moves after do not tell which (or the search stopped)
    unrecorded,  // neither sheet records any move from there on
  };
  Parting parting = Parting::contradict;
  std::vector<Move> agreed_line;  // the agreed_plies moves
  Position agreed_position;       // after them
  // At the divergence, the legal moves each sheet's word there denotes in
  // the agreed position (nullopt: the sheet does not record that move).
  std::array<std::optional<std::vector<Move>>, 2> at_divergence;

  struct Missing {
    Color sheet;  // whose sheet lacks the move
    int ply;
  };
  // Up to agreed_plies (past them nothing is supplied): the plies one sheet
  // lacks and the other records, and those neither records.
  std::vector<Missing> missing;
  std::vector<int> missing_on_both;

  // The sheets establish every ply, and so the final position.
  bool reconstructable = false;
  std::optional<Position> final_position;

  struct Repetition {
    std::array<int, 3> plies{};     // the three occurrences (0: the start)
    std::vector<Missing> unrecorded;  // moves between them a sheet lacks
  };
  // On the agreed line: the first position to stand a third (or later)
  // time, over its three latest occurrences, and the first such whose moves
  // both sheets record.
  std::optional<Repetition> first_repetition, admissible_repetition;
  // Null when no position repeats three times; false when every repetition
  // rests on a move a sheet lacks.
  std::optional<bool> repetition_claim_admissible() const;
  const Repetition* claimable_repetition() const;  // the first admissible, else the first

  bool search_cut = false;  // a search ran out of nodes: a "no" may mean "could not tell"

  // The cell a sheet has at `ply` (1-based), or nullptr past its end.
  const SheetCell* cell(Color sheet, int ply) const;
  // The move number and side of a ply, from the start position.
  int move_number(int ply) const;
  Color mover(int ply) const;
};

// Reads both sheets (each a plain scoresheet or PGN, as read_sheet_cells
// tells them apart, starting from its FEN when it gives one) and reconciles
// them.
Reconciliation reconcile(std::string_view white_sheet, std::string_view black_sheet,
                         const ReconcileOptions& options = {});

// 1966 Art. XIV-7: when the time each player spent before an irregularity
// cannot be known, it is taken proportional to the clocks' times when the
// irregularity is found (90 and 60 minutes after move 30 for an
// irregularity at move 20: 60 and 40).
struct ClockTimes {
  double white = 0, black = 0;  // minutes
};
ClockTimes proportional_clocks(ClockTimes shown, int irregular_move, int found_after_move);

}  // namespace arbiter
