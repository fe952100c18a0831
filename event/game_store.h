// Records grouped by event, kept until each event is built: in memory while
// they fit a budget, then in an unnamed temporary file, so that an archive's
// events take bounded memory however large the archive. An archive's events
// interleave (a TWIC week mixes dozens, and an event runs over several
// weeks), so none is known complete before the input ends.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace arbiter::event {

class GameStore {
 public:
  // `budget`: bytes of records held in memory before all of them are
  // written out; the file is made in $TMPDIR (else /tmp) when first needed.
  explicit GameStore(size_t budget) : budget_(budget) {}
  ~GameStore();
  GameStore(const GameStore&) = delete;
  GameStore& operator=(const GameStore&) = delete;

  // A new group, numbered from 0 in the order made.
  size_t add_group();
  size_t groups() const { return groups_.size(); }
  // Bytes of records held in memory: at most the budget, once an append returns.
  size_t held() const { return held_; }
  // Appends a record to group `g`. When the temporary file cannot be made
  // or written, the records stay in memory from then on and error() says why.
  void append(size_t g, std::string_view record);
  // Why the records went over the budget: the temporary file's failure; empty if none.
  const std::string& error() const { return error_; }

  // Group g's records, in the order appended, joined (each record as the
  // caller wrote it, so it must be self-delimiting), and the group's memory
  // released. Once appending is over, calls for distinct groups may run
  // concurrently. Throws std::runtime_error when the file cannot be read back.
  std::string take(size_t g);

 private:
  struct Group {
    std::string tail;  // appended since the last spill
    std::vector<std::pair<uint64_t, uint64_t>> spilled;  // offset and size of each piece in the file
  };
  void spill();
  void spill_to_file();  // throws std::runtime_error

  size_t budget_;
  size_t held_ = 0;      // bytes of all tails
  int file_ = -1;
  uint64_t file_size_ = 0;
  std::vector<Group> groups_;
  std::vector<size_t> touched_;  // the groups with a tail, in the order first appended to
  std::string error_;            // why the records went over the budget; empty if they did not
};

}  // namespace arbiter::event
