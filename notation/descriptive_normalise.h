// English descriptive moves as books print them, turned into the compact
// words the descriptive reader takes: Staunton's "K. Kt. to K. B's 3d." and
// "Q. takes P. (ch.)", Capablanca's spaced "Kt - K B 3" and "Q × Kt", Ed.
// Lasker's "B--KKt5" become "KKt-KB3", "QxP+", "Kt-KB3", "QxKt", "B-KKt5".
// Lexical only: no board is consulted, so a phrase that names no square the
// reader could resolve ("Q. P. one.", "Anything.") is no move here.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace arbiter {

struct NormalisedMove {
  std::string word;   // compact: "P-K4", "KKt-KB3", "R(K3)-K2", "PxP", "P-R8(Q)", "O-O"; check "+", mate "#"
  size_t length = 0;  // bytes of the text the phrase took, from its start
};

// Reads one printed move at the start of `text` (UTF-8, leading spaces
// skipped) and stops at the first word that cannot continue it (",", ";",
// "and wins", the next move's number). Footnote markers "[A]" and
// assessments "!", "?", "(best)" are dropped.
std::optional<NormalisedMove> normalise_descriptive(std::string_view text);

}  // namespace arbiter
