// The commands of the program a profile-guided build trains on
// (ARBITER_PGO=generate, cli/CMakeLists.txt): check alone, the one command
// the training runs, so that the instrumented build compiles no other.
#include "cli/commands.h"

namespace arbiter {

namespace {

constexpr Command Commands[] = {
    CheckCommand,
};

}  // namespace

std::span<const Command> commands() { return Commands; }

}  // namespace arbiter
