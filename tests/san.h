// A move token read against a position, as the notation tests read it: with
// English letters (read_san(token)), or with a language's letters as well
// (read_san(token, lang)).
#pragma once

#include <catch2/catch.hpp>

#include <optional>
#include <string_view>
#include <vector>

#include "core/position.h"
#include "notation/move_query.h"
#include "notation/piece_letters.h"
#include "notation/san.h"

namespace san_detail {

inline std::optional<arbiter::SanText> read(std::string_view token, const arbiter::Language* lang) {
  return lang ? arbiter::read_san(token, *lang) : arbiter::read_san(token);
}

inline std::vector<arbiter::Move> denoted(const arbiter::Position& pos, std::string_view token,
                                          const arbiter::Language* lang) {
  const auto text = read(token, lang);
  if (!text) return {};
  const arbiter::Matches found(pos, text->query);
  return {found.begin(), found.end()};
}

inline arbiter::Move resolve(const arbiter::Position& pos, std::string_view token, const arbiter::Language* lang) {
  INFO(token << " in " << (lang ? lang->name : std::string_view("English")));
  const std::vector<arbiter::Move> found = denoted(pos, token, lang);
  REQUIRE(found.size() == 1);
  return found[0];
}

inline uint16_t deviations(const arbiter::Position& pos, std::string_view token, const arbiter::Language* lang) {
  const arbiter::Move m = resolve(pos, token, lang);
  const auto text = read(token, lang);
  arbiter::Position after = pos;
  after.play(m);
  return text->deviations | arbiter::judge(pos, m, *text, after);
}

}  // namespace san_detail

// The legal moves of `pos` the token denotes; none when it is no move text.
inline std::vector<arbiter::Move> denoted(const arbiter::Position& pos, std::string_view token) {
  return san_detail::denoted(pos, token, nullptr);
}
inline std::vector<arbiter::Move> denoted(const arbiter::Position& pos, std::string_view token,
                                          const arbiter::Language& lang) {
  return san_detail::denoted(pos, token, &lang);
}

// The one legal move the token denotes; the test fails unless there is exactly one.
inline arbiter::Move resolve(const arbiter::Position& pos, std::string_view token) {
  return san_detail::resolve(pos, token, nullptr);
}
inline arbiter::Move resolve(const arbiter::Position& pos, std::string_view token, const arbiter::Language& lang) {
  return san_detail::resolve(pos, token, &lang);
}

// The deviations from standard SAN of the token, read as that one move: the
// textual ones and those only the board shows.
inline uint16_t deviations(const arbiter::Position& pos, std::string_view token) {
  return san_detail::deviations(pos, token, nullptr);
}
inline uint16_t deviations(const arbiter::Position& pos, std::string_view token, const arbiter::Language& lang) {
  return san_detail::deviations(pos, token, &lang);
}
