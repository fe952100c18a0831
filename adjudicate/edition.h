// An edition of the Laws of Chess as data: its name and the article that
// holds each Law. Adding an edition means adding one definition in
// edition.cpp; nothing else changes.
#pragma once

#include <array>
#include <span>
#include <string>
#include <string_view>

#include "validate/law.h"

namespace arbiter {

struct Edition {
  std::string_view id;     // as --rules names it: "fide-2023"
  std::string_view title;  // as citations begin: "FIDE 2023"
  std::array<std::string_view, size_t(Law::Count)> articles{};

  // "FIDE 2023 3.9.2", or "" when the edition has no article for `law`.
  std::string cite(Law law) const;
};

std::span<const Edition> editions();
// The edition with that id, or nullptr.
const Edition* find_edition(std::string_view id);
const Edition& default_edition();

}  // namespace arbiter
