// What a Love Letter diff's proofs and findings rest on (issue 38): nothing is
// proven about a card only one deck holds. Expectations come from the rule texts.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "checker/love_letter/smt/diff.h"
#include "support.h"

namespace errata::test {
namespace {

using love_letter::Edition;
using love_letter::Role;

const smt::Finding* finding(const smt::DiffResult& d, const std::string& id) {
  for (const auto& f : d.findings)
    if (f.id == id) return &f;
  return nullptr;
}

// 2019 holds the Spy (l.145) and the Chancellor (l.108); BGA's 16 cards hold
// neither. The states both editions can be in hold no Spy and no Chancellor,
// so the Spy's token and the Chancellor pair's token cannot be told apart
// there: nothing to compare, not a proof.
TEST(DiffEvidence, ABonusOfACardOnlyOneDeckHoldsIsNotComparable) {
  const Edition &a = *catalog().find("love-letter-2019"), &b = *catalog().find("love-letter-bga");
  ASSERT_TRUE(a.has_card(Role::spy) && !b.has_card(Role::spy) && a.has_card(Role::chancellor) && !b.has_card(Role::chancellor));
  const smt::DiffResult d = smt::diff_editions(a, b, catalog(), smt::SolveOptions{});
  for (const std::string decision : {"round-end.spy-bonus", "round-end.pair-bonus"}) {
    const smt::Finding* f = finding(d, "not-comparable:love-letter-2019:love-letter-bga:" + decision);
    ASSERT_NE(f, nullptr) << decision;
    EXPECT_EQ(f->severity, "info");
  }
  for (const auto& line : d.proven) {
    EXPECT_EQ(line.find("the Spy's favor token agrees"), std::string::npos) << line;
    EXPECT_EQ(line.find("(Chancellor's role) agrees"), std::string::npos) << line;
  }
}

}  // namespace
}  // namespace errata::test
