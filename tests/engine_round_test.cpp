// Rounds and games under love-letter-2019: the end of a round, favor tokens,
// the Spy's bonus, the end of the game, turn order and the next round.
#include <gtest/gtest.h>

#include "support.h"

namespace errata::test {
namespace {

using love_letter::Deal;
using love_letter::Engine;
using love_letter::only;
using love_letter::Rejection;
using R = Role;

class Rounds2019 : public ::testing::Test {
 protected:
  Engine engine{ll2019()};
  love_letter::Trace t = trace_for(6);
};

// l.56-58: the deck is empty after a turn: the highest card wins and gets a token.
TEST_F(Rounds2019, EmptyDeckHighestCardWins) {
  State s = deal({R::guard, R::baron, R::priest}, {R::king});
  ASSERT_EQ(engine.take_turn(s, 0, play(R::guard, 1, R::prince), &t), Rejection::none);  // A keeps king
  EXPECT_TRUE(s.round_over);
  EXPECT_EQ(s.round_winners, only(0));
  EXPECT_EQ(s.tokens[0], 1);
  EXPECT_EQ(s.tokens[1] + s.tokens[2], 0);
  EXPECT_TRUE(cites(t, "round.deck-empty"));
  EXPECT_TRUE(cites(t, "round.highest-wins"));
  EXPECT_EQ(engine.take_turn(s, 1, play(R::baron, 0), nullptr), Rejection::round_over);
}

// l.60: a tie: all tied players win and each gets a token.
TEST_F(Rounds2019, EmptyDeckTieAllWin) {
  State s = deal({R::guard, R::baron, R::baron}, {R::spy});
  ASSERT_EQ(engine.take_turn(s, 0, play(R::guard, 1, R::king), &t), Rejection::none);  // A keeps spy (0)
  EXPECT_EQ(s.round_winners, only(1) | only(2));
  EXPECT_EQ(s.tokens[1], 1);
  EXPECT_EQ(s.tokens[2], 1);
  EXPECT_TRUE(cites(t, "round.tie"));
  EXPECT_EQ(s.to_move, love_letter::kNoPlayer);  // l.70: chance picks among the tied winners
  EXPECT_EQ(s.first_candidates, only(1) | only(2));
}

// l.64: the last player in wins at once, even with cards left in the deck.
TEST_F(Rounds2019, LastPlayerInWinsAtOnce) {
  State s = deal({R::guard, R::priest}, {R::baron, R::king, R::spy});
  ASSERT_EQ(engine.take_turn(s, 0, play(R::guard, 1, R::priest), &t), Rejection::none);
  EXPECT_TRUE(s.round_over);
  EXPECT_EQ(s.round_winners, only(0));
  EXPECT_EQ(s.deck.size, 2);
  EXPECT_TRUE(cites(t, "round.last-player"));
}

// l.149-153: the only player in the round who played or discarded a Spy gets one token.
TEST_F(Rounds2019, SpyBonusGoesToTheOnlySpyPlayer) {
  State s = deal({R::guard, R::baron, R::priest}, {R::king});
  s.discards[2].add(R::spy);
  s.discards[2].add(R::spy);
  ASSERT_EQ(engine.take_turn(s, 0, play(R::guard, 1, R::prince), &t), Rejection::none);
  EXPECT_EQ(s.tokens[0], 1);  // the round
  EXPECT_EQ(s.tokens[2], 1);  // the Spy, one token for two Spies
  EXPECT_TRUE(cites(t, "spy.bonus"));
  EXPECT_TRUE(cites(t, "spy.one-token"));
}

TEST_F(Rounds2019, SpyBonusAddsToTheRoundWinnersToken) {
  State s = deal({R::guard, R::baron}, {R::king});
  s.discards[0].add(R::spy);
  ASSERT_EQ(engine.take_turn(s, 0, play(R::guard, 1, R::prince), &t), Rejection::none);
  EXPECT_EQ(s.tokens[0], 2);
  EXPECT_TRUE(cites(t, "spy.not-a-win"));
}

TEST_F(Rounds2019, NoSpyBonusWhenTwoPlayersInTheRoundPlayedOne) {
  State s = deal({R::guard, R::baron, R::priest}, {R::king});
  s.discards[1].add(R::spy);
  s.discards[2].add(R::spy);
  ASSERT_EQ(engine.take_turn(s, 0, play(R::guard, 1, R::prince), nullptr), Rejection::none);
  EXPECT_EQ(s.tokens[1] + s.tokens[2], 0);
}

TEST_F(Rounds2019, APlayerOutOfTheRoundDoesNotCountForTheSpy) {
  State s = deal({R::guard, R::baron, R::none}, {R::king});
  s.discards[1].add(R::spy);
  s.discards[2].add(R::spy);
  s.discards[2].add(R::priest);
  ASSERT_EQ(engine.take_turn(s, 0, play(R::guard, 1, R::prince), nullptr), Rejection::none);
  EXPECT_EQ(s.tokens[1], 1);
  EXPECT_EQ(s.tokens[2], 0);
}

// l.76-82: favor tokens needed by number of players, as the edition file states them.
TEST_F(Rounds2019, TokensToWinFollowTheTable) {
  const int expected[] = {0, 0, 6, 5, 4, 3, 3};
  for (int players = 2; players <= 6; ++players) {
    EXPECT_EQ(ll2019().tokens_needed(players), expected[players]) << players << " players";
    State s;
    s.players = static_cast<uint8_t>(players);
    for (int p = 0; p < players; ++p) s.hand[p].add(p == 0 ? R::guard : R::spy);
    s.hand[1].card[0] = R::priest;
    s.deck.put_under(R::princess);
    s.tokens[0] = static_cast<uint8_t>(expected[players] - 1);
    s.tokens[2 % players] = static_cast<uint8_t>(expected[players] - 1);
    ASSERT_EQ(engine.take_turn(s, 0, play(R::guard, 1, R::king), nullptr), Rejection::none);
    EXPECT_TRUE(s.game_over) << players << " players";
    EXPECT_EQ(s.game_winners, only(0)) << players << " players";
  }
}

// l.74: several players may win the game at once.
TEST_F(Rounds2019, SeveralPlayersCanWinTheGame) {
  State s = deal({R::guard, R::baron, R::baron}, {R::spy});
  s.tokens = {4, 4, 4};
  ASSERT_EQ(engine.take_turn(s, 0, play(R::guard, 1, R::king), &t), Rejection::none);
  EXPECT_TRUE(s.game_over);
  EXPECT_EQ(s.game_winners, only(1) | only(2));
  EXPECT_TRUE(cites(t, "game.several-winners"));
  EXPECT_EQ(engine.new_round(s, Deal{}, std::nullopt, nullptr, nullptr), Rejection::game_over);
}

// l.34, l.44: clockwise, skipping players out of the round.
TEST_F(Rounds2019, TurnOrderSkipsPlayersOutOfTheRound) {
  State s = deal({R::spy, R::none, R::guard}, {R::priest, R::baron, R::spy});
  s.discards[1].add(R::handmaid);
  EXPECT_EQ(engine.take_turn(s, 2, play(R::guard), nullptr), Rejection::not_your_turn);
  ASSERT_EQ(engine.take_turn(s, 0, play(R::spy), nullptr), Rejection::none);
  EXPECT_EQ(s.to_move, 2);
  ASSERT_EQ(engine.take_turn(s, 2, play(R::baron, 0), nullptr), Rejection::none);  // C keeps guard (1) vs priest (2)
  EXPECT_TRUE(s.round_over);
  EXPECT_EQ(s.round_winners, only(0));
}

// l.68-70: the previous round's winner starts the next one; after a tie, one of the tied winners.
TEST_F(Rounds2019, NextRoundStartsWithThePreviousWinner) {
  State s = deal({R::guard, R::priest}, {R::baron});
  ASSERT_EQ(engine.take_turn(s, 0, play(R::guard, 1, R::priest), nullptr), Rejection::none);
  EXPECT_EQ(engine.take_turn(s, 0, play(R::guard), nullptr), Rejection::round_over);
  Deal d;
  d.hand[0] = R::spy;
  d.hand[1] = R::king;
  d.deck.add(R::guard);
  d.deck.add(R::guard);
  EXPECT_EQ(engine.new_round(s, d, 1, nullptr, nullptr), Rejection::invalid_setup);
  ASSERT_EQ(engine.new_round(s, d, std::nullopt, &t, nullptr), Rejection::none);
  EXPECT_TRUE(cites(t, "round.next-first"));
  EXPECT_EQ(s.tokens[0], 1);  // tokens carry over
  EXPECT_FALSE(s.round_over);
  EXPECT_EQ(engine.take_turn(s, 1, play(R::guard), nullptr), Rejection::not_your_turn);
  EXPECT_EQ(engine.take_turn(s, 0, play(R::guard, 1, R::king), nullptr), Rejection::none);
  EXPECT_TRUE(s.round_over);
  EXPECT_EQ(s.tokens[0], 2);
}

TEST_F(Rounds2019, NewRoundBeforeTheEndIsRefused) {
  State s = deal({R::guard, R::priest}, {R::baron, R::spy});
  EXPECT_EQ(engine.new_round(s, Deal{}, std::nullopt, nullptr, nullptr), Rejection::round_not_over);
}

TEST_F(Rounds2019, AfterATieEitherTiedWinnerMayStart) {
  State s = deal({R::guard, R::baron, R::baron}, {R::spy});
  ASSERT_EQ(engine.take_turn(s, 0, play(R::guard, 1, R::king), nullptr), Rejection::none);
  Deal d;
  d.hand = {R::guard, R::priest, R::spy};
  d.deck.add(R::king);
  d.deck.add(R::baron);
  State copy = s;
  ASSERT_EQ(engine.new_round(copy, d, std::nullopt, nullptr, nullptr), Rejection::none);
  EXPECT_EQ(engine.take_turn(copy, 0, play(R::guard, 1, R::priest), nullptr), Rejection::not_your_turn);
  EXPECT_EQ(engine.take_turn(copy, 2, play(R::spy), nullptr), Rejection::none);
  ASSERT_EQ(engine.new_round(s, d, 1, nullptr, nullptr), Rejection::none);
  EXPECT_EQ(s.to_move, 1);
}

// l.126 and l.68: a Handmaid played on the last turn does not carry into the next round (reading).
TEST_F(Rounds2019, ProtectionEndsWithTheRoundUnderTheDefaultReading) {
  State s = deal({R::handmaid, R::priest}, {R::spy});
  ASSERT_EQ(engine.take_turn(s, 0, play(R::handmaid), nullptr), Rejection::none);  // keeps spy (0) vs priest (2)
  ASSERT_TRUE(s.round_over);
  EXPECT_EQ(s.protected_players, only(0));
  Deal d;
  d.hand = {R::guard, R::priest};
  d.deck.add(R::king);
  ASSERT_EQ(engine.new_round(s, d, std::nullopt, nullptr, nullptr), Rejection::none);
  EXPECT_EQ(s.protected_players, 0);
}

// Setup states the rules cannot reach are refused with a reason.
TEST_F(Rounds2019, ImpossibleSetupsAreRefused) {
  State s = deal({R::princess, R::princess}, {R::guard});
  EXPECT_NE(engine.setup_problem(s), std::nullopt);  // one Princess
  State seven;
  seven.players = 7;
  for (int p = 0; p < 7; ++p) seven.hand[p].add(R::guard);
  EXPECT_NE(engine.setup_problem(seven), std::nullopt);  // 2 to 6 players; 6 Guards
  State out = deal({R::guard, R::none}, {R::spy});
  out.hand[1].add(R::priest);
  EXPECT_NE(engine.setup_problem(out), std::nullopt);
  State six_guards = deal({R::guard, R::guard}, {R::guard, R::guard, R::guard, R::guard});
  EXPECT_EQ(engine.setup_problem(six_guards), std::nullopt);  // the reading composition.total: 6 Guards
  State won = deal({R::guard, R::priest}, {R::spy});
  won.tokens[1] = 6;
  EXPECT_NE(engine.setup_problem(won), std::nullopt);
}

TEST_F(Rounds2019, UnderTheCardByCardReadingThereAreFiveGuards) {
  love_letter::Edition ed = ll2019();
  ASSERT_EQ(ed.choose("composition.total", "card-by-card"), "");
  EXPECT_EQ(ed.deck_size(), 20);
  Engine other(ed);
  State six_guards = deal({R::guard, R::guard}, {R::guard, R::guard, R::guard, R::guard});
  EXPECT_NE(other.setup_problem(six_guards), std::nullopt);
}

}  // namespace
}  // namespace errata::test
