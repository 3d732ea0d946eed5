#pragma once
// Which outcomes of a scenario hinge on which reading: the scenario is run
// again under every other option of every reading of the edition, and each
// option that changes the outcome is reported. Love Letter's editions are
// copied and read otherwise; the other games re-run through their Game.
#include <string>
#include <vector>

#include "checker/edition_catalog.h"
#include "checker/game.h"
#include "run_result.h"
#include "scenario.h"

namespace errata {

struct Hinge {
  std::string reading;
  std::string option;
  std::string outcome;  // what happens under that option, in one line
};

std::vector<Hinge> reading_hinges(const Scenario& sc, const love_letter::Edition& edition, const EditionCatalog& catalog,
                                  const RunResult& as_run);
std::vector<Hinge> reading_hinges(const Scenario& sc, const Game& game, const std::string& edition, const RunResult& as_run);

// One line that says how a run ended: passed, its first failure, or bad input.
std::string outcome_of(const RunResult& r);

}  // namespace errata
