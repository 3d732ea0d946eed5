#pragma once
// Which outcomes of a scenario hinge on which reading: the scenario is run
// again under every other option of every reading of the edition, and each
// option that changes the outcome is reported, each game re-running the
// scenario through its Game.
#include <string>
#include <vector>

#include "checker/game/game.h"
#include "core/run_result.h"
#include "scenario.h"

namespace errata {

struct Hinge {
  std::string reading;
  std::string option;
  std::string outcome;  // what happens under that option, in one line
};

std::vector<Hinge> reading_hinges(const Scenario& sc, const Game& game, const std::string& edition, const RunResult& as_run);

// One line that says how a run ended: passed, its first failure, or bad input.
std::string outcome_of(const RunResult& r);

}  // namespace errata
