#pragma once
// errata diff, the plays: for each card both decks hold, the smallest play
// (fewest players, then fewest cards) that the two editions judge
// differently, found by Z3 and replayed; or unsat within the bounds.
#include <z3++.h>

#include "diff.h"
#include "diff_support.h"

namespace errata::smt {

// The clauses a play of `played` rests on: what it does to others, every
// clause the engine decides that card's play by, the clauses its variation
// points' variants cite, and the Constable's token where it can eliminate.
std::vector<std::string> play_clauses(love_letter::Role played);

void diff_plays(z3::context& c, const love_letter::Edition& a, const love_letter::Edition& b, const EditionCatalog& catalog,
                const SolveOptions& options, const std::string& kind, const Labels& labels, int lo, int hi, DiffExtent extent,
                const Wanted& wanted, DiffResult& out);

}  // namespace errata::smt
