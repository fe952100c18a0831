// Sealed-move verdicts: the 1966 rulebook's three examples under both kinds
// of edition, the exceptions to A8, detection, and envelopes generated with
// verdicts from chess.js (tests/tools/sealed_reference.mjs).
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>

#include "adjudicate/sealed.h"
#include "core/uci.h"
#include "parser/envelope.h"
#include "tests/corpus.h"
#include "tests/position.h"
#include "tests/words.h"

using namespace arbiter;

namespace {

SealedCase sealed_case(std::string_view fen, const std::string& written, const char* notation = nullptr) {
  SealedCase c{Board(from_fen(fen)), written, std::nullopt, std::nullopt};
  if (notation) c.notation = parse_notation(notation);
  return c;
}

std::string uci_of(const SealedCase& c, std::optional<Move> m) { return m ? to_uci(c.before.pos, *m) : "none"; }

std::vector<std::string> ucis(const SealedCase& c, const std::vector<Move>& moves) {
  std::vector<std::string> out;
  for (Move m : moves) out.push_back(to_uci(c.before.pos, m));
  std::sort(out.begin(), out.end());
  return out;
}

const Edition& fide(const char* id) { return *find_edition(id); }

// Positions built for the commentary on Art. XVII-3 (1965 amendment).
// White's only bishop stands on c1: "A-5CD" (b5) is off its diagonals,
// "A-5CR" (g5) is open.
const std::string BishopFen = "2r3k1/pp3ppp/2n1pn2/3p4/3P4/2N5/PP3PPP/2BR2K1 w - - 0 41";
// The white king on b2: c1 is covered by the rook on c8, every other square
// but b1 by the queen on a8 and the rook on h3.
const std::string KingFen = "q1r3k1/5ppp/8/8/8/7r/1K3PPP/4R3 w - - 0 41";
// The bishop on e7 reaches d6 and d8, both empty.
const std::string TwoSquaresFen = "r5k1/pp2Bppp/8/8/8/8/PP3PPP/6K1 w - - 0 41";

}  // namespace

TEST_CASE("sealed: A-5CD is impossible; 1966 reads it as A-5CR, 2009 and 2023 forfeit", "[sealed]") {
  const SealedCase c = sealed_case(BishopFen, "A-5CD", "desc-es");
  const SealedJudgement old = judge_sealed(c, fide("fide-1966"));
  CHECK(old.verdict == SealedVerdict::impossible);
  CHECK(old.matches.empty());
  CHECK(uci_of(c, old.evident) == "c1g5");
  REQUIRE(!old.evidence.empty());
  CHECK(old.evidence[0].slip == "the other wing");
  CHECK(old.outcome == SealedOutcome::corrected);
  CHECK(fide("fide-1966").cite(old.rule) == "FIDE 1966 Art. XVII-3 (1965 amendment), commentary");
  for (const char* edition : {"fide-2009", "fide-2023"}) {
    INFO(edition);
    const SealedJudgement now = judge_sealed(c, fide(edition));
    CHECK(now.verdict == SealedVerdict::impossible);
    CHECK(uci_of(c, now.evident) == "c1g5");  // information for an appeal
    CHECK(now.outcome == SealedOutcome::sealer_loses);
    CHECK(now.rule == Law::SealedMove);
  }
  CHECK(fide("fide-2009").cite(Law::SealedMove) == "FIDE 2009 Guidelines A8");
  // The same text with the detection of its notation reaches the same verdict.
  const SealedJudgement detected = judge_sealed(sealed_case(BishopFen, "A-5CD"), fide("fide-1966"));
  CHECK(detected.verdict == SealedVerdict::impossible);
  CHECK(uci_of(c, detected.evident) == "c1g5");
}

TEST_CASE("sealed: R-1A is illegal; the king's only legal move R-1C makes the intention evident", "[sealed]") {
  const SealedCase c = sealed_case(KingFen, "R-1A", "desc-es");
  const SealedJudgement old = judge_sealed(c, fide("fide-1966"));
  CHECK(old.verdict == SealedVerdict::illegal);
  CHECK(uci_of(c, old.evident) == "b2b1");
  CHECK(std::any_of(old.evidence.begin(), old.evidence.end(),
                    [](const Evidence& e) { return e.slip == "the only legal move of the king"; }));
  CHECK(old.outcome == SealedOutcome::corrected);
  const SealedJudgement now = judge_sealed(c, fide("fide-2023"));
  CHECK(now.verdict == SealedVerdict::illegal);
  CHECK(now.outcome == SealedOutcome::sealer_loses);
  CHECK(fide("fide-2023").cite(now.rule) == "FIDE 2023 Guidelines I.8");

  // A neighbouring file alone is a guess: with a second king move open
  // (the queen gone from a8), nothing is evident and 1966 forfeits too.
  const SealedCase open = sealed_case("2r3k1/5ppp/8/8/8/7r/1K3PPP/4R3 w - - 0 41", "R-1A", "desc-es");
  const SealedJudgement guess = judge_sealed(open, fide("fide-1966"));
  CHECK(guess.verdict == SealedVerdict::illegal);
  CHECK_FALSE(guess.evident);
  CHECK(guess.outcome == SealedOutcome::sealer_loses);
}

