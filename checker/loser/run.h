#pragma once
// Runs a Loser scenario under one edition: the setup (or invalid-setup), each
// step through the engine with its expected error or expectations, then the
// final expect. Bad input becomes RunResult::bad_input.
#include "core/run_result.h"
#include "checker/scenario/scenario.h"
#include "model/loser/edition.h"
#include "script.h"

namespace errata::loser {

RunResult run_scenario(const Scenario& sc, const Script& script, const Edition& ed);

}  // namespace errata::loser
