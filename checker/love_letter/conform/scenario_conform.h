#pragma once
// A Love Letter scenario under one edition, played on an engine through its
// adapter beside errata's own run of it: the setup as `new_round`, each turn
// as `apply` (and `choose`), each next round as `new_round` with `continue`,
// then `state` (and `observe`) compared with errata's decision of the same
// step. Every step where the engine departs is one of the run's deviations:
// the run goes on along the rulebook's path (engine_path.h). A crash is
// reported at its step, under the clause of that step's play.
#include "checker/conform/conform_run.h"
#include "checker/conform/session.h"
#include "checker/love_letter/edition_catalog.h"
#include "checker/scenario/scenario.h"

namespace errata::love_letter {

// InputError when the scenario is bad input (as `errata run` says).
conform::Run conform_scenario(const Scenario& sc, const Edition& ed, const EditionCatalog& catalog,
                              conform::Session& session);

}  // namespace errata::love_letter
