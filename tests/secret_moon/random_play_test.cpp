// Whole games of Secret Moon by random legal play keep every invariant
// (props/secret_moon/invariants.h), at every player count.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "model/secret_moon/edition_loader.h"
#include "props/secret_moon/random_games.h"

namespace errata::secret_moon {
namespace {

RC_GTEST_PROP(SecretMoonRandomPlay, WholeGamesKeepTheInvariants, (uint64_t seed)) {
  const int players = *rc::gen::inRange(5, 9);
  const auto problem = random_game_problem(players, seed);
  RC_ASSERT(!problem.has_value());
}

TEST(SecretMoonRandomPlay, AThousandSeededGamesAtEachCount) {
  for (int players = 5; players <= 8; ++players)
    for (uint64_t seed = 0; seed < 250; ++seed) {
      const auto problem = random_game_problem(players, seed);
      EXPECT_FALSE(problem.has_value()) << players << " players, seed " << seed << ": " << *problem;
    }
}

TEST(SecretMoonRandomPlay, RefusesAPlayerCountTheTextDoesNotAllow) {
  EXPECT_TRUE(random_game_problem(4, 1).has_value());
  EXPECT_TRUE(random_game_problem(9, 1).has_value());
}

}  // namespace
}  // namespace errata::secret_moon

namespace errata::secret_moon {
namespace {

// Random play is not stuck in one corner: over many games every end happens.
TEST(SecretMoonRandomPlay, RandomGamesReachEachOfTheFourEnds) {
  int third_round = 0, minister = 0, princess = 0, both = 0;
  for (uint64_t seed = 0; seed < 400; ++seed) {
    State last;
    ASSERT_FALSE(play_random_game(5 + static_cast<int>(seed % 4), seed, last).has_value());
    const int mi = last.figure_of(Character::minister), pr = last.figure_of(Character::princess),
              tr = last.figure_of(Character::traveler);
    if (has(last.captured, mi)) ++minister;
    else if (has(last.captured, pr)) ++princess;
    else if (has(last.revealed, pr) && has(last.revealed, tr)) ++both;
    else ++third_round;
  }
  EXPECT_GT(third_round, 0);
  EXPECT_GT(minister, 0);
  EXPECT_GT(princess, 0);
  EXPECT_GT(both, 0);
}

}  // namespace
}  // namespace errata::secret_moon

namespace errata::secret_moon {
namespace {

// From any position random play reaches, the engine accepts exactly the
// actions legal_actions lists, and a refused action changes nothing.
RC_GTEST_PROP(SecretMoonRandomPlay, LegalActionsAreExactlyTheAcceptedOnes, (uint64_t seed)) {
  const int players = *rc::gen::inRange(5, 9);
  const int steps = *rc::gen::inRange(0, 40);
  const State s = random_position(players, seed, steps);
  const Engine engine(bundled_edition());
  std::array<Action, kMaxLegalActions> legal;
  const int n = engine.legal_actions(s, legal.data(), kMaxLegalActions);
  const int me = engine.to_move(s);
  int accepted = 0;
  for (int k = 0; k < kActionKinds; ++k)
    for (int f = kNobody; f < s.figures(); ++f)
      for (int g = 0; g < kCharacterCount; ++g) {
        const Action a{static_cast<ActionKind>(k), static_cast<int8_t>(f), static_cast<Character>(g)};
        if (a.kind != ActionKind::accuse && a.guess != Character::none) continue;
        State copy = s;
        const Rejection r = engine.take_turn(copy, me, a, nullptr);
        bool listed = false;
        for (int i = 0; i < n; ++i)
          listed = listed || (legal[static_cast<size_t>(i)].kind == a.kind && legal[static_cast<size_t>(i)].target == a.target &&
                              legal[static_cast<size_t>(i)].guess == a.guess);
        RC_ASSERT((r == Rejection::none) == listed);
        if (r != Rejection::none) RC_ASSERT(copy == s);
        accepted += r == Rejection::none;
      }
  RC_ASSERT(accepted == n);
}

}  // namespace
}  // namespace errata::secret_moon
