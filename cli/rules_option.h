// --rules, shared by the commands that judge under an edition of the Laws.
#pragma once

#include <string>

#include "adjudicate/edition.h"

namespace CLI {
class App;
}  // namespace CLI

namespace arbiter {

// Adds --rules EDITION, read into `edition`.
void add_rules_option(CLI::App& app, const Edition*& edition);

// The editions' ids, "fide-2023|fide-2009|...", for the shell completions.
std::string edition_ids();

// "takes one of: fide-2023, ...": what --rules and arbiter.toml's rules say
// of a value that names no edition.
std::string rules_takes();

}  // namespace arbiter
