#pragma once
// Love Letter's rule catalog (checker/game/rule_catalog.h), from the engine's own
// lists: model/love_letter/clause_ids.h (every clause, with what it means)
// and rules.cpp (every variation point and variant, what each decides, the
// clauses it cites), with what each of `editions` takes at each point.
#include <vector>

#include "checker/game/rule_catalog.h"
#include "model/love_letter/edition.h"

namespace errata::love_letter {

RuleCatalog rule_catalog(const std::vector<const Edition*>& editions);

}  // namespace errata::love_letter
