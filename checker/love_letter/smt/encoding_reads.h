#pragma once
// Which settings the SMT encodings read, derived rather than listed: an
// encoding reads a setting when its formulas for an edition change with that
// setting alone (Z3's terms are hash-consed in one context, so the same
// formula is the same term). A setting no encoding reads cannot be decided by
// Z3, and the diff falls back to a search that says what it searched.
#include <z3++.h>

#include <vector>

#include "model/love_letter/edition.h"

namespace errata::smt {

// Whether the formulas of any encoding (the state's well-formedness, the end of
// a round and of the game, one play of any card, the setups accepted) differ
// between `a` and `b` for some player count from `lo` to `hi`, over `roles`.
// Built in `c`: a context that already holds the editions' terms (a diff's)
// answers at the cost of looking them up.
bool encodings_differ(z3::context& c, const love_letter::Edition& a, const love_letter::Edition& b,
                      const std::vector<love_letter::Role>& roles, int lo, int hi);

}  // namespace errata::smt
