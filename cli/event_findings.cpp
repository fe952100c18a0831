#include "cli/event_findings.h"

#include <fmt/format.h>

#include <array>
#include <iterator>

#include "cli/digest.h"
#include "cli/json.h"
#include "validate/encoding.h"

namespace arbiter {

namespace {

using Source = EventFinding::Source;

template <class... Args>
void append(std::string& out, fmt::format_string<Args...> format, Args&&... args) {
  fmt::format_to(std::back_inserter(out), format, std::forward<Args>(args)...);
}

void append_field(std::string& out, std::string_view name, std::string_view value) {
  out += ",\"";
  out += name;
  out += "\":";
  append_json_string(out, value);
}

struct KindText {
  std::string_view kind;
  Severity level;
  std::string_view summary, detail, article;
};

constexpr std::string_view TrfArticle = "FIDE C.04 Annex 2 (TRF-16)";

// The kinds in the order `event --help` tells them: TRF records, PGN games, pairings, games against a TRF.
constexpr std::array<KindText, 17> Kinds{{
    {"event_trf_syntax", Severity::error, "TRF field out of place",
     "A TRF line with a field out of its columns or an unknown result code.", TrfArticle},
    {"event_pairing_mismatch", Severity::error, "TRF lines disagree",
     "Two 001 lines that tell one game differently (opponent, colour or result).", TrfArticle},
    {"event_points_mismatch", Severity::error, "TRF points are not the results' sum",
     "A player's points column differs from the sum of the results on the line.", TrfArticle},
    {"event_double_booking", Severity::error, "Player twice in a round",
     "A player with two games against different opponents in one round.",
     "FIDE C.04.1 (a player is paired once per round)"},
    {"event_duplicate_game", Severity::warning, "Game given twice",
     "The same game (players, round and result) given twice; it is counted once.", "one game, one record"},
    {"event_unfinished", Severity::warning, "Game with no result",
     "A game whose Result is \"*\": it counts for no one.", "PGN Standard 8.1.1.7 (Result)"},
    {"event_no_round", Severity::warning, "Game with no usable Round",
     "A game whose Round tag names no round: counted for points, left out of the rounds.",
     "PGN Standard 8.1.1.4 (Round)"},
    {"event_no_players", Severity::warning, "Game with no players",
     "A game with no White or no Black: left out of the event.", "PGN Standard 8.1.1.5-6 (White, Black)"},
    {"event_player_alias", Severity::info, "Two spellings of one player",
     "Two spellings of a name (or one FIDE id) taken as one player.",
     "one player, one entry (FIDE C.04 Annex 2, TRF 001)"},
    {"event_rating_change", Severity::info, "Rating changes within the event",
     "A player's rating differs between games of the event; the first is the one ranked by.",
     "FIDE C.07 Art. 10 (the rating at the start of the event)"},
    {"event_result_conflict", Severity::error, "Board's verdict differs from the Result",
     "A game whose replayed board gives another result than its Result tag (--verdicts).",
     "the Laws of Chess of the edition in force (Art. 5, 6, 7), as check judges the game"},
    {"event_rematch", Severity::error, "Players meet again",
     "Two players who meet twice in a Swiss, or twice within one cycle of a round robin.",
     "FIDE C.04.1 b, C.05 (each pair meets once, once per cycle of a round robin)"},
    {"event_colour", Severity::warning, "Colour rule broken",
     "In a Swiss, a colour three times in a row or a colour difference beyond 2.",
     "FIDE C.04.1 f, C.04.3 C.3 (colour difference within -2..+2, never the same colour three times in a row)"},
    {"event_bye", Severity::error, "Second pairing-allocated bye",
     "A pairing-allocated bye after another or after a forfeit win.",
     "FIDE C.04.1 c (a player who has had a pairing-allocated bye or a forfeit win shall not receive one)"},
    {"event_berger", Severity::warning, "Round robin departs from the Berger tables",
     "A round robin whose pairings or colours are not those of the Berger tables.",
     "FIDE C.05 Annex 1 (Berger tables)"},
    {"event_game_mismatch", Severity::error, "Game disagrees with the TRF",
     "A PGN game the TRF has no such pairing for, with the colours the other way round or another result.",
     "FIDE Laws of Chess 8.7 and C.04 Annex 2 (the report tells the same games)"},
    {"event_missing_game", Severity::warning, "TRF pairing with no game",
     "A pairing the TRF says was played over the board that no PGN game matched.",
     "FIDE Laws of Chess 8.1 (every game recorded)"},
}};

Severity severity_of(std::string_view s) {
  return s == "error" ? Severity::error : s == "warning" ? Severity::warning : Severity::info;
}

}  // namespace

void append_jsonl(const EventFinding& f, std::string& out) {
  out += "{\"kind\":\"";
  out += f.kind;
  out += "\",\"severity\":\"";
  out += f.severity;
  out += '"';
  switch (f.source) {
    case Source::trf:
      append_field(out, "file", f.file);
      append(out, ",\"line\":{},\"column\":{}", f.line, f.column);
      append_field(out, "token", f.text);
      break;
    case Source::game:
      append_field(out, "file", f.file);
      append(out, ",\"game\":{},\"line\":{}", f.game, f.line);
      append_field(out, "token", f.text);
      if (f.candidates && !f.candidates->empty()) {
        out += ",\"candidates\":[";
        for (size_t i = 0; i < f.candidates->size(); ++i) {
          if (i) out += ',';
          append_json_string(out, (*f.candidates)[i]);
        }
        out += ']';
      }
      break;
    case Source::pairing:
      append_field(out, "event", f.event);
      if (f.line) {
        append_field(out, "file", f.file);
        append(out, ",\"line\":{},\"column\":{}", f.line, f.column);
      }
      append(out, ",\"round\":{},\"player\":{}", f.round, f.player);
      break;
    case Source::match:
      append_field(out, "event", f.event);
      append_field(out, "file", f.file);
      if (f.line) append(out, ",\"line\":{},\"column\":{}", f.line, f.column);
      append(out, ",\"round\":{},\"player\":", f.round);
      if (f.player)
        append(out, "{}", f.player);
      else
        out += "null";
      if (f.game) {
        append_field(out, "game_file", f.game_file);
        append(out, ",\"game\":{},\"game_line\":{}", f.game, f.game_line);
      }
      break;
  }
  append_field(out, "message", f.message);
  append_field(out, "rule", f.rule);
  out += "}\n";
}

void append_text(const EventFinding& f, std::string& out) {
  switch (f.source) {
    case Source::trf:
      append(out, "{}:{}:{}: error: {} ('{}') [{}]\n", f.file, f.line, f.column, f.message, f.text, f.kind);
      return;
    case Source::game:  // the most frequent by far (an archive's Round tags): put together without a format string
      out += f.file;
      out += ':';
      out += fmt::format_int(f.line).c_str();
      out += ": ";
      out += f.severity;
      out += ": game ";
      out += fmt::format_int(f.game).c_str();
      out += ": ";
      out += f.message;
      out += " ('";
      out += f.text;
      out += "') [";
      out += f.kind;
      out += "]\n";
      return;
    case Source::pairing:
    case Source::match:
      out += f.source == Source::pairing ? f.event : f.file;
      if (f.line) append(out, ":{}:{}", f.line, f.column);
      append(out, ": {}: round {}: {}", f.severity, f.round, f.message);
      if (f.source == Source::match && f.game) append(out, " ({}:{}, game {})", f.game_file, f.game_line, f.game);
      append(out, " [{}] ({})\n", f.kind, f.rule);
      return;
  }
}

const std::vector<ReportRule>& event_rules() {
  static const std::vector<ReportRule> rules = [] {
    std::vector<ReportRule> list;
    for (const KindText& k : Kinds)
      list.push_back({std::string(k.kind), std::string(k.summary), std::string(k.detail),
                      fmt::format("{} See {}.", k.detail, k.article), k.level});
    return list;
  }();
  return rules;
}

size_t event_rule_index(std::string_view kind) {
  for (size_t i = 0; i < Kinds.size(); ++i)
    if (Kinds[i].kind == kind) return i;
  return 0;  // every kind a finder makes is listed: formats_test.py checks each result's ruleId at its ruleIndex
}

ReportIssue event_issue(const EventFinding& f, EventIssueText& storage) {
  // A one-line message: what the text line says after its place.
  std::string& message = storage.message;
  message.clear();
  if (f.round) append(message, "round {}: ", f.round);
  message += f.message;
  if (!f.text.empty()) append(message, " ('{}')", f.text);
  if (f.source == Source::match && f.game) append(message, " ({}:{}, game {})", f.game_file, f.game_line, f.game);
  append(message, " ({})", f.rule);
  make_utf8(message);  // it quotes the files as written
  // No line, offset or game number: the event, the kind, what the finding says and which player or field.
  Digest d;
  for (std::string_view part : {f.kind, f.event, f.text, std::string_view(f.message)}) d.add(part);
  d.add(std::to_string(f.round));
  d.add(std::to_string(f.player));
  d.add(std::to_string(f.column));  // which field of its line, a TRF's
  // In a TRF, the record code and start rank that begin the line ("001   12"):
  // which player's line, not where it is (a TRF error names no player).
  if (!f.file_text.empty() && f.offset <= f.file_text.size()) {
    const size_t start = f.offset ? f.file_text.rfind('\n', f.offset - 1) + 1 : 0;  // npos + 1: the first line
    d.add(f.file_text.substr(start, 8));
  }
  storage.fingerprint = d.hex();
  std::string& properties = storage.properties;
  properties = "\"event\":";
  append_json_string(properties, f.event);
  if (f.round) append(properties, ",\"round\":{}", f.round);
  if (f.player) append(properties, ",\"player\":{}", f.player);
  if (f.game) append(properties, ",\"game\":{}", f.game);
  append_field(properties, "rule", f.rule);
  ReportIssue issue{.rule = f.kind, .rule_index = event_rule_index(f.kind), .level = severity_of(f.severity),
                    .message = message, .fingerprint = storage.fingerprint, .properties = properties};
  // Its place: in the file it names, else at its game, else the file's start.
  if (f.line) {
    issue.file = f.file;
    issue.line = f.line;
    issue.column = !f.file_text.empty() ? utf16_column(f.file_text, 0, f.offset) : f.column ? f.column : 1;
    issue.byte_offset = f.offset;
  } else if (f.game) {
    issue.file = f.game_file;
    issue.line = f.game_line;
    issue.byte_offset = f.game_offset;
  } else {
    issue.file = f.file.empty() ? f.event : f.file;
  }
  return issue;
}

}  // namespace arbiter
