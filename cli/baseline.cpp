#include "cli/baseline.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <iterator>

#include "cli/json.h"
#include "cli/report_formats.h"
#include "validate/encoding.h"

namespace arbiter {

namespace {

// A SARIF log's results, by their Arbiter fingerprint; false when `log` is
// no SARIF log.
bool read_sarif(const nlohmann::json& log, Baseline& baseline) {
  const auto runs = log.find("runs");
  if (runs == log.end() || !runs->is_array()) return false;
  for (const nlohmann::json& run : *runs) {
    const auto results = run.is_object() ? run.find("results") : run.end();
    if (!run.is_object() || results == run.end() || !results->is_array()) continue;
    for (const nlohmann::json& result : *results) {
      const auto prints = result.is_object() ? result.find("partialFingerprints") : result.end();
      if (!result.is_object() || prints == result.end() || !prints->is_object()) continue;
      const auto print = prints->find(SarifFingerprintName);
      if (print != prints->end() && print->is_string()) baseline.insert(print->get<std::string>());
    }
  }
  return true;
}

}  // namespace

// A check report (--format jsonl) holds finding records, each with its
// fingerprint, among game, summary and shard records; a --write-baseline
// file holds finding records alone; a SARIF log is one JSON document.
std::optional<Baseline> read_baseline(const std::string& path, std::string& error) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = path + ": cannot be read";
    return std::nullopt;
  }
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  Baseline baseline;
  if (const size_t first = text.find_first_not_of(" \t\r\n"); first != std::string::npos && text[first] == '{') {
    // A SARIF log is written over many lines, a JSONL report one record to a line.
    const nlohmann::json whole = nlohmann::json::parse(text, nullptr, false);
    if (whole.is_object() && whole.contains("runs")) {
      if (read_sarif(whole, baseline)) return baseline;
      error = path + ": a SARIF log whose \"runs\" is no list";
      return std::nullopt;
    }
  }
  uint64_t number = 0;
  for (size_t at = 0; at < text.size();) {
    size_t end = text.find('\n', at);
    if (end == std::string::npos) end = text.size();
    const std::string_view line(text.data() + at, end - at);
    at = end + 1;
    ++number;
    if (line.find_first_not_of(" \t\r") == std::string_view::npos) continue;
    const nlohmann::json record = nlohmann::json::parse(line, nullptr, false);
    const auto kind = record.is_object() ? record.find("kind") : record.end();
    const auto fingerprint = record.is_object() ? record.find("fingerprint") : record.end();
    if (fingerprint != record.end() && fingerprint->is_string()) {
      baseline.insert(fingerprint->get<std::string>());
      continue;
    }
    // The report's other records (game, summary, shard, input_error) are no findings.
    const bool finding = kind != record.end() && kind->is_string() && kind_from_name(kind->get<std::string>());
    if (record.is_object() && kind != record.end() && !finding) continue;
    error = fmt::format("{}:{}: {}", path, number,
                        finding ? "a finding record without a \"fingerprint\" (a report of an Arbiter from before "
                                  "fingerprints: check again to write one)"
                                : "no baseline record: a baseline is a check report (--format jsonl), a "
                                  "--write-baseline file or a SARIF log (--format sarif)");
    return std::nullopt;
  }
  return baseline;
}

void append_baseline(const GameRecord& game, std::string_view file, std::string& out) {
  for (const Finding& f : game.findings) {
    out += "{\"kind\":\"";
    out += kind_name(f.kind);
    out += "\",\"file\":";
    append_json_string(out, to_utf8(file));
    fmt::format_to(std::back_inserter(out), ",\"line\":{},\"fingerprint\":\"{}\"}}\n", f.line,
                   finding_fingerprint(game, f));
  }
}

uint64_t hide_baselined(const Baseline& baseline, GameRecord& game) {
  return std::erase_if(game.findings,
                       [&](const Finding& f) { return baseline.contains(finding_fingerprint(game, f)); });
}

}  // namespace arbiter
