#pragma once
// A scenario's setup turned into a State: names resolved, markers and the
// centre's supply counted from what the setup says was taken, then judged by
// the engine (a state the game cannot be in is invalid-setup).
#include <optional>
#include <string>

#include "checker/scenario/setup_problem.h"
#include "model/secret_moon/engine.h"
#include "names.h"
#include "script.h"

namespace errata::secret_moon {

std::optional<SetupProblem> build_state(const Setup& su, const Engine& engine, const Names& names, State& s);

}  // namespace errata::secret_moon
