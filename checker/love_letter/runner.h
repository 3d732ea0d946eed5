#pragma once
// Runs scenarios under editions: builds the setup, applies each step through
// the engine, and compares the state with every expectation that applies.
#include <optional>
#include <string>
#include <vector>

#include "checker/love_letter/edition_catalog.h"
#include "checker/love_letter/script.h"
#include "model/love_letter/engine.h"
#include "core/run_result.h"
#include "checker/scenario/scenario.h"

namespace errata {

// errata's own run of a scenario, step by step, as a conformance run plays the
// same steps on another engine (checker/love_letter/conform/).
struct RunLog {
  struct Step {
    const love_letter_script::Step* step = nullptr;
    love_letter::State before, after;
    love_letter::Rejection rejection = love_letter::Rejection::none;
    bool stated = false;  // the engine was handed the step (every name resolved, the deal built)
    love_letter::Action action;  // a turn: the play, and who made it
    int player = -1;
    love_letter::Deal deal;  // a new round: the deal, and who starts
    std::optional<int> first;
    std::vector<love_letter::Event> events;
  };
  love_letter::State setup;  // as built, before the round begins
  love_letter::State begun;  // once begun (a dealt round already decided ends at once)
  bool setup_stated = false;  // the setup is a whole state the engine judged
  std::optional<std::string> setup_problem;
  std::vector<Step> steps;
};

// `log`, when given, records every step the run plays. `as`, when given, is
// the edition the scenario was written for (errata run --as AS=EDITION): its
// card names are read as `as` prints them, and `as`'s expectations checked.
RunResult run_scenario(const Scenario& sc, const love_letter::Edition& edition, const EditionCatalog& catalog,
                       bool check_edition_ids, RunLog* log = nullptr, const love_letter::Edition* as = nullptr);

}  // namespace errata
