#include "cli/batch.h"

#include <fmt/format.h>
#include <tbb/global_control.h>
#include <tbb/info.h>
#include <tbb/parallel_pipeline.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>
#include <mutex>
#include <stdexcept>

#include "cli/digest.h"
#include "cli/fix.h"
#include "cli/game_check.h"
#include "cli/input.h"
#include "cli/junit_report.h"
#include "cli/progress.h"
#include "cli/shard_plan.h"
#include "parser/game_splitter.h"
#include "validate/encoding.h"

namespace arbiter {

namespace {

constexpr size_t ReadBlock = 1 << 20;     // bytes per read()
constexpr size_t FirstBlock = 1 << 16;    // with more than one job: bytes of the first read, doubled up to ReadBlock
constexpr size_t UnitsLeftPerJob = 2;     // near a file's end, reads shrink to split what is left this finely
constexpr size_t ChunkShare = 4;          // a chunk goes out once whole games fill 1/ChunkShare of the read
constexpr size_t ReadSlack = 64 << 10;    // room in a read buffer for the game a read leaves unfinished

// One unit of work travelling down the pipeline.
struct Work {
  size_t file = 0;
  GameChunk games;
  std::string input_error;
  bool ends_file = false;  // its last game is its file's last
  uint64_t bytes = 0;   // input bytes read for this unit
  std::string output;   // the report lines, filled by a worker
  std::string fixed;    // with --fix: the games written back, corrected
  std::string baseline;  // with --write-baseline: the records of the findings
  Tally tally;
};

// The pipeline's first stage: reads the inputs in order and cuts them into
// chunks of whole games, one chunk per read that completes a quarter of its
// size in games (a game cut by the block's end waits for the next read).
// A shard reads pieces of the inputs; a piece that begins inside its file
// begins at a resync point, where a fresh splitter cuts as one from the start.
class Feeder {
 public:
  // `extents`: the files' own, for a shard (which may enter a file in the
  // middle); none for a whole run.
  Feeder(const std::vector<InputFile>& files, const std::vector<InputExtent>& extents, std::vector<InputPiece> pieces,
         unsigned jobs)
      : files_(files), extents_(extents), pieces_(std::move(pieces)), jobs_(jobs) {}

  // The next unit, or nullptr when every input is done.
  std::unique_ptr<Work> next() {
    for (;;) {
      if (!source_) {
        if (next_piece_ == pieces_.size()) return nullptr;
        const InputPiece& piece = pieces_[next_piece_];
        splitter_ = GameSplitter(spare());
        counts_.push_back({piece.file, 0, 0});
        try {
          source_ = open_source(files_[piece.file], extents_.empty() ? InputExtent{} : extents_[piece.file],
                                piece.begin, piece.end);
        } catch (const std::exception& e) {
          return finish_file(e.what());
        }
      }
      size_t n = 0, block = 0;
      try {
        block = block_size();
        const std::span<char> room = splitter_.prepare(block);  // read in place, not copied
        n = source_->read(room.data(), room.size());
      } catch (const std::exception& e) {
        splitter_.finish();
        return finish_file(e.what());
      }
      if (n == 0) {
        splitter_.finish();
        return finish_file({});
      }
      splitter_.commit(n);
      pending_bytes_ += n;
      if (splitter_.ready_bytes() >= block / ChunkShare) return make_unit(spare());
    }
  }

  // Games and line ends read in each piece so far.
  const std::vector<ShardFileCount>& counts() const { return counts_; }

  // Takes back the buffer of a unit that is done with it, for a later read;
  // not one too small for a whole read (an empty chunk's has no room at all).
  void recycle(ByteBuffer buffer) {
    if (buffer.capacity() < ReadBlock + ReadSlack) return;
    const std::lock_guard lock(spares_mutex_);
    spares_.push_back(std::move(buffer));
  }

