#include "cli/event_pgn_input.h"

#include <fmt/format.h>

#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>

#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "adjudicate/adjudicator.h"
#include "adjudicate/verdict.h"
#include "parser/game_splitter.h"
#include "parser/pgn_reader.h"
#include "validate/encoding.h"
#include "validate/replay.h"

namespace arbiter {

namespace {

using event::GameTags;

// The tags standings need, and where each goes.
constexpr std::pair<std::string_view, std::string GameTags::*> Fields[] = {
    {"Event", &GameTags::event},
    {"Site", &GameTags::site},
    {"Date", &GameTags::date},
    {"EventDate", &GameTags::event_date},
    {"Round", &GameTags::round},
    {"White", &GameTags::white},
    {"Black", &GameTags::black},
    {"WhiteFideId", &GameTags::white_fide_id},
    {"BlackFideId", &GameTags::black_fide_id},
    {"WhiteElo", &GameTags::white_elo},
    {"BlackElo", &GameTags::black_elo},
    {"WhiteTitle", &GameTags::white_title},
    {"BlackTitle", &GameTags::black_title},
    {"Result", &GameTags::result},
    {"Termination", &GameTags::termination},
};

class TagVisitor final : public PgnVisitor {
 public:
  // Before each game (one without tags has none); the strings keep their room.
  void clear() {
    for (const auto& [name, field] : Fields) (tags_.*field).clear();
  }
  Flow tag(std::string_view name, std::string_view value, size_t) override {
    for (const auto& [known, field] : Fields)
      if (name == known) {
        (tags_.*field).assign(value);  // into the room the last game's value left: no allocation per tag
        make_utf8(tags_.*field);
      }
    return Flow::go_on;
  }
  Flow end_tags() override { return Flow::skip_game; }
  const GameTags& tags() const { return tags_; }

 private:
  GameTags tags_;
};

// A game's tags, and the board's verdict where it differs from the record.
struct Judged {
  event::GameTags tags;
  std::optional<event::Verdict> verdict;
};

// Every game of the chunk read and judged as `check` does, in parallel, each
// range of games with a reader and an adjudicator of its own.
std::vector<Judged> judge_games(const GameChunk& chunk, const VerdictOptions& options) {
  std::vector<Judged> judged(chunk.games.size());
  tbb::parallel_for(tbb::blocked_range<size_t>(0, chunk.games.size(), 8), [&](const tbb::blocked_range<size_t>& range) {
    TagVisitor visitor;
    AdjudicationOptions adjudication;
    adjudication.edition = options.edition;
    Adjudicator judge(adjudication);
    std::optional<Notation> notation_hint;
    GameRecord record;
    for (size_t i = range.begin(); i != range.end(); ++i) {
      const GameText text = chunk.game(i);
      visitor.clear();
      read_pgn_game(text.text, visitor);
      judged[i].tags = visitor.tags();
      check_game(text, record, &judge, options.read, &notation_hint);
      judge.finish(record, text);
      if (const Finding* f = board_verdict(record)) {
        // The reason names the check finding and its article, so that the text report shows them too.
        const std::string rule = options.edition->cite(f->law);
        judged[i].verdict =
            event::Verdict{f->candidates.front(), fmt::format("{} ({}, {})", f->message, kind_name(f->kind), rule), rule};
      }
    }
  });
  return judged;
}

}  // namespace

void add_pgn_games(std::string_view head, ByteSource& source, int file, event::EventBuilder& builder,
                   const VerdictOptions* verdicts) {
  GameSplitter splitter;
  TagVisitor visitor;
  ByteBuffer spare;  // the last chunk's buffer, for the splitter to go on in: memory already mapped
  auto add_ready = [&] {
    GameChunk chunk = splitter.take(std::move(spare));
    if (verdicts) {
      const std::vector<Judged> judged = judge_games(chunk, *verdicts);
      for (size_t i = 0; i < chunk.games.size(); ++i) {
        const GameText game = chunk.game(i);
        const std::optional<event::Verdict>& verdict = judged[i].verdict;
        builder.add(judged[i].tags, {file, game.index, game.line, game.offset}, verdict ? &*verdict : nullptr);
      }
    } else {
      for (size_t i = 0; i < chunk.games.size(); ++i) {
        const GameText game = chunk.game(i);
        visitor.clear();
        read_pgn_game(game.text, visitor);
        builder.add(visitor.tags(), {file, game.index, game.line, game.offset});
      }
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
