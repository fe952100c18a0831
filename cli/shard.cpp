#include "cli/shard.h"

#include <fmt/format.h>

#include <charconv>

#include "cli/json.h"

namespace arbiter {

namespace {

constexpr std::string_view KeyPrefix = "{\"input_file\":";

}  // namespace

std::optional<Shard> parse_shard(std::string_view text) {
  const size_t slash = text.find('/');
  if (slash == std::string_view::npos) return std::nullopt;
  Shard s;
  const char* end = text.data() + text.size();
  const auto a = std::from_chars(text.data(), text.data() + slash, s.index);
  const auto b = std::from_chars(text.data() + slash + 1, end, s.count);
  if (a.ec != std::errc() || a.ptr != text.data() + slash || b.ec != std::errc() || b.ptr != end) return std::nullopt;
  if (s.index < 1 || s.index > s.count) return std::nullopt;
  return s;
}

void append_keyed(std::string_view records, size_t input_file, std::string& out) {
  while (!records.empty()) {
    const size_t end = records.find('\n') + 1;  // every record ends its line
    const std::string_view line = records.substr(0, end);
    fmt::format_to(std::back_inserter(out), "{}{},", KeyPrefix, input_file);
    out += line.substr(1);  // the record without its '{'
    records.remove_prefix(end);
  }
}

std::optional<KeyedRecord> split_keyed(std::string_view line) {
  if (!line.starts_with(KeyPrefix)) return std::nullopt;
  line.remove_prefix(KeyPrefix.size());
  KeyedRecord r;
  const auto [p, ec] = std::from_chars(line.data(), line.data() + line.size(), r.input_file);
  if (ec != std::errc() || p == line.data() + line.size() || *p != ',') return std::nullopt;
  r.record = '{';
  r.record.append(p + 1, line.data() + line.size());
  return r;
}

void report_shard(const ShardTrailer& t, std::string& out) {
  auto o = std::back_inserter(out);
  fmt::format_to(o, "{{\"kind\":\"shard\",\"shard\":{},\"shards\":{},\"options\":", t.shard.index, t.shard.count);
  append_json_string(out, t.options);
  out += ",\"fail_on\":";
  append_json_string(out, t.fail_on);
  fmt::format_to(o, ",\"inputs\":\"{}\",\"begin\":[{},{}],\"end\":[{},{}],\"files\":[", t.inputs, t.begin.file,
                 t.begin.offset, t.end.file, t.end.offset);
  for (size_t i = 0; i < t.files.size(); ++i)
    fmt::format_to(o, "{}[{},{},{}]", i ? "," : "", t.files[i].file, t.files[i].games, t.files[i].lines);
  fmt::format_to(o, "],\"input_errors\":{}}}\n", t.input_errors);
}

}  // namespace arbiter
