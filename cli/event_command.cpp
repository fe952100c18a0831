// `arbiter event`: the standings of events read from FIDE TRF files or
// built from PGN games' tags, with C.07 tie-breaks, as a crosstable or as
// JSONL records.
#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <tbb/parallel_for.h>

#include <algorithm>
#include <cstdio>
#include <exception>
#include <memory>
#include <string_view>

#include "cli/command_line.h"
#include "cli/command_report.h"
#include "cli/commands.h"
#include "cli/event_findings.h"
#include "cli/event_pgn_input.h"
#include "cli/event_tables.h"
#include "cli/input.h"
#include "cli/json.h"
#include "cli/read_options.h"
#include "event/berger.h"
#include "event/game_match.h"
#include "event/pairing_checks.h"
#include "event/pgn_event.h"
#include "event/standings.h"
#include "event/trf.h"
#include "validate/encoding.h"

namespace arbiter {

namespace {

using namespace event;

constexpr std::string_view Help = R"(Usage: arbiter event [OPTIONS] FILE|DIR|-...

Prints each event's standings: points, then the tie-breaks in order (FIDE
C.07), with unplayed rounds (forfeits, byes, absences) handled as C.07
Art. 16 says. Reads FIDE Tournament Report Files (TRF-16, recognised by
content, one event each) and PGN games (files, directories of them, "-" for
standard input; .gz and .zst are read too).

PGN games are grouped into events by their Event and Site tags and the year
of EventDate (else Date); players are told apart by WhiteFideId/BlackFideId,
else by name (case, accents, spacing and "Last, First" set aside; two
spellings taken as one are event_player_alias, info), titled by
WhiteTitle/BlackTitle, ranked at the start by WhiteElo/BlackElo (a change
within the event is event_rating_change, info);
the round is the Round tag's first number ("3.12" is round 3, board 12). A
Termination that says "forfeit" makes the game a forfeit: points, but no game
for the tie-breaks. The moves are not replayed (but with --verdicts): only
keyed, to tell a game copied into another round.

Findings: a TRF line with a field out of place or an unknown result code
(event_trf_syntax), two lines that tell one game differently
(event_pairing_mismatch), points that are not the sum of the results
(event_points_mismatch); a player in two games of one round, or one pair
in two under the same Round tag outside a knockout or match
(event_double_booking, error), the same game twice, or a pair's second game
of a round repeating the moves of another of theirs (event_duplicate_game), a
game with no result "*" (event_unfinished), with no usable Round
(event_no_round: counted for points, left out of the rounds) or with no
White or Black (event_no_players: left out). They name the
file and line (and the game number in a PGN file); the rest is still read.

Pairing checks (FIDE C.04.1), naming the event, round and start rank (and
in a TRF the player's line and the round's column): two
players who play each other twice in a Swiss, or twice within one cycle of a
round robin (event_rematch, error; a forfeit is no game played, so a Swiss
pair may meet again after one); in a Swiss, a colour three times in a row or
a colour difference beyond 2 among played games (event_colour, warning;
topscorers of the final round and their opponents excepted, C.04.3 A.7); a
pairing-allocated bye (U) after another or after a forfeit win (event_bye,
error). From PGN a round with no game may be a game left out, so the colours
across it are unknown. A round robin whose pairings or colours depart from
the Berger tables (FIDE C.05 Annex 1): event_berger (warning), naming the
round and table rows; a TRF's start ranks are the pairing numbers, from PGN
the numbers are those its pairings imply.

Draughts events (PDN files, games chess cannot read that look like
draughts) are read the same way: results written 2-0, 1-1 and 0-2 score the
event 2-1-0, as FMJD events are scored, and its points and the tie-breaks
that are points are given in that scale; --verdicts replays them as check
does; --format trf (FIDE's chess format) is refused for them.

PGN games given with a TRF are matched to its pairings (with several TRFs,
to the one whose 012 name is their Event tag) by round and players (FIDE id,
else the folded name): a game the TRF has no such pairing for, with the
colours the other way round or another result is event_game_mismatch
(error); a pairing played over the board that no game matched is
event_missing_game (warning). The standings are the TRF's.

Options:
  --tiebreaks LIST   comma-separated, in order; '-' is taken for '/'.
                     PTS DE WIN WON BPG BWG GE PS KS BH FB AOB SB ARO TPR
                     PTP APRO APPO, and the 1966 rulebook's MEDIAN (Harkness:
                     the opponents' scores less the highest and lowest, one
                     each up to 8 rounds, two to 12, three from 13) and SOLKOFF
                     (the opponents' scores); PS, BH, FB, SB and ARO take /Cn (cut
                     the n lowest), BH, FB and ARO /Mn (cut the n lowest
                     and highest). Default: BH/C1,BH,SB for a Swiss, DE,SB,WIN,KS
                     for a round robin (every pair met)
  --rules EDITION    Art. 16's text for a player's own unplayed rounds:
                     2023 (the 2023/2024 text, default) or 2026 (the 2026
                     amendment of Art. 16.4); or fide-1966, the 1966
                     rulebook: an opponent's unplayed games count
                     half a point each, one's own count an opponent of no
                     points, SB is computed so, the default tie-breaks are
                     MEDIAN,SOLKOFF,SB, and --verdicts judges by the 1966 Laws
  --tiebreak-rules R fide-2023 or fide-2026: the same as --rules 2023 or 2026
  --type TYPE        swiss, round-robin, match or knockout, instead of the
                     type the pairings show: a match when two players meet,
                     a round robin when every pair of players met, a
                     knockout when each round pairs at most half of the
                     round before's players (and players seeded in late),
                     no pair twice; else Swiss. The colour and bye checks
                     are the Swiss's; a match has no rematches; WIN is the
                     default tie-break of a match or a knockout
  --one-event        PGN: all games given make one event, whatever their tags
  --absent-as KIND   PGN: a player with no game in a round of the event is
                     an unplayed round of unknown kind; count it as zero (an
                     absence, the default), bye-half or bye-full
  --memory-budget MIB  PGN: how many MiB of the games' tags are held in
                     memory (default 128); past it they go to an unnamed
                     file in $TMPDIR (else /tmp), so any archive is read in
                     bounded memory. 0 holds none. If that file cannot be
                     made or written, a warning says so and the games stay
                     in memory
  --verdicts         PGN: replay every game as check does, and where the
                     board's verdict differs from the Result tag (a mate
                     recorded as a loss, a flag fall that is a draw, a loss
                     by illegal moves) report event_result_conflict (error)
                     and the places that change if the verdicts stand
                     (JSONL: a "board_places" record). Costs what check costs
