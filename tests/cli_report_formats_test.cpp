// The pieces the CI report formats share: GitHub's workflow command
// escaping (as actions/toolkit's command.ts escapeData and escapeProperty),
// URIs of paths, and columns in UTF-16 code units.
#include <catch2/catch.hpp>

#include <string>

#include "cli/report_formats.h"

using namespace arbiter;

namespace {

std::string data(std::string_view s) {
  std::string out;
  append_github_data(out, s);
  return out;
}

std::string property(std::string_view s) {
  std::string out;
  append_github_property(out, s);
  return out;
}

}  // namespace

TEST_CASE("GitHub messages escape %, CR and LF, and keep : and ,", "[report][github]") {
  CHECK(data("100% sure") == "100%25 sure");
  CHECK(data("a\r\nb") == "a%0D%0Ab");
  CHECK(data("game 1: e4, e5") == "game 1: e4, e5");
  // '%' is escaped first: a message holding "%0A" keeps it as text.
  CHECK(data("%0A") == "%250A");
}

TEST_CASE("GitHub properties also escape : and ,", "[report][github]") {
  CHECK(property("dir/a:b,c.pgn") == "dir/a%3Ab%2Cc.pgn");
  CHECK(property("50%\r\n") == "50%25%0D%0A");
  CHECK(property("%3A") == "%253A");
}

TEST_CASE("A path's URI percent-encodes all but unreserved characters and '/'", "[report][sarif]") {
  CHECK(path_uri("samples/errors.pgn") == "samples/errors.pgn");
  CHECK(path_uri("my games/caf\xC3\xA9.pgn") == "my%20games/caf%C3%A9.pgn");
  CHECK(path_uri("c:games.pgn") == "c%3Agames.pgn");  // not a scheme
  CHECK(path_uri("latin\xE9%.pgn") == "latin%E9%25.pgn");
  CHECK(path_uri("/abs/x.pgn") == "/abs/x.pgn");
}

TEST_CASE("Columns count UTF-16 code units from the line's start", "[report][sarif]") {
  // The game's text starts at byte 100 of its file.
  const std::string text = "[White \"x\"]\n1. e4 Nf6\n";
  CHECK(utf16_column(text, 100, 100) == 1);
  CHECK(utf16_column(text, 100, 100 + 12 + 6) == 7);  // Nf6
  // U+00E9 (two bytes) is one unit; U+1F600 (four bytes) two; a stray
  // Latin-1 byte one.
  const std::string wide = "\xC3\xA9\xF0\x9F\x98\x80\xFFx";
  CHECK(utf16_column(wide, 0, 7) == 5);
  // A place outside the game's text (none should be) is column 1.
  CHECK(utf16_column(text, 100, 50) == 1);
  CHECK(utf16_column(text, 100, 1000) == 1);
}
