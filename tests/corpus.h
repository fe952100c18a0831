// Access to the shared corpus of real games (../shared/corpus), and to the
// project's own samples/, read by path.
#pragma once

#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "parser/game_splitter.h"

inline std::string corpus_path(const std::string& relative) { return std::string(CORPUS_DIR) + "/" + relative; }
inline std::string sample_path(const std::string& relative) { return std::string(SOURCE_DIR) + "/samples/" + relative; }

// The tests' own reference data (tests/data, written by tests/tools).
inline std::string test_data_path(const std::string& name) { return std::string(SOURCE_DIR) + "/tests/data/" + name; }

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

// MANIFEST.tsv: local_file -> games (lines starting with "[Event ") for the
// .pgn files.
inline std::map<std::string, size_t> manifest_counts() {
  std::istringstream manifest(read_file(corpus_path("MANIFEST.tsv")));
  std::map<std::string, size_t> counts;
  std::string line;
  std::getline(manifest, line);  // header
  while (std::getline(manifest, line)) {
    std::vector<std::string> fields;
    std::istringstream row(line);
    for (std::string field; std::getline(row, field, '\t');) fields.push_back(field);
    if (fields.size() > 5 && fields[0].ends_with(".pgn")) counts[fields[0]] = std::stoul(fields[5]);
  }
  return counts;
}

// The games of a whole text, split as `arbiter check` splits them.
inline arbiter::GameChunk split_text(std::string_view text) {
  arbiter::GameSplitter splitter;
  splitter.feed(text);
  splitter.finish();
  return splitter.take();
}

// The same for a whole file.
inline arbiter::GameChunk split_games(const std::string& path) { return split_text(read_file(path)); }