%READ_OPTIONS%
  --format FORMAT    text (a crosstable, the default); md (the crosstable
                     in Markdown, the findings in a code block); jsonl: an
                     "event" record, one "standing" per player, the
                     findings, and a "summary" last; csv (one row per
                     player, RFC 4180) or trf (TRF-16 for the rating
                     office), which write one event, their notes and
                     findings to standard error. For CI, the findings
                     alone: sarif (a SARIF 2.1.0 log, a rule per finding
                     kind with its article), github (workflow commands),
                     gitlab (Code Quality JSON) or junit (a test suite per
                     event, a test case per round and one for the records,
                     failed by a finding at error or warning). A TRF's
                     findings sit at its line and column, a game's at its
                     first tag; a PGN event's pairing finding, which has
                     no one place, at the player's game in that round, else
                     at the event's first game
  --trf-version V    with --format trf: 16 (the default) or 2026, which adds
                     TRF-2026's 142 (rounds), 202 and 212 (tie-breaks)

Exit codes: 0 no error or warning, 1 some finding of error or warning
severity, 2 usage error or a file that cannot be read.
)";

enum class Format { text, jsonl, md, csv, trf };

struct Options {
  Format format = Format::text;
  std::optional<CiFormat> ci;  // a CI format instead of `format`
  Rules rules = Rules::fide_2023;
  std::vector<Tiebreak> tiebreaks;  // empty: by the event's type
  EventType type = EventType::unknown;  // unknown: from the pairings
  bool one_event = false;
  AbsentAs absent = AbsentAs::zero;
  TrfVersion trf_version = TrfVersion::trf16;
  size_t memory_budget = EventBuilder::DefaultMemoryBudget;
  bool verdicts_asked = false;             // --verdicts
  std::optional<VerdictOptions> verdicts;  // the games replayed and judged so
  ReadOptions read;                        // how --verdicts reads the moves
  std::vector<std::string> paths;
};

std::vector<Tiebreak> default_tiebreaks(const Event& e, Rules rules) {
  // The FIDE 1966 rulebook: the Harkness median, then "(a) Solkoff (b) S-B (c) un volado" (a coin toss).
  // A match or a knockout is decided by its games; WIN only orders those out in the same round.
  const EventType type = e.type();
  const char* names = rules == Rules::fide_1966                                     ? "MEDIAN,SOLKOFF,SB"
                      : type == EventType::round_robin                          ? "DE,SB,WIN,KS"
                      : type == EventType::match || type == EventType::knockout ? "WIN"
                                                                                : "BH/C1,BH,SB";
  std::vector<Tiebreak> list;
  for (std::string_view rest = names; !rest.empty();) {
    size_t comma = rest.find(',');
    list.push_back(*parse_tiebreak(rest.substr(0, comma)));
    rest = comma == rest.npos ? std::string_view() : rest.substr(comma + 1);
  }
  return list;
}

