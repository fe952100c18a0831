// The library's checks: the pipeline of `arbiter check` (cut the text into
// games, replay each, judge it) for one text on one thread, its records
// turned into the public header's types.
#include <fstream>
#include <iterator>
#include <stdexcept>

#include "adjudicate/adjudicator.h"
#include "adjudicate/edition.h"
#include "adjudicate/time_class.h"
#include "arbiter/arbiter.h"
#include "core/fen.h"
#include "core/uci.h"
#include "parser/game_splitter.h"
#include "validate/replay.h"

namespace arbiter::api {

static_assert(int(Severity::error) == int(arbiter::Severity::error) &&
              int(Severity::warning) == int(arbiter::Severity::warning));

namespace {

AdjudicationOptions adjudication_options(const Options& options) {
  AdjudicationOptions a;
  a.edition = find_edition(options.rules);
  if (!a.edition) throw std::invalid_argument("arbiter: no edition of the Laws named '" + options.rules + "'");
  if (!options.time_class.empty()) {
    a.time_class = parse_time_class(options.time_class);
    if (!a.time_class) throw std::invalid_argument("arbiter: no time class '" + options.time_class + "'");
  }
  a.min_draw_moves = options.min_draw_moves;
  return a;
}

// The 1-based byte column of `offset` in the file; `text` is the game's,
// which begins at a line's start, at `text_offset`.
uint64_t byte_column(std::string_view text, uint64_t text_offset, uint64_t offset) {
  const std::string_view before = text.substr(0, std::min<uint64_t>(offset - text_offset, text.size()));
  const size_t line_end = before.find_last_of("\r\n");
  return before.size() - (line_end == std::string_view::npos ? 0 : line_end + 1) + 1;
}

Finding public_finding(const arbiter::GameRecord& game, const arbiter::Finding& f, const GameText& text,
                       std::string_view file, const Edition& edition) {
  Finding out;
  out.kind = kind_name(f.kind);
  out.severity = Severity(f.severity);  // the same order, info to error
  out.file = file;
  out.game = game.index;
  out.line = f.line;
  out.column = byte_column(text.text, text.offset, f.offset);
  out.byte_offset = f.offset;
  out.ply = f.ply;
  out.in_variation = f.in_variation;
  if (f.ply > 0) {
    out.move_number = f.move_number;
    out.side = f.side == White ? Side::white : Side::black;
  }
  out.text = f.token;
  out.message = f.message;
  out.rule = f.rule.empty() ? edition.cite(f.law) : f.rule;  // a draughts finding names its own rule
  out.candidates = f.candidates;
  return out;
}

GameRecord public_record(const arbiter::GameRecord& game, std::string_view file) {
  GameRecord out;
  out.file = file;
  out.game = game.index;
  out.line = game.line;
  out.byte_offset = game.offset;
  out.white = game.white;
  out.black = game.black;
  out.result = game.result;
  out.event = game.event;
  out.site = game.site;
  out.date = game.date;
  out.round = game.round;
  out.notation = game.notation;
  out.draw_offers = game.draw_offers;
  out.moves_uci = line_to_uci(game.start, game.moves);
  if (game.replayed) out.final_fen = to_fen(game.end);
  out.findings = game.findings.size();
  return out;
}

}  // namespace

Summary check_text(std::string_view pgn, const Options& options, const Callbacks& callbacks, std::string_view name) {
  const AdjudicationOptions adjudication = adjudication_options(options);
  Adjudicator judge(adjudication);
  GameSplitter splitter;
  splitter.feed(pgn);
  splitter.finish();
  const GameChunk games = splitter.take();
  std::optional<Notation> notation_hint;
  arbiter::GameRecord record;  // one for all the games: its buffers are kept
  Summary summary;
  for (size_t i = 0; i < games.games.size(); ++i) {
    const GameText text = games.game(i);
    check_game(text, record, options.adjudicate ? &judge : nullptr, {}, &notation_hint);
    if (options.adjudicate) judge.finish(record, text);
    ++summary.games;
    summary.games_with_findings += !record.findings.empty();
    for (const arbiter::Finding& f : record.findings) {
      switch (f.severity) {
        case arbiter::Severity::error: ++summary.errors; break;
        case arbiter::Severity::warning: ++summary.warnings; break;
        case arbiter::Severity::info: ++summary.infos; break;
      }
      if (callbacks.finding) callbacks.finding(public_finding(record, f, text, name, *adjudication.edition));
    }
    if (callbacks.game) callbacks.game(public_record(record, name));
  }
  return summary;
}

Summary check_file(const std::string& path, const Options& options, const Callbacks& callbacks) {
  std::ifstream in(path, std::ios::binary);
  const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  if (!in.is_open() || in.bad()) throw std::runtime_error("arbiter: " + path + ": cannot read");
  return check_text(text, options, callbacks, path);
}

std::string_view version() { return ARBITER_VERSION; }

}  // namespace arbiter::api
