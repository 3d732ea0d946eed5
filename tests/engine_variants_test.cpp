// The engine's variants, one by one: each test runs the same situation under
// the variant an edition states and under another, and checks the difference.
#include <gtest/gtest.h>

#include "support.h"

namespace errata::test {
namespace {

using love_letter::Edition;
using love_letter::Engine;
using love_letter::only;
using love_letter::Rejection;
using R = Role;

const Edition& edition(const std::string& id) { return *catalog().find(id); }

// The edition with another variant at `point` (a reading's option, or a stated variant replaced).
Edition with(const std::string& id, const std::string& point, const std::string& variant) {
  Edition ed = edition(id);
  if (ed.reading(point)) {
    EXPECT_EQ(ed.choose(point, variant), "");
  } else {
    ed.variants[point] = variant;
    EXPECT_EQ(ed.finish(), "");
  }
  EXPECT_EQ(ed.variant_at(point), variant);
  return ed;
}

// spy.bonus sole-survivor-with-spy (Princesse Princesse l.119): the Spy scores
// only for the last player left; only-spy-player-in-round (2019 l.149) also at a showdown.
TEST(Variants, SpyBonusForTheSoleSurvivorOnly) {
  const Edition sole = with("love-letter-2019", "spy.bonus", "sole-survivor-with-spy");
  State showdown = deal({R::guard, R::baron}, {R::king});
  showdown.discards[1].add(R::spy);
  State a = showdown, b = showdown;
  ASSERT_EQ(Engine(ll2019()).take_turn(a, 0, play(R::guard, 1, R::prince), nullptr), Rejection::none);
  ASSERT_EQ(Engine(sole).take_turn(b, 0, play(R::guard, 1, R::prince), nullptr), Rejection::none);
  EXPECT_EQ(a.tokens[1], 1);  // 2019: Bo is the only player in the round who played a Spy
  EXPECT_EQ(b.tokens[1], 0);  // two players left: no bonus
  State last = deal({R::guard, R::priest}, {R::king, R::baron});
  last.discards[0].add(R::spy);
  ASSERT_EQ(Engine(sole).take_turn(last, 0, play(R::guard, 1, R::priest), nullptr), Rejection::none);
  EXPECT_EQ(last.tokens[0], 2);  // the round and the Spy
}

// spy.winner-token one-token-in-all: the winner who is the Spy player gets one token in all.
TEST(Variants, SpyWinnerOneTokenInAll) {
  const Edition one = with("love-letter-2019", "spy.winner-token", "one-token-in-all");
  State s = deal({R::guard, R::baron}, {R::king});
  s.discards[0].add(R::spy);
  ASSERT_EQ(Engine(one).take_turn(s, 0, play(R::guard, 1, R::prince), nullptr), Rejection::none);
  EXPECT_EQ(s.tokens[0], 1);
}

// chancellor.pair-bonus both-in-round (Princesse Princesse l.88).
TEST(Variants, PairBonusForTwoChancellorPlayersInTheRound) {
  const Edition pair = with("love-letter-2019", "chancellor.pair-bonus", "both-in-round");
  State s = deal({R::guard, R::baron, R::priest}, {R::king});
  s.discards[1].add(R::chancellor);
  s.discards[2].add(R::chancellor);
  love_letter::Trace t = trace_for(3);
  ASSERT_EQ(Engine(pair).take_turn(s, 0, play(R::guard, 1, R::prince), &t), Rejection::none);
  EXPECT_EQ(s.tokens[1], 1);
  EXPECT_EQ(s.tokens[2], 1);
  EXPECT_TRUE(cites(t, "chancellor.pair-bonus"));
  State one = deal({R::guard, R::baron, R::none}, {R::king});
  one.discards[1].add(R::chancellor);
  one.discards[2].add(R::chancellor);
  one.discards[2].add(R::priest);
  ASSERT_EQ(Engine(pair).take_turn(one, 0, play(R::guard, 1, R::prince), nullptr), Rejection::none);
  EXPECT_EQ(one.tokens[1], 0);  // the other Chancellor player is out of the round
}

// round.tie discard-total-then-nobody (BGA l.12, l.47-48).
TEST(Variants, TiesBrokenByDiscardTotalsThenNobody) {
  const Engine bga(edition("love-letter-bga"));
  State s = deal({R::guard, R::baron, R::baron}, {R::priest});
  s.discards[1].add(R::handmaid);  // Bo's total: 3 + 4
  s.discards[2].add(R::priest);    // Cy's total: 3 + 2
  love_letter::Trace t = trace_for(3);
  ASSERT_EQ(bga.take_turn(s, 0, play(R::guard, 1, R::king), &t), Rejection::none);  // Ana keeps priest (2)
  EXPECT_EQ(s.round_winners, only(1));
  EXPECT_TRUE(cites(t, "round.tie-break"));
  State even = deal({R::guard, R::baron, R::baron}, {R::priest});
  ASSERT_EQ(bga.take_turn(even, 0, play(R::guard, 1, R::king), nullptr), Rejection::none);
  EXPECT_TRUE(even.round_over);
  EXPECT_EQ(even.round_winners, 0);
  EXPECT_EQ(even.tokens[1] + even.tokens[2], 0);
  EXPECT_EQ(even.to_move, love_letter::kNoPlayer);
  EXPECT_EQ(even.first_candidates, even.everyone());  // nobody won: anyone may start
}

// handmaid.protection effects-ignored (BGA l.18, as worded): choosing a
// protected player is allowed and does nothing, while another can be chosen;
// once every opponent is protected the Prince may not choose them (l.38).
TEST(Variants, ProtectionThatIgnoresEffects) {
  const Edition bga_ignored = with("love-letter-bga", "handmaid.protection", "effects-ignored");  // the Engine keeps a reference
  const Engine ignored(bga_ignored);
  State s = deal({R::guard, R::priest, R::baron}, {R::king, R::spy});
  s.protected_players = only(1);
  love_letter::Trace t = trace_for(3);
  ASSERT_EQ(ignored.take_turn(s, 0, play(R::guard, 1, R::priest), &t), Rejection::none);
  EXPECT_EQ(s.eliminated, 0);
  EXPECT_TRUE(cites(t, "handmaid.protect"));
  State wasted = deal({R::prince, R::princess, R::baron}, {R::king, R::spy});
  wasted.protected_players = only(1);  // Cy can be chosen: the Prince may still choose Bo, without effect
  ASSERT_EQ(ignored.take_turn(wasted, 0, play(R::prince, 1), nullptr), Rejection::none);
  EXPECT_EQ(wasted.hand[1][0], R::princess);
  State prince = deal({R::prince, R::princess}, {R::king, R::spy});
  prince.protected_players = only(1);  // every opponent protected: the Prince can only choose its own player (l.38)
  EXPECT_EQ(ignored.take_turn(prince, 0, play(R::prince, 1), nullptr), Rejection::target_protected);
}

// handmaid.protection cannot-be-chosen (BGA's default reading): a protected
// player is never chosen, whether or not another can be (l.36-38 add only the
// case where nobody can).
TEST(Variants, ProtectionThatForbidsChoosing) {
  const Engine bga(edition("love-letter-bga"));
  for (const Role card : {R::guard, R::priest, R::baron, R::prince, R::king}) {
    State s = deal({card, R::princess, R::baron}, {R::priest, R::spy});
    s.protected_players = only(1);  // Bo protected, Cy not
    const love_letter::Action a = card == R::guard ? play(card, 1, R::princess) : play(card, 1);
    EXPECT_EQ(bga.take_turn(s, 0, a, nullptr), Rejection::target_protected) << love_letter::role_id(card);
  }
}

// guard.target any-player (BGA l.15 as written): the Guard may choose its own player.
TEST(Variants, AGuardThatMayChooseItsOwnPlayer) {
  const Edition any = with("love-letter-bga", "guard.target", "any-player");
  State s = deal({R::guard, R::priest}, {R::baron, R::spy});
  ASSERT_EQ(Engine(any).take_turn(s, 0, play(R::guard, 0, R::baron), nullptr), Rejection::none);
  EXPECT_TRUE(s.eliminated & only(0));
  State t = deal({R::guard, R::priest}, {R::baron, R::spy});
  EXPECT_EQ(Engine(edition("love-letter-bga")).take_turn(t, 0, play(R::guard, 0, R::baron), nullptr),
            Rejection::invalid_target);
}

// guard.names cards-in-the-deck (classic variant): a character put back in the bag cannot be named.
TEST(Variants, NamingACardNotInTheDeck) {
  const Engine classic(edition("love-letter-2019-classic"));
  State s = deal({R::guard, R::priest}, {R::baron, R::king});
  EXPECT_EQ(classic.take_turn(s, 0, play(R::guard, 1, R::chancellor), nullptr), Rejection::invalid_choice);
  const Edition any = with("love-letter-2019-classic", "guard.names", "any-character-of-the-rulebook");
  EXPECT_EQ(Engine(any).take_turn(s, 0, play(R::guard, 1, R::chancellor), nullptr), Rejection::none);
}

}  // namespace
}  // namespace errata::test

