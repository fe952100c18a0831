#include "validate/finding.h"

#include <algorithm>

namespace arbiter {

std::string_view severity_name(Severity s) {
  switch (s) {
    case Severity::info: return "info";
    case Severity::warning: return "warning";
    case Severity::error: return "error";
  }
  return "error";
}

void sort_by_offset(std::vector<Finding>& findings) {
  const auto by_offset = [](const Finding& a, const Finding& b) { return a.offset < b.offset; };
  // Most games' findings are in order already (one or none): a stable sort
  // would still allocate its buffer and move each finding through it.
  if (!std::is_sorted(findings.begin(), findings.end(), by_offset))
    std::stable_sort(findings.begin(), findings.end(), by_offset);
}

}  // namespace arbiter
