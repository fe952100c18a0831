// The draughts draw rules (validate/draughts_draws.h), each where it fires
// and where it must not: seed 004's art. 9 for Spanish draughts, the WCDF's
// rule 1.32 for English, the FMJD's art. 6 for International, its brief
// Czech rules, and the pool checkers rules' rule 10. The no-progress lines are king moves found by search, none a
// capture and none repeating a position, so that each count is the only
// rule in play.
#include <catch2/catch.hpp>

#include <functional>
#include <set>
#include <string>
#include <vector>

#include "draughts/fen.h"
#include "draughts/hash.h"
#include "draughts/move_text.h"
#include "draughts/movegen.h"
#include "draughts/numbering.h"
#include "validate/draughts_draws.h"
#include "validate/draughts_replay.h"

using namespace arbiter;
namespace d = arbiter::draughts;

namespace {

d::Position from_fen(const d::Variant& v, const std::string& fen) {
  const d::FenResult r = d::parse_fen(v, fen);
  INFO(fen << ": " << r.error);
  REQUIRE(r);
  return *r.position;
}

using PositionTest = std::function<bool(const d::Position&)>;

// Extends `line` by `plies` king moves from pos, none a capture, none
// reaching a position in `seen` or one `allowed` refuses, none leaving the
// opponent a capture; a man's move (that leaves no capture) at index
// `man_at` of the line.
bool quiet_line(const d::Position& pos, int plies, std::set<uint64_t>& seen, std::vector<std::string>& line,
                const PositionTest& allowed, int man_at) {
  if (plies == 0) return true;
  const bool man_now = int(line.size()) == man_at;
  for (const d::Move& m : d::legal_moves(pos)) {
    const bool king = pos.kings(pos.side_to_move()) & d::square_bb(m.from);
    if (m.is_capture() || king == man_now) continue;
    d::Position next = pos;
    next.play(m);
    const d::MoveList replies = d::legal_moves(next);
    if (!seen.insert(d::position_key(next)).second || !allowed(next) || replies.empty() || replies[0].is_capture())
      continue;
    line.push_back(d::move_text(pos.variant(), m));
    if (quiet_line(next, plies - 1, seen, line, allowed, man_at)) return true;
    line.pop_back();
  }
  return false;
}

std::vector<std::string> quiet_moves(const d::Variant& v, const std::string& fen, int plies,
                                     const PositionTest& allowed = [](const d::Position&) { return true; },
                                     int man_at = -1) {
  const d::Position start = from_fen(v, fen);
  REQUIRE(!d::legal_moves(start)[0].is_capture());
  std::set<uint64_t> seen = {d::position_key(start)};
  std::vector<std::string> line;
  REQUIRE(quiet_line(start, plies, seen, line, allowed, man_at));
  return line;
}

// The first king moves of each side and back again, `times` over: the start
// comes back every four plies.
std::vector<std::string> back_and_forth(const d::Variant& v, const std::string& fen, int times) {
  const std::vector<std::string> there = quiet_moves(v, fen, 2);
  std::vector<std::string> line;
  for (int i = 0; i < times; ++i) {
    for (const std::string& m : there) line.push_back(m);
    for (const std::string& m : there) {
      const size_t dash = m.find('-');
      line.push_back(m.substr(dash + 1) + "-" + m.substr(0, dash));
    }
  }
  return line;
}

GameRecord check(int game_type, const std::string& fen, const std::vector<std::string>& moves,
                 const std::string& result = "1/2-1/2") {
  std::string text = "[GameType \"" + std::to_string(game_type) + "\"]\n[FEN \"" + fen + "\"]\n\n";
  for (const std::string& m : moves) text += m + " ";
  text += result + "\n";
  GameRecord record;
  check_draughts_game(GameText{text}, record);
  for (const Finding& f : record.findings) INFO(kind_name(f.kind) << " ply " << f.ply << ": " << f.message);
  CHECK(record.draughts_moves.size() == moves.size());
  return record;
}

std::vector<const Finding*> draws(const GameRecord& r) {
  std::vector<const Finding*> found;
  for (const Finding& f : r.findings)
    if (f.kind == Kind::draw_claimable || f.kind == Kind::draw_automatic || f.kind == Kind::threefold_claimable ||
        f.kind == Kind::result_mismatch)
      found.push_back(&f);
  return found;
}

// The one draw finding of r, of this kind, ply and rule.
const Finding& only_draw(const GameRecord& r, Kind kind, int ply, const std::string& rule) {
  REQUIRE(draws(r).size() == 1);
  const Finding& f = *draws(r)[0];
  CHECK(f.kind == kind);
  CHECK(f.ply == ply);
  CHECK(f.rule == rule);
  return f;
}

std::vector<std::string> first(std::vector<std::string> moves, size_t n) {
  moves.resize(n);
  return moves;
}

const d::Variant& spanish = *d::find_variant("spanish");
const d::Variant& english = *d::find_variant("english");
const d::Variant& international = *d::find_variant("international");

}  // namespace

