// Checks the PGN file it is given with the installed library and writes a
// line per finding and per game (a pass of check_text on the same bytes
// must say the same): what library_test.sh holds against arbiter check.
// Usage: consumer FILE [RULES]
#include <arbiter/arbiter.h>

#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>

namespace {

std::string findings_and_games(const std::string& path, const arbiter::api::Options& options, bool as_text) {
  std::ostringstream out;
  arbiter::api::Callbacks on;
  on.finding = [&](const arbiter::api::Finding& f) {
    out << "finding " << f.kind << ' ' << f.line << ':' << f.column << " offset " << f.byte_offset << " game "
        << f.game << " move " << f.move_number << ' '
        << (f.side ? (*f.side == arbiter::api::Side::white ? "white" : "black") : "-") << ' ' << f.text << " ["
        << f.rule << "] candidates";
    for (const std::string& c : f.candidates) out << ' ' << c;
    out << '\n';
  };
  on.game = [&](const arbiter::api::GameRecord& g) {
    out << "game " << g.game << ' ' << g.white << " - " << g.black << ' ' << g.result << " plies "
        << g.moves_uci.size() << " fen " << g.final_fen.value_or("none") << " draw offers";
    for (const int ply : g.draw_offers) out << ' ' << ply;
    out << '\n';
  };
  arbiter::api::Summary s;
  if (as_text) {
    std::ifstream in(path, std::ios::binary);
    const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    s = arbiter::api::check_text(text, options, on, path);
  } else {
    s = arbiter::api::check_file(path, options, on);
  }
  out << "summary games " << s.games << " errors " << s.errors << " warnings " << s.warnings << " infos " << s.infos
      << '\n';
  return out.str();
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return 2;
  arbiter::api::Options options;
  if (argc > 2) options.rules = argv[2];
  try {
    const std::string report = findings_and_games(argv[1], options, false);
    if (report != findings_and_games(argv[1], options, true)) {
      std::cerr << "check_text and check_file disagree\n";
      return 1;
    }
    std::cout << "arbiter " << arbiter::api::version() << '\n' << report;
    arbiter::api::check_file(std::string(argv[1]) + ".missing");
  } catch (const std::runtime_error& e) {
    std::cout << "unreadable: " << e.what() << '\n';
  }
  try {
    options.rules = "fide-1800";
    arbiter::api::check_text("1. e4 *", options);
  } catch (const std::invalid_argument& e) {
    std::cout << "refused: " << e.what() << '\n';
  }
  return 0;
}
