// Scenario files: bad input is refused with file:line:col and what was expected.
#include <gtest/gtest.h>

#include "checker/love_letter/script.h"
#include "checker/scenario/scenario_loader.h"
#include "model/core/input_error.h"

namespace errata {
namespace {

std::string error_of(const std::string& text) {
  try {
    load_scenarios(text, "s.yaml");
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

const char* kGood = R"(name: a Guard names a Priest
game: love-letter
setup:
  players: [Ana, Bo]
  hands: {Ana: guard, Bo: priest}
  deck: [baron]
steps:
  - turn: Ana
    play: guard
    target: Bo
    guess: priest
expect: {eliminated: [Bo]}
)";

TEST(ScenarioLoader, ReadsTheCommonShape) {
  auto s = load_scenarios(kGood, "s.yaml");
  ASSERT_EQ(s.size(), 1u);
  EXPECT_EQ(s[0].name, "a Guard names a Priest");
  const auto& script = love_letter_script::script_of(s[0]);
  EXPECT_EQ(script.setup.players.items.size(), 2u);
  ASSERT_EQ(script.steps.size(), 1u);
  EXPECT_EQ(script.steps[0].mark.line, 8);
  EXPECT_EQ(script.steps[0].guess->text, "priest");
  EXPECT_EQ(script.expect.size(), 1u);
}

TEST(ScenarioLoader, ReadsSeveralDocuments) {
  auto s = load_scenarios(std::string(kGood) + "---\n" + kGood + "---\n", "s.yaml");
  ASSERT_EQ(s.size(), 2u);
  EXPECT_EQ(s[1].mark.line, 14);  // 12 lines, then "---" on line 13
}

TEST(ScenarioLoader, MalformedYamlNamesTheLine) {
  EXPECT_NE(error_of("name: x\ngame: love-letter\nsetup: {players: [Ana, Bo\n").find("s.yaml:"), std::string::npos);
  // A key indented under a key whose value is given: named an indentation error (issue 23).
  const std::string indented = error_of("name: x\n  bad: - indentation\n");
  EXPECT_EQ(indented.rfind("s.yaml:2:3: ", 0), 0u) << indented;
  EXPECT_NE(indented.find("indentation: this line is indented by 2 spaces"), std::string::npos) << indented;
}

TEST(ScenarioLoader, UnknownKeysGetASuggestionAndTheirPlace) {
  std::string text = kGood;
  text.replace(text.find("guess:"), 6, "gues:");
  const std::string e = error_of(text);
  EXPECT_NE(e.find("s.yaml:11:5: error: unknown key 'gues' in step (did you mean 'guess'?)"), std::string::npos) << e;
}

TEST(ScenarioLoader, WrongTypesSayWhatWasExpected) {
  std::string text = kGood;
  text.replace(text.find("players: [Ana, Bo]"), 18, "players: {Ana: 1}");
  const std::string e = error_of(text);
  EXPECT_NE(e.find("s.yaml:4:12: error: setup.players: expected a list, got a map"), std::string::npos) << e;
  std::string text2 = kGood;
  text2.replace(text2.find("expect: {eliminated: [Bo]}"), 26, "expect: {round_over: maybe}");
  EXPECT_NE(error_of(text2).find("expected true or false"), std::string::npos);
}

TEST(ScenarioLoader, RequiredKeysAndOneActionPerStep) {
  std::string no_name = kGood;
  no_name.erase(0, no_name.find('\n') + 1);
  EXPECT_NE(error_of(no_name).find("missing required key 'name'"), std::string::npos);
  std::string both = kGood;
  both.replace(both.find("  - turn: Ana"), 13, "  - new_round: {}\n    turn: Ana");
  EXPECT_NE(error_of(both).find("exactly one of 'turn' or 'new_round'"), std::string::npos);
  std::string dup = kGood;
  dup.replace(dup.find("hands: {Ana: guard, Bo: priest}"), 31, "hands: {Ana: guard, Ana: priest}");
  EXPECT_NE(error_of(dup).find("given twice"), std::string::npos);
}

TEST(ScenarioLoader, UnknownGameGetsASuggestion) {
  std::string text = kGood;
  text.replace(text.find("game: love-letter"), 17, "game: love-leter");
  EXPECT_NE(error_of(text).find("did you mean 'love-letter'"), std::string::npos);
}

}  // namespace
}  // namespace errata
