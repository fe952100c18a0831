// `arbiter split --into N INPUT -o DIR`: one input read once, as a stream,
// and dealt out in N contiguous runs of whole games, each written as a
// multi-frame .zst, for machines that cannot enter a compressed file in the
// middle. The runs are cut where the game splitter starts a game, so that
// the pieces checked one after another give the input's games.
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <optional>
#include <stdexcept>

#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/input.h"
#include "cli/zstd_writer.h"
#include "parser/game_splitter.h"
#include "parser/pgn_lexicon.h"
#include "validate/encoding.h"

namespace arbiter {

namespace {

namespace fs = std::filesystem;

constexpr std::string_view Help = R"(Usage: arbiter split --into N INPUT -o DIR

Reads INPUT once, as a stream (plain text, or zstd or gzip, told by its first
bytes as check tells them), and writes its games into N files

  DIR/NAME.001-of-N.pgn.zst ... DIR/NAME.N-of-N.pgn.zst

(NAME is INPUT's name without .pgn, .pgn.zst or .pgn.gz; a .pdn input gives
.pdn.zst files, so that check still reads them as draughts). Each file holds
a contiguous run of about 1/N of INPUT's text, whole games only, as a zstd
file of many frames (one every 4 MB or so, each ending at a game's end), so
that it can be shared out again by frames. The cuts fall where 'arbiter
check' starts a game, and the files decompressed and joined in order are
INPUT's text byte for byte: checking them one after another gives INPUT's
games and findings (numbered from 1 in each file).

A cut is put off to a later game where the game before it does not end with
a result (a draughts game without one may only end a file) or where the
game would not start the same way at a file's start (a game after a brace
comment left open); a run may so be longer, and a later one empty. An input
of fewer games than N leaves empty files (a valid zstd file of no text).

Meant for what cannot be entered in the middle: a single-frame .zst (as the
lichess database ships) or a .gz. A plain file, or a .zst of many frames,
can be shared by byte ranges or frames without it.

Options:
  --into N            the number of files to write (1 or more)
  -o, --output DIR    where to write them; made if missing, files of the
                      same names replaced

The files' names go to standard output, one a line. Exit codes: 0 written,
2 usage error, INPUT unreadable, not a regular file (a pipe: its size, which
is shared out, is not known ahead), or damaged (the files then hold the
games read before the damage, the last one perhaps cut short), or a file
that cannot be written.
)";

constexpr size_t ReadBlock = 1 << 20;   // bytes of text per read
constexpr size_t FrameBytes = 4 << 20;  // text per frame of a written file, at least
// A compressed input is read a 4096th of it at a time, between these bounds,
// so that how far through it the reading is (which is how its text's size
// is estimated) is known that finely.
constexpr uint64_t RawSteps = 4096, MinRawStep = 512, MaxRawStep = 16 << 10;

struct SplitOptions {
  unsigned into = 0;
  std::vector<std::string> inputs;
  std::string dir;
};

// What the written files are called: DIR/NAME.001-of-N.pgn.zst.
class PieceNames {
 public:
  PieceNames(const std::string& dir, const std::string& input, unsigned count) : dir_(dir), count_(count) {
    stem_ = fs::path(input).filename().string();
    std::string lower = stem_;
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
    for (std::string_view ext : {".zst", ".gz"})
      if (lower.ends_with(ext)) lower.resize(lower.size() - ext.size());
    for (std::string_view ext : {".pgn", ".pdn"})
      if (lower.ends_with(ext)) {
        kind_ = ext;
        lower.resize(lower.size() - ext.size());
      }
    stem_.resize(lower.size());
    digits_ = std::max<size_t>(3, std::to_string(count).size());
  }
  std::string operator()(unsigned piece) const {
    return (dir_ / fmt::format("{}.{:0{}}-of-{}{}.zst", stem_, piece + 1, digits_, count_, kind_)).string();
  }

 private:
  fs::path dir_;
  std::string stem_, kind_ = ".pgn";
  unsigned count_;
  size_t digits_;
};

// Whether `game` ends with a result: PGN's, or draughts' 2-0, 0-2 and 1-1. A
// draughts game without one is read differently as the last of its file
// (cli/batch.cpp, validate/draughts_replay.cpp), so no cut follows it.
bool ends_with_result(std::string_view game) {
  constexpr std::string_view Blanks = " \t\r\n\f\v\x1A";
  const size_t end = game.find_last_not_of(Blanks);
  if (end == std::string_view::npos) return false;
  const size_t begin = game.find_last_of(Blanks, end) + 1;  // npos + 1 == 0
  const std::string_view word = game.substr(begin, end + 1 - begin);
  auto first = word.begin();
  return boost::spirit::x3::parse(first, word.end(), pgn_lexicon::result >> boost::spirit::x3::eoi) ||
         word == "2-0" || word == "0-2" || word == "1-1";
}

// Whether `game` read at a file's start is the same one game: not so for a
// game the splitter began at a tag pair line inside a brace comment left
// open (read afresh, its tag names count and may cut it), nor one that
// starts with a UTF-8 byte order mark (dropped at a file's start).
bool starts_alike(std::string_view game) {
  GameSplitter fresh;
  fresh.feed(game);
  fresh.finish();
  const GameChunk chunk = fresh.take();
  return chunk.games.size() == 1 && chunk.games[0].offset == 0 && chunk.games[0].size == game.size();
}

// Deals the games, in order, to the N files: a file is left for the next at
// the first game starting at or after the next file's share of the text.
class Dealer {
 public:
  Dealer(const PieceNames& names, unsigned count, uint64_t raw_size)
      : names_(names), count_(count), raw_size_(raw_size) {
    open(0);
  }