 private:
  // Bytes to read next. One job reads whole blocks. More jobs start with
  // small reads, so that every job has a chunk soon (the chunks are cut one
  // after another), and end with small reads, so that none is left checking
  // a big last chunk while the others wait.
  size_t block_size() {
    if (jobs_ == 1) return ReadBlock;
    size_t block = ramp_;
    ramp_ = std::min(2 * ramp_, ReadBlock);
    if (const std::optional<uint64_t> left = source_->bytes_left())
      block = std::clamp<uint64_t>(*left / (UnitsLeftPerJob * jobs_), FirstBlock, block);
    return block;
  }

  // The games cut so far; the splitter goes on in `next`.
  std::unique_ptr<Work> make_unit(ByteBuffer next) {
    auto w = std::make_unique<Work>();
    const InputPiece& piece = pieces_[next_piece_];
    w->file = piece.file;
    w->games = splitter_.take(std::move(next));
    for (GameChunk::Span& game : w->games.games) game.offset += piece.begin;
    counts_.back().games += w->games.games.size();
    w->bytes = pending_bytes_;
    pending_bytes_ = 0;
    return w;
  }

  // A buffer for the splitter to go on in: one a written unit gave back, or a
  // new one with room for a whole read. A read into fresh memory faults its
  // pages in one by one (on the 2-core VM of bench/README.md a fresh 1 MB
  // read took 1.3 ms, a reused one 0.5 ms); left to glibc's heap, two jobs
  // faulted in 6–9 MB of buffers on 32 MB of input, and 4 MB with these.
  ByteBuffer spare() {
    {
      const std::lock_guard lock(spares_mutex_);
      if (!spares_.empty()) {
        ByteBuffer b = std::move(spares_.back());
        spares_.pop_back();
        return b;
      }
    }
    ByteBuffer b;
    b.reserve(ReadBlock + ReadSlack);
    return b;
  }

  // Closes the current piece; its last games (and any error) form one unit.
  std::unique_ptr<Work> finish_file(std::string error) {
    auto w = make_unit({});
    w->input_error = std::move(error);
    w->ends_file = !pieces_[next_piece_].end;
    counts_.back().lines = splitter_.lines_ended();
    source_.reset();
    ++next_piece_;
    return w;
  }