TEST_CASE("sealed: A-D with 6D and 8D both legal is ambiguous and lost under every edition", "[sealed]") {
  const SealedCase c = sealed_case(TwoSquaresFen, "A-D", "desc-es");
  for (const char* edition : {"fide-1966", "fide-2009", "fide-2023"}) {
    INFO(edition);
    const SealedJudgement j = judge_sealed(c, fide(edition));
    CHECK(j.verdict == SealedVerdict::ambiguous);
    CHECK(ucis(c, j.matches) == std::vector<std::string>{"e7d6", "e7d8"});
    CHECK_FALSE(j.evident);
    CHECK(j.outcome == SealedOutcome::sealer_loses);
  }
  // Written in full, either square is the move and the game goes on.
  const SealedJudgement full = judge_sealed(sealed_case(TwoSquaresFen, "A6D", "desc-es"), fide("fide-2023"));
  CHECK(full.verdict == SealedVerdict::valid);
  CHECK(full.outcome == SealedOutcome::continues);
}

TEST_CASE("sealed: A8 yields to a game already decided (mate, a fallen flag)", "[sealed]") {
  // "R-R8": Ra8# and Rh8#, both mate. Ambiguous, but the game is won
  // whatever the text meant (Art. 5 before A8).
  const SealedCase both = sealed_case("3k4/2ppp3/8/8/8/8/8/R3K2R w - - 0 41", "R-R8", "desc-en");
  const SealedJudgement mate = judge_sealed(both, fide("fide-2023"));
  CHECK(mate.verdict == SealedVerdict::ambiguous);
  CHECK(ucis(both, mate.matches) == std::vector<std::string>{"a1a8", "h1h8"});
  CHECK(mate.outcome == SealedOutcome::sealer_wins);
  CHECK(mate.rule == Law::Checkmate);
  // Black sealed an impossible move (no black king can take on e2 from e6).
  SealedCase flag = sealed_case("8/8/4k3/8/8/4K3/4P3/8 b - - 0 60", "Kxe2", "san-en");
  CHECK(judge_sealed(flag, fide("fide-2009")).outcome == SealedOutcome::sealer_loses);
  // Black's own flag had fallen: lost on time, whatever the envelope says.
  flag.flag_fallen = Black;
  CHECK(judge_sealed(flag, fide("fide-2009")).outcome == SealedOutcome::sealer_loses);
  CHECK(judge_sealed(flag, fide("fide-2009")).rule == Law::AdjournedGameDecided);
  // White's flag had fallen, but a bare black king cannot mate: drawn under
  // 2009 (6.9, A10.3); the 1966 code has no such rule, Black wins.
  flag.flag_fallen = White;
  CHECK(judge_sealed(flag, fide("fide-2009")).outcome == SealedOutcome::drawn);
  CHECK(judge_sealed(flag, fide("fide-1966")).outcome == SealedOutcome::sealer_wins);
}

TEST_CASE("sealed: notation detection, language clashes and unreadable text", "[sealed]") {
  // Re2: the rook on h2 in English, the king on f1 in Spanish. English
  // SAN, the commoner, decides; the Spanish meaning is told.
  const std::string fen = "4k3/8/8/8/8/8/7R/5K2 w - - 0 41";
  const SealedCase c = sealed_case(fen, "Re2");
  const SealedJudgement j = judge_sealed(c, fide("fide-2023"));
  CHECK(j.verdict == SealedVerdict::valid);
  CHECK(ucis(c, j.matches) == std::vector<std::string>{"h2e2"});
  CHECK(j.message.find("Spanish algebraic reads another meaning: valid, Ke2") != std::string::npos);
  const SealedCase spanish = sealed_case(fen, "Re2", "san-es");
  CHECK(ucis(spanish, judge_sealed(spanish, fide("fide-2023")).matches) == std::vector<std::string>{"f1e2"});
  // Detection prefers a reading with a legal move: "C3AR" is no SAN.
  const SealedJudgement knight = judge_sealed(sealed_case(StartFen, "C3AR"), fide("fide-2023"));
  CHECK(knight.verdict == SealedVerdict::valid);
  CHECK(knight.readings[0].notation.name() == "desc-es");
  // No notation reads it: impossible, and the game is lost.
  const SealedJudgement junk = judge_sealed(sealed_case(fen, "Zq9"), fide("fide-2023"));
  CHECK(junk.verdict == SealedVerdict::impossible);
  CHECK(junk.readings.empty());
  CHECK(junk.outcome == SealedOutcome::sealer_loses);
  // "Kd2" in a Spanish record is no move (R is the king); read as a misread
  // R it is the one legal Rd2: evident under 1966.
  const SealedCase scanned = sealed_case("4k3/8/8/8/8/8/8/4K3 w - - 0 41", "Kd2", "san-es");
  const SealedJudgement misread = judge_sealed(scanned, fide("fide-1966"));
  CHECK(misread.verdict == SealedVerdict::impossible);
  CHECK(uci_of(scanned, misread.evident) == "e1d2");
  CHECK(misread.outcome == SealedOutcome::corrected);
}

