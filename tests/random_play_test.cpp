// Random legal play over whole games: every state the engine reaches keeps the
// rules every edition shares (RapidCheck draws the seed and player count, and
// shrinks a failure to the smallest game).
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <set>

#include "model/love_letter/clause_ids.h"
#include "model/love_letter/random_play.h"
#include "props/love_letter/invariants.h"
#include "props/love_letter/random_games.h"
#include "support.h"

namespace errata::test {
namespace {

using namespace love_letter;

using props::random_game_problem;

RC_GTEST_PROP(RandomPlay, WholeGamesKeepTheSharedRules, (uint64_t seed)) {
  const auto ids = catalog().ids();
  const auto& ed = *catalog().find(*rc::gen::elementOf(ids));
  const int players = *rc::gen::inRange(ed.min_players, ed.max_players + 1);
  RC_TAG(ed.id);
  const auto problem = random_game_problem(ed, players, seed, nullptr);
  RC_ASSERT(problem == std::nullopt);
}

TEST(RandomPlay, TheSameSeedGivesTheSameGame) {
  Engine engine(ll2019());
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    Rng a(seed), b(seed);
    State x = first_round(engine, 4, 0, a), y = first_round(engine, 4, 0, b);
    play_random_game(engine, x, a);
    play_random_game(engine, y, b);
    EXPECT_EQ(x, y) << "seed " << seed;
  }
}

TEST(RandomPlay, ManyGamesEveryEditionEveryPlayerCount) {
  for (const auto& id : catalog().ids()) {
    const auto& ed = *catalog().find(id);
    for (int players = ed.min_players; players <= ed.max_players; ++players) {
      for (uint64_t seed = 0; seed < 60; ++seed) {
        int rounds = 0;
        const auto problem = random_game_problem(ed, players, seed * 7919 + static_cast<uint64_t>(players), &rounds);
        ASSERT_EQ(problem, std::nullopt) << id << ", " << players << " players, seed " << seed;
        ASSERT_GE(rounds, 1);
      }
    }
  }
}

// Every clause the engine cites during random play is one it declares, and the edition quotes it.
TEST(RandomPlay, TracesCiteOnlyDeclaredClausesThatTheEditionQuotes) {
  const auto every = every_engine_clause();
  std::set<std::string> declared(every.begin(), every.end());
  for (const auto& id : catalog().ids()) {
    const auto& ed = *catalog().find(id);
    Engine engine(ed);
    std::set<std::string> cited;
    for (uint64_t seed = 0; seed < 300; ++seed) {
      Rng rng(seed);
      const int players = ed.min_players + static_cast<int>(seed % static_cast<uint64_t>(ed.max_players - ed.min_players + 1));
      State s = first_round(engine, players, 0, rng);
      Trace t;
      for (int p = 0; p < players; ++p) t.names.push_back("P" + std::to_string(p));
      play_random_round(engine, s, rng, &t);
      for (const auto& e : t.events)
        if (!e.clause.empty()) cited.insert(e.clause);
    }
    for (const auto& c : cited) {
      EXPECT_TRUE(declared.count(c)) << c;
      EXPECT_NE(ed.clause(c), nullptr) << id << " cites " << c;
    }
    EXPECT_GT(cited.size(), 20u) << id;  // random rounds reach most of the rules
  }
}

}  // namespace
}  // namespace errata::test
