// The options that say how moves are read (--notation, --lang, --ocr),
// shared by the commands that read games.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "validate/replay.h"

namespace CLI {
class App;
}  // namespace CLI

namespace arbiter {

// Adds them to `app`, read into `read`.
void add_read_options(CLI::App& app, ReadOptions& read);

// An option naming one notation (--notation, reconcile's --notation-white).
void add_notation_option(CLI::App& app, const std::string& name, std::optional<Notation>& notation);

// The language codes ("en|es|...") and the notations ("san-en|...|desc-en|
// desc-es") they take, for the shell completions.
std::string language_codes();
std::string notation_names();

// Why a notation or language code is not one: for the command line and
// arbiter.toml alike.
inline constexpr std::string_view NotationTakes = "takes san-LANG, desc-en or desc-es";
inline constexpr std::string_view LangTakes = "takes a language code: en, es, de, fr, it, nl, pt, ...";

// A command's --help with their lines in place of a line "%READ_OPTIONS%".
std::string with_read_options(std::string_view help);

// Their lines for a command's --help.
inline constexpr std::string_view ReadOptionsHelp =
    R"(  --notation NOTATION   read every game in this notation, no detection:
                        san-LANG (san-en, san-es, san-de, san-fr, ...),
                        desc-en or desc-es
  --lang LANG           try only notations in this language (en, es, de, fr,
                        it, nl, pt, ru, ...): algebraic first, then descriptive
  --ocr                 for scanned records: a move that reads as no legal
                        move gets the readings of confusable characters that
                        do ("KIT: did you mean R1T?"); with exactly one, the
                        replay goes on with it and the finding says so
)";

}  // namespace arbiter
