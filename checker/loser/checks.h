#pragma once
// `errata check loser`: the edition's text against itself (components and
// stated totals, the deal table, spell supply, the loser rules, dead and silent
// clauses, the claims the text makes about itself), each proven (by exhaustion
// over the model's finite cases) or refuted with a replayed witness scenario.
#include <vector>

#include "checker/smt/finding.h"
#include "checker/smt/solve.h"
#include "model/loser/edition.h"

namespace errata::loser {

std::vector<smt::Finding> check_edition(const Edition& ed, const smt::SolveOptions& options);

}  // namespace errata::loser
