#include "event/trf.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <set>

namespace arbiter::event {

namespace {

// The 001 record's fields by column (C.04 Annex 2, TRF-16), 1-based inclusive.
struct Field {
  int from, to;
};
constexpr Field StartRank{5, 8}, Sex{10, 10}, Title{11, 13}, Name{15, 47}, Rating{49, 52}, Federation{54, 56},
    FideId{58, 68}, BirthDate{70, 79}, Points{81, 84}, Rank{86, 89};
// Columns that the standard leaves blank between fields.
constexpr int Separators[] = {4, 9, 14, 48, 53, 57, 69, 80, 85, 90, 91};
// Round r (from 0) takes ten columns from 92: opponent, colour, result.
constexpr int FirstRoundColumn = 92, RoundWidth = 10;

std::string_view cut(std::string_view line, Field f) {
  if (static_cast<int>(line.size()) < f.from) return {};
  return line.substr(f.from - 1, std::min<size_t>(f.to - f.from + 1, line.size() - (f.from - 1)));
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

bool all_digits(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// One file's reading: the errors and where each opponent reference sits, for
// the check that every opponent is a player.
class Reader {
 public:
  TrfRead read(std::string_view text);

 private:
  void header(std::string_view code, std::string_view data);
  void player_line(std::string_view line);
  std::optional<int> number(std::string_view line, Field f, const char* what);
  std::optional<Round> round(std::string_view line, int column);
  void error(int column, std::string_view text, std::string message) {
    result_.errors.push_back({"event_trf_syntax", line_number_, column, std::string(text), std::move(message)});
  }
  void check_opponents();
  void check_points();

  TrfRead result_;
  int line_number_ = 0;
  struct Reference {
    int line, column, player_index, round;
  };
  std::vector<Reference> references_;
};

std::optional<int> Reader::number(std::string_view line, Field f, const char* what) {
  std::string_view field = cut(line, f), digits = trim(field);
  if (digits.empty()) return std::nullopt;
  if (!all_digits(digits)) {
    error(f.from, field, fmt::format("{} is not a number", what));
    return std::nullopt;
  }
  return std::stoi(std::string(digits));
}

std::optional<Round> Reader::round(std::string_view line, int column) {
  std::string_view block = cut(line, {column, column + 7});
  std::string_view opponent_field = cut(line, {column, column + 3});
  char colour = block.size() > 5 ? block[5] : ' ';
  char code = block.size() > 7 ? block[7] : ' ';
  if (trim(block).empty()) return Round::unpaired(Kind::not_paired);
  for (int blank : {column + 4, column + 6})
    if (cut(line, {blank, blank}) != " " && !cut(line, {blank, blank}).empty()) {
      error(blank, block, "a round's opponent, colour and result are separated by single blanks");
      return std::nullopt;
    }
  std::string_view opponent_digits = trim(opponent_field);
  if (!opponent_digits.empty() && !all_digits(opponent_digits)) {
    error(column, opponent_field, "the opponent is not a starting rank");
    return std::nullopt;
  }
  int opponent = opponent_digits.empty() ? 0 : std::stoi(std::string(opponent_digits));
  if (colour != 'w' && colour != 'b' && colour != '-' && colour != ' ') {
    error(column + 5, block.substr(5, 1), "the colour is not w, b or -");
    return std::nullopt;
  }
  Colour side = colour == 'w' ? Colour::white : colour == 'b' ? Colour::black : Colour::none;
  const std::string_view games = "0=1LDW", forfeits = "-+", byes = "UFHZ ";
  if (games.find(code) != std::string_view::npos || forfeits.find(code) != std::string_view::npos) {
    if (opponent == 0 || side == Colour::none) {
      error(column, block, fmt::format("result '{}' needs an opponent and a colour", code));
      return std::nullopt;
    }
    if (code == '+' || code == '-') return Round::forfeit(opponent, side, code == '+');
    size_t i = games.find(code);
    return Round::game(opponent, side, static_cast<Outcome>(i % 3), i < 3);
  }
  if (byes.find(code) != std::string_view::npos) {
    if (opponent != 0 || side != Colour::none) {
      error(column, block, fmt::format("result '{}' is a round without an opponent, yet one is named", code));
      return std::nullopt;
    }
    constexpr Kind kinds[] = {Kind::pairing_bye, Kind::full_bye, Kind::half_bye, Kind::zero_bye, Kind::not_paired};
    return Round::unpaired(kinds[byes.find(code)]);
  }
  error(column + 7, std::string_view(&block[7], 1),
        "unknown result code (TRF-16 knows 1 = 0 W D L + - U F H Z and blank)");
  return std::nullopt;
}

void Reader::player_line(std::string_view line) {
  size_t errors_before = result_.errors.size();
  std::optional<int> start_rank = number(line, StartRank, "the starting rank");
  if (!start_rank) {
    if (result_.errors.size() == errors_before) error(StartRank.from, cut(line, StartRank), "no starting rank");
    return;
  }
  if (result_.event.player(*start_rank)) {
    error(StartRank.from, cut(line, StartRank), "a second 001 line for this starting rank; the line is left out");
    return;
  }
  for (int column : Separators)
    if (static_cast<int>(line.size()) >= column && line[column - 1] != ' ')
      error(column, line.substr(column - 1, 1), "this column is blank in TRF-16: a field is out of place");
  Player p;
  p.start_rank = *start_rank;
  std::string_view sex = cut(line, Sex);
  p.sex = sex.empty() ? ' ' : sex[0];
  if (std::string_view("mwf ").find(p.sex) == std::string_view::npos) {
    error(Sex.from, sex, "sex is m, w (or f) or blank");
    p.sex = ' ';
  }
  p.title = trim(cut(line, Title));
  p.name = trim(cut(line, Name));
  p.rating = number(line, Rating, "the rating").value_or(0);
  p.federation = trim(cut(line, Federation));
  p.fide_id = trim(cut(line, FideId));
  if (!p.fide_id.empty() && !all_digits(p.fide_id)) {
    error(FideId.from, cut(line, FideId), "the FIDE id is not a number");
    p.fide_id.clear();
  }
  p.birth_date = trim(cut(line, BirthDate));
  std::string_view points = trim(cut(line, Points));
  if (!points.empty()) {
    size_t dot = points.find('.');
    std::string_view whole = points.substr(0, dot), fraction = dot == points.npos ? "0" : points.substr(dot + 1);
    if (all_digits(whole) && (fraction == "0" || fraction == "5"))
      p.declared_half_points = 2 * std::stoi(std::string(whole)) + (fraction == "5");
    else
      error(Points.from, cut(line, Points), "the points are not a number of half points");
  }
  p.declared_rank = number(line, Rank, "the rank");
  int player_index = static_cast<int>(result_.event.players.size());
  result_.player_lines.push_back(line_number_);
  for (int column = FirstRoundColumn; column <= static_cast<int>(line.size()); column += RoundWidth) {
    std::optional<Round> r = round(line, column);
    if (r && r->has_opponent())
      references_.push_back({line_number_, column, player_index, static_cast<int>(p.rounds.size())});
    p.rounds.push_back(r.value_or(Round::unpaired(Kind::not_paired)));
  }
  result_.event.players.push_back(std::move(p));
}

void Reader::header(std::string_view code, std::string_view data) {
  Event& e = result_.event;
  std::map<std::string_view, std::string*> texts = {
      {"012", &e.name},     {"022", &e.site},      {"032", &e.federation},   {"042", &e.start_date},
      {"052", &e.end_date}, {"092", &e.type_text}, {"102", &e.chief_arbiter}};
  if (auto it = texts.find(code); it != texts.end()) {
    *it->second = trim(data);
  } else if (code == "XXR") {
    if (all_digits(trim(data)) && trim(data).size() <= 4)
      e.rounds = std::stoi(std::string(trim(data)));
    else
      error(5, data, "XXR gives the number of rounds");
  } else if (code != "062") {  // 062, the number of players, is the players' count when written
    e.other_records.push_back({std::string(code), std::string(data)});
  }
}

// Every opponent must be a player other than the player himself; a round
// that names one who is not is left unpaired, so that the model never points
// nowhere. Then both lines of a pairing must tell the same game: each names
// the other, opposite colours, results that add up (one point between them,
// or a forfeit that at most one side won).
void Reader::check_opponents() {
  std::vector<Player>& players = result_.event.players;
  std::map<int, int> index;
  for (size_t i = 0; i < players.size(); ++i) index[players[i].start_rank] = static_cast<int>(i);
  for (const Reference& ref : references_) {
    Player& p = players[ref.player_index];
    Round& r = p.rounds[ref.round];
    const char* wrong = !index.count(r.opponent())     ? "the opponent is not the starting rank of any player"
                        : r.opponent() == p.start_rank ? "a player paired with himself"
                                                       : nullptr;
    if (!wrong) continue;
    result_.errors.push_back({"event_trf_syntax", ref.line, ref.column, std::to_string(r.opponent()),
                              fmt::format("{}; the round is left unpaired", wrong)});
    r = Round::unpaired(Kind::not_paired);
  }
  // A line with an error already has its say: the pairings it then fails
  // to match would only repeat it.
  std::set<int> lines_with_errors;
  for (const TrfError& e : result_.errors) lines_with_errors.insert(e.line);
  for (const Reference& ref : references_) {
    const Player& p = players[ref.player_index];
    const Round& r = p.rounds[ref.round];
    if (!r.has_opponent()) continue;
    int opponent = index[r.opponent()];
    if (lines_with_errors.count(ref.line) || lines_with_errors.count(result_.player_lines[opponent])) continue;
    const Player& o = players[opponent];
    const Round* other = ref.round < static_cast<int>(o.rounds.size()) ? &o.rounds[ref.round] : nullptr;
    bool points_back = other && other->opponent() == p.start_rank;
    bool same_game = points_back && other->kind() == r.kind() && other->colour() != r.colour() &&
                     (r.kind() == Kind::forfeit ? r.half_points() + other->half_points() < 4
                                                : r.half_points() + other->half_points() == 2);
    if (same_game || (points_back && p.start_rank > o.start_rank)) continue;  // each pair reported once
    std::string theirs =
        other ? fmt::format("{:>4} {} {}", other->opponent(), static_cast<char>(other->colour()), trf_code(*other))
              : "nothing";
    result_.errors.push_back({"event_pairing_mismatch", ref.line, ref.column,
                              fmt::format("{:>4} {} {}", r.opponent(), static_cast<char>(r.colour()), trf_code(r)),
                              fmt::format("round {}: player {}'s line has this, player {}'s line has '{}'",
                                          ref.round + 1, p.start_rank, o.start_rank, theirs)});
  }
}

// The points column against the results, where the line was read cleanly.
void Reader::check_points() {
  std::set<int> lines_with_errors;
  for (const TrfError& e : result_.errors) lines_with_errors.insert(e.line);
  const std::vector<Player>& players = result_.event.players;
  for (size_t i = 0; i < players.size(); ++i) {
    const Player& p = players[i];
    if (!p.declared_half_points || *p.declared_half_points == p.half_points()) continue;
    if (lines_with_errors.count(result_.player_lines[i])) continue;
    result_.errors.push_back({"event_points_mismatch", result_.player_lines[i], Points.from,
                              points_text(*p.declared_half_points),
                              fmt::format("the points column says {}, the results add up to {}",
                                          points_text(*p.declared_half_points), points_text(p.half_points()))});
  }
}

TrfRead Reader::read(std::string_view text) {
  while (!text.empty()) {
    size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    text = end == text.npos ? std::string_view() : text.substr(end + 1);
    ++line_number_;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (trim(line).empty()) continue;
    std::string_view code = line.substr(0, std::min<size_t>(3, line.size()));
    if (code.size() < 3 || code.find(' ') != code.npos) {
      error(1, code, "a record starts with a code of three characters (001, 012, XXR...)");
      continue;
    }
    if (line.size() > 3 && line[3] != ' ') {
      error(4, line.substr(3, 1), "a record code is followed by a blank in column 4");
      continue;
    }
    if (code == "001")
      player_line(line);
    else
      header(code, line.size() > 4 ? line.substr(4) : std::string_view());
  }
  check_opponents();
  check_points();
  Event& e = result_.event;
  // Every player has as many rounds as the longest line; rounds announced by
  // XXR but not yet played are not padded in, so that the tie-breaks of an
  // event under way are those of the rounds played.
  size_t played = 0;
  for (const Player& p : e.players) played = std::max(played, p.rounds.size());
  for (Player& p : e.players) p.rounds.resize(played, Round::unpaired(Kind::not_paired));
  e.rounds = std::max(e.rounds, static_cast<int>(played));
  // In the order of their codes, as write_trf writes them: a file whose
  // records came in another order reads back the same once written.
  std::stable_sort(e.other_records.begin(), e.other_records.end(),
                   [](const Event::Record& a, const Event::Record& b) { return a.code < b.code; });
  return std::move(result_);
}

}  // namespace

int trf_round_column(int round) { return FirstRoundColumn + (round - 1) * RoundWidth; }

char trf_code(const Round& r) {
  switch (r.kind()) {
    case Kind::game:
      return "0=1"[r.half_points()];
    case Kind::unrated_game:
      return "LDW"[r.half_points()];
    case Kind::forfeit:
      return r.outcome() == Outcome::win ? '+' : '-';
    case Kind::pairing_bye:
      return 'U';
    case Kind::full_bye:
      return 'F';
    case Kind::half_bye:
      return 'H';
    case Kind::zero_bye:
      return 'Z';
    case Kind::not_paired:
      return ' ';
  }
  return ' ';
}

namespace {

enum class Align { left, right };

// Text in exactly `width` columns (bytes, as TRF counts them): padded with
// blanks, or cut where a longer text would push the fields after it out of
// place; a cut never splits a UTF-8 character.
std::string padded(std::string_view text, size_t width, Align align) {
  if (text.size() > width) {
    size_t end = width;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
    text = text.substr(0, end);
  }
  std::string blanks(width - text.size(), ' ');
  return align == Align::left ? std::string(text) + blanks : blanks + std::string(text);
}

bool has_record(const std::vector<Event::Record>& records, std::string_view code) {
  return std::any_of(records.begin(), records.end(), [&](const Event::Record& r) { return r.code == code; });
}

// The 132 record's text: each round's date as YY/MM/DD in the columns of
// that round's cell on the 001 lines (92-99 for round 1, 102-109 for round 2).
std::string round_dates_text(const Event& e) {
  std::string text;
  for (size_t r = 0; r < e.round_dates.size(); ++r) {
    const std::string& date = e.round_dates[r];
    if (date.size() != 10) continue;
    text.resize(trf_round_column(static_cast<int>(r) + 1) - 5, ' ');  // the text starts in column 5
    text += date.substr(2, 2) + '/' + date.substr(5, 2) + '/' + date.substr(8, 2);
  }
  return text;
}

std::string round_points(const Player& p) {
  int sum = 0;
  for (const Round& r : p.rounds) sum += r.half_points();
  return points_text(sum);
}

std::string player_line(const Player& p) {
  // Text fields are padded by bytes, not by fmt's display width: TRF
  // counts columns in bytes, whatever the encoding of a name.
  std::string text = "001 " + padded(std::to_string(p.start_rank), 4, Align::right) + ' ' + p.sex;
  text += padded(p.title, 3, Align::right) + ' ' + padded(p.name, 33, Align::left) + ' ';
  text += padded(p.rating ? std::to_string(p.rating) : "", 4, Align::right) + ' ';
  text += padded(p.federation, 3, Align::left) + ' ' + padded(p.fide_id, 11, Align::right) + ' ';
  text += padded(p.birth_date, 10, Align::left) + ' ';
  text += padded(round_points(p), 4, Align::right) + ' ';
  text += padded(p.declared_rank ? std::to_string(*p.declared_rank) : "", 4, Align::right) + "  ";
  for (const Round& r : p.rounds)
    text += padded(r.has_opponent() ? std::to_string(r.opponent()) : "0", 4, Align::right) +
            fmt::format(" {} {}  ", static_cast<char>(r.colour()), trf_code(r));
  text.erase(text.find_last_not_of(' ') + 1);
  return text + '\n';
}

}  // namespace

bool looks_like_trf(std::string_view text) {
  size_t start = text.find_first_not_of(" \t\r\n");
  if (start == text.npos || text.size() < start + 4) return false;
  std::string_view code = text.substr(start, 3);
  return text[start + 3] == ' ' && (code == "XXR" || (all_digits(code) && code.back() >= '1' && code.back() <= '3'));
}

TrfRead read_trf(std::string_view text) { return Reader().read(text); }

std::string write_trf(const Event& e, const TrfOptions& options) {
  // Every header record, the model's and those it keeps as written, in the
  // order of their codes (012, 022, ... XXR), as the standard lists them.
  // The model's fields when they hold something; the records kept as
  // written always, an empty one too, so that the file reads back the same.
  std::vector<Event::Record> header;
  for (Event::Record r : {Event::Record{"012", e.name}, Event::Record{"022", e.site},
                          Event::Record{"032", e.federation}, Event::Record{"042", e.start_date},
                          Event::Record{"052", e.end_date}, Event::Record{"062", std::to_string(e.players.size())},
                          Event::Record{"092", e.type_text}, Event::Record{"102", e.chief_arbiter}})
    if (!r.text.empty()) header.push_back(std::move(r));
  header.insert(header.end(), e.other_records.begin(), e.other_records.end());
  if (e.rounds > 0) header.push_back({"XXR", std::to_string(e.rounds)});
  if (!e.round_dates.empty() && !has_record(header, "132")) header.push_back({"132", round_dates_text(e)});
  auto has = [&](std::string_view code) { return has_record(header, code); };
  if (options.version == TrfVersion::trf2026 && !options.tiebreaks.empty()) {
    std::string list;
    for (const std::string& name : options.tiebreaks) list += (list.empty() ? "" : ",") + name;
    if (e.rounds > 0 && !has("142")) header.push_back({"142", std::to_string(e.rounds)});
    if (!has("202")) header.push_back({"202", list});
    if (!has("212")) header.push_back({"212", "PTS," + list});
  }
  std::stable_sort(header.begin(), header.end(),
                   [](const Event::Record& a, const Event::Record& b) { return a.code < b.code; });
  std::string out;
  for (const Event::Record& r : header) out += r.text.empty() ? r.code + '\n' : fmt::format("{} {}\n", r.code, r.text);
  for (const Player& p : e.players) out += player_line(p);
  return out;
}

void fill_trf_header_from_tags(Event& e) {
  // PGN Standard 8.1.1.2: Site is "City, Region COUNTRY", with the IOC's three-letter code suggested.
  const size_t space = e.site.find_last_of(' ');
  if (e.federation.empty() && space != std::string::npos && e.site.size() - space == 4 &&
      std::all_of(e.site.begin() + space + 1, e.site.end(), [](char c) { return c >= 'A' && c <= 'Z'; })) {
    e.federation = e.site.substr(space + 1);
    e.site.erase(e.site.find_last_not_of(", ", space) + 1);
  }
  for (std::string* date : {&e.start_date, &e.end_date})
    if (date->size() == 10 && (*date)[4] == '.' && (*date)[7] == '.')
      std::replace(date->begin(), date->end(), '.', '/');
  if (e.type_text.empty() && e.type() != EventType::unknown)
    e.type_text = e.type() == EventType::round_robin ? "Round robin"
                  : e.type() == EventType::match       ? "Match"
                  : e.type() == EventType::knockout    ? "Knockout"
                                                       : "Swiss";
  const long rated = std::count_if(e.players.begin(), e.players.end(), [](const Player& p) { return p.rating > 0; });
  e.other_records.push_back({"072", std::to_string(rated)});
}

}  // namespace arbiter::event
