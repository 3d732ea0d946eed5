#pragma once
// Running a scenario of any game, through its Game.
#include <optional>
#include <string>
#include <vector>

#include "core/run_result.h"
#include "scenario.h"

namespace errata {

// The ids of the editions a scenario runs under (see edition_selection.h:
// with `only`, that edition when the scenario would run under it, else none).
std::vector<std::string> run_editions(const Scenario& sc, const std::optional<std::string>& only);

// The scenario under one edition of its game.
RunResult run_under(const Scenario& sc, const std::string& edition);

// Whether `id` names an edition of any game.
bool known_edition(const std::string& id);
// "unknown edition 'x'; did you mean ...", over every game's editions.
std::string unknown_edition(const std::string& id);

}  // namespace errata
