// The search for a game apart (checker/love_letter/smt/game_apart.h): a
// difference the solver finds is shown by a game from a deal both editions
// deal alike, every play made under both engines.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "checker/love_letter/smt/diff.h"
#include "checker/love_letter/smt/game_search.h"
#include "checker/love_letter/smt/witness.h"
#include "support.h"

namespace errata {
namespace {

using love_letter::Role;
using smt::ConcretePlay;

// Bundled edition `id` read otherwise at `reading` (`option`), named `as`
// where it must be told apart from `id` in a witness.
love_letter::Edition read_otherwise(const std::string& id, const std::string& reading, const std::string& option, const std::string& as) {
  love_letter::Edition other = *test::catalog().find(id);
  EXPECT_EQ(other.choose(reading, option), "");
  if (!as.empty()) other.id = as;
  return other;
}

ConcretePlay guard_play(int players, Role other, Role target_holds, Role guess) {
  ConcretePlay p;
  p.players = players;
  p.played = Role::guard;
  p.other = other;
  p.top = Role::priest;
  p.target = 1;
  p.guess = guess;
  for (int s = 0; s < players; ++s) {
    p.hand.push_back(s == 1 ? target_holds : s == 0 ? Role::none : Role::priest);
    p.protect.push_back(false), p.gone.push_back(Role::none), p.tokens.push_back(0), p.constable.push_back(false),
        p.bishops.push_back(0), p.carried.push_back(false);
  }
  return p;
}

// 2019 names the Spy a Guard may name; Board Game Arena's deck has none (unknown-card).
TEST(GameApart, AGuardNamingACardOnlyOneDeckHoldsPartsOnTheFirstTurn) {
  const auto& a = test::ll2019();
  const auto& b = *test::catalog().find("love-letter-bga");
  const smt::GameSearch s = smt::find_game_apart(a, b, {"play.guard", 2, guard_play(2, Role::prince, Role::handmaid, Role::spy), std::nullopt});
  ASSERT_TRUE(s.found) << s.games << " games";
  EXPECT_EQ(s.found->steps.size(), 1u);
}


// Premium: a Sycophant's choice that the next card cannot follow (it chose
// the next player, whose Guard must choose another) is read two ways; a game
// reaches it with the Sycophant played just before (one turn each).
TEST(GameApart, AStandingSycophantChoiceIsReachedAfterOneTurnEach) {
  const auto& ed = *test::catalog().find("love-letter-bga-premium");
  const love_letter::Edition other = read_otherwise(ed.id, "sycophant.impossible", "discarded-without-effect", "");
  smt::ConcretePlay p;
  p.players = 5;
  p.played = Role::guard;
  p.other = Role::countess;
  p.top = Role::priest;
  p.deck_size = 1;
  p.demand = 0;
  p.target = 2;
  p.guess = Role::king;
  const Role hands[5] = {Role::none, Role::bishop, Role::cardinal, Role::jester, Role::handmaid};
  for (int s = 0; s < 5; ++s) {
    p.hand.push_back(hands[s]);
    p.protect.push_back(false), p.gone.push_back(Role::none), p.tokens.push_back(0), p.constable.push_back(false),
        p.bishops.push_back(0), p.carried.push_back(false);
  }
  const smt::GameSearch s = smt::find_game_apart(ed, other, {"play.guard", 5, p, std::nullopt});
  ASSERT_TRUE(s.found) << s.games << " games";
  const auto& steps = s.found->steps;
  ASSERT_GE(steps.size(), 2u);
  EXPECT_EQ(steps[steps.size() - 2].action.card, Role::sycophant) << "the choice just made";
  EXPECT_EQ(steps.back().action.card, Role::guard);
  EXPECT_NE(s.found->refused_a == love_letter::Rejection::none, s.found->refused_b == love_letter::Rejection::none)
      << "one reading takes the Guard, the other discards it without effect";
}


// Where the decks differ, a game goes on into its next round: the cards both
// hold dealt on top in one order, each edition's own under them (the
// `new_round` step's completion). A Handmaid whose protection lasts into the
// next round under one edition only (handmaid.new-round) parts them there
// (round-start): before, no game between different decks reached it.
TEST(GameApart, TheNextRoundIsDealtFromEachEditionsOwnDeckWhereTheDecksDiffer) {
  const auto& base = *test::catalog().find("love-letter-bga");
  love_letter::Edition other = read_otherwise(base.id, "handmaid.new-round", "lasts-until-next-turn", "love-letter-bga-fewer-guards");
  --other.copies[static_cast<size_t>(Role::guard)];  // after choose, which resolves the copies again
  const DiffResult d = smt::diff_decisions_of(base, other, test::catalog(), SolveOptions{},
                                              [](const std::string& decision) { return decision == "round-start"; });
  const auto f = std::find_if(d.findings.begin(), d.findings.end(), [](const Finding& x) { return x.id.ends_with(":round-start"); });
  ASSERT_NE(f, d.findings.end());
  EXPECT_EQ(f->kind, "divergence") << f->message;
  EXPECT_TRUE(f->replayed);
  const size_t steps = f->witness.find("\nsteps:"), deal = f->witness.find("new_round:", steps);
  ASSERT_NE(deal, std::string::npos) << f->witness;
  EXPECT_NE(f->witness.find("completion:", deal), std::string::npos) << "each edition's own cards under the shared ones\n" << f->witness;
  EXPECT_EQ(smt::replay(f->witness, {&base, &other}, test::catalog()), "") << f->witness;
}


// BGA l.31: a player eliminated with the Constable in her discards gains a
// token; constable.timing reads whether a Constable discarded as she leaves
// counts. Ana, holding the Constable, plays the Princess and leaves, Bo is
// the last in the round: the round ends with the play, and the token is the
// play's own under one reading (play.princess, as the solver counts a play's
// tokens), not the round's end.
TEST(GameApart, AConstablesTokenOnAPlayThatEndsTheRoundIsThePlays) {
  const auto& ed = *test::catalog().find("love-letter-bga-premium");
  const love_letter::Edition other = read_otherwise(ed.id, "constable.timing", "also-discarded-on-elimination", "love-letter-bga-premium-constable");
  const love_letter::Engine ea(ed), eb(other);
  // Ana and Bo in the round, three players out; Ana draws the Constable.
  love_letter::State s = test::deal({Role::princess, Role::guard, Role::none, Role::none, Role::none}, {Role::constable, Role::priest});
  s.to_move = 0;
  love_letter::State a = s, b = s;
  ea.start_turn(a, nullptr);
  eb.start_turn(b, nullptr);
  EXPECT_EQ(props::parting_after(ea, eb, a, b, test::play(Role::princess)), "play.princess");
}

}  // namespace
}  // namespace errata
