// The Loser engine clause by clause: turns, the vote, the frog flip, spell
// cards, new rounds and the end of the game. One comment a move.
#include <gtest/gtest.h>

#include "loser_support.h"
#include "model/loser/loser_rules.h"

namespace errata::loser {
namespace {

using test::cites;
using test::edition;
using test::three_players;
using test::turn;

TEST(LoserEngine, RedPotionGoesFaceDownAndEndsTheTurn) {
  const Engine engine(edition());
  State s = three_players({{2, 5, 9, 16}, {3, 6, 10, 17}, {4, 7, 11, 18}});
  Trace t = test::names_abc();
  ASSERT_EQ(engine.take_turn(s, turn(0, 16), &t), Rejection::none);  // A: red 16
  EXPECT_TRUE(cites(t, "potion.red"));
  EXPECT_TRUE(cites(t, "potion.red-ends-turn"));
  EXPECT_EQ(s.played[0][0], 16);
  EXPECT_EQ(s.to_move, 1);
  const State before = s;
  EXPECT_EQ(engine.take_turn(s, turn(1, 17, kNoSpell, 0, 0), &t), Rejection::red_potion_ends_turn);  // B: red 17 + action
  EXPECT_EQ(s, before);
}

TEST(LoserEngine, BluePotionNeedsExactlyOneOfSpellOrAction) {
  const Engine engine(edition());
  State s = three_players({{2, 5, 9, 16}, {3, 6, 10, 17}, {4, 7, 11, 18}});
  s.spell_pile.remove(1);
  s.spells[0].add(1);
  EXPECT_EQ(engine.take_turn(s, turn(0, 9), nullptr), Rejection::spell_or_action_required);
  EXPECT_EQ(engine.take_turn(s, turn(0, 9, 1, 0, 0), nullptr), Rejection::spell_and_action);
  EXPECT_EQ(engine.take_turn(s, turn(0, 9, 2), nullptr), Rejection::spell_not_held);
  EXPECT_EQ(engine.take_turn(s, turn(0, 9, kNoSpell, 1, 1), nullptr), Rejection::action_not_visible);
  ASSERT_EQ(engine.take_turn(s, turn(0, 9, 1), nullptr), Rejection::none);  // A: blue 9, spell s1
  EXPECT_TRUE(s.spells[0].empty());
  EXPECT_EQ(s.spell_discard.size, 1);
  ASSERT_EQ(engine.take_turn(s, turn(1, 10, kNoSpell, 1, 0), nullptr), Rejection::none);  // B: blue 10, action 2a
  EXPECT_EQ(s.action_face[1], 1);  // 2b now shows
}

TEST(LoserEngine, PhaseTwoBeginsWhenEveryHandHoldsOnePotion) {
  const Engine engine(edition());
  State s = three_players({{9, 16}, {10, 17}, {11, 18}}, {{2, 5}, {3, 6}, {4, 7}});
  EXPECT_EQ(engine.vote(s, Vote{}, nullptr), Rejection::not_voting_time);
  ASSERT_EQ(engine.take_turn(s, turn(0, 16), nullptr), Rejection::none);
  ASSERT_EQ(engine.take_turn(s, turn(1, 17), nullptr), Rejection::none);
  EXPECT_EQ(s.phase, Phase::potions);
  ASSERT_EQ(engine.take_turn(s, turn(2, 18), nullptr), Rejection::none);
  EXPECT_EQ(s.phase, Phase::vote);
  EXPECT_EQ(engine.take_turn(s, turn(0, 9, kNoSpell, 0, 0), nullptr), Rejection::vote_time);
}

Vote votes(std::initializer_list<Thumb> thumbs) {
  Vote v;
  int p = 0;
  for (Thumb t : thumbs) v.thumb[static_cast<size_t>(p++)] = t;
  return v;
}

TEST(LoserEngine, VoteFlipsTheLosersCardAndHeDrawsTwoSpells) {
  const Engine engine(edition());
  State s = three_players({{9}, {10}, {11}}, {{2, 5, 16}, {3, 6, 17}, {4, 7, 18}});
  engine.begin(s, false, nullptr);
  EXPECT_EQ(engine.vote(s, votes({Thumb::up, Thumb::down}), nullptr), Rejection::vote_required);
  Trace t = test::names_abc();
  ASSERT_EQ(engine.vote(s, votes({Thumb::down, Thumb::down, Thumb::down}), &t), Rejection::none);  // C holds 11, points down
  EXPECT_TRUE(cites(t, "loser.highest-down"));
  EXPECT_EQ(s.loser, 2);
  EXPECT_EQ(s.frog_cards(2), 1);
  EXPECT_EQ(s.phase, Phase::spells);
  EXPECT_EQ(s.drawn.size, 2);
  EXPECT_EQ(s.next_first, 0);  // C's left neighbour: A
  EXPECT_EQ(engine.keep(s, 5, nullptr), Rejection::invalid_choice);
  ASSERT_EQ(engine.keep(s, s.drawn[1], nullptr), Rejection::none);  // C keeps s2, gives s1 to A
  EXPECT_TRUE(s.spells[2].contains(2));
  EXPECT_TRUE(s.spells[0].contains(1));
  EXPECT_EQ(s.phase, Phase::deal);
}

TEST(LoserEngine, SecondFrogCardEndsTheGameAtOnce) {
  const Engine engine(edition());
  State s = three_players({{9}, {10}, {11}}, {{2, 5, 16}, {3, 6, 17}, {4, 7, 18}});
  s.frogs[0] = 1;
  engine.begin(s, false, nullptr);
  Trace t = test::names_abc();
  ASSERT_EQ(engine.vote(s, votes({Thumb::down, Thumb::down, Thumb::up}), &t), Rejection::none);  // C alone up: A (9) loses
  EXPECT_TRUE(cites(t, "loser.highest-alone-up"));
  EXPECT_TRUE(cites(t, "game.end"));
  EXPECT_TRUE(s.game_over());
  EXPECT_TRUE(s.all_frog(0));
  EXPECT_TRUE(s.drawn.empty());
  EXPECT_EQ(s.spell_pile.size, 23);
  Deal d;
  EXPECT_EQ(engine.new_round(s, d, nullptr, nullptr), Rejection::game_over);
}

TEST(LoserEngine, NewRoundChecksTheDealAndStartsWithTheLeftNeighbour) {
  const Engine engine(edition());
  State s = three_players({{9}, {10}, {11}}, {{2, 5, 16}, {3, 6, 17}, {4, 7, 18}});
  engine.begin(s, false, nullptr);
  ASSERT_EQ(engine.vote(s, votes({Thumb::down, Thumb::up, Thumb::down}), nullptr), Rejection::none);  // C (11) down: C loses
  Deal d;
  EXPECT_EQ(engine.new_round(s, d, nullptr, nullptr), Rejection::spell_choice_pending);
  ASSERT_EQ(engine.keep(s, s.drawn[0], nullptr), Rejection::none);
  std::string why;
  EXPECT_EQ(engine.new_round(s, d, nullptr, &why), Rejection::invalid_deal);
  EXPECT_NE(why.find("not 4"), std::string::npos) << why;
  int v = 1;
  for (int p = 0; p < 3; ++p)
    for (int k = 0; k < 4; ++k) d.hand[static_cast<size_t>(p)].add(v++);
  for (int k = 0; k < 4; ++k) d.face_up.add(v++);
  for (int k = 0; k < 3; ++k) d.face_down.add(v++);
  ASSERT_EQ(engine.new_round(s, d, nullptr, nullptr), Rejection::none);
  EXPECT_EQ(s.to_move, 0);
  EXPECT_EQ(s.round, 2);
  EXPECT_TRUE(s.played[2].empty());
}

TEST(LoserRules, EachRuleOnAFourPlayerTable) {
  // Printed numbers: A 12, B 7, C 14 (the highest), D 3.
  Reveal r;
  r.players = 4;
  r.printed = {12, 7, 14, 3, 0, 0};
  r.counted = r.printed;
  auto with = [&](Thumb a, Thumb b, Thumb c, Thumb d) {
    r.thumb = {a, b, c, d, Thumb::none, Thumb::none};
    return determine_loser(r);
  };
  const Thumb U = Thumb::up, D = Thumb::down;
  EXPECT_EQ(with(U, U, D, U).loser, 2);  // l.128: C down
  EXPECT_EQ(with(D, D, U, D).loser, 3);  // l.132: C alone up, D lowest
  EXPECT_EQ(with(U, U, U, D).loser, 1);  // l.136: B lowest of those up
  EXPECT_EQ(with(U, D, U, D).loser, 0);  // l.136: A the only other up
  r.counted[0] = 14;                     // a spell makes A's 12 count as 14
  const Verdict tie = with(U, D, D, D);
  EXPECT_EQ(tie.rule, LoserRule::tie);
  EXPECT_EQ(tie.loser, 0);               // l.140: the lower printed number among A and C
}

TEST(LoserRules, LiteralTieReadingDiffersWhereNoRuleLooks) {
  Reveal r;
  r.players = 3;
  r.printed = {5, 6, 7, 0, 0, 0};
  r.counted = {5, 5, 7, 0, 0, 0};  // A and B tie at the bottom
  r.thumb = {Thumb::down, Thumb::down, Thumb::down, Thumb::none, Thumb::none, Thumb::none};
  EXPECT_EQ(determine_loser(r).loser, 2);  // C, the highest, pointed down
  EXPECT_EQ(loser_by_literal_tie(r), 0);   // literally: A, the lower of the tied
}

}  // namespace
}  // namespace errata::loser
