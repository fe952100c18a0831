#include "cli/read_options.h"

namespace arbiter {

std::string with_read_options(std::string_view help) {
  constexpr std::string_view Marker = "%READ_OPTIONS%\n";
  std::string out(help);
  if (const size_t at = out.find(Marker); at != std::string::npos) out.replace(at, Marker.size(), ReadOptionsHelp);
  return out;
}

std::optional<int> read_option(Args& args, ReadOptions& read) {
  const std::string& flag = args.flag();
  if (flag == "--notation") {
    const auto v = args.value();
    read.notation = v ? parse_notation(*v) : std::nullopt;
    if (!read.notation) return usage_error("--notation takes san-LANG, desc-en or desc-es");
    return 0;
  }
  if (flag == "--lang") {
    const auto v = args.value();
    read.language = v ? find_language(*v) : nullptr;
    if (!read.language) return usage_error("--lang takes a language code: en, es, de, fr, it, nl, pt, ...");
    return 0;
  }
  if (flag == "--ocr") {
    read.ocr = true;
    return 0;
  }
  return std::nullopt;
}

}  // namespace arbiter
