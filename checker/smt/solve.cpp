#include "solve.h"

#include <algorithm>

#include "unit_values.h"

namespace errata::smt {

namespace {

// The context's resource count so far (Z3's `rlimit count`, which grows over
// every query of the context, whichever solver asks it).
unsigned long long rlimit_count(const z3::solver& s) {
  const z3::stats st = s.statistics();
  for (unsigned i = 0; i < st.size(); ++i)
    if (st.key(i) == "rlimit count") return static_cast<unsigned long long>(st.is_uint(i) ? st.uint_value(i) : st.double_value(i));
  return 0;
}

// At most `units`, and no more than the task's budget has left (0: none left).
unsigned within_budget(unsigned units) {
  const TaskBudget* b = TaskBudget::current();
  return b ? static_cast<unsigned>(std::min<unsigned long long>(units, b->left())) : units;
}

// One check of a solver (`ask`: the check itself) under at most `units`,
// charged to the task's budget.
template <typename Ask>
z3::check_result budgeted(z3::context& c, z3::solver& s, unsigned units, Ask ask) {
  TaskBudget* b = TaskBudget::current();
  const unsigned allowed = within_budget(units);
  if (allowed == 0) {
    b->mark_ran_out();
    return z3::unknown;
  }
  s.set(query_params(c, allowed));
  const unsigned long long before = b ? rlimit_count(s) : 0;
  const auto r = ask();
  if (b) b->charge(rlimit_count(s) - before);
  // A check the safety clock (or a signal) cut short answers nothing, whatever
  // Z3 says: Debian's Z3 4.8.12, interrupted in the middle of a check, was
  // seen answering sat with a model that breaks what the solver holds.
  return interrupted(c) ? z3::unknown : r;
}

z3::check_result budgeted_check(z3::context& c, z3::solver& s, unsigned units) {
  return budgeted(c, s, units, [&] { return s.check(); });
}

// The same check with `assumed` true for it alone.
z3::check_result budgeted_check(z3::context& c, z3::solver& s, unsigned units, const z3::expr_vector& assumed) {
  return budgeted(c, s, units, [&] { return s.check(assumed); });
}

// Whether every formula `s` holds is true in the model of its sat answer (a
// model that breaks them, as an interrupted check gave, is no witness).
bool satisfied(const z3::solver& s) {
  const z3::model m = s.get_model();
  const z3::expr_vector held = s.assertions();
  for (unsigned i = 0; i < held.size(); ++i)
    if (!m.eval(held[i], true).is_true()) return false;
  return true;
}

// Checks what `s` holds; on sat, the smallest model bisection finds.
Verdict check_and_minimise(z3::context& c, z3::solver& s, const z3::expr& size, const SolveOptions& o, std::optional<z3::model>& model) {
  const auto first = budgeted_check(c, s, o.rlimit);
  if (first == z3::unsat) return Verdict::unsat;
  if (first != z3::sat || !satisfied(s)) return Verdict::unknown;
  model = s.get_model();
  if (!o.smallest_witness) return Verdict::sat;
  // A smaller witness: bisect on the number of cards named, between what is
  // known to be too few and the best model yet, until Z3 says no or the
  // resource budget of a step runs out. The first step asks for one card
  // fewer than the first model: that model is the smallest already about
  // half the time (72 of verify's 134 witnesses), and one unsat answer then
  // proves it, where bisecting up from none took four or five steps.
  // Resource units, not the clock, bound each step, so the same input
  // always gives the same witness. Each bound is an assumption of its step
  // (a fresh literal that implies it), not a scope: what Z3 learns in one
  // step stays for the next, where a pop would drop it (30 % fewer resource
  // units over verify's minimising).
  int best = static_cast<int>(model->eval(size, true).get_numeral_int64());
  int too_few = -1;
  for (int step = 0; step < 8 && too_few + 1 < best; ++step) {
    const int probe = step == 0 ? best - 1 : too_few + (best - too_few) / 2;
    z3::expr_vector assumed(c);
    assumed.push_back(z3::expr(c, Z3_mk_fresh_const(c, "at-most", c.bool_sort())));
    s.add(z3::implies(assumed[0], size <= probe));
    const auto r = budgeted_check(c, s, o.minimise_rlimit, assumed);
    if (r == z3::sat && !satisfied(s)) break;
    if (r == z3::sat) {
      model = s.get_model();
      best = static_cast<int>(model->eval(size, true).get_numeral_int64());
    } else if (r == z3::unsat) {
      too_few = probe;
    }
    if (r == z3::unknown) break;
  }
  return Verdict::sat;
}

}  // namespace

Verdict solve(z3::context& c, const z3::expr& goal, const z3::expr& size, const SolveOptions& o,
              std::optional<z3::model>& model) {
  // Z3's simple solver: its SMT core without the tactic pipeline, whose
  // set-up on every new solver cost more than most of our queries.
  z3::solver s(c, z3::solver::simple());
  s.add(with_unit_values(goal));
  return check_and_minimise(c, s, size, o, model);
}

// Each step is a check of the simple solver under an assumption (a fresh
// literal implying `objective > best`), so what Z3 learns in one step stays
// for the next, as minimising does. Z3's optimiser, asked the same of Secret
// Moon's markers, took a third more time: it sets up a pipeline of its own;
// the favor tokens' maximum and its fewest cards, 45 % more instructions
// (asked here, then minimised by solve(), at each player count that can
// reach the most: check_token_supply).
Maximum maximise(z3::context& c, const z3::expr& goal, const z3::expr& objective, const SolveOptions& o) {
  constexpr int kMaximiseSteps = 64;  // each step a better model: an objective still growing then is no maximum found
  Maximum m;
  z3::solver s(c, z3::solver::simple());
  s.add(with_unit_values(goal));
  const auto first = budgeted_check(c, s, o.rlimit);
  if (first == z3::unsat) m.verdict = Verdict::unsat;
  if (first != z3::sat || !satisfied(s)) return m;
  for (int step = 0;; ++step) {
    m.model = s.get_model();
    m.value = m.model->eval(objective, true).get_numeral_int64();
    z3::expr_vector assumed(c);
    assumed.push_back(z3::expr(c, Z3_mk_fresh_const(c, "more-than", c.bool_sort())));
    s.add(z3::implies(assumed[0], objective > c.int_val(static_cast<int64_t>(m.value))));
    const auto r = step < kMaximiseSteps ? budgeted_check(c, s, o.rlimit, assumed) : z3::unknown;
    if (r == z3::unsat) break;  // nothing more: the maximum, proven
    if (r != z3::sat || !satisfied(s)) {
      m.model.reset();
      return m;
    }
  }
  m.verdict = Verdict::sat;
  return m;
}

SharedPart::SharedPart(z3::context& c, const z3::expr& shared) : c_(c), s_(c, z3::solver::simple()) { s_.add(shared); }

Verdict SharedPart::solve(const z3::expr& goal, const z3::expr& size, const SolveOptions& o, std::optional<z3::model>& model) {
  // A goal its fixed values fold to false is asked alone, of a solver of its
  // own (Z3 answers unsat at once): a scope opened on the shared solver and
  // closed again would cost resource units of its own.
  const z3::expr folded = with_unit_values(goal);
  if (folded.is_false()) return smt::solve(c_, folded, size, o, model);
  s_.push();
  s_.add(folded);
  const Verdict v = check_and_minimise(c_, s_, size, o, model);
  s_.pop();
  return v;
}

}  // namespace errata::smt
