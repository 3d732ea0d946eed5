#pragma once
// errata diff between two Secret Moon editions. The engine plays every
// edition with the same code and reads an edition only through its settings
// (players, character cards, turn-order cards, rounds, the card removed,
// markers) and the readings it takes where the text is silent: the diff
// compares those one by one. A setting that differs is a divergence with a
// witness replayed under both editions (one document each, the same
// situation, the outcome each edition gives); one that agrees is a proven
// line resting on that reading of the engine. A setting that differs and
// that errata builds no witness for yet is said inconclusive, not hidden.
#include "checker/smt/finding.h"
#include "model/secret_moon/edition.h"

namespace errata::secret_moon {

smt::DiffResult diff_editions(const Edition& a, const Edition& b);

}  // namespace errata::secret_moon
