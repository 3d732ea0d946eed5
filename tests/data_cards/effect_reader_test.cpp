// Cards as data (issue 41, docs/editions.md "Cards as data"): an edition
// file gives a card an `effect:`, or a card of its own an `id:`; every
// mistake in it is refused where it stands, with a "did you mean".
#include <gtest/gtest.h>

#include <array>
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

// Several cards may name (docs/editions.md "Cards as data"): the bundled
// Guard its characters (love-letter-2019: guard.not-guard, any character but
// the Guard), a card of the house the numbers its `names` gives; each is
// played with its own names.
TEST(DataCards, SeveralCardsMayNameEachWhatItsOwnNamesSay) {
  const auto ed = load("id: house\nbase: love-letter-2019\ncards:\n"
                       "  - { role: princess, name: Princesse, value: 9, count: 1 }\n"
                       "  - { role: guard, name: Garde, value: 1, count: 5 }\n"
                       "  - { role: baron, name: Baron, value: 3, count: 2 }\n"
                       "  - { id: house-seer, name: Voyante, value: 4, count: 1,\n"
                       "      effect: { chooses: { who: another, clause: guard.guess }, names: { what: number, except: [1], clause: guard.not-guard },\n"
                       "                steps: [ { do: win-token, who: me, if: holds-named, clause: guard.guess } ] } }\n"
                       "variants: { game.end-timing: end-of-round }\n");
  const Role seer = *love_letter::role_from_id("house-seer");
  const love_letter::Engine engine(ed);
  State s = deal({Role::guard, Role::baron}, {Role::priest});
  s.hand[0].add(seer);
  s.to_move = 0;
  std::array<love_letter::Action, 256> plays;
  const int n = engine.legal_plays(s, plays.data(), 256);
  int characters = 0, numbers = 0;
  for (int i = 0; i < n; ++i) {
    const auto& a = plays[static_cast<size_t>(i)];
    if (a.card == Role::guard) {
      EXPECT_TRUE(a.guess != Role::none && a.guess != Role::guard && a.number < 0);
      ++characters;
    } else {
      EXPECT_EQ(a.card, seer);
      EXPECT_TRUE(a.guess == Role::none && a.number >= 0 && a.number != 1 && a.number <= ed.highest_value());
      ++numbers;
    }
  }
  int named_characters = 0;  // the deck's characters but the Guard
  for (const auto& c : ed.cards) named_characters += c.role != Role::guard && ed.has_card(c.role);
  EXPECT_EQ(characters, named_characters);
  EXPECT_EQ(numbers, ed.highest_value());  // 0 to the highest value, but 1
}

// The Assassin answers a Guard (assassin.counter) in the Guard's own play:
// a Guard written as data beside her is refused at the Guard's card.
TEST(DataCards, AGuardAsDataBesideTheAssassinIsRefused) {
  const std::string why = refusal("id: house\nbase: love-letter-bga-premium\ncards:\n"
                                  "  - { role: assassin, name: Assassin, value: 0, count: 1 }\n"
                                  "  - { role: guard, name: Garde, value: 1, count: 8,\n"
                                  "      effect: { chooses: { who: another, clause: guard.guess }, steps: [ { do: nothing, clause: guard.guess } ] } }\n");
  EXPECT_NE(why.find("house.yaml:5:"), std::string::npos) << why;
  EXPECT_NE(why.find("assassin.counter"), std::string::npos) << why;
}

}  // namespace
}  // namespace errata::test
