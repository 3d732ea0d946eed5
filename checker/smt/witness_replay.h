#pragma once
// Replaying a witness, the same for every game's checks: the scenario a check
// wrote is loaded and run like any scenario file, and the finding keeps it
// with whether it replayed. A witness that does not replay is a checker bug.
#include <functional>
#include <optional>
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

// A check's finding shown by a game from the deal: with the game (`yaml`,
// replayed by `replay`) when the search found one; else the finding is
// `inconclusive` (a warning), saying no game reached the case within the
// search's games, for a case no game shows is not evidence.
void attach_game_or_inconclusive(Finding& f, const std::optional<std::string>& yaml,
                                 const std::function<std::string(const std::string&)>& replay);

}  // namespace errata::smt
