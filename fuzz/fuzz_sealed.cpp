// Envelope files on any bytes, and the sealed-move verdict on what they
// hold: the verdict agrees with the moves it names, and every move it names
// (matches, evidence, the evident one) is legal in the position.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "adjudicate/sealed.h"
#include "core/fen.h"
#include "core/movegen.h"
#include "fuzz/expect.h"
#include "parser/envelope.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace arbiter;
  using fuzz::expect;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const size_t lines = size_t(std::count(text.begin(), text.end(), '\n')) + 1;
  is_envelope_text(text);
  // The 1966 code: every slip searched, and no dead-position search, whose
  // budget is not the parser's to spend.
  const Edition& edition = *find_edition("fide-1966");
  for (const EnvelopeText& e : read_envelopes(text)) {
    expect(e.line >= 1 && e.line <= lines, "an envelope starts on a line of the text");
    for (const EnvelopeField& f : e.fields) expect(!f.key.empty() && f.line >= e.line, "fields have a key, in order");
    const EnvelopeField* fen = e.find("FEN");
    const EnvelopeField* written = e.find("Sealed move");
    if (!fen || !written) continue;
    const FenResult r = parse_fen(fen->value);
    if (!r) continue;
    const SealedCase c{Board(*r.position), written->value, std::nullopt, std::nullopt};
    const SealedJudgement j = judge_sealed(c, edition);
    const MoveList legal(c.before.pos);
    const size_t n = j.matches.size();
    expect((j.verdict == SealedVerdict::valid) == (n == 1), "valid is exactly one legal move");
    expect((j.verdict == SealedVerdict::ambiguous) == (n > 1), "ambiguous is two or more");
    for (Move m : j.matches) expect(legal.contains(m), "the moves a text denotes are legal");
    for (const Evidence& ev : j.evidence) expect(legal.contains(ev.move), "evidence points to legal moves");
    if (j.evident) expect(legal.contains(*j.evident), "the evident move is legal");
    expect(j.outcome != SealedOutcome::corrected || (j.evident && n == 0), "only a text with no move is corrected");
    expect(!j.message.empty(), "every verdict is explained");
  }
  return 0;
}
