#include "cli/event_tables.h"

#include <fmt/format.h>

#include <algorithm>
#include <iterator>

#include "event/trf.h"

namespace arbiter {

using namespace event;

namespace {

// A crosstable cell: opponent, colour, result as TRF writes them ("10b1");
// a bye or absence is its code alone.
std::string cell(const Round& r) {
  if (r.kind() == Kind::not_paired) return "";
  const char code = trf_code(r);
  if (!r.has_opponent()) return std::string(1, code);
  std::string out = fmt::format_int(r.opponent()).str();
  out += static_cast<char>(r.colour());
  out += code;
  return out;
}

// Appends `text` in `width` columns, right- or left-aligned, as fmt's
// {:>N} and {:<N} do: ASCII by its bytes, without fmt's parsing of a format
// for each cell (the crosstables of an archive have millions); other text
// through fmt, which counts its display width.
void append_padded(std::string& out, std::string_view text, size_t width, bool right) {
  if (std::any_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) >= 0x80; })) {
    fmt::format_to(std::back_inserter(out), fmt::runtime(right ? "{:>{}}" : "{:<{}}"), text, width);
    return;
  }
  const size_t fill = width > text.size() ? width - text.size() : 0;
  if (right) out.append(fill, ' ');
  out += text;
  if (!right) out.append(fill, ' ');
}

std::string value_text(const Value& v, int decimals, std::string_view none) {
  if (!v) return std::string(none);
  return decimals == 0 ? std::to_string(*v / 100) : fmt::format("{:.{}f}", *v / 100.0, decimals);
}

std::string rating_text(const Player& p) { return p.rating ? std::to_string(p.rating) : ""; }

// "Name, Site, dates, Swiss, 5 rounds, 16 players" and the tie-breaks with
// what each is, as the first two lines of every table say them.
std::string heading(const EventTable& t) {
  const Event& e = t.event;
  const std::string dates = event_dates(e);
  return fmt::format("{}{}{}, {}, {} rounds{}, {} players{}", e.name.empty() ? "(no name)" : e.name,
                     e.site.empty() ? "" : ", " + e.site, dates.empty() ? "" : ", " + dates, type_name(e.type()),
                     e.rounds_played(), e.rounds_played() < e.rounds ? fmt::format(" of {}", e.rounds) : "",
                     e.players.size(), e.points_per_win == 2 ? ", scored 2-1-0 as its records are" : "");
}

std::string tiebreak_line(const EventTable& t) {
  std::string out = t.rules == Rules::fide_1966
                        ? std::string("Tie-breaks (unplayed games adjusted as the FIDE 1966 rulebook says):")
                        : fmt::format("Tie-breaks (FIDE C.07, unplayed rounds by Art. 16 as of {}):",
                                      t.rules == Rules::fide_2026 ? 2026 : 2023);
  for (size_t k = 0; k < t.tiebreaks.size(); ++k) {
    const std::string article = t.tiebreaks[k].article(t.rules);
    out += k ? ", " : " ";
    out += t.tiebreaks[k].name();
    out += " (";
    out += t.tiebreaks[k].description();
    if (!article.empty()) out += "; " + article;
    out += ')';
  }
  return out;
}

// Text for a Markdown paragraph or table cell: every ASCII punctuation mark
// that Markdown reads as markup escaped with a backslash (CommonMark allows
// the escape before any of them), line breaks and tabs made blanks.
std::string markdown_escaped(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (std::string_view("\\`*_[]<>|#&!~").find(c) != std::string_view::npos) out += '\\';
    out += c == '\n' || c == '\r' || c == '\t' ? ' ' : c;
  }
  return out;
}

// A CSV field (RFC 4180): quoted when it holds a quote, comma or line break,
// quotes doubled. Free text that a spreadsheet would run as a formula
// (starting = + - @) gets a leading apostrophe, as spreadsheets themselves
// write such text.
std::string csv_field(std::string_view text, bool free_text = false) {
  std::string value(text);
  if (free_text && !value.empty() && std::string_view("=+-@").find(value.front()) != std::string_view::npos)
    value.insert(0, 1, '\'');
  if (value.find_first_of("\",\r\n") == std::string::npos) return value;
  std::string out = "\"";
  for (char c : value) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + '"';
}

}  // namespace

std::string type_name(EventType t) {
  switch (t) {
    case EventType::round_robin: return "round robin";
    case EventType::swiss: return "Swiss";
    case EventType::match: return "match";
    case EventType::knockout: return "knockout";
    case EventType::unknown: break;
  }
  return "unknown";
}

std::string event_dates(const Event& e) { return e.end_date.empty() ? e.start_date : e.start_date + "/" + e.end_date; }

