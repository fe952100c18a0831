#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <chrono>
#include <memory>

#include "cli/command_line.h"
#include "cli/commands.h"
#include "core/fen.h"
#include "core/perft.h"
#include "core/uci.h"

namespace arbiter {

namespace {

constexpr std::string_view Help =
    "Usage: arbiter perft FEN|startpos DEPTH [--divide]\n\n"
    "Counts the move paths of DEPTH plies from the position (FEN, X-FEN or\n"
    "Shredder-FEN), as Stockfish's 'go perft' does; --divide gives the count\n"
    "below each legal move. Time and speed go to stderr.\n";

int perft_run(const std::vector<std::string>& positional, bool divide) {
  const auto depth = positional.size() == 2 ? parse_unsigned(positional[1]) : std::nullopt;
  if (!depth) throw UsageError("takes FEN|startpos DEPTH [--divide]");
  const std::string fen = positional[0] == "startpos" ? std::string(StartFen) : positional[0];
  const FenResult parsed = parse_fen(fen);
  if (!parsed) throw UsageError("bad FEN: " + parsed.error);
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

}  // namespace

std::string perft_help() { return std::string(Help); }

CommandRun perft_command(CLI::App& app) {
  struct CommandLine {
    std::vector<std::string> positional;
    bool divide = false;
  };
  const auto line = std::make_shared<CommandLine>();
  app.add_flag("--divide", line->divide);
  add_arguments(app, line->positional, "FEN");
  return [line] { return perft_run(line->positional, line->divide); };
}

}  // namespace arbiter
