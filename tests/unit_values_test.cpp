// with_unit_values: a goal's fixed values put in and what becomes constant
// folded. The result must be equivalent to the goal (Z3 proves it, on goals
// drawn at random), and the folds it promises must happen.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <z3++.h>

#include <cstdint>
#include <functional>
#include <vector>

#include "checker/smt/unit_values.h"

namespace errata::test {
namespace {

using smt::with_unit_values;

// Whether Z3 proves `a` and `b` equivalent.
bool equivalent(const z3::expr& a, const z3::expr& b) {
  z3::solver s(a.ctx());
  s.add(a != b);
  return s.check() == z3::unsat;
}

bool mentions_ite(const z3::expr& e) {
  if (!e.is_app()) return false;
  if (e.decl().decl_kind() == Z3_OP_ITE) return true;
  for (unsigned i = 0; i < e.num_args(); ++i)
    if (mentions_ite(e.arg(i))) return true;
  return false;
}

// The goal folds to an equivalent formula in which no ite is left: every
// condition was decided by the fixed values.
void expect_every_ite_decided(const z3::expr& goal) {
  const z3::expr folded = with_unit_values(goal);
  EXPECT_FALSE(mentions_ite(folded)) << folded;
  EXPECT_TRUE(equivalent(goal, folded));
}

TEST(UnitValues, AFixedCardChoosesItsBranchOfEveryChain) {
  z3::context c;
  const z3::expr played = c.int_const("played"), y = c.int_const("y");
  // What a card does, written once for every card: an ite chain over `played`.
  z3::expr effect = c.int_val(0);
  for (int card = 1; card <= 5; ++card) effect = z3::ite(played == card, y + card, effect);
  expect_every_ite_decided(played == 3 && effect > 10);
}

TEST(UnitValues, TwoEditionsThatEncodeACardAlikeFoldToFalse) {
  z3::context c;
  const z3::expr played = c.int_const("played"), y = c.int_const("y");
  // Edition a and edition b differ on card 2 only; asked about card 4, nothing differs.
  const z3::expr a = z3::ite(played == 2, y + 1, z3::ite(played == 4, y + 7, y));
  const z3::expr b = z3::ite(played == 2, y + 2, z3::ite(played == 4, y + 7, y));
  EXPECT_TRUE(with_unit_values(played == 4 && y > 0 && a != b).is_false());
  const z3::expr asked_about_2 = with_unit_values(played == 2 && y > 0 && a != b);
  EXPECT_FALSE(asked_about_2.is_false()) << asked_about_2;
  EXPECT_TRUE(equivalent(played == 2 && y > 0 && a != b, asked_about_2));
}

TEST(UnitValues, AValueFixedTwiceOtherwiseIsFalse) {
  z3::context c;
  const z3::expr x = c.int_const("x");
  EXPECT_TRUE(with_unit_values(x == 1 && x == 2).is_false());
  const z3::expr b = c.bool_const("b");
  EXPECT_TRUE(with_unit_values(b && x == 1 && (!b || x == 3)).is_false());
}

TEST(UnitValues, AValueALaterRoundFixesIsPutInToo) {
  z3::context c;
  const z3::expr x = c.int_const("x"), y = c.int_const("y"), z = c.int_const("z");
  // Only once x is 1 does the second conjunct fix y.
  expect_every_ite_decided(x == 1 && z3::ite(x == 1, y == 5, y > z) && z3::ite(y == 5, z > 0, z < 0));
}

TEST(UnitValues, NumbersBeyondSixtyFourBitsAreLeftToZ3) {
  z3::context c;
  const z3::expr x = c.int_const("x"), y = c.int_const("y");
  const z3::expr big = c.int_val("100000000000000000000000");
  const z3::expr most = c.int_val(static_cast<int64_t>(INT64_MAX));
  for (const z3::expr& goal : {x == big && x + 1 > big && y == 2, x == most && x + x > most && y == x + 1}) {
    const z3::expr folded = with_unit_values(goal);
    EXPECT_TRUE(equivalent(goal, folded)) << goal << " became " << folded;
  }
}

// A formula drawn from `choices` over two Int and two Bool constants: every
// node kind the folder reads (and, or, not, implies, ite, =, distinct, <=, <,
// +, -, *), numerals among them.
class Drawn {
 public:
  Drawn(z3::context& c, const std::vector<int>& choices) : c_(c), choices_(choices) {}

  z3::expr boolean(int depth) {
    const int k = next() % (depth <= 0 ? 3 : 10);
    switch (k) {
      case 0: return c_.bool_const(next() % 2 ? "p" : "q");
      case 1: return c_.bool_val(next() % 2 == 0);
      case 2: return integer(0) == integer(0);
      case 3: return boolean(depth - 1) && boolean(depth - 1);
      case 4: return boolean(depth - 1) || boolean(depth - 1);
      case 5: return !boolean(depth - 1);
      case 6: return z3::implies(boolean(depth - 1), boolean(depth - 1));
      case 7: return z3::ite(boolean(depth - 1), boolean(depth - 1), boolean(depth - 1));
      case 8: return integer(depth - 1) <= integer(depth - 1);
      default: return next() % 2 ? integer(depth - 1) != integer(depth - 1) : integer(depth - 1) < integer(depth - 1);
    }
  }

  z3::expr integer(int depth) {
    const int k = next() % (depth <= 0 ? 2 : 6);
    switch (k) {
      case 0: return c_.int_const(next() % 2 ? "x" : "y");
      case 1: return c_.int_val(next() % 4);
      case 2: return integer(depth - 1) + integer(depth - 1);
      case 3: return integer(depth - 1) - integer(depth - 1);
      case 4: return integer(depth - 1) * c_.int_val(next() % 3);
      default: return z3::ite(boolean(depth - 1), integer(depth - 1), integer(depth - 1));
    }
  }

  // A unit conjunct: a constant fixed to a value.
  z3::expr unit() {
    switch (next() % 4) {
      case 0: return c_.int_const("x") == c_.int_val(next() % 4);
      case 1: return c_.int_val(next() % 4) == c_.int_const("y");
      case 2: return c_.bool_const("p");
      default: return !c_.bool_const("q");
    }
  }

 private:
  int next() { return choices_.empty() ? 0 : choices_[at_++ % choices_.size()]; }
  z3::context& c_;
  const std::vector<int>& choices_;
  size_t at_ = 0;
};

RC_GTEST_PROP(UnitValues, TheFoldedGoalIsEquivalentToTheGoal, ()) {
  const auto choices = *rc::gen::nonEmpty(rc::gen::container<std::vector<int>>(rc::gen::inRange(0, 1000)));
  const int units = *rc::gen::inRange(0, 4);
  z3::context c;
  Drawn drawn(c, choices);
  z3::expr goal = drawn.boolean(4);
  for (int u = 0; u < units; ++u) goal = drawn.unit() && goal;
  const z3::expr folded = with_unit_values(goal);
  RC_ASSERT(equivalent(goal, folded));
}

}  // namespace
}  // namespace errata::test
