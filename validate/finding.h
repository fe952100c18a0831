// A finding: one thing wrong (or worth saying) about one game, with
// everything a reader needs to locate it and act on it.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/types.h"
#include "validate/law.h"

namespace arbiter {

enum class Severity : uint8_t { info, warning, error };
std::string_view severity_name(Severity s);

// Finding kinds, as JSONL names them.
namespace kind {
inline constexpr std::string_view illegal_move = "illegal_move";
inline constexpr std::string_view ambiguous_move = "ambiguous_move";
inline constexpr std::string_view moves_after_end = "moves_after_end";
inline constexpr std::string_view parse_error = "parse_error";
inline constexpr std::string_view invalid_setup = "invalid_setup";
inline constexpr std::string_view null_move = "null_move";
inline constexpr std::string_view nonstandard_notation = "nonstandard_notation";
inline constexpr std::string_view unsupported_variant = "unsupported_variant";
inline constexpr std::string_view orphan_variation = "orphan_variation";
inline constexpr std::string_view deep_variation = "deep_variation";
inline constexpr std::string_view latin1_text = "latin1_text";
inline constexpr std::string_view notation_detected = "notation_detected";
inline constexpr std::string_view ambiguous_language = "ambiguous_language";
// Adjudication (adjudicate/): how the game ended or should have ended.
inline constexpr std::string_view threefold_claimable = "threefold_claimable";
inline constexpr std::string_view fifty_move_claimable = "fifty_move_claimable";
inline constexpr std::string_view fivefold_repetition = "fivefold_repetition";
inline constexpr std::string_view seventy_five_moves = "seventy_five_moves";
inline constexpr std::string_view checkmate = "checkmate";
inline constexpr std::string_view stalemate = "stalemate";
inline constexpr std::string_view dead_position = "dead_position";
inline constexpr std::string_view timeout_should_be_draw = "timeout_should_be_draw";
inline constexpr std::string_view timeout_draw = "timeout_draw";
inline constexpr std::string_view result_mismatch = "result_mismatch";
inline constexpr std::string_view illegal_move_penalty = "illegal_move_penalty";
inline constexpr std::string_view premature_draw = "premature_draw";
}  // namespace kind

struct Finding {
  std::string_view kind;
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
  std::vector<std::string> candidates;  // the legal moves that fit, or come closest (SAN)
  std::vector<int> evidence_plies;      // the plies a verdict rests on (the occurrences of a repetition...)
};

// Findings in the order their places have in the text; findings at one
// place keep the order they were made in.
void sort_by_offset(std::vector<Finding>& findings);


}  // namespace arbiter
