#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <chrono>
#include <memory>

#include "cli/command_line.h"
#include "cli/commands.h"
#include "core/fen.h"
#include "core/perft.h"
#include "core/uci.h"
#include "draughts/fen.h"
#include "draughts/move_text.h"
#include "draughts/perft.h"

namespace arbiter {

namespace {

void print_speed(uint64_t nodes, std::chrono::steady_clock::time_point started) {
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  fmt::print("Nodes searched: {}\n", nodes);
  fmt::print(stderr, "{:.3f} s, {:.1f} Mnodes/s\n", seconds, seconds > 0 ? double(nodes) / seconds / 1e6 : 0.0);
}

// `arbiter perft --variant V [FEN] DEPTH`: the draughts generator, from the
// variant's starting position unless a PDN FEN is given.
int draughts_perft(const draughts::Variant& variant, const std::vector<std::string>& positional, bool divide) {
  const auto depth = positional.empty() ? std::nullopt : parse_unsigned(positional.back());
  if (!depth || positional.size() > 2) throw UsageError("takes --variant V [FEN|startpos] DEPTH [--divide]");
  draughts::FenResult parsed{draughts::Position::start(variant), ""};
  if (positional.size() == 2 && positional[0] != "startpos") parsed = draughts::parse_fen(variant, positional[0]);
  if (!parsed) throw UsageError("bad FEN: " + parsed.error);
  const auto started = std::chrono::steady_clock::now();
  uint64_t nodes = 0;
  if (divide) {
    for (const auto& [move, count] : draughts::perft_divide(*parsed.position, int(*depth))) {
      fmt::print("{}: {}\n", draughts::move_text(variant, move, true), count);
      nodes += count;
    }
    fmt::print("\n");
  } else {
    nodes = draughts::perft(*parsed.position, int(*depth));
  }
  print_speed(nodes, started);
  return 0;
}

int chess_perft(const std::vector<std::string>& positional, bool divide) {
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
  print_speed(nodes, started);
  return 0;
}

std::string variant_names() {
  std::string names;
  for (const draughts::Variant& v : draughts::variants())
    names += fmt::format("{}{} ({})", names.empty() ? "" : ", ", v.name, v.game_type);
  return names;
}

}  // namespace

std::string perft_help() {
  return "Usage: arbiter perft FEN|startpos DEPTH [--divide]\n"
         "       arbiter perft --variant V [FEN|startpos] DEPTH [--divide]\n\n"
         "Counts the move paths of DEPTH plies from the position (FEN, X-FEN or\n"
         "Shredder-FEN), as Stockfish's 'go perft' does; --divide gives the count\n"
         "below each legal move. Time and speed go to stderr.\n\n"
         "--variant counts draughts moves instead, from the variant's starting\n"
         "position or a PDN FEN (W:W31-50:B1-20); a capture that takes the same\n"
         "pieces by another path is the same move. V is a name or PDN GameType:\n" +
         variant_names() + ".\n";
}

CommandRun perft_command(CLI::App& app) {
  struct CommandLine {
    std::vector<std::string> positional;
    bool divide = false;
    const draughts::Variant* variant = nullptr;
  };
  const auto line = std::make_shared<CommandLine>();
  app.add_flag("--divide", line->divide);
  add_value(app, "--variant", "V", [line](const std::string& v) -> std::optional<std::string> {
    const auto number = parse_unsigned(v);
    line->variant = number ? draughts::find_variant(int(*number)) : draughts::find_variant(v);
    if (!line->variant) return "takes a draughts variant: " + variant_names();
    return std::nullopt;
  });
  add_arguments(app, line->positional, "FEN");
  return [line] {
    return line->variant ? draughts_perft(*line->variant, line->positional, line->divide)
                         : chess_perft(line->positional, line->divide);
  };
}

}  // namespace arbiter