std::string crosstable_text(const EventTable& t) {
  const Event& e = t.event;
  std::string out = heading(t) + '\n' + tiebreak_line(t) + "\n\n";
  size_t name_width = 4;
  for (const Player& p : e.players) name_width = std::max(name_width, p.name.size());
  std::vector<size_t> widths;
  for (const Tiebreak& tb : t.tiebreaks) widths.push_back(std::max<size_t>(tb.name().size(), 6));
  // Columns: rank, start rank, name, title, rating, federation, points; a blank before each but the first.
  const auto row = [&](std::string_view rank, std::string_view start, std::string_view name, std::string_view title,
                       std::string_view rating, std::string_view federation, std::string_view points) {
    append_padded(out, rank, 3, true);
    out += ' ';
    append_padded(out, start, 4, true);
    out += ' ';
    append_padded(out, name, name_width, false);
    out += ' ';
    append_padded(out, title, 3, true);
    out += ' ';
    append_padded(out, rating, 4, true);
    out += ' ';
    append_padded(out, federation, 3, false);
    out += ' ';
    append_padded(out, points, 4, true);
  };
  row("Rk", "SNo", "Name", "Ti", "Rtg", "FED", "Pts");
  for (int r = 1; r <= e.rounds_played(); ++r) {
    out += ' ';
    append_padded(out, fmt::format_int(r).c_str(), 6, true);
  }
  for (size_t k = 0; k < t.tiebreaks.size(); ++k) {
    out += ' ';
    append_padded(out, t.tiebreaks[k].name(), widths[k], true);
  }
  out += '\n';
  for (const Standing& s : t.standings) {
    const Player& p = e.players[s.player];
    row(fmt::format_int(s.rank).c_str(), fmt::format_int(p.start_rank).c_str(), p.name, p.title, rating_text(p),
        p.federation, points_text(p.half_points(), e.points_per_win));
    for (const Round& r : p.rounds) {
      out += ' ';
      append_padded(out, cell(r), 6, true);
    }
    for (size_t k = 0; k < t.tiebreaks.size(); ++k) {
      out += ' ';
      append_padded(out, value_text(s.values[k], t.tiebreaks[k].decimals(), "-"), widths[k], true);
    }
    out += '\n';
  }
  return out;
}

std::string crosstable_markdown(const EventTable& t, std::string_view notes, std::string_view findings) {
  const Event& e = t.event;
  std::string out = "## " + markdown_escaped(heading(t)) + "\n\n" + markdown_escaped(tiebreak_line(t)) + "\n\n";
  std::string head = "| Rk | SNo | Name | Ti | Rtg | FED | Pts |", rule = "|---:|---:|:---|:---|---:|:---|---:|";
  for (int r = 1; r <= e.rounds_played(); ++r) {
    head += fmt::format(" {} |", r);
    rule += ":---:|";
  }
  for (const Tiebreak& tb : t.tiebreaks) {
    head += " " + markdown_escaped(tb.name()) + " |";
    rule += "---:|";
  }
  out += head + '\n' + rule + '\n';
  for (const Standing& s : t.standings) {
    const Player& p = e.players[s.player];
    out += fmt::format("| {} | {} | {} | {} | {} | {} | {} |", s.rank, p.start_rank, markdown_escaped(p.name),
                       markdown_escaped(p.title), rating_text(p), markdown_escaped(p.federation),
                       points_text(p.half_points(), e.points_per_win));
    for (const Round& r : p.rounds) out += " " + markdown_escaped(cell(r)) + " |";
    for (size_t k = 0; k < t.tiebreaks.size(); ++k)
      out += " " + value_text(s.values[k], t.tiebreaks[k].decimals(), "-") + " |";
    out += '\n';
  }
  for (std::string_view rest = notes; !rest.empty();) {
    const size_t end = std::min(rest.find('\n'), rest.size());
    out += "\n" + markdown_escaped(rest.substr(0, end)) + "\n";
    rest.remove_prefix(std::min(end + 1, rest.size()));
  }
  out += "\n### Findings\n\n";
  if (findings.empty()) return out + "None.\n\n";
  // A fence longer than any run of backticks in the text, so nothing in it closes the block.
  size_t longest = 0, run = 0;
  for (char c : findings) longest = std::max(longest, run = c == '`' ? run + 1 : 0);
  const std::string fence(std::max<size_t>(3, longest + 1), '`');
  out += fence + "text\n" + std::string(findings);
  if (findings.back() != '\n') out += '\n';
  return out + fence + "\n\n";
}

std::string standings_csv(const EventTable& t) {
  const Event& e = t.event;
  std::string out = "rank,start_rank,name,title,rating,federation,fide_id,points";
  for (int r = 1; r <= e.rounds_played(); ++r) out += fmt::format(",round {}", r);
  for (const Tiebreak& tb : t.tiebreaks) out += ',' + csv_field(tb.name());
  out += "\r\n";
  for (const Standing& s : t.standings) {
    const Player& p = e.players[s.player];
    out += fmt::format("{},{},{},{},{},{},{},{}", s.rank, p.start_rank, csv_field(p.name, true),
                       csv_field(p.title, true), rating_text(p), csv_field(p.federation, true),
                       p.fide_id == "0" ? "" : csv_field(p.fide_id), points_text(p.half_points(), e.points_per_win));
    for (const Round& r : p.rounds) out += ',' + cell(r);
    for (size_t k = 0; k < t.tiebreaks.size(); ++k)
      out += ',' + value_text(s.values[k], t.tiebreaks[k].decimals(), "");
    out += "\r\n";
  }
  return out;
}

}  // namespace arbiter
