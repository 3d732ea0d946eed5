#include "real_play_values.h"

#include <algorithm>
#include <utility>

#include "model/core/rng.h"
#include "model/love_letter/engine.h"
#include "model/love_letter/random_play.h"

namespace errata::smt {

using love_letter::Role;

z3::model PlayValues::model() const {
  z3::model m(unknowns.ctx());
  for (unsigned i = 0; i < unknowns.size(); ++i) {
    z3::func_decl unknown = unknowns[i].decl();
    z3::expr value = values[i];
    m.add_const_interp(unknown, value);
  }
  return m;
}

namespace {

// No choice made yet: no target, no guess, no number; the Chancellor keeps
// the card it held and puts the others back in the order drawn.
void no_choice(const SymbolicPlay& s, PlayValues& v) {
  z3::context& c = s.c;
  v.set(s.target, c.int_val(-1));
  v.set(s.target2, c.int_val(-1));
  v.set(s.guess, c.int_val(0));
  v.set(s.number, c.int_val(-1));
  v.set(s.redraw, c.bool_val(false));
  v.set(s.keep, c.int_val(0));
  v.set(s.swap, c.bool_val(false));
}

}  // namespace

PlayValues play_values(const SymbolicPlay& s, const love_letter::State& st) {
  z3::context& c = s.c;
  PlayValues v(c);
  const int n = st.players, me = st.to_move;
  auto role = [&](Role r) { return c.int_val(static_cast<int>(r)); };
  v.set(s.played, role(st.hand[me][0]));
  v.set(s.other, role(st.hand[me][1]));
  v.set(s.deck_size, c.int_val(std::min<int>(st.deck.size, 3)));
  v.set(s.top, role(st.deck.size > 0 ? st.deck.at(0) : Role::none));
  v.set(s.next, role(st.deck.size > 1 ? st.deck.at(1) : Role::none));
  v.set(s.third, role(st.deck.size > 2 ? st.deck.at(2) : Role::none));
  v.set(s.demand, c.int_val(st.sycophant_choice < 0 ? -1 : (st.sycophant_choice - me + n) % n));
  for (int seat = 0; seat < n; ++seat) {
    const int p = (me + seat) % n;
    const auto k = static_cast<size_t>(seat);
    const auto& d = st.discards[p];
    // A player out of the round left with her last discard: `gone`, not counted twice.
    const Role last = d.empty() ? Role::none : d[d.size - 1];
    const Role gone = st.is_in(p) ? Role::none : last;
    v.set(s.in_round[k], c.bool_val(st.is_in(p)));
    v.set(s.protect[k], c.bool_val(love_letter::has(st.protected_players, p)));
    v.set(s.carried[k], c.bool_val(love_letter::has(st.protected_players, p) && d.empty()));
    v.set(s.constable[k], c.bool_val(d.count(Role::constable) > (gone == Role::constable ? 1 : 0)));
    v.set(s.bishops[k], c.int_val(d.count(Role::bishop) - (gone == Role::bishop ? 1 : 0)));
    v.set(s.tokens[k], c.int_val(st.tokens[p]));
    if (seat > 0) {
      v.set(s.hand[k], role(st.is_in(p) ? st.hand[p][0] : Role::none));
      v.set(s.gone[k], role(gone));
    }
  }
  no_choice(s, v);
  return v;
}

bool shown_by_real_play(const love_letter::Edition& ed, const SymbolicPlay& s, const z3::expr& formula) {
  if (s.players < ed.min_players || s.players > ed.max_players) return false;
  const love_letter::Engine engine(ed);
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    Rng rng(seed);
    love_letter::State st = love_letter::first_round(engine, s.players, 0, rng);
    engine.start_turn(st, nullptr);
    for (int order = 0; order < 2; ++order) {
      if (play_values(s, st).model().eval(formula, true).is_true()) return true;
      std::swap(st.hand[0].card[0], st.hand[0].card[1]);
    }
  }
  return false;
}

}  // namespace errata::smt
