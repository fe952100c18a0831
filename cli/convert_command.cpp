// `arbiter convert`: games read in whatever notation they are written in,
// written out in another, as PGN (tags, then the moves numbered).
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <cstdio>
#include <functional>
#include <memory>
#include <stdexcept>

#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/input.h"
#include "cli/read_options.h"
#include "core/uci.h"
#include "notation/notation.h"
#include "notation/write_algebraic.h"
#include "parser/game_splitter.h"
#include "parser/pgn_writer.h"
#include "parser/scoresheet.h"
#include "validate/draughts_replay.h"
#include "validate/draughts_writer.h"
#include "validate/encoding.h"
#include "validate/location.h"
#include "validate/replay.h"

namespace arbiter {

namespace {

constexpr std::string_view Help = R"(Usage: arbiter convert --to DIALECT [OPTIONS] FILE|DIR|- ...

Reads games in any notation Arbiter reads (PGN or plain scoresheets; SAN or
algebraic in another language's letters, figurines, English or Spanish
descriptive: detected per game, see `arbiter check --help`) and writes them
as PGN whose moves are in DIALECT:

  pgn, san-en     standard English SAN (PGN export)
  san-LANG        algebraic with the piece letters of LANG: es, de, fr, it,
                  nl, pt, ru, pl, cs, hu, sv, da, no, fi, is, et, ro
  figurine        SAN with figurines (♘f3)
  lan             long algebraic (Ng1-f3, e4xd5)
  uci             coordinates (g1f3, e7e8q)
  desc-en         English descriptive (P-K4, N-KB3, PxP)
  desc-es         Spanish descriptive (P4R, C3AR, PxP)

Every move is written minimal and unambiguous: exactly one legal move fits
the text. Tags are kept; comments and variations are not (draughts: below).

Draughts games (read as `arbiter check` reads them: *.pdn files, PDN in
other files, the Spanish numeric notation of the Regulamento de damas) are written with

  pdn             PDN 3.0: tags, GameType (added when the input has none),
                  SetUp and FEN when the game does not start from the
                  opening position, every square a capture lands on
                  (27x18x11), marks, comments, the result as read (2-0)
  spanish         the Spanish notation: 1.09-13, 22-19; 2.13-17, 21-18; ...
                  [0:1], a position as Brancas: 2, 8, (30). Negras: (3), 7.
                  (kings in brackets), a capture's middle squares only when
                  another capture has the same ends, comments as notes in
                  brackets; the tags as PDN tag pairs above it, which check
                  and convert read back

  --squares numeric|algebraic   squares as numbers or as algebraic names
                  (c3-d4, c3:e5) on 8x8 boards; by default as the variant's
                  records write them (algebraic for Russian, Brazilian and
                  Czech). The Spanish notation writes numbers.