void json_value(std::string& out, const Value& v, int decimals) {
  if (!v)
    out += "null";
  else if (decimals == 0)
    fmt::format_to(std::back_inserter(out), "{}", *v / 100);
  else
    fmt::format_to(std::back_inserter(out), "{:.{}f}", *v / 100.0, decimals);
}

// `extra`: more fields, each with its leading comma.
std::string json_event(const std::string& label, const Event& e, const std::string& extra = "") {
  std::string out = "{\"kind\":\"event\",\"event\":";
  append_json_string(out, label);
  out += ",\"name\":";
  append_json_string(out, e.name);
  out += ",\"site\":";
  append_json_string(out, e.site);
  out += ",\"dates\":";
  append_json_string(out, event_dates(e));
  int games = 0;
  for (const Player& p : e.players)
    games +=
        static_cast<int>(std::count_if(p.rounds.begin(), p.rounds.end(), [](const Round& r) { return r.played(); }));
  fmt::format_to(std::back_inserter(out),
                 ",\"type\":\"{}\",\"rounds\":{},\"rounds_played\":{},\"players\":{},\"games\":{}{}{}}}\n",
                 type_name(e.type()), e.rounds, e.rounds_played(), e.players.size(), games / 2,
                 e.points_per_win == 1 ? "" : fmt::format(",\"points_per_win\":{}", e.points_per_win), extra);
  return out;
}

// A "standing" record, appended to `out`. `keys` are the tie-breaks' names
// as JSON keys ("\"BH/C1\":"), made once per event.
void append_json_standing(std::string& out, const std::string& file, const Event& e, const Standing& s,
                          const std::vector<Tiebreak>& tiebreaks, const std::vector<std::string>& keys) {
  const Player& p = e.players[s.player];
  out += "{\"kind\":\"standing\",\"event\":";
  append_json_string(out, file);
  out += ",\"rank\":";
  out += fmt::format_int(s.rank).c_str();
  out += ",\"start_rank\":";
  out += fmt::format_int(p.start_rank).c_str();
  out += ",\"player\":";
  append_json_string(out, p.name);
  out += ",\"fide_id\":";
  if (p.fide_id.empty() || p.fide_id == "0")
    out += "null";
  else
    append_json_string(out, p.fide_id);
  out += ",\"rating\":";
  out += p.rating ? fmt::format_int(p.rating).c_str() : "null";
  out += ",\"points\":";
  out += points_text(p.half_points(), e.points_per_win);
  out += ",\"tiebreaks\":{";
  for (size_t k = 0; k < tiebreaks.size(); ++k) {
    if (k) out += ',';
    out += keys[k];
    json_value(out, s.values[k], tiebreaks[k].decimals());
  }
  out += "},\"rounds\":[";
  for (size_t r = 0; r < p.rounds.size(); ++r) {
    const Round& round = p.rounds[r];
    out += r ? ",{\"round\":" : "{\"round\":";
    out += fmt::format_int(r + 1).c_str();
    out += ",\"opponent\":";
    out += round.has_opponent() ? fmt::format_int(round.opponent()).c_str() : "null";
    out += round.colour() == Colour::none    ? ",\"colour\":null"
           : round.colour() == Colour::white ? ",\"colour\":\"white\""
                                             : ",\"colour\":\"black\"";
    if (round.kind() == event::Kind::not_paired) {
      out += ",\"result\":null}";
    } else {
      out += ",\"result\":\"";
      out += trf_code(round);
      out += "\"}";
    }
  }
  out += "]}\n";
}

// A TRF as read, with where its lines start (the CI formats' byte offsets).
struct TrfInput {
  std::string path, text;
  TrfRead read;
  std::vector<uint64_t> line_starts;  // [0] is line 1's
};

TrfInput trf_input(std::string path, std::string text) {
  TrfInput t{std::move(path), std::move(text), {}, {0}};
  t.read = read_trf(t.text);
  for (size_t at = t.text.find('\n'); at != t.text.npos; at = t.text.find('\n', at + 1))
    t.line_starts.push_back(at + 1);
  return t;
}

// Sets a finding's place in a TRF: line and column, and their byte offset.
void place_in_trf(const TrfInput& trf, EventFinding& f, uint64_t line, uint64_t column) {
  f.file = trf.path;
  f.file_text = trf.text;
  f.line = line;
  f.column = column;
  if (!line || line > trf.line_starts.size()) return;
  // A column past a short line's end (a field missing) is put at its end.
  const uint64_t end = line < trf.line_starts.size() ? trf.line_starts[line] - 1 : trf.text.size();
  f.offset = std::min<uint64_t>(trf.line_starts[line - 1] + (column ? column - 1 : 0), end);
}

