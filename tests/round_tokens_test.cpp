// The round-token encoding against the engine: on random rounds of every
// edition and player count, no player and no round wins more favor tokens
// than the Z3 bounds allow, and the bounds of the Premium page's line 8 are
// the ones the text states.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <map>

#include "checker/love_letter/smt/round_tokens.h"
#include "model/love_letter/random_play.h"
#include "support.h"

namespace errata::test {
namespace {

using namespace love_letter;

const smt::RoundTokenBounds& bounds(const Edition& ed, int players) {
  static std::map<std::pair<std::string, int>, smt::RoundTokenBounds> cache;
  auto [it, fresh] = cache.try_emplace({ed.id, players});
  if (fresh) it->second = smt::round_token_bounds(ed, players, SolveOptions{});
  return it->second;
}

RC_GTEST_PROP(RoundTokens, NoRoundHandsOutMoreThanTheEncodingAllows, (uint64_t seed)) {
  const auto ids = catalog().ids();
  const auto& ed = *catalog().find(*rc::gen::elementOf(ids));
  const int players = *rc::gen::inRange(ed.min_players, ed.max_players + 1);
  const auto& b = bounds(ed, players);
  RC_ASSERT(b.per_round >= 1);
  const Engine engine(ed);
  Rng rng(seed);
  for (int round = 0; round < 20; ++round) {
    State s = first_round(engine, players, 0, rng);
    play_random_round(engine, s, rng);
    int total = 0;
    for (int p = 0; p < players; ++p) {
      RC_ASSERT(static_cast<int>(s.tokens[p]) <= b.per_player);
      total += s.tokens[p];
    }
    RC_ASSERT(total <= b.per_round);
  }
}

TEST(RoundTokens, PremiumBoundsAreTheOnesLine8States) {
  const auto& premium = *catalog().find("love-letter-bga-premium");
  for (int n = premium.min_players; n <= premium.max_players; ++n) {
    EXPECT_EQ(bounds(premium, n).per_round, 4) << n;
    EXPECT_EQ(bounds(premium, n).per_player, 3) << n;
  }
  // Without the Premium cards one token a round, to one player (ties: nobody wins).
  const auto& bga = *catalog().find("love-letter-bga");
  EXPECT_EQ(bounds(bga, 4).per_round, 1);
  EXPECT_EQ(bounds(bga, 4).per_player, 1);
}

}  // namespace
}  // namespace errata::test
