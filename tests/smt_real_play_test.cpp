// What the SMT encodings assume about a state of real play
// (checker/love_letter/smt/real_play.h) is named by the invariants of
// model/love_letter/reachability, and holds in every state random play
// reaches, under bundled and random user editions: the round-end assumptions
// at the end of every turn (before the engine decides whether the round
// ends), the play assumptions at the start of every turn (the player to
// move having drawn), the state put in the encodings' variables.
//
// `make test` plays 60 games (3 s); by hand, more: ERRATA_REAL_PLAY_GAMES=5000
// build/tests/errata_tests --gtest_filter='SmtRealPlay.*'.
#include <gtest/gtest.h>

#include <cstdlib>
#include <set>

#include "checker/love_letter/smt/real_play.h"
#include "checker/love_letter/smt/witness.h"
#include "drawn_editions.h"
#include "model/love_letter/random_play.h"
#include "model/love_letter/reachability.h"

namespace errata::test {
namespace {

using love_letter::Edition;
using love_letter::Engine;
using love_letter::Rules;

struct Fixed {
  z3::expr_vector from, to;
  explicit Fixed(z3::context& c) : from(c), to(c) {}
  void set(const z3::expr& var, const z3::expr& value) { from.push_back(var), to.push_back(value); }
};

// The assumptions `assumed` breaks with their variables fixed by `fixed`.
std::string broken(const std::vector<smt::Assumed>& assumed, Fixed& fixed) {
  std::string out;
  for (const auto& a : assumed) {
    z3::expr v = a.formula;
    v = v.substitute(fixed.from, fixed.to).simplify();
    if (!v.is_true()) out += std::string(out.empty() ? "" : ", ") + std::string(a.invariant);
  }
  return out;
}

std::vector<Role> roles_of(const Edition& ed) {
  std::vector<Role> roles;
  for (const auto& card : ed.cards) roles.push_back(card.role);
  std::sort(roles.begin(), roles.end());
  return roles;
}

// One game's symbolic states and their assumptions, built once; each state
// reached is put in their variables.
struct Encoded {
  z3::context& c;
  const Edition& ed;
  smt::SymbolicRound round;
  smt::SymbolicPlay play;
  std::vector<smt::Assumed> at_end, at_start;
  Encoded(z3::context& ctx, const Edition& e, int players)
      : c(ctx), ed(e), round(ctx, players, roles_of(e)), play(ctx, players),
        at_end(smt::round_assumptions(round, e)), at_start(smt::play_assumptions(play, e, roles_of(e))) {}

  // A state at the end of a turn, before the round's end is decided.
  std::string round_broken(const State& st) {
    const smt::SymbolicRound& s = round;
    Fixed f(c);
    for (int p = 0; p < st.players; ++p) {
      const auto seat = static_cast<size_t>(p);
      f.set(s.in_round[seat], c.bool_val(st.is_in(p)));
      f.set(s.hand[seat], c.int_val(st.is_in(p) ? static_cast<int>(st.hand[p][0]) : 0));
      f.set(s.tokens[seat], c.int_val(st.tokens[p]));
      for (size_t k = 0; k < s.roles.size(); ++k) f.set(s.discards[seat][k], c.int_val(st.discards[p].count(s.roles[k])));
    }
    f.set(s.jester_holder, c.int_val(st.jester_holder));
    f.set(s.jester_giver, c.int_val(st.jester_holder >= 0 ? st.jester_owner : -1));
    return broken(at_end, f);
  }

