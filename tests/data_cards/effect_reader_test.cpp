// Cards as data (issue 41, docs/editions.md "Cards as data"): an edition
// file gives a card an `effect:`, or a card of its own an `id:`; every
// mistake in it is refused where it stands, with a "did you mean".
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "model/core/input_error.h"
#include "model/love_letter/edition_loader.h"
#include "../support.h"

namespace errata::test {
namespace {

using love_letter::Role;
using love_letter::StepKind;

const std::string kTwins = std::string(ERRATA_SOURCE_DIR) + "/tests/data_cards/twins/";

std::string read_text(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

love_letter::Edition load(const std::string& text, const std::string& file = "house.yaml") {
  return love_letter::load_edition(text, file, catalog().finder());
}

// The message `text` is refused with ("" when it loads).
std::string refusal(const std::string& text) {
  try {
    load(text);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

// A house edition over love-letter-2019 whose Guard does `guard_effect`.
std::string house_guard(const std::string& guard_effect) {
  return "id: house\nbase: love-letter-2019\ncards:\n"
         "  - { role: princess, name: Princesse, value: 9, count: 1 }\n"
         "  - { role: guard, name: Garde, value: 1, count: 5,\n"
         "      effect: " + guard_effect + " }\n";
}

TEST(DataCards, TheTwinOf2019GivesEveryCardItsEffectAsData) {
  const auto ed = load(read_text(kTwins + "love-letter-2019-data.yaml"), kTwins + "love-letter-2019-data.yaml");
  for (const auto& c : ed.cards) {
    EXPECT_TRUE(ed.is_data(c.role)) << c.name;
    ASSERT_NE(ed.effect(c.role), nullptr) << c.name;
  }
  // The Guard (l.143): another player, a character other than the Guard, and she leaves when she holds it.
  const auto* guard = ed.effect(Role::guard);
  ASSERT_EQ(guard->steps.size(), 2u);
  EXPECT_EQ(guard->steps[0].kind, StepKind::leave_round);
  EXPECT_EQ(guard->steps[0].clause, "guard.guess");
  ASSERT_EQ(guard->naming.except.size(), 1u);
  EXPECT_EQ(guard->naming.except[0], Role::guard);
  // The bundled edition's cards stay the engine's own.
  EXPECT_EQ(ll2019().effect(Role::guard), nullptr);
  EXPECT_FALSE(ll2019().is_data(Role::guard));
}

TEST(DataCards, AMisspelledStepIsRefusedWhereItStandsWithADidYouMean) {
  const std::string why = refusal(house_guard(
      "{ chooses: { who: another, clause: guard.guess }, steps: [ { do: leave-rond, who: chosen, clause: guard.guess } ] }"));
  EXPECT_NE(why.find("house.yaml:6:"), std::string::npos) << why;
  EXPECT_NE(why.find("did you mean 'leave-round'"), std::string::npos) << why;
}

TEST(DataCards, AClauseTheEditionDoesNotQuoteIsRefused) {
  const std::string why = refusal(house_guard("{ steps: [ { do: nothing, clause: guard.gues } ] }"));
  EXPECT_NE(why.find("house.yaml:6:"), std::string::npos) << why;
  EXPECT_NE(why.find("guard.guess"), std::string::npos) << why;
}

TEST(DataCards, AStepAboutTheChosenPlayerNeedsACardThatChoosesOne) {
  const std::string why = refusal(house_guard("{ steps: [ { do: look, clause: guard.guess } ] }"));
  EXPECT_NE(why.find("house.yaml:6:"), std::string::npos) << why;
  EXPECT_NE(why.find("chooses nobody"), std::string::npos) << why;
}

TEST(DataCards, MoreStepsThanTheBoundAreRefused) {
  std::string steps;
  for (int i = 0; i <= love_letter::kMaxEffectSteps; ++i) steps += std::string(i ? ", " : "") + "{ do: nothing, clause: guard.guess }";
  const std::string why = refusal(house_guard("{ steps: [ " + steps + " ] }"));
  EXPECT_NE(why.find("more than " + std::to_string(love_letter::kMaxEffectSteps) + " steps"), std::string::npos) << why;
}

TEST(DataCards, ACardOfTheEditionsOwnTakesADataSlotAndNeedsAnEffect) {
  const std::string base = "id: house\nbase: love-letter-2019\ncards:\n"
                           "  - { role: princess, name: Princesse, value: 9, count: 1 }\n"
                           "  - { role: guard, name: Garde, value: 1, count: 5 }\n"
                           "  - { role: baron, name: Baron, value: 3, count: 2 }\n";
  const auto ed = load(base + "  - { id: house-jester, name: Bouffon, value: 4, count: 1,\n"
                              "      effect: { chooses: { who: another, clause: king.swap }, steps: [ { do: swap-hands, clause: king.swap } ] } }\n");
  const auto jester = love_letter::role_from_id("house-jester");
  ASSERT_TRUE(jester.has_value());
  EXPECT_TRUE(love_letter::is_data_slot(*jester));
  EXPECT_TRUE(ed.is_data(*jester));
  EXPECT_EQ(ed.copies[static_cast<size_t>(*jester)], 1);
  EXPECT_EQ(love_letter::role_id(*jester), "house-jester");
  const std::string why = refusal(base + "  - { id: house-jester, name: Bouffon, value: 4, count: 1 }\n");
  EXPECT_NE(why.find("house.yaml:7:"), std::string::npos) << why;
  EXPECT_NE(why.find("effect"), std::string::npos) << why;
  const std::string bundled = refusal(base + "  - { id: king, name: Roi, value: 7, count: 1, effect: { steps: [ { do: nothing, clause: king.swap } ] } }\n");
  EXPECT_NE(bundled.find("is a bundled role"), std::string::npos) << bundled;
}

}  // namespace
}  // namespace errata::test
