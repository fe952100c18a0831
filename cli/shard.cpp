#include "cli/shard.h"

#include <fmt/format.h>

#include <charconv>

#include "cli/json.h"

namespace arbiter {

namespace {

constexpr std::string_view KeyPrefix = "{\"input_game\":";

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

void append_keyed(std::string_view records, uint64_t input_game, std::string& out) {
  while (!records.empty()) {
    const size_t end = records.find('\n') + 1;  // every record ends its line
    const std::string_view line = records.substr(0, end);
    fmt::format_to(std::back_inserter(out), "{}{},", KeyPrefix, input_game);
    out += line.substr(1);  // the record without its '{'
    records.remove_prefix(end);
  }
}

std::optional<KeyedRecord> split_keyed(std::string_view line) {
  if (!line.starts_with(KeyPrefix)) return std::nullopt;
  line.remove_prefix(KeyPrefix.size());
  KeyedRecord r;
  const auto [p, ec] = std::from_chars(line.data(), line.data() + line.size(), r.input_game);
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
  fmt::format_to(o, ",\"inputs\":\"{}\",\"input_games\":{},\"input_errors\":{}}}\n", t.inputs, t.input_games,
                 t.input_errors);
}

}  // namespace arbiter
