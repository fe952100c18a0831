// check's findings in each CI format (SARIF, GitHub, GitLab, JUnit), through
// the writers of ci_report.h, and what they need beside the finding itself.
// report.cpp picks the writer.
#pragma once

#include <string>
#include <string_view>

#include "adjudicate/edition.h"
#include "cli/ci_report.h"
#include "validate/game_record.h"

namespace arbiter {

// A player as a report names them: "?" when the tag is missing or empty.
inline std::string_view player(std::string_view name) { return name.empty() ? "?" : name; }

// What a finding says, in one line without the file and line: "game 3
// (Carlsen–Caruana), move 12. Nf3: ...; candidates: ... [FIDE 2023 3.10]".
// The input's bytes go in as they are (the caller makes the text UTF-8).
void describe_finding(const GameRecord& game, const Finding& f, const Edition& edition, std::string& out);
// The rule a finding rests on: its own text (draughts), else the edition's article for its Law.
std::string cite(const Finding& f, const Edition& edition);

// A fingerprint (16 hex digits) that stays the same when lines are added or
// removed elsewhere in the file: the game's identity (Event, Site, Date,
// Round, White, Black) and the finding's kind, ply, line of play and token;
// no line number or offset.
std::string finding_fingerprint(const GameRecord& game, const Finding& f);
// The name SARIF's partialFingerprints give it.
inline constexpr std::string_view SarifFingerprintName = "arbiterFinding/v1";

// check's findings in each format. `text` is the game's text (for columns).
void sarif_check_head(const Edition& edition, std::string& out);
void sarif_game(const GameRecord& game, std::string_view text, std::string_view file, const Edition& edition,
                std::string& out);
void sarif_check_input_error(std::string_view message, std::string_view file, std::string& out);
void github_game(const GameRecord& game, std::string_view text, std::string_view file, const Edition& edition,
                 std::string& out);
// A game's <testcase>: failed when a finding is at or above `fail_on`, and
// the game's findings in the failure's text (or, when it passes, its output).
void junit_game(const GameRecord& game, std::string_view file, const Edition& edition, Severity fail_on,
                std::string& out);
void gitlab_game(const GameRecord& game, std::string_view file, const Edition& edition, std::string& out);

}  // namespace arbiter
