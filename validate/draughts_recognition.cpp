#include "validate/draughts_recognition.h"

#include <fmt/format.h>

#include <algorithm>
#include <string_view>
#include <tuple>
#include <utility>

#include "validate/draughts_game_type.h"

namespace arbiter {

namespace d = draughts;

namespace {

// The largest square number a move or the FEN writes; algebraic squares set
// `algebraic`.
int largest_number(const std::vector<WrittenMove>& moves, const std::string& fen, bool& algebraic) {
  int largest = 0;
  const auto scan = [&](std::string_view text) {
    for (size_t i = 0; i < text.size();) {
      if (text[i] >= 'a' && text[i] <= 'j' && i + 1 < text.size() && text[i + 1] >= '1' && text[i + 1] <= '9') {
        algebraic = true;
        i += 2;
        continue;
      }
      int n = 0;
      size_t j = i;
      while (j < text.size() && text[j] >= '0' && text[j] <= '9') n = std::min(n * 10 + (text[j++] - '0'), 1000);
      largest = std::max(largest, n);
      i = j == i ? i + 1 : j;
    }
  };
  for (const WrittenMove& m : moves) scan(m.token);
  // The FEN's squares, past its side to move ("W:W31,32,K29:B1,2").
  if (const size_t colon = fen.find(':'); colon != std::string::npos) scan(std::string_view(fen).substr(colon));
  return largest;
}

// The variants on the chosen one's board that replay the record as far: a
// move lawful under one's rules and not another's (Czech's king-first
// capture, Russian's free capture and crowning during a capture) stops the
// replay of the other, so with the same reach nothing in the record tells
// them apart, and the finding says so rather than pretend the order of
// GameTypes is evidence. Empty when the chosen one replays furthest alone.
std::string tie_told(const std::vector<std::pair<const d::Variant*, size_t>>& tried,
                     const std::pair<const d::Variant*, size_t>& best) {
  std::vector<std::string_view> tied;
  for (const auto& [v, n] : tried)
    if (v != best.first && n == best.second && v->columns == best.first->columns && v->notation == best.first->notation)
      tied.push_back(v->name);
  if (tied.empty() || best.second == 0) return {};
  return fmt::format("; {} draughts replay{} it as far, no move in it being lawful under one's rules and not "
                     "under the other's: the record does not tell them apart, and {} is only the first in GameType "
                     "order",
                     fmt::join(tied, ", "), tied.size() == 1 ? "s" : "", best.first->name);
}

// A variant a record is tried in, where its replay starts, and how far it goes.
struct Trial {
  const d::Variant* variant;
  d::Position start;
  size_t reach = 0;
};

// Whether two trials' replays agree move for move while no capture is
// possible: one board, numbered alike, men going the same way, from the
// same position.
bool step_alike(const Trial& a, const Trial& b) {
  const d::Variant &x = *a.variant, &y = *b.variant;
  const auto same_pieces = [](const d::Position& p, const d::Position& q) {
    return p.side_to_move() == q.side_to_move() && p.men(d::White) == q.men(d::White) &&
           p.men(d::Black) == q.men(d::Black) && p.kings(d::White) == q.kings(d::White) &&
           p.kings(d::Black) == q.kings(d::Black);
  };
  return x.columns == y.columns && x.mirrored == y.mirrored && x.low_side == y.low_side &&
         same_pieces(a.start, b.start);
}

// Whether m is a king's move of more than one square: flying kings only.
bool long_king_move(const d::Position& pos, const d::Move& m) {
  if (m.is_capture() || !(pos.kings(pos.side_to_move()) & d::square_bb(m.from))) return false;
  for (d::Direction dir : d::Directions)
    if (pos.board().step(d::square_bb(m.from), dir) == d::square_bb(m.to)) return false;
  return true;
}

// Sets the reach of each of `group` (step_alike trials) by one replay
// while the variants cannot differ: until a capture is possible under any
// of their rules, the moves of each are the men's steps and the kings'
// moves (a king's long move stops the short-king variants). From the first
// capture on, their capture rules part ways and each replays on its own.
void reach_together(std::span<Trial> group, const ReadMoves& moves) {
  // The rules that allow a capture wherever one of the group's does.
  d::Variant loosest = *group[0].variant;
  loosest.law = d::CaptureLaw::Free;
  loosest.men_capture_kings = true;
  for (const Trial& t : group) {
    loosest.men_capture_backward |= t.variant->men_capture_backward;
    loosest.flying_kings |= t.variant->flying_kings;
  }
  d::Position pos = with_variant(group[0].start, loosest);
  std::vector<Trial*> going;
  for (Trial& t : group) going.push_back(&t);
  thread_local d::MoveList legal;
  size_t i = 0;
  for (; i < moves.size() && !going.empty(); ++i) {
    d::generate_moves(pos, legal);
    if (!legal.empty() && legal[0].is_capture()) {
      for (Trial* t : going) t->reach = i + replayable(with_variant(pos, *t->variant), moves, i);
      return;
    }
    // Each variant's moves are some of these: a text none fits stops them all.
    const std::optional<d::Move> found = first_matching(pos, legal, moves.squares(i));
    if (!found) break;
    if (long_king_move(pos, *found)) {
      std::erase_if(going, [&](Trial* t) {
        if (t->variant->flying_kings) return false;
        t->reach = i;
        return true;
      });
    }
    pos.play(*found);
  }
  for (Trial* t : going) t->reach = i;
}

}  // namespace

const d::Variant* tagged_variant(std::string_view game_type, const std::string& fen,
                                 const std::vector<WrittenMove>& moves, const ReadMoves& read, FindingWriter& findings,
                                 std::optional<d::Variant>& storage) {
  storage = game_type_variant(game_type);
  const d::Variant* row = d::find_variant(game_type_number(game_type));
  if (!storage) {
    Finding& f = findings.add(Kind::unsupported_variant, Severity::warning, Law::None, 0);
    f.token = game_type;
    f.message = fmt::format(
        "GameType {} is no draughts variant Arbiter knows (20-26, 28, 29, on their own boards): not checked",
        game_type);
    f.rule = "PDN 3.0: the GameType tag";
    return nullptr;
  }
  if (!row || same_numbering(*row, *storage)) return &*storage;
  const auto reach = [&](const d::Variant& v) {
    const std::optional<d::Position> start = start_position(v, fen, read, nullptr);
    return start ? replayable(*start, read, 0) : 0;
  };
  const size_t tagged_reach = reach(*storage), row_reach = reach(*row);
  if (row_reach <= tagged_reach) return &*storage;
  Finding& f = findings.add(Kind::notation_detected, Severity::info, Law::None, 0);
  f.token = game_type;
  f.message = fmt::format("GameType {} numbers the board otherwise than GameType {} does, but the moves replay "
                          "in GameType {}'s numbering ({} of {}, against {}): read so",
                          game_type, row->game_type, row->game_type, row_reach, moves.size(),
                          tagged_reach);
  f.rule = "PDN 3.0: the GameType tag";
  return row;
}

const d::Variant* recognised_variant(const std::string& fen, const std::vector<WrittenMove>& moves,
                                     const ReadMoves& read, FindingWriter& findings) {
  bool algebraic = false;
  const int largest = largest_number(moves, fen, algebraic);
  std::vector<Trial> trials;
  const bool side_known = fen.find('?') == std::string::npos;
  for (const d::Variant& v : d::variants()) {
    if ((largest > 32 && v.columns == 8) || (algebraic && v.notation != d::Notation::Algebraic)) continue;
    // A FEN reads alike in variants of one board, numbering and men's
    // direction (its side to move known): read once for them, it is most of
    // the work for a problem with few moves.
    if (!fen.empty() && side_known) {
      const auto alike = std::find_if(trials.begin(), trials.end(), [&](const Trial& t) {
        return t.variant->columns == v.columns && t.variant->mirrored == v.mirrored &&
               t.variant->low_side == v.low_side;
      });
      if (alike != trials.end()) {
        trials.push_back(Trial{&v, with_variant(alike->start, v)});
        continue;
      }
    }
    if (const std::optional<d::Position> start = start_position(v, fen, read, nullptr))
      trials.push_back(Trial{&v, *start});
  }
  if (trials.empty()) return d::find_variant(largest > 32 ? "international" : "english");
  // Each set of step_alike trials replayed together (sorted back into GameType order after).
  std::stable_sort(trials.begin(), trials.end(), [](const Trial& a, const Trial& b) {
    return std::tuple(a.variant->columns, a.variant->mirrored, a.variant->low_side, a.start.side_to_move()) <
           std::tuple(b.variant->columns, b.variant->mirrored, b.variant->low_side, b.start.side_to_move());
  });
  for (size_t first = 0; first < trials.size();) {
    size_t last = first + 1;
    while (last < trials.size() && step_alike(trials[first], trials[last])) ++last;
    if (last - first == 1) trials[first].reach = replayable(trials[first].start, read, 0);
    else reach_together(std::span<Trial>(trials).subspan(first, last - first), read);
    first = last;
  }
  std::sort(trials.begin(), trials.end(),
            [](const Trial& a, const Trial& b) { return a.variant->game_type < b.variant->game_type; });
  std::vector<std::pair<const d::Variant*, size_t>> tried;
  for (const Trial& t : trials) tried.emplace_back(t.variant, t.reach);
  // Squares up to 32 fit both boards: the 10x10 board only when it
  // replays more ("32-28 19-23" opens an International game).
  const auto best = std::max_element(tried.begin(), tried.end(), [&](const auto& a, const auto& b) {
    return a.second != b.second ? a.second < b.second : a.first->columns > b.first->columns;
  });
  const d::Variant* variant = best->first;
  std::vector<std::string> others;
  for (const auto& [v, n] : tried)
    if (v != variant) others.push_back(std::string(v->name).append(" ").append(std::to_string(n)));
  Finding& f = findings.add(Kind::notation_detected, Severity::info, Law::None, 0);
  f.message = fmt::format("no GameType tag: read as {} draughts (GameType {}), {}; it replays {} of the {} moves "
                          "(other variants: {})",
                          variant->name, variant->game_type,
                          algebraic ? "algebraic squares" : fmt::format("squares up to {}", largest), best->second,
                          moves.size(),
                          others.empty() ? "none fit" : fmt::format("{}", fmt::join(others, ", ")));
  f.message += tie_told(tried, *best);
  f.rule = "PDN 3.0: the GameType tag";
  return variant;
}

}  // namespace arbiter
