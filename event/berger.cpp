#include "event/berger.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <string>

namespace arbiter::event {

namespace {

constexpr const char* BergerRule = "FIDE C.05 Annex 1 (Berger tables, as the FIDE 1966 rulebook prints them)";

using Table = std::vector<std::vector<BergerPair>>;  // [round][row], 0-based

Table berger_table(int n) {
  Table table;
  for (int r = 1; r < n; ++r) table.push_back(berger_round(n, r));
  return table;
}

// The event seen through pairing numbers: who holds each number, and what
// each did in a round.
class Numbered {
 public:
  Numbered(const Event& e, const std::vector<int>& numbers, bool named) : e_(e), numbers_(numbers), named_(named) {
    for (size_t i = 0; i < e.players.size(); ++i) {
      index_[e.players[i].start_rank] = static_cast<int>(i);
      holder_[numbers[i]] = static_cast<int>(i);
    }
  }
  // The player holding `number`, or null (the dummy of an odd field, or a number no one holds).
  const Player* holder(int number) const {
    const auto it = holder_.find(number);
    return it == holder_.end() ? nullptr : &e_.players[it->second];
  }
  // The pairing number of the player's opponent in `round`, 0 for none.
  int opponent(const Player& p, int round) const {
    if (round >= static_cast<int>(p.rounds.size()) || !p.rounds[round].has_opponent()) return 0;
    const auto it = index_.find(p.rounds[round].opponent());
    return it == index_.end() ? 0 : numbers_[it->second];
  }
  // Whether the holder of `number` played the round as a row says: against
  // `other` (0: the dummy, no game) with `colour`. A player with no game where
  // the row pairs him departs from nothing: he may have withdrawn.
  bool fits(int number, int round, int other, Colour colour) const {
    const Player* p = holder(number);
    if (!p || round >= static_cast<int>(p->rounds.size())) return true;
    const Round& r = p->rounds[round];
    if (other == 0) return !r.has_opponent();
    return !r.has_opponent() || (opponent(*p, round) == other && r.colour() == colour);
  }
  // "5" with a TRF's numbers, "5 (Adams, Michael)" with numbers found from the pairings.
  std::string label(int number) const {
    const Player* p = holder(number);
    return named_ && p ? fmt::format("{} ({})", number, p->name) : std::to_string(number);
  }
  // What the holder of `number` did in the round: "played 5 with Black", "had no game".
  std::string as_played(int number, int round) const {
    const Player* p = holder(number);
    const int other = p ? opponent(*p, round) : 0;
    if (!other) return "had no game";
    return fmt::format("played {} with {}", label(other),
                       p->rounds[round].colour() == Colour::white ? "White" : "Black");
  }
  int start_rank(int number) const {
    const Player* p = holder(number);
    return p ? p->start_rank : 0;
  }

