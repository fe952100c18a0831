// Arbiter as a C++ library: checks PGN text or a file as `arbiter check`
// does (every move replayed, the game judged under an edition of the Laws of
// Chess) and hands each finding and each game's record to callbacks.
//
//   #include <arbiter/arbiter.h>
//
//   arbiter::api::Callbacks on;
//   on.finding = [](const arbiter::api::Finding& f) {
//     std::cout << f.file << ':' << f.line << ": " << f.kind << ": " << f.message << '\n';
//   };
//   const arbiter::api::Summary s = arbiter::api::check_file("games.pgn", {}, on);
//   return s.errors ? 1 : 0;
//
// CMake: find_package(Arbiter) and link Arbiter::arbiter. Only standard
// library types appear here. The functions keep no state between calls, so
// several threads may call them at once.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::api {

// What is checked and how the game is judged; `arbiter check`'s options of
// the same names.
struct Options {
  std::string rules = "fide-2023";  // the edition of the Laws: fide-2023, fide-2009 or fide-1966
  std::string time_class;           // standard, rapid or blitz; "" for each game's TimeControl tag
  int min_draw_moves = 30;          // an agreed draw before this move is premature
  bool adjudicate = true;           // false: only whether the moves are legal and readable
};

enum class Severity { info, warning, error };
enum class Side { white, black };

// One thing wrong (or worth saying) about a game: a line of `arbiter check
// --format jsonl` (the README's tables list the kinds).
struct Finding {
  std::string kind;        // "illegal_move", "result_mismatch"...
  Severity severity = Severity::error;
  std::string file;        // as given to check_file, or check_text's name
  uint64_t game = 0;       // 1-based number of the game in the file
  uint64_t line = 0;       // 1-based line of the text it is about
  uint64_t column = 0;     // 1-based, in bytes from the line's start
  uint64_t byte_offset = 0;
  int ply = 0;             // 1-based ply in its line of play; 0 when about no move
  bool in_variation = false;
  int move_number = 0;     // with `side`, when about a move
  std::optional<Side> side;
  std::string text;        // the text as written ("Nd5")
  std::string message;     // what is wrong, and why
  std::string rule;        // the article it rests on ("FIDE 2023 3.9.2"), "" when none
  std::vector<std::string> candidates;  // the legal moves that fit or come closest (SAN), or the right result
};

// A game as replayed: `arbiter check --emit-games`'s record.
struct GameRecord {
  std::string file;
  uint64_t game = 0, line = 0, byte_offset = 0;
  std::string white, black, result, event, site, date, round;  // tags as written
  std::string notation;                 // how the moves were read: "san-en", "desc-es"...
  std::vector<int> draw_offers;         // the plies after which a draw offer "(=)" stands
  std::vector<std::string> moves_uci;   // the main line as far as it replays (castling e1g1; a pass 0000)
  std::optional<std::string> final_fen; // after those moves; none when the setup kept them from being checked
  size_t findings = 0;
};

// Called for each finding of a game, in the order of the text, then for the
// game's record; games in the order of the text. Either may be empty.
struct Callbacks {
  std::function<void(const Finding&)> finding;
  std::function<void(const GameRecord&)> game;
};

struct Summary {
  uint64_t games = 0, games_with_findings = 0;
  uint64_t errors = 0, warnings = 0, infos = 0;  // findings by severity
};

// Checks every game of `pgn`; findings and records name the file `name`.
// Throws std::invalid_argument for options it does not know (an edition, a
// time class); any bytes are read, and never throw.
Summary check_text(std::string_view pgn, const Options& options = {}, const Callbacks& callbacks = {},
                   std::string_view name = {});
// The same for the file at `path` (PGN or a plain scoresheet, uncompressed);
// throws std::runtime_error when it cannot be read.
Summary check_file(const std::string& path, const Options& options = {}, const Callbacks& callbacks = {});

// The library's version, the program's ("0.1.0").
std::string_view version();

}  // namespace arbiter::api
