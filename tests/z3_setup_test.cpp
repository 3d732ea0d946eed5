// Z3 is linked and answers: the Guard count that makes the 2019 card table add
// up to the stated total is 6, and no other (the text's Guard line says 5).
// And the C++ header the build reads releases a reassigned expression's old
// term (cmake/z3_cpp_header.cmake).
#include <gtest/gtest.h>
#include <z3++.h>

#include <cstdint>

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

// A chain of `e = e && x`, each step a move assignment, made and dropped.
void made_and_dropped(z3::context& c, const char* name, int steps) {
  const z3::expr x = c.bool_const(name);
  z3::expr e = x;
  for (int i = 0; i < steps; ++i) e = e && x;
}

// Z3 keeps freed terms' memory for its next terms: a second chain made after
// the first is dropped costs little more memory, unless the first one's terms
// were never released (each `and` of two arguments takes at least 32 bytes).
TEST(Z3Setup, AReassignedExpressionReleasesTheTermItHeld) {
  constexpr int kSteps = 20000;
  z3::context c;
  made_and_dropped(c, "x", kSteps);
  const uint64_t after_one = Z3_get_estimated_alloc_size();
  made_and_dropped(c, "y", kSteps);
  const uint64_t grown = Z3_get_estimated_alloc_size() - after_one;
  EXPECT_LT(grown, uint64_t{kSteps} * 32 / 2) << "the first chain's terms were kept: z3++.h's move assignment leaks";
}

}  // namespace
}  // namespace errata::test