  arbiter convert --to pdn damas.txt              # Spanish notation to PDN
  arbiter convert --to pdn --squares numeric russian.pdn   # c3-d4 as 22-18

Variations are not kept; a NAG the Spanish notation has no mark for
becomes a note ($14).

Options:
  --to DIALECT          the notation to write (required)
  -o, --output FILE     write there instead of standard output
  --keep-original       after each move whose text differs from what is
                        written, the text as read, in a comment
%READ_OPTIONS%
A game that cannot be replayed to its end is written up to the move that
fails, followed by a comment saying why, and the finding goes to standard
error. Exit codes: 0 every game converted whole, 1 some game stopped early,
2 usage or input error.
)";

using Writer = std::function<std::string(const Board&, Move)>;

// The writer of a dialect, and how it follows the board (descriptive
// notation needs the pieces' origins).
struct Dialect {
  Writer write;
  MoveReader follower{Notation{}};
};

std::optional<Dialect> dialect_named(std::string_view name) {
  if (name == "pgn") name = "san-en";
  if (name == "figurine")
    return Dialect{[](const Board& b, Move m) { return to_algebraic(b.pos, m, Figurine); }};
  if (name == "lan")
    return Dialect{[](const Board& b, Move m) { return to_algebraic(b.pos, m, English, AlgebraicForm::Long); }};
  if (name == "uci") return Dialect{[](const Board& b, Move m) { return to_uci(b.pos, m); }};
  const std::optional<Notation> n = parse_notation(name);
  if (!n) return std::nullopt;
  MoveReader reader(*n);
  return Dialect{[reader](const Board& b, Move m) { return reader.write(b, m); }, reader};
}

class TagCollector final : public PgnVisitor {
 public:
  std::vector<std::pair<std::string, std::string>> tags;
  Flow tag(std::string_view name, std::string_view value, size_t) override {
    tags.emplace_back(name, value);
    return Flow::go_on;
  }
  Flow end_tags() override { return Flow::skip_game; }  // the movetext is not needed
};

struct Options {
  std::optional<Dialect> dialect;
  std::optional<DraughtsFormat> draughts;  // --to pdn or spanish
  std::optional<draughts::Notation> squares;
  bool keep_original = false;
  ReadOptions read;
  std::string output;
  std::vector<std::string> paths;
};

// The first error that stopped the main line, if any.
const Finding* stopping_error(const GameRecord& g) {
  for (const Finding& f : g.findings)
    if (!f.in_variation && (f.kind == Kind::illegal_move || f.kind == Kind::parse_error ||
                            f.kind == Kind::moves_after_end ||
                            (f.kind == Kind::invalid_setup && f.severity == Severity::error) ||
                            (f.kind == Kind::ambiguous_move && f.message.find("goes on with it") == std::string::npos) ||
                            // Moves not recorded that the record does not settle (the replay gives those it
                            // settles as info, and those at the record's end).
                            (f.kind == Kind::unrecorded_moves && f.severity == Severity::warning)))
      return &f;
  return nullptr;
}

// The finding of moves a sheet did not record that the record settles, when
// `ply` is the last of them: the converted record says they were found again.
const Finding* settled_gap_ending(const GameRecord& g, int ply) {
  for (const Finding& f : g.findings)
    if (f.kind == Kind::unrecorded_moves && !f.candidates.empty() && f.ply + int(f.candidates.size()) - 1 == ply)
      return &f;
  return nullptr;
}

// Why the moves from the stopping error on were not converted: a comment
// after the last move written.
std::string stop_note(const Finding& stop) {
  return "arbiter: the record goes on with '" + stop.token + "', which was not converted: " + stop.message;
}

void tell_stop(const std::string& file, const GameRecord& g, const Finding& stop) {
  std::fprintf(stderr, "%s:%llu: game %llu: %s\n", to_utf8(file).c_str(), (unsigned long long)stop.line,
               (unsigned long long)g.index, to_utf8(stop.message).c_str());
}

// A game of the other family than --to writes: said, not written.
bool refuse_game(const std::string& file, const GameText& text, std::string_view why) {
  std::fprintf(stderr, "%s:%llu: game %llu: %s; not written\n", to_utf8(file).c_str(), (unsigned long long)text.line,
               (unsigned long long)text.index, std::string(why).c_str());
  return false;
}

// Writes one draughts game; returns false when its moves could not all be converted.
bool convert_draughts_game(const GameText& text, const std::string& file, bool last_in_file, const Options& options,
                           std::string& out) {
  if (!options.draughts) return refuse_game(file, text, "a draughts game: --to pdn or --to spanish writes it");
  GameRecord g;
  DraughtsPlayed played;
  check_draughts_game(text, g, nullptr, last_in_file, &played);
  const Finding* stop = stopping_error(g);
  // No variant Arbiter has rules for (a warning): no move is converted.
  for (const Finding& f : g.findings)
    if (!stop && played.start_fen.empty() && f.severity != Severity::info) stop = &f;
  const size_t stop_at = stop ? size_t(stop->offset - text.offset) : std::string::npos;
  write_draughts_game(text, g, played, DraughtsWriteOptions{*options.draughts, options.squares},
                      stop ? stop_note(*stop) : "", stop_at, out);
  if (stop) tell_stop(file, g, *stop);
  return stop == nullptr;
}

// Writes one game; returns false when its moves could not all be converted.
bool convert_game(const GameText& text, const std::string& file, bool last_in_file, const Options& options,
                  std::string& out) {
  if (is_pdn_path(file)) return convert_draughts_game(text, file, last_in_file, options, out);
  const GameRecord g = check_game(text, nullptr, options.read);
  // As check does: a game chess cannot read a move of may be draughts.
  if (g.moves.empty() && looks_like_draughts(text))
    return convert_draughts_game(text, file, last_in_file, options, out);
  // Text that holds no game (a file of comments alone) is not written as
  // an empty one; standard error says so.
  if (g.findings.size() == 1 && g.findings[0].kind == Kind::no_game) {
    std::fprintf(stderr, "%s:%llu: %s\n", to_utf8(file).c_str(), (unsigned long long)g.findings[0].line,
                 g.findings[0].message.c_str());
    return true;
  }
  if (!options.dialect) return refuse_game(file, text, "a chess game: --to pdn and --to spanish write draughts");
  TagCollector tags;
  read_game(text.text, tags);
  std::string result = g.outcome.empty() ? (g.result.empty() ? "*" : g.result) : g.outcome;
  bool has_result = false;
  for (auto& [name, value] : tags.tags) {
    if (name == "Result") {
      has_result = true;
      if (value.empty()) value = result;
    }
    out += tag_pair(name, value);
  }
  if (!has_result) out += tag_pair("Result", result);
  out += '\n';

  Board board(g.start);
  MovetextWriter movetext;
  for (size_t i = 0; i < g.moves.size(); ++i) {
    const Move m = g.moves[i];
    const Position& pos = board.pos;
    const std::string written = m.is_none() ? std::string("--") : options.dialect->write(board, m);
    // A move number stays on the line of its move.
    if (pos.side_to_move() == White) movetext.add(fmt::format("{}. {}", pos.fullmove_number(), written));
    else if (i == 0) movetext.add(fmt::format("{}... {}", pos.fullmove_number(), written));
    else movetext.add(written);
    if (const Finding* gap = settled_gap_ending(g, int(i) + 1)) {
      movetext.add("{arbiter: " + comment_safe(fmt::format("{} not recorded on the sheet ('{}'); the only {} that {} "
                                                           "the rest of the record be played",
                                                           gap->candidates.size() == 1 ? "this move" : "these moves",
                                                           gap->token, gap->candidates.size() == 1 ? "move" : "moves",
                                                           gap->candidates.size() == 1 ? "lets" : "let")) +
                   "}");
    } else if (options.keep_original) {
      const std::string original = word_at(text.text, g.move_offsets[i]);
      if (original != written) movetext.add("{" + comment_safe(original) + "}");
    }
    options.dialect->follower.play(board, m);
  }
  const Finding* stop = stopping_error(g);
  if (stop) {
    movetext.add("{" + comment_safe(stop_note(*stop)) + "}");
    tell_stop(file, g, *stop);
  }
  movetext.add(result);
  out += movetext.finish() + "\n";
  return stop == nullptr;
}


int convert(const Options& options) {
  const std::string& output = options.output;
  const std::vector<std::string>& paths = options.paths;
  if (!options.dialect && !options.draughts) throw UsageError("needs --to DIALECT");
  if (options.squares && !options.draughts) throw UsageError("--squares is for draughts: --to pdn or --to spanish");
  if (options.squares == draughts::Notation::Algebraic && options.draughts == DraughtsFormat::spanish)
    throw UsageError("the Spanish notation writes squares as numbers: --squares algebraic is for --to pdn");
  if (paths.empty()) throw UsageError("needs files, directories or - for standard input");

  std::FILE* out = stdout;
  if (!output.empty() && !(out = std::fopen(output.c_str(), "wb"))) {
    std::fprintf(stderr, "arbiter: %s: cannot write\n", to_utf8(output).c_str());
    return 2;
  }
  int status = 0;
  const Inputs inputs = expand_inputs(paths);
  for (const std::string& e : inputs.errors) {
    std::fprintf(stderr, "arbiter: %s\n", to_utf8(e).c_str());
    status = 2;
  }
  std::vector<char> buffer(1 << 20);
  std::string text;
  for (const InputFile& file : inputs.files) {
    GameSplitter splitter;
    bool finished = false;
    auto flush = [&] {
      const GameChunk chunk = splitter.take();
      text.clear();
      for (size_t i = 0; i < chunk.games.size(); ++i)
        if (!convert_game(chunk.game(i), file.path, finished && i + 1 == chunk.games.size(), options, text) &&
            status == 0)
          status = 1;
      // Tags, original moves and messages are the input's bytes; a Latin-1
      // file's come out in UTF-8, as the moves and comments written are.
      make_utf8(text);
      std::fwrite(text.data(), 1, text.size(), out);
    };
    try {
      const std::unique_ptr<ByteSource> source = open_source(file);
      while (const size_t n = source->read(buffer.data(), buffer.size())) {
        splitter.feed({buffer.data(), n});
        flush();
      }
    } catch (const std::exception& e) {
      std::fprintf(stderr, "arbiter: %s\n", to_utf8(e.what()).c_str());
      status = 2;
    }
    splitter.finish();
    finished = true;
    flush();
  }
  if (out != stdout) std::fclose(out);
  return status;
}

}  // namespace

