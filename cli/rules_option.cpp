#include "cli/rules_option.h"

namespace arbiter {

int read_rules(Args& args, const Edition*& edition) {
  const auto v = args.value();
  const Edition* named = v ? find_edition(*v) : nullptr;
  if (!named) {
    std::string known;
    for (const Edition& e : editions()) known += (known.empty() ? "" : ", ") + std::string(e.id);
    return usage_error("--rules takes one of: " + known);
  }
  edition = named;
  return 0;
}

}  // namespace arbiter
