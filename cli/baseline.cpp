#include "cli/baseline.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <fstream>

#include "cli/json.h"
#include "cli/report_formats.h"
#include "validate/encoding.h"

namespace arbiter {

std::optional<Baseline> read_baseline(const std::string& path, std::string& error) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = path + ": cannot be read";
    return std::nullopt;
  }
  Baseline baseline;
  std::string line;
  for (uint64_t number = 1; std::getline(in, line); ++number) {
    if (line.empty()) continue;
    const nlohmann::json record = nlohmann::json::parse(line, nullptr, false);
    const auto fingerprint = record.is_object() ? record.find("fingerprint") : record.end();
    if (!record.is_object() || fingerprint == record.end() || !fingerprint->is_string()) {
      error = fmt::format("{}:{}: no baseline record (a JSON object with a \"fingerprint\"; --write-baseline "
                          "writes them)",
                          path, number);
      return std::nullopt;
    }
    baseline.insert(fingerprint->get<std::string>());
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
