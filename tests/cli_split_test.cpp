// `arbiter split --into N`: the N files, decompressed by zstd and joined, are
// the input byte for byte; each file after the first starts where the
// splitter starts a game; checking the files in order finds what checking
// the input finds; and bad command lines and inputs are refused with exit 2.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "cli/zstd_frames.h"
#include "tests/corpus.h"
#include "tests/program.h"
#include "tests/report.h"
#include "tests/scratch_dir.h"

namespace {

// Splits `input` into `n` files in a fresh directory; returns their paths.
std::vector<std::string> split_into(const ScratchDir& dir, const std::string& input, unsigned n) {
  const std::string out = dir.path("pieces-" + std::to_string(n));
  std::filesystem::remove_all(out);
  const ProgramRun run = run_program(arbiter_command("split --into " + std::to_string(n) + " " + input + " -o " + out));
  REQUIRE(run.status == 0);
  std::vector<std::string> paths;
  for (std::string_view line : lines_of(run.out))
    if (!line.empty()) paths.emplace_back(line);
  REQUIRE(paths.size() == n);
  REQUIRE(std::is_sorted(paths.begin(), paths.end()));  // their names sort in their order
  return paths;
}

std::string decompressed(const std::string& path) {
  const ProgramRun run = run_program("zstd -q -d -c " + path);
  REQUIRE(run.status == 0);
  return run.out;
}

// The findings of `check --format jsonl` without where they stand (file,
// game number, line, offset), which the pieces number afresh, and without
// the summary.
std::vector<std::string> findings(const std::string& paths) {
  std::vector<std::string> out;
  for (Record& r : records(run_program(arbiter_command("check --no-progress --format jsonl " + paths)).out)) {
    if (r.value("kind", "") == "summary") continue;
    for (const char* key : {"file", "game", "line", "offset"}) r.erase(key);
    out.push_back(r.dump());
  }
  return out;
}

// A file of the cases the cuts must respect: a byte order mark and '%' lines
// before the first game, games without tags after a result, a brace comment
// never closed (the splitter starts the next game at a tag pair line inside
// it), draughts games without a result, a game ending in a comment.
std::string awkward_games() {
  std::string text = "\xEF\xBB\xBF% exported\n\n";
  for (int i = 0; i < 40; ++i) {
    text += "[Event \"open " + std::to_string(i) + "\"]\n[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3 {left open\n";
    text += "[Event \"inside\"]\n\n[Event \"again\"]\n1. d4 d5 *\n\n";
    text += "1. e4 e5 1-0 1. d4 d5 0-1 1. c4 *\n\n";
    text += "[GameType \"20\"]\n\n1. 32-28 19-23 2. 28x19 14x23\n\n";
    text += "[Event \"commented\"]\n\n1. e4 c5 1/2-1/2 {agreed}\n\n";
  }
  return text;
}

// Each file after the first starts where the splitter starts a game in the
// input, and the files joined are the input.
void require_cut_at_games(const std::string& input_text, const std::vector<std::string>& pieces) {
  std::set<uint64_t> starts;
  const arbiter::GameChunk games = split_text(input_text);
  for (const auto& g : games.games) starts.insert(g.offset);
  std::string joined;
  for (const std::string& piece : pieces) {
    const std::string text = decompressed(piece);
    if (!joined.empty() && !text.empty()) CHECK(starts.count(joined.size()) == 1);
    joined += text;
  }
  REQUIRE(joined == input_text);
}

}  // namespace

TEST_CASE("split: the pieces joined are the input, cut at games, with the same findings", "[split]") {
  ScratchDir dir;
  std::vector<std::string> inputs = {corpus_path("masters/serhiis21/Barden-Modern_Chess_Miniatures.pgn"),
                                     corpus_path("masters/chesslib/Morphy_ANSI.pgn"), sample_path("errors.pgn"),
                                     dir.write("awkward.pgn", awkward_games())};
  // Draughts files too: their pieces are .pdn.zst, read as draughts.
  for (const char* folder : {"edge/chesslib", "edge/pgn-extract-infiles", "draughts/pdn-standard/succeed"})
    for (const auto& entry : std::filesystem::directory_iterator(corpus_path(folder)))
      if (entry.path().extension() == ".pgn" || entry.path().extension() == ".pdn")
        inputs.push_back(entry.path().string());
  for (const std::string& input : inputs) {
    INFO(input);
    const std::string text = read_file(input);
    const std::vector<std::string> whole = findings(input);
    for (unsigned n : {1u, 2u, 3u, 7u, 32u}) {
      INFO("into " << n);
      const std::vector<std::string> pieces = split_into(dir, input, n);
      require_cut_at_games(text, pieces);
      std::string paths;
      for (const std::string& p : pieces) paths += p + " ";
      REQUIRE(findings(paths) == whole);
    }
  }
}

