// `arbiter winnable`: whether each side can still checkmate in positions
// given as FENs, with the helpmate as evidence.
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <chrono>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>

#include "adjudicate/winnable.h"
#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/json.h"
#include "core/fen.h"
#include "core/uci.h"
#include "notation/san.h"
#include "validate/encoding.h"

namespace arbiter {

namespace {

// A format string: the default budget goes in.
constexpr std::string_view Help = R"(Usage: arbiter winnable [OPTIONS] FEN... | --file FILE

Says for each position whether White and whether Black can still checkmate
by some sequence of legal moves, both sides cooperating: the question behind
dead positions (FIDE 2023 Art. 5.2.2 and 9.6: neither side can, the game is
drawn) and flag falls (Art. 6.9: the opponent cannot, the game is drawn). A
"cannot" is proven; a "can" comes with the helpmate found; "unknown" means
the search budget ran out first.

A FEN is one argument (quoted) or its fields as separate arguments; the
castling and en-passant fields may be left out (none).

Options:
  --file FILE           read FENs from FILE (- for standard input), one per
                        line; blank lines and lines starting with # skipped
  --format text|jsonl   one line per position, for people (default) or for
                        programs: {{"fen","white_can_mate","black_can_mate",
                        "white_helpmate","black_helpmate"}} with true, false or
                        null (unknown) and the helpmates in UCI; a summary last
  --nodes N             search budget per side in positions (default {})

Exit codes: 0 every position analysed, 2 usage error, unreadable file or an
invalid FEN (reported with the reason; the other positions are analysed).
)";

enum class Format { text, jsonl };

// "1. f3 e5 2. g4 Qh4#": the helpmate in SAN from `pos`.
std::string san_line(Position pos, const std::vector<Move>& moves) {
  std::string out;
  for (size_t i = 0; i < moves.size(); ++i) {
    if (pos.side_to_move() == White || i == 0)
      out += fmt::format("{}{}{} ", i ? " " : "", pos.fullmove_number(), pos.side_to_move() == White ? "." : "...");
    else
      out += ' ';
    out += to_san(pos, moves[i]);
    pos.play(moves[i]);
  }
  return out;
}

void append_verdict_text(std::string& out, const Position& pos, Color side, const MateAnalysis& a) {
  const std::string_view name = side == White ? "white" : "black";
  if (a.winnable == Winnable::no)
    out += fmt::format("{} cannot mate", name);
  else if (a.winnable == Winnable::unknown)
    out += fmt::format("{} unknown", name);
  else if (a.helpmate.empty())
    out += fmt::format("{} has mated", name);
  else
    out += fmt::format("{} can mate ({})", name, san_line(pos, a.helpmate));
}

void append_verdict_json(std::string& out, Color side, const MateAnalysis& a) {
  const std::string_view name = side == White ? "white" : "black";
  const std::string_view value = a.winnable == Winnable::yes ? "true" : a.winnable == Winnable::no ? "false" : "null";
  out += fmt::format(",\"{}_can_mate\":{}", name, value);
}

void append_helpmate_json(std::string& out, Position pos, Color side, const MateAnalysis& a) {
  out += fmt::format(",\"{}_helpmate\":", side == White ? "white" : "black");
  if (a.winnable != Winnable::yes) {
    out += "null";
    return;
  }
  out += '[';
  for (size_t i = 0; i < a.helpmate.size(); ++i) {
    if (i) out += ',';
    append_json_string(out, to_uci(pos, a.helpmate[i]));
    pos.play(a.helpmate[i]);
  }
  out += ']';
}

struct Tally {
  size_t positions = 0;
  size_t dead = 0;
  size_t invalid = 0;
};

// Reads a FEN that may stop after the side to move, as EPD-style position
// lists (CHA's among them) do: the castling and en-passant fields default
// to "-", the move counters (in the FEN reader) to 0 and 1.
FenResult parse_short_fen(const std::string& fen) {
  std::istringstream in(fen);
  size_t fields = 0;
  for (std::string field; in >> field;) ++fields;
  if (fields < 2) return FenResult{std::nullopt, "a FEN needs at least the board and the side to move", {}};
  return parse_fen(fields == 2 ? fen + " - -" : fields == 3 ? fen + " -" : fen);
}

// Analyses one FEN and writes its line; false when the FEN is invalid.
bool report_position(const std::string& fen, Format format, SearchLimits limits, Tally& tally) {
  std::string out;
  const FenResult parsed = parse_short_fen(fen);
  if (!parsed) {
    ++tally.invalid;
    if (format == Format::text) {
      out = to_utf8(fmt::format("{}: invalid FEN: {}\n", fen, parsed.error));  // the FEN as it was given
    } else {
      out = "{\"fen\":";
      append_json_string(out, fen);
      out += ",\"error\":";
      append_json_string(out, parsed.error);
      out += "}\n";
    }
    fmt::print("{}", out);
    return false;
  }
  const Position& pos = *parsed.position;
  const MateAnalysis white = can_checkmate(pos, White, limits);
  const MateAnalysis black = can_checkmate(pos, Black, limits);
  ++tally.positions;
  if (white.winnable == Winnable::no && black.winnable == Winnable::no) ++tally.dead;
  if (format == Format::text) {
    out = to_fen(pos) + ": ";
    append_verdict_text(out, pos, White, white);
    out += ", ";
    append_verdict_text(out, pos, Black, black);
    out += '\n';
  } else {
    out = "{\"fen\":";
    append_json_string(out, to_fen(pos));
    append_verdict_json(out, White, white);
    append_verdict_json(out, Black, black);
    append_helpmate_json(out, pos, White, white);
    append_helpmate_json(out, pos, Black, black);
    out += "}\n";
  }
  fmt::print("{}", out);
  return true;
}

// The FENs of a file: one per line, blank lines and # comments skipped.
std::optional<std::vector<std::string>> read_fen_file(const std::string& path) {
  std::ifstream file;
  if (path != "-") {
    file.open(path);
    if (!file) return std::nullopt;
  }
  std::istream& in = path == "-" ? std::cin : file;
  std::vector<std::string> fens;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    const size_t start = line.find_first_not_of(" \t");
    if (start == std::string::npos || line[start] == '#') continue;
    fens.push_back(line.substr(start));
  }
  return fens;
}

