// smt::solve (checker/smt/solve.h): on sat, the witness with the fewest cards
// named that its steps find; on small problems that is the smallest there is,
// as enumeration finds it, whether Z3's first model was the smallest or not.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "checker/smt/solve.h"
#include "model/core/rng.h"

namespace errata::test {
namespace {

// Ten cards with values drawn from `seed`; a witness names some of them so
// that their values reach `target`. The fewest cards that do, by trying every
// subset (-1 where none does).
struct Hand {
  std::vector<int> values;
  int target = 0;
  int fewest() const {
    int best = -1;
    for (uint32_t subset = 0; subset < (1u << values.size()); ++subset) {
      int sum = 0, named = 0;
      for (size_t i = 0; i < values.size(); ++i)
        if (subset & (1u << i)) sum += values[i], ++named;
      if (sum >= target && (best < 0 || named < best)) best = named;
    }
    return best;
  }
};

Hand drawn(uint64_t seed) {
  Rng rng(seed);
  Hand h;
  int all = 0;
  for (int i = 0; i < 10; ++i) all += h.values.emplace_back(1 + static_cast<int>(rng.below(9)));
  h.target = 1 + static_cast<int>(rng.below(static_cast<uint32_t>(all)));
  return h;
}

TEST(Minimise, TheWitnessNamesAsFewCardsAsEnumerationFinds) {
  int improved = 0;  // hands where Z3's first model was not the smallest
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    const Hand h = drawn(seed);
    z3::context c;
    z3::expr sum = c.int_val(0), named = c.int_val(0);
    std::vector<z3::expr> in;
    for (size_t i = 0; i < h.values.size(); ++i) {
      in.push_back(c.bool_const(("named" + std::to_string(i)).c_str()));
      sum = sum + z3::ite(in.back(), c.int_val(h.values[i]), c.int_val(0));
      named = named + z3::ite(in.back(), c.int_val(1), c.int_val(0));
    }
    {
      z3::solver first(c, z3::solver::simple());  // what the first check alone gives
      first.add(sum >= h.target);
      ASSERT_EQ(first.check(), z3::sat);
      improved += first.get_model().eval(named, true).get_numeral_int64() > h.fewest();
    }
    std::optional<z3::model> m;
    ASSERT_EQ(smt::solve(c, sum >= h.target, named, SolveOptions{}, m), smt::Verdict::sat) << "seed " << seed;
    EXPECT_EQ(m->eval(named, true).get_numeral_int64(), h.fewest()) << "seed " << seed;
    EXPECT_GE(m->eval(sum, true).get_numeral_int64(), h.target) << "seed " << seed;
  }
  EXPECT_GT(improved, 0) << "every first model was the smallest already: the steps were never tried";
}

}  // namespace
}  // namespace errata::test
