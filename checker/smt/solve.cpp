#include "solve.h"

namespace errata::smt {

Verdict solve(z3::context& c, const z3::expr& goal, const z3::expr& size, const SolveOptions& o,
              std::optional<z3::model>& model) {
  z3::solver s(c);
  z3::params p(c);
  p.set("timeout", o.timeout_ms);
  p.set("random_seed", 0u);
  s.set(p);
  s.add(goal);
  const auto first = s.check();
  if (first == z3::unsat) return Verdict::unsat;
  if (first != z3::sat) return Verdict::unknown;
  model = s.get_model();
  // A smaller witness: ask again for fewer cards until Z3 says no. The search
  // is bounded by Z3's resource count, not the clock, so that the same input
  // always gives the same witness.
  int best = static_cast<int>(model->eval(size, true).get_numeral_int64());
  z3::params quick(c);
  quick.set("rlimit", o.minimise_rlimit);
  s.set(quick);
  for (int round = 0; round < 6 && best > 0; ++round) {
    s.push();
    s.add(size < best);
    const auto r = s.check();
    if (r == z3::sat) {
      model = s.get_model();
      best = static_cast<int>(model->eval(size, true).get_numeral_int64());
    }
    s.pop();
    if (r != z3::sat) break;
  }
  return Verdict::sat;
}

}  // namespace errata::smt
