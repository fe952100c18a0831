// Access to the shared corpus of real games (../shared/corpus), read by path.
#pragma once

#include <fstream>
#include <sstream>
#include <string>

inline std::string corpus_path(const std::string& relative) { return std::string(CORPUS_DIR) + "/" + relative; }

inline std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// Lines starting with "[Event ", the count MANIFEST.tsv gives for each file.
inline size_t count_event_tags(const std::string& text) {
  size_t n = 0;
  for (size_t pos = 0; (pos = text.find("[Event ", pos)) != std::string::npos; ++pos)
    if (pos == 0 || text[pos - 1] == '\n') ++n;
  return n;
}