// Where a pairing finding sits in a TRF: the player's 001 line and the
// round's cell on it (nothing when no line has the player).
void place_pairing(const TrfInput& trf, int player, int round, EventFinding& f) {
  const Event& e = trf.read.event;
  for (size_t i = 0; i < e.players.size() && i < trf.read.player_lines.size(); ++i)
    if (e.players[i].start_rank == player) {
      place_in_trf(trf, f, trf.read.player_lines[i], trf_round_column(round));
      return;
    }
}

void set_game(EventFinding& f, const GameLocation& game, const std::vector<InputFile>& files) {
  f.game_file = files[game.file].path;
  f.game = game.game;
  f.game_line = game.line;
  f.game_offset = game.offset;
}

const char* absent_name(AbsentAs a) {
  return a == AbsentAs::bye_full ? "bye-full" : a == AbsentAs::bye_half ? "bye-half" : "zero";
}

// The places that change if the board's verdicts stand: a JSONL record, or
// lines after the crosstable.
std::string board_places(const std::string& label, const Event& e, const Event& board, int games,
                         const std::vector<Tiebreak>& tiebreaks, const Options& options) {
  const std::vector<PlaceChange> changes = place_changes(e, board, tiebreaks, options.rules);
  std::string out;
  if (options.format == Format::jsonl) {
    out = "{\"kind\":\"board_places\",\"event\":";
    append_json_string(out, label);
    out += fmt::format(",\"games\":{},\"changes\":[", games);
    for (size_t i = 0; i < changes.size(); ++i) {
      const Player& p = e.players[changes[i].player];
      out += fmt::format("{}{{\"start_rank\":{},\"player\":", i ? "," : "", p.start_rank);
      append_json_string(out, p.name);
      out += fmt::format(",\"rank\":{},\"board_rank\":{},\"points\":{},\"board_points\":{}}}", changes[i].rank,
                         changes[i].other_rank, points_text(changes[i].half_points, e.points_per_win),
                         points_text(changes[i].other_half_points, e.points_per_win));
    }
    return out + "]}\n";
  }
  out = fmt::format("If the board's verdicts stand ({} game(s), event_result_conflict below), {}:\n", games,
                    changes.empty() ? "no place changes" : "the places change");
  for (const PlaceChange& c : changes)
    out += fmt::format("  rank {:>3} -> {:<3} {} ({} -> {} points)\n", c.rank, c.other_rank, e.players[c.player].name,
                       points_text(c.half_points, e.points_per_win), points_text(c.other_half_points, e.points_per_win));
  return out;
}

// The tie-breaks with their articles, for the JSONL event record.
std::string json_tiebreak_rules(const std::vector<Tiebreak>& tiebreaks, Rules rules) {
  std::string out = ",\"tiebreak_rules\":[";
  for (size_t k = 0; k < tiebreaks.size(); ++k) {
    const std::string article = tiebreaks[k].article(rules);
    out += k ? ",{\"name\":" : "{\"name\":";
    append_json_string(out, tiebreaks[k].name());
    out += ",\"description\":";
    append_json_string(out, tiebreaks[k].description());
    out += ",\"article\":";
    if (article.empty())
      out += "null";
    else
      append_json_string(out, article);
    out += '}';
  }
  return out + ']';
}

// What a report writes: to standard output, and to standard error what the
// format has no room for (a CSV's or a TRF's findings and notes).
struct Output {
  std::string out, err;
};

