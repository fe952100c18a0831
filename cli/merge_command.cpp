// `arbiter merge`: the reports of N `arbiter check --shard I/N` runs, back
// into the report a single run would have printed. Every report is read
// twice: its last two records first (which run, which shard, the counts), so
// that reports of different runs are refused before anything is printed;
// then its records, streamed in shard order (the shards read the input one
// after another), their game numbers and lines counted on from the shards
// before, in bounded memory.
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <fstream>
#include <memory>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/report.h"
#include "cli/shard.h"
#include "validate/encoding.h"

namespace arbiter {

namespace {

constexpr std::string_view Help = R"(Usage: arbiter merge REPORT...

Reads the JSONL reports of the N runs of 'arbiter check --format jsonl
--shard I/N' (I = 1..N, in any order; the same options and inputs) and prints
the report one 'arbiter check --format jsonl' run of those options and inputs
prints: every record in input order without its "input_file" key, its game
number and line counted on from the shards before, and one summary over all
games. Only the summary's "seconds" differs: it is the slowest shard's.

Reports that do not make one run are refused before anything is printed: a
shard missing or given twice, shards of different N, of different options
(all of check's but --jobs and --progress) or inputs (file list and sizes),
shards whose ranges do not meet, a report cut short. A record out of place,
found while merging, stops the merge there.

Exit codes, as check's: 0 no finding at or above the shards' --fail-on, 1
findings, 2 an input the shards could not read, or reports that do not make
one run.
)";

using Json = nlohmann::json;

// Thrown with a message for the user; merge prints it and exits 2.
struct MergeError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// What a report's closing records say: its {"kind":"shard"} record and the
// summary of its share.
struct Report {
  std::string path;
  ShardTrailer shard;
  Tally tally;
  uint64_t files = 0, bytes = 0;
  double seconds = 0;
};

// The last two lines of a file that ends with a line end.
std::array<std::string, 2> last_two_lines(const std::string& path) {
  constexpr std::streamoff Tail = 1 << 20;  // a summary line is far shorter
  std::ifstream in(path, std::ios::binary | std::ios::ate);
  if (!in) throw MergeError(path + ": cannot read");
  const std::streamoff size = in.tellg();
  const std::streamoff from = std::max<std::streamoff>(0, size - Tail);
  std::string tail(size_t(size - from), '\0');
  in.seekg(from);
  in.read(tail.data(), std::streamsize(tail.size()));
  if (!in || tail.empty() || tail.back() != '\n') throw MergeError(path + ": cut short (no summary at its end)");
  tail.pop_back();
  const size_t last = tail.rfind('\n');
  if (last == std::string::npos || last == 0) throw MergeError(path + ": not a shard report (under two records)");
  const size_t before = tail.rfind('\n', last - 1);
  const size_t start = before == std::string::npos ? 0 : before + 1;
  return {tail.substr(start, last - start), tail.substr(last + 1)};
}

// error, warning or info, as --fail-on names them.
Severity severity_named(std::string_view name) {
  for (Severity s : {Severity::info, Severity::warning, Severity::error})
    if (severity_name(s) == name) return s;
  throw MergeError(fmt::format("unknown --fail-on level '{}'", name));
}

ShardTrailer shard_of(const Json& j) {
  if (j.at("kind") != "shard") throw MergeError("no shard record before the summary (run check with --shard I/N)");
  ShardTrailer t;
  t.shard.index = j.at("shard").get<unsigned>();
  t.shard.count = j.at("shards").get<unsigned>();
  if (t.shard.index < 1 || t.shard.index > t.shard.count) throw MergeError("shard number out of range");
  t.options = j.at("options").get<std::string>();
  t.fail_on = j.at("fail_on").get<std::string>();
  severity_named(t.fail_on);
  t.inputs = j.at("inputs").get<std::string>();
  const auto position = [&](const char* key) {
    return InputPosition{j.at(key).at(0).get<size_t>(), j.at(key).at(1).get<uint64_t>()};
  };
  t.begin = position("begin");
  t.end = position("end");
  for (const Json& f : j.at("files"))
    t.files.push_back({f.at(0).get<size_t>(), f.at(1).get<uint64_t>(), f.at(2).get<uint64_t>()});
  t.input_errors = j.at("input_errors").get<uint64_t>();
  return t;
}

// The summary record back into counts. A field merge does not know would be
// lost in the merged summary, so it is refused rather than dropped.
void read_summary(const Json& j, Report& r) {
  if (j.at("kind") != "summary") throw MergeError("the last record is no summary");
  for (const auto& [key, value] : j.items()) {
    static constexpr std::string_view Known[] = {"kind",        "files",    "games",   "games_with_findings",
                                                 "unparseable", "findings", "by_kind", "bytes",
                                                 "seconds"};
    if (std::find(std::begin(Known), std::end(Known), key) == std::end(Known))
      throw MergeError("summary field '" + key + "' unknown to this merge");
  }
  r.files = j.at("files").get<uint64_t>();
  r.bytes = j.at("bytes").get<uint64_t>();
  r.seconds = j.at("seconds").get<double>();
  r.tally.games = j.at("games").get<uint64_t>();
  r.tally.games_with_findings = j.at("games_with_findings").get<uint64_t>();
  r.tally.unparseable = j.at("unparseable").get<uint64_t>();
  const Json& findings = j.at("findings");
  if (findings.size() != r.tally.findings_by_severity.size()) throw MergeError("unknown severities in the summary");
  for (Severity s : {Severity::info, Severity::warning, Severity::error})
    r.tally.findings_by_severity[size_t(s)] = findings.at(std::string(severity_name(s))).get<uint64_t>();
  for (const auto& [kind, games] : j.at("by_kind").items()) r.tally.games_by_kind[kind] = games.get<uint64_t>();
}

Report read_report(const std::string& path) {
  const auto [shard_line, summary_line] = last_two_lines(path);
  Report r;
  r.path = path;
  try {
    r.shard = shard_of(Json::parse(shard_line));
    read_summary(Json::parse(summary_line), r);
  } catch (const std::exception& e) {  // MergeError or nlohmann's parse and type errors
    throw MergeError(path + ": not a shard report: " + e.what());
  }
  return r;
}

// The reports in shard order, once each checked to come from one run.
std::vector<Report> one_run(std::vector<Report> reports) {
  const Report& first = reports.front();
  const unsigned n = first.shard.shard.count;
  for (const Report& r : reports) {
    const ShardTrailer& s = r.shard;
    const auto differ = [&](std::string_view what, const auto& a, const auto& b) {
      return MergeError(
          fmt::format("{} and {} are not shards of one run: {} {} and {}", first.path, r.path, what, a, b));
    };
    if (s.shard.count != n) throw differ("shard counts", n, s.shard.count);
    if (s.options != first.shard.options) throw differ("options", first.shard.options, s.options);
    if (s.fail_on != first.shard.fail_on) throw differ("--fail-on", first.shard.fail_on, s.fail_on);
    if (s.inputs != first.shard.inputs || r.files != first.files)
      throw differ("input file lists (digests)", first.shard.inputs, s.inputs);
  }
  const auto index = [](const Report& r) { return r.shard.shard.index; };
  std::sort(reports.begin(), reports.end(), [&](const Report& a, const Report& b) { return index(a) < index(b); });
  for (size_t i = 1; i < reports.size(); ++i)
    if (index(reports[i]) == index(reports[i - 1]))
      throw MergeError(fmt::format("shard {}/{} given twice: {} and {}", index(reports[i]), n, reports[i - 1].path,
                                   reports[i].path));
  if (reports.size() < n) {  // N comes from the reports: name the first few missing, whatever N says
    std::vector<unsigned> missing;
    unsigned next = 1;
    for (const Report& r : reports) {
      for (; next < index(r) && missing.size() < 10; ++next) missing.push_back(next);
      next = index(r) + 1;
    }
    for (; next <= n && missing.size() < 10; ++next) missing.push_back(next);
    throw MergeError(fmt::format("{} of {} shards missing: {}{}", n - reports.size(), n, fmt::join(missing, ", "),
                                 n - reports.size() > missing.size() ? ", ..." : ""));
  }
  // Each shard starts where the one before ends, the first at the input's
  // start and the last ending at its end.
  const auto text = [](InputPosition p) { return fmt::format("file {} byte {}", p.file, p.offset); };
  InputPosition at{0, 0};
  for (const Report& r : reports) {
    if (r.shard.begin != at)
      throw MergeError(fmt::format("{}: shard {}/{} starts at {}, not at {} where the shards before end", r.path,
                                   index(r), n, text(r.shard.begin), text(at)));
    at = r.shard.end;
  }
  if (at != InputPosition{first.files, 0})
    throw MergeError(
        fmt::format("the shards end at {}, not at the end of the input's {} files", text(at), first.files));
  return reports;
}

// The number after `"key":` in `record`, from `from` on: where it starts and ends.
std::optional<std::pair<size_t, size_t>> number_field(const std::string& record, std::string_view key, size_t from) {
  const std::string field = fmt::format(",\"{}\":", key);  // a '"' after ',' is a key: a string's is escaped
  const size_t at = record.find(field, from);
  if (at == std::string::npos) return std::nullopt;
  const size_t begin = at + field.size();
  size_t end = begin;
  while (end < record.size() && record[end] >= '0' && record[end] <= '9') ++end;
  if (end == begin) return std::nullopt;
  return std::pair(begin, end);
}

// Adds `add` to the number that field `key` holds; returns where it ends.
size_t add_to_field(std::string& record, std::string_view key, size_t from, uint64_t add) {
  const auto field = number_field(record, key, from);
  if (!field) return from;
  const auto [begin, end] = *field;
  uint64_t n = 0;
  std::from_chars(record.data() + begin, record.data() + end, n);
  const std::string sum = std::to_string(n + add);
  record.replace(begin, end - begin, sum);
  return begin + sum.size();
}

// What the shards before have read of each file: the numbers to add.
struct FileBase {
  uint64_t games = 0, lines = 0;
};

// One report's records, read one at a time in its order.
class RecordStream {
 public:
  RecordStream(const Report& report, const std::vector<FileBase>& bases)
      : report_(report), bases_(bases), in_(report.path, std::ios::binary) {
    if (!in_) throw MergeError(report.path + ": cannot read");
  }

