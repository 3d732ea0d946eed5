// errata check secret-moon: the findings the text gives, every witness
// replayed, every claim decided, and checks that notice a changed edition.
#include <gtest/gtest.h>

#include <map>

#include "../game_from_deal.h"
#include "checker/secret_moon/check_support.h"
#include "checker/secret_moon/checks.h"
#include "support.h"

namespace errata::secret_moon {
namespace {

const std::vector<Finding>& findings() {
  static const std::vector<Finding> f = check_edition(test::edition(), SolveOptions{});
  return f;
}

const Finding* find(const std::string& id) {
  for (const auto& f : findings())
    if (f.id == id) return &f;
  return nullptr;
}

TEST(SecretMoonChecks, FindsWhatTheTextSays) {
  const std::map<std::string, std::string> expected{
      {"claim-proven:secret-moon:stated-markers", "info"},
      {"claim-proven:secret-moon:deal-table", "info"},
      {"claim-proven:secret-moon:markers-colour", "info"},
      {"resource-shortage:secret-moon:markers-princess", "warning"},
      {"resource-shortage:secret-moon:markers-minister", "warning"},
      {"claim-proven:secret-moon:ends-consistent", "info"},
      {"claim-refuted:secret-moon:claim.only-minister-captures-princess", "error"},
      {"claim-refuted:secret-moon:claim.minister-accuses-safely", "error"},
      {"claim-refuted:secret-moon:claim.traveler-knows-princess", "error"},
      {"claim-proven:secret-moon:claim.priest-answers-like-guard", "info"},
      {"dead-clause:secret-moon:capture.guard", "info"},
      {"ambiguity:secret-moon:reading-inquire.marker", "warning"},
      {"underspecified:secret-moon:silent-target.captured", "warning"},
  };
  for (const auto& [id, severity] : expected) {
    const Finding* f = find(id);
    ASSERT_NE(f, nullptr) << id;
    EXPECT_EQ(f->severity, severity) << id;
    EXPECT_FALSE(f->quotes.empty()) << id;
    EXPECT_FALSE(f->message.empty()) << id;
  }
}

TEST(SecretMoonChecks, EveryRefutationHasAWitnessThatReplays) {
  for (const auto& f : findings()) {
    if (f.kind == "claim-refuted" || f.kind == "contradiction" || f.kind == "resource-shortage") {
      EXPECT_FALSE(f.witness.empty()) << f.id;
    }
    if (!f.witness.empty()) {
      EXPECT_TRUE(f.replayed) << f.id << ": " << f.message;
      EXPECT_EQ(replay_problem(f.witness, test::edition()), "") << f.id;
      errata::test::expect_games_from_their_deal(f.witness, errata::test::kSecretMoonLater, f.id);
    }
  }
}

TEST(SecretMoonChecks, EveryClaimOfTheTextIsDecided) {
  for (const auto& [id, clause] : test::edition().clauses) {
    if (id.rfind("claim.", 0) != 0) continue;
    bool decided = false;
    for (const auto& f : findings())
      for (const auto& c : f.clauses) decided = decided || (c == id && f.kind != "inconclusive");
    EXPECT_TRUE(decided) << id;
  }
}

TEST(SecretMoonChecks, IdsAreUniqueAndTheOutputDeterministic) {
  std::map<std::string, int> seen;
  for (const auto& f : findings()) EXPECT_EQ(++seen[f.id], 1) << f.id;
  const auto again = check_edition(test::edition(), SolveOptions{});
  ASSERT_EQ(again.size(), findings().size());
  for (size_t i = 0; i < again.size(); ++i) {
    EXPECT_EQ(again[i].id, findings()[i].id);
    EXPECT_EQ(again[i].witness, findings()[i].witness);
  }
}

TEST(SecretMoonChecks, NoticeAChangedEdition) {
  Edition ed = test::edition();
  ed.markers.princess = 30;                             // enough for any game
  for (auto& st : ed.stated) {
    if (st.what == "guards") st.value = 5;  // a misprint
  }
  const auto f = check_edition(ed, SolveOptions{});
  bool proven = false, refuted = false;
  for (const auto& x : f) {
    proven = proven || x.id == "claim-proven:secret-moon:markers-princess";
    refuted = refuted || x.id == "claim-refuted:secret-moon:stated-guards";
  }
  EXPECT_TRUE(proven);
  EXPECT_TRUE(refuted);
}

// The Priest's two claims of l.205 are decided by exhaustion: an edition where
// she answers « Qui va là ? » with silence, or where the first round is also the
// last (l.132 forbids hiding then), refutes them with a witness that replays.
TEST(SecretMoonChecks, ThePriestsClaimsAreRefutedWhereTheRulesBreakThem) {
  Edition silent = test::edition();
  for (auto& c : silent.characters)
    if (c.role == Character::priest) c.answer = Reply::silence;
  Edition one_round = test::edition();
  one_round.rounds = 1;
  for (const auto& [ed, id] : {std::pair{&silent, "claim-refuted:secret-moon:claim.priest-answers-like-guard"},
                               std::pair{&one_round, "claim-refuted:secret-moon:claim.priest-hides-first-round"}}) {
    const Finding* found = nullptr;
    const auto f = check_edition(*ed, SolveOptions{});
    for (const auto& x : f)
      if (x.id == id) found = &x;
    ASSERT_NE(found, nullptr) << id;
    EXPECT_EQ(found->severity, "error");
    EXPECT_FALSE(found->witness.empty()) << id;
    EXPECT_TRUE(found->replayed) << id << "\n" << found->witness;
    errata::test::expect_games_from_their_deal(found->witness, errata::test::kSecretMoonLater, id);
  }
}

}  // namespace
}  // namespace errata::secret_moon
