// `errata check loser`: what the bundled text gives, and that a changed text
// (a wrong deal row, too few spell cards) is refuted with a replayed witness.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include "checker/loser/checks.h"
#include "../game_from_deal.h"
#include "loser_support.h"

namespace errata::loser {
namespace {

const Finding* find(const std::vector<Finding>& fs, const std::string& id) {
  for (const auto& f : fs)
    if (f.id == id) return &f;
  return nullptr;
}

TEST(LoserChecks, TheBundledTextProvesItsDealTableAndClaims) {
  const auto fs = check_edition(test::edition(), {});
  for (int n = 3; n <= 6; ++n) {
    const auto* f = find(fs, "claim-proven:loser:deal-table-" + std::to_string(n));
    ASSERT_NE(f, nullptr) << n;
  }
  for (const char* id : {"claim-proven:loser:one-loser-each-round", "claim-proven:loser:rule-three-d-entre-eux",
                         "claim-proven:loser:game-ends", "claim-proven:loser:one-game-loser", "claim-proven:loser:spell-supply",
                         "claim-proven:loser:phase-one-ends-with-one-potion-each", "dead-clause:loser:spells.reshuffle",
                         "underspecified:loser:silent-spell.effects", "underspecified:loser:silent-action.effects"})
    EXPECT_NE(find(fs, id), nullptr) << id;
  for (const auto& f : fs) {
    EXPECT_NE(f.kind, "claim-refuted") << f.id;
    if (!f.witness.empty()) {
      EXPECT_TRUE(f.replayed) << f.id << ": " << f.message;
      errata::test::expect_games_from_their_deal(f.witness, errata::test::kLoserLater, f.id);
      // A reading's witness plays phase 1 from the deal of a new game to the vote.
      const YAML::Node doc = YAML::Load(f.witness);
      EXPECT_TRUE(doc["setup"]["new_game"].as<bool>(false)) << f.witness;
      EXPECT_GT(doc["steps"].size(), 1u) << f.witness;
      EXPECT_TRUE(doc["steps"][doc["steps"].size() - 1]["vote"].IsMap()) << f.witness;
    }
  }
  const auto* tie = find(fs, "ambiguity:loser:tie-rule-scope");
  ASSERT_NE(tie, nullptr);
  EXPECT_TRUE(tie->replayed);
}

TEST(LoserChecks, AWrongDealRowIsRefutedWithAReplayedWitness) {
  Edition ed = test::edition();
  for (auto& r : ed.deal_table)
    if (r.players == 4) r.face_down = 1;  // 4 x 4 + 1 + 1 = 18
  const auto fs = check_edition(ed, {});
  const auto* f = find(fs, "claim-refuted:loser:deal-table-4");
  ASSERT_NE(f, nullptr);
  EXPECT_EQ(f->severity, "error");
  EXPECT_NE(f->message.find("= 18 != 19"), std::string::npos) << f->message;
  EXPECT_FALSE(f->witness.empty());
  EXPECT_TRUE(f->replayed) << f->message;
}

// A reading's case is shown by a game from the deal; when the search finds
// none, the finding is inconclusive (a warning) and shows no bare state.
TEST(LoserChecks, AReadingsCaseNoGameReachesIsInconclusiveWithoutAWitness) {
  Edition ed = test::edition();
  ed.potion_high = 10;  // potions 1 to 10, while every deal row deals 19: no deal reaches a vote
  const auto fs = check_edition(ed, {});
  for (const std::string what : {"vote-potion-in-play", "goal-every-mistake"}) {
    EXPECT_EQ(find(fs, "ambiguity:loser:" + what), nullptr) << what;
    const auto* f = find(fs, "inconclusive:loser:" + what);
    ASSERT_NE(f, nullptr) << what;
    EXPECT_EQ(f->kind, "inconclusive");
    EXPECT_EQ(f->severity, "warning");
    EXPECT_TRUE(f->witness.empty()) << f->witness;
    EXPECT_NE(f->message.find("No game from the deal"), std::string::npos) << f->message;
  }
}

TEST(LoserChecks, TooFewSpellCardsAreAShortage) {
  Edition ed = test::edition();
  ed.spells = 9;  // a six-player game can draw 1 + 2 x 6 = 13
  const auto fs = check_edition(ed, {});
  const auto* f = find(fs, "resource-shortage:loser:spell-supply");
  ASSERT_NE(f, nullptr);
  EXPECT_FALSE(f->witness.empty());
  EXPECT_TRUE(f->replayed) << f->message << "\n" << f->witness;
  // A game from the deal: rounds lost in turn until the pile runs short (each round a deal, phase 1 and a vote).
  errata::test::expect_games_from_their_deal(f->witness, errata::test::kLoserLater, f->id);
  int rounds = 0;
  for (const auto& step : YAML::Load(f->witness)["steps"]) rounds += step["vote"].IsDefined();
  EXPECT_GT(rounds, 1) << f->witness;
  EXPECT_EQ(find(fs, "dead-clause:loser:spells.reshuffle"), nullptr);
}

TEST(LoserChecks, AStatedTotalThatDisagreesIsRefuted) {
  Edition ed = test::edition();
  ed.stated.push_back({"spells", 24, 35, "23 cartes « Sortilège »"});
  const auto fs = check_edition(ed, {});
  EXPECT_NE(find(fs, "claim-refuted:loser:stated-spells-35"), nullptr);
}

}  // namespace
}  // namespace errata::loser
