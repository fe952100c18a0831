// `--format sarif`: one SARIF 2.1.0 log with one run. The results array is
// written game by game as the batch goes: each result begins with the
// record separator (",") that the writer drops before the first.
#include <fmt/format.h>

#include <array>

#include "cli/json.h"
#include "cli/report_formats.h"
#include "validate/encoding.h"

#ifndef ARBITER_VERSION
#error "ARBITER_VERSION comes from the CMake project version"
#endif

namespace arbiter {

namespace {

// What each kind of finding is about, for the rules of the log.
struct RuleText {
  Kind kind;
  Severity level;  // the usual severity; some kinds are reported at another where the case calls for it
  Law law;         // the article most findings of the kind rest on
  std::string_view summary, detail;
};

constexpr std::array<RuleText, KindCount> Rules{{
    {Kind::illegal_move, Severity::error, Law::LegalMove, "Illegal move",
     "A move of the game that no legal move of the position fits; the closest legal moves are named."},
    {Kind::ambiguous_move, Severity::error, Law::Disambiguation, "Ambiguous move",
     "A move that fits two legal moves; when only one lets the rest of the game be played, the finding says so."},
    {Kind::moves_after_end, Severity::error, Law::Checkmate, "Moves after the end",
     "Moves written after a checkmate or stalemate ended the game."},
    {Kind::parse_error, Severity::error, Law::PgnSyntax, "Unreadable text",
     "Text of the game record that cannot be read as PGN or as a move."},
    {Kind::no_game, Severity::warning, Law::PgnSyntax, "No game",
     "An input that holds comments alone and no game."},
    {Kind::invalid_setup, Severity::error, Law::SetupPosition, "Invalid setup",
     "A starting position (FEN or SetUp tag) that cannot arise or cannot be read; the moves are not checked."},
    {Kind::null_move, Severity::warning, Law::LegalMove, "Null move",
     "A pass written as a move (--, Z0): no legal move of chess."},
    {Kind::nonstandard_notation, Severity::info, Law::Recording, "Nonstandard notation",
     "A move or mark written otherwise than standard algebraic notation, read all the same."},
    {Kind::unsupported_variant, Severity::warning, Law::None, "Unsupported variant",
     "A game of a chess variant whose moves are not checked."},
    {Kind::orphan_variation, Severity::warning, Law::PgnSyntax, "Orphan variation",
     "A variation with no move before it to be an alternative to."},
    {Kind::deep_variation, Severity::warning, Law::PgnSyntax, "Deep variation",
     "Variations nested deeper than are checked."},
    {Kind::latin1_text, Severity::info, Law::PgnCharacterSet, "Latin-1 text",
     "Tag values that are not UTF-8, read as Latin-1."},
    {Kind::notation_detected, Severity::info, Law::Recording, "Notation detected",
     "The moves read in another notation than SAN (another language's letters, descriptive, long algebraic)."},
    {Kind::ambiguous_language, Severity::warning, Law::Recording, "Ambiguous language",
     "Piece letters that read legally in two languages."},
    {Kind::unrecorded_moves, Severity::warning, Law::TimeTroubleRecording, "Moves not recorded",
     "Moves a scoresheet does not record (ticks, empty numbered lines, numbers that jump); when only one line of "
     "moves lets the rest of the record be played, the replay goes on with it (info), else it stops there."},
    {Kind::misnumbered_move, Severity::warning, Law::Recording, "Misnumbered move",
     "A scoresheet line whose move number repeats or goes back; its moves are read in the order written."},
    {Kind::threefold_claimable, Severity::info, Law::ThreefoldRepetition, "Threefold repetition claimable",
     "The same position for the third time: a draw could be claimed."},
    {Kind::fifty_move_claimable, Severity::info, Law::FiftyMoves, "Fifty-move draw claimable",
     "Fifty moves by each side without a capture or pawn move: a draw could be claimed."},
    {Kind::fivefold_repetition, Severity::error, Law::FivefoldRepetition, "Fivefold repetition",
     "The same position for the fifth time: the game was drawn there (an error when it went on)."},
    {Kind::seventy_five_moves, Severity::error, Law::SeventyFiveMoves, "Seventy-five moves",
     "Seventy-five moves by each side without a capture or pawn move: the game was drawn there (an error when it "
     "went on)."},
    {Kind::checkmate, Severity::info, Law::Checkmate, "Checkmate", "The game ended by checkmate."},
    {Kind::stalemate, Severity::info, Law::Stalemate, "Stalemate", "The game ended by stalemate."},
    {Kind::dead_position, Severity::error, Law::DeadPosition, "Dead position",
     "No sequence of legal moves could mate: the game was drawn there (an error when it went on)."},
    {Kind::timeout_should_be_draw, Severity::error, Law::FlagFallCannotMate, "Time-out should be a draw",
     "A loss on time where the opponent could not mate by any legal moves: the result is a draw."},
    {Kind::timeout_draw, Severity::info, Law::FlagFallCannotMate, "Time-out draw",
     "A flag fell where the opponent could not mate: drawn, as recorded."},
    {Kind::result_mismatch, Severity::error, Law::ResultRecord, "Result mismatch",
     "The recorded result disagrees with the result tag, the movetext or what the board proves."},
    {Kind::illegal_move_penalty, Severity::error, Law::IllegalMovePenalty, "Illegal moves lose",
     "A player completed as many illegal moves as lose the game under the edition in force."},
    {Kind::premature_draw, Severity::warning, Law::PrematureDraw, "Premature draw",
     "A draw agreed before the move the competition rules allow."},
    {Kind::draw_claimable, Severity::info, Law::None, "Draughts draw claimable",
     "A draughts position where a player could claim a draw (moves without progress, the Forzosa)."},
    {Kind::draw_automatic, Severity::error, Law::None, "Draughts automatic draw",
     "A draughts draw the rules make by themselves (FMJD): the game ended there."},
}};

// A result's ruleIndex is its kind's number.
constexpr bool in_kind_order() {
  for (size_t i = 0; i < Rules.size(); ++i)
    if (size_t(Rules[i].kind) != i) return false;
  return true;
}
static_assert(in_kind_order(), "the rules follow the order of Kind");

// SARIF's level for a severity.
std::string_view level(Severity s) {
  switch (s) {
    case Severity::error: return "error";
    case Severity::warning: return "warning";
    case Severity::info: return "note";
  }
  return "error";
}

// The index a kind's rule has in the log's rules: that of its kind; input
// errors come last.
constexpr size_t InputErrorRule = KindCount;

void append_rule(std::string& out, const ReportRule& rule) {
  out += "{\"id\":";
  append_json_string(out, rule.id);
  out += ",\"shortDescription\":{\"text\":";
  append_json_string(out, rule.summary);
  out += "},\"fullDescription\":{\"text\":";
  append_json_string(out, rule.detail);
  out += "},\"help\":{\"text\":";
  append_json_string(out, rule.help);
  out += "},\"defaultConfiguration\":{\"level\":\"";
  out += level(rule.level);
  out += "\"}}";
}

// Opens a result's location at the file; the region, if any, and "}}]" follow.
void open_location(std::string& out, std::string_view file) {
  out += ",\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":";
  append_json_string(out, path_uri(file));
  out += '}';
}

}  // namespace

void sarif_head(const std::vector<ReportRule>& rules, std::string& out) {
  out += "{\"$schema\":\"https://json.schemastore.org/sarif-2.1.0.json\",\"version\":\"2.1.0\",\"runs\":[{";
  out += "\"tool\":{\"driver\":{\"name\":\"arbiter\",\"version\":\"" ARBITER_VERSION "\"";
  if (const std::string_view home = ARBITER_HOMEPAGE; !home.empty()) {
    out += ",\"informationUri\":";
    append_json_string(out, home);
  }
  out += ",\"rules\":[\n";
  for (size_t i = 0; i < rules.size(); ++i) {
    if (i) out += ",\n";
    append_rule(out, rules[i]);
  }
  out += "]}},\"columnKind\":\"utf16CodeUnits\",\"results\":[\n";
}

void sarif_result(const ReportIssue& issue, std::string& out) {
  out += ",{\"ruleId\":";
  append_json_string(out, issue.rule);
  fmt::format_to(std::back_inserter(out), ",\"ruleIndex\":{},\"level\":\"{}\",\"message\":{{\"text\":",
                 issue.rule_index, level(issue.level));
  append_json_string(out, issue.message);
  out += '}';
  open_location(out, issue.file);
  fmt::format_to(std::back_inserter(out),
                 ",\"region\":{{\"startLine\":{},\"startColumn\":{},\"byteOffset\":{}}}}}}}]",
                 std::max<uint64_t>(issue.line, 1), issue.column, issue.byte_offset);
  out += ",\"partialFingerprints\":{\"";
  out += SarifFingerprintName;
  out += "\":\"";
  out += issue.fingerprint;
  out += "\"},\"properties\":{";
  out += issue.properties;
  out += "}}\n";
}

void sarif_input_error(std::string_view message, std::string_view file, size_t rule_index, std::string& out) {
  fmt::format_to(std::back_inserter(out), ",{{\"ruleId\":\"input_error\",\"ruleIndex\":{},\"level\":\"error\","
                 "\"message\":{{\"text\":", rule_index);
  append_json_string(out, message);
  out += '}';
  if (!file.empty()) {
    open_location(out, file);
    out += "}}]";
  }
  out += "}\n";
}

void sarif_tail(std::string& out) { out += "]}]}\n"; }

// check's log: a rule per finding kind, then input errors.
void sarif_check_head(const Edition& edition, std::string& out) {
  std::vector<ReportRule> rules;
  for (const RuleText& r : Rules) {
    const std::string article = edition.cite(r.law);
    std::string help = article.empty() ? fmt::format("{} No article of the Laws of Chess ({}) governs it.", r.detail,
                                                     edition.title)
                                       : fmt::format("{} See {} ({}).", r.detail, article, edition.id);
    rules.push_back({std::string(kind_name(r.kind)), std::string(r.summary), std::string(r.detail), std::move(help),
                     r.level});
  }
  rules.push_back({"input_error", "Input error", "An input file that could not be read to its end.",
                   "An input file that could not be opened, read or decompressed; the other inputs are still checked.",
                   Severity::error});
  sarif_head(rules, out);
}

void sarif_game(const GameRecord& game, std::string_view text, std::string_view file, const Edition& edition,
                std::string& out) {
  std::string description, fingerprint, properties;
  for (const Finding& f : game.findings) {
    description.clear();
    describe_finding(game, f, edition, description);
    fingerprint = finding_fingerprint(game, f);
    properties = fmt::format("\"game\":{},\"ply\":{},\"token\":", game.index, f.ply);
    append_json_string(properties, f.token);
    properties += ",\"rule\":";
    append_json_string(properties, cite(f, edition));
    sarif_result({.rule = kind_name(f.kind), .rule_index = size_t(f.kind), .level = f.severity,
                  .message = description, .file = file, .line = f.line,
                  .column = utf16_column(text, game.offset, f.offset), .byte_offset = f.offset,
                  .fingerprint = fingerprint, .properties = properties},
                 out);
  }
}

void sarif_check_input_error(std::string_view message, std::string_view file, std::string& out) {
  sarif_input_error(message, file, InputErrorRule, out);
}

}  // namespace arbiter
