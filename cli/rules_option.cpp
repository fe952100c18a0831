#include "cli/rules_option.h"

namespace arbiter {

std::string rules_takes() {
  std::string known;
  for (const Edition& e : editions()) known += (known.empty() ? "" : ", ") + std::string(e.id);
  return "takes one of: " + known;
}

int read_rules(Args& args, const Edition*& edition) {
  const auto v = args.value();
  const Edition* named = v ? find_edition(*v) : nullptr;
  if (!named) return usage_error("--rules " + rules_takes());
  edition = named;
  return 0;
}

}  // namespace arbiter
