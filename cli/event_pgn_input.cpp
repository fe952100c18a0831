#include "cli/event_pgn_input.h"

#include <fmt/format.h>

#include <tbb/blocked_range.h>
#include <tbb/concurrent_queue.h>
#include <tbb/parallel_for.h>
#include <tbb/parallel_pipeline.h>

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "adjudicate/adjudicator.h"
#include "adjudicate/verdict.h"
#include "cli/game_check.h"
#include "parser/game_splitter.h"
#include "parser/movetext_key.h"
#include "parser/pgn_reader.h"
#include "validate/encoding.h"

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

// Reads a game's tags into `tags`, the movetext skipped.
class TagVisitor final : public PgnVisitor {
 public:
  explicit TagVisitor(GameTags& tags) : tags_(tags) {}
  Flow tag(std::string_view name, std::string_view value, size_t offset) override {
    last_tag_ = offset;
    for (const auto& [known, field] : Fields)
      if (name == known) {
        (tags_.*field).assign(value);
        make_utf8(tags_.*field);
      }
    return Flow::go_on;
  }
  Flow end_tags() override { return Flow::skip_game; }

  // Reads `text`'s tags, and keys its moves.
  void read(std::string_view text) {
    read_pgn_game(text, *this);
    tags_.moves = movetext_key(text.substr(movetext_begin(text, last_tag_)));
  }

 private:
  GameTags& tags_;
  size_t last_tag_ = std::string_view::npos;
};

// A game's tags, and the board's verdict where it differs from the record.
struct Judged {
  event::GameTags tags;
  std::optional<event::Verdict> verdict;
};

// A piece of the stream cut into games, and what was read from each.
struct Unit {
  GameChunk chunk;
  std::vector<Judged> judged;
};

// Every game of the chunk's tags; with `verdicts`, each game also read and
// judged as `check` does, each range of games with a reader and an
// adjudicator of its own.
void read_games(Unit& unit, const VerdictOptions* verdicts, bool pdn_file) {
  const GameChunk& chunk = unit.chunk;
  std::vector<Judged>& judged = unit.judged;
  judged.resize(chunk.games.size());
  if (!verdicts) {
    for (size_t i = 0; i < chunk.games.size(); ++i) {
      TagVisitor(judged[i].tags).read(chunk.game(i).text);
    }
    return;
  }
  tbb::parallel_for(tbb::blocked_range<size_t>(0, chunk.games.size(), 8), [&](const tbb::blocked_range<size_t>& range) {
    AdjudicationOptions adjudication;
    adjudication.edition = verdicts->edition;
    Adjudicator judge(adjudication);
    std::optional<Notation> notation_hint;
    GameRecord record;
    for (size_t i = range.begin(); i != range.end(); ++i) {
      const GameText text = chunk.game(i);
      TagVisitor(judged[i].tags).read(text.text);
      check_any_game(text, record, &judge, verdicts->read, notation_hint, pdn_file, true);
      if (const Finding* f = board_verdict(record)) {
        // The reason names the check finding and its article, so that the text report shows them too;
        // a draughts finding carries its rule, a chess one its law.
        const std::string rule = f->rule.empty() ? verdicts->edition->cite(f->law) : f->rule;
        judged[i].verdict =
            event::Verdict{f->candidates.front(), fmt::format("{} ({}, {})", f->message, kind_name(f->kind), rule), rule};
      }
    }
  });
}

// Units in flight: enough for every thread to read one while the builder
// takes another.
constexpr size_t UnitsInFlight = 8;

}  // namespace

// Three stages, as check's pipeline: the stream cut into games in order, each
// unit's tags read (and games judged) in parallel, the games added to the
// builder in input order, so the events come out the same for any number of
// threads.
void add_pgn_games(std::string_view head, ByteSource& source, int file, event::EventBuilder& builder,
                   const VerdictOptions* verdicts, bool pdn_file) {
  GameSplitter splitter;
  splitter.feed(head);
  bool ended = false;
  tbb::concurrent_queue<ByteBuffer> spares;  // buffers of units done with, for the splitter to go on in
  using UnitPtr = std::shared_ptr<Unit>;
  auto cut = [&](tbb::flow_control& flow) -> UnitPtr {
    if (ended) {
      flow.stop();
      return nullptr;
    }
    constexpr size_t Block = 1 << 20;
    const std::span<char> room = splitter.prepare(Block);  // read in place, not copied
    const size_t n = source.read(room.data(), room.size());
    splitter.commit(n);
    if (n == 0) {
      splitter.finish();
      ended = true;
    }
    ByteBuffer spare;
    spares.try_pop(spare);
    auto unit = std::make_shared<Unit>();
    unit->chunk = splitter.take(std::move(spare));
    return unit;
  };
  auto read = [&](UnitPtr unit) {
    read_games(*unit, verdicts, pdn_file);
    return unit;
  };
  auto add = [&](UnitPtr unit) {
    for (size_t i = 0; i < unit->chunk.games.size(); ++i) {
      const GameChunk::Span& game = unit->chunk.games[i];
      const std::optional<event::Verdict>& verdict = unit->judged[i].verdict;
      builder.add(unit->judged[i].tags, {file, game.index, game.line, game.offset}, verdict ? &*verdict : nullptr);
    }
    spares.push(std::move(unit->chunk.storage));
  };
  tbb::parallel_pipeline(UnitsInFlight, tbb::make_filter<void, UnitPtr>(tbb::filter_mode::serial_in_order, cut) &
                                            tbb::make_filter<UnitPtr, UnitPtr>(tbb::filter_mode::parallel, read) &
                                            tbb::make_filter<UnitPtr, void>(tbb::filter_mode::serial_in_order, add));
}

}  // namespace arbiter
