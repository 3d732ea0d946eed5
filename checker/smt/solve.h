#pragma once
// Z3 with a time limit, always: sat gives a model, unsat a proof within the
// bounds, unknown is reported as inconclusive and never as a pass.
#include <z3++.h>

#include <optional>
#include <string>

namespace errata::smt {

enum class Verdict { sat, unsat, unknown };

struct SolveOptions {
  unsigned timeout_ms = 2000;         // the time limit of a query
  unsigned minimise_rlimit = 150000;  // Z3 resource units for each step towards a smaller witness
};

// Checks `goal`; on sat, minimises `size` (fewest cards and players) within
// the time limit and returns the model.
Verdict solve(z3::context& c, const z3::expr& goal, const z3::expr& size, const SolveOptions& o,
              std::optional<z3::model>& model);

}  // namespace errata::smt
