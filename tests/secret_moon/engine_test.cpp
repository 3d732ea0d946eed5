// The Secret Moon engine, one rule at a time: each test names the lines it shows.
#include <gtest/gtest.h>

#include <algorithm>

#include "model/secret_moon/clause_ids.h"
#include "support.h"

namespace errata::secret_moon {
namespace {

using test::act;
using K = ActionKind;

class SecretMoonEngine : public ::testing::Test {
 protected:
  Engine engine{test::edition()};
  State s = test::six_players();
  Trace t = test::names();
};

TEST_F(SecretMoonEngine, TheLowestTurnOrderCardPlaysFirst) {  // l.81
  s.turn_card = {4, 2, 6, 1, 5, 3, 0, 0};
  EXPECT_EQ(engine.to_move(s), 3);
  EXPECT_EQ(engine.take_turn(s, 0, act(K::pass), &t), Rejection::not_your_turn);
  EXPECT_EQ(engine.take_turn(s, 3, act(K::pass), &t), Rejection::none);
  EXPECT_EQ(engine.to_move(s), 1);
}

TEST_F(SecretMoonEngine, ARefusedActionChangesNothing) {
  const State before = s;
  EXPECT_EQ(engine.take_turn(s, 0, act(K::capture, 2), &t), Rejection::capture_unrevealed);
  EXPECT_EQ(engine.take_turn(s, 0, act(K::accuse, 2), &t), Rejection::guess_required);
  EXPECT_TRUE(s == before);
}

TEST_F(SecretMoonEngine, InvestigatePlacesAColourMarkerAndShowsTheCard) {  // l.103
  ASSERT_EQ(engine.take_turn(s, 0, act(K::investigate, 6), &t), Rejection::none);
  EXPECT_TRUE(has(s.knows[0], 6));
  EXPECT_EQ(s.placed[6][0], 1);
  EXPECT_EQ(s.colour_markers[0], 2);
}

TEST_F(SecretMoonEngine, InquireGivesTheScriptedAnswerAndItsTeamMarker) {  // l.109-115
  ASSERT_EQ(engine.take_turn(s, 0, act(K::inquire, 5), &t), Rejection::none);  // the Priest
  EXPECT_EQ(s.reply, Reply::just_me);
  EXPECT_EQ(s.minister_markers[5], 1);
  ASSERT_EQ(engine.take_turn(s, 1, act(K::inquire, 0), &t), Rejection::none);  // the Princess
  EXPECT_EQ(s.reply, Reply::silence);
  EXPECT_EQ(s.princess_markers[0], 1);
}

TEST_F(SecretMoonEngine, UnderTheCharacterTeamReadingThePriestTakesAPrincessMarker) {
  Edition ed = test::edition();
  ASSERT_EQ(ed.choose("inquire.marker", "character-team"), "");
  Engine other(ed);
  ASSERT_EQ(other.take_turn(s, 0, act(K::inquire, 5), &t), Rejection::none);
  EXPECT_EQ(s.princess_markers[5], 1);
  EXPECT_EQ(s.minister_markers[5], 0);
}

TEST_F(SecretMoonEngine, AWrongAccusationRevealsTheAccuser) {  // l.123
  ASSERT_EQ(engine.take_turn(s, 0, act(K::accuse, 2, Character::guard), &t), Rejection::none);
  EXPECT_EQ(s.revealed, only(0));
  EXPECT_EQ(s.reply, Reply::wrong);
}

TEST_F(SecretMoonEngine, ARevealedGuardIsCapturedAndLosesHisTurn) {  // l.197, l.154
  ASSERT_EQ(engine.take_turn(s, 0, act(K::accuse, 3, Character::guard), &t), Rejection::none);
  EXPECT_TRUE(has(s.captured, 3));
  EXPECT_FALSE(has(s.waiting, 3));
  EXPECT_EQ(engine.take_turn(s, 3, act(K::pass), &t), Rejection::captured_player);
}

TEST_F(SecretMoonEngine, HideIsRefusedInTheLastRoundAndProtectionEndsWithTheRound) {  // l.132, l.136
  ASSERT_EQ(engine.take_turn(s, 0, act(K::hide, 0), &t), Rejection::none);
  EXPECT_EQ(engine.take_turn(s, 1, act(K::investigate, 0), &t), Rejection::target_protected);
  for (int p = 1; p < 6; ++p) ASSERT_EQ(engine.take_turn(s, p, act(K::pass), &t), Rejection::none);
  EXPECT_TRUE(s.round_over);
  EXPECT_EQ(s.protected_players, 0);
  s.round = 3;
  s.round_over = false;
  s.waiting = s.all_players();
  EXPECT_EQ(engine.take_turn(s, 0, act(K::hide, 0), &t), Rejection::hide_in_round_3);
}

TEST_F(SecretMoonEngine, InterruptTakesTheTurnAwayAndCapturesTheInterrupter) {  // l.140-142
  ASSERT_EQ(engine.take_turn(s, 0, act(K::interrupt, 1), &t), Rejection::none);
  EXPECT_FALSE(has(s.waiting, 1));
  EXPECT_TRUE(has(s.interrupted, 1));
  EXPECT_TRUE(has(s.captured, 0));
  EXPECT_TRUE(s.game_over);  // the interrupter was the Princess (l.162)
  EXPECT_EQ(s.winner, Team::minister);
}

TEST_F(SecretMoonEngine, GuardsCannotCapture) {  // l.146
  s.turn_card = {2, 3, 4, 1, 5, 6, 0, 0};
  s.revealed = only(0);
  EXPECT_EQ(engine.take_turn(s, 3, act(K::capture, 0), &t), Rejection::guard_cannot_capture);
}

TEST_F(SecretMoonEngine, TheThirdRoundsEndWinsForThePrincesssTeam) {  // l.160, l.165
  s.round = 3;
  for (int p = 0; p < 6; ++p) ASSERT_EQ(engine.take_turn(s, p, act(K::pass), &t), Rejection::none);
  EXPECT_TRUE(s.game_over);
  EXPECT_EQ(engine.winners(s), only(0) | only(1) | only(5));
}

TEST_F(SecretMoonEngine, ANewRoundNeedsTheRoundOverAndOneCardForEachPlayerLeft) {  // l.77, l.154
  TurnCards cards{6, 5, 4, 3, 2, 1, 0, 0};
  EXPECT_EQ(engine.new_round(s, cards, &t, nullptr), Rejection::round_not_over);
  for (int p = 0; p < 6; ++p) ASSERT_EQ(engine.take_turn(s, p, act(K::pass), &t), Rejection::none);
  TurnCards twice{1, 1, 2, 3, 4, 5, 0, 0};
  EXPECT_EQ(engine.new_round(s, twice, &t, nullptr), Rejection::invalid_deal);
  ASSERT_EQ(engine.new_round(s, cards, &t, nullptr), Rejection::none);
  EXPECT_EQ(s.round, 2);
  EXPECT_EQ(engine.to_move(s), 5);
}

TEST_F(SecretMoonEngine, LegalActionsAreExactlyThoseTheEngineAccepts) {
  s.revealed = only(2);
  s.protected_players = only(4);
  std::array<Action, kMaxLegalActions> legal;
  const int n = engine.legal_actions(s, legal.data(), kMaxLegalActions);
  // pass; investigate 6 (7 figures but self and Eve); inquire 4; accuse 6x5; hide 5; interrupt 4; capture 1 (Cy)
  EXPECT_EQ(n, 1 + 6 + 4 + 30 + 5 + 4 + 1);
  for (int i = 0; i < n; ++i) {
    State copy = s;
    EXPECT_EQ(engine.take_turn(copy, 0, legal[static_cast<size_t>(i)], nullptr), Rejection::none);
  }
}

TEST_F(SecretMoonEngine, TracesCiteOnlyTheEngineClauses) {
  s.revealed = only(2);
  std::array<Action, kMaxLegalActions> legal;
  const int n = engine.legal_actions(s, legal.data(), kMaxLegalActions);
  for (int i = 0; i < n; ++i) {
    State copy = s;
    Trace tr = test::names();
    ASSERT_EQ(engine.take_turn(copy, 0, legal[static_cast<size_t>(i)], &tr), Rejection::none);
    for (const auto& e : tr.events) {
      if (e.clause.empty()) continue;
      const auto ids = engine_clause_ids();
      EXPECT_NE(std::find(ids.begin(), ids.end(), e.clause), ids.end()) << e.clause;
    }
  }
}

}  // namespace
}  // namespace errata::secret_moon
