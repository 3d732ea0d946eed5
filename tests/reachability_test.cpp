// The invariants of real play (model/love_letter/reachability.h): every state
// random legal games of every edition and player count reach keeps them all,
// each of them can be broken (so the property can fail), and each cites a
// clause every edition quotes.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <functional>
#include <map>
#include <set>

#include "model/love_letter/clause_ids.h"
#include "model/love_letter/random_play.h"
#include "model/love_letter/reachability.h"
#include "props/love_letter/random_games.h"
#include "support.h"

namespace errata::test {
namespace {

using namespace love_letter;

// random_game_problem checks every state it reaches (after the deal, after
// each draw, after each play, after each new round) against the whole list.
RC_GTEST_PROP(Reachability, EveryStateReachedInPlayKeepsTheInvariants, (uint64_t seed)) {
  const auto ids = catalog().ids();
  const auto& ed = *catalog().find(*rc::gen::elementOf(ids));
  const int players = *rc::gen::inRange(ed.min_players, ed.max_players + 1);
  RC_TAG(ed.id, players);
  RC_ASSERT(props::random_game_problem(ed, players, seed, nullptr) == std::nullopt);
}

TEST(Reachability, EveryEditionAndPlayerCount) {
  for (const auto& id : catalog().ids()) {
    const auto& ed = *catalog().find(id);
    for (int players = ed.min_players; players <= ed.max_players; ++players)
      for (uint64_t seed = 1; seed <= 25; ++seed)
        ASSERT_EQ(props::random_game_problem(ed, players, seed * 104729 + 17, nullptr), std::nullopt)
            << id << ", " << players << " players, seed " << seed;
  }
}

// A dealt 3-player round of the 2019 edition, then one change that breaks `name`.
State broken(const std::string& name) {
  Engine engine(ll2019());
  Rng rng(7);
  State s = first_round(engine, 3, 0, rng);
  const std::map<std::string, std::function<void(State&)>> change{
      {"in-round-holds-one", [](State& t) { t.hand[1].add(Role::guard); }},
      {"out-holds-nothing", [](State& t) { t.eliminated = only(2); t.discards[2].add(Role::guard); }},
      {"out-has-discarded", [](State& t) { t.eliminated = only(2); t.hand[2].clear(); }},
      {"princess-not-discarded-in-round", [](State& t) { t.discards[1].add(Role::princess); }},
      {"protected-played-handmaid", [](State& t) { t.protected_players = only(1); t.discards[1].add(Role::guard); }},
      {"protected-in-round",
       [](State& t) {
         t.eliminated = only(2);
         t.hand[2].clear();
         t.discards[2].add(Role::handmaid);
         t.protected_players = only(2);
       }},
      {"within-copies", [](State& t) { for (int i = 0; i < 3; ++i) t.discards[1].add(Role::princess); }},
      {"to-move-in-round", [](State& t) { t.to_move = 5; }},
      {"two-in-round", [](State& t) { t.eliminated = only(1) | only(2); }},
      {"no-winner-before-game-end", [](State& t) { t.tokens[0] = 99; }},
      {"jester-token-from-a-jester", [](State& t) { t.jester_holder = 1, t.jester_owner = 2; }},
      {"drawn-unprotected",
       [](State& t) {
         t.hand[0].add(Role::guard);
         t.protected_players = only(0);
         t.discards[0].add(Role::handmaid);
       }},
      {"sycophant-demand-just-made", [](State& t) { t.sycophant_choice = 1; }},
  };
  EXPECT_TRUE(change.count(name)) << "no breaking change written for " << name;
  if (change.count(name)) change.at(name)(s);
  return s;
}

TEST(Reachability, EachInvariantCanBeBroken) {
  Engine engine(ll2019());
  Rng rng(7);
  EXPECT_TRUE(broken_invariants(first_round(engine, 3, 0, rng), ll2019()).empty());
  for (const auto& inv : reachability_invariants()) {
    bool found = false;
    for (const auto* b : broken_invariants(broken(std::string(inv.name)), ll2019())) found = found || b == &inv;
    EXPECT_TRUE(found) << inv.name;
  }
}

// The edition with another variant at `point` (a reading's option, or a stated variant replaced).
love_letter::Edition with(const std::string& id, const std::string& point, const std::string& variant) {
  love_letter::Edition ed = *catalog().find(id);
  if (ed.reading(point)) {
    EXPECT_EQ(ed.choose(point, variant), "");
  } else {
    ed.variants[point] = variant;
    EXPECT_EQ(ed.finish(), "");
  }
  return ed;
}

bool breaks(const State& s, const love_letter::Edition& ed, std::string_view name) {
  for (const auto* b : broken_invariants(s, ed))
    if (b->name == name) return true;
  return false;
}

// game.end-timing end-of-round (the Premium reading): a Bishop guessed right
// takes its player to the winning count while the round goes on; the game
// ends with the round (the false proof of issue 21 rested on the opposite).
TEST(Reachability, UnderEndOfRoundAPlayerMayHoldTheWinningTokensWhileTheRoundGoesOn) {
  const auto at_once = *catalog().find("love-letter-bga-premium");
  const auto later = with("love-letter-bga-premium", "game.end-timing", "end-of-round");
  Engine engine(later);
  Rng rng(7);
  State s = first_round(engine, 5, 0, rng);
  const int needed = later.tokens_needed(5);
  s.tokens[0] = static_cast<uint8_t>(needed);
  EXPECT_TRUE(breaks(s, later, "no-winner-before-game-end"));  // no card of hers won a token this round
  s.discards[0].add(Role::bishop);  // she played a Bishop and guessed right
  EXPECT_FALSE(breaks(s, later, "no-winner-before-game-end"));
  EXPECT_TRUE(breaks(s, at_once, "no-winner-before-game-end"));  // there the token ended the game at once
  s.tokens[0] = static_cast<uint8_t>(needed + 1);
  EXPECT_TRUE(breaks(s, later, "no-winner-before-game-end"));  // one Bishop, one token
}

// handmaid.new-round lasts-until-next-turn (a BGA reading): a player protected
// in the last round's last turn starts the next one protected, her discards empty.
TEST(Reachability, ProtectionCarriedIntoANewRoundNeedsNoHandmaidInTheDiscards) {
  const auto ends = *catalog().find("love-letter-bga");
  const auto lasts = with("love-letter-bga", "handmaid.new-round", "lasts-until-next-turn");
  Engine engine(lasts);
  Rng rng(7);
  State s = first_round(engine, 3, 0, rng);
  s.protected_players = love_letter::only(1);
  EXPECT_FALSE(breaks(s, lasts, "protected-played-handmaid"));
  EXPECT_TRUE(breaks(s, ends, "protected-played-handmaid"));
  s.discards[1].add(Role::guard);  // she has discarded since: her protection would have ended with her turn
  EXPECT_TRUE(breaks(s, lasts, "protected-played-handmaid"));
}

// (every edition whose card table has the card the invariant is about)
TEST(Reachability, EachInvariantCitesAClauseEveryEditionQuotes) {
  const auto every = every_engine_clause();
  const std::set<std::string> declared(every.begin(), every.end());
  std::set<std::string_view> names;
  for (const auto& inv : reachability_invariants()) {
    EXPECT_TRUE(names.insert(inv.name).second) << "two invariants named " << inv.name;
    EXPECT_TRUE(declared.count(std::string(inv.clause))) << inv.name << " cites " << inv.clause;
    for (const auto& id : catalog().ids())
      if (inv.card == Role::none || catalog().find(id)->card(inv.card)) {
        EXPECT_NE(catalog().find(id)->clause(std::string(inv.clause)), nullptr) << id << " lacks " << inv.clause;
      }
  }
}

}  // namespace
}  // namespace errata::test

