#pragma once
// Running a scenario of any game: Love Letter's through the catalog and its
// engine, Secret Moon's and Loser's through their Game.
#include <optional>
#include <string>
#include <vector>

#include "checker/edition_catalog.h"
#include "run_result.h"
#include "scenario.h"

namespace errata {

// The ids of the editions a scenario runs under (see edition_selection.h:
// with `only`, that edition when the scenario would run under it, else none).
std::vector<std::string> run_editions(const Scenario& sc, const EditionCatalog& catalog,
                                      const std::optional<std::string>& only);

RunResult run_under(const Scenario& sc, const std::string& edition, const EditionCatalog& catalog,
                    bool check_edition_ids);

// Whether `id` names an edition of any game.
bool known_edition(const EditionCatalog& catalog, const std::string& id);
// "unknown edition 'x'; did you mean ...", over every game's editions.
std::string unknown_edition(const EditionCatalog& catalog, const std::string& id);

}  // namespace errata
