// `arbiter check`: options, then the batch pipeline.
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <memory>

#include "cli/batch.h"
#include "cli/check_config.h"
#include "cli/check_settings.h"
#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/read_options.h"
#include "validate/encoding.h"

namespace arbiter {

namespace {

constexpr std::string_view Help = R"(Usage: arbiter check [OPTIONS] FILE|DIR|- ...

Reads PGN files, directories (every *.pgn, *.pgn.zst and *.pgn.gz below
them, in path order) and standard input (-), plain or compressed (zstd, gzip),
replays every game through the legality core, and reports
each finding with the file, line, game, move, the text as written, and the
article of the Laws it rests on. A file may also be a plain scoresheet
("White: ..." header lines, or none, then a line per move, "1. e4 e5" or
"1 P4R P4R", the result in words: "resigns", "Se rinden", "tablas"); the
number opening a line says which move it holds, so an empty line or a
number that jumps is moves not recorded.

Moves may be written in SAN, in algebraic with another language's piece
letters (Spanish Cf3, German Sf3, ...), figurines, long algebraic, or English
or Spanish descriptive (P-K4, N-KB3; P4R, C3AR). Each game is read as SAN;
when a move of its main line reads as no legal move and some word is no SAN
at all, every other notation is tried and the one that reads furthest into
the game is used (notation_detected says which). When a game's letters read
legally in two languages (R: English rook, Spanish king), ambiguous_language.
An under-specified move (two legal moves fit) is reported; when only one of
them lets the rest of the game be played, the finding says so and the replay
goes on with it.

Options:
  -j, --jobs N          worker threads (default: all cores); the output is the
                        same for every N
  --format FORMAT       text: one line per finding, for people (default);
                        jsonl: one JSON object per line, summary last;
                        sarif: a SARIF 2.1.0 log (GitHub code scanning);
                        github: GitHub Actions workflow commands, one
                        annotation per finding; gitlab: a GitLab Code
                        Quality report; junit: JUnit XML, a test suite per
                        file, a test case per game, failed when a finding
                        is at or above --fail-on. Columns count UTF-16
                        code units
  --emit-games          with jsonl: also one {"kind":"game",...} record per game
                        (players, result, plies, final FEN, moves in UCI)
  --fail-on LEVEL       error (default), warning or info: exit 1 when any
                        finding is at or above LEVEL
  --rules EDITION       the Laws applied and cited: fide-2023 (default),
                        fide-2009 (the Laws from 1 July 2009), fide-1966
  --time-class CLASS    standard, rapid or blitz, for every game (default: from
                        each game's TimeControl tag, else standard)
  --min-draw-moves N    agreed draws before move N are premature (default 30)
  --no-adjudication     check the moves only: no claims, endings or results
  --config FILE         read the settings from FILE (default: arbiter.toml in
                        the working directory or its nearest parent)
  --isolated            read no config file
  --show-config         print each setting in force, its value and where it
                        came from, and those of the inputs given that an
                        override matches; check nothing
%READ_OPTIONS%
  --baseline FILE       report, count and fail on only the findings not in
                        FILE: an earlier run's report (jsonl), its SARIF
                        log, or a file --write-baseline wrote; they are
                        known by their game's tags, kind, ply and token (as
                        SARIF's fingerprints), not their line, so games moved
                        or added do not bring old ones back. The summary
                        says how many were hidden
  --write-baseline FILE write every finding of this run to FILE (JSONL: kind,
                        file, line, fingerprint), for --baseline
  --fix OUT.pgn         also write every game to OUT.pgn with the results the
                        board proves and the moves played after an automatic
                        draw moved into a comment; all else as read
  --progress, --no-progress
                        progress on stderr (default: when stderr is a terminal)
  --shard I/N           with jsonl: check only share I of N (1 <= I <= N):
                        bytes (I-1)*S/N to I*S/N of the input (S: the files'
                        sizes summed), from the first game that begins there
                        to the end of the game that straddles the end; a
                        zstd file of several frames counts as its
                        decompressed text, entered at a frame; another
                        compressed file, standard input or a pipe goes whole
                        to the shard holding its first byte. Records keep the
                        file and offset, count games and lines from the
                        shard's start and begin with "input_file"; a
                        {"kind":"shard",...} record precedes the summary of
                        the share. 'arbiter merge' turns the N reports into the
                        single run's report

arbiter.toml takes rules, time-class, min-draw-moves, lang, notation, fail-on,
jobs and format, as KEY = VALUE; [kinds] sets a finding kind off, info,
warning or error (KIND = "off"); each [[overrides]] with paths = ["GLOB", ...]
(* and ? within a directory, ** across) gives the files it matches their own
rules, time-class, min-draw-moves, lang, notation and kinds, a later override
over an earlier one. The command line wins over the file. An unknown key, kind
or value is an error naming the file and line.

Exit codes: 0 no finding at or above the fail level, 1 findings, 2 usage or
input error (an unreadable file; the other files are still checked).

Finding kinds, moves: illegal_move, ambiguous_move, moves_after_end,
parse_error, invalid_setup (errors); null_move, unsupported_variant,
orphan_variation, ambiguous_language, no_game (a file of comments alone),
and invalid_setup for castling rights a FEN cannot have (warnings);
nonstandard_notation, latin1_text, notation_detected (info).
Scoresheets: unrecorded_moves (ticks, empty numbered lines, numbers that
jump: info when the moves after them settle which moves they were and the
replay goes on, else a warning and the replay stops), misnumbered_move (a
number that repeats, goes back or slips ahead; warning).
Adjudication: result_mismatch, timeout_should_be_draw, illegal_move_penalty
(errors); fivefold_repetition, seventy_five_moves, dead_position (errors when
the game went on, else info); premature_draw (warning); threefold_claimable,
fifty_move_claimable, checkmate, stalemate, timeout_draw (info). Draughts draws:
draw_automatic (error when the game went on, else info), draw_claimable (info). Their "ply"
is the number of plies played before the position judged; "evidence_plies"
lists the plies the verdict rests on.
)";

// What the command line says, before arbiter.toml is read.
struct CommandLine {
  CheckOptions options;
  Settings settings;  // the settings arbiter.toml could also give
  std::string config_file, baseline;
  bool isolated = false, show = false, no_adjudication = false;
};

int check(CommandLine& line) {
  CheckOptions& options = line.options;
  options.adjudicate = !line.no_adjudication;
  if (!line.baseline.empty()) {
    std::string error;
    auto baseline = read_baseline(line.baseline, error);
    if (!baseline) {
      fmt::print(stderr, "arbiter: {}\n", to_utf8(error));
      return 2;
    }
    options.baseline = std::make_shared<const Baseline>(std::move(*baseline));
  }
  if (!line.config_file.empty() && line.isolated) throw UsageError("--config names a file, --isolated ignores any");
  ConfigChoice config_choice;
  if (!line.config_file.empty()) config_choice.file = line.config_file;
  config_choice.isolated = line.isolated;
  const std::optional<Config> config = load_config(config_choice);
  if (!config) return 2;
  if (line.show) {
    fmt::print("{}", show_config(*config, line.settings, options.paths));
    return 0;
  }
  options = configured(options, *config, line.settings);
  if (options.paths.empty()) throw UsageError("needs files, directories or - for standard input");
  if (!options.fix_path.empty() && !options.adjudicate) throw UsageError("--fix needs adjudication");
  if (options.report.emit_games && options.report.format != Format::jsonl)
    throw UsageError("--emit-games goes with --format jsonl");
  if (options.shard && options.report.format != Format::jsonl)
    throw UsageError("--shard goes with --format jsonl (arbiter merge reads JSONL)");
  if (options.shard && (options.baseline || !options.write_baseline_path.empty()))
    throw UsageError("--baseline and --write-baseline take a whole run: not with --shard");
  if (options.shard && !options.fix_path.empty()) throw UsageError("--fix writes every game: not with --shard");
  return run_check(options);
}

}  // namespace

std::string check_help() { return with_read_options(Help); }

CommandRun check_command(CLI::App& app) {
  const auto line = std::make_shared<CommandLine>();
  CheckOptions& options = line->options;
  options.progress = isatty(2);
  for (const SettingKey& key : setting_keys()) {
    const std::string name(key.name);
    add_value(app, name == "jobs" ? "-j,--jobs" : "--" + name, setting_value_name(name),
              [name, &settings = line->settings](const std::string& v) {
                CheckOptions scratch;  // the value is checked now, applied over the file's later
                const auto why = apply_setting(name, v, scratch);
                if (!why) settings[name] = {v, "command line"};
                return why;
              });
  }
  add_file(app, "--config", line->config_file, "the file to read");
  app.add_flag("--isolated", line->isolated);
  app.add_flag("--show-config", line->show);
  add_file(app, "--fix", options.fix_path, "the file to write");
  add_file(app, "--baseline", line->baseline, "the file to read");
  add_file(app, "--write-baseline", options.write_baseline_path, "the file to write");
  add_value(app, "--shard", "I/N", [&options](const std::string& v) -> std::optional<std::string> {
    options.shard = parse_shard(v);
    if (!options.shard) return "takes I/N with 1 <= I <= N, such as 1/4";
    return std::nullopt;
  });
  app.add_flag("--ocr", options.read.ocr);
  app.add_flag("--no-adjudication", line->no_adjudication);
  app.add_flag("--emit-games", options.report.emit_games);
  app.add_flag("--progress,!--no-progress", options.progress);
  add_arguments(app, options.paths, "FILE");
  return [line] { return check(*line); };
}

}  // namespace arbiter
