#pragma once
// errata diff between two Loser editions. The Loser engine decides every rule
// by the same code for every edition and reads an edition only through its
// settings (players, potions and their colours, spell cards, the deal table;
// its silent clauses each take the one reading the code plays): comparing
// those settings one by one decides the diff. Each setting that differs is a
// divergence with a witness replayed under both editions (one document each,
// the same situation, the outcome each edition gives); each that agrees is a
// proven line resting on that reading of the engine. A setting that differs
// and that errata builds no witness for is said inconclusive, not hidden.
#include "checker/smt/finding.h"
#include "model/loser/edition.h"

namespace errata::loser {

smt::DiffResult diff_editions(const Edition& a, const Edition& b);

}  // namespace errata::loser