TEST_CASE("the long diagonal: the seed's río from 1 to 32, FMJD's from 5 to 46", "[draughts][draws]") {
  // Seed 004 art. 1.4 names the longest diagonal "río"; FMJD art. 2.6.3:
  // "the squares at the end of the long diagonal are numbered 5 and 46".
  const auto ends = [](const d::Variant& v) {
    std::vector<std::string> names;
    for (d::Bitboard b = long_diagonal(d::board_of(v.columns)); b;) names.push_back(d::square_name(v, d::pop_lsb(b)));
    std::sort(names.begin(), names.end(), [](const auto& a, const auto& b) { return std::stoi(a) < std::stoi(b); });
    return std::pair(names.size(), names.front() + "-" + names.back());
  };
  CHECK(ends(spanish) == std::pair(size_t(8), std::string("1-32")));
  CHECK(ends(international) == std::pair(size_t(10), std::string("5-46")));
}

TEST_CASE("Spanish art. 9.1: twenty moves each without a man moving or a capture may be claimed", "[draughts][draws]") {
  const std::string fen = "W:WK1,K3,9:BK32,K30,24";
  const std::vector<std::string> line = quiet_moves(spanish, fen, 40);
  const GameRecord at = check(24, fen, line);
  const Finding& f = only_draw(at, Kind::draw_claimable, 40, "Regulamento de damas (Tres e dama, 2010) art. 9.1");
  CHECK(f.severity == Severity::info);
  CHECK(f.evidence_plies == std::vector<int>{0});
  CHECK(f.message.find("the game ended there") != std::string::npos);
  // Nineteen moves and a half: not yet.
  CHECK(draws(check(24, fen, first(line, 39))).empty());
  // A man's move at ply 21 starts the count again: 39 plies after it are
  // not enough, 40 are.
  const std::vector<std::string> reset = quiet_moves(spanish, fen, 61, [](const d::Position&) { return true; }, 20);
  CHECK(draws(check(24, fen, first(reset, 60))).empty());
  const GameRecord after = check(24, fen, reset);
  CHECK(only_draw(after, Kind::draw_claimable, 61, "Regulamento de damas (Tres e dama, 2010) art. 9.1").evidence_plies ==
        std::vector<int>{21});
}

TEST_CASE("Spanish art. 9.2: the Forzosa, three kings holding the río, twelve moves to take the king",
          "[draughts][draws]") {
  // White's kings on 1 (the río's end), 3 and 6 against Black's on 30:
  // White moves at plies 1, 3, ... 23, the twelfth at ply 23.
  const std::string fen = "W:WK1,K3,K6:BK30";
  const std::vector<std::string> line = quiet_moves(spanish, fen, 23);
  const GameRecord at = check(24, fen, line);
  only_draw(at, Kind::draw_claimable, 23, "Regulamento de damas (Tres e dama, 2010) art. 9.2");
  CHECK(draws(check(24, fen, first(line, 22))).empty());
  // No king of the three on the río: no Forzosa, however long.
  const d::Bitboard rio = long_diagonal(d::board_of(8));
  const std::string off = "W:WK3,K6,K11:BK30";
  const std::vector<std::string> away =
      quiet_moves(spanish, off, 30, [&](const d::Position& p) { return !(p.kings(d::White) & rio); });
  CHECK(draws(check(24, off, away)).empty());
}

