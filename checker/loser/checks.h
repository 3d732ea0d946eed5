#pragma once
// `errata check loser`: the edition's text against itself (components and
// stated totals, the deal table, spell supply, the loser rules, dead and silent
// clauses, the claims the text makes about itself), each proven (by exhaustion
// over the model's finite cases) or refuted with a replayed witness scenario.
#include <vector>

#include "core/finding.h"
#include "checker/smt/solve.h"
#include "model/loser/edition.h"

namespace errata::loser {

// The edition whose text the checks' messages were written against (their
// marked lines, their quoted words: checker/translation/retelling.h).
inline constexpr const char* kMessagesEdition = "loser";

// Every check of `ed`; its messages retold from `reference` (kMessagesEdition)
// into `ed`'s own text and lines, or, without one, as written.
std::vector<Finding> check_edition(const Edition& ed, const SolveOptions& options, const Edition* reference = nullptr);

}  // namespace errata::loser
