// `arbiter reconcile`: two players' scoresheets of one game, or many such
// pairs, reconciled and written as an arbiter's note, Markdown or JSONL.
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>

#include "adjudicate/edition.h"
#include "adjudicate/reconcile.h"
#include "cli/ci_report.h"
#include "cli/command_line.h"
#include "cli/command_report.h"
#include "cli/commands.h"
#include "cli/digest.h"
#include "cli/read_options.h"
#include "cli/rules_option.h"
#include "core/diagram.h"
#include "core/fen.h"
#include "notation/write_algebraic.h"
#include "validate/encoding.h"

namespace arbiter {

namespace {

constexpr std::string_view Help = R"(Usage: arbiter reconcile [OPTIONS] WHITE_SHEET BLACK_SHEET
       arbiter reconcile [OPTIONS] DIR...

Puts both players' scoresheets of one game side by side, as an arbiter does
when they disagree or when a player short of time wrote only a tick (1966
Art. XIII; 2009 Art. 8.4-8.5). A sheet is a plain scoresheet (header lines
such as "White: ..." first, then numbered lines, one or two columns, any
notation Arbiter reads) or PGN, as check tells them apart; a move not
recorded is a tick (v, -, ✓, —) or a move number whose cell is blank. Each
sheet's notation is detected on its own.

Reports: how many plies both sheets establish from the start (a move
neither records only when one legal move there lets the moves recorded
after it be played); the first ply they do not, and whether each sheet's own
moves replay legally (its gaps filled from the other sheet); the moves one
sheet lacks and the other supplies up to there; whether the final position
follows from both sheets together; and whether a threefold-repetition claim
could rest on the record (1966 Art. XIII-2: no claim on moves not recorded
in time).

A DIR holds pairs NAME.white.EXT and NAME.black.EXT, reconciled in name order.

Options:
  --format FORMAT        text (an arbiter's note, the default), md (an appeal
                         report in Markdown), jsonl (one record per pair), or
                         for CI: sarif, github or gitlab (an issue on each
                         sheet of a pair that does not establish the whole
                         game, at its move there: sheets_contradict,
                         sheets_open or sheets_unrecorded), junit (a test
                         case per pair, failed then)
  --rules EDITION        the Laws cited: fide-2023 (default), fide-2009,
                         fide-1966
  --notation-white N     read White's sheet in N (san-LANG, desc-en, desc-es)
  --notation-black N     read Black's sheet in N
  --clocks W,B           the clocks' minutes when the sheets were compared:
                         also give each player's time proportional to the
                         moves up to the divergence (1966 Art. XIV-7)
  --found-after N        the move after which the irregularity was found
                         (default: the last move on the sheets)

Exit codes: 0 both sheets of every pair establish the whole game, 1 some
pair's do not, 2 usage or input error.
)";

enum class Format { text, md, jsonl };

struct Options {
  Format format = Format::text;
  std::optional<CiFormat> ci;  // a CI format instead of `format`
  const Edition* edition = &default_edition();
  ReconcileOptions reconcile;
  std::optional<ClockTimes> clocks;
  std::optional<int> found_after;
  std::vector<std::string> paths;
};

struct Pair {
  std::string white, black;
  size_t group = 0;   // the directory given it, by number (JUnit's suite)
  std::string suite;  // that directory, or the white sheet's
};

std::string side_name(Color c) { return c == White ? "White" : "Black"; }

// "White's move 20".
std::string ply_name(const Reconciliation& r, int ply) {
  return fmt::format("{}'s move {}", side_name(r.mover(ply)), r.move_number(ply));
}

// Plies in order as runs: "White's move 36 to Black's move 40, White's move 43".
std::string ply_runs(const Reconciliation& r, const std::vector<int>& plies) {
  std::string out;
  for (size_t i = 0; i < plies.size();) {
    size_t j = i;
    while (j + 1 < plies.size() && plies[j + 1] == plies[j] + 1) ++j;
    out += (out.empty() ? "" : ", ") + ply_name(r, plies[i]) + (j > i ? " to " + ply_name(r, plies[j]) : "");
    i = j + 1;
  }
  return out;
}

std::string moves_in_san(const Position& pos, const std::vector<Move>& moves) {
  std::string out;
  for (const Move m : moves) out += (out.empty() ? "" : " or ") + to_algebraic(pos, m, English);
  return out;
}

// What a sheet has at a ply, as written.
std::string written(const Reconciliation& r, Color sheet, int ply) {
  const SheetCell* c = r.cell(sheet, ply);
  if (!c) return "nothing (the sheet has ended)";
  if (!c->recorded) return c->written.empty() ? "a blank" : fmt::format("a tick '{}'", c->written);
  return "'" + c->written + "'";
}

// The sheets contradict each other: an irregularity, not moves left out.
bool contradict(const Reconciliation& r) {
  return r.divergence_ply && r.parting == Reconciliation::Parting::contradict;
}

std::optional<ClockTimes> restored_clocks(const Reconciliation& r, const Options& o) {
  if (!o.clocks || !contradict(r)) return std::nullopt;
  const int found = o.found_after ? *o.found_after : r.move_number(std::max(r.plies, 1));
  return proportional_clocks(*o.clocks, r.move_number(*r.divergence_ply), found);
}

std::string json_record(const Pair& pair, const Reconciliation& r, const Options& o) {
  nlohmann::ordered_json j;
  j["kind"] = "reconcile";
  j["white_file"] = pair.white;
  j["black_file"] = pair.black;
  j["agreed_plies"] = r.agreed_plies;
  j["divergence_ply"] = r.divergence_ply ? nlohmann::ordered_json(*r.divergence_ply) : nullptr;
  j["white_sheet_legal"] = r.sheets[White].legal;
  j["black_sheet_legal"] = r.sheets[Black].legal;
  j["missing"] = nlohmann::ordered_json::array();
  for (const auto& m : r.missing)
    j["missing"].push_back({{"sheet", m.sheet == White ? "white" : "black"}, {"ply", m.ply}});
  j["reconstructable"] = r.reconstructable;
  j["final_fen"] = r.final_position ? nlohmann::ordered_json(to_fen(*r.final_position)) : nullptr;
  const auto admissible = r.repetition_claim_admissible();
  j["repetition_claim_admissible"] = admissible ? nlohmann::ordered_json(*admissible) : nullptr;
  if (const auto clocks = restored_clocks(r, o)) j["clocks"] = {clocks->white, clocks->black};
  return j.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

// The position before ply `plies` + 1 of the agreed line.
Position after_line(const Reconciliation& r, int plies) {
  Position pos = r.start;
  for (int i = 0; i < plies; ++i) pos.play(r.agreed_line[size_t(i)]);
  return pos;
}

std::string claim(const Reconciliation& r) {
  const auto admissible = r.repetition_claim_admissible();
  if (!admissible) return "";
  return *admissible ? " A claim of threefold repetition would be admissible."
                     : " A claim of threefold repetition would not be admissible: it rests on moves not recorded.";
}

// The plies from `first` to the sheets' end.
std::vector<int> plies_from(const Reconciliation& r, int first) {
  std::vector<int> plies;
  for (int p = first; p <= r.plies; ++p) plies.push_back(p);
  return plies;
}

// Where and why the sheets stop establishing the game.
std::string parting(const Reconciliation& r) {
  const int p = *r.divergence_ply;
  const std::string cells =
      fmt::format("White's sheet has {}, Black's has {}", written(r, White, p), written(r, Black, p));
  switch (r.parting) {
    case Reconciliation::Parting::contradict:
      return fmt::format("The sheets part at {}: {}.", ply_name(r, p), cells);
    case Reconciliation::Parting::open:
      return fmt::format("The sheets leave {} open: {}, and {}.", ply_name(r, p), cells,
                         r.search_cut ? "the search stopped before it could tell which move there lets the rest be "
                                        "played"
                                      : "more than one move there lets the rest be played");
    case Reconciliation::Parting::unrecorded:
      break;
  }
  const std::vector<int> unrecorded = plies_from(r, p);
  return fmt::format("Neither sheet records {}, and no recorded move comes after to settle {}.",
                     ply_runs(r, unrecorded), unrecorded.size() == 1 ? "it" : "them");
}

// The note's first sentence.
std::string verdict(const Reconciliation& r) {
  if (!r.divergence_ply)
    return fmt::format("The sheets agree: the game can be reconstructed, {} plies.", r.plies) + claim(r);
  std::string v = parting(r);
  for (const Color s : {White, Black})
    v += fmt::format(" {}'s sheet {}.", side_name(s),
                     r.sheets[s].legal ? "replays legally to its end"
                                       : fmt::format("does not replay legally (it stops after {} plies)",
                                                     r.sheets[s].legal_plies));
  v += r.reconstructable ? " Every line the sheets allow ends in the same position: the final position can be "
                           "reconstructed, though not the moves."
                         : " The final position cannot be reconstructed from the two sheets.";
  return v + claim(r);
}

std::vector<std::string> evidence(const Reconciliation& r, const Options& o) {
  std::vector<std::string> lines;
  for (const Color s : {White, Black})
    lines.push_back(fmt::format("{}'s sheet: {}, {} plies.", side_name(s), r.sheets[s].notation.description(),
                                r.sheets[s].cells.size()));
  for (const Color s : {White, Black})
    for (const SheetCells::Misnumbered& m : r.sheets[s].misnumbered)
      lines.push_back(fmt::format("{}'s sheet numbers a line {} where move {} is next ('{}'): its moves are read in "
                                  "the order written, as those after the line before.",
                                  side_name(s), m.number, m.expected, m.line));
  lines.push_back(r.agreed_plies == 0
                      ? std::string("Both sheets together establish no move from the start.")
                      : fmt::format("Both sheets together establish {} plies, through {}, {}.", r.agreed_plies,
                                    ply_name(r, r.agreed_plies),
                                    to_algebraic(after_line(r, r.agreed_plies - 1), r.agreed_line.back(), English)));
  if (r.divergence_ply)
    for (const Color s : {White, Black})
      if (const auto& moves = r.at_divergence[s])
        lines.push_back(fmt::format("At {} {}'s {} denotes {} in the agreed position.", ply_name(r, *r.divergence_ply),
                                    side_name(s), written(r, s, *r.divergence_ply),
                                    moves->empty() ? std::string("no legal move")
                                                   : moves_in_san(r.agreed_position, *moves)));
  for (const Color s : {White, Black}) {
    std::vector<int> plies;
    for (const auto& m : r.missing)
      if (m.sheet == s) plies.push_back(m.ply);
    if (!plies.empty())
      lines.push_back(fmt::format("Not recorded on {}'s sheet, supplied by {}'s: {}.", side_name(s),
                                  side_name(~s), ply_runs(r, plies)));
  }
  if (!r.missing_on_both.empty())
    lines.push_back("Recorded on neither sheet, settled by the moves after: " + ply_runs(r, r.missing_on_both) + ".");
  if (const auto* rep = r.claimable_repetition()) {
    std::string line = fmt::format("The position after ply {} stands a third time after ply {} ({}, {}); ",
                                   rep->plies[0], rep->plies[2], ply_name(r, rep->plies[2]),
                                   to_algebraic(after_line(r, rep->plies[2] - 1), r.agreed_line[rep->plies[2] - 1],
                                                English));
    if (rep->unrecorded.empty()) {
      line += "every move between is recorded on both sheets: a claim would be admissible.";
    } else {
      std::string which;
      for (const auto& m : rep->unrecorded)
        which += (which.empty() ? "" : ", ") + fmt::format("{} on {}'s sheet", ply_name(r, m.ply), side_name(m.sheet));
      line += "a claim would rest on moves not recorded in time (" + which + "): not admissible.";
    }
    lines.push_back(line);
  }
  if (const auto clocks = restored_clocks(r, o))
    lines.push_back(fmt::format("Clocks {:.4g} and {:.4g} minutes, irregularity at move {}: {:.4g} and {:.4g} minutes.",
                                o.clocks->white, o.clocks->black, r.move_number(*r.divergence_ply), clocks->white,
                                clocks->black));
  if (r.search_cut)
    lines.push_back(fmt::format("The search stopped after {} positions: an answer 'no' may mean 'could not tell'.",
                                o.reconcile.nodes));
  return lines;
}

std::vector<std::string> rules(const Reconciliation& r, const Edition& e) {
  std::vector<std::string> out;
  auto cite = [&](Law law, std::string_view rule) {
    const std::string article = e.cite(law);
    if (!article.empty()) out.push_back(article + ": " + std::string(rule));
  };
  const bool unrecorded_at_divergence = r.divergence_ply && !r.at_divergence[White] && !r.at_divergence[Black];
  if (!r.missing.empty() || !r.missing_on_both.empty() || unrecorded_at_divergence)
    cite(Law::TimeTroubleRecording,
         e.id == "fide-1966"
             ? "a player extremely short of time may leave moves unrecorded, but must complete the sheet as soon as "
               "the time trouble is over, and may not claim a draw by repetition on moves not recorded in time"
             : "a player with less than five minutes need not record; the sheets are then brought up to date "
               "from the opponent's or the arbiter's, or the game is reconstructed on a second board");
  if (contradict(r))
    cite(Law::LegalMove, "when an illegal move or a wrong position is found, the game goes on from the last "
                         "position that can be established before it");
  if (contradict(r) && e.has(Law::ClockAdjustment))
    cite(Law::ClockAdjustment, e.id == "fide-1966"
                                   ? "when the time used cannot be known, the clocks are set proportionally"
                                   : "the arbiter uses his best judgement to set the clocks");
  if (r.first_repetition)
    cite(Law::ThreefoldRepetition, "a draw may be claimed when the same position stands a third time");
  return out;
}

std::string note(const Pair& pair, const Reconciliation& r, const Options& o) {
  const bool md = o.format == Format::md;
  // Only a position the sheets establish is shown.
  const int key_ply = r.final_position ? r.plies : r.agreed_plies;
  const Position key = r.final_position ? *r.final_position : r.agreed_position;
  std::string out = md ? fmt::format("## {} / {}\n\n**{}**\n\n", pair.white, pair.black, verdict(r))
                       : fmt::format("{} / {}\n{}\n", pair.white, pair.black, verdict(r));
  out += md ? "### Evidence\n\n" : "Evidence:\n";
  for (const std::string& line : evidence(r, o)) out += (md ? "- " : "  ") + line + "\n";
  const std::vector<std::string> cited = rules(r, *o.edition);
  if (!cited.empty()) {
    out += md ? "\n### Rules\n\n" : "Rules:\n";
    for (const std::string& line : cited) out += (md ? "- " : "  ") + line + "\n";
  }
  const std::string moment = r.final_position ? "the final position" : "the last position both sheets establish";
  out += md ? fmt::format("\n### Position: {} (after ply {})\n\n```\n", moment, key_ply)
            : fmt::format("Position, {} (after ply {}):\n", moment, key_ply);
  out += unicode_diagram(key) + to_fen(key) + "\n";
  out += md ? "```\n\n" : "\n";
  return out;
}

// The CI formats' rules, by Reconciliation::Parting (an issue's rule_index).
constexpr std::array<std::string_view, 3> CiRules{"sheets_contradict", "sheets_open", "sheets_unrecorded"};

std::vector<ReportRule> ci_rules(const Edition& e) {
  const auto rule = [&](Reconciliation::Parting parting, std::string summary, std::string detail, Law law) {
    const std::string article = e.cite(law);
    std::string help = article.empty() ? detail : fmt::format("{} See {} ({}).", detail, article, e.id);
    return ReportRule{std::string(CiRules[size_t(parting)]), std::move(summary), std::move(detail), std::move(help),
                      Severity::error};
  };
  return {rule(Reconciliation::Parting::contradict, "Scoresheets contradict each other",
               "No move fits both players' scoresheets at this ply: the game goes on from the last position both "
               "establish.",
               Law::LegalMove),
          rule(Reconciliation::Parting::open, "Scoresheets leave a move open",
               "Several moves fit both scoresheets at this ply and the moves after do not tell which.",
               Law::TimeTroubleRecording),
          rule(Reconciliation::Parting::unrecorded, "Moves recorded on neither scoresheet",
               "Neither scoresheet records the moves from this ply on, and no recorded move comes after to settle "
               "them.",
               Law::TimeTroubleRecording)};
}

// A pair in a CI report: when the sheets do not establish the whole game,
// an issue on each sheet at its cell of the first ply they do not (its
// last cell when it has ended), and a failed JUnit case.
void report_ci(CommandReport& report, size_t group, std::string_view suite, const Pair& pair,
               const std::array<std::string_view, 2>& texts, const Reconciliation& r) {
  const std::string name = pair.white + " / " + pair.black;
  if (!r.divergence_ply) {
    report.add(group, suite, {.name = name, .file = pair.white, .line = 1}, {});
    return;
  }
  const int p = *r.divergence_ply;
  const size_t rule = size_t(r.parting);
  std::string message = verdict(r);
  make_utf8(message);  // it quotes the sheets' words as written
  std::array<std::string, 2> fingerprints, properties;
  std::vector<ReportIssue> issues;
  for (const Color s : {White, Black}) {
    const std::string& file = s == White ? pair.white : pair.black;
    const std::vector<SheetCell>& cells = r.sheets[s].cells;
    const SheetCell* cell = r.cell(s, p);
    if (!cell && !cells.empty()) cell = &cells.back();
    const size_t offset = cell ? std::min(cell->offset, texts[s].size()) : 0;
    Digest d;  // the sheet, the ply and both words there: no line or offset
    for (std::string_view part : {std::string_view(s == White ? "white" : "black"), CiRules[rule]}) d.add(part);
    d.add(std::to_string(p));
    for (const Color t : {White, Black}) d.add(written(r, t, p));
    fingerprints[s] = d.hex();
    properties[s] = fmt::format("\"sheet\":\"{}\",\"agreed_plies\":{},\"divergence_ply\":{}",
                                s == White ? "white" : "black", r.agreed_plies, p);
    issues.push_back({.rule = CiRules[rule], .rule_index = rule, .level = Severity::error, .message = message,
                      .file = file,
                      .line = uint64_t(std::count(texts[s].begin(), texts[s].begin() + offset, '\n')) + 1,
                      .column = utf16_column(texts[s], 0, offset), .byte_offset = offset,
                      .fingerprint = fingerprints[s], .properties = properties[s]});
  }
  const std::string text = fmt::format("{}:{}: {}\n", pair.white, issues[0].line, message);
  report.add(group, suite,
             {.name = name, .file = pair.white, .line = 1, .failure_type = CiRules[rule],
              .failure_message = fmt::format("the sheets do not establish {}", ply_name(r, p)), .text = text},
             issues);
}

std::optional<std::string> read_text(const std::string& path) {
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) return std::nullopt;
  std::string text;
  char buffer[1 << 16];
  while (const size_t n = std::fread(buffer, 1, sizeof buffer, f)) text.append(buffer, n);
  std::fclose(f);
  return text;
}

// NAME.white.EXT with NAME.black.EXT in a directory, by name.
std::vector<Pair> pairs_in(const std::string& dir, std::vector<std::string>& errors) {
  std::map<std::string, Pair> by_name;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
    const std::string name = entry.path().filename().string();
    for (const Color s : {White, Black}) {
      const std::string mark = s == White ? ".white." : ".black.";
      const size_t at = name.find(mark);
      if (at == std::string::npos) continue;
      Pair& p = by_name[name.substr(0, at)];
      (s == White ? p.white : p.black) = entry.path().string();
    }
  }
  if (ec) errors.push_back(dir + ": " + ec.message());
  std::vector<Pair> pairs;
  for (const auto& [name, p] : by_name) {
    if (p.white.empty() || p.black.empty())
      errors.push_back(fmt::format("{}/{}: no {} sheet beside it", dir, name, p.white.empty() ? "white" : "black"));
    else pairs.push_back(p);
  }
  return pairs;
}

