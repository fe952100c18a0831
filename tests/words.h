// A text cut into its words, as the notation tests read move lists and
// expected answers written out in one string.
#pragma once

#include <sstream>
#include <string>
#include <string_view>
#include <vector>

// The words of `text`, split at white space.
inline std::vector<std::string> split_words(std::string_view text) {
  std::istringstream in{std::string(text)};
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}
