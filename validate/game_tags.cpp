#include "validate/game_tags.h"

#include <fmt/format.h>

#include "core/fen.h"
#include "core/forsyth.h"
#include "validate/encoding.h"

namespace arbiter {

namespace {

// Equality with a literal, byte by byte: every tag of every game goes
// through here, and a library compare costs a call per test.
template <size_t N>
bool is(std::string_view s, const char (&literal)[N]) {
  if (s.size() != N - 1) return false;
  for (size_t i = 0; i + 1 < N; ++i)
    if (s[i] != literal[i]) return false;
  return true;
}

// Variants whose moves follow the standard rules (Chess960 castling included).
enum class VariantSupport { standard, chess960, unsupported };

VariantSupport classify_variant(std::string_view v) {
  std::string s;
  for (char c : v) s += char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  if (s.empty() || s == "standard" || s == "normal" || s == "chess" || s == "from position") return VariantSupport::standard;
  if (s == "chess960" || s == "chess 960" || s == "960" || s == "fischerandom" || s == "fischerrandom" ||
      s == "fischer random" || s == "frc" || s == "dfrc")
    return VariantSupport::chess960;
  return VariantSupport::unsupported;
}

// A starting position written in Forsyth notation as the 1966 rulebook
// writes it ("r6k, 8, ..."), with the side to move after it ("... b",
// "negras"; White when not said), in English or Spanish letters. Castling
// rights are those whose king and rook stand at home.
FenResult read_forsyth(std::string_view text) {
  Color side = White;
  const size_t blank = text.find_last_of(' ');
  if (blank != std::string_view::npos) {
    std::string last;
    for (char c : text.substr(blank + 1)) last += char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    const bool black = last == "b" || last == "black" || last == "negras" || last == "n";
    if (black || last == "w" || last == "white" || last == "blancas") {
      side = black ? Black : White;
      text = text.substr(0, blank);
    }
  }
  ForsythResult r = parse_forsyth_english_or_spanish(text, side, ForsythCastling::infer_from_home_squares);
  FenResult out;
  out.position = r.position;
  if (!r) out.error = "neither FEN nor Forsyth notation: " + r.error;
  return out;
}

}  // namespace

void GameTags::take(std::string_view name, std::string_view value, size_t offset, GameRecord& record,
                    FindingWriter& findings) {
  std::string* keep = nullptr;
  switch (name.size()) {  // one test of the length sorts out most tags
    case 3: keep = is(name, "FEN") ? (fen_offset_ = offset, &fen_) : nullptr; break;
    case 5: keep = is(name, "White") ? &record.white : is(name, "Black") ? &record.black : nullptr; break;
    case 6: keep = is(name, "Result") ? &record.result : nullptr; break;
    case 7: keep = is(name, "Variant") ? (variant_offset_ = offset, &variant_) : nullptr; break;
    case 11:
      keep = is(name, "Termination") ? &record.termination : is(name, "TimeControl") ? &record.time_control : nullptr;
      break;
  }
  // The identity tags are kept as written: they are hashed, never shown, so
  // their encoding is no finding of theirs.
  if (std::string* raw = is(name, "Event")  ? &record.event
                         : is(name, "Site") ? &record.site
                         : is(name, "Date") ? &record.date
                         : is(name, "Round") ? &record.round
                                             : nullptr)
    raw->assign(value);
  if (keep && is_utf8(value)) {
    keep->assign(value);
  } else if (keep) {
    latin1_ = true;
    *keep = latin1_to_utf8(value);
  }
  if (is(name, "SetUp")) setup_ = value == "1";
  if (keep == &record.result && is_old_draw_mark(value)) {
    note_old_draw_mark(findings, value, offset);
    record.result = "1/2-1/2";
  }
}

std::optional<Position> GameTags::start(FindingWriter& findings) const {
  const VariantSupport variant = classify_variant(variant_);
  if (variant == VariantSupport::unsupported) {
    Finding& f = findings.add(Kind::unsupported_variant, Severity::warning, Law::None, variant_offset_);
    f.token = variant_;
    f.message = fmt::format("variant \"{}\" is not standard chess; its moves were not checked", variant_);
    return std::nullopt;
  }
  Position start = Position::start();
  if (!fen_.empty()) {
    FenResult r = parse_fen(fen_, FenCastling::drop_unfounded);
    if (!r && fen_.find(',') != std::string::npos) r = read_forsyth(fen_);
    if (!r.dropped.empty()) {
      Finding& f = findings.add(Kind::invalid_setup, Severity::warning, Law::SetupPosition, fen_offset_);
      f.token = fen_;
      f.message = "castling rights in the FEN that no king and rook could have: " + r.dropped +
                  "; replayed without them";
    }
    if (!r) {
      Finding& f = findings.add(Kind::invalid_setup, Severity::error, Law::SetupPosition, fen_offset_);
      f.token = fen_;
      f.message = "starting position rejected: " + r.error + "; the moves were not checked";
      return std::nullopt;
    }
    start = *r.position;
  } else if (setup_) {
    Finding& f = findings.add(Kind::invalid_setup, Severity::error, Law::SetupPosition, fen_offset_);
    f.token = "[SetUp \"1\"]";
    f.message = "SetUp is 1 but there is no FEN tag; the moves were not checked";
    return std::nullopt;
  }
  if (variant == VariantSupport::chess960) start.set_chess960(true);
  return start;
}

void GameTags::finish(FindingWriter& findings) const {
  if (!latin1_) return;
  Finding& f = findings.add(Kind::latin1_text, Severity::info, Law::PgnCharacterSet, 0);
  f.message = "tag values are not UTF-8; read as Latin-1";
}

bool is_old_draw_mark(std::string_view r) { return r == "1/2" || r == "\xC2\xBD-\xC2\xBD"; }

void note_old_draw_mark(FindingWriter& findings, std::string_view written, size_t offset) {
  Finding& f = findings.add(Kind::nonstandard_notation, Severity::info, Law::PgnSyntax, offset);
  f.token = std::string(written);
  f.message = "draw written '" + f.token + "' (PGN: 1/2-1/2)";
}

}  // namespace arbiter
