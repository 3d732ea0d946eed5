#pragma once
// Z3 under a resource limit, always: sat gives a model, unsat a proof within
// the bounds, unknown is reported as inconclusive and never as a pass.
#include <z3++.h>

#include <optional>
#include <string>

#include "core/limits.h"

namespace errata::smt {

enum class Verdict { sat, unsat, unknown };

// Checks `goal`; on sat, minimises `size` (fewest cards and players) by
// bisection, each step bounded by resource units (unless
// `o.smallest_witness` is false), and returns the model.
Verdict solve(z3::context& c, const z3::expr& goal, const z3::expr& size, const SolveOptions& o,
              std::optional<z3::model>& model);

// The largest value `objective` (an integer) takes where `goal` holds, and a
// model where it takes it: each model found is asked for more, until Z3
// answers unsat, which proves the maximum. `verdict` unsat: `goal` never
// holds; unknown: a step ran out of resource units, or 64 better models in
// turn did not reach the maximum (no maximum is claimed).
struct Maximum {
  Verdict verdict = Verdict::unknown;
  long long value = 0;
  std::optional<z3::model> model;
};
Maximum maximise(z3::context& c, const z3::expr& goal, const z3::expr& objective, const SolveOptions& o);

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

}  // namespace errata::smt
