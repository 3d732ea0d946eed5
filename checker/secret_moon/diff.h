#pragma once
// errata diff between two Secret Moon editions. The engine plays every
// edition with the same code and reads an edition only through its settings
// (players, character cards, turn-order cards, rounds, the card removed,
// markers) and the readings it takes where the text is silent: the diff
// compares those one by one. Each setting that differs is its own divergence,
// filed under the clauses that state it (and naming the readings when a
// reading is the setting), with a witness replayed under both editions (one
// document each, the same situation, the outcome each edition gives): built
// for the player range and the rounds, searched for the others with that
// setting alone changed (checker/smt/setting_apart.h). One that agrees is an
// info line (same-rule-data); marker colours beyond the players seated are
// read by no rule. A setting whose search finds nothing is said inconclusive.
#include "core/finding.h"
#include "model/secret_moon/edition.h"

namespace errata::secret_moon {

DiffResult diff_editions(const Edition& a, const Edition& b);

}  // namespace errata::secret_moon
