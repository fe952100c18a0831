#include "cli/report_formats.h"

#include <fmt/compile.h>
#include <fmt/format.h>

#include "cli/digest.h"
#include "validate/encoding.h"

namespace arbiter {

// Formats compiled: a batch of online games has a finding every few games
// (their checkmates), and parsing the format strings at run time cost as
// much as the writing.
void describe_finding(const GameRecord& game, const Finding& f, const Edition& edition, std::string& out) {
  auto o = std::back_inserter(out);
  fmt::format_to(o, FMT_COMPILE("game {} ({}\u2013{})"), game.index, player(game.white), player(game.black));
  if (f.ply > 0)
    fmt::format_to(o, FMT_COMPILE(", {}move {}{} {}"), f.in_variation ? "variation, " : "", f.move_number,
                   f.side == White ? "." : "...", f.token);
  out += ": ";
  out += f.message;
  if (!f.candidates.empty())
    fmt::format_to(o, FMT_COMPILE("; {}: {}"), f.kind == Kind::illegal_move ? "closest legal moves" : "candidates",
                   fmt::join(f.candidates, ", "));
  if (const std::string rule = cite(f, edition); !rule.empty()) fmt::format_to(o, FMT_COMPILE(" [{}]"), rule);
}

std::string cite(const Finding& f, const Edition& edition) {
  return f.rule.empty() ? edition.cite(f.law) : f.rule;
}

std::string finding_fingerprint(const GameRecord& game, const Finding& f) {
  Digest d;
  for (const std::string& tag : {game.event, game.site, game.date, game.round, game.white, game.black}) d.add(tag);
  d.add(kind_name(f.kind));
  d.add(fmt::format("{} {}", f.ply, f.in_variation ? "variation" : "main"));
  d.add(f.token);
  return d.hex();
}

}  // namespace arbiter
