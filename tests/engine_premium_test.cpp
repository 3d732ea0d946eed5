// The Premium cards (love-letter-bga-premium, docs/rulebooks/love-letter-bga.fr.txt
// lines 24-33), one clause at a time. Values: Bishop 9, Princess 8, Countess and
// Dowager Queen 7, King and Constable 6, Prince and Count 5, Handmaid and
// Sycophant 4, Baron and Baroness 3, Priest and Cardinal 2, Guard 1, Assassin and Jester 0.
#include <gtest/gtest.h>

#include "support.h"

namespace errata::test {
namespace {

using love_letter::Engine;
using love_letter::only;
using love_letter::Rejection;
using R = Role;

class Premium : public ::testing::Test {
 protected:
  const love_letter::Edition& ed = *catalog().find("love-letter-bga-premium");
  Engine engine{ed};
  love_letter::Trace t = trace_for(5);
  // Five players: Ana holds `first` and draws `draw`; the others hold `others`.
  State five(Role first, std::initializer_list<Role> others, std::initializer_list<Role> deck) {
    State s = deal({first}, deck);
    for (Role r : others) s.hand[s.players++].add(r);
    return s;
  }
};

// l.24: a Guard that chooses the Assassin's holder is eliminated; the holder discards it and draws.
TEST_F(Premium, AssassinTurnsTheGuardBack) {
  State s = five(R::guard, {R::assassin, R::priest, R::baron, R::king}, {R::countess, R::prince});
  ASSERT_EQ(engine.take_turn(s, 0, play(R::guard, 1, R::priest), &t), Rejection::none);
  EXPECT_TRUE(s.eliminated & only(0));
  EXPECT_FALSE(s.eliminated & only(1));
  EXPECT_EQ(cards_of(s.discards[1]), std::vector<Role>{R::assassin});
  EXPECT_EQ(cards_of(s.hand[1]), std::vector<Role>{R::prince});
  EXPECT_TRUE(cites(t, "assassin.counter"));
}

// l.25: the Jester's giver scores when the holder of the Jester token wins the round.
TEST_F(Premium, JesterScoresWhenItsHolderWins) {
  State s = five(R::jester, {R::princess, R::priest, R::baron, R::guard}, {R::king});
  ASSERT_EQ(engine.take_turn(s, 0, play(R::jester, 1), &t), Rejection::none);  // deck empty: showdown
  EXPECT_EQ(s.jester_holder, 1);
  EXPECT_EQ(s.round_winners, only(1));  // Princess (8) beats the King (7... on BGA 6)
  EXPECT_EQ(s.tokens[1], 1);
  EXPECT_EQ(s.tokens[0], 1);
  EXPECT_TRUE(cites(t, "jester.bonus"));
}

// l.27: two players trade cards.
TEST_F(Premium, CardinalMakesTwoPlayersTrade) {
  State s = five(R::cardinal, {R::princess, R::priest, R::baron, R::guard}, {R::king, R::guard});
  Action a = play(R::cardinal, 1);
  a.target2 = 2;
  ASSERT_EQ(engine.take_turn(s, 0, a, &t), Rejection::none);
  EXPECT_EQ(cards_of(s.hand[1]), std::vector<Role>{R::priest});
  EXPECT_EQ(cards_of(s.hand[2]), std::vector<Role>{R::princess});
  Action one = play(R::cardinal, 1);
  State again = five(R::cardinal, {R::princess, R::priest, R::baron, R::guard}, {R::king, R::guard});
  EXPECT_EQ(engine.take_turn(again, 0, one, nullptr), Rejection::target_required);
}

// l.29: the next card that chooses players must choose the Sycophant's choice.
TEST_F(Premium, SycophantBindsTheNextCard) {
  State s = five(R::sycophant, {R::guard, R::priest, R::baron, R::king}, {R::handmaid, R::prince, R::guard});
  ASSERT_EQ(engine.take_turn(s, 0, play(R::sycophant, 3), &t), Rejection::none);
  EXPECT_EQ(s.sycophant_choice, 3);
  // Bo draws the Prince; his Guard must choose Dee (seat 3, holding the Baron).
  EXPECT_EQ(engine.take_turn(s, 1, play(R::guard, 2, R::priest), &t), Rejection::sycophant_target_required);
  ASSERT_EQ(engine.take_turn(s, 1, play(R::guard, 3, R::baron), &t), Rejection::none);
  EXPECT_TRUE(s.eliminated & only(3));
  EXPECT_EQ(s.sycophant_choice, -1);
}

// l.30: each Count in the discard pile adds 1 to the card in hand at the end of the round.
TEST_F(Premium, CountAddsToTheFinalCard) {
  State s = five(R::guard, {R::countess, R::priest, R::baron, R::guard}, {R::king});
  s.discards[2].add(R::count);  // Cy: Priest 2 + 1 = 3, below the Countess
  s.discards[3].add(R::count);
  s.discards[3].add(R::count);  // Dee: Baron 3 + 2 = 5
  s.discards[1].add(R::cardinal);
  ASSERT_EQ(engine.take_turn(s, 0, play(R::guard, 4, R::priest), &t), Rejection::none);  // Ana keeps King (6)
  EXPECT_EQ(s.round_winners, only(1));  // Countess 7 beats King 6, Baron 3+2, Priest 2+1, Guard 1
  EXPECT_TRUE(cites(t, "count.bonus"));
}

// l.31: eliminated with the Constable in the discard pile: a token.
TEST_F(Premium, ConstableScoresOnElimination) {
  State s = five(R::guard, {R::priest, R::baron, R::king, R::countess}, {R::handmaid, R::prince});
  s.discards[1].add(R::constable);
  ASSERT_EQ(engine.take_turn(s, 0, play(R::guard, 1, R::priest), &t), Rejection::none);
  EXPECT_TRUE(s.eliminated & only(1));
  EXPECT_EQ(s.tokens[1], 1);
  EXPECT_TRUE(cites(t, "constable.token"));
}

// l.32: the higher card is eliminated.
TEST_F(Premium, DowagerQueenEliminatesTheHigherCard) {
  State s = five(R::dowager_queen, {R::princess, R::priest, R::baron, R::king}, {R::guard, R::prince});
  ASSERT_EQ(engine.take_turn(s, 0, play(R::dowager_queen, 1), &t), Rejection::none);  // Ana keeps Guard (1) vs Princess (8)
  EXPECT_TRUE(s.eliminated & only(1));
  EXPECT_TRUE(cites(t, "dowager-queen.compare"));
}

// l.33: a right number wins a token; the target may then discard and draw; the game ends at once at 4 tokens (l.4).
TEST_F(Premium, BishopWinsATokenAndMayEndTheGameAtOnce) {
  State s = five(R::bishop, {R::princess, R::priest, R::baron, R::king}, {R::guard, R::prince, R::handmaid});
  Action a = play(R::bishop, 1);
  a.number = 8;
  a.redraw = true;
  ASSERT_EQ(engine.take_turn(s, 0, a, &t), Rejection::none);
  EXPECT_EQ(s.tokens[0], 1);
  EXPECT_TRUE(s.eliminated & only(1));  // Bo chose to discard the Princess: eliminated (l.22)
  Action wrong = play(R::bishop, 2);
  wrong.number = 1;
  State again = five(R::bishop, {R::princess, R::priest, R::baron, R::king}, {R::guard, R::prince});
  EXPECT_EQ(engine.take_turn(again, 0, wrong, nullptr), Rejection::invalid_choice);
  State last = five(R::bishop, {R::princess, R::priest, R::baron, R::king}, {R::guard, R::prince});
  last.tokens[0] = 3;
  Action right = play(R::bishop, 2);
  right.number = 2;
  ASSERT_EQ(engine.take_turn(last, 0, right, &t), Rejection::none);
  EXPECT_TRUE(last.game_over);
  EXPECT_TRUE(last.round_over);
  EXPECT_EQ(last.game_winners, only(0));
  EXPECT_EQ(last.round_winners, 0);
}

// l.33: the Princess beats the Bishop at the end of the round.
TEST_F(Premium, ThePrincessBeatsTheBishop) {
  State s = five(R::guard, {R::bishop, R::princess, R::baron, R::priest}, {R::king});
  ASSERT_EQ(engine.take_turn(s, 0, play(R::guard, 4, R::baron), &t), Rejection::none);
  EXPECT_EQ(s.round_winners, only(2));
  EXPECT_TRUE(cites(t, "bishop.princess"));
}

}  // namespace
}  // namespace errata::test
