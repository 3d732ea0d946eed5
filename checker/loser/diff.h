#pragma once
// errata diff between two Loser editions. The Loser engine decides every rule
// by the same code for every edition and reads an edition only through its
// settings (players, potions and their colours, spell cards, the deal table;
// its silent clauses each take the one reading the code plays): comparing
// those settings one by one decides the diff. Each setting that differs is
// its own divergence, filed under the clauses that state it, with a witness
// replayed under both editions (one document each, the same situation, the
// outcome each edition gives): one errata builds for the setting where it
// shows that setting alone, else one searched for with that setting alone
// changed (checker/smt/setting_apart.h). Each that agrees is an info line
// (same-rule-data); characters beyond the players seated are read by no rule.
// A setting whose search finds nothing is said inconclusive, not hidden.
#include "core/finding.h"
#include "model/loser/edition.h"

namespace errata::loser {

DiffResult diff_editions(const Edition& a, const Edition& b);

}  // namespace errata::loser
