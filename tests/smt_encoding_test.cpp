// The SMT encodings against the executable models: RapidCheck draws concrete
// round-end states and setups for every edition, and the Z3 encoding, fixed to
// that state, must decide exactly what the engine decides.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include "checker/smt/round_end_encoding.h"
#include "model/love_letter/engine.h"
#include "props/round_states.h"
#include "support.h"

namespace errata::test {
namespace {

using love_letter::Edition;
using love_letter::Engine;

// The encoding's verdict on state `s`, found by fixing every variable to it.
struct Decided {
  std::vector<bool> wins;
  std::vector<int> tokens_after;
  bool game_over;
  std::vector<bool> wins_game;
};

Decided encoded(const Edition& ed, const State& st) {
  z3::context c;
  std::vector<Role> roles;
  for (const auto& card : ed.cards) roles.push_back(card.role);
  std::sort(roles.begin(), roles.end());
  smt::SymbolicRound s(c, st.players, roles);
  const smt::RoundEnd e = smt::encode_round_end(s, ed, "e");
  z3::solver solver(c);
  solver.add(e.definitions);
  for (int p = 0; p < st.players; ++p) {
    const auto seat = static_cast<size_t>(p);
    solver.add(s.in_round[seat] == c.bool_val(st.is_in(p)));
    solver.add(s.hand[seat] == (st.is_in(p) ? static_cast<int>(st.hand[p][0]) : 0));
    solver.add(s.tokens[seat] == st.tokens[p]);
    for (int k = 0; k < smt::kPileSlots; ++k)
      solver.add(s.pile[seat][static_cast<size_t>(k)] == (k < st.discards[p].size ? static_cast<int>(st.discards[p][k]) : 0));
  }
  RC_ASSERT(solver.check() == z3::sat);
  const z3::model m = solver.get_model();
  Decided d;
  for (int p = 0; p < st.players; ++p) {
    const auto seat = static_cast<size_t>(p);
    d.wins.push_back(m.eval(e.wins_round[seat], true).is_true());
    d.tokens_after.push_back(st.tokens[p] + static_cast<int>(m.eval(e.gains[seat], true).get_numeral_int64()));
    d.wins_game.push_back(m.eval(e.wins_game[seat], true).is_true());
  }
  d.game_over = m.eval(e.game_over, true).is_true();
  return d;
}

RC_GTEST_PROP(SmtEncoding, RoundEndAgreesWithTheEngine, ()) {
  const auto ids = catalog().ids();
  const Edition& ed = *catalog().find(*rc::gen::elementOf(ids));
  RC_TAG(ed.id);
  Rng rng(*rc::gen::arbitrary<uint64_t>());
  State s = props::round_about_to_end(ed, rng);
  const Decided z = encoded(ed, s);
  Engine(ed).begin(s, nullptr);
  RC_ASSERT(s.round_over);
  for (int p = 0; p < s.players; ++p) {
    RC_ASSERT(z.wins[static_cast<size_t>(p)] == love_letter::has(s.round_winners, p));
    RC_ASSERT(z.tokens_after[static_cast<size_t>(p)] == static_cast<int>(s.tokens[p]));
    if (s.game_over) RC_ASSERT(z.wins_game[static_cast<size_t>(p)] == love_letter::has(s.game_winners, p));
  }
  RC_ASSERT(z.game_over == s.game_over);
}

}  // namespace
}  // namespace errata::test

#include "checker/smt/setup_encoding.h"

namespace errata::test {
namespace {

// Setups: the encoding accepts exactly what the engine's setup check accepts.
RC_GTEST_PROP(SmtEncoding, SetupAcceptanceAgreesWithTheEngine, ()) {
  std::array<int8_t, love_letter::kRoleCount> pool{};
  for (const auto& id : catalog().ids())
    for (int i = 1; i < love_letter::kRoleCount; ++i)
      pool[static_cast<size_t>(i)] = std::max(pool[static_cast<size_t>(i)], catalog().find(id)->copies[static_cast<size_t>(i)]);
  Rng rng(*rc::gen::arbitrary<uint64_t>());
  const State s = props::any_setup(pool, rng);
  std::array<int, love_letter::kRoleCount> used{};
  for (int p = 0; p < s.players; ++p) ++used[static_cast<size_t>(s.hand[p][0])];
  for (int i = 0; i < s.deck.size; ++i) ++used[static_cast<size_t>(s.deck.at(i))];
  for (Role r : s.face_up) ++used[static_cast<size_t>(r)];
  for (const auto& id : catalog().ids()) {
    const Edition& ed = *catalog().find(id);
    const bool engine = !Engine(ed).setup_problem(s).has_value();
    RC_ASSERT(smt::encoded_setup_accepted(ed, s.players, used, s.face_up.size) == engine);
  }
}

}  // namespace
}  // namespace errata::test
