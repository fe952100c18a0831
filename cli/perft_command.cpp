#include "cli/perft_command.h"

#include <fmt/format.h>

#include <chrono>
#include <charconv>

#include "core/fen.h"
#include "core/perft.h"
#include "core/uci.h"

namespace arbiter {

int perft_command(const std::vector<std::string>& args) {
  std::vector<std::string> positional;
  bool divide = false;
  for (const std::string& a : args) {
    if (a == "--divide") divide = true;
    else positional.push_back(a);
  }
  int depth = 0;
  if (positional.size() != 2 ||
      std::from_chars(positional[1].data(), positional[1].data() + positional[1].size(), depth).ec != std::errc() ||
      depth < 0) {
    fmt::print(stderr, "arbiter: usage: arbiter perft FEN|startpos DEPTH [--divide]\n");
    return 2;
  }
  const std::string fen = positional[0] == "startpos" ? std::string(StartFen) : positional[0];
  const FenResult parsed = parse_fen(fen);
  if (!parsed) {
    fmt::print(stderr, "arbiter: bad FEN: {}\n", parsed.error);
    return 2;
  }
  const auto started = std::chrono::steady_clock::now();
  uint64_t nodes = 0;
  if (divide) {
    for (const auto& [move, count] : perft_divide(*parsed.position, depth)) {
      fmt::print("{}: {}\n", to_uci(*parsed.position, move), count);
      nodes += count;
    }
    fmt::print("\n");
  } else {
    nodes = perft(*parsed.position, depth);
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  fmt::print("Nodes searched: {}\n", nodes);
  fmt::print(stderr, "{:.3f} s, {:.1f} Mnodes/s\n", seconds, seconds > 0 ? double(nodes) / seconds / 1e6 : 0.0);
  return 0;
}

}  // namespace arbiter
