#include "validate/draughts_draws.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <optional>

namespace arbiter {

namespace d = draughts;

namespace {

using enum DrawTrigger;
using enum Counted;

// Seed 004, Regulamento art. 9: every draw there is one a player claims
// ("se o reclama"). A "xogada" of 9.1 is read as a move of each player, as
// the seed's move numbers count them; the Forzosa's twelve are the strong
// side's, who "must take the king within twelve moves" (9.2). The río is
// the long diagonal (art. 1.4).
constexpr std::array<Material, 1> ThreeKings = {{{3, 0}}};
constexpr std::array<DrawRule, 3> Spanish = {{
    {no_progress, 20, false, {}, {}, false, each_player, "20 moves by each player without a man moving or a capture",
     "Regulamento de damas (Tres e dama, 2010) art. 9.1"},
    {endgame, 12, false, ThreeKings, ThreeKings, true, strong_side,
     "the Forzosa: three kings, holding the long diagonal (o río), against one king, not taken in twelve moves "
     "of the three kings",
     "Regulamento de damas (Tres e dama, 2010) art. 9.2"},
    {repetition, 3, false, {}, {}, false, each_player, "the same position for the third time",
     "Regulamento de damas (Tres e dama, 2010) art. 9.3"},
}};

// The World Checkers/Draughts Federation's rules (English draughts), rule
// 1.32: the referee declares the draw that a player demonstrates. Men only
// move forward, so "advanced an uncrowned man" is any man's move.
constexpr std::array<DrawRule, 2> English = {{
    {repetition, 3, false, {}, {}, false, each_player, "the same position for the third time",
     "WCDF Rules of Draughts, rule 1.32.1"},
    {no_progress, 40, false, {}, {}, false, each_player, "40 moves by each player without a man's advance or a capture",
     "WCDF Rules of Draughts, rule 1.32.2"},
}};

// FMJD Annex 1, art. 6: each of these draws the game by itself. The counts
// run from the move that makes the ending; "when during these 16 moves a
// piece is taken, the maximum of 16 moves remains valid", so the 16-move
// count goes on into the 5-move endings, whose own count starts then.
constexpr std::array<Material, 3> ThreeAgainstKing = {{{3, 0}, {2, 1}, {1, 2}}};
constexpr std::array<Material, 3> TwoAgainstKing = {{{2, 0}, {1, 1}, {1, 0}}};
constexpr std::array<Material, 6> ThreeOrFewer = {{{3, 0}, {2, 1}, {1, 2}, {2, 0}, {1, 1}, {1, 0}}};
constexpr std::array<DrawRule, 4> International = {{
    {repetition, 3, true, {}, {}, false, each_player, "the same position for the third time, the same player to move",
     "FMJD Annex 1, official rules for International draughts, art. 6: threefold repetition"},
    {no_progress, 25, true, {}, {}, false, each_player,
     "25 successive moves by each player with only kings moved, no man moved and no capture",
     "FMJD Annex 1, official rules for International draughts, art. 6: 25 king moves"},
    {endgame, 16, true, ThreeAgainstKing, ThreeOrFewer, false, each_player,
     "three kings, two kings and a man, or a king and two men against one king, for 16 moves by each player",
     "FMJD Annex 1, official rules for International draughts, art. 6: the 16-move rule"},
    {endgame, 5, true, TwoAgainstKing, TwoAgainstKing, false, each_player,
     "two kings, a king and a man, or one king against one king, for 5 moves by each player",
     "FMJD Annex 1, official rules for International draughts, art. 6: the 5-move rule"},
}};

// The FMJD's brief rules of Czech draughts: a repetition "and draw is
// claimed", or 15 moves with no capture or man's move (read, as the other
// counts, as moves by each player, and as claimed).
constexpr std::array<DrawRule, 2> Czech = {{
    {repetition, 3, false, {}, {}, false, each_player, "the same position for the third time",
     "FMJD, Brief Rules of Czech Draughts: draw"},
    {no_progress, 15, false, {}, {}, false, each_player, "15 moves by each player without a man's move or a capture",
     "FMJD, Brief Rules of Czech Draughts: draw"},
}};

// American pool checkers: "Pool Checkers, Rules of Play", rule 10, read as
// Tkabber transcribes it (checkers/rules/pool.txt); the APCA's own copy of
// the rules (after Ramsey and Kaplan) begins with the same rules 1-4, but
// its draw rule was not read, and the APCA's Playing Rules as summarised
// elsewhere give the same thirteen moves. Three kings against one king, no
// other piece: "a count is begun of the moves made by the lone king. If the
// lone king is able to make 13 moves the game is a draw, even if the next
// move by the opponent would be the capture". The draw is the rule's, not a
// claim; unlike the Forzosa it needs no king on the long diagonal. The text
// has no repetition or no-progress rule.
constexpr std::array<DrawRule, 1> Pool = {{
    {endgame, 13, true, ThreeKings, ThreeKings, false, lone_king,
     "three kings against one king, the lone king not taken in 13 moves of its own",
     "Pool Checkers Rules of Play, rule 10"},
}};

struct VariantDraws {
  int game_type;
  std::span<const DrawRule> rules;
};
constexpr std::array<VariantDraws, 5> DrawTable = {{
    {20, International},
    {21, English},
    {23, Pool},
    {24, Spanish},
    {29, Czech},
}};

Material material(const d::Position& pos, d::Color c) {
  return {d::popcount(pos.kings(c)), d::popcount(pos.men(c))};
}

// The side with one of `materials` against a lone king, if one has.
std::optional<d::Color> side_against_lone_king(const d::Position& pos, std::span<const Material> materials) {
  for (d::Color c : {d::White, d::Black}) {
    const Material weak = material(pos, ~c), ours = material(pos, c);
    if (weak.kings != 1 || weak.men != 0) continue;
    if (std::any_of(materials.begin(), materials.end(),
                    [&](const Material& m) { return m.kings == ours.kings && m.men == ours.men; }))
      return c;
  }
  return std::nullopt;
}

}  // namespace

// The only diagonal as long as the board is wide.
d::Bitboard long_diagonal(const d::Board& board) {
  for (d::Bitboard first = board.first_row(); first;) {
    const d::Bitboard start = d::square_bb(d::pop_lsb(first));
    for (d::Direction dir : {d::DownLeft, d::DownRight}) {
      d::Bitboard line = 0;
      for (d::Bitboard s = start; s; s = board.step(s, dir)) line |= s;
      if (d::popcount(line) == board.columns) return line;
    }
  }
  return 0;
}

namespace {

std::string later(int ply, int plies) {
  const int after = plies - ply;
  return after == 0 ? std::string("the game ended there")
                    : fmt::format("the game went on for {} more pl{}", after, after == 1 ? "y" : "ies");
}

bool decisive(std::string_view result) {
  return result == "1-0" || result == "0-1" || result == "2-0" || result == "0-2";
}

}  // namespace

std::span<const DrawRule> draw_rules(const d::Variant& v) {
  for (const VariantDraws& row : DrawTable)
    if (row.game_type == v.game_type) return row.rules;
  return {};
}

bool irreversible(const d::Position& pos, const d::Move& m) {
  return m.is_capture() || (pos.men(pos.side_to_move()) & d::square_bb(m.from));
}

DrawWatch::DrawWatch(const d::Variant& v, const d::Position& start)
    : rules_(draw_rules(v)), long_diagonal_(long_diagonal(start.board())), first_mover_(start.side_to_move()),
      endgames_(rules_.size()), done_(rules_.size()) {
  history_.emplace_back(start.key(), 0);
  for (size_t i = 0; i < rules_.size(); ++i)
    if (rules_[i].trigger == endgame) watch_endgame(i, start);
}

void DrawWatch::after_move(const d::Position& pos, bool irreversible) {
  if (rules_.empty() || drawn_) return;
  ++ply_;
  quiet_plies_ = irreversible ? 0 : quiet_plies_ + 1;
  if (irreversible) history_.clear();
  const uint64_t key = pos.key();
  history_.emplace_back(key, ply_);
  for (size_t i = 0; i < rules_.size() && !drawn_; ++i) {
    const DrawRule& rule = rules_[i];
    if (rule.trigger == endgame) watch_endgame(i, pos);
    if (done_[i]) continue;
    if (rule.trigger == repetition) {
      // Counted first: the plies are listed only for a repetition reached.
      const auto same = [key](const std::pair<uint64_t, int>& h) { return h.first == key; };
      if (std::count_if(history_.begin(), history_.end(), same) < rule.count) continue;
      std::vector<int> plies;
      for (const auto& [k, p] : history_)
        if (k == key) plies.push_back(p);
      reach(i, std::move(plies));
    } else if (rule.trigger == no_progress) {
      if (quiet_plies_ >= 2 * rule.count) reach(i, {ply_ - quiet_plies_});
    } else if (const EndgameCount& e = endgames_[i]; e.since >= 0) {
      const int moves = rule.counted == each_player ? (ply_ - e.since) / 2 : e.counted_moves;
      if (moves >= rule.count) reach(i, {e.since});
    }
  }
}

// The count goes on while the material stays within the rule, and starts
// afresh when it comes back.
void DrawWatch::watch_endgame(size_t i, const d::Position& pos) {
  const DrawRule& rule = rules_[i];
  EndgameCount& e = endgames_[i];
  if (e.since >= 0 && side_against_lone_king(pos, rule.holds) == e.strong) {
    const d::Color counted = rule.counted == lone_king ? ~e.strong : e.strong;
    if (pos.side_to_move() != counted) ++e.counted_moves;  // the counted side just moved
  } else if (const std::optional<d::Color> strong = side_against_lone_king(pos, rule.strong);
             strong && (!rule.long_diagonal || (pos.kings(*strong) & long_diagonal_))) {
    e = {ply_, *strong, 0};
  } else {
    e = {};
  }
}

void DrawWatch::reach(size_t i, std::vector<int> evidence) {
  done_[i] = true;
  reached_.push_back({&rules_[i], ply_, std::move(evidence)});
  drawn_ = rules_[i].automatic;
}

void report_draws(const DrawWatch& watch, int plies, std::string_view result, bool replayed_to_end,
                  const PlyFinding& add) {
  for (const DrawReached& r : watch.reached()) {
    const DrawRule& rule = *r.rule;
    const bool ran_past = r.ply < plies;
    const Kind kind = !rule.automatic           ? (rule.trigger == repetition ? Kind::threefold_claimable
                                                                               : Kind::draw_claimable)
                                                : Kind::draw_automatic;
    const Severity severity = rule.automatic && ran_past ? Severity::error : Severity::info;
    Finding& f = add(kind, severity, r.ply);
    f.side = d::Color(watch.first_mover() ^ ((r.ply - 1) & 1)) == d::White ? White : Black;
    f.rule = rule.rule;
    f.evidence_plies = r.evidence;
    const std::string since = rule.trigger == repetition
                                  ? fmt::format("plies {}", fmt::join(r.evidence, ", "))
                                  : fmt::format("since ply {}", r.evidence.front());
    f.message = rule.automatic
                    ? fmt::format("{} ({}): the game is drawn; {}", rule.what, since,
                                  ran_past ? fmt::format("the {} later pl{} void", plies - r.ply,
                                                         plies - r.ply == 1 ? "y is" : "ies are")
                                           : std::string("the game ended there"))
                    : fmt::format("{} ({}): a draw could be claimed; {}", rule.what, since, later(r.ply, plies));
    if (!rule.automatic || !replayed_to_end || !decisive(result)) continue;
    const auto side = f.side;  // `f` is not to be used past the next add, which may move the findings
    Finding& m = add(Kind::result_mismatch, Severity::error, r.ply);
    m.side = side;
    m.rule = rule.rule;
    m.token = std::string(result);
    m.message = fmt::format("the result is recorded as {} but the game was drawn at ply {}: {}", result, r.ply,
                            rule.what);
    m.candidates = {result.find('2') != std::string_view::npos ? "1-1" : "1/2-1/2"};
  }
}

}  // namespace arbiter