TEST_CASE("threefold repetition is claimed in Spanish (9.3) and English (1.32.1) draughts", "[draughts][draws]") {
  const std::string fen = "W:WK1,K3,9:BK32,K30,24";
  const std::vector<std::string> line = back_and_forth(spanish, fen, 2);
  const GameRecord at = check(24, fen, line);
  const Finding& f = only_draw(at, Kind::threefold_claimable, 8, "Regulamento de damas (Tres e dama, 2010) art. 9.3");
  CHECK(f.severity == Severity::info);
  CHECK(f.evidence_plies == std::vector<int>{0, 4, 8});
  // Twice is not three times.
  CHECK(draws(check(24, fen, first(line, 7))).empty());

  const std::string english_fen = "B:WK29,K31,25:BK4,K2,8";
  const GameRecord e = check(21, english_fen, back_and_forth(english, english_fen, 2));
  only_draw(e, Kind::threefold_claimable, 8, "WCDF Rules of Draughts, rule 1.32.1");
}

TEST_CASE("English rule 1.32.2: forty moves each without a man's advance or a capture", "[draughts][draws]") {
  const std::string fen = "B:WK29,K31,25:BK4,K2,8";
  const std::vector<std::string> line = quiet_moves(english, fen, 80);
  const GameRecord at = check(21, fen, line, "1-0");
  only_draw(at, Kind::draw_claimable, 80, "WCDF Rules of Draughts, rule 1.32.2");
  CHECK(draws(check(21, fen, first(line, 79))).empty());
}

TEST_CASE("FMJD art. 6: 25 moves each of kings alone draw the game by themselves", "[draughts][draws]") {
  const std::string fen = "W:WK46,K47,36,45:BK5,K4,6,15";
  const std::vector<std::string> line = quiet_moves(international, fen, 52);
  const GameRecord ended = check(20, fen, first(line, 50));
  const std::string rule = "FMJD Annex 1, official rules for International draughts, art. 6: 25 king moves";
  CHECK(only_draw(ended, Kind::draw_automatic, 50, rule).severity == Severity::info);
  CHECK(draws(check(20, fen, first(line, 49))).empty());
  // Played on past it: an error, the later plies void.
  const GameRecord past = check(20, fen, line);
  const Finding& f = only_draw(past, Kind::draw_automatic, 50, rule);
  CHECK(f.severity == Severity::error);
  CHECK(f.message.find("the 2 later plies are void") != std::string::npos);
  // A win recorded for a drawn game: result_mismatch, in the result's own scale.
  for (const auto& [result, draw] : {std::pair("1-0", "1/2-1/2"), std::pair("0-2", "1-1")}) {
    const GameRecord won = check(20, fen, first(line, 50), result);
    REQUIRE(draws(won).size() == 2);
    CHECK(draws(won)[1]->kind == Kind::result_mismatch);
    CHECK(draws(won)[1]->severity == Severity::error);
    CHECK(draws(won)[1]->candidates == std::vector<std::string>{draw});
  }
  // A man's move at ply 11: 49 king plies after it do not draw.
  const std::vector<std::string> reset =
      quiet_moves(international, fen, 60, [](const d::Position&) { return true; }, 10);
  CHECK(draws(check(20, fen, reset)).empty());
}

TEST_CASE("FMJD art. 6: three pieces against a lone king, 16 moves each", "[draughts][draws]") {
  const std::string fen = "W:WK46,K47,K48:BK3";
  const std::vector<std::string> line = quiet_moves(international, fen, 32);
  const GameRecord at = check(20, fen, line);
  const std::string sixteen = "FMJD Annex 1, official rules for International draughts, art. 6: the 16-move rule";
  only_draw(at, Kind::draw_automatic, 32, sixteen);
  CHECK(draws(check(20, fen, first(line, 31))).empty());
  // The same start as a game that went on after Black took a king at
  // 13...17x39 (posted to leveluplounge.net to ask which count then runs):
  // "when during these 16 moves a piece is taken, the maximum of 16 moves
  // remains valid", so the 16 moves end the game at 16...17-12 (ply 32),
  // before the 5-move count begun at ply 26 would.
  const std::string game =
      "1. 47-38 3-9 2. 46-23 9-22 3. 38-24 22-17 4. 48-31 17-39 5. 24-38 39-17 6. 31-42 17-22 7. 38-15 22-6 "
      "8. 42-31 6-1 9. 31-18 1-6 10. 18-13 6-17 11. 15-20 17-39 12. 13-18 39-17 13. 20-33 17x39 14. 18-13 39-33 "
      "15. 13-27 33-17 16. 23-19 17-12 17. 27-22 12-29 18. 19-32 29-12";
  std::vector<std::string> moves;
  for (size_t i = 0; i < game.size();) {
    const size_t end = std::min(game.find(' ', i), game.size());
    if (game[end - 1] != '.') moves.push_back(game.substr(i, end - i));
    i = end + 1;
  }
  const GameRecord played = check(20, fen, moves);
  CHECK(only_draw(played, Kind::draw_automatic, 32, sixteen).severity == Severity::error);
}