struct Options {
  Format format = Format::text;
  SearchLimits limits;
  std::vector<std::string> arguments;  // FENs, or their fields
  std::vector<std::string> files;
};

int analyse(const Options& o) {
  const Format format = o.format;
  const SearchLimits limits = o.limits;
  const std::vector<std::string>& files = o.files;
  std::vector<std::string> fens;
  for (const std::string& argument : o.arguments)
    if (argument.find('/') == std::string::npos && !fens.empty())
      fens.back() += " " + argument;  // a later field of a FEN given unquoted
    else
      fens.push_back(argument);
  bool bad_input = false;
  for (const std::string& path : files) {
    const auto read = read_fen_file(path);
    if (!read) {
      fmt::print(stderr, "arbiter: {}: cannot read\n", to_utf8(path));
      bad_input = true;
      continue;
    }
    fens.insert(fens.end(), read->begin(), read->end());
  }
  if (fens.empty() && !bad_input) throw UsageError("needs FENs or --file");

  const auto started = std::chrono::steady_clock::now();
  Tally tally;
  for (const std::string& fen : fens) bad_input |= !report_position(fen, format, limits, tally);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  if (format == Format::text)
    fmt::print("{} positions, {} dead, {} invalid, {:.3f} s\n", tally.positions, tally.dead, tally.invalid, seconds);
  else
    fmt::print("{{\"kind\":\"summary\",\"positions\":{},\"dead\":{},\"invalid\":{},\"seconds\":{:.3f}}}\n",
               tally.positions, tally.dead, tally.invalid, seconds);
  return bad_input ? 2 : 0;
}

}  // namespace

std::string winnable_help() { return fmt::format(fmt::runtime(Help), SearchLimits{}.nodes); }

CommandRun winnable_command(CLI::App& app) {
  const auto o = std::make_shared<Options>();
  add_value(app, "--file", "FILE", [&files = o->files](const std::string& v) {
    files.push_back(v);
    return std::optional<std::string>();
  });
  add_choice(app, "--format", o->format, {{"text", Format::text}, {"jsonl", Format::jsonl}});
  add_positive(app, "--nodes", "a positive number", [&limits = o->limits](unsigned n) { limits.nodes = n; });
  add_arguments(app, o->arguments, "FEN");
  return [o] { return analyse(*o); };
}

}  // namespace arbiter
