#include "event/tiebreak.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <stdexcept>
#include <numeric>
#include <tuple>

#include "event/rating_tables.h"

namespace arbiter::event {

namespace {

// Each tie-break's name in C.07, the decimals it is printed with, which
// modifiers it takes (/Cn cuts the n least significant values, /Mn the n
// least and the n most significant), and its article in the 2023/2024 text
// (the handbook's TieBreakRegulations082024; the numbers agree with the
// tables of lichess' scalachess and of the echecs libraries; the modifiers
// are Art. 14). MEDIAN and SOLKOFF are seed 000's, with no C.07 article.
struct Definition {
  std::string_view code, title;
  int decimals;
  bool cut, median;
  std::string_view article;
};

constexpr Definition Definitions[] = {
    {"PTS", "points", 1, false, false, ""},
    {"DE", "direct encounter", 0, false, false, "6"},
    {"WIN", "rounds won", 0, false, false, "7.1"},
    {"WON", "games won over the board", 0, false, false, "7.2"},
    {"BPG", "games played with Black", 0, false, false, "7.3"},
    {"BWG", "games won with Black", 0, false, false, "7.4"},
    {"GE", "games one elected to play", 0, false, false, "7.6"},
    {"PS", "progressive scores", 1, true, false, "7.5"},
    {"KS", "Koya system", 1, false, false, "9.2"},
    {"BH", "Buchholz", 1, true, true, "8.1"},
    {"FB", "Fore Buchholz", 1, true, true, "8.3"},
    {"AOB", "average of opponents' Buchholz", 2, false, false, "8.2"},
    {"SB", "Sonneborn-Berger", 2, true, false, "9.1"},
    {"ARO", "average rating of opponents", 0, true, true, "10.1"},
    {"TPR", "tournament performance rating", 0, false, false, "10.2"},
    {"PTP", "perfect tournament performance", 0, false, false, "10.3"},
    {"APRO", "average of opponents' TPR", 0, false, false, "10.4"},
    {"APPO", "average of opponents' PTP", 0, false, false, "10.5"},
    {"MEDIAN", "Harkness median", 1, false, false, ""},
    {"SOLKOFF", "Solkoff", 1, false, false, ""},
};

// Seed 000's sections, in its words, for the systems it defines.
constexpr std::string_view SeedBook = "FIDE 1966 rulebook, Swiss system, rule IX: ";
constexpr std::string_view SeedAdjustment = "; Ajuste para juegos no jugados";

const Definition& definition(std::string_view code) {
  for (const Definition& d : Definitions)
    if (d.code == code) return d;
  return Definitions[0];
}

std::int64_t half_up(std::int64_t numerator, std::int64_t denominator) {
  return (2 * numerator + denominator) / (2 * denominator);
}

// One round's part in a sum over opponents (BH, FB, SB): the opponent's
// adjusted points, the value it adds (in quarters, so that SB is exact), and
// whether the round was voluntarily unplayed (cut first, Art. 16.5).
struct Part {
  int score_halves;
  int value_quarters;
  bool voluntary;
};

// The event's results seen by the tie-breaks: players by starting rank, and
// the opponents' points adjusted as Art. 16.3 says.
class Calculator {
 public:
  Calculator(const Event& event, Rules rules) : event_(event), rules_(rules), rounds_(event.rounds_played()) {
    round_robin_ = event.type() == EventType::round_robin;
    for (size_t i = 0; i < event.players.size(); ++i) {
      const size_t rank = static_cast<size_t>(std::max(event.players[i].start_rank, 0));
      if (rank >= index_.size()) index_.resize(rank + 1, NoPlayer);
      index_[rank] = i;
    }
    for (const Player& p : event.players) adjusted_.push_back(adjusted_halves(p));
    for (const Player& p : event.players) adjusted_1966_.push_back(adjusted_1966(p));
  }

  std::vector<Value> values(const Tiebreak& t) const;

