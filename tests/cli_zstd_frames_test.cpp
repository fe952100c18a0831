// The frame table of a .zst (cli/zstd_frames.h) on files Debian's zstd and
// pzstd make and on a seekable-format file made here with libzstd by the
// format's specification; each frame read alone decompresses to its part of
// the text, as `zstd -d` of the whole file gives it.
#include <catch2/catch.hpp>
#include <zstd.h>

#include <string>
#include <vector>

#include "cli/zstd_frames.h"
#include "tests/corpus.h"
#include "tests/program.h"
#include "tests/scratch_dir.h"

namespace {

using arbiter::ZstdFrame;

std::string read_all(arbiter::ByteSource& source) {
  std::string text, block(1 << 16, '\0');
  while (const size_t n = source.read(block.data(), block.size())) text.append(block.data(), n);
  return text;
}

std::string frames_text(const std::string& path, const std::vector<ZstdFrame>& frames, size_t first, size_t count) {
  return read_all(*arbiter::read_zstd_frames(path, std::span(frames).subspan(first, count)));
}

void run(const std::string& command) { REQUIRE(run_program(command).status == 0); }

// Each frame read alone is the next part of `text`, of the size the table says.
void require_frames_tile(const std::string& path, const std::vector<ZstdFrame>& frames, const std::string& text) {
  uint64_t at = 0, offset = 0;
  for (size_t i = 0; i < frames.size(); ++i) {
    CHECK(frames[i].offset >= offset);  // after any skippable frame
    const std::string part = frames_text(path, frames, i, 1);
    REQUIRE(part.size() == frames[i].decompressed_size);
    REQUIRE(part == text.substr(at, part.size()));
    at += part.size();
    offset = frames[i].offset + frames[i].compressed_size;
  }
  REQUIRE(at == text.size());
}

uint32_t le32_bytes(std::string& out, uint32_t v) {
  for (int i = 0; i < 4; ++i) out += char(v >> (8 * i));
  return v;
}

}  // namespace

TEST_CASE("zstd frames: concatenated files and zstd's own frames", "[zstd]") {
  ScratchDir dir;
  const std::string barden = corpus_path("masters/serhiis21/Barden-Modern_Chess_Miniatures.pgn");
  const std::string morphy = corpus_path("masters/chesslib/Morphy_ANSI.pgn");
  const std::string text = read_file(barden) + read_file(morphy);
  // `zstd FILE` writes the size in the header; from a pipe it cannot.
  run("zstd -q -c " + barden + " > " + dir.path("a.zst") + " && zstd -q -c < " + morphy + " > " + dir.path("b.zst") +
      " && cat " + dir.path("a.zst") + " " + dir.path("b.zst") + " > " + dir.path("ab.zst"));
  const std::vector<ZstdFrame> frames = arbiter::zstd_frames(dir.path("ab.zst"));
  REQUIRE(frames.size() == 2);
  CHECK(frames[0].size_given);
  CHECK_FALSE(frames[1].size_given);  // counted by decompressing it
  CHECK(frames[1].decompressed_size == read_file(morphy).size());
  require_frames_tile(dir.path("ab.zst"), frames, text);
  CHECK(frames_text(dir.path("ab.zst"), frames, 1, 1) == read_file(morphy));

  SECTION("zstd -T0 --block-size makes one frame; pzstd many, after skippable frames") {
    std::string big;
    while (big.size() < (12 << 20)) big += text;  // pzstd cuts frames of some MB
    const std::string plain = dir.write("big.pgn", big);
    run("zstd -q -T0 --block-size=1M -c " + plain + " > " + dir.path("t0.zst"));
    CHECK(arbiter::zstd_frames(dir.path("t0.zst")).size() == 1);
    run("pzstd -q -p 2 -c " + plain + " > " + dir.path("p.zst"));
    const std::vector<ZstdFrame> parallel = arbiter::zstd_frames(dir.path("p.zst"));
    CHECK(parallel.size() > 1);
    require_frames_tile(dir.path("p.zst"), parallel, big);
  }
}

TEST_CASE("zstd frames: the seekable format's seek table", "[zstd]") {
  ScratchDir dir;
  const std::string text = read_file(corpus_path("masters/chesslib/Morphy_ANSI.pgn"));
  const size_t third = text.size() / 3;
  const std::vector<std::string> parts = {text.substr(0, third), text.substr(third, third), text.substr(2 * third)};
  // zstd's contrib/seekable_format/zstd_seekable_compression_format.md: the
  // frames, then a skippable frame (magic 0x184D2A5E) holding an entry per
  // frame (compressed size, decompressed size) and the footer (frame count,
  // descriptor, magic 0x8F92EAB1).
  std::string file, table;
  for (const std::string& part : parts) {
    std::string frame(ZSTD_compressBound(part.size()), '\0');
    // A frame whose header does not give its size: only the table does.
    ZSTD_CCtx* context = ZSTD_createCCtx();
    ZSTD_CCtx_setParameter(context, ZSTD_c_contentSizeFlag, 0);
    frame.resize(ZSTD_compress2(context, frame.data(), frame.size(), part.data(), part.size()));
    ZSTD_freeCCtx(context);
    REQUIRE_FALSE(ZSTD_isError(frame.size()));
    file += frame;
    le32_bytes(table, uint32_t(frame.size()));
    le32_bytes(table, uint32_t(part.size()));
  }
  le32_bytes(table, uint32_t(parts.size()));
  table += '\0';
  le32_bytes(table, 0x8F92EAB1);
  le32_bytes(file, 0x184D2A5E);
  le32_bytes(file, uint32_t(table.size()));
  file += table;
  const std::string path = dir.write("seekable.zst", file);
  // The file is zstd to zstd itself, the table skipped.
  REQUIRE(run_program("zstd -q -d -c " + path + " | cmp -s - " + corpus_path("masters/chesslib/Morphy_ANSI.pgn"))
              .status == 0);
  const std::vector<ZstdFrame> frames = arbiter::zstd_frames(path);
  REQUIRE(frames.size() == 3);
  for (const ZstdFrame& f : frames) CHECK(f.size_given);  // from the table, not the headers
  require_frames_tile(path, frames, text);
  CHECK(frames_text(path, frames, 1, 2) == parts[1] + parts[2]);

  SECTION("a table that does not match the frames is refused") {
    std::string damaged = file;
    damaged[damaged.size() - 9 - 8 * 3 + 0] ^= 1;  // the first frame's compressed size
    dir.write("seekable.zst", damaged);
    CHECK_THROWS_WITH(arbiter::zstd_frames(path), Catch::Contains("seek table"));
  }
}

TEST_CASE("zstd frames: what is not zstd frames end to end is refused", "[zstd]") {
  ScratchDir dir;
  const std::string barden = corpus_path("masters/serhiis21/Barden-Modern_Chess_Miniatures.pgn");
  run("zstd -q -c " + barden + " | head -c 5000 > " + dir.path("cut.zst"));
  CHECK_THROWS_WITH(arbiter::zstd_frames(dir.path("cut.zst")), Catch::Contains("byte 0"));
  CHECK_THROWS_WITH(arbiter::zstd_frames(barden), Catch::Contains("no whole zstd frame"));
  CHECK_THROWS_WITH(arbiter::zstd_frames(dir.path("missing.zst")), Catch::Contains("cannot open"));
  CHECK(arbiter::zstd_frames(dir.write("empty.zst", "")).empty());
}
