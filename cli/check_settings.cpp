#include "cli/check_settings.h"

#include <array>

#include "adjudicate/time_class.h"
#include "cli/args.h"
#include "cli/rules_option.h"
#include "notation/piece_letters.h"

namespace arbiter {

namespace {

constexpr std::array<SettingKey, 8> Keys{{
    {"rules", true, "fide-2023"},
    {"time-class", true, "from each game's TimeControl tag"},
    {"min-draw-moves", true, "30"},
    {"lang", true, "any"},
    {"notation", true, "detected"},
    {"fail-on", false, "error"},
    {"jobs", false, "all cores"},
    {"format", false, "text"},
}};

std::optional<Severity> parse_severity(std::string_view v) {
  if (v == "error") return Severity::error;
  if (v == "warning") return Severity::warning;
  if (v == "info") return Severity::info;
  return std::nullopt;
}

std::optional<Format> parse_format(std::string_view v) {
  if (v == "text") return Format::text;
  if (v == "jsonl") return Format::jsonl;
  if (v == "sarif") return Format::sarif;
  if (v == "github") return Format::github;
  if (v == "gitlab") return Format::gitlab;
  if (v == "junit") return Format::junit;
  return std::nullopt;
}

}  // namespace

std::span<const SettingKey> setting_keys() { return Keys; }

const SettingKey* find_setting(std::string_view name) {
  for (const SettingKey& k : Keys)
    if (k.name == name) return &k;
  return nullptr;
}

std::optional<std::string> apply_setting(std::string_view name, std::string_view value, CheckOptions& options) {
  if (name.starts_with(KindsPrefix)) {
    const auto kind = kind_from_name(name.substr(KindsPrefix.size()));
    const auto level = parse_kind_level(value);
    if (!kind) return "is no finding kind";
    if (!level) return "takes off, info, warning or error";
    options.kinds[size_t(*kind)] = *level;
  } else if (name == "rules") {
    const Edition* edition = find_edition(value);
    if (!edition) return rules_takes();
    options.report.edition = options.adjudication.edition = edition;
  } else if (name == "time-class") {
    const auto c = parse_time_class(value);
    if (!c) return "takes standard, rapid or blitz";
    options.adjudication.time_class = c;
  } else if (name == "min-draw-moves") {
    const auto n = parse_unsigned(std::string(value));
    if (!n) return "needs a number";
    options.adjudication.min_draw_moves = int(*n);
  } else if (name == "lang") {
    options.read.language = find_language(value);
    if (!options.read.language) return "takes a language code: en, es, de, fr, it, nl, pt, ...";
  } else if (name == "notation") {
    options.read.notation = parse_notation(value);
    if (!options.read.notation) return "takes san-LANG, desc-en or desc-es";
  } else if (name == "fail-on") {
    const auto level = parse_severity(value);
    if (!level) return "takes error, warning or info";
    options.report.fail_on = *level;
  } else if (name == "jobs") {
    const auto n = parse_unsigned(std::string(value));
    if (!n || *n == 0) return "needs a positive number";
    options.jobs = *n;
  } else if (name == "format") {
    const auto format = parse_format(value);
    if (!format) return "takes text, jsonl, sarif, github, gitlab or junit";
    options.report.format = *format;
  }
  return std::nullopt;
}

}  // namespace arbiter