  const std::vector<InputFile>& files_;
  const std::vector<InputExtent>& extents_;
  const std::vector<InputPiece> pieces_;
  const unsigned jobs_;
  size_t ramp_ = FirstBlock;  // the next read's size, but near a file's end
  size_t next_piece_ = 0;
  std::unique_ptr<ByteSource> source_;
  GameSplitter splitter_;
  std::mutex spares_mutex_;  // the write stage gives back while the read stage takes
  std::vector<ByteBuffer> spares_;
  uint64_t pending_bytes_ = 0;
  std::vector<ShardFileCount> counts_;
};

// Appends the report lines `write` makes to `out`; in a shard, each keyed
// with the input file it belongs to (`scratch` holds them meanwhile).
template <class Write>
void append_records(const std::optional<Shard>& shard, size_t input_file, std::string& scratch, std::string& out,
                    Write write) {
  if (!shard) return write(out);
  scratch.clear();
  write(scratch);
  append_keyed(scratch, input_file, out);
}

void check_unit(Work& w, const std::string& file, const CheckOptions& options) {
  Adjudicator judge(options.adjudication);
  const bool pdn_file = is_pdn_path(file);
  std::optional<Notation> notation_hint;
  std::string scratch;
  GameRecord record;  // one for all the games: its buffers are kept
  for (size_t i = 0; i < w.games.games.size(); ++i) {
    const GameText text = w.games.game(i);
    const bool last_in_file = w.ends_file && i + 1 == w.games.games.size();
    check_any_game(text, record, options.adjudicate ? &judge : nullptr, options.read, notation_hint, pdn_file,
                   last_in_file);
    if (!options.fix_path.empty()) write_fixed_game(text, record, w.fixed);
    apply_kind_levels(options.kinds, record);  // after --fix, which corrects what the board proves whatever is reported
    if (!options.write_baseline_path.empty()) append_baseline(record, file, w.baseline);  // all, old ones too
    if (options.baseline) w.tally.hidden += hide_baselined(*options.baseline, record);
    w.tally.add(record);
    append_records(options.shard, w.file, scratch, w.output,
                   [&](std::string& out) { report_game(record, text.text, file, options.report, out); });
  }
  // A failed read may leave the game being read incomplete: it was reported
  // with the games above; the error itself follows them.
  if (!w.input_error.empty())
    append_records(options.shard, w.file, scratch, w.output,
                   [&](std::string& out) { report_input_error(w.input_error, file, options.report.format, out); });
}

// The options that shape a shard's records, written out so that merge can
// refuse shards of different runs.
std::string shard_options(const CheckOptions& o) {
  const AdjudicationOptions& a = o.adjudication;
  return fmt::format("rules={} time_class={} min_draw_moves={} adjudication={} emit_games={} notation={} lang={} "
                     "ocr={}",
                     a.edition->id, a.time_class ? time_class_name(*a.time_class) : "auto", a.min_draw_moves,
                     o.adjudicate ? "on" : "off", o.report.emit_games ? "on" : "off",
                     o.read.notation ? o.read.notation->name() : "auto",
                     o.read.language ? o.read.language->code : "any", o.read.ocr ? "on" : "off");
}

// Opens `path` to write `what` into; true with `file` null when there is no
// path, false after saying why it cannot be written.
bool open_output(const std::string& path, const char* what, std::FILE*& file) {
  if (path.empty()) return true;
  if ((file = std::fopen(path.c_str(), "wb"))) return true;
  std::fprintf(stderr, "arbiter: %s: cannot write %s\n", to_utf8(path).c_str(), what);
  return false;
}

// Closes what open_output opened: false after a write error.
bool close_output(const std::string& path, std::FILE* file) {
  if (!file || std::fclose(file) == 0) return true;
  std::fprintf(stderr, "arbiter: %s: write error\n", to_utf8(path).c_str());
  return false;
}

std::string inputs_digest(const std::vector<InputFile>& files, const std::vector<InputExtent>& extents) {
  Digest d;
  for (size_t i = 0; i < files.size(); ++i) {
    d.add(files[i].path);
    d.add(std::to_string(extents[i].size));
  }
  return d.hex();
}

}  // namespace

int run_check(const CheckOptions& options) {
  const auto started = std::chrono::steady_clock::now();
  Inputs inputs = expand_inputs(options.paths);
  RecordJoiner joiner(options.report.format);
  std::string head, errors, scratch;
  report_head(options.report, head);
  // A shard reads only its part of the inputs; the first reports the
  // arguments that name none.
  std::vector<InputExtent> extents;
  std::optional<ShardRange> range;
  if (options.shard) {
    for (const InputFile& f : inputs.files) extents.push_back(input_extent(f));
    range = plan_shard(inputs.files, extents, *options.shard);
    if (options.shard->index > 1) inputs.errors.clear();
  }
  for (const std::string& e : inputs.errors)
    append_records(options.shard, 0, scratch, errors,
                   [&](std::string& out) { report_input_error(e, {}, options.report.format, out); });
  // JUnit's counts stand before its test cases: its report is written at the end.
  std::optional<JunitReport> junit;
  if (options.report.format == Format::junit) {
    junit.emplace("arbiter check");
    if (!errors.empty()) junit->add(SIZE_MAX, {}, errors, 0, 0, inputs.errors.size());
  } else {
    const std::string_view first_errors = joiner.next(errors);
    std::fwrite(head.data(), 1, head.size(), stdout);
    std::fwrite(first_errors.data(), 1, first_errors.size(), stdout);
  }

  std::FILE* fix_file = nullptr;
  std::FILE* baseline_file = nullptr;
  if (!open_output(options.fix_path, "the fixed games", fix_file) ||
      !open_output(options.write_baseline_path, "the baseline", baseline_file)) {
    if (fix_file) std::fclose(fix_file);
    return 2;
  }
  const unsigned jobs = options.jobs ? options.jobs : unsigned(tbb::info::default_concurrency());
  Feeder feeder(inputs.files, extents, input_pieces(inputs.files.size(), range), jobs);
  Progress progress(options.progress);
  Tally tally;
  uint64_t bytes = 0;
  uint64_t input_errors = inputs.errors.size();

  // The pipeline's three stages: read and cut (in order), check (any order,
  // in parallel), write (in order).
  const auto read = [&]() { return feeder.next(); };
  std::vector<CheckOptions> file_options;  // by file, when some have settings of their own
  if (options.for_file)
    for (const InputFile& f : inputs.files) file_options.push_back(options.for_file(f.path));
  const auto check = [&](Work& w) {
    check_unit(w, inputs.files[w.file].path, file_options.empty() ? options : file_options[w.file]);
  };
  const auto write = [&](Work& w) {
    if (junit) {
      junit->add(w.file, inputs.files[w.file].path, w.output, w.tally.games,
                 w.tally.games_at_least(options.report.fail_on), !w.input_error.empty());
    } else if (!w.output.empty()) {
      progress.clear();
      const std::string_view part = joiner.next(w.output);
      std::fwrite(part.data(), 1, part.size(), stdout);
    }
    if (fix_file) std::fwrite(w.fixed.data(), 1, w.fixed.size(), fix_file);
    if (baseline_file) std::fwrite(w.baseline.data(), 1, w.baseline.size(), baseline_file);
    tally.merge(w.tally);
    bytes += w.bytes;
    input_errors += !w.input_error.empty();
    progress.update(bytes, tally.games);
    feeder.recycle(std::move(w.games.storage));
  };
  if (jobs == 1) {
    // One job runs the stages in turn on this thread: TBB's scheduler, its
    // worker thread and its allocator would cost a millisecond at start for
    // nothing.
    while (const std::unique_ptr<Work> w = read()) {
      check(*w);
      write(*w);
    }
  } else {
    tbb::global_control threads(tbb::global_control::max_allowed_parallelism, jobs);
    tbb::parallel_pipeline(
        jobs * 4,
        tbb::make_filter<void, Work*>(tbb::filter_mode::serial_in_order,
                                      [&](tbb::flow_control& fc) -> Work* {
                                        Work* w = read().release();
                                        if (!w) fc.stop();
                                        return w;
                                      }) &
            tbb::make_filter<Work*, Work*>(tbb::filter_mode::parallel,
                                           [&](Work* w) {
                                             check(*w);
                                             return w;
                                           }) &
            tbb::make_filter<Work*, void>(tbb::filter_mode::serial_in_order, [&](Work* w) {
              const std::unique_ptr<Work> owned(w);
              write(*w);
            }));
  }

  progress.clear();
  const bool fix_failed = !close_output(options.fix_path, fix_file);
  const bool baseline_failed = !close_output(options.write_baseline_path, baseline_file);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  std::string summary;
  if (options.shard)
    report_shard({*options.shard, shard_options(options), std::string(severity_name(options.report.fail_on)),
                  inputs_digest(inputs.files, extents), range->begin, range->end, feeder.counts(), input_errors},
                 summary);
  report_summary(tally, inputs.files.size(), bytes, seconds, options.report.format, summary);
  if (junit) junit->finish(summary);
  std::fwrite(summary.data(), 1, summary.size(), stdout);
  std::fflush(stdout);
  if (fix_failed || baseline_failed || input_errors) return 2;
  return tally.at_least(options.report.fail_on) > 0 ? 1 : 0;
}

}  // namespace arbiter
