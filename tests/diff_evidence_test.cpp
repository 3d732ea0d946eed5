// What a Love Letter diff's proofs and findings rest on (issue 38): nothing is
// proven about a card only one deck holds, and a Guard's choice is compared
// by what it names rather than how it is written. Expectations come from the
// rule texts.
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

// 2019's values 0 to 9 are one character each (l.88-145), so a Guard naming
// "a number other than one" names a character other than the Guard: 2019
// with that variant is the same game as 2019. The choice "9" is the choice
// "princess", which 2019 reads; the number alone is not another choice.
TEST(DiffEvidence, AGuardsNumberIsComparedAsTheCharacterItNames) {
  const Edition& base = *catalog().find("love-letter-2019");
  for (int v = 0; v <= 9; ++v)
    EXPECT_EQ(std::count_if(base.cards.begin(), base.cards.end(), [&](const auto& c) { return c.value == v; }), 1) << v;
  Edition numbers = base;
  numbers.id = "love-letter-2019-numbers";
  ASSERT_TRUE(numbers.rules.set("guard.names", "a-number-other-than-one"));
  const smt::DiffResult d = smt::diff_editions(base, numbers, catalog(), smt::SolveOptions{});
  for (const auto& f : d.findings) EXPECT_NE(f.kind, "divergence") << f.id << ": " << f.message << "\n" << f.witness;
  for (const auto& f : d.findings) EXPECT_NE(f.kind, "inconclusive") << f.id << ": " << f.message;
}

}  // namespace
}  // namespace errata::test

