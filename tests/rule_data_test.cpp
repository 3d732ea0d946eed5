// The "same rule data" comparison sees every setting the engine reads: each
// variation point's every variant, each card's copies, value and place in the
// card table, the player range, every tokens-table entry and the set-aside
// cards; and nothing that is not rule data (titles, printed names, quotes).
// Derived from Rules::variation_points() and the role table, so a new setting
// cannot be left out unseen.
#include <gtest/gtest.h>

#include <functional>

#include "checker/love_letter/smt/diff.h"
#include "checker/love_letter/smt/rule_data.h"
#include "support.h"

namespace errata::test {
namespace {

using love_letter::Edition;
using love_letter::Rules;

std::vector<std::string> ids(const std::vector<smt::Setting>& settings) {
  std::vector<std::string> out;
  for (const auto& s : settings) out.push_back(s.id);
  return out;
}

TEST(RuleData, SeesEveryVariantOfEveryVariationPoint) {
  const Edition& base = ll2019();
  int changed = 0;
  for (const auto& point : Rules::variation_points()) {
    for (const auto& variant : Rules::variants_of(point)) {
      Edition m = base;
      ASSERT_TRUE(m.rules.set(point, variant)) << point << "=" << variant;
      EXPECT_EQ(m.rules.variant(point), variant);
      const auto d = ids(smt::rule_data_differences(base, m));
      if (variant == base.rules.variant(point)) {
        EXPECT_TRUE(d.empty()) << point;
      } else {
        EXPECT_EQ(d, std::vector<std::string>{"rule:" + point}) << point << "=" << variant;
        ++changed;
      }
    }
  }
  EXPECT_GT(changed, 15);
}

TEST(RuleData, TwoRulesThatDifferDifferAtSomeVariationPoint) {
  // Every field of Rules is set by some variant: two Rules built from
  // different variants compare unequal exactly when some point reads apart.
  for (const auto& p : Rules::variation_points())
    for (const auto& v : Rules::variants_of(p))
      for (const auto& q : Rules::variation_points())
        for (const auto& w : Rules::variants_of(q)) {
          Rules x, y;
          x.set(p, v);
          y.set(q, w);
          bool apart = false;
          for (const auto& point : Rules::variation_points()) apart = apart || x.variant(point) != y.variant(point);
          EXPECT_EQ(apart, !(x == y)) << p << "=" << v << " vs " << q << "=" << w;
        }
}

TEST(RuleData, SeesEveryCardDatum) {
  const Edition& base = ll2019();
  for (int i = 1; i < love_letter::kRoleCount; ++i) {
    const auto k = static_cast<size_t>(i);
    const std::string role(love_letter::role_id(static_cast<Role>(i)));
    Edition copies = base, value = base, listed = base;
    ++copies.copies[k];
    ++value.value[k];
    listed.listed[k] = !listed.listed[k];
    EXPECT_EQ(ids(smt::rule_data_differences(base, copies)), std::vector<std::string>{"copies:" + role});
    EXPECT_EQ(ids(smt::rule_data_differences(base, value)), std::vector<std::string>{"value:" + role});
    EXPECT_EQ(ids(smt::rule_data_differences(base, listed)), std::vector<std::string>{"listed:" + role});
    for (const Edition* m : {&copies, &value, &listed}) {  // copying the setting back undoes the change
      const auto d = smt::rule_data_differences(base, *m);
      EXPECT_TRUE(smt::rule_data_differences(smt::with_setting(base, d[0].id, *m), *m).empty()) << d[0].id;
    }
  }
}

TEST(RuleData, SeesThePlayerRangeTheTokensTableAndTheSetAsideCards) {
  const Edition& base = ll2019();
  auto changed = [&](const std::function<void(Edition&)>& change) {
    Edition m = base;
    change(m);
    return ids(smt::rule_data_differences(base, m));
  };
  EXPECT_EQ(changed([](Edition& m) { ++m.min_players; }), std::vector<std::string>{"players:min"});
  EXPECT_EQ(changed([](Edition& m) { --m.max_players; }), std::vector<std::string>{"players:max"});
  for (const auto& [n, t] : base.tokens_to_win)
    EXPECT_EQ(changed([n = n](Edition& m) { ++m.tokens_to_win[n]; }), std::vector<std::string>{"tokens-to-win:" + std::to_string(n)});
  EXPECT_EQ(changed([](Edition& m) { m.tokens_to_win[9] = 3; }), std::vector<std::string>{"tokens-to-win:9"});
  EXPECT_EQ(changed([](Edition& m) { m.set_aside_face_down = 0; }), std::vector<std::string>{"set-aside:face-down"});
  EXPECT_EQ(changed([](Edition& m) { --m.face_up_when_two_players; }), std::vector<std::string>{"set-aside:face-up-two-players"});
}

TEST(RuleData, IgnoresWhatIsNotRuleData) {
  const Edition& base = ll2019();
  Edition m = base;
  m.id = "renamed";
  m.title = "Another title";
  for (auto& c : m.cards) c.name += " (translated)";
  EXPECT_TRUE(smt::rule_data_differences(base, m).empty());
}

TEST(RuleData, SettingsAboutCardsNeitherDeckHoldsAreMoot) {
  const Edition& base = ll2019();  // no Jester, no Constable: their variants never apply
  Edition m = base;
  m.rules.set("jester.owner", base.rules.variant("jester.owner") == "owner-in-round" ? "owner-anywhere" : "owner-in-round");
  EXPECT_TRUE(smt::moot(base, m, "rule:jester.owner"));
  EXPECT_FALSE(smt::moot(base, m, "rule:round.tie"));
  EXPECT_TRUE(smt::moot(base, m, "tokens-to-win:9"));
  EXPECT_FALSE(smt::moot(base, m, "tokens-to-win:2"));
}

// Setup: face-up cards are dealt in a 2-player round only (l.20 of 2019). In
// editions that never seat two (Premium: 5 to 8), a face-up count is read by
// no rule, so changing it is identical rule data: diff asks nothing and says
// same-rule-data, as for a tokens-table entry of a count neither seats; and
// so is a tokens-table entry of a count only one edition seats.
TEST(RuleData, AFaceUpCountWhereNoEditionSeatsTwoIsSameRuleData) {
  const Edition& premium = *catalog().find("love-letter-bga-premium");
  ASSERT_GT(premium.min_players, 2);
  Edition m = premium;
  m.id = "premium-face-up";
  m.face_up_when_two_players = premium.face_up_when_two_players == 3 ? 2 : 3;
  EXPECT_TRUE(smt::moot(premium, m, "set-aside:face-up-two-players"));
  const DiffResult d = smt::diff_editions(premium, m, catalog(), SolveOptions{});
  ASSERT_EQ(d.findings.size(), 1u);
  EXPECT_EQ(d.findings[0].kind, "same-rule-data") << d.findings[0].message;
  Edition fewer = ll2019();
  fewer.max_players = 5;
  EXPECT_TRUE(smt::moot(ll2019(), fewer, "tokens-to-win:6"));
  EXPECT_FALSE(smt::moot(ll2019(), fewer, "tokens-to-win:5"));
  EXPECT_FALSE(smt::moot(ll2019(), fewer, "set-aside:face-up-two-players"));
}

}  // namespace
}  // namespace errata::test
