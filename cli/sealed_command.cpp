// `arbiter sealed`: the verdict on each sealed move of envelope files, as an
// appeals committee reads it: the verdict, the evidence, the rule, the board.
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <stdexcept>

#include "adjudicate/edition.h"
#include "cli/ci_report.h"
#include "cli/command_line.h"
#include "cli/command_report.h"
#include "cli/commands.h"
#include "cli/digest.h"
#include "cli/envelope_case.h"
#include "cli/input.h"
#include "cli/json.h"
#include "cli/read_options.h"
#include "cli/rules_option.h"
#include "core/diagram.h"
#include "core/fen.h"
#include "core/uci.h"
#include "notation/san.h"
#include "validate/encoding.h"

namespace arbiter {

namespace {

constexpr std::string_view Help = R"(Usage: arbiter sealed [OPTIONS] FILE|DIR|- ...

Judges sealed moves of adjourned games: what the move written in the
envelope denotes in the position before it, and what the Laws make of it.

  valid       exactly one legal move fits the text: the game goes on with it
  ambiguous   two or more legal moves fit (all are listed)
  illegal     none fits, but a piece named moves that way with a clear path:
              illegal only because of check (pinned, king into check, check
              ignored, castling out of, through or into check)
  impossible  not even that (no such piece, out of reach, path blocked, own
              piece on the square), or the text is no move at all

Under fide-2023 and fide-2009 an ambiguous, illegal or unreadable sealed move
loses (Guidelines I.8, A8) unless the game was decided already: every reading
mates, stalemates or reaches a dead position, or a flag had fallen (I.10,
A10). Under fide-1966 (Art. XVII-3, 1965 amendment) the arbiter corrects an
illegal or impossible sealed move when the intention is evident, never by
chess judgement. The slips searched: the other wing (descriptive), the rank
counted from the other side, the board seen from the other side
(algebraic), a neighbouring file, another piece of the kind, a capture
written without x, the other castling, a misread character (1 for I, D for
O, R for K...), and the only legal move of the piece named. The intention is
evident when all the evidence points to one move, on more than a
neighbouring file alone. An ambiguous move is lost.
Newer editions correct nothing, but the evident reading is still reported.

Envelope files: "Key: value" lines, envelopes separated by a line of dashes
(---), # comments. Keys (case, spaces and hyphens do not matter; the
Spanish ones in brackets work too): White (Blancas), Black (Negras),
Event (Torneo), Site, Date, Round; FEN, or Forsyth (Posicion: the 1966
rulebook's diagram, English or Spanish letters) for the position
immediately before the sealed move (default: the initial position); Sealed
by (Sellada por: White or Black); Sealed move number (Numero de jugada);
Sealed move (Jugada sellada, exactly as written); Sealed notation (Notacion:
san-en, san-es, desc-en, desc-es...; default: detected from the text);
White clock, Black clock (Tiempo blancas/negras: time used); Draw offer
(Oferta de tablas: who offered, if standing); Resumption (Reanudacion: date,
time and place); Flag fallen (Bandera caida: White or Black, when a flag had
fallen before the seal). PGN files work too, one envelope per game: the
usual tags plus [SetUp "1"] [FEN "..."] [SealedMove "..."] [SealedBy "..."]
[SealedMoveNumber "..."] [SealedNotation "..."]; moves in the movetext are
played (SAN) before the seal. Directories: every *.txt and *.pgn below them.

Options:
  --rules EDITION       fide-2023 (default), fide-2009 or fide-1966
  --format text|md|jsonl|sarif|github|gitlab|junit
                        text for people (verdict, evidence, rule, diagram),
                        md: the same as an appeal report in Markdown, or
                        one JSON object per envelope for programs:
                        {"kind":"sealed_verdict","file","game","line","offset",
                        "verdict","matches":[uci...],"evident":uci|null,
                        "rule","message","outcome","notation"}; envelopes
                        that cannot be judged give {"kind":"sealed_error"};
                        a {"kind":"summary"} line ends the report. For CI:
                        a SARIF log, GitHub workflow commands or a GitLab
                        Code Quality report of each sealed move that is
                        not valid (sealed_ambiguous, sealed_illegal,
                        sealed_impossible) and each envelope that cannot be
                        judged (sealed_error), or JUnit XML with a test
                        case per envelope, failed when it is one of those
  --notation NOTATION   read every sealed move in this notation, whatever the
                        envelopes say

Outcomes: continues, corrected, sealer_loses, sealer_wins, drawn.
Exit codes: 0 every sealed move valid, 1 some verdict is not valid, 2 usage
or input error (an unreadable file or envelope; the others are judged).
)";

enum class Format { text, jsonl, md };

struct Options {
  const Edition* edition = &default_edition();
  Format format = Format::text;
  std::optional<CiFormat> ci;  // a CI format instead of `format`
  std::optional<Notation> notation;
  std::vector<std::string> paths;
};

struct Tally {
  size_t envelopes = 0, errors = 0;
  std::array<size_t, 4> verdicts{};
};

// Directories give their *.txt and *.pgn files, sorted, so every run reads
// them in one order.
std::vector<std::string> expand(const std::vector<std::string>& paths, std::vector<std::string>& errors) {
  namespace fs = std::filesystem;
  std::vector<std::string> out;
  for (const std::string& p : paths) {
    std::error_code ec;
    if (p == "-" || !fs::is_directory(p, ec)) {
      out.push_back(p);
      continue;
    }
    std::vector<std::string> found;
    for (auto it = fs::recursive_directory_iterator(p, ec); !ec && it != fs::recursive_directory_iterator();
         it.increment(ec)) {
      const std::string ext = it->path().extension().string();
      if (it->is_regular_file(ec) && (ext == ".txt" || ext == ".pgn")) found.push_back(it->path().string());
    }
    if (found.empty()) errors.push_back(p + ": a directory with no .txt or .pgn file in it");
    std::sort(found.begin(), found.end());
    out.insert(out.end(), found.begin(), found.end());
  }
  return out;
}

std::string read_all(const std::string& path) {
  const auto source = open_source({path});
  std::string text;
  char buffer[1 << 16];
  for (size_t n; (n = source->read(buffer, sizeof buffer)) > 0;) text.append(buffer, n);
  return text;
}

std::string field(const EnvelopeText& e, std::string_view key) {
  const EnvelopeField* f = envelope_field(e, key);
  return f ? f->value : std::string();
}

std::string players(const EnvelopeText& e) {
  const std::string white = field(e, "White"), black = field(e, "Black");
  if (white.empty() && black.empty()) return "";
  return " (" + (white.empty() ? "?" : white) + "\u2013" + (black.empty() ? "?" : black) + ")";
}

std::string joined(const std::vector<std::string>& problems) {
  std::string all;
  for (const std::string& p : problems) all += (all.empty() ? "" : "; ") + p;
  return all;
}

std::string cannot_judge(size_t game, const EnvelopeText& e, const std::vector<std::string>& problems) {
  return fmt::format("envelope {}{}: cannot be judged: {}", game, players(e), joined(problems));
}

void report_error(const std::string& file, size_t game, const EnvelopeText& e, const std::vector<std::string>& problems,
                  const Options& o) {
  std::string out;
  const std::string all = joined(problems);
  if (o.format != Format::jsonl) {
    out = fmt::format("{}:{}: {}\n{}", file, e.line, cannot_judge(game, e, problems),
                      o.format == Format::md ? "\n" : "");
  } else {
    out = "{\"kind\":\"sealed_error\",\"file\":";
    append_json_string(out, file);
    out += fmt::format(",\"game\":{},\"line\":{},\"offset\":{},\"message\":", game, e.line, e.offset);
    append_json_string(out, all);
    out += "}\n";
  }
  make_utf8(out);  // text quotes the envelope and the file name as they are
  fmt::print("{}", out);
}

// "envelope 2 (Garza, L.–Treviño, R.), sealed move 41. "R-1A" by White:
// illegal, corrected".
std::string headline(size_t game, const EnvelopeText& e, const SealedCase& c, const SealedJudgement& j) {
  const Position& pos = c.before.pos;
  const Color sealer = pos.side_to_move();
  return fmt::format("envelope {}{}, sealed move {}{} \"{}\" by {}: {}, {}", game, players(e), pos.fullmove_number(),
                     sealer == White ? "." : "...", c.written, sealer == White ? "White" : "Black",
                     verdict_name(j.verdict), outcome_name(j.outcome));
}

std::string text_report(const std::string& file, size_t game, const EnvelopeText& e, const SealedCase& c,
                        const SealedJudgement& j, const std::vector<std::string>& notes, const Edition& edition) {
  const Position& pos = c.before.pos;
  const Color sealer = pos.side_to_move();
  std::string out = fmt::format("{}:{}: {}\n", file, e.line, headline(game, e, c, j));
  out += "  " + j.message + "\n";
  out += "  rule: " + edition.cite(j.rule) + "\n";
  for (std::string_view key : {"Event", "WhiteClock", "BlackClock", "DrawOffer", "Resumption"})
    if (const EnvelopeField* f = envelope_field(e, key)) out += fmt::format("  {}: {}\n", f->key, f->value);
  for (const std::string& n : notes) out += "  note: " + n + "\n";
  const std::string diagram = unicode_diagram(pos);
  for (size_t at = 0; at < diagram.size();) {
    const size_t end = diagram.find('\n', at);
    out += "    " + diagram.substr(at, end - at) + "\n";
    at = end + 1;
  }
  out += fmt::format("    {} to move: {}\n\n", sealer == White ? "White" : "Black", to_fen(pos));
  return out;
}

// An appeal report in Markdown: the verdict first, then the evidence one
// item a line, the rule, what the envelope says, and the board.
std::string md_report(const std::string& file, size_t game, const EnvelopeText& e, const SealedCase& c,
                      const SealedJudgement& j, const std::vector<std::string>& notes, const Edition& edition) {
  const Position& pos = c.before.pos;
  const Color sealer = pos.side_to_move();
  std::string out = fmt::format("## Envelope {}{}: sealed move {}{} \"{}\" by {}\n\n", game, players(e),
                                pos.fullmove_number(), sealer == White ? "." : "...", c.written,
                                sealer == White ? "White" : "Black");
  out += fmt::format("**{}, {}** ({}, {}:{})\n\n{}\n\n", verdict_name(j.verdict), outcome_name(j.outcome),
                     edition.cite(j.rule), file, e.line, j.message);
  if (!j.evidence.empty()) {
    out += "Evidence:\n\n";
    for (const Evidence& ev : j.evidence)
      out += fmt::format("- {} ({}): {}\n", to_san(pos, ev.move), ev.notation.description(), ev.slip);
    out += "\n";
  }
  for (std::string_view key : {"Event", "WhiteClock", "BlackClock", "DrawOffer", "Resumption"})
    if (const EnvelopeField* f = envelope_field(e, key)) out += fmt::format("- {}: {}\n", f->key, f->value);
  for (const std::string& n : notes) out += "- note: " + n + "\n";
  out += fmt::format("\n```\n{}```\n\n{} to move: `{}`\n\n", unicode_diagram(pos),
                     sealer == White ? "White" : "Black", to_fen(pos));
  return out;
}

std::string json_report(const std::string& file, size_t game, const EnvelopeText& e, const SealedCase& c,
                        const SealedJudgement& j, const Edition& edition) {
  const Position& pos = c.before.pos;
  std::string out = "{\"kind\":\"sealed_verdict\",\"file\":";
  append_json_string(out, file);
  out += fmt::format(",\"game\":{},\"line\":{},\"offset\":{},\"verdict\":\"{}\",\"matches\":[", game, e.line,
                     e.offset, verdict_name(j.verdict));
  for (size_t i = 0; i < j.matches.size(); ++i) out += (i ? ",\"" : "\"") + to_uci(pos, j.matches[i]) + "\"";
  out += "],\"evident\":";
  out += j.evident ? "\"" + to_uci(pos, *j.evident) + "\"" : std::string("null");
  out += ",\"rule\":";
  append_json_string(out, edition.cite(j.rule));
  out += ",\"message\":";
  append_json_string(out, j.message);
  out += fmt::format(",\"outcome\":\"{}\",\"notation\":", outcome_name(j.outcome));
  out += j.readings.empty() ? std::string("null") : "\"" + j.readings[0].notation.name() + "\"";
  out += ",\"written\":";
  append_json_string(out, c.written);
  out += ",\"fen\":";
  append_json_string(out, to_fen(pos));
  out += "}\n";
  return out;
}

// The CI formats' rules: a verdict that is not valid, by verdict, and an
// envelope that cannot be judged; an issue's rule_index is its place here.
constexpr std::array<std::string_view, 4> CiRules{"sealed_ambiguous", "sealed_illegal", "sealed_impossible",
                                                  "sealed_error"};
constexpr size_t SealedErrorRule = 3;

std::vector<ReportRule> ci_rules(const Edition& edition) {
  std::string see = fmt::format(" See {} ({}).", edition.cite(Law::SealedMove), edition.id);
  if (edition.has(Law::EvidentIntention))
    see += fmt::format(" An evident intention is corrected: {}.", edition.cite(Law::EvidentIntention));
  const auto rule = [&](size_t index, std::string summary, std::string detail) {
    std::string help = detail + see;
    return ReportRule{std::string(CiRules[index]), std::move(summary), std::move(detail), std::move(help),
                      Severity::error};
  };
  return {rule(0, "Ambiguous sealed move", "Two or more legal moves fit the sealed move as written."),
          rule(1, "Illegal sealed move",
               "No legal move fits the sealed move, but a piece named moves that way with a clear path: illegal only "
               "because of check."),
          rule(2, "Impossible sealed move",
               "No legal move fits the sealed move, nor a move a piece named could make, or the text is no move."),
          rule(SealedErrorRule, "Envelope not judged",
               "An envelope that cannot be judged: no sealed move, a position that is not one, the wrong side to "
               "move.")};
}

// A fingerprint that stays when the envelope moves in its file: the game's
// identity, the sealed move as written, and the rule.
std::string envelope_fingerprint(const EnvelopeText& e, std::string_view written, std::string_view rule) {
  Digest d;
  for (std::string_view key : {"Event", "Site", "Date", "Round", "White", "Black", "SealedMoveNumber"})
    d.add(field(e, key));
  d.add(written);
  d.add(rule);
  return d.hex();
}

// An envelope in a CI report: an issue when its sealed move is not valid or
// it cannot be judged, and a JUnit case that fails then.
void report_ci(CommandReport& report, size_t file_index, const std::string& file, size_t game, const EnvelopeText& e,
               const EnvelopeCase& c, const SealedJudgement* j, const Edition& edition) {
  const size_t rule = j ? size_t(j->verdict) - 1 : SealedErrorRule;
  const std::string name = fmt::format("envelope {}{}", game, players(e));
  std::string message = j ? fmt::format("{}: {} [{}]", headline(game, e, *c.sealed, *j), j->message,
                                        edition.cite(j->rule))
                          : cannot_judge(game, e, c.problems);
  make_utf8(message);
  const std::string text = fmt::format("{}:{}: {}\n", file, e.line, message);
  if (j && j->verdict == SealedVerdict::valid) {
    report.add(file_index, file, {.name = name, .file = file, .line = e.line}, {});
    return;
  }
  const std::string fingerprint = envelope_fingerprint(e, c.sealed ? c.sealed->written : "", CiRules[rule]);
  std::string properties = fmt::format("\"envelope\":{}", game);
  if (j)
    properties += fmt::format(",\"verdict\":\"{}\",\"outcome\":\"{}\"", verdict_name(j->verdict),
                              outcome_name(j->outcome));
  const std::string failure = j ? fmt::format("{}, {}", verdict_name(j->verdict), outcome_name(j->outcome))
                                : std::string("cannot be judged");
  report.add(file_index, file,
             {.name = name, .file = file, .line = e.line, .failure_type = CiRules[rule], .failure_message = failure,
              .text = text},
             {{.rule = CiRules[rule], .rule_index = rule, .level = Severity::error, .message = message, .file = file,
               .line = e.line, .column = 1, .byte_offset = e.offset, .fingerprint = fingerprint,
               .properties = properties}});
}

// Judges every envelope of one file; false when the file or an envelope
// could not be read.
bool judge_file(const std::string& path, const Options& o, Tally& tally, CommandReport* ci, size_t file_index) {
  const std::string shown = path == "-" ? "<stdin>" : path;
  std::string text;
  try {
    text = read_all(path);
  } catch (const std::runtime_error& e) {
    fmt::print(stderr, "arbiter: {}\n", to_utf8(e.what()));
    return false;
  }
  std::vector<PgnEnvelope> envelopes;
  if (is_envelope_text(text)) {
    for (EnvelopeText& e : read_envelopes(text)) envelopes.push_back({std::move(e), {}});
  } else {
    envelopes = read_pgn_envelopes(text);
  }
  bool ok = true;
  for (size_t i = 0; i < envelopes.size(); ++i) {
    const EnvelopeText& e = envelopes[i].fields;
    const EnvelopeCase c = envelope_case(e, envelopes[i].moves, o.notation);
    ++tally.envelopes;
    if (!c.sealed) {
      ++tally.errors;
      ok = false;
      if (ci) report_ci(*ci, file_index, shown, i + 1, e, c, nullptr, *o.edition);
      else report_error(shown, i + 1, e, c.problems, o);
      continue;
    }
    const SealedJudgement j = judge_sealed(*c.sealed, *o.edition);
    ++tally.verdicts[size_t(j.verdict)];
    if (ci) {
      report_ci(*ci, file_index, shown, i + 1, e, c, &j, *o.edition);
      continue;
    }
    std::string report;
    switch (o.format) {
      case Format::text: report = text_report(shown, i + 1, e, *c.sealed, j, c.problems, *o.edition); break;
      case Format::md: report = md_report(shown, i + 1, e, *c.sealed, j, c.problems, *o.edition); break;
      case Format::jsonl: report = json_report(shown, i + 1, e, *c.sealed, j, *o.edition);
    }
    make_utf8(report);  // text and Markdown quote the envelope and the file name as they are
    fmt::print("{}", report);
  }
  return ok;
}

int judge(const Options& o) {
  const std::vector<std::string>& paths = o.paths;
  if (paths.empty()) throw UsageError("needs envelope files (or - for standard input)");
  std::vector<std::string> errors;
  const std::vector<std::string> files = expand(paths, errors);
  for (const std::string& e : errors) fmt::print(stderr, "arbiter: {}\n", to_utf8(e));
  bool ok = errors.empty();
  Tally tally;
  std::optional<CommandReport> ci;
  if (o.ci) ci.emplace(*o.ci, ci_rules(*o.edition), "arbiter sealed");
  for (size_t i = 0; i < files.size(); ++i) ok &= judge_file(files[i], o, tally, ci ? &*ci : nullptr, i);
  const size_t not_valid = tally.envelopes - tally.errors - tally.verdicts[size_t(SealedVerdict::valid)];
  if (ci)
    ci->finish();
  else if (o.format != Format::jsonl)
    fmt::print("{} envelopes: {} valid, {} ambiguous, {} illegal, {} impossible, {} not judged ({})\n", tally.envelopes,
               tally.verdicts[0], tally.verdicts[1], tally.verdicts[2], tally.verdicts[3], tally.errors,
               o.edition->title);
  else
    fmt::print("{{\"kind\":\"summary\",\"envelopes\":{},\"valid\":{},\"ambiguous\":{},\"illegal\":{},\"impossible\":{},"
               "\"errors\":{},\"rules\":\"{}\"}}\n",
               tally.envelopes, tally.verdicts[0], tally.verdicts[1], tally.verdicts[2], tally.verdicts[3],
               tally.errors, o.edition->id);
  if (!ok) return 2;
  return not_valid ? 1 : 0;
}

}  // namespace

std::string sealed_help() { return std::string(Help); }

CommandRun sealed_command(CLI::App& app) {
  const auto o = std::make_shared<Options>();
  add_rules_option(app, o->edition);
  add_format_option(app, o->format, o->ci, {{"text", Format::text}, {"md", Format::md}, {"jsonl", Format::jsonl}});
  add_notation_option(app, "--notation", o->notation);
  add_arguments(app, o->paths, "FILE");
  return [o] { return judge(*o); };
}

}  // namespace arbiter
