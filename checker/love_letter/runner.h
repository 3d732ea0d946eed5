#pragma once
// Runs scenarios under editions: builds the setup, applies each step through
// the engine, and compares the state with every expectation that applies.
#include <optional>
#include <string>
#include <vector>

#include "checker/love_letter/edition_catalog.h"
#include "checker/scenario/run_result.h"
#include "checker/scenario/scenario.h"

namespace errata {

RunResult run_scenario(const Scenario& sc, const love_letter::Edition& edition, const EditionCatalog& catalog,
                       bool check_edition_ids);

}  // namespace errata