TEST_CASE("FMJD art. 6: two pieces against a lone king, 5 moves each", "[draughts][draws]") {
  const std::string fen = "W:WK46,K47:BK3";
  const std::vector<std::string> line = quiet_moves(international, fen, 10);
  const GameRecord at = check(20, fen, line);
  only_draw(at, Kind::draw_automatic, 10,
            "FMJD Annex 1, official rules for International draughts, art. 6: the 5-move rule");
  CHECK(draws(check(20, fen, first(line, 9))).empty());
}

TEST_CASE("Czech draughts: 15 moves each without a capture or a man's move may be claimed", "[draughts][draws]") {
  const d::Variant& czech = *d::find_variant("czech");
  const std::string fen = "W:WKa1,Kc1,e3:BKh8,Kf8,d6";
  const std::vector<std::string> line = quiet_moves(czech, fen, 30);
  const GameRecord at = check(29, fen, line);
  only_draw(at, Kind::draw_claimable, 30, "FMJD, Brief Rules of Czech Draughts: draw");
  CHECK(draws(check(29, fen, first(line, 29))).empty());
}

TEST_CASE("pool rule 10: three kings against one, 13 moves of the lone king draw the game", "[draughts][draws]") {
  const d::Variant& pool = *d::find_variant("pool");
  const std::string rule = "Pool Checkers Rules of Play, rule 10";
  // Black's lone king moves first: its thirteenth move is ply 25.
  const std::string lone_first = "B:WK29,K30,K32:BK3";
  const std::vector<std::string> line = quiet_moves(pool, lone_first, 27);
  const GameRecord at = check(23, lone_first, first(line, 25));
  CHECK(only_draw(at, Kind::draw_automatic, 25, rule).severity == Severity::info);
  CHECK(draws(check(23, lone_first, first(line, 24))).empty());
  // Played on past it: an error; a win recorded: result_mismatch.
  CHECK(only_draw(check(23, lone_first, line), Kind::draw_automatic, 25, rule).severity == Severity::error);
  const GameRecord won = check(23, lone_first, first(line, 25), "1-0");
  REQUIRE(draws(won).size() == 2);
  CHECK(draws(won)[1]->kind == Kind::result_mismatch);
  // The three kings move first: the lone king's thirteenth move is ply 26,
  // not ply 25, where the three kings make their thirteenth.
  const std::string kings_first = "W:WK29,K30,K32:BK3";
  const std::vector<std::string> other = quiet_moves(pool, kings_first, 26);
  CHECK(draws(check(23, kings_first, first(other, 25))).empty());
  only_draw(check(23, kings_first, other), Kind::draw_automatic, 26, rule);
  // Three kings and a man against one king: not the rule's ending.
  const std::string with_man = "B:WK29,K30,K32,21:BK3";
  const std::vector<std::string> longer =
      quiet_moves(pool, with_man, 40, [](const d::Position& p) { return d::popcount(p.men(d::White)) == 1; });
  CHECK(draws(check(23, with_man, longer)).empty());
}

TEST_CASE("variants with no draw rule sourced (Italian) report none", "[draughts][draws]") {
  CHECK(draw_rules(*d::find_variant("italian")).empty());
  const d::Variant& italian = *d::find_variant("italian");
  const std::string fen = "W:WK1,K3,9:BK32,K30,24";
  CHECK(draws(check(22, fen, quiet_moves(italian, fen, 60))).empty());
}