// An event in a CI report: its findings as issues and, for JUnit, a test
// suite with a test case per round (the pairings of that round: a CI user
// reads "round 5" failing with a rematch in it) and one for the records
// (TRF lines, PGN games' tags), failed by a finding at error or warning.
// `home` is where the event is: its TRF, else its first game.
void report_ci(CommandReport& ci, size_t group, const std::string& label, int rounds, const EventFinding& home,
               const std::vector<EventFinding>& found) {
  std::vector<std::vector<const EventFinding*>> by_case(rounds + 1);
  for (const EventFinding& f : found) by_case[f.round >= 1 && f.round <= rounds ? f.round : 0].push_back(&f);
  std::vector<EventIssueText> storage;
  std::vector<ReportIssue> issues;
  std::string text, failure;
  for (size_t c = 0; c < by_case.size(); ++c) {
    storage.clear();
    storage.reserve(by_case[c].size() + 1);  // the issues point into it: no reallocation while they live
    issues.clear();
    text.clear();
    const EventFinding* failing = nullptr;
    for (const EventFinding* f : by_case[c]) {
      issues.push_back(event_issue(*f, storage.emplace_back()));
      append_text(*f, text);
      if (!failing && f->severity != "info") failing = f;
    }
    make_utf8(text);
    const ReportIssue at = event_issue(failing ? *failing : by_case[c].empty() ? home : *by_case[c].front(),
                                       storage.emplace_back());
    failure = failing ? fmt::format("{} finding(s) at error or warning, the first {}",
                                    std::count_if(by_case[c].begin(), by_case[c].end(),
                                                  [](const EventFinding* f) { return f->severity != "info"; }),
                                    failing->kind)
                      : std::string();
    const std::string name = c ? fmt::format("round {}", c) : std::string("records (TRF lines, PGN tags)");
    ci.add(group, label.empty() ? "(no Event tag)" : label,
           {.name = name, .file = at.file, .line = at.line, .failure_type = failing ? failing->kind : "",
            .failure_message = failure, .text = text},
           issues);
  }
}

// One event's standings and findings in the chosen format. `label` names the
// event in JSONL; `extra` adds fields to its event record, `note` lines to
// its crosstable; `trf` is the file read, null for PGN, whose event is
// `built`; `found` the findings so far, to which the pairing checks' are
// added; `ci` the CI report, if that is the format, where the event is
// number `group`.
Output report(const std::string& label, Event& e, const TrfInput* trf, BuiltEvent* built,
              const std::vector<InputFile>& files, const Options& options, const std::string& extra,
              const std::string& note, std::vector<EventFinding>& found, int& findings, CommandReport* ci,
              size_t group) {
  // Decided once: the pairings are looked at here, not at each tie-break.
  e.declared_type = options.type != EventType::unknown ? options.type : e.type();
  // PGN has no byes, and an archive may leave games out: a round with no game is a gap of unknown kind.
  std::vector<PairingFinding> pairing = pairing_findings(e, trf ? Gaps::known : Gaps::unknown);
  // A TRF's start ranks are the pairing numbers; from PGN they are only the
  // order by rating, and the numbers are those the pairings imply, if any.
  if (e.type() == EventType::round_robin)
    for (PairingFinding& f : trf ? berger_findings(e) : berger_findings(e, berger_numbering(e)))
      pairing.push_back(std::move(f));
  // The player's game in a PGN event, for the CI formats: its place there.
  auto game_of = [&](int player, int round) -> const GameLocation* {
    for (size_t i = 0; i < e.players.size() && i < built->game_at.size(); ++i)
      if (e.players[i].start_rank == player && round >= 1 && round <= int(built->game_at[i].size()) &&
          built->game_at[i][round - 1].game)
        return &built->game_at[i][round - 1];
    return built->first_game.game ? &built->first_game : nullptr;
  };
  for (const PairingFinding& f : pairing) {
    EventFinding& r = found.emplace_back(EventFinding{.source = EventFinding::Source::pairing, .kind = f.kind,
                                                      .severity = f.severity, .event = label, .round = f.round,
                                                      .player = f.player, .message = f.message, .rule = f.rule});
    if (trf)
      place_pairing(*trf, f.player, f.round, r);
    else if (const GameLocation* game = ci ? game_of(f.player, f.round) : nullptr)
      set_game(r, *game, files);
    ++findings;
  }
  if (ci) {
    EventFinding home{.event = label};
    if (trf)
      place_in_trf(*trf, home, 1, 1);
    else if (built->first_game.game)
      set_game(home, built->first_game, files);
    report_ci(*ci, group, label, e.rounds, home, found);
    return {};
  }
  std::string rendered;
  for (const EventFinding& f : found) {
    if (options.format == Format::jsonl)
      append_jsonl(f, rendered);
    else
      append_text(f, rendered);
  }
  const std::vector<Tiebreak> tiebreaks =
      options.tiebreaks.empty() ? default_tiebreaks(e, options.rules) : options.tiebreaks;
  const std::vector<Standing> standing = standings(e, tiebreaks, options.rules);
  std::string places;
  if (built && built->board) {
    built->board->declared_type = e.declared_type;  // one event, one type, whatever the results
    places = board_places(label, e, *built->board, built->board_conflicts, tiebreaks, options);
  }
  const EventTable table{e, standing, tiebreaks, options.rules};
  Output o;
  switch (options.format) {
    case Format::jsonl: {
      std::vector<std::string> keys;
      o.out = json_event(label, e, extra + json_tiebreak_rules(tiebreaks, options.rules));
      for (const Tiebreak& t : tiebreaks) keys.push_back('"' + t.name() + "\":");
      for (const Standing& s : standing) append_json_standing(o.out, label, e, s, tiebreaks, keys);
      o.out += places + rendered;
      break;
    }
    case Format::text:
      o.out = crosstable_text(table) + note + places + rendered + '\n';
      break;
    case Format::md:
      o.out = crosstable_markdown(table, note + places, rendered);
      break;
    case Format::csv:
      o.out = standings_csv(table);
      o.err = note + places + rendered;
      break;
    case Format::trf: {
      if (e.points_per_win != 1)
        throw UsageError("--format trf writes FIDE's chess TRF, and this event's records score 2-1-0 (draughts)");
      if (!trf) fill_trf_header_from_tags(e);
      // UTF-8 before the fields are cut to their columns: made so afterwards, a byte would widen them.
      for (std::string* text : {&e.name, &e.site, &e.federation, &e.start_date, &e.end_date, &e.type_text,
                                &e.chief_arbiter})
        make_utf8(*text);
      for (Event::Record& r : e.other_records) make_utf8(r.text);
      for (Player& p : e.players)
        for (std::string* text : {&p.name, &p.title, &p.federation, &p.fide_id, &p.birth_date}) make_utf8(*text);
      // The rank column (mandatory for rating): the one written, else the standings'.
      for (const Standing& s : standing)
        if (!e.players[s.player].declared_rank) e.players[s.player].declared_rank = s.rank;
      TrfOptions written{options.trf_version, {}};
      for (const Tiebreak& t : tiebreaks) written.tiebreaks.push_back(t.name());
      o.out = write_trf(e, written);
      o.err = note + places + rendered;
      break;
    }
  }
  make_utf8(o.out);  // names and messages quote the file as it is
  make_utf8(o.err);
  return o;
}