  // The next record as a single run prints it, or nullopt after the last.
  std::optional<std::string> next() {
    ++line_number_;
    if (!std::getline(in_, line_)) throw error("cut short before its shard record");
    if (line_.starts_with("{\"kind\":\"shard\"")) return std::nullopt;
    auto keyed = split_keyed(line_);
    if (!keyed) throw error("a record without \"input_file\"");
    const size_t file = keyed->input_file;
    if (file < file_) throw error("records out of input order");
    file_ = file;
    if (keyed->record.starts_with("{\"kind\":\"input_error\"")) return std::move(keyed->record);
    const std::vector<ShardFileCount>& read = report_.shard.files;
    if (std::none_of(read.begin(), read.end(), [&](const ShardFileCount& c) { return c.file == file; }))
      throw error(fmt::format("a record of file {}, which this shard did not read", file));
    const FileBase& base = bases_[file];
    const size_t game_end = add_to_field(keyed->record, "game", 0, base.games);
    add_to_field(keyed->record, "line", game_end, base.lines);
    return std::move(keyed->record);
  }

 private:
  MergeError error(std::string_view what) const {
    return MergeError(fmt::format("{}:{}: {}", report_.path, line_number_, what));
  }

  const Report& report_;
  const std::vector<FileBase>& bases_;
  std::ifstream in_;
  std::string line_;
  uint64_t line_number_ = 0;
  size_t file_ = 0;
};

int merge(const std::vector<std::string>& paths) {
  std::vector<Report> read;
  for (const std::string& p : paths) read.push_back(read_report(p));
  const std::vector<Report> reports = one_run(std::move(read));

  Tally total;
  double seconds = 0;
  uint64_t bytes = 0, input_errors = 0;
  for (const Report& r : reports) {
    total.merge(r.tally);
    seconds = std::max(seconds, r.seconds);
    bytes += r.bytes;
    input_errors += r.shard.input_errors;
    uint64_t cut = 0;
    for (const ShardFileCount& c : r.shard.files) {
      if (c.file >= r.files) throw MergeError(fmt::format("{}: a count of file {} of {}", r.path, c.file, r.files));
      cut += c.games;
    }
    if (cut != r.tally.games)
      throw MergeError(fmt::format("{}: its summary counts {} games, its shard record {}", r.path, r.tally.games, cut));
  }

  std::vector<FileBase> bases(reports.front().files);
  std::string out;
  for (const Report& r : reports) {
    RecordStream records(r, bases);
    while (std::optional<std::string> record = records.next()) {
      out += *record;
      out += '\n';
      if (out.size() >= (1 << 20)) {
        std::fwrite(out.data(), 1, out.size(), stdout);
        out.clear();
      }
    }
    for (const ShardFileCount& c : r.shard.files) {
      bases[c.file].games += c.games;
      bases[c.file].lines += c.lines;
    }
  }
  report_summary(total, reports.front().files, bytes, seconds, Format::jsonl, out);
  std::fwrite(out.data(), 1, out.size(), stdout);
  std::fflush(stdout);

  if (input_errors) return 2;
  return total.at_least(severity_named(reports.front().shard.fail_on)) > 0 ? 1 : 0;
}

int merge_reports(const std::vector<std::string>& paths) {
  if (paths.empty()) throw UsageError("needs the shard reports");
  try {
    return merge(paths);
  } catch (const MergeError& e) {
    std::fflush(stdout);
    fmt::print(stderr, "arbiter merge: {}\n", to_utf8(e.what()));  // it may name a report
    return 2;
  }
}

}  // namespace

std::string merge_help() { return std::string(Help); }

CommandRun merge_command(CLI::App& app) {
  const auto paths = std::make_shared<std::vector<std::string>>();
  add_arguments(app, *paths, "FILE");
  return [paths] { return merge_reports(*paths); };
}

}  // namespace arbiter
