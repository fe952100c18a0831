#include "parser/move_runs.h"

#include <algorithm>

namespace arbiter {

namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

// A move number: "12." "12" "12..." "12. ..." "12. ........" "12…".
struct Marker {
  unsigned number = 0;
  bool dots = false;  // Black's move follows
  size_t end = 0;     // first byte after the marker and its blanks
};

std::optional<Marker> marker_at(std::string_view t, size_t p) {
  if (p > 0 && !(is_blank(t[p - 1]) || t[p - 1] == '\n' || t[p - 1] == '(' || t[p - 1] == ';' || t[p - 1] == ','))
    return std::nullopt;
  size_t q = p;
  unsigned n = 0;
  while (q < t.size() && is_digit(t[q]) && q - p < 3) n = n * 10 + unsigned(t[q++] - '0');
  if (q == p || n == 0 || (q < t.size() && is_digit(t[q]))) return std::nullopt;
  Marker m{n};
  auto skip_spaces = [&](size_t r) {
    while (r < t.size() && t[r] == ' ') ++r;
    return r;
  };
  auto dots_from = [&](size_t r) {
    size_t d = r;
    while (d < t.size() && t[d] == '.') ++d;
    if (d == r && t.compare(r, 3, "\xE2\x80\xA6") == 0) return std::pair<size_t, size_t>{3, r + 3};  // …
    return std::pair<size_t, size_t>{d - r, d};
  };
  if (auto [count, end] = dots_from(q); count >= 3) {  // "12..."
    m.dots = true;
    m.end = skip_spaces(end);
    return m;
  }
  const bool period = q < t.size() && t[q] == '.';
  const size_t r = skip_spaces(period ? q + 1 : q);
  if (!period && r == q) return std::nullopt;  // "12P" is no marker
  if (auto [count, end] = dots_from(r); period && r > q + 1 && count >= 2) {  // "12. ..."
    m.dots = true;
    m.end = skip_spaces(end);
    return m;
  }
  m.end = r;
  return m;
}

class Scanner {
 public:
  Scanner(std::string_view text, const MoveWordReader& read) : t_(text), read_(read) {
    line_starts_.push_back(0);
    for (size_t i = 0; i < t_.size(); ++i)
      if (t_[i] == '\n') line_starts_.push_back(i + 1);
  }

  std::vector<MoveRun> run() {
    std::vector<MoveRun> out;
    size_t p = 0;
    while (p < t_.size()) {
      if (is_digit(t_[p])) {
        if (auto end = try_run(p, out)) {
          p = *end;
          continue;
        }
      }
      ++p;
    }
    return out;
  }

 private:
  // 1-based line of position p, and where that line starts.
  unsigned line_of(size_t p) const {
    return unsigned(std::upper_bound(line_starts_.begin(), line_starts_.end(), p) - line_starts_.begin());
  }
  size_t line_start_of(size_t p) const { return line_starts_[line_of(p) - 1]; }

  size_t indent_of(size_t p) const {
    size_t q = line_start_of(p);
    const size_t start = q;
    while (q < t_.size() && t_[q] == ' ') ++q;
    return q - start;
  }
  bool starts_line(size_t p) const { return line_start_of(p) + indent_of(p) == p; }

  std::optional<ReadWord> read_at(size_t p) const {
    if (p >= t_.size() || t_[p] == '\n' || t_[p] == '\r') return std::nullopt;
    auto w = read_(t_.substr(p));
    if (!w || w->length == 0) return std::nullopt;
    return w;
  }

  // Blanks, ".", "," and ";" and one line break; false at a blank line or the end.
  bool skip_separators(size_t& p, bool& semicolon) {
    bool newline = false;
    while (p < t_.size()) {
      const char c = t_[p];
      if (is_blank(c) || c == ',' || c == '.') {
        ++p;
      } else if (c == ';') {
        semicolon = true;
        ++p;
      } else if (c == '\n') {
        if (newline) return false;
        newline = true;
        ++p;
      } else {
        break;
      }
    }
    return p < t_.size();
  }

  // Raw cells to the end of the line, two or more blanks apart: columns in
  // another notation beside the table.
  size_t parallel_cells(size_t p, unsigned ply, MoveRun& run) {
    while (p < t_.size() && t_[p] != '\n') {
      size_t end = p;
      while (end < t_.size() && t_[end] != '\n' && t_[end] != '\r' &&
             !(is_blank(t_[end]) && end + 1 < t_.size() && is_blank(t_[end + 1])))
        ++end;
      std::string_view cell = t_.substr(p, end - p);
      if (auto m = marker_at(t_, p); m && m->end <= end) cell = t_.substr(m->end, end - m->end);
      if (!cell.empty()) run.parallel.push_back({ply++, std::string(cell), line_of(p)});
      p = end;
      while (p < t_.size() && is_blank(t_[p])) ++p;
    }
    return p;
  }

  // The move after the one that ended at q, which is ply `next`: after a
  // number or none; q moves to it. Without one, q stays after what the run
  // took (the last move, or columns beside it).
  std::optional<ReadWord> next_move(size_t& q, unsigned next, MoveRun& run, bool& semicolon) {
    size_t taken = q;
    while (skip_separators(q, semicolon)) {
      auto mk = marker_at(t_, q);
      if (!mk) {
        auto word = read_at(q);
        if (!word) break;
        return word;
      }
      const bool line_start = starts_line(q);
      unsigned ply = ply_of(mk->number, mk->dots);
      // "1. P. to K's 4th.   1. P. to K's 4th.": the number again for Black.
      if (!mk->dots && ply + 1 == next && next % 2 == 1) {
        ply = next;
        run.black_numbered = true;
      }
      if (ply < next && !line_start && run.table) {
        taken = q = parallel_cells(q, ply, run);
        continue;
      }
      if (ply != next) break;
      auto word = read_at(mk->end);
      if (!word) {
        run.stopped_at_number = true;
        break;
      }
      q = mk->end;
      return word;
    }
    q = taken;
    return std::nullopt;
  }

  // A run starting at the marker at p; the position after it, or nullopt
  // when no move follows the marker.
  std::optional<size_t> try_run(size_t p, std::vector<MoveRun>& out) {
    auto m = marker_at(t_, p);
    if (!m) return std::nullopt;
    auto first = read_at(m->end);
    if (!first) return std::nullopt;
    MoveRun run;
    run.line = line_of(p);
    const size_t indent = indent_of(p);
    const bool at_line_start = starts_line(p);
    run.table = at_line_start && indent >= 4;
    run.dots = m->dots;
    // A lone number far to the right is Black's column.
    const bool black = m->dots || (at_line_start && indent >= 24);
    unsigned next = ply_of(m->number, black);
    bool semicolon = false;
    size_t q = m->end;
    std::optional<ReadWord> word = first;
    while (true) {
      run.plies.push_back({next++, std::move(word->word), line_of(q)});
      q += word->length;
      word = next_move(q, next, run, semicolon);
      if (!word) break;
    }
    if (semicolon) run.table = false;
    out.push_back(std::move(run));
    return q;
  }

  std::string_view t_;
  const MoveWordReader& read_;
  std::vector<size_t> line_starts_;
};

}  // namespace

std::vector<MoveRun> find_move_runs(std::string_view text, const MoveWordReader& read) {
  return Scanner(text, read).run();
}

}  // namespace arbiter
