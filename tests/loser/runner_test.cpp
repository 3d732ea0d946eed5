// Loser scenarios as a user writes them: bad input with its place, failed
// expectations with expected vs got, expected errors, and the trace.
#include <gtest/gtest.h>

#include "loser_support.h"
#include "model/core/input_error.h"

namespace errata::loser {
namespace {

using test::run_text;

const std::string kSetup = R"(game: loser
setup:
  players: [Ana, Bo, Cy]
  hands: { Ana: [2, 5, 9, 16], Bo: [3, 6, 10, 17], Cy: [4, 7, 11, 18] }
  face_up: [8, 12, 13, 14]
  face_down: [1, 15, 19]
)";

TEST(LoserRunner, APassingScenarioTracesItsClauses) {
  const auto r = run_text("name: red\n" + kSetup + "steps:\n  - { turn: Ana, potion: 16, expect: { to_move: Bo } }\n");
  ASSERT_EQ(r.size(), 1u);
  EXPECT_TRUE(r[0].passed());
  ASSERT_EQ(r[0].steps.size(), 2u);
  bool red = false;
  for (const auto& e : r[0].steps[1].events) red = red || e.clause == "potion.red";
  EXPECT_TRUE(red);
}

TEST(LoserRunner, AFailedExpectationSaysExpectedAndGot) {
  const auto r = run_text("name: wrong\n" + kSetup + "steps:\n  - { turn: Ana, potion: 16, expect: { to_move: Cy } }\n");
  ASSERT_EQ(r[0].failures.size(), 1u);
  EXPECT_EQ(r[0].failures[0].message, "expected to_move = Cy, got Bo");
  EXPECT_EQ(r[0].failures[0].mark.line, 9);
}

TEST(LoserRunner, AnUnexpectedRejectionFailsWithItsCode) {
  const auto r = run_text("name: out of turn\n" + kSetup + "steps:\n  - { turn: Bo, potion: 17 }\n");
  ASSERT_EQ(r[0].failures.size(), 1u);
  EXPECT_NE(r[0].failures[0].message.find("not-your-turn"), std::string::npos);
}

// A refused step leaves the state as it was: what else its expect says is
// checked against that state, not ignored (Bo does not move after a step out
// of turn, Ana still does).
TEST(LoserRunner, ARefusedStepsExpectationStillChecksTheState) {
  const auto right = run_text("name: r\n" + kSetup + "steps:\n  - { turn: Bo, potion: 17, expect: { error: not-your-turn, to_move: Ana } }\n");
  EXPECT_TRUE(right[0].passed());
  const auto wrong = run_text("name: w\n" + kSetup + "steps:\n  - { turn: Bo, potion: 17, expect: { error: not-your-turn, to_move: Bo } }\n");
  ASSERT_EQ(wrong[0].failures.size(), 1u);
  EXPECT_EQ(wrong[0].failures[0].message, "expected to_move = Bo, got Ana");
}

TEST(LoserRunner, AnUnknownKeyIsBadInputWithASuggestion) {
  try {
    run_text("name: typo\n" + kSetup + "steps:\n  - { turn: Ana, potoin: 16 }\n");
    FAIL() << "accepted";
  } catch (const InputError& e) {
    EXPECT_NE(e.message().find("did you mean 'potion'"), std::string::npos) << e.what();
    EXPECT_EQ(e.mark().line, 9);
  }
}

TEST(LoserRunner, UnknownNamesAreBadInputUnlessTheirCodeIsExpected) {
  const auto bad = run_text("name: who\n" + kSetup + "steps:\n  - { turn: Ann, potion: 16 }\n");
  ASSERT_TRUE(bad[0].bad_input);
  EXPECT_NE(bad[0].bad_input->message.find("did you mean 'Ana'"), std::string::npos) << bad[0].bad_input->message;
  const auto expected = run_text("name: who\n" + kSetup + "steps:\n  - { turn: Ann, potion: 16, expect: { error: not-your-turn } }\n");
  EXPECT_TRUE(expected[0].passed());
}

TEST(LoserRunner, WrongTypesAndImpossibleSetupsAreBadInput) {
  const auto vote = run_text("name: v\n" + kSetup + "steps:\n  - { vote: { Ana: maybe, Bo: up, Cy: up } }\n");
  ASSERT_TRUE(vote[0].bad_input);
  EXPECT_NE(vote[0].bad_input->message.find("'up' or 'down'"), std::string::npos);
  const auto setup = run_text("name: s\ngame: loser\nsetup:\n  players: [Ana, Bo, Cy]\n  hands: { Ana: [1] }\n"
                              "expect: { to_move: Ana }\n");
  ASSERT_TRUE(setup[0].bad_input);
  EXPECT_NE(setup[0].bad_input->message.find("invalid setup"), std::string::npos);
  const auto potion = run_text("name: p\n" + kSetup + "steps:\n  - { turn: Ana, potion: red }\n");
  ASSERT_TRUE(potion[0].bad_input);
}

TEST(LoserRunner, ARejectedStepLeavesTheStateAsItWas) {
  const auto r = run_text("name: same\n" + kSetup +
                          "steps:\n  - { turn: Ana, potion: 16, action: 1a, expect: { error: red-potion-ends-turn } }\n"
                          "expect: { hands: { Ana: [2, 5, 9, 16] }, actions: [1a, 2a], to_move: Ana, played: { Ana: [] } }\n");
  EXPECT_TRUE(r[0].passed());
}

TEST(LoserRunner, ClausesMustBeTheEditions) {
  const auto r = run_text("name: c\nclauses: [potion.redd]\n" + kSetup + "expect: { to_move: Ana }\n");
  ASSERT_TRUE(r[0].bad_input);
  EXPECT_NE(r[0].bad_input->message.find("did you mean 'potion.red'"), std::string::npos) << r[0].bad_input->message;
}

}  // namespace
}  // namespace errata::loser
