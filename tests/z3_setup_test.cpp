// Z3 is linked and answers: the Guard count that makes the 2019 card table add
// up to the stated total is 6, and no other (the text's Guard line says 5).
#include <gtest/gtest.h>
#include <z3++.h>

#include "support.h"

namespace errata::test {
namespace {

TEST(Z3Setup, SolvesTheGuardCountThatMatchesTheStatedTotal) {
  const auto& ed = ll2019();
  z3::context c;
  z3::solver s(c);
  s.set("timeout", 2000u);
  z3::expr guards = c.int_const("guards");
  z3::expr total = guards;
  for (const auto& card : ed.cards)
    if (card.role != Role::guard) total = total + c.int_val(card.count);
  int stated = 0;
  for (const auto& st : ed.stated)
    if (st.what == "cards") stated = st.value;
  ASSERT_EQ(stated, 21);
  s.add(total == stated && guards >= 0);
  ASSERT_EQ(s.check(), z3::sat);
  EXPECT_EQ(s.get_model().eval(guards).get_numeral_int64(), 6);
  s.add(guards != 6);
  EXPECT_EQ(s.check(), z3::unsat);
}

}  // namespace
}  // namespace errata::test
