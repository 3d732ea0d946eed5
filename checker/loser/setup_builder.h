#pragma once
// A scenario's `setup` turned into a State: names resolved, cards placed.
// Whether the state is one the rules allow is the engine's setup_problem.
#include <optional>
#include <string>

#include "checker/scenario/setup_problem.h"
#include "model/loser/edition.h"
#include "model/loser/state.h"
#include "names.h"
#include "script.h"

namespace errata::loser {

std::optional<SetupProblem> build_setup(const Setup& su, const Names& names, const Edition& ed, State& s);

}  // namespace errata::loser
