// Events built from PGN games' tags alone: games grouped by Event, Site and
// year, players by FIDE id or normalised name, rounds from the Round tag.
// The builder keeps each game's tags, never its moves, in a store that goes
// to a temporary file past a memory budget, and builds one event at a time,
// so that memory is bounded, not grown with the archive.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "event/event.h"
#include "event/game_store.h"

namespace arbiter::event {

// What a game's tags say (UTF-8), as far as standings need them.
struct GameTags {
  std::string event, site, date, event_date, round;
  std::string white, black, white_fide_id, black_fide_id, white_elo, black_elo, white_title, black_title;
  std::string result, termination;
  // A key for the moves as written (parser/movetext_key.h), 0 for none: the
  // same game given twice has one key.
  uint64_t moves = 0;
};

// Where a game stands in the input.
struct GameLocation {
  int file = 0;        // index into the caller's list of inputs
  uint64_t game = 0;   // 1-based game number in its file
  uint64_t line = 0;   // line of its first tag
  uint64_t offset = 0; // byte offset of its first tag in the file
};

struct PgnFinding {
  std::string kind;      // event_player_alias, event_rating_change, event_unfinished, ...
  std::string severity;  // error, warning or info
  GameLocation where;
  std::string text;  // the tag value as written
  std::string message;
  std::string rule;
  std::vector<std::string> candidates = {};  // event_result_conflict: the result the board gives
};

// The result the replayed game's board gives it, where the Laws give one
// other than the recorded result, and why: the caller judges the game.
struct Verdict {
  std::string result;  // 1-0, 0-1 or 1/2-1/2
  std::string reason;  // why, as the adjudicator says it
  std::string rule;    // the article, "FIDE 2023 5.1.1"
};

// What a round with no game for a player counts as: with PGN alone its kind
// (absence, bye) is unknown.
enum class AbsentAs { zero, bye_half, bye_full };

struct BuiltEvent {
  Event event;
  std::vector<PgnFinding> findings;
  int games = 0;           // with a result, in rounds or not
  int absent_rounds = 0;   // player rounds with no game, counted by AbsentAs
  int unrounded_games = 0; // counted for points, in no round
  int match_games = 0;     // a pair meeting again in one round (knockout "1.2"): in the points, in no round
  // Per player (the event's order), per round: where that round's game is
  // (game 0 when the round has none), for findings that name the game.
  std::vector<std::vector<GameLocation>> game_at;
  GameLocation first_game;  // the event's first game in the input (game 0: none)
  // The event with each game the board decides otherwise scored as the board
  // says; empty when no game's verdict differs from its Result tag.
  std::optional<Event> board;
  int board_conflicts = 0;  // games whose verdict differs
};

// "magnus carlsen" for "Carlsen, Magnus", "CARLSEN  Magnus" or "Cárlsen,
// Magnus": letters folded to lower case without accents, the words in
// sorted order.
std::string player_key(std::string_view name);

class EventBuilder {
 public:
  // The games' tags held in memory before they go to a temporary file.
  static constexpr size_t DefaultMemoryBudget = size_t(128) << 20;

  // With `one_event`, every game belongs to one event.
  explicit EventBuilder(bool one_event, size_t memory_budget = DefaultMemoryBudget)
      : one_event_(one_event), store_(memory_budget) {}
  // Files the game under its event; nothing is judged until the event is
  // built. With a verdict that differs from the Result tag, the game is an
  // event_result_conflict, and the event is scored a second time as the board says.
  void add(const GameTags& tags, GameLocation where, const Verdict* verdict = nullptr);
  // How many events the games made, each one's name (its Event tag) in the
  // order their first game came, and event i built, its players by start
  // rank (rating, then name), its games' memory released: a caller reports
  // each before it builds the next, so an archive's events are never all
  // built at once. Build each once; once all games are added, events may be
  // built concurrently.
  size_t events() const { return names_.size(); }
  const std::string& event_name(size_t i) const { return names_[i]; }
  BuiltEvent build(size_t i, AbsentAs absent);
  // Why the games went over the memory budget (the temporary file failed); empty if they did not.
  const std::string& memory_error() const { return store_.error(); }

 private:
  struct Entrant {
    std::string name;     // as first written
    std::string fide_id;
    int rating = 0;       // the first one given
    int last_rating = 0;
    std::vector<std::string> spellings;  // reported already
    std::string title;  // the first WhiteTitle/BlackTitle given
  };
  struct Game {
    int white = 0, black = 0;  // into Draft::entrants
    int round = 0;             // 0: no usable round
    char result = '*';         // '1' white won, '0' black won, '=' draw, '*' unfinished
    char board_result = 0;     // as `result`, when the board's verdict differs from it
    bool forfeit = false;
    bool match_game = false;   // the pair met already in this round
    uint64_t moves = 0;        // GameTags::moves
    size_t round_tag = 0;      // hash of the Round tag as written: "1.1" and "1.2" are two games
    GameLocation where;
  };
  // An event being built from its games, in input order.
  struct Draft {
    std::string name, site, first_date, last_date;
    std::vector<std::string> round_dates;  // the earliest Date of each round's games
    std::vector<Entrant> entrants;
    std::unordered_map<std::string, int> by_id, by_name, by_spelling;  // by_name: player_key's
    std::unordered_map<uint64_t, int> seat;  // (round, entrant) -> index into games
    std::vector<Game> games;
    std::unordered_map<uint64_t, std::vector<int>> by_pair;  // (entrant, entrant), lower first -> games
    // A game of a pair that has another in its round: into games, both, and the round.
    struct PairAgain {
      int first = 0, again = 0, round = 0;
      std::string round_tag;
    };
    std::vector<PairAgain> pair_again;
    std::vector<PgnFinding> findings;
    bool scores_two = false;  // a result written 2-0, 1-1 or 0-2
  };

  static void add_to(Draft& d, const GameTags& tags, GameLocation where, const Verdict* verdict);
  static int entrant(Draft& d, const std::string& name, const std::string& fide_id, const std::string& elo,
                     GameLocation where);
  enum class Seat { free, duplicate, taken };
  static Seat seat(Draft& d, Game& g, const GameTags& tags, GameLocation where);
  // The event of a draft, each game scored as recorded, or as the board says.
  static void score(const Draft& d, const Round& absence, bool by_board, BuiltEvent& b);
  // A second game of a pair in one round under the same Round tag is a
  // knockout's or a match's next game, and a double booking in any other
  // event: told once its type is known.
  static void report_pairs_again(Draft& d, EventType type);

  bool one_event_;
  GameStore store_;                   // each event's games, as add writes them
  std::vector<std::string> names_;    // each event's Event tag
  std::unordered_map<std::string, size_t> by_key_;
  std::string key_, record_;  // the game being added: its event key, and its record for the store
};

}  // namespace arbiter::event
