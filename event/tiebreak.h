// FIDE tie-breaks (C.07, 2023/2024 text, and the 2026 amendment of Art. 16.4)
// computed from an Event. Values are exact: kept in hundredths, as integers.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "event/event.h"

namespace arbiter::event {

// Which rules decide unplayed rounds. fide_2023 and fide_2026 are the texts
// of C.07 Art. 16: 2023 counts a player's own unplayed round as a dummy
// opponent with the player's own points; 2026 caps that at the forfeiting
// opponent's adjusted points, or at a draw per round. fide_1966 is seed 000
// (the 1966 rulebook, "Ajuste para juegos no jugados"): an opponent's
// unplayed games count half a point each, won or lost, and a player's own
// unplayed games count an opponent of no points; SB follows it too.
enum class Rules { fide_2023, fide_2026, fide_1966 };

struct Tiebreak {
  std::string code;                 // PTS DE WIN WON BPG BWG GE PS BH FB AOB SB KS ARO TPR PTP APRO APPO, and
                                    // seed 000's MEDIAN (Harkness) and SOLKOFF
  int cut_lowest = 0;               // /Cn, and the low half of /Mn
  int cut_highest = 0;              // the high half of /Mn
  std::string name() const;         // "BH/C1"
  std::string description() const;  // "Buchholz, less the 1 lowest"
  int decimals() const;             // as C.07 prints the value
  bool in_points() const;           // a sum or average of points (BH, SB, ...), not a count or a rating
  // Where the rules define it: "FIDE C.07 Art. 8.1, cut by Art. 14"; seed
  // 000's section for MEDIAN and SOLKOFF, and for SB under fide_1966; empty
  // for PTS, the points themselves.
  std::string article(Rules rules) const;
};

// "BH/C1", "bh-c1", "ARO/M1", "SB"; nullopt for a name or a modifier C.07
// does not define (/Cn for PS BH FB SB ARO, /Mn for BH FB ARO).
std::optional<Tiebreak> parse_tiebreak(std::string_view text);

// A value in hundredths; nullopt when C.07 gives none (ARO of a player with
// no game left after the cut).
using Value = std::optional<std::int64_t>;

// One value per player, in the event's player order, over the rounds played.
// Every opponent must be a player of the event (read_trf sees to it). DE is a
// ranking, not a value: standings() applies it.
std::vector<Value> tiebreak_values(const Event& event, const Tiebreak& tiebreak, Rules rules);
// The same for each of `tiebreaks`, in order, the event's results read once.
std::vector<std::vector<Value>> tiebreak_values(const Event& event, const std::vector<Tiebreak>& tiebreaks,
                                                Rules rules);

}  // namespace arbiter::event
