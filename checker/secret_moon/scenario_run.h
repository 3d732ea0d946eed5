#pragma once
// Runs a Secret Moon scenario under one edition: builds the setup, applies
// each step through the engine, and checks every expectation that applies.
#include "core/run_result.h"
#include "checker/scenario/scenario.h"
#include "model/secret_moon/edition.h"

namespace errata::secret_moon {

// `written_for`: errata run --as BASE=MINE, the scenario's own edition
// (BASE): the characters it names as BASE prints them are MINE's same roles.
RunResult run_scenario(const Scenario& sc, const Edition& ed, const Edition* written_for = nullptr);

}  // namespace errata::secret_moon
