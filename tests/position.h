// The tests' positions, written out as FEN: one that does not read fails the
// test where it stands, saying why.
#pragma once

#include <catch2/catch.hpp>

#include <string_view>

#include "core/fen.h"

inline arbiter::Position from_fen(std::string_view fen) {
  const arbiter::FenResult r = arbiter::parse_fen(fen);
  INFO(fen << ": " << r.error);
  REQUIRE(r);
  return *r.position;
}
