#include "cli/event_pgn_input.h"

#include <vector>

#include "parser/game_splitter.h"
#include "parser/pgn_reader.h"
#include "validate/encoding.h"

namespace arbiter {

namespace {

using event::GameTags;

class TagVisitor final : public PgnVisitor {
 public:
  void clear() { tags_ = {}; }  // before each game: one without tags has none
  Flow tag(std::string_view name, std::string_view value, size_t) override {
    if (std::string* field = field_of(name)) *field = to_utf8(value);
    return Flow::go_on;
  }
  Flow end_tags() override { return Flow::skip_game; }
  const GameTags& tags() const { return tags_; }

 private:
  std::string* field_of(std::string_view name) {
    if (name == "Event") return &tags_.event;
    if (name == "Site") return &tags_.site;
    if (name == "Date") return &tags_.date;
    if (name == "EventDate") return &tags_.event_date;
    if (name == "Round") return &tags_.round;
    if (name == "White") return &tags_.white;
    if (name == "Black") return &tags_.black;
    if (name == "WhiteFideId") return &tags_.white_fide_id;
    if (name == "BlackFideId") return &tags_.black_fide_id;
    if (name == "WhiteElo") return &tags_.white_elo;
    if (name == "BlackElo") return &tags_.black_elo;
    if (name == "Result") return &tags_.result;
    if (name == "Termination") return &tags_.termination;
    return nullptr;
  }
  GameTags tags_;
};

}  // namespace

void add_pgn_games(std::string_view head, ByteSource& source, int file, event::EventBuilder& builder) {
  GameSplitter splitter;
  TagVisitor visitor;
  auto add_ready = [&] {
    const GameChunk chunk = splitter.take();
    for (size_t i = 0; i < chunk.games.size(); ++i) {
      const GameText game = chunk.game(i);
      visitor.clear();
      read_pgn_game(game.text, visitor);
      builder.add(visitor.tags(), {file, game.index, game.line});
    }
  };
  splitter.feed(head);
  std::vector<char> buffer(1 << 20);
  while (const size_t n = source.read(buffer.data(), buffer.size())) {
    splitter.feed({buffer.data(), n});
    add_ready();
  }
  splitter.finish();
  add_ready();
}

}  // namespace arbiter
