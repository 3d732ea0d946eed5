// The checker finds what it was not told about: the mutant editions of the
// generated suite (checker/love_letter/smt/mutation_suite: one setting of a bundled
// edition changed each, generated from the edition's data) must each be found
// by `errata diff` with a witness both models replay, or proven unobservable,
// never left inconclusive. A random search with the engine stands guard: any
// difference it finds, the diff must have found too. The table in
// docs/mutation-table.md is what this suite gives (`errata mutate`).
#include <gtest/gtest.h>
#include <iostream>
#include <yaml-cpp/yaml.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "checker/game/game.h"
#include "checker/love_letter/smt/diff.h"
#include "checker/love_letter/smt/mutation_suite.h"
#include "checker/love_letter/smt/symbolic_round.h"
#include "model/love_letter/engine.h"
#include "props/love_letter/round_states.h"
#include "drawn_editions.h"

namespace errata::test {
namespace {

using love_letter::Edition;
using love_letter::Engine;

// Whether the engine, on random round-end states and setups, ever decides
// differently under the two editions.
bool engine_sees_a_difference(const Edition& a, const Edition& b) {
  Rng rng(20261121);
  const Engine ea(a), eb(b);
  for (int i = 0; i < 400; ++i) {
    const int lo = std::max(a.min_players, b.min_players), hi = std::min(a.max_players, b.max_players);
    if (lo <= hi) {
      State s = props::round_about_to_end(a, rng, 3, lo + static_cast<int>(rng.below(static_cast<uint32_t>(hi - lo + 1))));
      if (!ea.setup_problem(s) && !eb.setup_problem(s)) {
        State x = s, y = s;
        ea.begin(x, nullptr);
        eb.begin(y, nullptr);
        if (x.round_winners != y.round_winners || x.tokens != y.tokens || x.game_over != y.game_over) return true;
      }
    }
    std::array<int8_t, love_letter::kRoleCount> pool{};
    for (int r = 0; r < love_letter::kRoleCount; ++r)
      pool[static_cast<size_t>(r)] = std::max(a.copies[static_cast<size_t>(r)], b.copies[static_cast<size_t>(r)]);
    const State setup = props::any_setup(pool, rng);
    if (ea.setup_problem(setup).has_value() != eb.setup_problem(setup).has_value()) return true;
  }
  return false;
}

// The section of docs/mutation-table.md for one edition.
std::string committed_table(const std::string& edition) {
  std::ifstream in(std::string(ERRATA_SOURCE_DIR) + "/docs/mutation-table.md");
  std::stringstream all;
  all << in.rdbuf();
  const std::string text = all.str(), head = "## " + edition + "\n\n";
  const auto from = text.find(head);
  if (from == std::string::npos) return "";
  const auto to = text.find("\n## ", from + head.size());
  return text.substr(from + head.size(), to == std::string::npos ? std::string::npos : to - from - head.size());
}

// A witness is a game from its deal (docs/checks.md): the setup deals one
// card to each player and nothing else has happened (no discards, nobody out
// or protected), every card is placed (a completion for each edition), and
// the steps play from the first turn to where the editions part.
struct WitnessTally {
  int games = 0, longest = 0;
} witnesses;

void is_a_game_from_its_deal(const std::string& witness, const std::string& what) {
  const YAML::Node doc = YAML::Load(witness);
  ++witnesses.games;
  witnesses.longest = std::max(witnesses.longest, static_cast<int>(doc["steps"].size()));
  const YAML::Node setup = doc["setup"];
  EXPECT_TRUE(setup["completion"].IsSequence()) << what << ": not a whole deal\n" << witness;
  for (const char* key : {"discards", "eliminated", "protected", "sycophant_choice", "jester_token"})
    EXPECT_FALSE(setup[key].IsDefined()) << what << ": the setup holds " << key << ", which no deal does\n" << witness;
  for (const auto& hand : setup["hands"]) EXPECT_TRUE(hand.second.IsScalar()) << what << ": a hand of more than one card\n" << witness;
  EXPECT_GE(doc["steps"].size(), 1u) << what << ": no play\n" << witness;
}

// Each mutant judged: what it expects (found with a replayed witness or
// proven unobservable; remaps and restated bases unobservable), never
// inconclusive, and an unobservable one that the engine tells apart on random
// states is a miss.
MutationSection judge_all(const Edition& ed, const std::vector<smt::MutantFamily>& families) {
  MutationSection section{ed.id, {}};
  for (const auto& family : families) {
    section.families.push_back({family.title, {}});
    auto& verdicts = section.families.back().verdicts;
    for (const auto& m : family.mutants) {
      verdicts.push_back(smt::judge_mutant(ed, m, catalog(), SolveOptions{}));
      const auto& v = verdicts.back();
      if (v.verdict == "found" && v.decision.rfind("setup.", 0) != 0) is_a_game_from_its_deal(v.witness, ed.id + " " + m.what);
      EXPECT_TRUE(v.as_expected) << ed.id << " " << m.what << ": " << v.verdict << " " << v.decision << " " << v.how
                                 << " (expected " << m.expect << ")";
      if (v.verdict == "unobservable" && engine_sees_a_difference(ed, m.edition))
        ADD_FAILURE() << ed.id << " " << m.what << " shows on random states, the diff missed it";
    }
  }
  return section;
}

class Mutation : public ::testing::TestWithParam<std::string> {};

TEST_P(Mutation, EveryMutantIsFoundWithAReplayedWitnessOrProvenUnobservable) {
  const Edition& ed = *catalog().find(GetParam());
  const MutationPlan plan;  // what `errata mutate` runs, and docs/mutation-table.md holds
  const auto families = smt::mutant_families(ed, catalog(), plan.pairs, plan.seed);
  ASSERT_GT(families.front().mutants.size(), 20u);
  EXPECT_EQ(families[1].mutants.size(), static_cast<size_t>(plan.pairs));
  EXPECT_FALSE(families.back().mutants.empty());
  const MutationSection section = judge_all(ed, families);
  EXPECT_EQ(committed_table(ed.id), mutation_section_markdown(section).substr(("## " + ed.id + "\n\n").size()))
      << "docs/mutation-table.md is stale: regenerate it with `errata mutate --out docs/mutation-table.md`";
}

// The same suite on editions users write: random user editions
// (props/love_letter/random_editions.h), a sample of each one's mutants, and
// its diff against its base: every witness replayed (strict, whole deals),
// nothing inconclusive. `make test` draws 1; by hand:
// ERRATA_USER_EDITION_MUTANTS=50 build/tests/errata_tests --gtest_filter='UserEditionMutation.*'.
// A decision at a round's end or after it (the next round's start, the game's end).
bool is_a_round_end(const std::string& id) {
  return id.ends_with(":round-start") || id.ends_with(":game-end") || (id.find(":round-end.") != std::string::npos && !id.ends_with(":round-end.timing"));
}

TEST(UserEditionMutation, RandomUserEditionsToo) {
  const char* env = std::getenv("ERRATA_USER_EDITION_MUTANTS");
  const uint64_t editions = env ? std::stoull(env) : 1;
  for (uint64_t seed = 1; seed <= editions; ++seed) {
    std::string text;
    const Edition ed = random_user_edition(seed * 1009, &text);
    SCOPED_TRACE(text);
    auto families = smt::mutant_families(ed, catalog(), 2, seed);
    Rng rng(seed);  // a sample of the one-setting mutants
    auto& singles = families.front().mutants;
    for (size_t k = 0; k < 4 && k < singles.size(); ++k) std::swap(singles[k], singles[k + rng.below(static_cast<uint32_t>(singles.size() - k))]);
    singles.resize(std::min<size_t>(singles.size(), 4));
    judge_all(ed, families);
    const Edition& base = *catalog().find(ed.base);
    for (const auto& f : smt::diff_editions(base, ed, catalog(), SolveOptions{}).findings) {
      if (f.kind == "divergence" && f.id.find(":setup.") == std::string::npos) is_a_game_from_its_deal(f.witness, ed.id + " vs its base");
      // Inconclusive only where the decks say no game can show it (who wins a
      // showdown, when the two put different numbers of cards into play), or,
      // between decks that differ, at a round's end: a game both play alike
      // ends its round there only as players leave before the cards both hold
      // run out, which the search may not reach at many seats; it then says
      // how many games it searched.
      if (f.kind == "inconclusive") {
        const bool none_can = f.message.find("no game both play alike reaches that end") != std::string::npos;
        const bool searched_apart = base.copies != ed.copies && is_a_round_end(f.id) &&
                                    f.message.find("games searched (seed ") != std::string::npos;
        EXPECT_TRUE(none_can || searched_apart) << f.message;
      }
      EXPECT_TRUE(f.witness.empty() || f.replayed) << f.message;
    }
  }
  // A mutant differs from its edition somewhere a game shows: some witness was checked.
  EXPECT_GT(witnesses.games, 0);
  // What the witnesses came to (docs/checks.md quotes a run of it).
  std::cout << "witnesses checked to be games from their deal: " << witnesses.games << ", the longest " << witnesses.longest << " steps\n";
}

// errata mutate asks a diff only up to its first divergence with a replayed
// witness: what it gets is the whole diff's findings up to that one, the
// same ids, and no divergence after it (the phase that found it, the setups
// say, may add its info lines); the whole diff where there is none. The same
// messages, witnesses included, where the round's end is written over the
// same roles; where a deck lacks a role the other holds, mutate writes it
// over the roles both hold (diff.cpp, round_roles), and Z3's models, so the
// witnesses, may be others. Over a sample of each family's mutants of two
// editions.
TEST(DiffExtent, AMutantsDiffStopsAtTheWholeDiffsFirstReplayedDivergence) {
  int stopped = 0;
  for (const char* id : {"love-letter-2019", "love-letter-bga"}) {
    const Edition& ed = *catalog().find(id);
    for (const auto& family : smt::mutant_families(ed, catalog(), 2, 21))
      for (size_t k = 0; k < family.mutants.size(); k += 9) {
        const auto& m = family.mutants[k];
        const auto whole = smt::diff_editions(ed, m.edition, catalog(), SolveOptions{}).findings;
        const auto first = smt::diff_editions(ed, m.edition, catalog(), SolveOptions{}, "divergence", "",
                                              smt::DiffExtent::to_first_divergence).findings;
        size_t upto = 0;
        while (upto < whole.size() && !(whole[upto].kind == "divergence" && whole[upto].replayed)) ++upto;
        const size_t expected = upto < whole.size() ? upto + 1 : whole.size();
        stopped += expected < whole.size();
        ASSERT_GE(first.size(), expected) << id << " " << m.what;
        ASSERT_LE(first.size(), whole.size()) << id << " " << m.what;
        const bool same_roles = smt::held_by_both(ed, m.edition) == smt::shared_roles(ed, m.edition);
        for (size_t i = 0; i < first.size(); ++i) {
          EXPECT_EQ(first[i].id, whole[i].id) << id << " " << m.what;
          if (i >= expected) {
            EXPECT_NE(first[i].kind, "divergence") << id << " " << m.what << ": " << first[i].id;
          }
          if (same_roles) {
            EXPECT_EQ(first[i].message, whole[i].message) << id << " " << m.what;
          }
        }
      }
  }
  EXPECT_GT(stopped, 0) << "no sampled mutant's diff had anything after its first divergence";
}

INSTANTIATE_TEST_SUITE_P(EveryEdition, Mutation,
                         ::testing::Values("love-letter-2019", "love-letter-2019-classic", "princesse-princesse",
                                           "love-letter-bga", "love-letter-bga-premium"),
                         [](const auto& info) {
                           std::string n = info.param;
                           for (auto& ch : n)
                             if (ch == '-') ch = '_';
                           return n;
                         });

}  // namespace
}  // namespace errata::test
