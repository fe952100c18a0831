#include <fmt/format.h>

#include <chrono>

#include "cli/args.h"
#include "cli/commands.h"

#include "core/fen.h"
#include "core/perft.h"
#include "core/uci.h"

namespace arbiter {

int perft_command(const std::vector<std::string>& argv) {
  constexpr std::string_view Help =
      "Usage: arbiter perft FEN|startpos DEPTH [--divide]\n\n"
      "Counts the move paths of DEPTH plies from the position (FEN, X-FEN or\n"
      "Shredder-FEN), as Stockfish's 'go perft' does; --divide gives the count\n"
      "below each legal move. Time and speed go to stderr.\n";
  std::vector<std::string> positional;
  bool divide = false;
  Args args(argv);
  while (args.next()) {
    if (args.flag() == "--divide") {
      divide = true;
    } else if (args.flag() == "-h" || args.flag() == "--help") {
      fmt::print("{}", Help);
      return 0;
    } else if (args.is_option()) {
      return usage_error("unknown option " + args.flag());
    } else {
      positional.push_back(args.flag());
    }
  }
  const auto depth = positional.size() == 2 ? parse_unsigned(positional[1]) : std::nullopt;
  if (!depth) return usage_error("usage: arbiter perft FEN|startpos DEPTH [--divide]");
  const std::string fen = positional[0] == "startpos" ? std::string(StartFen) : positional[0];
  const FenResult parsed = parse_fen(fen);
  if (!parsed) return usage_error("bad FEN: " + parsed.error);
  const auto started = std::chrono::steady_clock::now();
  uint64_t nodes = 0;
  if (divide) {
    for (const auto& [move, count] : perft_divide(*parsed.position, int(*depth))) {
      fmt::print("{}: {}\n", to_uci(*parsed.position, move), count);
      nodes += count;
    }
    fmt::print("\n");
  } else {
    nodes = perft(*parsed.position, int(*depth));
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  fmt::print("Nodes searched: {}\n", nodes);
  fmt::print(stderr, "{:.3f} s, {:.1f} Mnodes/s\n", seconds, seconds > 0 ? double(nodes) / seconds / 1e6 : 0.0);
  return 0;
}

}  // namespace arbiter