namespace {

struct Expected {
  std::string verdict;
  std::vector<std::string> matches;
};

}  // namespace

TEST_CASE("sealed: generated envelopes classified as chess.js classifies them", "[sealed]") {
  const std::string text = read_file(test_data_path("sealed_generated.txt"));
  const std::vector<EnvelopeText> envelopes = read_envelopes(text);
  REQUIRE(envelopes.size() >= 100);
  std::map<std::string, size_t> seen;  // verdict/notation pairs covered
  size_t agree = 0;
  for (const EnvelopeText& e : envelopes) {
    REQUIRE(e.problems.empty());
    const SealedCase c = sealed_case(e.find("FEN")->value, e.find("Sealed move")->value,
                                     e.find("Sealed notation")->value.c_str());
    const Expected want{e.find("Expected verdict")->value, split_words(e.find("Expected matches")->value)};
    const SealedJudgement j = judge_sealed(c, fide("fide-2023"));
    INFO("line " << e.line << ": " << c.written << " (" << e.find("Sealed notation")->value << ") in "
                 << e.find("FEN")->value);
    CHECK(std::string(verdict_name(j.verdict)) == want.verdict);
    CHECK(ucis(c, j.matches) == want.matches);
    agree += std::string(verdict_name(j.verdict)) == want.verdict && ucis(c, j.matches) == want.matches;
    ++seen[want.verdict + " " + e.find("Sealed notation")->value];
  }
  CHECK(agree == envelopes.size());
  for (const char* verdict : {"valid", "ambiguous", "illegal", "impossible"})
    for (const char* notation : {"san-en", "san-es", "desc-en", "desc-es"}) {
      INFO(verdict << " " << notation);
      CHECK(seen[std::string(verdict) + " " + notation] >= 3);
    }
}

TEST_CASE("sealed: castling out of, through or into check is illegal; without the right, impossible", "[sealed]") {
  // The bishop on c4 covers f1: O-O passes through check; O-O-O is free.
  const std::string through = "r3k2r/8/8/8/2b5/8/8/R3K2R w KQkq - 0 41";
  for (const char* written : {"O-O", "0-0"}) {
    INFO(written);
    CHECK(judge_sealed(sealed_case(through, written, "san-en"), fide("fide-2023")).verdict == SealedVerdict::illegal);
  }
  const SealedCase castles = sealed_case(through, "Castles", "desc-en");
  CHECK(ucis(castles, judge_sealed(castles, fide("fide-2023")).matches) == std::vector<std::string>{"e1c1"});
  // In Spanish descriptive the other castling is the evident slip (1966).
  const SealedJudgement other = judge_sealed(sealed_case(through, "O-O", "desc-es"), fide("fide-1966"));
  CHECK(other.verdict == SealedVerdict::illegal);
  CHECK(other.outcome == SealedOutcome::corrected);
  // Out of check: the rook on e8 gives check.
  CHECK(judge_sealed(sealed_case("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 41", "O-O-O", "san-en"), fide("fide-2009"))
            .verdict == SealedVerdict::illegal);
  // Into check: the rook on g8 covers g1.
  CHECK(judge_sealed(sealed_case("6rk/7p/8/8/8/8/8/R3K2R w KQ - 0 41", "O-O", "san-en"), fide("fide-2009")).verdict ==
        SealedVerdict::illegal);
  // The king has moved: no castling right, nothing that could be legal.
  CHECK(judge_sealed(sealed_case("6k1/8/8/8/8/8/8/R3K2R w - - 0 41", "O-O", "san-en"), fide("fide-2009")).verdict ==
        SealedVerdict::impossible);
  // A piece between king and rook: impossible too.
  CHECK(judge_sealed(sealed_case("6k1/8/8/8/8/8/8/R3KB1R w KQ - 0 41", "O-O", "san-en"), fide("fide-2009")).verdict ==
        SealedVerdict::impossible);
}
