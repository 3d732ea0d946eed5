#pragma once
// A goal's fixed values, put in before Z3 reads it. Our goals fix some
// unknowns outright (`played == 3`, a seat's `protected`): the encodings are
// written once for every card and seat, as chains of `ite` over those
// unknowns, and every query would make Z3 rewrite the whole chain again.
// `with_unit_values` finds the top-level conjuncts that fix a constant to a
// value, puts that value in everywhere else and folds what becomes constant
// (if-then-else on a known condition, and/or with a known member, comparisons
// of two numbers, a term against itself). The result is equivalent to the
// goal (the fixing conjuncts stay, so a model still names every value), and
// often much smaller: a card's play that both editions encode alike folds to
// `false`, which Z3 answers at once.
#include <z3++.h>

namespace errata::smt {

z3::expr with_unit_values(const z3::expr& goal);

}  // namespace errata::smt