void add_pgn_findings(const BuiltEvent& b, const std::vector<InputFile>& files, std::vector<EventFinding>& found) {
  for (const PgnFinding& f : b.findings) {
    EventFinding& r = found.emplace_back(EventFinding{.source = EventFinding::Source::game, .kind = f.kind,
                                                      .severity = f.severity, .event = b.event.name,
                                                      .text = f.text, .message = f.message, .rule = f.rule,
                                                      .candidates = &f.candidates});
    set_game(r, f.where, files);
    r.file = r.game_file;
    r.line = r.game_line;
    r.offset = r.game_offset;
  }
}

constexpr std::string_view TrfRule = "FIDE C.04 Annex 2 (TRF-16)";

// A TRF's event, with the PGN events whose games are matched to its
// pairings (their own findings come with it).
Output trf_report(TrfInput& trf, const std::vector<const BuiltEvent*>& games, const std::vector<InputFile>& files,
                  const Options& options, int& findings, CommandReport* ci, size_t group) {
  const std::string& path = trf.path;
  std::vector<EventFinding> found;
  for (const TrfError& error : trf.read.errors) {
    EventFinding& r = found.emplace_back(EventFinding{.source = EventFinding::Source::trf, .kind = error.kind,
                                                      .severity = "error", .event = path, .text = error.text,
                                                      .message = error.message, .rule = TrfRule});
    place_in_trf(trf, r, error.line, error.column);
  }
  findings += static_cast<int>(trf.read.errors.size());
  for (const BuiltEvent* b : games) add_pgn_findings(*b, files, found);
  std::vector<GameMatchFinding> matches;
  if (!games.empty()) matches = match_games(trf.read.event, games);
  for (const GameMatchFinding& f : matches) {
    EventFinding& r = found.emplace_back(EventFinding{.source = EventFinding::Source::match, .kind = f.kind,
                                                      .severity = f.severity, .event = path, .file = path,
                                                      .round = f.round, .player = f.player, .message = f.message,
                                                      .rule = f.rule});
    place_pairing(trf, f.player, f.round, r);
    if (f.game.game) set_game(r, f.game, files);
    ++findings;
  }
  return report(path, trf.read.event, &trf, nullptr, files, options, "", "", found, findings, ci, group);
}

Output pgn_report(BuiltEvent& b, const std::vector<InputFile>& files, const Options& options, int& findings,
                  CommandReport* ci, size_t group) {
  std::vector<EventFinding> found;
  add_pgn_findings(b, files, found);
  const std::string extra =
      fmt::format(",\"absent_rounds\":{},\"absent_as\":\"{}\",\"unrounded_games\":{},\"match_games\":{}",
                  b.absent_rounds, absent_name(options.absent), b.unrounded_games, b.match_games);
  // In a TRF a round is a pairing: games in no round have no place there.
  const char* where =
      options.format == Format::trf ? "in neither the rounds nor the TRF" : "in the points, not in the rounds";
  std::string note;
  if (b.absent_rounds)
    note += fmt::format("{} player round(s) with no game, of unknown kind (PGN has no byes), counted as {} "
                        "(--absent-as)\n",
                        b.absent_rounds, absent_name(options.absent));
  if (b.match_games)
    note += fmt::format("{} game(s) of a pair meeting again within a round (a match or knockout: Round \"1.2\"): {}\n",
                        b.match_games, where);
  if (b.unrounded_games)
    note += fmt::format("{} game(s) with no usable Round tag: {}\n", b.unrounded_games, where);
  return report(b.event.name, b.event, nullptr, &b, files, options, extra, note, found, findings, ci, group);
}

