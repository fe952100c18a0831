// --rules, shared by the commands that judge under an edition of the Laws.
#pragma once

#include <string>

#include "adjudicate/edition.h"
#include "cli/args.h"

namespace arbiter {

// Reads the value of the current flag (--rules) into `edition`: 0, or the
// exit code of a usage error that names the editions there are.
int read_rules(Args& args, const Edition*& edition);

// "takes one of: fide-2023, ...": what --rules and arbiter.toml's rules say
// of a value that names no edition.
std::string rules_takes();

}  // namespace arbiter
