#pragma once
// Replaying a witness, the same for every game's checks: the scenario a check
// wrote is loaded and run like any scenario file, and the finding keeps it
// with whether it replayed. A witness that does not replay is a checker bug.
#include <functional>
#include <string>

#include "core/run_result.h"
#include "checker/scenario/scenario.h"
#include "core/finding.h"

namespace errata::smt {

// Runs every scenario of the witness `yaml` with `run` (the game's run under
// one edition): "" when every one passed, else the first problem.
std::string replay_problem(const std::string& yaml, const std::function<RunResult(const Scenario&)>& run);

// Keeps the witness on the finding and whether it replayed (`problem` is what
// replay_problem said); one that does not replay says so in the message.
void attach_witness(Finding& f, const std::string& yaml, const std::string& problem);

}  // namespace errata::smt
