#include "event/pgn_event.h"

#include <fmt/format.h>
#include <utf8.h>

#include <algorithm>
#include <numeric>
#include <optional>

namespace arbiter::event {

namespace {

// The base letter of each accented letter of Latin-1 (U+00C0 to U+00FF) and
// Latin Extended-A (U+0100 to U+017F); '*' for the two signs among them.
constexpr std::string_view Latin1Base = "AAAAAAACEEEEIIIIDNOOOOO*OUUUUYTsaaaaaaaceeeeiiiidnooooo*ouuuuyty";
constexpr std::string_view ExtendedABase =
    "AaAaAaCcCcCcCcDdDdEeEeEeEeEeGgGgGgGgHhHhIiIiIiIiIiIiJjKkkLlLlLlLlLlNnNnNnnNnOoOoOoOoRrRrRrSsSsSsSsTtTtTtUuUuUuUuUu"
    "UuWwYyYZzZzZzs";
static_assert(Latin1Base.size() == 64 && ExtendedABase.size() == 128);

char folded(char32_t c) {
  if (c >= 0xC0 && c < 0x100 && Latin1Base[c - 0xC0] != '*') return Latin1Base[c - 0xC0];
  if (c >= 0x100 && c < 0x180) return ExtendedABase[c - 0x100];
  return 0;
}

// 3 for "3", "3.12" (round 3, board 12) or "3.1.2"; nothing for "?", "-",
// an empty tag or text that is no round number.
std::optional<int> round_number(std::string_view text) {
  const std::string_view head = text.substr(0, text.find('.'));
  if (head.empty() || head.size() > 4 || !std::all_of(head.begin(), head.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return std::nullopt;
  const int n = std::stoi(std::string(head));
  return n > 0 ? std::optional<int>(n) : std::nullopt;
}

int rating_of(std::string_view elo) {
  if (elo.empty() || elo.size() > 4 || !std::all_of(elo.begin(), elo.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return 0;
  return std::stoi(std::string(elo));
}

bool usable_id(std::string_view id) {
  return !id.empty() && id != "0" && std::all_of(id.begin(), id.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// The year of the event: EventDate's, else Date's; empty when neither has one.
std::string year_of(const GameTags& t) {
  for (const std::string* date : {&t.event_date, &t.date})
    if (date->size() >= 4 && std::all_of(date->begin(), date->begin() + 4, [](char c) { return c >= '0' && c <= '9'; }))
      return date->substr(0, 4);
  return "";
}

// PDN's 2-0, 1-1 and 0-2 (draughts scores 2, 1, 0) as chess's results.
bool scores_two(std::string_view result) { return result == "2-0" || result == "0-2" || result == "1-1"; }

char result_code(std::string_view result) {
  if (result == "1-0" || result == "2-0") return '1';
  if (result == "0-1" || result == "0-2") return '0';
  if (result == "1/2-1/2" || result == "1/2" || result == "½-½" || result == "1-1") return '=';
  return '*';
}

bool says_forfeit(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
  return text.find("forfeit") != std::string::npos;
}

uint64_t seat_key(int round, int entrant) { return uint64_t(round) << 32 | uint32_t(entrant); }

// A game as the store keeps it: its place, its tags, its verdict, each
// number and each string's length as a little-endian base-128 varint.
constexpr std::string GameTags::*TagFields[] = {
    &GameTags::event,         &GameTags::site,          &GameTags::date,        &GameTags::event_date,
    &GameTags::round,         &GameTags::white,         &GameTags::black,       &GameTags::white_fide_id,
    &GameTags::black_fide_id, &GameTags::white_elo,     &GameTags::black_elo,   &GameTags::white_title,
    &GameTags::black_title,   &GameTags::result,        &GameTags::termination,
};

void put_number(std::string& out, uint64_t n) {
  for (; n >= 0x80; n >>= 7) out += static_cast<char>((n & 0x7F) | 0x80);
  out += static_cast<char>(n);
}

void put_text(std::string& out, std::string_view text) {
  put_number(out, text.size());
  out += text;
}

void write_game(std::string& out, const GameTags& tags, GameLocation where, const Verdict* verdict) {
  put_number(out, static_cast<uint64_t>(where.file));
  put_number(out, where.game);
  put_number(out, where.line);
  put_number(out, where.offset);
  put_number(out, tags.moves);
  for (std::string GameTags::*field : TagFields) put_text(out, tags.*field);
  out += verdict ? '1' : '0';
  if (verdict)
    for (const std::string* text : {&verdict->result, &verdict->reason, &verdict->rule}) put_text(out, *text);
}

// Reads back, in order, what write_game wrote.
class GameReader {
 public:
  explicit GameReader(std::string_view records) : rest_(records), size_(records.size()) {}
  bool at_start() const { return rest_.size() == size_; }
  bool done() const { return rest_.empty(); }
  void read(GameTags& tags, GameLocation& where, std::optional<Verdict>& verdict) {
    where.file = static_cast<int>(number());
    where.game = number();
    where.line = number();
    where.offset = number();
    tags.moves = number();
    for (std::string GameTags::*field : TagFields) (tags.*field).assign(text());
    verdict.reset();
    const char has_verdict = rest_.front();
    rest_.remove_prefix(1);
    if (has_verdict == '1') {
      verdict.emplace();
      for (std::string* t : {&verdict->result, &verdict->reason, &verdict->rule}) t->assign(text());
    }
  }

 private:
  uint64_t number() {
    uint64_t n = 0;
    for (int shift = 0;; shift += 7) {
      const auto byte = static_cast<unsigned char>(rest_.front());
      rest_.remove_prefix(1);
      n |= uint64_t(byte & 0x7F) << shift;
      if (byte < 0x80) return n;
    }
  }
  std::string_view text() {
    const size_t size = number();
    const std::string_view t = rest_.substr(0, size);
    rest_.remove_prefix(size);
    return t;
  }
  std::string_view rest_;
  size_t size_;
};

}  // namespace

std::string player_key(std::string_view name) {
  std::vector<std::string> words(1);
  for (auto it = name.begin(); it != name.end();) {
    char32_t c = 0xFFFD;
    try {
      c = utf8::next(it, name.end());
    } catch (const utf8::exception&) {
      ++it;  // the caller hands UTF-8; a stray byte is dropped, not guessed at
      continue;
    }
    if (c == ' ' || c == ',' || c == '.' || c == '-' || c == '_' || c == '\t') {
      if (!words.back().empty()) words.emplace_back();
    } else if (c < 0x80) {
      words.back() += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    } else if (char base = folded(c)) {
      words.back() += static_cast<char>(std::tolower(static_cast<unsigned char>(base)));
    } else {
      utf8::append(c, std::back_inserter(words.back()));
    }
  }
  if (words.back().empty()) words.pop_back();
  std::sort(words.begin(), words.end());
  std::string key;
  for (const std::string& w : words) key += (key.empty() ? "" : " ") + w;
  return key;
}

int EventBuilder::entrant(Draft& d, const std::string& name, const std::string& fide_id, const std::string& elo,
                          GameLocation where) {
  const bool has_id = usable_id(fide_id);
  // A name found under another FIDE id is another player of the same name.
  auto fits = [&](int j) { return !has_id || d.entrants[j].fide_id.empty(); };
  auto create = [&] {
    d.entrants.push_back({name, has_id ? fide_id : "", 0, 0, {name}, ""});
    return static_cast<int>(d.entrants.size()) - 1;
  };
  int i = -1;
  if (auto it = d.by_id.find(fide_id); has_id && it != d.by_id.end()) i = it->second;
  // A spelling seen before is looked up as written: the key is made once per
  // spelling, not once per game.
  if (const auto spelled = d.by_spelling.find(name); spelled == d.by_spelling.end()) {
    const std::string key = player_key(name);
    if (auto it = d.by_name.find(key); i < 0 && it != d.by_name.end() && fits(it->second)) i = it->second;
    if (i < 0) i = create();
    d.by_name.emplace(key, i);
    d.by_spelling.emplace(name, i);
  } else if (i < 0) {
    i = fits(spelled->second) ? spelled->second : create();
  }
  Entrant& e = d.entrants[i];
  if (has_id) {
    d.by_id.emplace(fide_id, i);
    if (e.fide_id.empty()) e.fide_id = fide_id;
  }
  if (std::find(e.spellings.begin(), e.spellings.end(), name) == e.spellings.end()) {
    e.spellings.push_back(name);
    d.findings.push_back({"event_player_alias", "info", where, name,
                          fmt::format("\"{}\" taken as \"{}\" ({})", name, e.name,
                                      has_id && e.fide_id == fide_id ? "the same FIDE id " + fide_id
                                                                     : "the same name once case, accents, spacing "
                                                                       "and word order are set aside"),
                          "one player, one entry (FIDE C.04 Annex 2, TRF 001)"});
  }
  if (const int rating = rating_of(elo)) {
    if (e.last_rating && rating != e.last_rating)
      d.findings.push_back({"event_rating_change", "info", where, elo,
                            fmt::format("{}'s rating is {} here, {} in an earlier game of the event; the first, {}, is "
                                        "the one ranked by",
                                        e.name, rating, e.last_rating, e.rating),
                            "FIDE C.07 Art. 10 (the rating at the start of the event)"});
    if (!e.rating) e.rating = rating;
    e.last_rating = rating;
  }
  return i;
}

uint64_t pair_key(int a, int b) { return seat_key(std::min(a, b), std::max(a, b)); }

// Whether the game's players are free in its round. A game already read
// (same players, colours, Round tag and result) is a duplicate, not counted
// again; so is a second game of the pair in the round whose moves are
// another game's of the pair (a game copied into the round). Another game
// of the pair in the round under another Round tag is a mini-match's next
// game (a knockout's or a gauntlet's "1.2"); under the same tag, a double
// booking unless the event's type says a round is a mini-match
// (report_pairs_again); another opponent is a double booking (error). The
// last three count for points only.
EventBuilder::Seat EventBuilder::seat(Draft& d, Game& g, const GameTags& tags, GameLocation where) {
  const auto white = d.seat.find(seat_key(g.round, g.white));
  const auto black = d.seat.find(seat_key(g.round, g.black));
  if (white == d.seat.end() && black == d.seat.end()) return Seat::free;
  if (white != d.seat.end()) {
    const int seated = white->second;
    Game& other = d.games[seated];
    if (other.white == g.white && other.black == g.black && other.result == g.result &&
        other.round_tag == g.round_tag) {
      d.findings.push_back({"event_duplicate_game", "warning", where, tags.round,
                            fmt::format("{} - {} {} in round {} is already in the event; counted once", tags.white,
                                        tags.black, tags.result, tags.round),
                            "one game, one record"});
      return Seat::duplicate;
    }
    g.match_game = std::minmax(other.white, other.black) == std::minmax(g.white, g.black);
    if (g.match_game) {
      // The copy is whichever of the two repeats the moves of another game of the pair.
      const auto repeated = [&](uint64_t moves, int except) -> const Game* {
        if (!moves) return nullptr;
        for (const int i : d.by_pair[pair_key(g.white, g.black)])
          if (i != except && d.games[i].moves == moves) return &d.games[i];
        return nullptr;
      };
      const auto duplicate = [&](GameLocation copy, const Game& original, std::string_view counted) {
        d.findings.push_back(
            {"event_duplicate_game", "warning", copy, tags.round,
             fmt::format("{} and {} have two games in round {}, and the moves of the one at line {} are those of "
                         "the game at line {}{}; {}",
                         d.entrants[g.white].name, d.entrants[g.black].name, g.round, copy.line, original.where.line,
                         original.round ? fmt::format(" (round {})", original.round) : "", counted),
             "one game, one record"});
      };
      if (const Game* original = repeated(g.moves, -1)) {
        duplicate(where, *original, "it is not counted");
        return Seat::duplicate;
      }
      if (const Game* original = repeated(other.moves, seated)) {
        duplicate(other.where, *original, fmt::format("the game at line {} is counted in its place", where.line));
        const int round = other.round;
        other = g;
        other.round = round;
        other.match_game = false;
        return Seat::duplicate;
      }
      // Another Round tag ("1.1", "1.2") is the next game of a mini-match;
      // the same one twice is no mini-match's.
      if (other.round_tag == g.round_tag) d.pair_again.push_back({seated, int(d.games.size()), g.round, tags.round});
    }
  }
  if (!g.match_game)
    for (const auto& [seated, player] : {std::pair{white, g.white}, std::pair{black, g.black}})
      if (seated != d.seat.end())
        d.findings.push_back({"event_double_booking", "error", where, tags.round,
                              fmt::format("{} already has a game in round {} against another opponent; this one "
                                          "counts for points but is left out of the round-by-round record",
                                          d.entrants[player].name, g.round),
                              "FIDE C.04.1 (a player is paired once per round)"});
  return Seat::taken;
}

void EventBuilder::report_pairs_again(Draft& d, EventType type) {
  if (type == EventType::knockout || type == EventType::match) return;
  for (const Draft::PairAgain& p : d.pair_again) {
    const Game &first = d.games[p.first], &again = d.games[p.again];
    PgnFinding f{"event_double_booking", "error", again.where, p.round_tag,
                 fmt::format("{} and {} have two games in round {}, both with Round \"{}\", at line {} and here; "
                             "in a {} a pair meets once a round: this one counts for points but is left out of the "
                             "round-by-round record",
                             d.entrants[again.white].name, d.entrants[again.black].name, p.round, p.round_tag,
                             first.where.line,
                             type == EventType::round_robin ? "round robin" : "Swiss"),
                 "FIDE C.04.1 (a player is paired once per round)"};
    // Among the findings of the games before it, which were made in input order.
    const auto at = std::find_if(d.findings.begin(), d.findings.end(), [&](const PgnFinding& o) {
      return std::pair{o.where.file, o.where.offset} > std::pair{f.where.file, f.where.offset};
    });
    d.findings.insert(at, std::move(f));
  }
}

void EventBuilder::add(const GameTags& tags, GameLocation where, const Verdict* verdict) {
  key_.clear();  // built in place: one allocation per event, not per game
  if (!one_event_) {
    key_ += tags.event;
    key_ += '\x1f';
    key_ += tags.site;
    key_ += '\x1f';
    key_ += year_of(tags);
  }
  auto [at, fresh] = by_key_.try_emplace(key_, names_.size());
  if (fresh) {
    store_.add_group();
    names_.push_back(tags.event);
  }
  record_.clear();
  write_game(record_, tags, where, verdict);
  store_.append(at->second, record_);
}

void EventBuilder::add_to(Draft& d, const GameTags& tags, GameLocation where, const Verdict* verdict) {
  for (const std::string* date : {&tags.date, &tags.event_date}) {
    if (date->empty() || date->find('?') != std::string::npos) continue;
    if (d.first_date.empty() || *date < d.first_date) d.first_date = *date;
    if (*date > d.last_date) d.last_date = *date;
  }
  // A game must name two players to be scored: one that does not is said so
  // and left out, never scored for a nameless player.
  auto unscored = [&](const std::string& why) {
    d.findings.push_back({"event_no_players", "warning", where, tags.white + " - " + tags.black,
                          fmt::format("{}; the game is left out of the event", why),
                          "PGN Standard 8.1.1.5-6 (White, Black)"});
  };
  if (tags.white.empty() || tags.black.empty()) return unscored("the game has no White or no Black tag");
  Game g;
  g.where = where;
  g.white = entrant(d, tags.white, tags.white_fide_id, tags.white_elo, where);
  g.black = entrant(d, tags.black, tags.black_fide_id, tags.black_elo, where);
  // A title is letters (GM, WIM, ...): a tag with anything else (TWIC writes a no-break space for none) gives none.
  for (auto [player, title] : {std::pair{g.white, &tags.white_title}, std::pair{g.black, &tags.black_title}})
    if (d.entrants[player].title.empty() && !title->empty() &&
        std::all_of(title->begin(), title->end(), [](char c) { return std::isalpha(static_cast<unsigned char>(c)); }))
      d.entrants[player].title = *title;
  if (g.white == g.black) return unscored("White and Black are the same player");
  g.result = result_code(tags.result);
  g.moves = tags.moves;
  d.scores_two = d.scores_two || scores_two(tags.result);
  g.forfeit = says_forfeit(tags.termination) && g.result != '=';
  if (g.result == '*')
    d.findings.push_back({"event_unfinished", "warning", where, tags.result,
                          fmt::format("{} - {} has no result (\"{}\"); it counts for no one", tags.white, tags.black,
                                      tags.result),
                          "PGN Standard 8.1.1.7 (Result)"});
  if (std::optional<int> round = round_number(tags.round)) {
    g.round = *round;
    g.round_tag = std::hash<std::string>()(tags.round);
    const Seat seated = seat(d, g, tags, where);
    if (seated == Seat::duplicate) return;
    if (seated == Seat::taken) {
      g.round = 0;
    } else {
      if (tags.date.size() == 10 && tags.date.find('?') == std::string::npos) {
        if (d.round_dates.size() < static_cast<size_t>(g.round)) d.round_dates.resize(g.round);
        std::string& first = d.round_dates[g.round - 1];
        if (first.empty() || tags.date < first) first = tags.date;
      }
      const int index = static_cast<int>(d.games.size());
      d.seat.emplace(seat_key(g.round, g.white), index);
      d.seat.emplace(seat_key(g.round, g.black), index);
    }
  } else {
    d.findings.push_back({"event_no_round", "warning", where, tags.round,
                          fmt::format("{} - {}: Round \"{}\" names no round; the game counts for points and is left "
                                      "out of the round-by-round record and the tie-breaks that follow it",
                                      tags.white, tags.black, tags.round),
                          "PGN Standard 8.1.1.4 (Round: \"3\", \"3.12\" = round 3, board 12)"});
  }
  if (verdict && result_code(verdict->result) != g.result) {
    g.board_result = result_code(verdict->result);
    d.findings.push_back({"event_result_conflict", "error", where, tags.result,
                          fmt::format("round {}: {} - {}: {}; the standings count the recorded {}, the board gives {}",
                                      tags.round.empty() ? "?" : tags.round, tags.white, tags.black, verdict->reason,
                                      tags.result.empty() ? "nothing" : tags.result, verdict->result),
                          verdict->rule, {verdict->result}});
  }
  d.by_pair[pair_key(g.white, g.black)].push_back(int(d.games.size()));
  d.games.push_back(g);
}

void EventBuilder::score(const Draft& d, const Round& absence, bool by_board, BuiltEvent& b) {
  Event& e = b.event;
  e.name = d.name;
  e.site = d.site;
  e.start_date = d.first_date;
  e.end_date = d.last_date == d.first_date ? "" : d.last_date;
  e.round_dates = d.round_dates;
  e.points_per_win = d.scores_two ? 2 : 1;
  std::vector<int> order(d.entrants.size());
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](int a, int b) {
    const Entrant &x = d.entrants[a], &y = d.entrants[b];
    return x.rating != y.rating ? x.rating > y.rating : x.name < y.name;
  });
  std::vector<int> rank_of(order.size());
  for (size_t r = 0; r < order.size(); ++r) rank_of[order[r]] = static_cast<int>(r) + 1;
  for (const Game& g : d.games) e.rounds = std::max(e.rounds, g.round);
  auto result_of = [&](const Game& g) { return by_board && g.board_result ? g.board_result : g.result; };
  std::vector<std::vector<std::optional<Round>>> rounds(order.size(), std::vector<std::optional<Round>>(e.rounds));
  b.game_at.assign(order.size(), std::vector<GameLocation>(e.rounds));
  if (!d.games.empty()) b.first_game = d.games.front().where;
  for (const Game& g : d.games) {
    auto& white = rounds[rank_of[g.white] - 1];
    auto& black = rounds[rank_of[g.black] - 1];
    const char result = result_of(g);
    if (result == '*') {
      if (g.round) white[g.round - 1] = black[g.round - 1] = Round::unpaired(Kind::not_paired);
      continue;
    }
    ++b.games;
    const Outcome outcome = result == '1' ? Outcome::win : result == '0' ? Outcome::loss : Outcome::draw;
    const Outcome mirrored = static_cast<Outcome>(2 - static_cast<int>(outcome));
    if (!g.round) {
      ++(g.match_game ? b.match_games : b.unrounded_games);  // its points are added once the players are made
      continue;
    }
    Round w = g.forfeit ? Round::forfeit(rank_of[g.black], Colour::white, outcome == Outcome::win)
                        : Round::game(rank_of[g.black], Colour::white, outcome);
    Round bl = g.forfeit ? Round::forfeit(rank_of[g.white], Colour::black, mirrored == Outcome::win)
                         : Round::game(rank_of[g.white], Colour::black, mirrored);
    white[g.round - 1] = w;
    black[g.round - 1] = bl;
    b.game_at[rank_of[g.white] - 1][g.round - 1] = b.game_at[rank_of[g.black] - 1][g.round - 1] = g.where;
  }
  e.players.reserve(order.size());
  for (size_t r = 0; r < order.size(); ++r) {
    const Entrant& en = d.entrants[order[r]];
    Player p;
    p.start_rank = static_cast<int>(r) + 1;
    p.name = en.name;
    p.rating = en.rating;
    p.title = en.title;
    p.fide_id = en.fide_id;
    p.rounds.reserve(rounds[r].size());
    for (const std::optional<Round>& round : rounds[r]) {
      p.rounds.push_back(round ? *round : absence);
      b.absent_rounds += !round;
    }
    e.players.push_back(std::move(p));
  }
  for (const Game& g : d.games) {
    const char result = result_of(g);
    if (g.round || result == '*') continue;
    const int white = result == '1' ? 2 : result == '=' ? 1 : 0;
    e.players[rank_of[g.white] - 1].unrounded_half_points += white;
    e.players[rank_of[g.black] - 1].unrounded_half_points += 2 - white;
  }
}

BuiltEvent EventBuilder::build(size_t i, AbsentAs absent) {
  const Round absence = Round::unpaired(absent == AbsentAs::bye_full   ? Kind::full_bye
                                        : absent == AbsentAs::bye_half ? Kind::half_bye
                                                                       : Kind::not_paired);
  Draft d;
  const std::string records = store_.take(i);
  GameTags tags;
  GameLocation where;
  std::optional<Verdict> verdict;
  for (GameReader reader(records); !reader.done();) {
    const bool first = reader.at_start();
    reader.read(tags, where, verdict);
    if (first) {  // the event is named as its first game names it
      d.name = tags.event;
      d.site = tags.site;
    }
    add_to(d, tags, where, verdict ? &*verdict : nullptr);
  }
  BuiltEvent b;
  score(d, absence, false, b);
  report_pairs_again(d, b.event.type());
  b.board_conflicts =
      static_cast<int>(std::count_if(d.games.begin(), d.games.end(), [](const Game& g) { return g.board_result; }));
  if (b.board_conflicts) {
    BuiltEvent by_board;
    score(d, absence, true, by_board);
    b.board = std::move(by_board.event);
  }
  b.findings = std::move(d.findings);
  return b;
}

}  // namespace arbiter::event
