#include "real_play_values.h"

#include <algorithm>
#include <optional>
#include <utility>

#include "model/core/rng.h"
#include "model/love_letter/engine.h"
#include "model/love_letter/random_play.h"

namespace errata::smt {

using love_letter::Role;

z3::model RealPlayValues::model() const {
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
void no_choice(const SymbolicPlay& s, RealPlayValues& v) {
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

RealPlayValues play_values(const SymbolicPlay& s, const love_letter::State& st) {
  z3::context& c = s.c;
  RealPlayValues v(c);
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

RealPlayValues round_values(const SymbolicRound& s, const love_letter::State& st) {
  z3::context& c = s.c;
  RealPlayValues v(c);
  for (int p = 0; p < st.players; ++p) {
    const auto seat = static_cast<size_t>(p);
    v.set(s.in_round[seat], c.bool_val(st.is_in(p)));
    v.set(s.hand[seat], c.int_val(st.is_in(p) ? static_cast<int>(st.hand[p][0]) : 0));
    v.set(s.tokens[seat], c.int_val(st.tokens[p]));
    for (size_t k = 0; k < s.roles.size(); ++k) v.set(s.discards[seat][k], c.int_val(st.discards[p].count(s.roles[k])));
  }
  v.set(s.jester_holder, c.int_val(st.jester_holder));
  v.set(s.jester_giver, c.int_val(st.jester_holder >= 0 ? st.jester_owner : -1));
  return v;
}

namespace {

// The first turn's start of the deal of `seed` (seat 0 to move, having drawn).
love_letter::State first_turn(const love_letter::Engine& engine, int players, Rng& rng) {
  love_letter::State st = love_letter::first_round(engine, players, 0, rng);
  engine.start_turn(st, nullptr);
  return st;
}

// The end of the last turn of the first round, from the deal of the rng's
// seed played at random: before the engine decides the round's end (a
// round-end state), or nullopt when no such turn came within 200.
std::optional<love_letter::State> last_turn_end(const love_letter::Engine& engine, int players, Rng& rng) {
  love_letter::State st = first_turn(engine, players, rng);
  for (int turn = 0; turn < 200; ++turn) {
    love_letter::Action a;
    if (!engine.random_legal_play(st, rng, a)) return std::nullopt;
    love_letter::State end = st;
    if (engine.resolve(end, a, nullptr) != love_letter::Rejection::none || engine.play(st, a, nullptr) != love_letter::Rejection::none)
      return std::nullopt;
    if (st.round_over) return end.game_over ? std::nullopt : std::optional(end);
    engine.start_turn(st, nullptr);
  }
  return std::nullopt;
}

template <typename Symbolic>
Verdict shown_or_solved(const love_letter::Edition& a, const love_letter::Edition& b, const Symbolic& s, const z3::expr& formula,
                        const SolveOptions& o) {
  if (shown_by_real_play(a, s, formula) || shown_by_real_play(b, s, formula)) return Verdict::sat;
  std::optional<z3::model> m;
  return solve(s.c, formula, s.c.int_val(0), o, m);
}

}  // namespace

bool shown_by_real_play(const love_letter::Edition& ed, const SymbolicPlay& s, const z3::expr& formula) {
  if (s.players < ed.min_players || s.players > ed.max_players) return false;
  const love_letter::Engine engine(ed);
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    Rng rng(seed);
    love_letter::State st = first_turn(engine, s.players, rng);
    for (int order = 0; order < 2; ++order) {
      if (play_values(s, st).model().eval(formula, true).is_true()) return true;
      std::swap(st.hand[0].card[0], st.hand[0].card[1]);
    }
  }
  return false;
}

bool shown_by_real_play(const love_letter::Edition& ed, const SymbolicRound& s, const z3::expr& formula) {
  if (s.players < ed.min_players || s.players > ed.max_players) return false;
  const love_letter::Engine engine(ed);
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    Rng rng(seed);
    const auto end = last_turn_end(engine, s.players, rng);
    if (end && round_values(s, *end).model().eval(formula, true).is_true()) return true;
  }
  return false;
}

Verdict some_state(const love_letter::Edition& a, const love_letter::Edition& b, const SymbolicPlay& s, const z3::expr& formula,
                   const SolveOptions& o) {
  return shown_or_solved(a, b, s, formula, o);
}

Verdict some_state(const love_letter::Edition& a, const love_letter::Edition& b, const SymbolicRound& s, const z3::expr& formula,
                   const SolveOptions& o) {
  return shown_or_solved(a, b, s, formula, o);
}

}  // namespace errata::smt
