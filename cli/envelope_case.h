// An envelope's fields, from the text format or from PGN tags, as the case
// the sealed-move verdict judges: the position set up (FEN, the 1966
// Forsyth, or a PGN game's moves), who sealed, the text, its notation.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "adjudicate/sealed.h"
#include "parser/envelope.h"

namespace arbiter {

// PGN tags of one game as envelope fields (tag name as key), and the moves of
// its movetext, played from its FEN (or the initial position) before the seal.
struct PgnEnvelope {
  EnvelopeText fields;
  std::vector<std::string> moves;
};
std::vector<PgnEnvelope> read_pgn_envelopes(std::string_view text);

// The field of an envelope under its English key ("SealedMove") or its
// Spanish one ("Jugada sellada"); nullptr when absent.
const EnvelopeField* envelope_field(const EnvelopeText& envelope, std::string_view key);

struct EnvelopeCase {
  std::optional<SealedCase> sealed;  // nullopt when the envelope cannot be judged
  std::vector<std::string> problems; // why not, or what is amiss (a move number that disagrees...)
};

// `forced`: the notation every envelope is read in (--notation), over its own.
EnvelopeCase envelope_case(const EnvelopeText& envelope, const std::vector<std::string>& moves,
                           const std::optional<Notation>& forced);

}  // namespace arbiter
