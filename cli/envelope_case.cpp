#include "cli/envelope_case.h"

#include <fmt/format.h>

#include <array>
#include <cctype>

#include "cli/command_line.h"
#include "core/fen.h"
#include "core/forsyth.h"
#include "parser/game_splitter.h"
#include "parser/pgn_reader.h"
#include "validate/location.h"

namespace arbiter {

namespace {

// The tags and moves of one game's text.
class TagCollector final : public PgnVisitor {
 public:
  TagCollector(PgnEnvelope& out, const GameText& game) : out_(out), lines_(game) {}
  Flow tag(std::string_view name, std::string_view value, size_t offset) override {
    out_.fields.fields.push_back({std::string(name), std::string(value), lines_.line_at(offset)});
    return Flow::go_on;
  }
  Flow san(std::string_view token, size_t) override {
    out_.moves.emplace_back(token);
    return Flow::go_on;
  }
  Skip begin_variation(size_t) override { return Skip::yes; }
  void problem(std::string_view message, size_t offset) override {
    out_.fields.problems.push_back({std::string(message), lines_.line_at(offset)});
  }

 private:
  PgnEnvelope& out_;
  LineCounter lines_;  // LF, CRLF or a lone CR, as the splitter counts lines
};

std::optional<Color> color_named(std::string_view s) {
  std::string lower;
  for (char c : s) lower += char(std::tolower(static_cast<unsigned char>(c)));
  if (lower == "white" || lower == "w" || lower == "blancas" || lower == "blancos") return White;
  if (lower == "black" || lower == "b" || lower == "negras" || lower == "negros") return Black;
  return std::nullopt;
}

// Keys as a Spanish-speaking arbiter writes them, beside the English ones.
struct KeyAliases {
  std::string_view key;
  std::array<std::string_view, 2> aliases;
};
constexpr std::array<KeyAliases, 13> Aliases = {{
    {"White", {"Blancas"}},
    {"Black", {"Negras"}},
    {"Event", {"Torneo", "Evento"}},
    {"SealedMove", {"Jugada sellada", "Jugada secreta"}},
    {"SealedBy", {"Sellada por", "Sella"}},
    {"SealedMoveNumber", {"N\xC3\xBAmero de jugada", "Numero de jugada"}},
    {"SealedNotation", {"Notaci\xC3\xB3n", "Notacion"}},
    {"WhiteClock", {"Tiempo blancas", "Reloj blancas"}},
    {"BlackClock", {"Tiempo negras", "Reloj negras"}},
    {"DrawOffer", {"Oferta de tablas"}},
    {"Resumption", {"Reanudaci\xC3\xB3n", "Reanudacion"}},
    {"FlagFallen", {"Bandera ca\xC3\xAD" "da", "Bandera caida"}},
    {"Forsyth", {"Posici\xC3\xB3n", "Posicion"}},
}};

std::string_view value_of(const EnvelopeText& e, std::string_view key) {
  const EnvelopeField* f = envelope_field(e, key);
  return f ? std::string_view(f->value) : std::string_view();
}

// The position before the sealed move: FEN, or Forsyth with the sealer to move.
std::optional<Position> setup(const EnvelopeText& e, std::optional<Color> sealer, std::vector<std::string>& problems) {
  if (const std::string_view fen = value_of(e, "FEN"); !fen.empty()) {
    const FenResult r = parse_fen(fen, FenCastling::drop_unfounded);
    if (!r) problems.push_back("invalid FEN: " + r.error);
    return r.position;
  }
  const std::string_view forsyth = value_of(e, "Forsyth");
  if (forsyth.empty()) return parse_fen(StartFen).position;
  if (!sealer) {
    problems.push_back("a Forsyth position needs \"Sealed by\" to say who is to move");
    return std::nullopt;
  }
  const ForsythResult r =
      parse_forsyth_english_or_spanish(forsyth, *sealer, ForsythCastling::infer_from_home_squares);
  if (!r) problems.push_back("invalid Forsyth position: " + r.error);
  return r.position;
}

}  // namespace

const EnvelopeField* envelope_field(const EnvelopeText& e, std::string_view key) {
  if (const EnvelopeField* f = e.find(key)) return f;
  for (const KeyAliases& a : Aliases)
    if (a.key == key)
      for (std::string_view alias : a.aliases)
        if (const EnvelopeField* f = alias.empty() ? nullptr : e.find(alias)) return f;
  return nullptr;
}

std::vector<PgnEnvelope> read_pgn_envelopes(std::string_view text) {
  GameSplitter splitter;
  splitter.feed(text);
  splitter.finish();
  const GameChunk chunk = splitter.take();
  std::vector<PgnEnvelope> out;
  for (size_t i = 0; i < chunk.games.size(); ++i) {
    const GameText g = chunk.game(i);
    PgnEnvelope e;
    e.fields.line = g.line;
    e.fields.offset = g.offset;
    TagCollector collector(e, g);
    read_pgn_game(g.text, collector);
    out.push_back(std::move(e));
  }
  return out;
}

EnvelopeCase envelope_case(const EnvelopeText& e, const std::vector<std::string>& moves,
                           const std::optional<Notation>& forced) {
  EnvelopeCase out;
  for (const EnvelopeProblem& p : e.problems) out.problems.push_back(fmt::format("line {}: {}", p.line, p.message));
  const std::string_view written = value_of(e, "SealedMove");
  if (written.empty()) out.problems.push_back("no \"Sealed move\"");
  std::optional<Color> sealer;
  if (const std::string_view by = value_of(e, "SealedBy"); !by.empty()) {
    sealer = color_named(by);
    if (!sealer) out.problems.push_back(fmt::format("\"Sealed by\" is White or Black, not \"{}\"", by));
  }
  std::optional<Notation> notation = forced;
  if (const std::string_view name = value_of(e, "SealedNotation"); !name.empty() && !forced) {
    notation = parse_notation(name);
    if (!notation)
      out.problems.push_back(fmt::format("unknown notation \"{}\" (san-en, san-es, desc-en, desc-es...)", name));
  }
  std::optional<Color> flag;
  if (const std::string_view f = value_of(e, "FlagFallen"); !f.empty()) {
    flag = color_named(f);
    if (!flag) out.problems.push_back(fmt::format("\"Flag fallen\" is White or Black, not \"{}\"", f));
  }
  const std::optional<Position> start = setup(e, sealer, out.problems);
  if (!start || !out.problems.empty()) return out;

  // The game's moves, when the envelope is a PGN game that has them.
  Board board(*start);
  const MoveReader san(readable_notations()[0]);
  MoveReader::Reading r;
  for (const std::string& word : moves) {
    san.read(board, word, r);
    if (r.word == MoveReader::Word::annotation) continue;
    if (r.moves.size() != 1) {
      out.problems.push_back(fmt::format("the game's move {} is not one legal move", word));
      return out;
    }
    san.play(board, r.moves[0]);
  }
  const Color to_move = board.pos.side_to_move();
  if (sealer && *sealer != to_move) {
    const auto name = [](Color c) { return c == White ? "White" : "Black"; };
    out.problems.push_back(fmt::format("sealed by {}, but the position has {} to move", name(*sealer), name(to_move)));
    return out;
  }
  if (const std::string_view number = value_of(e, "SealedMoveNumber"); !number.empty()) {
    const std::optional<unsigned> n = parse_unsigned(std::string(number));
    if (!n || *n == 0) {
      out.problems.push_back(fmt::format("\"Sealed move number\" is a number, not \"{}\"", number));
    } else if (int(*n) != board.pos.fullmove_number()) {
      if (!value_of(e, "Forsyth").empty())  // Forsyth has no move number: the envelope's is it
        board.pos.set_clocks(board.pos.halfmove_clock(), int(*n));
      else
        out.problems.push_back(fmt::format("the envelope says move {}, the position move {}", number,
                                           board.pos.fullmove_number()));
    }
  }
  out.sealed = SealedCase{board, std::string(written), notation, flag};
  return out;
}

}  // namespace arbiter