 private:
  // The event's index of the player with this start rank; every opponent is one.
  size_t index(int start_rank) const {
    const size_t i = start_rank >= 0 && size_t(start_rank) < index_.size() ? index_[start_rank] : NoPlayer;
    if (i == NoPlayer) throw std::out_of_range("an opponent who is not a player of the event");
    return i;
  }
  const Player& opponent(const Round& r) const { return event_.players[index(r.opponent())]; }
  int adjusted(const Round& r) const { return adjusted_[index(r.opponent())]; }
  // Does the round count as a game for the opponent-based tie-breaks? In a
  // round robin the forfeited game still has its opponent.
  bool counts_as_game(const Round& r) const { return r.played() || (round_robin_ && r.has_opponent()); }
  int adjusted_halves(const Player& p) const;
  static int adjusted_1966(const Player& p);
  std::vector<Part> parts(const Player& p, bool sonneborn) const;
  std::int64_t opponents_sum(const Player& p, const Tiebreak& t) const;
  std::int64_t progressive(const Player& p, const Tiebreak& t) const;
  std::int64_t koya(const Player& p) const;
  struct Rated {
    std::vector<int> ratings;
    int halves = 0;
  };
  Rated rated_games(const Player& p, const Tiebreak& t) const;
  std::int64_t seed_system(const Player& p, const Tiebreak& t) const;
  Value performance(const Player& p, const Tiebreak& t) const;
  std::vector<Value> averages(std::string_view of) const;