std::optional<std::vector<Tiebreak>> parse_list(std::string_view text) {
  std::vector<Tiebreak> list;
  while (true) {
    size_t comma = text.find(',');
    std::optional<Tiebreak> t = parse_tiebreak(text.substr(0, comma));
    if (!t) return std::nullopt;
    list.push_back(*t);
    if (comma == text.npos) return list;
    text.remove_prefix(comma + 1);
  }
}

int run_event(const Options& options) {
  const std::vector<std::string>& paths = options.paths;
  if (paths.empty()) throw UsageError("needs TRF or PGN files, directories or - for standard input");
  int status = 0, findings = 0, events = 0;
  const Inputs inputs = expand_inputs(paths);
  for (const std::string& e : inputs.errors) {
    std::fprintf(stderr, "arbiter: %s\n", to_utf8(e).c_str());
    status = 2;
  }
  // TRFs are reported after all PGN is read: games given with a TRF are matched to it.
  std::vector<TrfInput> trfs;
  EventBuilder builder(options.one_event, options.memory_budget);
  for (size_t i = 0; i < inputs.files.size(); ++i) {
    const InputFile& file = inputs.files[i];
    try {
      std::unique_ptr<ByteSource> source = open_source(file);
      // Enough of the start to tell a TRF, read until full: a pipe hands it
      // over in pieces, the first of them a few bytes.
      std::string head(1 << 16, '\0');
      size_t filled = 0;
      while (size_t n = source->read(head.data() + filled, head.size() - filled)) filled += n;
      head.resize(filled);
      if (!looks_like_trf(head)) {
        add_pgn_games(head, *source, static_cast<int>(i), builder, options.verdicts ? &*options.verdicts : nullptr,
                      is_pdn_path(file.path));
        continue;
      }
      char buffer[1 << 16];
      while (size_t n = source->read(buffer, sizeof buffer)) head.append(buffer, n);
      trfs.push_back(trf_input(file.path, std::move(head)));
    } catch (const std::exception& e) {
      std::fprintf(stderr, "arbiter: %s\n", to_utf8(e.what()).c_str());
      status = 2;
    }
  }
  // Nothing is lost: the games stay in memory, over the budget.
  if (!builder.memory_error().empty())
    std::fprintf(stderr, "arbiter: warning: event: %s; the games are kept in memory, over --memory-budget\n",
                 to_utf8(builder.memory_error()).c_str());
  // A PGN event's games go to the only TRF given, else to the TRF of the same name (012 = Event).
  std::vector<std::vector<size_t>> matched(trfs.size());
  std::vector<size_t> own;
  for (size_t i = 0; i < builder.events(); ++i) {
    size_t t = 0;
    while (trfs.size() > 1 && t < trfs.size() && trfs[t].read.event.name != builder.event_name(i)) ++t;
    (t < trfs.size() ? matched[t] : own).push_back(i);
  }
  if ((options.format == Format::csv || options.format == Format::trf) && trfs.size() + own.size() > 1)
    throw UsageError(fmt::format("--format {} writes one event, and the input holds {}: give one event's games, or "
                                   "--one-event",
                                   options.format == Format::csv ? "csv" : "trf", trfs.size() + own.size()));
  auto write = [&](const Output& o) {
    std::fwrite(o.out.data(), 1, o.out.size(), stdout);
    std::fwrite(o.err.data(), 1, o.err.size(), stderr);
    ++events;
  };
  // Errors and warnings set the exit status; info (an alias, a rating change) does not.
  auto alarming = [](const std::vector<const BuiltEvent*>& games) {
    for (const BuiltEvent* b : games)
      for (const PgnFinding& f : b->findings)
        if (f.severity != "info") return true;
    return false;
  };
  std::optional<CommandReport> ci;
  if (options.ci) ci.emplace(*options.ci, event_rules(), "arbiter event");
  for (size_t t = 0; t < trfs.size(); ++t) {
    std::vector<BuiltEvent> games;
    for (size_t i : matched[t]) games.push_back(builder.build(i, options.absent));
    std::vector<const BuiltEvent*> given;
    for (const BuiltEvent& b : games) given.push_back(&b);
    const int before = findings;
    write(trf_report(trfs[t], given, inputs.files, options, findings, ci ? &*ci : nullptr, events));
    if ((findings > before || alarming(given)) && status == 0) status = 1;
    for (const BuiltEvent& b : games) findings += static_cast<int>(b.findings.size());
  }
  // The PGN events a batch at a time: built and reported in parallel (each
  // event's games released as it is built), written in input order. A CI report
  // gathers its issues in order, so it takes them one by one.
  constexpr size_t Batch = 64;
  for (size_t start = 0; start < own.size(); start += Batch) {
    const size_t n = std::min(Batch, own.size() - start);
    std::vector<BuiltEvent> batch(n);
    tbb::parallel_for(size_t(0), n, [&](size_t k) { batch[k] = builder.build(own[start + k], options.absent); });
    std::vector<Output> outputs(n);
    std::vector<int> counts(n, 0);  // the pairing checks' findings of each
    auto report_one = [&](size_t k) {
      outputs[k] = pgn_report(batch[k], inputs.files, options, counts[k], ci ? &*ci : nullptr, events + k);
    };
    if (ci)
      for (size_t k = 0; k < n; ++k) report_one(k);
    else
      tbb::parallel_for(size_t(0), n, report_one);
    for (size_t k = 0; k < n; ++k) {
      write(outputs[k]);
      // Pairing findings are errors or warnings.
      if ((counts[k] > 0 || alarming({&batch[k]})) && status == 0) status = 1;
      findings += counts[k] + static_cast<int>(batch[k].findings.size());
    }
  }
  if (ci)
    ci->finish();
  else if (options.format == Format::jsonl)
    fmt::print("{{\"kind\":\"summary\",\"files\":{},\"events\":{},\"findings\":{}}}\n", inputs.files.size(), events,
               findings);
  return status;
}

}  // namespace

