#include "cli/check_settings.h"

#include <array>
#include <vector>

#include "adjudicate/time_class.h"
#include "cli/command_line.h"
#include "cli/read_options.h"
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

// Arrays, not initializer lists: GCC 12 refuses a constexpr
// initializer_list whose elements are pairs (its backing array is a
// temporary it may not modify in a constant expression).
template <class T>
using Word = std::pair<std::string_view, T>;

constexpr Word<Severity> Levels[] = {
    {"error", Severity::error}, {"warning", Severity::warning}, {"info", Severity::info}};
constexpr Word<Format> Formats[] = {{"text", Format::text},     {"jsonl", Format::jsonl},   {"sarif", Format::sarif},
                                    {"github", Format::github}, {"gitlab", Format::gitlab}, {"junit", Format::junit}};
constexpr std::string_view TimeClasses = "standard|rapid|blitz";

template <class T, size_t N>
std::optional<T> find_word(const Word<T> (&words)[N], std::string_view v) {
  for (const auto& [word, value] : words)
    if (word == v) return value;
  return std::nullopt;
}

template <class T, size_t N>
std::vector<std::string_view> names(const Word<T> (&words)[N]) {
  std::vector<std::string_view> out;
  for (const auto& word : words) out.push_back(word.first);
  return out;
}

}  // namespace

std::span<const SettingKey> setting_keys() { return Keys; }

const SettingKey* find_setting(std::string_view name) {
  for (const SettingKey& k : Keys)
    if (k.name == name) return &k;
  return nullptr;
}

std::string setting_value_name(std::string_view name) {
  if (name == "rules") return edition_ids();
  if (name == "time-class") return std::string(TimeClasses);
  if (name == "fail-on") return one_of(names(Levels));
  if (name == "format") return one_of(names(Formats));
  if (name == "lang") return language_codes();
  if (name == "notation") return notation_names();
  return "N";
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
    if (!options.read.language) return std::string(LangTakes);
  } else if (name == "notation") {
    options.read.notation = parse_notation(value);
    if (!options.read.notation) return std::string(NotationTakes);
  } else if (name == "fail-on") {
    const auto level = find_word(Levels, value);
    if (!level) return takes(names(Levels));
    options.report.fail_on = *level;
  } else if (name == "jobs") {
    const auto n = parse_unsigned(std::string(value));
    if (!n || *n == 0) return "needs a positive number";
    options.jobs = *n;
  } else if (name == "format") {
    const auto format = find_word(Formats, value);
    if (!format) return takes(names(Formats));
    options.report.format = *format;
  }
  return std::nullopt;
}

}  // namespace arbiter
