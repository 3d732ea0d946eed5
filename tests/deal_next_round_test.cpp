// deal_next_round (random_play.h) is new_round with random_deal's deal and
// chance's pick after it: from the same rng, the same state, the same notes
// and the same draws left, at the end of random rounds of every bundled
// edition and of random user editions (drawn_editions.h).
#include <gtest/gtest.h>

#include "random_turns.h"
#include "model/love_letter/random_play.h"

namespace errata::test {
namespace {

using namespace love_letter;

// The next round as simulate dealt it before deal_next_round: new_round of
// random_deal's deal, then chance picks among several who may start.
void reference_next_round(const Engine& engine, State& s, Rng& rng, Trace& t) {
  ASSERT_EQ(engine.new_round(s, random_deal(engine.edition(), s.players, rng), std::nullopt, &t, nullptr), Rejection::none);
  if (s.to_move == kNoPlayer) pick_first(s, rng);
}

void expect_same_notes(const Trace& a, const Trace& b) {
  EXPECT_EQ(a.decided, b.decided);
  ASSERT_EQ(a.events.size(), b.events.size());
  for (size_t i = 0; i < a.events.size(); ++i) {
    EXPECT_EQ(a.events[i].clause, b.events[i].clause);
    EXPECT_EQ(a.events[i].text, b.events[i].text);
  }
}

TEST(DealNextRound, IsNewRoundOfARandomDeal) {
  int dealt = 0, several_may_start = 0;
  for (uint64_t seed = 0; seed < 400; ++seed) {
    const Edition ed = drawn_edition(seed);
    const Engine engine(ed);
    Rng rng(seed);
    const int players = ed.min_players + static_cast<int>(rng.below(static_cast<uint32_t>(ed.max_players - ed.min_players + 1)));
    State s = first_round(engine, players, 0, rng);
    for (int round = 0; round < 40; ++round) {
      play_random_round(engine, s, rng);
      if (s.game_over) break;
      several_may_start += count(next_round_starters(s)) > 1;
      State made = s, reference = s;
      Rng a = rng, b = rng;
      Trace ta = named_trace(players), tb = named_trace(players);
      deal_next_round(engine, made, a, &ta);
      reference_next_round(engine, reference, b, tb);
      ASSERT_EQ(made, reference) << ed.id << ", " << players << " players, seed " << seed << ", round " << round + 2;
      ASSERT_EQ(a.next(), b.next()) << ed.id << ": the rng drew differently";
      expect_same_notes(ta, tb);
      ++dealt;
      s = made;
      rng = a;
    }
  }
  EXPECT_GT(dealt, 1500) << "next rounds dealt";
  EXPECT_GT(several_may_start, 10) << "of " << dealt << " next rounds";  // tied rounds and rounds nobody won: chance picks who starts
}

}  // namespace
}  // namespace errata::test
