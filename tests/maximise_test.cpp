// smt::maximise (checker/smt/solve.h): the largest value an objective takes,
// proven by Z3's unsat for anything larger; never a maximum it did not prove.
#include <gtest/gtest.h>

#include <algorithm>

#include "checker/smt/solve.h"

namespace errata::test {
namespace {

// 3x + 5y <= 23 over naturals: the most 2x + 3y can be, found by trying every pair.
TEST(Maximise, FindsTheMaximumOfASmallIntegerProgramAsEnumerationDoes) {
  int expected = -1;
  for (int x = 0; 3 * x <= 23; ++x)
    for (int y = 0; 3 * x + 5 * y <= 23; ++y) expected = std::max(expected, 2 * x + 3 * y);
  z3::context c;
  const z3::expr x = c.int_const("x"), y = c.int_const("y");
  const smt::Maximum m = smt::maximise(c, x >= 0 && y >= 0 && 3 * x + 5 * y <= 23, 2 * x + 3 * y, SolveOptions{});
  ASSERT_EQ(m.verdict, smt::Verdict::sat);
  EXPECT_EQ(m.value, expected);
  ASSERT_TRUE(m.model.has_value());
  EXPECT_EQ(m.model->eval(2 * x + 3 * y, true).get_numeral_int64(), expected);
  EXPECT_TRUE(m.model->eval(3 * x + 5 * y <= 23, true).is_true());
}

TEST(Maximise, AGoalThatNeverHoldsIsUnsatWithNoValue) {
  z3::context c;
  const z3::expr x = c.int_const("x");
  const smt::Maximum m = smt::maximise(c, x > 3 && x < 2, x, SolveOptions{});
  EXPECT_EQ(m.verdict, smt::Verdict::unsat);
  EXPECT_FALSE(m.model.has_value());
}

// An objective with no maximum: each step finds a larger value, and the
// search stops after its steps without claiming one.
TEST(Maximise, AnObjectiveWithNoMaximumIsUnknownNotAnAnswer) {
  z3::context c;
  const z3::expr x = c.int_const("x");
  const smt::Maximum m = smt::maximise(c, x > 0, x, SolveOptions{});
  EXPECT_EQ(m.verdict, smt::Verdict::unknown);
  EXPECT_FALSE(m.model.has_value());
}

TEST(Maximise, AQueryOutOfResourceUnitsIsUnknown) {
  z3::context c;
  std::vector<z3::expr> v;
  z3::expr sum = c.int_val(0), rules = c.bool_val(true);
  for (int i = 0; i < 30; ++i) {  // a pigeonhole-like puzzle Z3 cannot settle in 10 units
    v.push_back(c.int_const(("v" + std::to_string(i)).c_str()));
    rules = rules && v.back() >= 0 && v.back() <= 9;
    sum = sum + v.back();
  }
  SolveOptions o;
  o.rlimit = 10;
  const smt::Maximum m = smt::maximise(c, rules && sum % 7 == 3, sum, o);
  EXPECT_EQ(m.verdict, smt::Verdict::unknown);
  EXPECT_FALSE(m.model.has_value());
}

}  // namespace
}  // namespace errata::test