  // A state at the start of a turn (the player to move has drawn), seats
  // turned so that she is seat 0.
  std::string play_broken(const State& st) {
    const smt::SymbolicPlay& s = play;
    const int n = st.players, me = st.to_move;
    Fixed f(c);
    auto role = [&](Role r) { return c.int_val(static_cast<int>(r)); };
    f.set(s.played, role(st.hand[me][0]));
    f.set(s.other, role(st.hand[me][1]));
    f.set(s.deck_size, c.int_val(std::min<int>(st.deck.size, 3)));
    f.set(s.top, role(st.deck.size > 0 ? st.deck.at(0) : Role::none));
    f.set(s.next, role(st.deck.size > 1 ? st.deck.at(1) : Role::none));
    f.set(s.third, role(st.deck.size > 2 ? st.deck.at(2) : Role::none));
    f.set(s.demand, c.int_val(st.sycophant_choice < 0 ? -1 : (st.sycophant_choice - me + n) % n));
    for (int seat = 0; seat < n; ++seat) {
      const int p = (me + seat) % n;
      const auto k = static_cast<size_t>(seat);
      const auto& d = st.discards[p];
      // A player out of the round left with her last discard: `gone`, not counted twice.
      const Role last = d.empty() ? Role::none : d[d.size - 1];
      const Role gone = st.is_in(p) ? Role::none : last;
      f.set(s.in_round[k], c.bool_val(st.is_in(p)));
      f.set(s.protect[k], c.bool_val(love_letter::has(st.protected_players, p)));
      f.set(s.carried[k], c.bool_val(love_letter::has(st.protected_players, p) && d.empty()));
      f.set(s.constable[k], c.bool_val(d.count(Role::constable) > (gone == Role::constable ? 1 : 0)));
      f.set(s.bishops[k], c.int_val(d.count(Role::bishop) - (gone == Role::bishop ? 1 : 0)));
      f.set(s.tokens[k], c.int_val(st.tokens[p]));
      if (seat > 0) {
        f.set(s.hand[k], role(st.is_in(p) ? st.hand[p][0] : Role::none));
        f.set(s.gone[k], role(gone));
      }
    }
    return broken(at_start, f);
  }
};

TEST(SmtRealPlay, EveryAssumptionIsANamedInvariantThatHoldsWhereTheEncodingLooks) {
  for (const auto& id : catalog().ids()) {
    const Edition& ed = *catalog().find(id);
    z3::context c;
    std::set<std::string_view> names;
    smt::SymbolicRound r(c, ed.min_players, roles_of(ed));
    for (const auto& a : smt::round_assumptions(r, ed)) {
      EXPECT_TRUE(names.insert(a.invariant).second) << a.invariant << " twice";
      EXPECT_FALSE(love_letter::reachability_invariant(a.invariant).between_turns_only) << a.invariant;
    }
    names.clear();
    smt::SymbolicPlay p(c, ed.min_players);
    for (const auto& a : smt::play_assumptions(p, ed, roles_of(ed)))
      EXPECT_TRUE(names.insert(a.invariant).second) << a.invariant << " twice";
  }
}

TEST(SmtRealPlay, EveryStateRandomPlayReachesMeetsTheEncodingsAssumptions) {
  const char* env = std::getenv("ERRATA_REAL_PLAY_GAMES");
  const uint64_t games = env ? std::stoull(env) : 60;
  for (uint64_t seed = 1; seed <= games; ++seed) {
    std::string text;
    const Edition ed = drawn_edition(seed, &text);
    const Engine engine(ed);
    Rng rng(seed * 7919);
    const int players = ed.min_players + static_cast<int>(rng.below(static_cast<uint32_t>(ed.max_players - ed.min_players + 1)));
    State s = love_letter::first_round(engine, players, 0, rng);
    z3::context c;
    Encoded encoded(c, ed, players);
    for (int turn = 0; turn < 200 && !s.round_over; ++turn) {
      engine.start_turn(s, nullptr);
      const std::string at_start = encoded.play_broken(s);
      ASSERT_EQ(at_start, "") << ed.id << " seed " << seed << ", a turn's start\n" << text;
      love_letter::Action a;
      ASSERT_TRUE(engine.random_legal_play(s, rng, a));
      State end = s;
      ASSERT_EQ(engine.resolve(end, a, nullptr), love_letter::Rejection::none);
      // (A turn that ended the game at once leaves the round no end to decide.)
      if (end.in_round() != 0 && !end.game_over) {
        ASSERT_EQ(encoded.round_broken(end), "") << ed.id << " seed " << seed << ", a turn's end\n" << text;
      }
      ASSERT_EQ(engine.play(s, a, nullptr), love_letter::Rejection::none);
    }
  }
}

}  // namespace
}  // namespace errata::test

namespace errata::test {
namespace {

using love_letter::Edition;

// A witness replays as `errata run --strict` runs it: a setup no real play
// reaches (Bo protected without a Handmaid played: handmaid.protect) shows
// nothing, though the engine accepts it.
TEST(SmtRealPlay, AWitnessNoRealPlayReachesDoesNotReplay) {
  const std::string setup = "setup: {players: [Ana, Bo], hands: {Ana: guard, Bo: priest}, deck: [baron, handmaid, king, prince]";
  const std::string tail = "}\nexpect: {round_over: false}\n";
  const std::string head = "name: a state of real play or not\ngame: love-letter\neditions: [love-letter-2019]\n";
  const Edition& ed = *catalog().find("love-letter-2019");
  EXPECT_EQ(smt::replay(head + setup + tail, {&ed}, catalog()), "");
  const std::string why = smt::replay(head + setup + ", protected: [Bo]" + tail, {&ed}, catalog());
  EXPECT_NE(why.find("(strict): no real play reaches this setup: it breaks protected-played-handmaid"), std::string::npos) << why;
}

}  // namespace
}  // namespace errata::test
