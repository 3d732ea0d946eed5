// The engine's card clauses, one by one, under love-letter-2019
// (values: Princess 9, Countess 8, King 7, Chancellor 6, Prince 5,
// Handmaid 4, Baron 3, Priest 2, Guard 1, Spy 0).
#include <gtest/gtest.h>

#include "support.h"

namespace errata::test {
namespace {

using love_letter::Engine;
using love_letter::Rejection;
using R = Role;

class Cards2019 : public ::testing::Test {
 protected:
  Engine engine{ll2019()};
  love_letter::Trace t = trace_for(4);
};

// l.143: name a character other than the Guard; if the chosen player has it, they leave the round.
TEST_F(Cards2019, GuardRightGuessMakesTheTargetLeave) {
  State s = deal({R::guard, R::priest, R::baron}, {R::king, R::spy});
  ASSERT_EQ(engine.take_turn(s, 0, play(R::guard, 1, R::priest), &t), Rejection::none);
  EXPECT_TRUE(s.eliminated & love_letter::only(1));
  EXPECT_TRUE(s.hand[1].empty());
  EXPECT_EQ(cards_of(s.discards[1]), std::vector<Role>{R::priest});
  EXPECT_EQ(cards_of(s.hand[0]), std::vector<Role>{R::king});
  EXPECT_TRUE(cites(t, "guard.guess"));
  EXPECT_TRUE(cites(t, "elimination.discard-hand"));
  EXPECT_EQ(s.to_move, 2);
}

TEST_F(Cards2019, GuardWrongGuessChangesNothingButTheDiscards) {
  State s = deal({R::guard, R::priest, R::baron}, {R::king, R::spy});
  ASSERT_EQ(engine.take_turn(s, 0, play(R::guard, 1, R::baron), &t), Rejection::none);
  EXPECT_EQ(s.eliminated, 0);
  EXPECT_EQ(cards_of(s.hand[1]), std::vector<Role>{R::priest});
  EXPECT_EQ(cards_of(s.discards[0]), std::vector<Role>{R::guard});
}

TEST_F(Cards2019, GuardCannotNameGuardAndTheStateStays) {
  State s = deal({R::guard, R::guard, R::baron}, {R::king, R::spy});
  const State before = s;
  EXPECT_EQ(engine.take_turn(s, 0, play(R::guard, 1, R::guard), &t), Rejection::guard_cannot_name_guard);
  EXPECT_EQ(s, before);
  EXPECT_TRUE(cites(t, "guard.not-guard"));
}

TEST_F(Cards2019, GuardNeedsATargetAndAGuess) {
  State s = deal({R::guard, R::priest, R::baron}, {R::king, R::spy});
  EXPECT_EQ(engine.take_turn(s, 0, play(R::guard, -1, R::priest), nullptr), Rejection::target_required);
  EXPECT_EQ(engine.take_turn(s, 0, play(R::guard, 1), nullptr), Rejection::guess_required);
  EXPECT_EQ(engine.take_turn(s, 0, play(R::guard, 0, R::priest), nullptr), Rejection::invalid_target);
}

// l.44: players out of the round cannot be targeted.
TEST_F(Cards2019, OutOfTheRoundPlayersCannotBeChosen) {
  State s = deal({R::guard, R::none, R::baron}, {R::king, R::spy});
  s.discards[1].add(R::priest);
  EXPECT_EQ(engine.take_turn(s, 0, play(R::guard, 1, R::priest), &t), Rejection::invalid_target);
  EXPECT_TRUE(cites(t, "elimination.untargetable"));
}

// l.139: look at another player's hand; nothing else changes.
TEST_F(Cards2019, PriestLooksAndChangesNothing) {
  State s = deal({R::priest, R::princess}, {R::guard, R::spy, R::baron});
  ASSERT_EQ(engine.take_turn(s, 0, play(R::priest, 1), &t), Rejection::none);
  EXPECT_EQ(cards_of(s.hand[1]), std::vector<Role>{R::princess});
  EXPECT_EQ(s.eliminated, 0);
  EXPECT_TRUE(cites(t, "priest.look"));
}

// l.135: the lower card leaves; the Baron's own player can lose.
TEST_F(Cards2019, BaronLowerCardLeaves) {
  State s = deal({R::baron, R::king, R::spy}, {R::guard, R::priest});
  ASSERT_EQ(engine.take_turn(s, 0, play(R::baron, 1), &t), Rejection::none);  // A keeps guard (1) vs king (7)
  EXPECT_TRUE(s.eliminated & love_letter::only(0));
  EXPECT_EQ(cards_of(s.discards[0]), (std::vector<Role>{R::baron, R::guard}));
  EXPECT_TRUE(cites(t, "baron.compare"));
}

TEST_F(Cards2019, BaronTieNobodyLeaves) {
  State s = deal({R::baron, R::priest, R::spy}, {R::priest, R::guard});
  ASSERT_EQ(engine.take_turn(s, 0, play(R::baron, 1), &t), Rejection::none);
  EXPECT_EQ(s.eliminated, 0);
  EXPECT_TRUE(cites(t, "baron.tie"));
}

// l.126: protected until the start of your next turn.
TEST_F(Cards2019, HandmaidProtectsUntilHerOwnersNextTurn) {
  State s = deal({R::handmaid, R::guard}, {R::spy, R::guard, R::baron, R::priest});
  ASSERT_EQ(engine.take_turn(s, 0, play(R::handmaid), &t), Rejection::none);
  EXPECT_EQ(s.protected_players, love_letter::only(0));
  // B's Guard cannot choose A: every other player is protected, so it is played without effect.
  EXPECT_EQ(engine.take_turn(s, 1, play(R::guard, 0, R::spy), nullptr), Rejection::target_protected);
  t.events.clear();
  ASSERT_EQ(engine.take_turn(s, 1, play(R::guard), &t), Rejection::none);
  EXPECT_TRUE(cites(t, "handmaid.no-effect"));
  EXPECT_EQ(s.protected_players, love_letter::only(0));
  ASSERT_EQ(engine.take_turn(s, 0, play(R::spy), nullptr), Rejection::none);
  EXPECT_EQ(s.protected_players, 0);
}

TEST_F(Cards2019, NoTargetMeansNoGuessEither) {
  State s = deal({R::guard, R::handmaid}, {R::spy});
  s.protected_players = love_letter::only(1);
  EXPECT_EQ(engine.take_turn(s, 0, play(R::guard, -1, R::priest), nullptr), Rejection::invalid_choice);
}

// l.116-120: the chosen player discards without effect and draws; empty deck: the set-aside card.
TEST_F(Cards2019, PrinceDiscardsAndDraws) {
  State s = deal({R::prince, R::baron, R::spy}, {R::guard, R::king, R::priest});
  ASSERT_EQ(engine.take_turn(s, 0, play(R::prince, 1), &t), Rejection::none);
  EXPECT_EQ(cards_of(s.discards[1]), std::vector<Role>{R::baron});
  EXPECT_EQ(cards_of(s.hand[1]), std::vector<Role>{R::king});
  EXPECT_EQ(s.deck.size, 1);
}

TEST_F(Cards2019, PrinceMayChooseItsOwnPlayer) {
  State s = deal({R::prince, R::baron}, {R::guard, R::king, R::priest});
  ASSERT_EQ(engine.take_turn(s, 0, play(R::prince, 0), &t), Rejection::none);
  EXPECT_EQ(cards_of(s.discards[0]), (std::vector<Role>{R::prince, R::guard}));
  EXPECT_EQ(cards_of(s.hand[0]), std::vector<Role>{R::king});
  EXPECT_TRUE(cites(t, "prince.choose-any"));
}

TEST_F(Cards2019, PrinceOnThePrincessLeavesWithoutDrawing) {
  State s = deal({R::prince, R::princess, R::spy}, {R::guard, R::king, R::priest});
  ASSERT_EQ(engine.take_turn(s, 0, play(R::prince, 1), &t), Rejection::none);
  EXPECT_TRUE(s.eliminated & love_letter::only(1));
  EXPECT_TRUE(s.hand[1].empty());
  EXPECT_EQ(s.deck.size, 2);  // only A's draw came off the deck
  EXPECT_TRUE(cites(t, "prince.princess"));
}

TEST_F(Cards2019, PrinceOnThePrincessUnderTheOtherReadingDrawsFirst) {
  love_letter::Edition ed = ll2019();
  ASSERT_EQ(ed.choose("prince.princess", "draws-then-leaves"), "");
  Engine other(ed);
  State s = deal({R::prince, R::princess, R::spy}, {R::guard, R::king, R::priest});
  ASSERT_EQ(other.take_turn(s, 0, play(R::prince, 1), nullptr), Rejection::none);
  EXPECT_EQ(s.deck.size, 1);
  EXPECT_EQ(cards_of(s.discards[1]), (std::vector<Role>{R::princess, R::king}));
}

TEST_F(Cards2019, PrinceOnEmptyDeckGivesTheSetAsideCard) {
  State s = deal({R::prince, R::baron, R::spy}, {}, R::countess);
  s.hand[0].add(R::guard);  // A already drew the last card
  ASSERT_EQ(engine.take_turn(s, 0, play(R::prince, 1), &t), Rejection::none);
  EXPECT_EQ(cards_of(s.hand[1]), std::vector<Role>{R::countess});
  EXPECT_EQ(s.set_aside, R::none);
  EXPECT_TRUE(cites(t, "prince.empty-deck"));
  EXPECT_TRUE(s.round_over);  // the deck is empty after the turn
}

// l.128-131: everyone else protected: the Prince must choose its own player.
TEST_F(Cards2019, PrinceMustChooseSelfWhenAllOthersAreProtected) {
  State s = deal({R::prince, R::baron}, {R::guard, R::king});
  s.protected_players = love_letter::only(1);
  EXPECT_EQ(engine.take_turn(s, 0, play(R::prince, 1), &t), Rejection::target_protected);
  EXPECT_TRUE(cites(t, "handmaid.prince-self"));
  EXPECT_EQ(engine.take_turn(s, 0, play(R::prince), nullptr), Rejection::target_required);
  ASSERT_EQ(engine.take_turn(s, 0, play(R::prince, 0), nullptr), Rejection::none);
  EXPECT_EQ(cards_of(s.hand[0]), std::vector<Role>{R::king});
}

// l.110: draw two, keep one, put two under the deck in the chosen order.
TEST_F(Cards2019, ChancellorKeepsOneAndPutsTwoUnder) {
  State s = deal({R::chancellor, R::spy}, {R::guard, R::king, R::baron, R::priest});
  Action a = play(R::chancellor);
  a.keep = R::king;
  a.bottom = {R::guard, R::baron};
  a.bottom_count = 2;
  // A draws guard, then king and baron: keeps king, guard goes under first, baron last.
  ASSERT_EQ(engine.take_turn(s, 0, a, &t), Rejection::none);
  EXPECT_EQ(engine.take_turn(s, 0, a, nullptr), Rejection::not_your_turn);
  EXPECT_EQ(cards_of(s.hand[0]), std::vector<Role>{R::king});
  EXPECT_EQ(s.deck.size, 3);
  EXPECT_EQ(s.deck.at(0), R::priest);
  EXPECT_EQ(s.deck.at(1), R::guard);
  EXPECT_EQ(s.deck.at(2), R::baron);
}

TEST_F(Cards2019, ChancellorBadChoicesAreRefused) {
  State s = deal({R::chancellor, R::spy}, {R::guard, R::king, R::baron, R::priest});
  const State before = s;
  Action a = play(R::chancellor);
  a.keep = R::princess;
  a.bottom = {R::spy, R::baron};
  a.bottom_count = 2;
  EXPECT_EQ(engine.take_turn(s, 0, a, nullptr), Rejection::invalid_choice);
  a.keep = R::king;
  a.bottom_count = 1;
  EXPECT_EQ(engine.take_turn(s, 0, a, nullptr), Rejection::invalid_choice);
  EXPECT_EQ(s, before);
}

// l.112: one card left: draw it and put one back; empty deck: no effect.
TEST_F(Cards2019, ChancellorWithOneCardLeft) {
  State s = deal({R::chancellor, R::spy}, {R::guard, R::king});
  Action a = play(R::chancellor);
  a.keep = R::guard;
  a.bottom = {R::king};
  a.bottom_count = 1;
  ASSERT_EQ(engine.take_turn(s, 0, a, &t), Rejection::none);  // drew guard; then king, the last card
  EXPECT_TRUE(cites(t, "chancellor.one-card-left"));
  EXPECT_EQ(cards_of(s.hand[0]), std::vector<Role>{R::guard});
  EXPECT_EQ(s.deck.size, 1);
  EXPECT_EQ(s.deck.at(0), R::king);
  EXPECT_FALSE(s.round_over);
}

// l.56 read with l.112: the deck emptied for a moment by a Chancellor ends the
// round only under the reading `emptied-during-the-turn`.
TEST_F(Cards2019, ADeckEmptiedOnlyDuringTheTurnEndsTheRoundUnderOneReading) {
  Action a = play(R::chancellor);
  a.keep = R::guard;
  a.bottom = {R::king};
  a.bottom_count = 1;
  State s = deal({R::chancellor, R::spy}, {R::guard, R::king});
  ASSERT_EQ(engine.take_turn(s, 0, a, nullptr), Rejection::none);
  EXPECT_FALSE(s.round_over);
  love_letter::Edition ed = ll2019();
  ASSERT_EQ(ed.choose("round.deck-empty", "emptied-during-the-turn"), "");
  Engine other(ed);
  State s2 = deal({R::chancellor, R::spy}, {R::guard, R::king});
  ASSERT_EQ(other.take_turn(s2, 0, a, nullptr), Rejection::none);
  EXPECT_TRUE(s2.round_over);
  EXPECT_EQ(s2.round_winners, love_letter::only(0));  // guard (1) beats spy (0)
  // The next round is dealt with its own deck: it goes on (round.next), the
  // last round's emptied deck does not end it at once.
  love_letter::Deal next;
  next.hand[0] = R::priest;
  next.hand[1] = R::baron;
  next.deck.add(R::handmaid);
  ASSERT_EQ(other.new_round(s2, next, std::nullopt, nullptr, nullptr), love_letter::Rejection::none);
  EXPECT_FALSE(s2.round_over);
}

TEST_F(Cards2019, ChancellorOnEmptyDeckHasNoEffect) {
  State s = deal({R::chancellor, R::spy}, {}, R::guard);
  s.hand[0].add(R::baron);
  ASSERT_EQ(engine.take_turn(s, 0, play(R::chancellor), &t), Rejection::none);
  EXPECT_TRUE(cites(t, "chancellor.empty-deck"));
  EXPECT_EQ(cards_of(s.hand[0]), std::vector<Role>{R::baron});
}

// l.102: the Countess forces nothing while choosing during a Chancellor.
TEST_F(Cards2019, CountessDoesNotForceDuringTheChancellor) {
  State s = deal({R::chancellor, R::spy}, {R::countess, R::king, R::baron});
  Action a = play(R::chancellor);
  a.keep = R::king;
  a.bottom = {R::countess, R::baron};
  a.bottom_count = 2;
  ASSERT_EQ(engine.take_turn(s, 0, a, &t), Rejection::none);  // drew countess; then king, baron
  EXPECT_TRUE(cites(t, "countess.not-while-chancellor"));
  EXPECT_EQ(cards_of(s.hand[0]), std::vector<Role>{R::king});
}

// l.96-98: the Countess must be played beside the King or a Prince, may be played otherwise.
TEST_F(Cards2019, CountessIsForcedBesideKingOrPrince) {
  for (Role other : {R::king, R::prince}) {
    State s = deal({R::countess, R::spy}, {other, R::guard});
    love_letter::Trace tr = trace_for(2);
    EXPECT_EQ(engine.take_turn(s, 0, play(other, 1), &tr), Rejection::countess_must_be_played);
    EXPECT_TRUE(cites(tr, "countess.forced"));
    EXPECT_EQ(engine.take_turn(s, 0, play(R::countess), nullptr), Rejection::none);
  }
  State s = deal({R::countess, R::spy}, {R::guard, R::guard});
  ASSERT_EQ(engine.take_turn(s, 0, play(R::countess), &t), Rejection::none);
  EXPECT_TRUE(cites(t, "countess.optional"));
}

// l.106: swap hands.
TEST_F(Cards2019, KingTradesHands) {
  State s = deal({R::king, R::princess}, {R::guard, R::spy});
  ASSERT_EQ(engine.take_turn(s, 0, play(R::king, 1), &t), Rejection::none);
  EXPECT_EQ(cards_of(s.hand[0]), std::vector<Role>{R::princess});
  EXPECT_EQ(cards_of(s.hand[1]), std::vector<Role>{R::guard});
  EXPECT_TRUE(cites(t, "king.swap"));
}

// l.90: playing the Princess makes you leave, with the other card discarded.
TEST_F(Cards2019, PlayingThePrincessLeavesTheRound) {
  State s = deal({R::princess, R::spy, R::baron}, {R::guard, R::spy});
  ASSERT_EQ(engine.take_turn(s, 0, play(R::princess), &t), Rejection::none);
  EXPECT_TRUE(s.eliminated & love_letter::only(0));
  EXPECT_EQ(cards_of(s.discards[0]), (std::vector<Role>{R::princess, R::guard}));
  EXPECT_TRUE(cites(t, "princess.leave"));
}

TEST_F(Cards2019, CardsThatChooseNobodyRefuseATarget) {
  State s = deal({R::handmaid, R::spy}, {R::guard, R::spy});
  EXPECT_EQ(engine.take_turn(s, 0, play(R::handmaid, 1), nullptr), Rejection::invalid_choice);
  EXPECT_EQ(engine.take_turn(s, 0, play(R::princess), nullptr), Rejection::card_not_in_hand);
}

}  // namespace
}  // namespace errata::test
