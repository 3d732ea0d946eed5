// The fast legal_plays (built from the rules) against legal_plays_by_trial
// (every candidate tried on a copy of the state) on random reachable states of
// every edition: the two must give the same set of plays, and a random legal
// play must be one of them.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <tuple>
#include <vector>

#include "model/love_letter/random_play.h"
#include "model/love_letter/turn.h"
#include "data_cards/drawn_data_editions.h"
#include "random_turns.h"

namespace errata::test {
namespace {

using namespace love_letter;

auto key(const Action& a) {
  return std::make_tuple(a.card, a.target, a.target2, a.guess, a.number, a.redraw, a.keep, a.bottom[0], a.bottom[1],
                         a.bottom_count);
}

std::vector<Action> as_set(const Action* plays, int n) {
  std::vector<Action> v(plays, plays + n);
  std::sort(v.begin(), v.end(), [](const Action& x, const Action& y) { return key(x) < key(y); });
  v.erase(std::unique(v.begin(), v.end()), v.end());
  return v;
}

const auto by_key = [](const Action& x, const Action& y) { return key(x) < key(y); };

// The same set of plays both ways, and the random play one of them.
void expect_listed_as_tried(const Engine& engine, const State& s, const Rng& rng) {
  static Action fast[1024], trial[1024];
  const auto a = as_set(fast, engine.legal_plays(s, fast, 1024));
  const auto b = as_set(trial, engine.legal_plays_by_trial(s, trial, 1024));
  RC_ASSERT(a.size() == b.size());
  RC_ASSERT(a == b);
  Rng draws = rng;  // the play the turn will draw
  Action pick;
  RC_ASSERT(engine.random_legal_play(s, draws, pick));
  RC_ASSERT(std::binary_search(a.begin(), a.end(), pick, by_key));
}

RC_GTEST_PROP(LegalPlays, FromTheRulesEqualsByTrial, (uint64_t seed)) {
  each_random_turn(seed, expect_listed_as_tried, [](const Engine& e, State& s, const Action& a) { return e.play(s, a, nullptr); });
}

// The same of editions whose cards are written as data (drawn_data_editions.h).
RC_GTEST_PROP(LegalPlays, FromTheRulesEqualsByTrialWithCardsAsData, (uint64_t seed)) {
  each_random_turn(
      seed, expect_listed_as_tried, [](const Engine& e, State& s, const Action& a) { return e.play(s, a, nullptr); }, drawn_data_edition);
}

// Under the demand of `s`: whether each family's plays counted (how many, and
// the k-th for every k) are legal_plays' listed plays of that card, in order.
bool counted_as_listed(const Engine& engine, const State& s) {
  static Action listed[1024];
  const int n = engine.legal_plays(s, listed, 1024);
  int first = 0;  // the family's first play among the listed
  for (int family = 0; family < 2; ++family) {
    const int counted = engine.demanded_play_count(s, family);
    if (first + counted > n) return false;
    const Role card = counted > 0 ? listed[first].card : Role::none;
    if (std::count_if(listed, listed + n, [&](const Action& a) { return a.card == card; }) != counted) return false;
    for (int k = 0; k < counted; ++k)
      if (!(engine.demanded_play(s, family, k) == listed[first + k])) return false;
    first += counted;
  }
  return first == n;
}

// Random play under the Sycophant's demand counts the plays of each family
// that meet it (sycophant.force, sycophant.impossible) and writes out only the
// one drawn: on random reachable states of every edition, each under a demand
// on each player in the round, the plays counted must be legal_plays' listed
// ones, family by family, in the same order (so that a seed plays the same
// rounds as when they were listed). `s` under a demand on each player in the
// round (or under the round's own demand).
void expect_demands_counted_as_listed(const Engine& engine, const State& s, const Rng&) {
  for (int forced = s.sycophant_choice >= 0 ? s.sycophant_choice : 0; forced < s.players; ++forced) {
    if (!has(s.in_round(), forced)) continue;
    State demanded = s;
    demanded.sycophant_choice = static_cast<int8_t>(forced);
    RC_ASSERT(counted_as_listed(engine, demanded));
    if (s.sycophant_choice >= 0) break;  // a demand the round made: that one only
  }
}

RC_GTEST_PROP(LegalPlays, DemandedPlaysCountedAsListed, (uint64_t seed)) {
  each_random_turn(seed, expect_demands_counted_as_listed, [](const Engine& e, State& s, const Action& a) { return e.play(s, a, nullptr); });
}

// The same of editions whose cards are written as data: a card as data that
// chooses players answers the demand as a bundled one does.
RC_GTEST_PROP(LegalPlays, DemandedPlaysCountedAsListedWithCardsAsData, (uint64_t seed)) {
  each_random_turn(
      seed, expect_demands_counted_as_listed, [](const Engine& e, State& s, const Action& a) { return e.play(s, a, nullptr); },
      drawn_data_edition);
}

// The protection variants and the all-protected case, which random deals reach
// only now and then: every player but the one to move protected.
TEST(LegalPlays, EveryOtherPlayerProtected) {
  for (const auto& id : catalog().ids()) {
   for (const auto& names : Rules::variants_of("guard.names")) {  // what the Guard names: characters or a number
    Edition ed = *catalog().find(id);
    ed.rules.set("guard.names", names);
    const Engine engine(ed);
    for (Role card : {Role::guard, Role::priest, Role::baron, Role::prince, Role::king}) {
      if (!ed.has_card(card)) continue;
      State s = deal({card, Role::spy, Role::spy}, {Role::handmaid});
      if (!ed.has_card(Role::spy)) s = deal({card, Role::princess, Role::countess}, {Role::handmaid});
      s.hand[0].add(Role::handmaid);
      s.protected_players = only(1) | only(2);
      Action fast[256], trial[256];
      const auto a = as_set(fast, engine.legal_plays(s, fast, 256));
      const auto b = as_set(trial, engine.legal_plays_by_trial(s, trial, 256));
      EXPECT_EQ(a.size(), b.size()) << id << " " << role_id(card);
      EXPECT_TRUE(a == b) << id << " " << role_id(card);
      EXPECT_FALSE(a.empty());
    }
   }
  }
}

// The Premium cards' plays (and every card's under the Sycophant's demand),
// which random deals reach only now and then: each Premium card beside each
// card of the edition, under each protection and each demand, with the
// variants of the rules they depend on; 5 players, the second eliminated, the
// third and fourth protected or not.
// Every combination of the variants (Rules::variants_of) at `points`.
std::vector<Rules> every_combination(const Rules& base, const std::vector<std::string>& points) {
  std::vector<Rules> out{base};
  for (const auto& point : points) {
    std::vector<Rules> next;
    for (const auto& r : out)
      for (const auto& v : Rules::variants_of(point)) {
        next.push_back(r);
        EXPECT_TRUE(next.back().set(point, v)) << point << "=" << v;
      }
    out = next;
  }
  return out;
}

TEST(LegalPlays, PremiumCardsAndTheSycophantsDemand) {
  const Edition& premium = *catalog().find("love-letter-bga-premium");
  int compared = 0, demands_that_bind = 0, discarded = 0;
  // The variants of the points that decide whom a Premium card (or any card
  // under a demand) may choose.
  const auto combinations = every_combination(premium.rules, {"handmaid.protection", "bishop.redraw", "cardinal.players",
                                                             "baroness.players", "sycophant.impossible"});
  EXPECT_EQ(combinations.size(), 32u);
  for (const Rules& rules : combinations) {
    Edition ed = premium;
    ed.rules = rules;
    const Engine engine(ed);
    for (Role card : {Role::assassin, Role::jester, Role::cardinal, Role::baroness, Role::sycophant, Role::count,
                      Role::constable, Role::dowager_queen, Role::bishop}) {
      for (const auto& beside : ed.cards) {
        for (PlayerSet shielded : {PlayerSet{0}, only(2), static_cast<PlayerSet>(only(2) | only(3) | only(4))}) {
          for (int demand = -1; demand < 5; ++demand) {
            State s = deal({card, Role::none, Role::bishop, Role::princess, Role::guard}, {Role::baron, Role::count});
            s.hand[0].add(beside.role);
            s.protected_players = shielded;
            s.sycophant_choice = static_cast<int8_t>(demand);
            Action fast[512], trial[512];
            const auto a = as_set(fast, engine.legal_plays(s, fast, 512));
            const auto b = as_set(trial, engine.legal_plays_by_trial(s, trial, 512));
            EXPECT_TRUE(a == b) << role_id(card) << " beside " << role_id(beside.role) << ", demand " << demand
                                << ", protected " << int{shielded};
            EXPECT_FALSE(a.empty());
            ++compared;
            if (demand >= 0) {
              EXPECT_TRUE(counted_as_listed(engine, s)) << role_id(card) << " beside " << role_id(beside.role)
                                                        << ", demand " << demand << ", protected " << int{shielded};
              State free = s;
              free.sycophant_choice = -1;
              demands_that_bind += engine.legal_plays(free, fast, 512) != static_cast<int>(a.size());
              // sycophant.impossible discarded-without-effect: a play choosing nobody, of a card that chooses players.
              const bool discards = rules.sycophant_impossible == Rules::SycophantImpossible::discarded_without_effect;
              for (const auto& play : a) discarded += discards && play.target == kNoPlayer && chooses_players(ed, play.card);
            }
          }
        }
      }
    }
  }
  EXPECT_GT(compared, 1000);
  EXPECT_GT(demands_that_bind, 100);  // the demand does narrow the plays in many of these states
  EXPECT_GT(discarded, 100);          // and, where no play can meet it, discards the card
}

}  // namespace
}  // namespace errata::test
