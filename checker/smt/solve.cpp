#include "solve.h"

namespace errata::smt {

Verdict solve(z3::context& c, const z3::expr& goal, const z3::expr& size, const SolveOptions& o,
              std::optional<z3::model>& model) {
  z3::optimize opt(c);
  z3::params p(c);
  p.set("timeout", o.timeout_ms);
  opt.set(p);
  opt.add(goal);
  opt.minimize(size);
  switch (opt.check()) {
    case z3::sat:
      model = opt.get_model();
      return Verdict::sat;
    case z3::unsat:
      return Verdict::unsat;
    default: {
      // The optimiser ran out of time: a plain solver may still decide the goal.
      z3::solver s(c);
      s.set("timeout", o.timeout_ms);
      s.add(goal);
      const auto r = s.check();
      if (r == z3::sat) {
        model = s.get_model();
        return Verdict::sat;
      }
      return r == z3::unsat ? Verdict::unsat : Verdict::unknown;
    }
  }
}

}  // namespace errata::smt
