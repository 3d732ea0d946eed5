#pragma once
// The rule text behind a step of a scenario run: the clauses its trace cites,
// quoted from the edition's rulebook (a failed expectation's in the reports,
// both editions' where errata run --as finds a scenario deciding differently).
#include <vector>

#include "core/finding.h"
#include "core/run_result.h"

namespace errata {

// The step a failed expectation checks: the last step starting at or before
// its line (a top-level expect: the last step run), or nullptr.
const StepTrace* step_of(const RunResult& run, const Failure& f);

// Each clause the step's decisions cite, once, with every quote of it.
std::vector<Quote> clauses_of_step(const RunResult& run, const StepTrace& step);

// The clauses that decided a failed expectation's step.
std::vector<Quote> clauses_behind(const RunResult& run, const Failure& f);

}  // namespace errata
