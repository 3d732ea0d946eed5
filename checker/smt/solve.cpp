#include "solve.h"

namespace errata::smt {

Verdict solve(z3::context& c, const z3::expr& goal, const z3::expr& size, const SolveOptions& o,
              std::optional<z3::model>& model) {
  // Z3's simple solver: its SMT core without the tactic pipeline, whose
  // set-up on every new solver cost more than most of our queries.
  z3::solver s(c, z3::solver::simple());
  s.set(query_params(c, o.rlimit));
  s.add(goal);
  const auto first = s.check();
  if (first == z3::unsat) return Verdict::unsat;
  if (first != z3::sat) return Verdict::unknown;
  model = s.get_model();
  // A smaller witness: bisect on the number of cards named, between what is
  // known to be too few and the best model yet, until Z3 says no or the
  // resource budget of a step runs out. Resource units, not the clock, bound
  // each step, so the same input always gives the same witness.
  int best = static_cast<int>(model->eval(size, true).get_numeral_int64());
  int too_few = -1;
  s.set(query_params(c, o.minimise_rlimit));
  for (int step = 0; step < 8 && too_few + 1 < best; ++step) {
    const int probe = too_few + (best - too_few) / 2;
    s.push();
    s.add(size <= probe);
    const auto r = s.check();
    if (r == z3::sat) {
      model = s.get_model();
      best = static_cast<int>(model->eval(size, true).get_numeral_int64());
    } else if (r == z3::unsat) {
      too_few = probe;
    }
    s.pop();
    if (r == z3::unknown) break;
  }
  return Verdict::sat;
}

}  // namespace errata::smt
