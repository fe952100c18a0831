// The report writers' shared parts: what each CI format (SARIF, GitHub,
// GitLab, JUnit) needs beside the finding itself. report.cpp picks the writer.
#pragma once

#include <string>
#include <string_view>

#include "adjudicate/edition.h"
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

// The 1-based column of the finding in UTF-16 code units (SARIF's default
// columnKind): the characters before it on its line, a byte that is no part
// of a well-formed UTF-8 character counting as the Latin-1 character it is
// read as. `text` is the game's text, text[0] at byte `text_offset` of the
// file; a finding outside it (none should be) is put at column 1.
uint64_t utf16_column(std::string_view text, uint64_t text_offset, uint64_t offset);

// A fingerprint (16 hex digits) that stays the same when lines are added or
// removed elsewhere in the file: the game's identity (Event, Site, Date,
// Round, White, Black) and the finding's kind, ply, line of play and token;
// no line number or offset.
std::string finding_fingerprint(const GameRecord& game, const Finding& f);

// The path as given on the command line, as a URI reference: relative stays
// relative; every byte but unreserved characters and '/' percent-encoded
// (spaces, ':' that would read as a scheme, non-ASCII bytes).
std::string path_uri(std::string_view path);

// The writers of each format. `text` is the game's text (for columns); an
// input error's `file` is "" when the error names no input file.
void sarif_head(const Edition& edition, std::string& out);
void sarif_game(const GameRecord& game, std::string_view text, std::string_view file, const Edition& edition,
                std::string& out);
void sarif_input_error(std::string_view message, std::string_view file, std::string& out);
void sarif_tail(std::string& out);

void github_game(const GameRecord& game, std::string_view text, std::string_view file, const Edition& edition,
                 std::string& out);
void github_input_error(std::string_view message, std::string_view file, std::string& out);
// Workflow command escaping as GitHub's toolkit does it (actions/toolkit,
// packages/core/src/command.ts): the message's '%', CR and LF; a property's
// also ':' and ','.
void append_github_data(std::string& out, std::string_view s);
void append_github_property(std::string& out, std::string_view s);

// A game's <testcase>: failed when a finding is at or above `fail_on`, and
// the game's findings in the failure's text (or, when it passes, its output).
void junit_game(const GameRecord& game, std::string_view file, const Edition& edition, Severity fail_on,
                std::string& out);
void junit_input_error(std::string_view message, std::string_view file, std::string& out);

void gitlab_game(const GameRecord& game, std::string_view file, const Edition& edition, std::string& out);
void gitlab_input_error(std::string_view message, std::string_view file, std::string& out);

}  // namespace arbiter