namespace errata::love_letter {
namespace {

// The Sycophant cannot choose a protected player, and no turn passes between
// its choice and the card that must follow it: a standing demand on a
// protected player is a state no game reaches (the solver once found
// sycophant.impossible apart there; no game did).
TEST(Reachability, AStandingDemandNamesNoProtectedPlayer) {
  State s;
  s.players = 5;  // Premium seats 5 to 8
  s.hand[0].add(Role::cardinal), s.hand[0].add(Role::countess);
  const Role held[] = {Role::baron, Role::guard, Role::priest, Role::king};
  const Role played[] = {Role::handmaid, Role::count, Role::count, Role::sycophant};  // one turn each, the Sycophant's last
  for (int p = 1; p < 5; ++p) s.hand[p].add(held[p - 1]), s.discards[p].add(played[p - 1]);
  s.to_move = 0;
  s.sycophant_choice = 2;
  const auto& premium = *errata::test::catalog().find("love-letter-bga-premium");
  auto broken_names = [&](const State& t) {
    std::vector<std::string> out;
    for (const auto* b : broken_invariants(t, premium)) out.emplace_back(b->name);
    return out;
  };
  EXPECT_EQ(broken_names(s), std::vector<std::string>{}) << "a demand on an unprotected player just made: reachable";
  s.sycophant_choice = 1;
  s.protected_players = only(1);
  EXPECT_EQ(broken_names(s), std::vector<std::string>{"sycophant-demand-just-made"});
}

}  // namespace
}  // namespace errata::love_letter

namespace errata::test {
namespace {

// A whole deal whose piles no turns produce (a witness once put every card
// its deck had to place into one pile: 13 discards against none, two
// players): run --strict refuses it, as it refuses a witness.
TEST(Reachability, PilesNoTurnsProduceAreNoRealPlay) {
  love_letter::State s;
  s.players = 2;
  s.hand[0].add(Role::princess), s.hand[1].add(Role::king);
  for (Role r : {Role::priest, Role::priest, Role::handmaid, Role::handmaid, Role::countess, Role::spy, Role::chancellor})
    s.discards[0].add(r);
  EXPECT_NE(love_letter::piles_problem(s, ll2019()), std::nullopt) << "7 discards against none: 6 are no turn's";
  s.discards[1].add(Role::guard);
  EXPECT_NE(love_letter::piles_problem(s, ll2019()), std::nullopt) << "one Guard forces one discard, not five";
  s.discards[0] = {};
  for (Role r : {Role::priest, Role::prince}) s.discards[0].add(r);
  s.discards[1].add(Role::baron);
  EXPECT_EQ(love_letter::piles_problem(s, ll2019()), std::nullopt) << "two turns each";
  s.discards[1].add(Role::handmaid);
  s.discards[1].add(Role::king);
  EXPECT_EQ(love_letter::piles_problem(s, ll2019()), std::nullopt) << "four in one pile: three turns and a Prince's discard";
}

}  // namespace
}  // namespace errata::test
