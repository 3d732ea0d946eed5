// Secret Moon scenarios through the Game: the bundled ones pass, a wrong
// expectation fails at its key, bad input is located, and every rule the
// scenarios cite is a clause of the edition.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "model/core/input_error.h"
#include "model/secret_moon/clause_ids.h"
#include "support.h"

namespace errata::secret_moon {
namespace {

namespace fs = std::filesystem;

const char* kTable = R"(name: t
game: secret-moon
setup:
  players: [Ana, Bo, Cy, Dee, Eve, Fay]
  characters: {Ana: princess, Bo: traveler, Cy: minister, Dee: guard, Eve: guard, Fay: priest}
  npcs: [guard, guard]
  turn_cards: {Ana: 1, Bo: 2, Cy: 3, Dee: 4, Eve: 5, Fay: 6}
)";

// Every bundled scenario: it passes, its trace cites only the engine's
// clauses, and together they expect every error code.
TEST(SecretMoonScenarios, EveryBundledScenarioPassesAndTheyCoverEveryErrorCode) {
  int scenarios = 0;
  std::set<std::string> codes;
  const auto ids = engine_clause_ids();
  for (const auto& entry : fs::directory_iterator(fs::path(ERRATA_SOURCE_DIR) / "scenarios/secret-moon")) {
    std::ifstream f(entry.path());
    std::stringstream ss;
    ss << f.rdbuf();
    for (const auto& r : test::run_text(ss.str(), entry.path().string())) {
      ++scenarios;
      EXPECT_TRUE(r.passed()) << r.file << ": " << r.scenario << (r.bad_input ? ": " + r.bad_input->message : "")
                              << (r.failures.empty() ? "" : ": " + r.failures[0].message);
      for (const auto& st : r.steps) {
        if (!st.rejected.empty()) codes.insert(st.rejected);
        for (const auto& e : st.events)
          EXPECT_TRUE(e.clause.empty() || std::find(ids.begin(), ids.end(), e.clause) != ids.end()) << e.clause;
      }
    }
  }
  EXPECT_GE(scenarios, 40);
  for (int i = 1; i < kRejectionCount; ++i)
    EXPECT_TRUE(codes.count(std::string(rejection_code(static_cast<Rejection>(i))))) << rejection_code(static_cast<Rejection>(i));
}

TEST(SecretMoonScenarios, AWrongExpectationFailsAtItsKeyWithExpectedAndGot) {
  const auto runs = test::run_text(std::string(kTable) + "steps:\n  - {turn: Ana, action: inquire, target: Cy}\n"
                                                          "expect: {reply: silence}\n");
  ASSERT_EQ(runs.size(), 1u);
  ASSERT_EQ(runs[0].failures.size(), 1u);
  EXPECT_EQ(runs[0].failures[0].mark.line, 10);
  EXPECT_NE(runs[0].failures[0].message.find("expected reply = silence, got minister"), std::string::npos);
}

TEST(SecretMoonScenarios, AnUnexpectedRejectionFailsAndStopsTheScenario) {
  const auto runs = test::run_text(std::string(kTable) + "steps:\n  - {turn: Bo, action: pass}\n");
  ASSERT_EQ(runs[0].failures.size(), 1u);
  EXPECT_NE(runs[0].failures[0].message.find("rejected with not-your-turn"), std::string::npos);
}

// A refused step leaves the state as it was: what else its expect says is
// checked against that state, not ignored.
TEST(SecretMoonScenarios, ARefusedStepsExpectationStillChecksTheState) {
  const auto right = test::run_text(std::string(kTable) + "steps:\n  - {turn: Bo, action: pass, expect: {error: not-your-turn, to_move: Ana}}\n");
  EXPECT_TRUE(right[0].passed());
  const auto wrong = test::run_text(std::string(kTable) + "steps:\n  - {turn: Bo, action: pass, expect: {error: not-your-turn, to_move: Bo}}\n");
  ASSERT_EQ(wrong[0].failures.size(), 1u);
  EXPECT_NE(wrong[0].failures[0].message.find("expected to_move = Bo"), std::string::npos) << wrong[0].failures[0].message;
}

TEST(SecretMoonScenarios, BadInputIsLocatedAndSuggestsTheKey) {
  try {
    test::run_text(std::string(kTable) + "steps:\n  - {turn: Ana, acton: pass}\n");
    FAIL() << "an unknown key was accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.mark().line, 9);
    EXPECT_NE(e.message().find("did you mean 'action'"), std::string::npos) << e.what();
  }
  const auto runs = test::run_text(std::string(kTable) + "steps:\n  - {turn: Ana, action: accuse, target: Zed, guess: guard}\n");
  ASSERT_TRUE(runs[0].bad_input.has_value());
  EXPECT_NE(runs[0].bad_input->message.find("unknown player or NPC 'Zed'"), std::string::npos);
}

TEST(SecretMoonScenarios, AnUnknownClauseIsBadInput) {
  std::string text = std::string(kTable) + "steps:\n  - {turn: Ana, action: hide, target: Ana}\n";
  text.insert(text.find("setup:"), "clauses: [hide.protec]\n");
  const auto runs = test::run_text(text);
  ASSERT_TRUE(runs[0].bad_input.has_value());
  EXPECT_NE(runs[0].bad_input->message.find("did you mean 'hide.protect'"), std::string::npos);
}

TEST(SecretMoonScenarios, TheTraceOfEveryStepNamesItsClauses) {
  const auto runs = test::run_text(std::string(kTable) + "steps:\n  - {turn: Ana, action: hide, target: Ana}\n");
  ASSERT_TRUE(runs[0].passed());
  ASSERT_EQ(runs[0].steps.size(), 2u);
  bool cites = false;
  for (const auto& e : runs[0].steps[1].events) cites = cites || e.clause == "hide.protect";
  EXPECT_TRUE(cites);
}

}  // namespace
}  // namespace errata::secret_moon