std::string convert_help() { return with_read_options(Help); }

CommandRun convert_command(CLI::App& app) {
  const auto options = std::make_shared<Options>();
  add_value(app, "--to", "pgn|figurine|lan|uci|" + notation_names() + "|pdn|spanish",
            [&options = *options](const std::string& v) -> std::optional<std::string> {
              if (v == "pdn" || v == "spanish") {
                options.draughts = v == "pdn" ? DraughtsFormat::pdn : DraughtsFormat::spanish;
                return std::nullopt;
              }
              options.dialect = dialect_named(v);
              if (!options.dialect)
                return "takes pgn, san-en, san-LANG, figurine, lan, uci, desc-en or desc-es, or for draughts pdn or "
                       "spanish";
              return std::nullopt;
            });
  add_value(app, "--squares", "numeric|algebraic",
            [&squares = options->squares](const std::string& v) -> std::optional<std::string> {
              if (v != "numeric" && v != "algebraic") return "takes numeric or algebraic";
              squares = v == "numeric" ? draughts::Notation::Numeric : draughts::Notation::Algebraic;
              return std::nullopt;
            });
  add_file(app, "-o,--output", options->output, "a file name");
  app.add_flag("--keep-original", options->keep_original);
  add_read_options(app, options->read);
  add_arguments(app, options->paths, "FILE");
  return [options] { return convert(*options); };
}

}  // namespace arbiter
