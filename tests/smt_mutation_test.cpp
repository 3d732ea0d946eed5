// The checker finds what it was not told about: mutant editions derived from
// each bundled one, one change at a time (a card's copies, a card's value, a
// token count, the player range, a variant). errata diff must report each
// mutant whose change shows, with witnesses the models replay, and find
// nothing in a mutant whose change cannot show. A random search with the
// engine stands guard: any difference it finds, the diff must have found too.
#include <gtest/gtest.h>

#include "checker/smt/diff.h"
#include "model/love_letter/engine.h"
#include "props/round_states.h"
#include "support.h"

namespace errata::test {
namespace {

using love_letter::Edition;
using love_letter::Engine;

struct Mutant {
  std::string what;
  Edition edition;
  bool must_show;  // the change shows in a setup or at the end of a round
};

Edition mutant_of(const Edition& ed, const std::function<void(Edition&)>& change) {
  Edition m = ed;
  m.id = ed.id + "-mutant";
  change(m);
  EXPECT_EQ(m.finish(), "");
  return m;
}

std::vector<Mutant> mutants(const Edition& ed) {
  std::vector<Mutant> out;
  for (auto& c : ed.cards) {  // the first stated card with copies: one fewer
    if (!c.count_stated || ed.copies[static_cast<size_t>(c.role)] == 0) continue;
    const Role r = c.role;
    out.push_back({"one " + std::string(love_letter::role_id(r)) + " fewer",
                   mutant_of(ed, [r](Edition& m) { for (auto& x : m.cards) if (x.role == r) --x.count; }), true});
    break;
  }
  // The highest card worth 0: it no longer wins the showdown.
  Role top = Role::none;
  for (const auto& c : ed.cards)
    if (ed.has_card(c.role) && (top == Role::none || c.value > ed.value_of(top))) top = c.role;
  out.push_back({"the highest card worth 0", mutant_of(ed, [top](Edition& m) { for (auto& x : m.cards) if (x.role == top) x.value = 0; }), true});
  out.push_back({"one more token to win with the fewest players",
                 mutant_of(ed, [](Edition& m) { ++m.tokens_to_win[m.min_players]; }), true});
  if (ed.max_players > ed.min_players)
    out.push_back({"one player fewer at most", mutant_of(ed, [](Edition& m) { --m.max_players; }), true});
  out.push_back({"the other tie rule", mutant_of(ed, [](Edition& m) {
                   m.variants["round.tie"] = m.rules.round_tie == love_letter::Rules::RoundTie::all_tied_win
                                                 ? "discard-total-then-nobody" : "all-tied-win";
                 }), true});
  if (ed.has_card(Role::spy))
    out.push_back({"the other Spy bonus", mutant_of(ed, [](Edition& m) {
                     m.variants["spy.bonus"] = m.rules.spy_bonus == love_letter::Rules::SpyBonus::sole_survivor_with_spy
                                                   ? "only-spy-player-in-round" : "sole-survivor-with-spy";
                   }), true});
  if (ed.has_card(Role::handmaid))
    out.push_back({"the other protection rule", mutant_of(ed, [](Edition& m) {
                     const std::string other = m.rules.protection == love_letter::Rules::Protection::effects_ignored
                                                   ? "cannot-be-chosen" : "effects-ignored";
                     if (m.reading("handmaid.protection")) EXPECT_EQ(m.choose("handmaid.protection", other), "");  // BGA: a reading
                     else m.variants["handmaid.protection"] = other;
                   }), true});
  // Changes that cannot show: a token count for a player count the edition never seats.
  out.push_back({"a token count for 9 players", mutant_of(ed, [](Edition& m) { m.tokens_to_win[9] = 1; }), false});
  return out;
}

// Whether the engine, on random round-end states and setups, ever decides
// differently under the two editions.
bool engine_sees_a_difference(const Edition& a, const Edition& b) {
  Rng rng(20261121);
  const Engine ea(a), eb(b);
  for (int i = 0; i < 400; ++i) {
    const int lo = std::max(a.min_players, b.min_players), hi = std::min(a.max_players, b.max_players);
    if (lo <= hi) {
      State s = props::round_about_to_end(a, rng, 3, lo + static_cast<int>(rng.below(static_cast<uint32_t>(hi - lo + 1))));
      if (!ea.setup_problem(s) && !eb.setup_problem(s)) {
        State x = s, y = s;
        ea.begin(x, nullptr);
        eb.begin(y, nullptr);
        if (x.round_winners != y.round_winners || x.tokens != y.tokens || x.game_over != y.game_over) return true;
      }
    }
    std::array<int8_t, love_letter::kRoleCount> pool{};
    for (int r = 0; r < love_letter::kRoleCount; ++r)
      pool[static_cast<size_t>(r)] = std::max(a.copies[static_cast<size_t>(r)], b.copies[static_cast<size_t>(r)]);
    const State setup = props::any_setup(pool, rng);
    if (ea.setup_problem(setup).has_value() != eb.setup_problem(setup).has_value()) return true;
  }
  return false;
}

class Mutation : public ::testing::TestWithParam<std::string> {};

TEST_P(Mutation, DiffReportsEveryObservableMutantAndNothingElse) {
  const Edition& ed = *catalog().find(GetParam());
  for (const auto& m : mutants(ed)) {
    // A generous time limit: the verdicts must not depend on how busy or slow the machine is (sanitizer builds).
    smt::SolveOptions generous;
    generous.timeout_ms = 30000;
    const smt::DiffResult d = smt::diff_editions(ed, m.edition, catalog(), generous);
    bool shown = false;
    for (const auto& f : d.findings) {
      EXPECT_NE(f.kind, "inconclusive") << m.what << ": " << f.message;
      if (f.kind != "divergence") continue;
      shown = true;
      EXPECT_FALSE(f.witness.empty()) << m.what;
      EXPECT_TRUE(f.replayed) << m.what << ": " << f.message;
    }
    EXPECT_EQ(shown, m.must_show) << ed.id << ": " << m.what;
    if (engine_sees_a_difference(ed, m.edition)) {
      EXPECT_TRUE(shown) << ed.id << ": " << m.what << " shows, the diff missed it";
    }
  }
}

INSTANTIATE_TEST_SUITE_P(EveryEdition, Mutation,
                         ::testing::Values("love-letter-2019", "love-letter-2019-classic", "princesse-princesse",
                                           "love-letter-bga", "love-letter-bga-premium"),
                         [](const auto& info) {
                           std::string n = info.param;
                           for (auto& ch : n)
                             if (ch == '-') ch = '_';
                           return n;
                         });

}  // namespace
}  // namespace errata::test
