#include "cli/read_options.h"

#include <CLI/CLI.hpp>

#include "cli/command_line.h"
#include "notation/piece_letters.h"

namespace arbiter {

std::string with_read_options(std::string_view help) {
  constexpr std::string_view Marker = "%READ_OPTIONS%\n";
  std::string out(help);
  if (const size_t at = out.find(Marker); at != std::string::npos) out.replace(at, Marker.size(), ReadOptionsHelp);
  return out;
}

std::string language_codes() {
  std::vector<std::string_view> codes;
  for (const Language& l : languages()) codes.push_back(l.code);
  return one_of(codes);
}

std::string notation_names() {
  std::string names;
  for (const Language& l : languages()) names += "san-" + std::string(l.code) + "|";
  return names + "desc-en|desc-es";
}

void add_notation_option(CLI::App& app, const std::string& name, std::optional<Notation>& notation) {
  add_value(app, name, notation_names(), [&notation](const std::string& v) -> std::optional<std::string> {
    notation = parse_notation(v);
    if (!notation) return std::string(NotationTakes);
    return std::nullopt;
  });
}

void add_read_options(CLI::App& app, ReadOptions& read) {
  add_notation_option(app, "--notation", read.notation);
  add_value(app, "--lang", language_codes(), [&read](const std::string& v) -> std::optional<std::string> {
    read.language = find_language(v);
    if (!read.language) return std::string(LangTakes);
    return std::nullopt;
  });
  app.add_flag("--ocr", read.ocr);
}

}  // namespace arbiter