TEST_CASE("split: the awkward file's cuts are put off past the games that would read otherwise", "[split]") {
  ScratchDir dir;
  const std::string input = dir.write("awkward.pgn", awkward_games());
  const std::vector<std::string> pieces = split_into(dir, input, 32);
  size_t nonempty = 0;
  for (const std::string& piece : pieces) {
    const std::string text = decompressed(piece);
    if (text.empty() || piece == pieces.front()) continue;
    ++nonempty;
    // Never at the tag pair line inside the open comment, nor after a
    // draughts game without a result or a game that ends in a comment.
    CHECK_FALSE(text.starts_with("[Event \"inside\""));
    CHECK_FALSE(text.starts_with("[Event \"commented\""));
    CHECK_FALSE(text.starts_with("[Event \"open "));
  }
  CHECK(nonempty > 8);  // yet cut often: 160 places allowed for 31 cuts
}

TEST_CASE("split: compressed inputs give the same text, in files of whole-game frames", "[split]") {
  ScratchDir dir;
  // 10 MB of real games, for frames of 4 MB, compressed as real games are
  // (a text repeated would compress far better than the rest of the file).
  std::vector<std::string> files;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(corpus_path("masters")))
    if (entry.path().extension() == ".pgn") files.push_back(entry.path().string());
  std::sort(files.begin(), files.end());
  std::string big;
  for (size_t i = 0; big.size() < (10 << 20); ++i) {
    REQUIRE(i < files.size());
    big += read_file(files[i]);
  }
  const std::string plain = dir.write("big.pgn", big);
  REQUIRE(run_program("zstd -q -c " + plain + " > " + dir.path("big.pgn.zst") + " && gzip -c " + plain + " > " +
                      dir.path("big.pgn.gz"))
              .status == 0);
  std::set<uint64_t> starts;
  for (const auto& g : split_text(big).games) starts.insert(g.offset);
  for (const std::string& input : {plain, dir.path("big.pgn.zst"), dir.path("big.pgn.gz")}) {
    INFO(input);
    const std::vector<std::string> pieces = split_into(dir, input, 2);
    CHECK(pieces[0].ends_with("/big.001-of-2.pgn.zst"));
    require_cut_at_games(big, pieces);
    // Every frame ends at a game's end, and each piece is about half.
    uint64_t at = 0;
    for (const std::string& piece : pieces) {
      const std::vector<arbiter::ZstdFrame> frames = arbiter::zstd_frames(piece);
      CHECK(frames.size() >= 2);
      for (const arbiter::ZstdFrame& f : frames) {
        CHECK(f.size_given);
        at += f.decompressed_size;
        CHECK((at == big.size() || starts.count(at) == 1));
      }
      // The text's size is known for a plain file, so the cut is the first
      // game past the half; a compressed one's is estimated from how much
      // of the file made how much text so far, so it is as even as the
      // compression ratio is (these files' vary).
      const double off = std::abs(double(decompressed(piece).size()) - big.size() / 2.0) / big.size();
      CHECK(off < (input == plain ? 0.01 : 0.1));
    }
  }
}

TEST_CASE("split: bad command lines and inputs exit 2 with a message", "[split]") {
  ScratchDir dir;
  const std::string barden = corpus_path("masters/serhiis21/Barden-Modern_Chess_Miniatures.pgn");
  const auto status = [&](const std::string& args) {
    return run_program(std::string(ARBITER_BIN) + " split " + args + " 2>&1");
  };
  CHECK(status("--into 0 " + barden + " -o " + dir.path("o")).out.find("--into needs") != std::string::npos);
  CHECK(status("--into 2 " + barden).status == 2);                              // no -o
  CHECK(status("--into 2 -o " + dir.path("o")).status == 2);                    // no input
  CHECK(status("--into 2 " + barden + " " + barden + " -o " + dir.path("o")).status == 2);
  const ProgramRun missing = status("--into 2 " + dir.path("missing.pgn") + " -o " + dir.path("o"));
  CHECK(missing.status == 2);
  CHECK(missing.out.find("cannot open") != std::string::npos);
  const std::string fifo = dir.path("fifo");
  const ProgramRun pipe = run_program("mkfifo " + fifo + " && (cat " + barden + " > " + fifo + " 2>/dev/null &) && " +
                                      ARBITER_BIN + " split --into 2 " + fifo + " -o " + dir.path("o") + " 2>&1");
  CHECK(pipe.status == 2);
  CHECK(pipe.out.find("not a regular file") != std::string::npos);
  const ProgramRun unwritable = status("--into 2 " + barden + " -o " + barden + "/below");
  CHECK(unwritable.status == 2);
  CHECK(unwritable.out.find("cannot make the directory") != std::string::npos);

  // A gzip stream cut short: exit 2, and the games before the cut written.
  REQUIRE(run_program("gzip -c " + barden + " | head -c 12000 > " + dir.path("cut.pgn.gz")).status == 0);
  const ProgramRun cut = status("--into 3 " + dir.path("cut.pgn.gz") + " -o " + dir.path("cut"));
  CHECK(cut.status == 2);
  CHECK(cut.out.find("truncated gzip") != std::string::npos);
  const std::string read_before =
      run_program("gzip -d -c " + dir.path("cut.pgn.gz") + " 2>/dev/null").out;
  std::string joined;
  for (unsigned i = 1; i <= 3; ++i) joined += decompressed(dir.path("cut/cut.00" + std::to_string(i) + "-of-3.pgn.zst"));
  CHECK(joined == read_before);
}