namespace errata::test {
namespace {

// guard.names a-number-other-than-one (AEG's classic rules: "name a number
// other than 1"): in Premium the Priest and the Cardinal both show 2 (BGA
// l.16, l.27), so naming 2 hits either; naming 1 is refused as naming the
// Guard is; under the character variants a number is no Guard's choice.
TEST(Variants, TheGuardNamingANumberHitsEveryCardOfThatValue) {
  const Edition numbers = with("love-letter-bga-premium", "guard.names", "a-number-other-than-one");
  for (Role held : {R::priest, R::cardinal}) {
    State s = deal({R::guard, held, R::king, R::baron, R::prince}, {R::count});
    s.hand[0].add(R::handmaid);
    love_letter::Action two = play(R::guard, 1);
    two.number = 2;
    State a = s;
    ASSERT_EQ(Engine(numbers).take_turn(a, 0, two, nullptr), Rejection::none) << role_id(held);
    EXPECT_TRUE(love_letter::has(a.eliminated, 1)) << role_id(held);
    love_letter::Action one = two;
    one.number = 1;
    State b = s;
    EXPECT_EQ(Engine(numbers).take_turn(b, 0, one, nullptr), Rejection::guard_cannot_name_guard);
    State c = s;
    EXPECT_EQ(Engine(edition("love-letter-bga-premium")).take_turn(c, 0, two, nullptr), Rejection::invalid_choice);
  }
}

}  // namespace
}  // namespace errata::test
