// Every command of the `arbiter` program (cli/commands.h).
#include "cli/commands.h"

namespace arbiter {

namespace {

constexpr Command Commands[] = {
    CheckCommand,
    {"convert", "write games in another notation (SAN, other languages, descriptive, UCI...)", convert_help,
     convert_command},
    {"event", "standings with FIDE tie-breaks from a tournament report file (TRF)", event_help, event_command},
    {"extract", "pull the game scores out of a book's text (descriptive notation) as PGN", extract_help,
     extract_command},
    {"merge", "combine the JSONL reports of check --shard I/N runs into one run's report", merge_help, merge_command},
    {"perft", "count move paths from a position (tests the move generator)", perft_help, perft_command},
    {"reconcile", "two players' scoresheets of one game: where they agree, part, and what they supply",
     reconcile_help, reconcile_command},
    {"sealed", "verdicts on sealed moves of adjourned games: valid, ambiguous, illegal, impossible", sealed_help,
     sealed_command},
    {"split", "a single-frame .zst or .gz cut into N multi-frame .zst files of whole games, for sharding",
     split_help, split_command},
    {"winnable", "whether each side can still checkmate (dead positions, flag falls)", winnable_help,
     winnable_command},
    {"completions", "a bash, zsh or fish completion script for arbiter", completions_help, completions_command},
};

}  // namespace

std::span<const Command> commands() { return Commands; }

}  // namespace arbiter