  const Event& event_;
  Rules rules_;
  int rounds_;  // played so far
  bool round_robin_;
  static constexpr size_t NoPlayer = SIZE_MAX;
  std::vector<size_t> index_;  // by start rank
  std::vector<int> adjusted_;
  std::vector<int> adjusted_1966_;  // seed 000's "puntuación ajustada", in half points
};

// Seed 000, "Ajuste para juegos no jugados": for the tie-breaks of others, a
// game not played (a bye, a default won or lost, a round after withdrawing)
// counts half a point, won or lost; the player's own score is not changed.
int Calculator::adjusted_1966(const Player& p) {
  int halves = 0;
  for (const Round& r : p.rounds) halves += r.played() ? r.half_points() : 1;
  return halves;
}

// Seed 000's systems, on the opponents' adjusted scores. A game the player
// did not play (a bye, a default won or lost) counts an opponent of no points
// ("la puntuación del oponente se anota con un cero", said of the median; a
// withdrawn player's rounds count "contra contrincantes de cero puntos"), and
// is taken so in all three. SOLKOFF sums the opponents' scores; MEDIAN drops
// the highest and the lowest, one each up to 8 rounds, two each for 9 to 12,
// three each from 13; SB (under fide_1966) adds the scores of the opponents
// beaten and half of those drawn with.
std::int64_t Calculator::seed_system(const Player& p, const Tiebreak& t) const {
  std::vector<std::int64_t> quarters;
  for (const Round& r : p.rounds) {
    const int score = r.played() ? adjusted_1966_[index(r.opponent())] : 0;
    quarters.push_back(t.code == "SB" ? std::int64_t{score} * r.half_points() : 2 * score);
  }
  std::sort(quarters.begin(), quarters.end());
  int low = t.cut_lowest, high = t.cut_highest;
  if (t.code == "MEDIAN") low = high = rounds_ <= 8 ? 1 : rounds_ <= 12 ? 2 : 3;
  low = std::min<int>(low, quarters.size());
  high = std::min<int>(high, quarters.size() - low);
  return std::accumulate(quarters.begin() + low, quarters.end() - high, std::int64_t{0}) * 25;
}

// Art. 16.3: an opponent's points, except that the rounds he chose not to
// play after the last round he was there for (played, paired, or given a
// pairing-allocated or full-point bye) count as draws: a withdrawal, or byes
// at the end, do not lower his opponents' tie-breaks.
int Calculator::adjusted_halves(const Player& p) const {
  int last_present = 0;
  for (size_t r = 0; r < p.rounds.size(); ++r)
    if (!p.rounds[r].voluntarily_unplayed()) last_present = static_cast<int>(r) + 1;
  int sum = 0;
  for (size_t r = 0; r < p.rounds.size(); ++r) {
    const Round& round = p.rounds[r];
    bool counted = static_cast<int>(r) < last_present || round.has_opponent();
    sum += counted ? round.half_points() : round_robin_ ? 0 : 1;
  }
  return sum;
}

// Art. 16.4: the player's own unplayed round stands for a dummy opponent with
// the player's own points (2023); 2026 caps it at the forfeiting opponent's
// adjusted points, or at a draw per round when there was no opponent.
std::vector<Part> Calculator::parts(const Player& p, bool sonneborn) const {
  std::vector<Part> parts;
  int own = p.half_points();
  for (const Round& r : p.rounds) {
    int score;
    if (counts_as_game(r)) {
      score = adjusted(r);
    } else if (round_robin_) {
      continue;
    } else {
      score = own;
      if (rules_ == Rules::fide_2026) score = std::min(score, r.has_opponent() ? adjusted(r) : rounds_);
    }
    int value = sonneborn ? score * r.half_points() : 2 * score;
    parts.push_back({score, value, !counts_as_game(r) && r.voluntarily_unplayed()});
  }
  return parts;
}

// BH, FB and SB with their cuts (Art. 16.5 for the exception): the lowest part goes
// first, but a voluntarily unplayed round is cut in its place unless the
// lowest opponent's part is the larger.
std::int64_t Calculator::opponents_sum(const Player& p, const Tiebreak& t) const {
  std::vector<Part> ps = parts(p, t.code == "SB");
  auto lower = [](const Part& a, const Part& b) {
    return std::tie(a.score_halves, a.value_quarters) < std::tie(b.score_halves, b.value_quarters);
  };
  int low = std::min(t.cut_lowest, rounds_), high = std::min(t.cut_highest, rounds_ - low);
  for (; low > 0 && !ps.empty(); --low) {
    auto lowest = std::min_element(ps.begin(), ps.end(), lower);
    auto voluntary = std::min_element(ps.begin(), ps.end(), [&](const Part& a, const Part& b) {
      return a.voluntary != b.voluntary ? a.voluntary : lower(a, b);
    });
    ps.erase(lowest->value_quarters > voluntary->value_quarters ? lowest : voluntary);
  }
  for (; high > 0 && !ps.empty(); --high) ps.erase(std::max_element(ps.begin(), ps.end(), lower));
  std::int64_t quarters = 0;
  for (const Part& part : ps) quarters += part.value_quarters;
  return quarters * 25;
}

// PS: the running score after each round, summed; /Cn leaves out the first n.
std::int64_t Calculator::progressive(const Player& p, const Tiebreak& t) const {
  std::int64_t sum = 0, running = 0;
  for (size_t r = 0; r < p.rounds.size(); ++r) {
    running += p.rounds[r].half_points();
    if (static_cast<int>(r) >= t.cut_lowest) sum += running;
  }
  return sum * 50;
}

// KS: points against the opponents who scored at least half the maximum; in
// a round robin of an odd number of players, each had one round less to score.
std::int64_t Calculator::koya(const Player& p) const {
  int games = rounds_;
  int n = static_cast<int>(event_.players.size());
  if (round_robin_ && games % n == 0) games -= games / n;
  std::int64_t halves = 0;
  for (const Round& r : p.rounds)
    if (r.has_opponent() && opponent(r).half_points() >= games) halves += r.half_points();
  return halves * 50;
}

Calculator::Rated Calculator::rated_games(const Player& p, const Tiebreak& t) const {
  std::vector<std::pair<int, int>> games;  // rating, half points
  for (const Round& r : p.rounds)
    if (r.played() && opponent(r).rating > 0) games.emplace_back(opponent(r).rating, r.half_points());
  std::sort(games.begin(), games.end());
  int low = std::min<int>(t.cut_lowest, games.size());
  int high = std::min<int>(t.cut_highest, games.size() - low);
  Rated rated;
  for (auto g = games.begin() + low; g != games.end() - high; ++g) {
    rated.ratings.push_back(g->first);
    rated.halves += g->second;
  }
  return rated;
}

// ARO, TPR and PTP over the rated opponents met over the board.
Value Calculator::performance(const Player& p, const Tiebreak& t) const {
  Rated games = rated_games(p, t);
  auto n = static_cast<std::int64_t>(games.ratings.size());
  if (n == 0) return std::nullopt;
  std::int64_t average = half_up(std::accumulate(games.ratings.begin(), games.ratings.end(), std::int64_t{0}), n);
  if (t.code == "ARO") return average * 100;
  if (t.code == "TPR") return (average + rating_difference(half_up(games.halves * 50, n))) * 100;
  // PTP: the lowest rating whose expected score reaches the score.
  auto [lowest, highest] = std::minmax_element(games.ratings.begin(), games.ratings.end());
  if (games.halves == 0) return (*lowest - 800) * 100;
  if (games.halves == 2 * n) return (*highest + 800) * 100;
  auto expected = [&](int rating) {
    int sum = 0;
    for (int r : games.ratings) sum += expected_hundredths(rating - r);
    return sum;
  };
  int lo = *lowest - 800, hi = *highest + 800;
  while (lo < hi) {
    int mid = lo + (hi - lo) / 2;
    if (expected(mid) >= games.halves * 50)
      hi = mid;
    else
      lo = mid + 1;
  }
  return std::int64_t{lo} * 100;
}

// AOB, APRO, APPO: the average of the opponents' BH, TPR or PTP, over the
// games played, rounded half up to C.07's precision.
std::vector<Value> Calculator::averages(std::string_view of) const {
  Tiebreak inner{std::string(of)};
  std::vector<Value> theirs = values(inner);
  int step = of == "BH" ? 1 : 100;
  std::vector<Value> result;
  for (const Player& p : event_.players) {
    std::int64_t sum = 0, n = 0;
    for (const Round& r : p.rounds)
      if (r.played())
        if (Value v = theirs[index(r.opponent())]) sum += *v, ++n;
    result.push_back(n ? Value(half_up(sum, n * step) * step) : std::nullopt);
  }
  return result;
}

// FB is BH on the event as it stood before the last round was decided: every
// game of the last round a draw, as if played.
Event before_last_round(const Event& event) {
  Event fore = event;
  for (Player& p : fore.players) {
    if (p.rounds.empty()) continue;
    Round& last = p.rounds.back();
    if (last.has_opponent()) last = Round::game(last.opponent(), last.colour(), Outcome::draw);
  }
  return fore;
}

std::vector<Value> Calculator::values(const Tiebreak& t) const {
  if (t.code == "FB") {
    Tiebreak bh = t;
    bh.code = "BH";
    return Calculator(before_last_round(event_), rules_).values(bh);
  }
  if (t.code == "AOB") return averages("BH");
  if (t.code == "APRO") return averages("TPR");
  if (t.code == "APPO") return averages("PTP");
  std::vector<Value> result;
  for (const Player& p : event_.players) {
    auto count = [&](auto predicate) {
      return std::int64_t{100} * std::count_if(p.rounds.begin(), p.rounds.end(), predicate);
    };
    auto won = [](const Round& r) { return r.outcome() == Outcome::win; };
    auto black = [](const Round& r) { return r.played() && r.colour() == Colour::black; };
    if (t.code == "PTS")
      result.push_back(p.half_points() * 50);
    else if (t.code == "WIN")
      result.push_back(count(won));
    else if (t.code == "WON")
      result.push_back(count([&](const Round& r) { return r.played() && won(r); }));
    else if (t.code == "BPG")
      result.push_back(count(black));
    else if (t.code == "BWG")
      result.push_back(count([&](const Round& r) { return black(r) && won(r); }));
    else if (t.code == "GE")
      result.push_back(count([&](const Round& r) { return r.played() || won(r); }));
    else if (t.code == "PS")
      result.push_back(progressive(p, t));
    else if (t.code == "KS")
      result.push_back(koya(p));
    else if (t.code == "MEDIAN" || t.code == "SOLKOFF" || (t.code == "SB" && rules_ == Rules::fide_1966))
      result.push_back(seed_system(p, t));
    else if (t.code == "BH" || t.code == "SB")
      result.push_back(opponents_sum(p, t));
    else if (t.code == "ARO" || t.code == "TPR" || t.code == "PTP")
      result.push_back(performance(p, t));
    else
      result.push_back(std::nullopt);  // DE: standings() ranks by it
  }
  return result;
}

}  // namespace

std::string Tiebreak::name() const {
  if (cut_lowest && cut_lowest == cut_highest) return fmt::format("{}/M{}", code, cut_lowest);
  if (cut_lowest) return fmt::format("{}/C{}", code, cut_lowest);
  return code;
}

int Tiebreak::decimals() const { return definition(code).decimals; }

// C.07 prints points with decimals, counts, places and ratings without.
bool Tiebreak::in_points() const { return decimals() > 0; }

std::string Tiebreak::article(Rules rules) const {
  if (code == "MEDIAN") return fmt::format("{}El sistema mediano de Harkness{}", SeedBook, SeedAdjustment);
  if (code == "SOLKOFF")
    return fmt::format("{}Sistema de anotación total o sistema Solkoff{}", SeedBook, SeedAdjustment);
  if (code == "SB" && rules == Rules::fide_1966)
    return fmt::format("{}El sistema Sonnenborn-Berger{}", SeedBook, SeedAdjustment);
  const std::string_view article = definition(code).article;
  if (article.empty()) return "";
  return fmt::format("FIDE C.07 Art. {}{}", article, cut_lowest ? ", cut by Art. 14" : "");
}

std::string Tiebreak::description() const {
  std::string text(definition(code).title);
  if (cut_lowest && cut_lowest == cut_highest)
    return fmt::format("{}, less the {} lowest and highest", text, cut_lowest);
  if (cut_lowest) return fmt::format("{}, less the {} lowest", text, cut_lowest);
  return text;
}

std::optional<Tiebreak> parse_tiebreak(std::string_view text) {
  std::string upper;
  for (char c : text) upper += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  size_t slash = upper.find_first_of("/-");
  Tiebreak t{upper.substr(0, slash)};
  auto known = std::find_if(std::begin(Definitions), std::end(Definitions),
                            [&](const Definition& d) { return d.code == t.code; });
  if (known == std::end(Definitions)) return std::nullopt;
  if (slash == std::string::npos) return t;
  std::string modifier = upper.substr(slash + 1);
  bool allowed = modifier.size() == 2 && ((modifier[0] == 'C' && known->cut) || (modifier[0] == 'M' && known->median));
  if (!allowed || modifier[1] < '1' || modifier[1] > '9') return std::nullopt;
  t.cut_lowest = modifier[1] - '0';
  if (modifier[0] == 'M') t.cut_highest = t.cut_lowest;
  return t;
}

std::vector<Value> tiebreak_values(const Event& event, const Tiebreak& tiebreak, Rules rules) {
  return Calculator(event, rules).values(tiebreak);
}

std::vector<std::vector<Value>> tiebreak_values(const Event& event, const std::vector<Tiebreak>& tiebreaks,
                                                Rules rules) {
  const Calculator calculator(event, rules);
  std::vector<std::vector<Value>> values;
  for (const Tiebreak& t : tiebreaks) values.push_back(calculator.values(t));
  return values;
}

}  // namespace arbiter::event
