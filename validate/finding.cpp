#include "validate/finding.h"

#include <algorithm>
#include <array>

namespace arbiter {

std::string_view severity_name(Severity s) {
  switch (s) {
    case Severity::info: return "info";
    case Severity::warning: return "warning";
    case Severity::error: return "error";
  }
  return "error";
}

namespace {
constexpr std::array<std::string_view, KindCount> KindNames = {
    "illegal_move",
    "ambiguous_move",
    "moves_after_end",
    "parse_error",
    "no_game",
    "invalid_setup",
    "null_move",
    "nonstandard_notation",
    "unsupported_variant",
    "orphan_variation",
    "deep_variation",
    "latin1_text",
    "notation_detected",
    "ambiguous_language",
    "unrecorded_moves",
    "misnumbered_move",
    "threefold_claimable",
    "fifty_move_claimable",
    "fivefold_repetition",
    "seventy_five_moves",
    "checkmate",
    "stalemate",
    "dead_position",
    "timeout_should_be_draw",
    "timeout_draw",
    "result_mismatch",
    "illegal_move_penalty",
    "premature_draw",
    "draw_claimable",
    "draw_automatic",
};
}  // namespace

std::string_view kind_name(Kind k) { return KindNames[size_t(k)]; }

std::optional<Kind> kind_from_name(std::string_view name) {
  const auto it = std::find(KindNames.begin(), KindNames.end(), name);
  if (it == KindNames.end()) return std::nullopt;
  return Kind(it - KindNames.begin());
}

void sort_by_offset(std::vector<Finding>& findings) {
  const auto by_offset = [](const Finding& a, const Finding& b) { return a.offset < b.offset; };
  // Most games' findings are in order already (one or none): a stable sort
  // would still allocate its buffer and move each finding through it.
  if (!std::is_sorted(findings.begin(), findings.end(), by_offset))
    std::stable_sort(findings.begin(), findings.end(), by_offset);
}

}  // namespace arbiter
