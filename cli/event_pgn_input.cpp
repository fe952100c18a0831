#include "cli/event_pgn_input.h"

#include <span>

#include "parser/game_splitter.h"
#include "parser/pgn_reader.h"
#include "validate/encoding.h"

namespace arbiter {

namespace {

using event::GameTags;

class TagVisitor final : public PgnVisitor {
 public:
  // Before each game (one without tags has none); the strings keep their room.
  void clear() {
    for (std::string* field : {&tags_.event, &tags_.site, &tags_.date, &tags_.event_date, &tags_.round, &tags_.white,
                               &tags_.black, &tags_.white_fide_id, &tags_.black_fide_id, &tags_.white_elo,
                               &tags_.black_elo, &tags_.result, &tags_.termination})
      field->clear();
  }
  Flow tag(std::string_view name, std::string_view value, size_t) override {
    if (std::string* field = field_of(name)) {
      field->assign(value);  // into the room the last game's value left: no allocation per tag
      make_utf8(*field);
    }
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
  ByteBuffer spare;  // the last chunk's buffer, for the splitter to go on in: memory already mapped
  auto add_ready = [&] {
    GameChunk chunk = splitter.take(std::move(spare));
    for (size_t i = 0; i < chunk.games.size(); ++i) {
      const GameText game = chunk.game(i);
      visitor.clear();
      read_pgn_game(game.text, visitor);
      builder.add(visitor.tags(), {file, game.index, game.line});
    }
    spare = std::move(chunk.storage);
  };
  splitter.feed(head);
  constexpr size_t Block = 1 << 20;
  while (true) {
    const std::span<char> room = splitter.prepare(Block);  // read in place, not copied
    const size_t n = source.read(room.data(), room.size());
    splitter.commit(n);
    if (n == 0) break;
    add_ready();
  }
  splitter.finish();
  add_ready();
}

}  // namespace arbiter
