#pragma once
// Z3 under a resource limit, always: sat gives a model, unsat a proof within
// the bounds, unknown is reported as inconclusive and never as a pass.
#include <z3++.h>

#include <optional>
#include <string>

#include "limits.h"

namespace errata::smt {

enum class Verdict { sat, unsat, unknown };

// Checks `goal`; on sat, minimises `size` (fewest cards and players) by
// bisection, each step bounded by resource units, and returns the model.
Verdict solve(z3::context& c, const z3::expr& goal, const z3::expr& size, const SolveOptions& o,
              std::optional<z3::model>& model);

// Several goals that share a large part (`shared`, asserted once): each
// goal is asked on top of it, as solve() asks it alone.
class SharedPart {
 public:
  SharedPart(z3::context& c, const z3::expr& shared);
  Verdict solve(const z3::expr& goal, const z3::expr& size, const SolveOptions& o, std::optional<z3::model>& model);

 private:
  z3::context& c_;
  z3::solver s_;
};

// An optimisation's check under at most `rlimit` resource units and what the
// task's budget has left (TaskBudget), the units it spent charged to it; past
// the budget it answers unknown at once, like solve().
z3::check_result budgeted_optimize(z3::context& c, z3::optimize& opt, unsigned rlimit);

}  // namespace errata::smt
