#pragma once
// A scenario's setup that cannot be a state of the game (the rules refuse
// it: invalid-setup), and where the scenario says it; the same for every
// game's setup builder. A builder returns it, or throws it as SetupRefused
// from deep inside; the run judges it (run_protocol::judge_setup).
#include <optional>
#include <string>

#include "model/core/source_mark.h"

namespace errata {

struct SetupProblem {
  SourceMark mark;
  std::string message;
};

// Thrown while building a setup or a deal, caught where the setup is judged.
struct SetupRefused {
  SetupProblem problem;
};

// What `build()` finds wrong with a setup, returned or thrown as SetupRefused.
template <typename Build>
std::optional<SetupProblem> setup_problem_of(Build build) {
  try {
    return build();
  } catch (const SetupRefused& e) {
    return e.problem;
  }
}

}  // namespace errata
