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
  std::stable_sort(findings.begin(), findings.end(), [](const Finding& a, const Finding& b) { return a.offset < b.offset; });
}

}  // namespace arbiter
