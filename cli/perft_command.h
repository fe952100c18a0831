// `arbiter perft FEN DEPTH [--divide]`: Stockfish-compatible output, so that
// the two can be compared line by line.
#pragma once

#include <string>
#include <vector>

namespace arbiter {

int perft_command(const std::vector<std::string>& args);

}  // namespace arbiter