std::optional<ClockTimes> parse_clocks(const std::string& s) {
  const size_t comma = s.find(',');
  if (comma == std::string::npos) return std::nullopt;
  try {
    size_t used = 0;
    const double w = std::stod(s.substr(0, comma), &used);
    if (used != comma) return std::nullopt;
    const std::string rest = s.substr(comma + 1);
    const double b = std::stod(rest, &used);
    if (used != rest.size() || w < 0 || b < 0) return std::nullopt;
    return ClockTimes{w, b};
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

int reconcile_sheets(const Options& options) {
  const std::vector<std::string>& paths = options.paths;
  std::vector<Pair> pairs;
  std::vector<std::string> errors;
  const bool directories = !paths.empty() && std::all_of(paths.begin(), paths.end(), [](const std::string& p) {
    return std::filesystem::is_directory(p);
  });
  if (directories) {
    for (size_t i = 0; i < paths.size(); ++i)
      for (Pair& p : pairs_in(paths[i], errors)) pairs.push_back({std::move(p.white), std::move(p.black), i, paths[i]});
  } else if (paths.size() == 2) {
    const std::string folder = std::filesystem::path(paths[0]).parent_path().string();
    pairs.push_back({paths[0], paths[1], 0, folder.empty() ? "." : folder});
  } else {
    throw UsageError("needs WHITE_SHEET BLACK_SHEET, or directories of NAME.white/NAME.black pairs");
  }

  int status = errors.empty() ? 0 : 2;
  for (const std::string& e : errors) std::fprintf(stderr, "arbiter: %s\n", to_utf8(e).c_str());
  std::optional<CommandReport> ci;
  if (options.ci) ci.emplace(*options.ci, ci_rules(*options.edition), "arbiter reconcile");
  for (const Pair& pair : pairs) {
    const auto white = read_text(pair.white), black = read_text(pair.black);
    if (!white || !black) {
      std::fprintf(stderr, "arbiter: %s: cannot read\n", to_utf8(white ? pair.black : pair.white).c_str());
      status = 2;
      continue;
    }
    const Reconciliation r = reconcile(*white, *black, options.reconcile);
    if (r.divergence_ply && status == 0) status = 1;
    if (ci) {
      report_ci(*ci, pair.group, pair.suite, pair, {*white, *black}, r);
      continue;
    }
    std::string out = options.format == Format::jsonl ? json_record(pair, r, options) : note(pair, r, options);
    make_utf8(out);  // a note quotes the sheets and their file names as they are
    std::fwrite(out.data(), 1, out.size(), stdout);
  }
  if (ci) ci->finish();
  return status;
}

}  // namespace

std::string reconcile_help() { return std::string(Help); }

CommandRun reconcile_command(CLI::App& app) {
  const auto o = std::make_shared<Options>();
  add_format_option(app, o->format, o->ci, {{"text", Format::text}, {"md", Format::md}, {"jsonl", Format::jsonl}});
  add_rules_option(app, o->edition);
  add_notation_option(app, "--notation-white", o->reconcile.notations[White]);
  add_notation_option(app, "--notation-black", o->reconcile.notations[Black]);
  add_value(app, "--clocks", "W,B", [&o = *o](const std::string& v) -> std::optional<std::string> {
    o.clocks = parse_clocks(v);
    if (!o.clocks) return "takes the two clocks' minutes: W,B";
    return std::nullopt;
  });
  add_positive(app, "--found-after", "a move number", [&o = *o](unsigned n) { o.found_after = int(n); });
  add_arguments(app, o->paths, "FILE");
  return [o] { return reconcile_sheets(*o); };
}

}  // namespace arbiter
