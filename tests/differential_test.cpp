// Differential play between every pair of editions of one game: the same deal
// and the same choices in both. Every divergence RapidCheck finds (and
// shrinks) must replay as a scenario with each edition's outcome, and must be
// one the SMT checker reports for that pair: one it does not report is a gap
// in the encoding. The same on editions users write: random user editions
// against their base and against each other.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>

#include "checker/love_letter/smt/diff.h"
#include "checker/love_letter/smt/witness.h"
#include "props/love_letter/generators.h"
#include "cli_fixture.h"
#include "data_cards/drawn_data_editions.h"
#include "drawn_editions.h"

namespace errata::test {
namespace {

using love_letter::Edition;

const std::vector<std::string>& smt_findings(const Edition& a, const Edition& b) {
  static std::map<std::pair<std::string, std::string>, std::vector<std::string>> cache;
  auto [it, fresh] = cache.try_emplace({a.id, b.id});
  if (fresh) {
    const SolveOptions o;
    for (const auto& f : smt::diff_editions(a, b, catalog(), o).findings) it->second.push_back(f.id);
  }
  return it->second;
}

void check_pair(const Edition& a, const Edition& b) {
  const bool ok = rc::check(a.id + " vs " + b.id, [&] {
    const auto c = *props::diff_case(a, b);
    const auto d = props::play_differential(a, b, c);
    if (!d) return;
    RC_TAG(d->decision);
    const std::string why = smt::replay(d->scenario(), {&a, &b}, catalog());
    RC_ASSERT(why == "");
    bool covered = false;
    for (const auto& id : smt_findings(a, b)) covered = covered || props::finding_covers(id, a.id, b.id, d->decision);
    if (!covered) RC_FAIL("diff does not report this divergence of " + d->decision + ":\n" + d->scenario());
  });
  EXPECT_TRUE(ok);
}

class Differential : public ::testing::TestWithParam<std::pair<std::string, std::string>> {};

TEST_P(Differential, DivergencesReplayAndTheSmtCheckerReportsThem) {
  check_pair(*catalog().find(GetParam().first), *catalog().find(GetParam().second));
}

// Random user editions (tests/drawn_editions.h) against their base and
// against the next one: `make test` draws 2; by hand, e.g.
// ERRATA_USER_EDITION_DIFFS=40 build/errata_tests --gtest_filter='DifferentialUserEditions.*'.
TEST(DifferentialUserEditions, DivergencesReplayAndTheSmtCheckerReportsThem) {
  const char* env = std::getenv("ERRATA_USER_EDITION_DIFFS");
  const uint64_t editions = env ? std::stoull(env) : 2;
  for (uint64_t seed = 1; seed <= editions; ++seed) {
    std::string text;
    const Edition user = random_user_edition(seed * 7919, &text), other = random_user_edition(seed * 7919 + 1);
    SCOPED_TRACE(text);
    check_pair(*catalog().find(user.base), user);
    if (props::common_players(user, other).first <= props::common_players(user, other).second) check_pair(user, other);
  }
}

// Generated data editions (tests/data_cards/drawn_data_editions.h) against
// the edition they were drawn from: the engine runs a card as data and the
// encodings are built from the same description, so every divergence of
// their play replays and diff reports it. `make test` draws 8; by hand,
// ERRATA_DATA_EDITION_DIFFS=40.
TEST(DifferentialDataEditions, DivergencesReplayAndTheSmtCheckerReportsThem) {
  const char* env = std::getenv("ERRATA_DATA_EDITION_DIFFS");
  const uint64_t editions = env ? std::stoull(env) : 8;
  for (uint64_t seed = 1; seed <= editions; ++seed) {
    std::string changed;
    const Edition data = drawn_data_edition(seed * 31, &changed);
    SCOPED_TRACE(data.id + " (" + changed + ")");
    check_pair(drawn_edition(seed * 31), data);
  }
}

std::vector<std::pair<std::string, std::string>> pairs() {
  std::vector<std::pair<std::string, std::string>> out;
  const auto ids = catalog().ids();
  for (size_t i = 0; i < ids.size(); ++i)
    for (size_t j = i + 1; j < ids.size(); ++j) out.emplace_back(ids[i], ids[j]);
  return out;
}

// The first decision a step parts at: a Bishop's right guess whose token ends
// the game at once under one edition (game.end-timing at-once), the game and
// the round going on under the other, is filed under the game's end at once,
// as errata diff reports it, not under the round's end that follows in the
// same step (tests/differential/premium-game-ends-at-once.yaml; props said
// "a gap in the encoding" with this seed).
TEST_F(Cli, PropsPairFilesAStepUnderTheFirstDecisionThatParts) {
  const std::string file = std::string(ERRATA_SOURCE_DIR) + "/tests/differential/premium-game-ends-at-once.yaml";
  const auto r = errata("props --pair love-letter-bga-premium,user-edition-118785 --games 400 --seed 2 --edition-file " + file);
  EXPECT_EQ(r.code, 0) << r.text;
  EXPECT_TRUE(has(r, "game-end.timing x")) << r.text;
  EXPECT_FALSE(has(r, "round-end.timing")) << r.text;
}

INSTANTIATE_TEST_SUITE_P(EveryPair, Differential, ::testing::ValuesIn(pairs()),
                         [](const auto& info) {
                           std::string n = info.param.first + "_" + info.param.second;
                           for (char& ch : n)
                             if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
                           return n;
                         });

// props asks the SMT checker only about the decision a divergence is in
// (smt::diff_decisions_of): each decision the whole diff finds, asked alone,
// is found again, and no other divergence is; a decision the whole diff
// finds no divergence in, asked alone, finds none either.
TEST(DiffDecisionsOf, AskedAloneADecisionIsFoundAsTheWholeDiffFindsIt) {
  const Edition& a = *catalog().find("love-letter-2019");
  const Edition& b = *catalog().find("love-letter-bga");
  const SolveOptions o;
  const auto whole = smt::diff_editions(a, b, catalog(), o).findings;
  auto decision_of = [](const std::string& id) { return id.substr(id.rfind(':') + 1); };
  std::set<std::string> found;
  for (const auto& f : whole) {
    const std::string decision = decision_of(f.id);
    if (f.kind != "divergence" || !found.insert(decision).second) continue;
    SCOPED_TRACE(decision);
    const auto alone = smt::diff_decisions_of(a, b, catalog(), o, [&](const std::string& d) { return d == decision; }).findings;
    for (const auto& g : alone) {
      if (g.kind == "divergence") { EXPECT_EQ(decision_of(g.id), decision); }
    }
    EXPECT_TRUE(std::any_of(alone.begin(), alone.end(), [&](const Finding& g) { return g.id == f.id; }));
  }
  ASSERT_FALSE(found.empty());
  // The Priest: both decks hold it and both editions judge its plays alike.
  ASSERT_FALSE(found.contains("play.priest"));
  for (const auto& g : smt::diff_decisions_of(a, b, catalog(), o, [](const std::string& d) { return d == "play.priest"; }).findings)
    EXPECT_NE(g.kind, "divergence") << g.id;
}

}  // namespace
}  // namespace errata::test