std::string event_help() { return with_read_options(Help); }

CommandRun event_command(CLI::App& app) {
  const auto o = std::make_shared<Options>();
  add_value(app, "--tiebreaks", "LIST", [&o = *o](const std::string& v) -> std::optional<std::string> {
    auto list = parse_list(v);
    if (!list) return "takes a comma-separated list of C.07 tie-breaks, e.g. BH/C1,BH,SB";
    o.tiebreaks = std::move(*list);
    return std::nullopt;
  });
  add_choice(app, "--rules", o->rules,
             {{"2023", Rules::fide_2023}, {"2026", Rules::fide_2026}, {"fide-2023", Rules::fide_2023},
              {"fide-2026", Rules::fide_2026}, {"1966", Rules::fide_1966}, {"fide-1966", Rules::fide_1966}});
  add_choice(app, "--tiebreak-rules", o->rules, {{"fide-2023", Rules::fide_2023}, {"fide-2026", Rules::fide_2026}});
  add_choice(app, "--type", o->type,
             {{"swiss", EventType::swiss},
              {"round-robin", EventType::round_robin},
              {"match", EventType::match},
              {"knockout", EventType::knockout}});
  app.add_flag("--one-event", o->one_event);
  add_choice(app, "--absent-as", o->absent,
             {{"zero", AbsentAs::zero}, {"bye-half", AbsentAs::bye_half}, {"bye-full", AbsentAs::bye_full}});
  add_format_option(app, o->format, o->ci,
                    {{"text", Format::text}, {"jsonl", Format::jsonl}, {"md", Format::md}, {"csv", Format::csv},
                     {"trf", Format::trf}});
  add_choice(app, "--trf-version", o->trf_version,
             {{"16", TrfVersion::trf16}, {"2016", TrfVersion::trf16}, {"26", TrfVersion::trf2026},
              {"2026", TrfVersion::trf2026}});
  add_value(app, "--memory-budget", "MIB", [&o = *o](const std::string& v) -> std::optional<std::string> {
    const std::optional<unsigned> mib = parse_unsigned(v);
    if (!mib || *mib > (1u << 20)) return "takes a number of MiB, from 0 to 1048576";
    o.memory_budget = size_t(*mib) << 20;
    return std::nullopt;
  });
  app.add_flag("--verdicts", o->verdicts_asked);
  add_read_options(app, o->read);
  add_arguments(app, o->paths, "FILE");
  return [o] {
    if (o->verdicts_asked) {
      o->verdicts.emplace();
      o->verdicts->read = o->read;
      if (o->rules == Rules::fide_1966) o->verdicts->edition = find_edition("fide-1966");
    }
    return run_event(*o);
  };
}

}  // namespace arbiter
