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
      EXPECT_TRUE(r.warnings.empty()) << r.file << ": " << r.scenario << ": " << (r.warnings.empty() ? "" : r.warnings[0].message);
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

// Turns go by turn-order card, lowest first (round.order): a setup where a
// later card has played while a lower one is still to play is one no game
// reaches, a warning at its `played` key (an error under `run --strict`). A
// player interrupted loses her turn whatever her card: Ana (1) interrupting
// Dee (4) is captured, Bo and Cy play, Eve is still to play.
TEST(SecretMoonScenarios, ASetupWhoseTurnsNoRoundTakesIsWarnedAtItsPlayedKey) {
  const std::string table = "name: t\ngame: secret-moon\nsetup:\n  players: [Ana, Bo, Cy, Dee, Eve]\n"
                            "  characters: {Ana: guard, Bo: princess, Cy: minister, Dee: traveler, Eve: guard}\n"
                            "  npcs: [priest, guard]\n  removed: guard\n  turn_cards: {Ana: 1, Bo: 2, Cy: 3, Dee: 4, Eve: 5}\n";
  const std::string expect = "expect: {game_over: false}\n";
  const auto skipped = test::run_text(table + "  played: [Ana, Cy]\n" + expect);
  ASSERT_EQ(skipped.size(), 1u);
  ASSERT_EQ(skipped[0].warnings.size(), 1u);
  EXPECT_EQ(skipped[0].warnings[0].mark.line, 9);  // the played key
  EXPECT_NE(skipped[0].warnings[0].message.find("Cy (turn-order card 3) has played this round while Bo (turn-order card 2) is still to play"),
            std::string::npos)
      << skipped[0].warnings[0].message;
  EXPECT_NE(skipped[0].warnings[0].message.find("(round.order)"), std::string::npos);
  for (const std::string reached : {"  played: [Ana, Bo]\n", "  played: [Ana, Bo, Cy]\n  interrupted: [Dee]\n  revealed: [Ana]\n  captured: [Ana]\n"}) {
    const auto runs = test::run_text(table + reached + expect);
    ASSERT_EQ(runs.size(), 1u);
    EXPECT_TRUE(runs[0].passed()) << reached << (runs[0].bad_input ? runs[0].bad_input->message : "");
    EXPECT_TRUE(runs[0].warnings.empty()) << reached << runs[0].warnings[0].message;
  }
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
