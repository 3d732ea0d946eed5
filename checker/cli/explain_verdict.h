#pragma once
// errata explain's answer across editions: whether every edition decided each
// step alike and left the same state, or where one first differs ("all 4
// editions agree: ..." / "love-letter-bga differs at step 1 (...): ...").
#include <string>
#include <vector>

#include "core/run_result.h"

namespace errata::cli {

// The verdict line(s) for runs of one scenario under several editions (each
// run's steps carry their state, StepTrace::state).
std::vector<std::string> explain_verdict(const std::vector<RunResult>& runs);

}  // namespace errata::cli
