#pragma once
// Runs scenarios under editions: builds the setup, applies each step through
// the engine, and compares the state with every expectation that applies.
#include <optional>
#include <string>
#include <vector>

#include "checker/edition_catalog.h"
#include "run_result.h"
#include "scenario.h"

namespace errata {

// The editions a scenario runs under: `only` when given (if it is of the
// scenario's game), else the scenario's `editions`, else every edition of its
// game. InputError for an unknown id.
std::vector<const love_letter::Edition*> editions_for(const Scenario& sc, const EditionCatalog& catalog,
                                                      const std::optional<std::string>& only);

RunResult run_scenario(const Scenario& sc, const love_letter::Edition& edition, const EditionCatalog& catalog,
                       bool check_edition_ids);

}  // namespace errata
