#include "notation/ocr.h"

#include <array>
#include <unordered_set>

namespace arbiter {

namespace {

struct Confusion {
  std::string_view seen, meant;
};

// What a scan shows, and what may have been printed. From the OCR text of
// the 1966 rulebook's Torre-Lasker score (KIT for R1T, CIA for C1A, TIR for
// T1R, I'IA for P4A, A6AÜ for A6A!) and the usual pairs.
constexpr std::array<Confusion, 30> Confusions = {{
    {"I'", "P"}, {"I", "1"},  {"I", "4"},  {"I", "T"}, {"l", "1"},  {"l", "I"},  {"1", "I"},  {"1", "l"},
    {"|", "1"},  {"O", "0"},  {"0", "O"},  {"O", "D"}, {"0", "D"},  {"D", "O"},  {"K", "R"},  {"R", "K"},
    {"S", "5"},  {"5", "S"},  {"B", "8"},  {"8", "B"}, {"Z", "2"},  {"2", "Z"},  {"G", "6"},  {"6", "G"},
    {"\xC3\x9C", ""},  // Ü: a scanned "!"
    {"\xC3\x81", "A"}, {"\xC3\x89", "E"}, {"\xC3\x8D", "I"}, {"\xC3\x93", "O"}, {"'", ""},
}};

// Every word one confusion away from `word`, appended to `out`.
void one_away(const std::string& word, std::vector<std::string>& out) {
  for (const Confusion& c : Confusions)
    for (size_t at = word.find(c.seen); at != std::string::npos; at = word.find(c.seen, at + 1))
      out.push_back(word.substr(0, at) + std::string(c.meant) + word.substr(at + c.seen.size()));
}

}  // namespace

std::vector<std::string> ocr_readings(std::string_view word) {
  // Longer than any move text: no reading of it can be a move, and a word of
  // many confusable characters would have thousands of readings.
  constexpr size_t LongestMove = 40;
  if (word.size() > LongestMove) return {};
  const std::string original(word);
  std::vector<std::string> near;
  one_away(original, near);
  std::vector<std::string> out = near;
  for (const std::string& w : near) one_away(w, out);
  // Each once, nearest first, never the word itself.
  std::vector<std::string> unique;
  std::unordered_set<std::string> seen{original, ""};
  for (std::string& w : out)
    if (seen.insert(w).second) unique.push_back(std::move(w));
  return unique;
}

}  // namespace arbiter
