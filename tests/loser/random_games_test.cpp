// Whole games by random legal play: the invariants hold, and every clause
// the engine cites is one the edition quotes.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <set>

#include "loser_support.h"
#include "model/loser/clause_ids.h"
#include "props/loser/random_games.h"

namespace errata::loser {
namespace {

RC_GTEST_PROP(LoserRandomGames, InvariantsHoldForEveryPlayerCount, ()) {
  const int players = *rc::gen::inRange(3, 7);
  const auto seed = *rc::gen::arbitrary<uint64_t>();
  const auto problem = random_game_problem(players, seed);
  RC_ASSERT(problem.value_or("") == std::string());
}

TEST(LoserRandomGames, RefusesPlayerCountsTheTextDoesNotAllow) {
  EXPECT_TRUE(random_game_problem(2, 1).has_value());
  EXPECT_TRUE(random_game_problem(7, 1).has_value());
}

TEST(LoserRandomGames, TheEngineCitesOnlyEditionClauses) {
  const Engine engine(test::edition());
  std::set<std::string> cited;
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    Rng rng(seed);
    const int players = 3 + static_cast<int>(seed % 4);
    Trace t = test::names_abc();
    State s = random_new_game(engine, players, rng, &t);
    while (!s.game_over()) {
      State refused = s;  // a refused step traces its clause too
      engine.take_turn(refused, test::turn(s.left_of(s.to_move), 1), &t);
      engine.vote(refused, Vote{}, &t);
      ASSERT_EQ(random_step(engine, s, rng, &t), Rejection::none);
    }
    engine.take_turn(s, test::turn(0, 1), &t);
    for (const auto& e : t.events) cited.insert(e.clause);
  }
  const auto ids = engine_clause_ids();
  const std::set<std::string> known(ids.begin(), ids.end());
  for (const auto& c : cited) {
    if (c.empty()) continue;
    EXPECT_TRUE(known.count(c)) << c;
    EXPECT_NE(test::edition().clause(c), nullptr) << c;
  }
  for (const char* c : {"loser.highest-down", "loser.highest-alone-up", "loser.highest-up-with-others", "loser.tie", "game.end",
                        "round.next-first", "spell.activate", "action.flip"})
    EXPECT_TRUE(cited.count(c)) << c << " never came up in 40 random games";
}

}  // namespace
}  // namespace errata::loser
