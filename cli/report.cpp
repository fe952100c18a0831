#include "cli/report.h"

#include <fmt/compile.h>
#include <fmt/format.h>

#include <algorithm>
#include <vector>

#include "cli/json.h"
#include "cli/report_formats.h"
#include "core/fen.h"
#include "core/uci.h"
#include "validate/encoding.h"

namespace arbiter {

namespace {

// A finding's line is mostly fixed keys and numbers: appended in place they
// cost less than through fmt's compiled formats and a back_inserter (a fifth
// of the report's instructions on the online games).
template <typename Integer>
void append_number(std::string& out, Integer n) {
  const fmt::format_int digits(n);
  out.append(digits.data(), digits.size());
}

void text_finding(const GameRecord& game, const Finding& f, std::string_view file, const Edition& edition,
                  std::string& out) {
  out += file;
  out += ':';
  append_number(out, f.line);
  out += ": ";
  describe_finding(game, f, edition, out);
  out += '\n';
}

void json_finding(const GameRecord& game, const Finding& f, std::string_view file, const Edition& edition,
                  std::string& out) {
  out += "{\"kind\":\"";
  out += kind_name(f.kind);
  out += "\",\"severity\":\"";
  out += severity_name(f.severity);
  out += "\",\"file\":";
  append_json_string(out, file);
  out += ",\"game\":";
  append_number(out, game.index);
  if (!game.variant.empty()) {
    out += ",\"family\":\"draughts\",\"variant\":\"";
    out += game.variant;
    out += '"';
  }
  out += ",\"line\":";
  append_number(out, f.line);
  out += ",\"offset\":";
  append_number(out, f.offset);
  out += ",\"ply\":";
  append_number(out, f.ply);
  out += f.in_variation ? ",\"variation\":true," : ",\"variation\":false,";
  if (f.ply > 0) {
    out += "\"move_number\":";
    append_number(out, f.move_number);
    out += f.side == White ? ",\"side\":\"white\"," : ",\"side\":\"black\",";
  } else {
    out += "\"move_number\":null,\"side\":null,";
  }
  out += "\"token\":";
  append_json_string(out, f.token);
  out += ",\"message\":";
  append_json_string(out, f.message);
  out += ",\"rule\":";
  append_json_string(out, cite(f, edition));
  out += ",\"candidates\":[";
  for (size_t i = 0; i < f.candidates.size(); ++i) {
    if (i) out += ',';
    append_json_string(out, f.candidates[i]);
  }
  out += "],\"evidence_plies\":[";
  for (size_t i = 0; i < f.evidence_plies.size(); ++i) {
    if (i) out += ',';
    append_number(out, f.evidence_plies[i]);
  }
  out += "],\"fingerprint\":\"";
  out += finding_fingerprint(game, f);
  out += "\"}\n";
}

// A draughts game's record: its variant, moves as played and final position.
void json_draughts_game(const GameRecord& game, std::string_view file, std::string& out) {
  out += "{\"kind\":\"game\",\"family\":\"draughts\",\"variant\":\"";
  out += game.variant;
  out += "\",\"file\":";
  append_json_string(out, file);
  fmt::format_to(std::back_inserter(out), ",\"game\":{},\"line\":{},\"white\":", game.index, game.line);
  append_json_string(out, game.white);
  out += ",\"black\":";
  append_json_string(out, game.black);
  out += ",\"result\":";
  append_json_string(out, game.result);
  fmt::format_to(std::back_inserter(out), ",\"notation\":\"{}\",\"findings\":{},\"plies\":{},\"final_fen\":",
                 game.notation, game.findings.size(), game.draughts_moves.size());
  if (game.replayed) {
    append_json_string(out, draughts_final_fen(game));
  } else {
    out += "null";
  }
  out += ",\"moves\":[";
  const std::vector<std::string> moves = draughts_move_texts(game);
  for (size_t i = 0; i < moves.size(); ++i) {
    if (i) out += ',';
    append_json_string(out, moves[i]);
  }
  out += "]}\n";
}

void json_game(const GameRecord& game, std::string_view file, std::string& out) {
  if (!game.variant.empty()) return json_draughts_game(game, file, out);
  auto o = std::back_inserter(out);
  out += "{\"kind\":\"game\",\"file\":";
  append_json_string(out, file);
  fmt::format_to(o, ",\"game\":{},\"line\":{},\"white\":", game.index, game.line);
  append_json_string(out, game.white);
  out += ",\"black\":";
  append_json_string(out, game.black);
  out += ",\"result\":";
  append_json_string(out, game.result);
  fmt::format_to(o, ",\"notation\":\"{}\",\"draw_offers\":[{}]", game.notation, fmt::join(game.draw_offers, ","));
  fmt::format_to(o, ",\"findings\":{},\"plies\":{},\"final_fen\":", game.findings.size(), game.moves.size());
  if (game.replayed) {
    append_json_string(out, to_fen(game.end));
  } else {
    out += "null";
  }
  out += ",\"moves_uci\":[";
  const std::vector<std::string> line = line_to_uci(game.start, game.moves);
  for (size_t i = 0; i < line.size(); ++i) fmt::format_to(o, "{}\"{}\"", i ? "," : "", line[i]);
  out += "]}\n";
}

}  // namespace

void Tally::add(const GameRecord& game) {
  ++games;
  if (game.unparseable) ++unparseable;
  if (!game.findings.empty()) ++games_with_findings;
  std::vector<Kind> kinds;  // each kind once per game
  Severity worst = Severity::info;
  for (const Finding& f : game.findings) {
    ++findings_by_severity[size_t(f.severity)];
    worst = std::max(worst, f.severity);
    if (std::find(kinds.begin(), kinds.end(), f.kind) == kinds.end()) kinds.push_back(f.kind);
  }
  if (!game.findings.empty()) ++games_by_worst[size_t(worst)];
  for (Kind k : kinds) {
    auto it = games_by_kind.find(kind_name(k));
    if (it == games_by_kind.end()) it = games_by_kind.emplace(std::string(kind_name(k)), 0).first;
    ++it->second;
  }
}

void Tally::merge(const Tally& o) {
  games += o.games;
  games_with_findings += o.games_with_findings;
  unparseable += o.unparseable;
  hidden += o.hidden;
  for (size_t i = 0; i < findings_by_severity.size(); ++i) findings_by_severity[i] += o.findings_by_severity[i];
  for (size_t i = 0; i < games_by_worst.size(); ++i) games_by_worst[i] += o.games_by_worst[i];
  for (const auto& [k, n] : o.games_by_kind) games_by_kind[k] += n;
}

namespace {

// The counts of `level` and the severities above it.
uint64_t at_or_above(const std::array<uint64_t, 3>& by_severity, Severity level) {
  uint64_t n = 0;
  for (size_t i = size_t(level); i < by_severity.size(); ++i) n += by_severity[i];
  return n;
}

}  // namespace

uint64_t Tally::at_least(Severity level) const { return at_or_above(findings_by_severity, level); }
uint64_t Tally::games_at_least(Severity level) const { return at_or_above(games_by_worst, level); }

void report_head(const ReportOptions& options, std::string& out) {
  if (options.format == Format::sarif) sarif_check_head(*options.edition, out);
  if (options.format == Format::gitlab) out += "[\n";
}

void report_game(const GameRecord& game, std::string_view text, std::string_view file, const ReportOptions& options,
                 std::string& out) {
  switch (options.format) {
    case Format::sarif: return sarif_game(game, text, file, *options.edition, out);
    case Format::github: return github_game(game, text, file, *options.edition, out);
    case Format::gitlab: return gitlab_game(game, file, *options.edition, out);
    case Format::junit: return junit_game(game, file, *options.edition, options.fail_on, out);
    case Format::text:
    case Format::jsonl: break;
  }
  if (options.format == Format::text) {
    // The file name, the players, the tokens and the messages quoting the
    // text are the input's bytes: JSON strings are made valid one by one,
    // the text lines here.
    const size_t from = out.size();
    for (const Finding& f : game.findings) text_finding(game, f, file, *options.edition, out);
    make_utf8(out, from);
    return;
  }
  for (const Finding& f : game.findings) json_finding(game, f, file, *options.edition, out);
  if (options.emit_games) json_game(game, file, out);
}

void report_input_error(std::string_view message, std::string_view file, Format format, std::string& out) {
  switch (format) {
    case Format::sarif: return sarif_check_input_error(message, file, out);
    case Format::github: return github_input_error(message, file, out);
    case Format::gitlab: return gitlab_input_error(message, file, out);
    case Format::junit: return junit_input_error(message, file, out);
    case Format::text:
    case Format::jsonl: break;
  }
  if (format == Format::text) {
    const size_t from = out.size();
    fmt::format_to(std::back_inserter(out), "arbiter: {}\n", message);
    make_utf8(out, from);
  } else {
    out += "{\"kind\":\"input_error\",\"severity\":\"error\",\"message\":";
    append_json_string(out, message);
    out += "}\n";
  }
}

void report_summary(const Tally& t, uint64_t files, uint64_t bytes, double seconds, Format format, std::string& out) {
  auto o = std::back_inserter(out);
  const double mb = double(bytes) / 1e6;
  const double rate = seconds > 0 ? mb / seconds : 0;
  const double games_rate = seconds > 0 ? double(t.games) / seconds : 0;
  switch (format) {
    case Format::sarif: return sarif_tail(out);
    case Format::gitlab: out += "]\n"; return;
    case Format::github: return;  // one command per finding and nothing else
    case Format::junit: return;   // JunitReport writes the whole document
    case Format::text:
    case Format::jsonl: break;
  }
  if (format == Format::jsonl) {
    fmt::format_to(o, "{{\"kind\":\"summary\",\"files\":{},\"games\":{},\"games_with_findings\":{},\"unparseable\":{},",
                   files, t.games, t.games_with_findings, t.unparseable);
    fmt::format_to(o, "\"findings\":{{\"error\":{},\"warning\":{},\"info\":{}}},\"by_kind\":{{",
                   t.findings_by_severity[size_t(Severity::error)], t.findings_by_severity[size_t(Severity::warning)],
                   t.findings_by_severity[size_t(Severity::info)]);
    bool first = true;
    for (const auto& [k, n] : t.games_by_kind) {
      fmt::format_to(o, "{}\"{}\":{}", first ? "" : ",", k, n);
      first = false;
    }
    fmt::format_to(o, "}},");
    if (t.hidden) fmt::format_to(o, "\"baseline_hidden\":{},", t.hidden);
    fmt::format_to(o, "\"bytes\":{},\"seconds\":{:.3f}}}\n", bytes, seconds);
    return;
  }
  fmt::format_to(o, "\n{} game{} in {} file{}: {} clean, {} with findings ({} unparseable)\n", t.games,
                 t.games == 1 ? "" : "s", files, files == 1 ? "" : "s", t.games - t.games_with_findings,
                 t.games_with_findings, t.unparseable);
  fmt::format_to(o, "findings: {} error, {} warning, {} info\n", t.findings_by_severity[size_t(Severity::error)],
                 t.findings_by_severity[size_t(Severity::warning)], t.findings_by_severity[size_t(Severity::info)]);
  for (const auto& [k, n] : t.games_by_kind) fmt::format_to(o, "  {:<22} {} game{}\n", k, n, n == 1 ? "" : "s");
  if (t.hidden) fmt::format_to(o, "{} finding{} hidden by the baseline\n", t.hidden, t.hidden == 1 ? "" : "s");
  fmt::format_to(o, "{:.1f} MB in {:.2f} s: {:.1f} MB/s, {:.0f} games/s\n", mb, seconds, rate, games_rate);
}

}  // namespace arbiter
