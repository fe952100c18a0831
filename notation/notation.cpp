#include "notation/notation.h"

#include <algorithm>
#include <array>

#include "core/movegen.h"
#include "notation/write_algebraic.h"

namespace arbiter {

namespace {

// Languages by how often their records are met, so that among languages with
// the same letters (Spanish and Italian; German and the Scandinavian ones) a
// game is said to be in the commoner; then descriptive notation.
std::vector<Notation> make_readable_notations() {
  constexpr std::array<std::string_view, 18> Order = {"en", "es", "de", "fr", "nl", "pt", "it", "ru", "pl",
                                                      "cs", "hu", "sv", "da", "no", "fi", "is", "et", "ro"};
  std::vector<Notation> out;
  auto add = [&](const Language* l) {
    if (!l) return;
    for (const Notation& n : out)
      if (n.language->reads_like(*l)) return;
    out.push_back({Notation::Style::algebraic, l});
  };
  for (std::string_view code : Order) add(find_language(code));
  for (const Language& l : languages())
    if (&l != &Figurine) add(&l);
  out.push_back({Notation::Style::descriptive, &English});
  out.push_back({Notation::Style::descriptive, find_language("es")});
  return out;
}

}  // namespace

std::string Notation::name() const {
  return std::string(style == Style::algebraic ? "san-" : "desc-") + std::string(language->code);
}

std::string Notation::description() const {
  return std::string(language->name) + (style == Style::algebraic ? " algebraic" : " descriptive");
}

std::optional<Notation> parse_notation(std::string_view name) {
  for (const Notation& n : readable_notations())
    if (n.name() == name) return n;
  // Languages whose letters another one shares are read all the same.
  if (name.starts_with("san-"))
    if (const Language* l = find_language(name.substr(4)); l && l != &Figurine)
      return Notation{Notation::Style::algebraic, l};
  return std::nullopt;
}

std::span<const Notation> readable_notations() {
  static const std::vector<Notation> all = make_readable_notations();
  return all;
}

MoveReader::MoveReader(Notation notation) : notation_(notation) {
  if (notation.style == Notation::Style::descriptive && notation.language->code == "es")
    descriptive_language_ = DescriptiveLanguage::Spanish;
}

namespace {
// No notation writes a move this long; longer words are not looked at.
constexpr size_t LongestMove = 40;
}  // namespace

void MoveReader::read(const Board& board, std::string_view word, Reading& out) const {
  out.moves.clear();
  out.san.reset();
  out.descriptive.reset();
  if (word.empty() || word.size() > LongestMove) {  // empty: a scoresheet's blank cell
    out.word = Word::unreadable;
    return;
  }
  if (notation_.style == Notation::Style::algebraic) {
    if (notation_.language == &English) {
      if (!read_plain_san(word, out.san.emplace())) out.san = read_san(word, English);
    } else {
      out.san = read_san(word, *notation_.language);
    }
    if (!out.san) {
      // "a. p." as the 2009 rulebook's Appendix C prints it comes as two
      // words; a check mark may stand apart.
      const bool annotation = is_en_passant_word(word) || word == "a." || word == "p." || word == "+" ||
                              word == "++" || word == "#";
      out.word = annotation ? Word::annotation : Word::unreadable;
      return;
    }
    out.word = Word::move;
    append_matches(board.pos, out.san->query, out.moves);
    return;
  }
  if (is_descriptive_annotation(word, descriptive_language_)) {
    out.word = Word::annotation;
    return;
  }
  out.descriptive = read_descriptive(word, descriptive_language_);
  if (!out.descriptive) {
    out.word = Word::unreadable;
    return;
  }
  out.word = Word::move;
  denote(board.pos, board.origins, *out.descriptive, out.moves);
}

bool MoveReader::readable(std::string_view word) const {
  if (word.empty() || word.size() > LongestMove) return false;
  if (notation_.style == Notation::Style::algebraic)
    return is_en_passant_word(word) || word == "a." || word == "p." || word == "+" || word == "++" || word == "#" ||
           (notation_.language == &English ? read_san(word) : read_san(word, *notation_.language)).has_value();
  return is_descriptive_annotation(word, descriptive_language_) ||
         read_descriptive(word, descriptive_language_).has_value();
}

void MoveReader::play(Board& board, Move m) const {
  if (notation_.style == Notation::Style::descriptive && !m.is_none()) board.origins.play(board.pos, m);
  if (m.is_none())
    board.pos.play_null();
  else
    board.pos.play(m);
}

std::vector<NearReading> MoveReader::near(const Board& board, const Reading& reading) const {
  if (!reading.descriptive) return {};
  return near_readings(board.pos, board.origins, *reading.descriptive);
}

std::string MoveReader::write(const Board& board, Move m) const {
  if (notation_.style == Notation::Style::descriptive)
    return write_descriptive(board.pos, board.origins, m, descriptive_language_);
  if (notation_.language == &English) return to_san(board.pos, m);
  return to_algebraic(board.pos, m, *notation_.language);
}

}  // namespace arbiter
