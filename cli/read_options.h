// The options that say how moves are read (--notation, --lang, --ocr),
// shared by the commands that read games.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "cli/args.h"
#include "validate/replay.h"

namespace arbiter {

// When the current flag of `args` is one of them, reads it into `read` and
// returns 0, or the exit code of a usage error; nullopt for other flags.
std::optional<int> read_option(Args& args, ReadOptions& read);

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
