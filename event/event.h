// An event as arbiters keep it: the tournament, its players by starting rank,
// and per player per round what happened (a game, a forfeit, a bye or an
// absence). Points are kept in half points so that every sum is exact.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace arbiter::event {

enum class Colour : char { none = '-', white = 'w', black = 'b' };
enum class Outcome { loss, draw, win };

// What a round was for one player. The kinds follow FIDE C.07 Art. 16 and the
// TRF result codes; the comment names each kind's code.
enum class Kind {
  game,          // 1 = 0: played over the board and rated
  unrated_game,  // W D L: played over the board, not rated
  forfeit,       // + -: paired, not played; counts for points, unplayed for tie-breaks
  pairing_bye,   // U: the pairing left the player out (one point)
  full_bye,      // F: a full-point bye the player asked for
  half_bye,      // H: a half-point bye the player asked for
  zero_bye,      // Z: a known absence, no points
  not_paired,    // blank: no entry for the round, no points
};

// One player's round, made only through the factories: a bye or an absence
// cannot carry an opponent or a colour, nor a forfeit a draw, and each kind's
// points follow from it (the reader also refuses a game without an opponent).
class Round {
 public:
  static Round game(int opponent, Colour colour, Outcome outcome, bool rated = true) {
    return Round(rated ? Kind::game : Kind::unrated_game, opponent, colour, outcome);
  }
  static Round forfeit(int opponent, Colour colour, bool won) {
    return Round(Kind::forfeit, opponent, colour, won ? Outcome::win : Outcome::loss);
  }
  // A bye or absence: pairing_bye, full_bye, half_bye, zero_bye or not_paired.
  static Round unpaired(Kind kind);

  Kind kind() const { return kind_; }
  int opponent() const { return opponent_; }  // starting rank; 0 when there is none
  Colour colour() const { return colour_; }
  Outcome outcome() const { return outcome_; }
  int half_points() const { return static_cast<int>(outcome_); }
  bool played() const { return kind_ == Kind::game || kind_ == Kind::unrated_game; }
  bool has_opponent() const { return opponent_ != 0; }
  // C.07 Art. 16: a round the player chose not to play or lost without play
  // (a half or zero-point bye, an absence, a forfeit loss).
  bool voluntarily_unplayed() const { return !played() && outcome_ != Outcome::win; }
  bool operator==(const Round&) const = default;

 private:
  Round(Kind kind, int opponent, Colour colour, Outcome outcome)
      : kind_(kind), opponent_(opponent), colour_(colour), outcome_(outcome) {}
  Kind kind_;
  int opponent_;
  Colour colour_;
  Outcome outcome_;
};

struct Player {
  int start_rank = 0;
  std::string name;
  std::string title;  // GM, IM, WGM, ... or empty
  char sex = ' ';     // 'm', 'w' (TRF also writes 'f'), or ' '
  int rating = 0;     // 0 when unrated
  std::string federation;
  std::string fide_id;                      // digits, or empty
  std::string birth_date;                   // as written (TRF: YYYY/MM/DD)
  std::optional<int> declared_half_points;  // the points column as written
  std::optional<int> declared_rank;         // the rank column as written
  std::vector<Round> rounds;                // round 1 first; as many as the event has
  // Points from PGN games with no usable Round tag: in the total, in no round.
  int unrounded_half_points = 0;
  int half_points() const;
  bool operator==(const Player&) const = default;
};

// A match is two players meeting round after round; a knockout pairs in each
// round only players of the round before (or players entering late, seeded)
// and at most half as many.
enum class EventType { unknown, swiss, round_robin, match, knockout };

struct Event {
  std::string name;
  std::string site;
  std::string federation;
  std::string start_date;
  std::string end_date;
  std::string type_text;  // the 092 record as written
  std::string chief_arbiter;
  std::vector<std::string> round_dates;  // per round, as PGN's Date gives it ("2012.06.06"), empty when unknown
  int rounds = 0;               // as announced (TRF's XXR), at least the rounds played
  std::vector<Player> players;  // in the order they were given; all with the same number of rounds
  EventType declared_type = EventType::unknown;  // set by the user (--type) or decided once; unknown: from the pairings
  // 1 as chess scores (1, 1/2, 0); 2 where the records score 2, 1, 0 (draughts:
  // PDN's results 2-0, 1-1 and 0-2, as FMJD events score). Points and the
  // tie-breaks that are points are given in this scale.
  int points_per_win = 1;

  // A record the model does not interpret (TRF line code and the rest of the
  // line), kept so that a file written back loses nothing.
  struct Record {
    std::string code;
    std::string text;
    bool operator==(const Record&) const = default;
  };
  std::vector<Record> other_records;

  const Player* player(int start_rank) const;
  // The rounds with results so far: fewer than `rounds` while the event runs.
  int rounds_played() const { return players.empty() ? 0 : static_cast<int>(players.front().rounds.size()); }
  // The declared type, else from the pairings: a match when two players
  // meet, a round robin when every pair of players was paired, a knockout as
  // above, else Swiss; the 092 record is not trusted because its text is free.
  EventType type() const;
  bool operator==(const Event&) const = default;
};

// "3.5" for 7 half points, as TRF and crosstables write points; with two
// points a win, "7".
std::string points_text(int half_points, int points_per_win = 1);

}  // namespace arbiter::event
