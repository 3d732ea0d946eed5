#pragma once
// A Loser state against one `expect` map: every key present is compared, and
// each difference is a failure at the key's mark (expected vs got).
#include <string>
#include <vector>

#include "core/run_result.h"
#include "model/loser/state.h"
#include "names.h"
#include "script.h"

namespace errata::loser {

void check_expectation(const Expectation& e, const State& s, const Names& names, std::vector<Failure>& out);

std::string phase_name(Phase p);
std::string rule_name(LoserRule r);

}  // namespace errata::loser
