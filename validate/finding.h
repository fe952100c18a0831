// A finding: one thing wrong (or worth saying) about one game, with
// everything a reader needs to locate it and act on it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/types.h"
#include "validate/law.h"

namespace arbiter {

enum class Severity : uint8_t { info, warning, error };
std::string_view severity_name(Severity s);

// What a finding is about; kind_name() gives the name JSONL and the text
// report use ("illegal_move"), kind_from_name() reads it back.
enum class Kind : uint8_t {
  illegal_move,
  ambiguous_move,
  moves_after_end,
  parse_error,
  no_game,
  invalid_setup,
  null_move,
  nonstandard_notation,
  unsupported_variant,
  orphan_variation,
  deep_variation,
  latin1_text,
  notation_detected,
  ambiguous_language,
  // Scoresheets: moves a player did not record, and move numbers out of order.
  unrecorded_moves,
  misnumbered_move,
  // Adjudication (adjudicate/): how the game ended or should have ended.
  threefold_claimable,
  fifty_move_claimable,
  fivefold_repetition,
  seventy_five_moves,
  checkmate,
  stalemate,
  dead_position,
  timeout_should_be_draw,
  timeout_draw,
  result_mismatch,
  illegal_move_penalty,
  premature_draw,
  // Draughts draws (validate/draughts_draws.h): one a player could claim,
  // and one the rules make by themselves.
  draw_claimable,
  draw_automatic,
};
inline constexpr size_t KindCount = size_t(Kind::draw_automatic) + 1;
std::string_view kind_name(Kind k);
std::optional<Kind> kind_from_name(std::string_view name);

struct Finding {
  Kind kind = Kind::parse_error;
  Severity severity = Severity::error;
  Law law = Law::None;
  uint64_t offset = 0;    // byte offset in the file
  uint64_t line = 0;      // 1-based line in the file
  int ply = 0;            // 1-based ply in its line of play; 0 when about no move
  bool in_variation = false;
  int move_number = 0;
  Color side = White;
  std::string token;      // the text as written
  std::string message;
  // The rule as text, for findings no Law names (draughts); when set, reports
  // cite it instead of the edition's article for `law`.
  std::string rule;
  std::vector<std::string> candidates;  // the legal moves that fit, or come closest (SAN)
  std::vector<int> evidence_plies;      // the plies a verdict rests on (the occurrences of a repetition...)
};

// Findings in the order their places have in the text; findings at one
// place keep the order they were made in.
void sort_by_offset(std::vector<Finding>& findings);


}  // namespace arbiter
