// Running scenarios: expectations, per-edition lists, error codes, and the
// difference between failed expectations and bad input.
#include <gtest/gtest.h>

#include "checker/love_letter/runner.h"
#include "checker/scenario/scenario_loader.h"
#include "support.h"

namespace errata::test {
namespace {

RunResult run(const std::string& text) {
  static std::vector<Scenario> keep;  // results point into their scenario
  keep = load_scenarios(text, "r.yaml");
  return run_scenario(keep.at(0), ll2019(), catalog(), true);
}

std::string head(const std::string& steps_and_expect) {
  return "name: t\ngame: love-letter\nsetup:\n  players: [Ana, Bo, Cy]\n  hands: {Ana: guard, Bo: priest, Cy: baron}\n"
         "  deck: [king, spy, handmaid]\n" + steps_and_expect;
}

TEST(Runner, APassingScenarioPasses) {
  auto r = run(head("steps:\n  - {turn: Ana, play: guard, target: Bo, guess: priest}\n"
                    "expect: {eliminated: [Bo], hands: {Ana: king, Bo: []}, discards: {Bo: [priest]}, deck: [spy, handmaid]}\n"));
  EXPECT_TRUE(r.passed()) << (r.failures.empty() ? "" : r.failures[0].message);
  EXPECT_EQ(r.steps.size(), 2u);  // the setup and one step
}

TEST(Runner, AWrongExpectationSaysWhatAndWhere) {
  auto r = run(head("steps:\n  - {turn: Ana, play: guard, target: Bo, guess: baron}\nexpect:\n  hands: {Bo: guard}\n"));
  ASSERT_EQ(r.failures.size(), 1u);
  EXPECT_EQ(r.failures[0].message, "expected hands.Bo = guard, got priest");
  EXPECT_EQ(r.failures[0].mark.line, 10);
  EXPECT_FALSE(r.bad_input);
}

TEST(Runner, PerEditionExpectationsApplyOnlyToTheirEdition) {
  auto r = run(head("expect:\n  - {editions: [love-letter-2019], round_over: false}\n"
                    "  - {editions: [love-letter-2019], deck_size: 3}\n"));
  EXPECT_TRUE(r.passed());
  auto unknown = run(head("expect:\n  - {editions: [love-letter-2091], round_over: false}\n"));
  ASSERT_TRUE(unknown.bad_input);
  EXPECT_NE(unknown.bad_input->message.find("did you mean 'love-letter-2019'"), std::string::npos);
}

TEST(Runner, AnExpectedErrorPassesAndLeavesTheStateAsItWas) {
  auto r = run(head("steps:\n  - {turn: Bo, play: priest, target: Ana, expect: {error: not-your-turn, deck_size: 3}}\n"
                    "  - {turn: Ana, play: guard, target: Bo, guess: guard, expect: {error: guard-cannot-name-guard}}\n"));
  EXPECT_TRUE(r.passed()) << (r.failures.empty() ? "" : r.failures[0].message);
  EXPECT_EQ(r.steps[1].rejected, "not-your-turn");
}

TEST(Runner, AnUnexpectedRejectionFailsTheScenario) {
  auto r = run(head("steps:\n  - {turn: Bo, play: priest, target: Ana}\n  - {turn: Ana, play: guard, target: Bo, guess: priest}\n"));
  ASSERT_EQ(r.failures.size(), 1u);
  EXPECT_NE(r.failures[0].message.find("rejected with not-your-turn"), std::string::npos);
  EXPECT_EQ(r.steps.size(), 2u);  // later steps are not run
}

TEST(Runner, AnAcceptedStepThatShouldHaveBeenRejectedFails) {
  auto r = run(head("steps:\n  - {turn: Ana, play: guard, target: Bo, guess: priest, expect: {error: target-protected}}\n"));
  ASSERT_EQ(r.failures.size(), 1u);
  EXPECT_EQ(r.failures[0].message, "expected error target-protected, but the step was accepted");
}

TEST(Runner, UnknownNamesAreBadInputUnlessTheErrorIsExpected) {
  auto card = run(head("steps:\n  - {turn: Ana, play: gaurd, target: Bo, guess: priest}\n"));
  ASSERT_TRUE(card.bad_input);
  EXPECT_NE(card.bad_input->message.find("unknown card 'gaurd'"), std::string::npos);
  EXPECT_NE(card.bad_input->message.find("did you mean 'guard'"), std::string::npos);
  EXPECT_EQ(card.bad_input->mark.line, 8);
  auto expected = run(head("steps:\n  - {turn: Ana, play: dragon, expect: {error: unknown-card}}\n"));
  EXPECT_TRUE(expected.passed());
  auto target = run(head("steps:\n  - {turn: Ana, play: guard, target: Zed, guess: priest}\n"));
  ASSERT_TRUE(target.bad_input);
  EXPECT_NE(target.bad_input->message.find("unknown player 'Zed'"), std::string::npos);
  auto code = run(head("steps:\n  - {turn: Ana, play: guard, target: Bo, guess: priest, expect: {error: no-such-code}}\n"));
  ASSERT_TRUE(code.bad_input);
}

TEST(Runner, AStepKeyTheCardDoesNotUseIsBadInput) {
  auto r = run(head("steps:\n  - {turn: Ana, play: guard, target: Bo, guess: priest}\n"
                    "  - {turn: Cy, play: handmaid, target: Ana}\n"));
  ASSERT_TRUE(r.bad_input);
  EXPECT_NE(r.bad_input->message.find("step key 'target' is not used by Servante (handmaid)"), std::string::npos);
  auto guess = run(head("steps:\n  - {turn: Ana, play: king, target: Bo, guess: priest}\n"));
  ASSERT_TRUE(guess.bad_input);
  EXPECT_NE(guess.bad_input->message.find("'guess'"), std::string::npos);
}

TEST(Runner, ImpossibleSetupsAreBadInputUnlessExpected) {
  const std::string two_princesses =
      "name: t\ngame: love-letter\nsetup:\n  players: [Ana, Bo]\n  hands: {Ana: princess, Bo: princess}\n";
  auto bad = run(two_princesses + "expect: {round_over: false}\n");
  ASSERT_TRUE(bad.bad_input);
  EXPECT_NE(bad.bad_input->message.find("invalid setup"), std::string::npos);
  auto expected = run(two_princesses + "expect: {error: invalid-setup}\n");
  EXPECT_TRUE(expected.passed());
  auto valid = run(head("expect: {error: invalid-setup}\n"));
  ASSERT_EQ(valid.failures.size(), 1u);
  EXPECT_NE(valid.failures[0].message.find("but it is valid"), std::string::npos);
}

TEST(Runner, ClausesMustBeTheEditionsClauses) {
  auto r = run("clauses: [guard.gess]\n" + head("expect: {round_over: false}\n"));
  ASSERT_TRUE(r.bad_input);
  EXPECT_NE(r.bad_input->message.find("did you mean 'guard.guess'"), std::string::npos);
}

TEST(Runner, ANewRoundIsDealtAndTheWinnerStarts) {
  auto r = run("name: t\ngame: love-letter\nsetup:\n  players: [Ana, Bo]\n  hands: {Ana: guard, Bo: priest}\n  deck: [baron]\n"
               "steps:\n  - {turn: Ana, play: guard, target: Bo, guess: priest, expect: {round_winners: [Ana], tokens: {Ana: 1}}}\n"
               "  - new_round: {hands: {Ana: spy, Bo: king}, deck: [guard, guard]}\n"
               "  - {turn: Bo, play: king, target: Ana, expect: {error: not-your-turn}}\n"
               "  - {turn: Ana, play: guard, target: Bo, guess: king}\n"
               "expect: {tokens: {Ana: 2, Bo: 0}, round_over: true, game_over: false}\n");
  EXPECT_TRUE(r.passed()) << (r.failures.empty() ? (r.bad_input ? r.bad_input->message : "") : r.failures[0].message);
}

// A new round's completion (errata extension): under the editions it lists,
// the cards the deal does not name lie there, and the deal must be whole.
TEST(Runner, ANewRoundsCompletionPlacesTheRestOfTheDeckAndMustMakeItWhole) {
  const std::string before = "name: t\ngame: love-letter\nsetup:\n  players: [Ana, Bo]\n  hands: {Ana: guard, Bo: priest}\n  deck: [baron]\n"
                             "steps:\n  - {turn: Ana, play: guard, target: Bo, guess: priest}\n"
                             "  - new_round:\n      hands: {Ana: spy, Bo: king}\n      deck: [guard, guard]\n";
  // 2019's 21 cards: 6 Guards, 2 each of Priest, Baron, Handmaid, Prince, Chancellor and Spy, a King, a Countess, a Princess.
  const std::string rest = "deck: [priest, baron, baron, handmaid, handmaid, prince, prince, chancellor, chancellor, countess, spy, guard, guard]";
  auto whole = run(before + "      completion:\n        - {editions: [love-letter-2019], set_aside: princess, face_up: [guard, guard, priest], " +
                   rest + "}\n    expect: {deck_size: 15, set_aside: princess}\n");
  EXPECT_TRUE(whole.passed()) << (whole.failures.empty() ? (whole.bad_input ? whole.bad_input->message : "") : whole.failures[0].message);
  auto short_one = run(before + "      completion:\n        - {editions: [love-letter-2019], set_aside: princess, face_up: [guard, guard, priest], " +
                       rest.substr(0, rest.size() - 8) + "]}\n    expect: {error: invalid-setup}\n");
  EXPECT_TRUE(short_one.passed()) << "a Guard not placed: not a whole deal";
  auto not_listed = run(before + "      completion:\n        - {editions: [love-letter-bga], " + rest + "}\n    expect: {error: invalid-setup}\n");
  EXPECT_TRUE(not_listed.passed()) << "no entry lists love-letter-2019";
  try {  // a new round's piles are empty: a located error of the file
    run(before + "      completion:\n        - {editions: [love-letter-2019], discards: {Ana: [guard]}}\n");
    ADD_FAILURE() << "discards in a new round's completion were read";
  } catch (const std::exception& e) {
    EXPECT_NE(std::string(e.what()).find("r.yaml:13:42: error: unknown key 'discards' in new_round.completion"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace errata::test