 private:
  const Event& e_;
  const std::vector<int>& numbers_;
  bool named_;
  std::map<int, int> index_;   // start rank -> player index
  std::map<int, int> holder_;  // pairing number -> player index
};

struct Departure {
  int round = 0, table_round = 0;  // 0-based
  bool reversed = false;
  int rows = 0;
  int player = 0;  // start rank of the first departing row's first player
  std::string text;
};

// Each round that departs from the table, with its departing rows.
std::vector<Departure> departures(const Event& event, const std::vector<int>& numbers, bool named) {
  const int players = static_cast<int>(event.players.size());
  const int n = players + players % 2, cycle = n - 1;
  const Table table = berger_table(n);
  const Numbered numbered(event, numbers, named);
  const int rounds = event.rounds_played();
  std::vector<Departure> out;
  for (int r = 0; r < rounds; ++r) {
    const int c = r / cycle, k = r % cycle;
    // The table rounds this round may follow: its own, or in the first cycle
    // of a double round robin the last two swapped.
    std::vector<int> candidates{k};
    if (c == 0 && rounds > cycle && cycle >= 3 && k >= cycle - 2) candidates.push_back(k == cycle - 1 ? k - 1 : k + 1);
    Departure d;
    for (int t : candidates) {
      d = Departure();
      d.round = r;
      d.table_round = candidates.front();
      d.reversed = c % 2 == 1;
      for (int row = 0; row < n / 2; ++row) {
        BergerPair want = table[t][row];
        if (d.reversed) std::swap(want.white, want.black);
        const int white = want.white > players ? 0 : want.white, black = want.black > players ? 0 : want.black;
        if ((!white || numbered.fits(white, r, black, Colour::white)) &&
            (!black || numbered.fits(black, r, white, Colour::black)))
          continue;
        if (!d.rows++) d.player = numbered.start_rank(white ? white : black);
        d.text += fmt::format("{}row {} ({}: ", d.text.empty() ? "" : "; ", row + 1,
                              !white || !black ? fmt::format("{} rests", white ? white : black)
                                               : fmt::format("{}-{}", white, black));
        if (white) d.text += fmt::format("{} {}", numbered.label(white), numbered.as_played(white, r));
        if (white && black) d.text += ", ";
        if (black) d.text += fmt::format("{} {}", numbered.label(black), numbered.as_played(black, r));
        d.text += ")";
      }
      if (!d.rows) break;
    }
    if (d.rows) out.push_back(d);
  }
  return out;
}

int departing_rows(const std::vector<Departure>& ds) {
  int rows = 0;
  for (const Departure& d : ds) rows += d.rows;
  return rows;
}

}  // namespace

std::vector<BergerPair> berger_round(int players, int round) {
  const int n = players + players % 2, half = n / 2;
  // Round 1: 1-n, 2-(n-1), ..., half-(half+1); then each number but n moves on by half.
  std::vector<BergerPair> rows;
  for (int b = 1; b <= half; ++b) rows.push_back({b, n + 1 - b});
  for (int r = 1; r < round; ++r)
    for (BergerPair& p : rows)
      for (int* x : {&p.white, &p.black})
        if (*x != n) *x = (*x - 1 + half) % (n - 1) + 1;
  // Player n alternates: Black in odd rounds, White in even ones.
  const BergerPair first = rows[0];
  const int other = first.white == n ? first.black : first.white;
  rows[0] = round % 2 ? BergerPair{other, n} : BergerPair{n, other};
  return rows;
}

std::vector<int> berger_numbering(const Event& event) {
  const int players = static_cast<int>(event.players.size());
  if (players < 3 || event.rounds_played() == 0) return {};
  const int n = players + players % 2;
  const Table table = berger_table(n);
  std::map<int, int> index;  // start rank -> player index
  for (int i = 0; i < players; ++i) index[event.players[i].start_rank] = i;
  auto opponent = [&](int i, int round) {
    const Player& p = event.players[i];
    if (round >= static_cast<int>(p.rounds.size()) || !p.rounds[round].has_opponent()) return -1;
    const auto it = index.find(p.rounds[round].opponent());
    return it == index.end() ? -1 : it->second;
  };
  // The starts: a round-1 game as row 1 (White 1, Black n), or with an odd
  // field the player who rests in round 1 as number 1.
  std::vector<std::vector<int>> starts;
  for (int i = 0; i < players; ++i) {
    std::vector<int> numbers(players, 0);
    const int o = opponent(i, 0);
    if (players % 2 == 0 && o >= 0 && event.players[i].rounds[0].colour() == Colour::white) {
      numbers[i] = 1;
      numbers[o] = n;
    } else if (players % 2 == 1 && o < 0) {
      numbers[i] = 1;
    } else {
      continue;
    }
    starts.push_back(numbers);
  }
  std::vector<int> best;
  int best_rows = 0;
  for (std::vector<int>& numbers : starts) {
    // Each row with one number known gives the other to his opponent.
    std::vector<int> holder(n + 1, -1);
    for (int i = 0; i < players; ++i)
      if (numbers[i]) holder[numbers[i]] = i;
    for (bool changed = true; changed;) {
      changed = false;
      for (int r = 0; r < std::min<int>(event.rounds_played(), n - 1); ++r)
        for (const BergerPair& row : table[r])
          for (auto [known, other] : {std::pair{row.white, row.black}, std::pair{row.black, row.white}}) {
            if (other > players || holder[known] < 0 || holder[other] >= 0) continue;
            const int o = opponent(holder[known], r);
            if (o < 0 || numbers[o]) continue;
            numbers[o] = other;
            holder[other] = o;
            changed = true;
          }
    }
    if (std::count(numbers.begin(), numbers.end(), 0)) continue;
    const int rows = departing_rows(departures(event, numbers, true));
    if (best.empty() || rows < best_rows) best = numbers, best_rows = rows;
  }
  return best;
}

std::vector<PairingFinding> berger_findings(const Event& event, const std::vector<int>& numbers) {
  const int players = static_cast<int>(event.players.size());
  if (players < 3 || static_cast<int>(numbers.size()) != players) return {};
  bool by_start_rank = true;
  for (int i = 0; i < players; ++i) by_start_rank = by_start_rank && numbers[i] == event.players[i].start_rank;
  const int n = players + players % 2;
  std::vector<PairingFinding> out;
  for (const Departure& d : departures(event, numbers, !by_start_rank))
    out.push_back({"event_berger", "warning", d.round + 1, d.player,
                   fmt::format("not as round {} of the Berger table for {} players{} pairs: {}", d.table_round + 1, n,
                               d.reversed ? " (colours reversed)" : "", d.text),
                   BergerRule});
  return out;
}

std::vector<PairingFinding> berger_findings(const Event& event) {
  std::vector<int> numbers;
  for (const Player& p : event.players) numbers.push_back(p.start_rank);
  return berger_findings(event, numbers);
}

}  // namespace arbiter::event
