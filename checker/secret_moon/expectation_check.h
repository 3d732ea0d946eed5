#pragma once
// One `expect` map of a Secret Moon scenario against the state: only the keys
// present are checked; each failure points at its key's mark.
#include <vector>

#include "core/run_result.h"
#include "model/secret_moon/engine.h"
#include "names.h"
#include "script.h"

namespace errata::secret_moon {

void check_expectation(const Expectation& e, const State& s, const Engine& engine, const Names& names,
                       std::vector<Failure>& out);

}  // namespace errata::secret_moon