  // Text before the first game (a byte order mark, blank and '%' lines):
  // the first file's.
  void add_head(std::string_view text) { writer_->add(text); }

  // `text`, a game that starts `offset` bytes into the input's text, when
  // `text_read` bytes of it have been read from `raw_read` bytes of the file.
  void add_game(std::string_view text, uint64_t offset, uint64_t text_read, uint64_t raw_read) {
    if (piece_ + 1 < count_ && offset >= share_end(piece_, text_read, raw_read) && after_result_ &&
        starts_alike(text)) {
      while (piece_ + 1 < count_ && offset >= share_end(piece_, text_read, raw_read)) open(piece_ + 1);
    }
    writer_->add(text);
    after_result_ = ends_with_result(text);
  }

  // Closes the last file written and writes the ones left empty; returns
  // the text's bytes written in all.
  uint64_t finish() {
    while (piece_ + 1 < count_) open(piece_ + 1);
    close();
    return written_;
  }

 private:
  // Where file `piece`'s share ends in the text, whose size is estimated
  // from the part read so far: exact for a plain file, and for a compressed
  // one as good as its compression ratio is even.
  uint64_t share_end(unsigned piece, uint64_t text_read, uint64_t raw_read) const {
    const double text_size = raw_read ? double(text_read) * double(raw_size_) / double(raw_read) : 0;
    return uint64_t(text_size * (piece + 1) / count_);
  }

  void open(unsigned piece) {
    if (writer_) close();
    piece_ = piece;
    writer_ = std::make_unique<ZstdFramesWriter>(names_(piece), FrameBytes);
  }

  void close() {
    writer_->close();
    written_ += writer_->bytes_in();
    fmt::print("{}\n", to_utf8(names_(piece_)));
  }

  const PieceNames& names_;
  const unsigned count_;
  const uint64_t raw_size_;
  unsigned piece_ = 0;
  std::unique_ptr<ZstdFramesWriter> writer_;
  uint64_t written_ = 0;
  bool after_result_ = true;  // the game before, if any, ends with a result
};

// Reads the input and deals its games; returns the error that stopped the
// reading, if one did, after the games before it are written.
std::string split(const SplitOptions& options) {
  const std::string& input = options.inputs.front();
  RawProgress progress;
  const std::unique_ptr<ByteSource> source = open_source({input}, progress);
  // A pipe's size is not known before its end, and the shares are of it.
  if (!fs::is_regular_file(input))
    throw std::runtime_error(input + ": not a regular file; split shares out a file by its size");
  const uint64_t raw_size = fs::file_size(input);
  progress.step = size_t(std::clamp(raw_size / RawSteps, uint64_t(MinRawStep), uint64_t(MaxRawStep)));
  std::error_code ec;
  fs::create_directories(options.dir, ec);
  if (ec || !fs::is_directory(options.dir))
    throw std::runtime_error(options.dir + ": cannot make the directory" + (ec ? ": " + ec.message() : ""));
  const PieceNames names(options.dir, input, options.into);
  Dealer dealer(names, options.into, raw_size);

  GameSplitter splitter;
  std::string head;  // the text read until the first game is cut, which holds what the splitter skips before it
  bool dealt = false;
  uint64_t text_read = 0;
  const auto deal = [&](const GameChunk& chunk) {
    for (size_t i = 0; i < chunk.games.size(); ++i) {
      const GameText game = chunk.game(i);
      if (!dealt) {
        dealer.add_head(std::string_view(head).substr(0, game.offset));
        head = std::string();
        dealt = true;
      }
      dealer.add_game(game.text, game.offset, text_read, progress.bytes_read);
    }
  };
  std::string error;
  GameChunk chunk;
  for (;;) {
    size_t n = 0;
    const std::span<char> room = splitter.prepare(ReadBlock);
    try {
      n = source->read(room.data(), room.size());
    } catch (const std::exception& e) {
      error = e.what();
    }
    if (n == 0) break;
    if (!dealt) head.append(room.data(), n);
    splitter.commit(n);
    text_read += n;
    chunk = splitter.take(std::move(chunk.storage));
    deal(chunk);
  }
  splitter.finish();
  deal(splitter.take());
  if (!dealt) dealer.add_head(head);  // no game: blank or '%' lines only
  const uint64_t written = dealer.finish();
  if (written != text_read)  // every byte goes to a file: a cut that lost some is a bug, not to pass silently
    throw std::logic_error(fmt::format("{}: {} bytes read but {} written", input, text_read, written));
  return error;
}

int run_split(const SplitOptions& options) {
  if (!options.into) throw UsageError("needs --into N");
  if (options.dir.empty()) throw UsageError("needs -o DIR, where to write the files");
  if (options.inputs.size() != 1) throw UsageError("takes one INPUT file");
  if (options.inputs.front() == "-")
    throw UsageError("reads a file, not standard input: its size is what it shares out");
  std::string error;
  try {
    error = split(options);
  } catch (const std::exception& e) {
    error = e.what();
  }
  if (error.empty()) return 0;
  fmt::print(stderr, "arbiter split: {}\n", to_utf8(error));
  return 2;
}

}  // namespace

std::string split_help() { return std::string(Help); }

CommandRun split_command(CLI::App& app) {
  const auto options = std::make_shared<SplitOptions>();
  add_positive(app, "--into", "a number of files, 1 or more", [options](unsigned n) { options->into = n; });
  add_file(app, "-o,--output", options->dir, "a directory");
  add_arguments(app, options->inputs, "FILE");
  return [options] { return run_split(*options); };
}

}  // namespace arbiter
