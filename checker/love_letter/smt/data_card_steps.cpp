#include "data_card_steps.h"

#include <algorithm>

#include "card_traits.h"
#include "card_values.h"
#include "data_card_choice.h"
#include "data_card_return.h"
#include "play_checks.h"

namespace errata::smt {

using love_letter::Condition;
using love_letter::Duel;
using love_letter::EffectStep;
using love_letter::Role;
using love_letter::Rules;
using love_letter::StepKind;
using love_letter::Who;

namespace {

z3::expr one_if(const z3::expr& b) { return z3::ite(b, b.ctx().int_val(1), b.ctx().int_val(0)); }
z3::expr at(const z3::expr& seat, size_t p) { return seat == static_cast<int>(p); }

// The seat a step is about: its player (seat 0) or the chosen player.
z3::expr seat_of(const StepContext& x, Who who) { return who == Who::me ? x.s.c.int_val(0) : x.s.target; }

z3::expr in_round_at(const StepTurn& t, const z3::expr& seat) {
  z3::expr in = at(seat, 0) && !t.out[0];
  for (size_t p = 1; p < t.out.size(); ++p) in = in || (at(seat, p) && !t.out[p]);
  return in;
}

// A favor token won now, where `won` holds; under game.end-timing at-once
// the game ends as soon as a player has enough, unless the token comes with
// the round's end (`with_round`: constable.last-elimination).
void gain(const StepContext& x, StepTurn& t, size_t p, const z3::expr& won, const z3::expr& with_round) {
  t.gains[p] = t.gains[p] + one_if(won);
  t.round_gains[p] = t.round_gains[p] + one_if(won && with_round);
  if (x.ed.rules.game_end_timing == Rules::GameEndTiming::at_once)
    t.over = t.over || (won && !with_round && x.s.tokens[p] + t.gains[p] >= x.ed.tokens_needed(x.s.players));
}
void gain(const StepContext& x, StepTurn& t, size_t p, const z3::expr& won) { gain(x, t, p, won, x.s.c.bool_val(false)); }

// The seat leaves the round where `when` holds (and it is still in): its hand
// discarded without effect, its protection gone, and a token where the
// Constable lies in its discards (constable.timing: or is the card it left with).
void leave(const StepContext& x, StepTurn& t, size_t p, const z3::expr& when, const z3::expr& left_with) {
  const z3::expr go = when && !t.out[p];
  t.out[p] = t.out[p] || go;
  t.hand[p] = z3::ite(go, x.s.c.int_val(0), t.hand[p]);
  t.protect[p] = t.protect[p] && !go;
  if (!x.ed.has_card(Role::constable)) return;
  const bool also = x.ed.rules.constable_timing == Rules::ConstableTiming::also_discarded_on_elimination;
  const bool with_the_round = x.ed.rules.constable_last_elimination == Rules::ConstableLastElimination::with_the_round;
  gain(x, t, p, go && (x.s.constable[p] || (x.s.c.bool_val(also) && left_with == static_cast<int>(Role::constable))),
       x.s.c.bool_val(with_the_round) && seats_in_round(x.s.c, t.out) <= 1);
}

// The top card drawn where `when` holds: the card, the deck moved up.
z3::expr draw(StepTurn& t, const z3::expr& when) {
  z3::context& c = t.size.ctx();
  const z3::expr top = t.deck[0];
  t.deck = {z3::ite(when, t.deck[1], t.deck[0]), z3::ite(when, t.deck[2], t.deck[1]), z3::ite(when, c.int_val(0), t.deck[2])};
  t.size = z3::ite(when, t.size - 1, t.size);
  return top;
}

// Whether the step's condition holds: what the chosen player held before
// the steps against what was named (a character, or a number for its value).
z3::expr condition(const StepContext& x, const EffectStep& step) {
  z3::context& c = x.s.c;
  if (step.when == Condition::always) return c.bool_val(true);
  const z3::expr& held = x.chosen_held;
  const bool number = x.effect.naming.what == love_letter::Names::number;
  const z3::expr holds = number ? value_in(c, x.ed.value, x.roles, held) == named_number(x.s, x.ed, x.roles) : held == x.s.guess;
  if (step.when == Condition::not_holds_named) return !holds;
  if (step.when == Condition::holds_named) return holds;
  std::vector<Role> tagged;
  for (Role r : x.roles)
    if (const auto* e = x.ed.effect(r); e && std::find(e->tags.begin(), e->tags.end(), step.tag) != e->tags.end()) tagged.push_back(r);
  return holds && one_of(number ? held : x.s.guess, tagged);
}

void discard_and_draw(const StepContext& x, const EffectStep& step, const z3::expr& go, StepTurn& t) {
  z3::context& c = x.s.c;
  const z3::expr seat = seat_of(x, step.who);
  const z3::expr here = go && in_round_at(t, seat);
  // A card that makes its player leave when discarded (princess.leave): she
  // leaves, drawing first where the text says so (prince.princess).
  const z3::expr leaves = one_of(held_by(t, seat), leaving_when_discarded(x.ed, x.roles));
  // Drawing first where the step says, else as the edition's prince.princess reads.
  const bool first = step.draws_first_stated ? step.draws_first
                                             : x.ed.rules.prince_princess == Rules::PrincePrincess::draws_then_leaves;
  const z3::expr draws = here && (!leaves || c.bool_val(first));
  const z3::expr drawn = draw(t, draws);
  for (size_t p = 0; p < t.hand.size(); ++p) {
    t.hand[p] = z3::ite(draws && at(seat, p), drawn, t.hand[p]);
    leave(x, t, p, here && at(seat, p) && leaves, first ? drawn : c.int_val(0));
  }
}

// Its player and the chosen player compare hands; `leaves` leaves; equal: nobody.
void compare(const StepContext& x, const EffectStep& step, const z3::expr& go, StepTurn& t) {
  const z3::expr seat = x.s.target;
  const z3::expr here = go && !t.out[0] && in_round_at(t, seat);
  const CardValues values = card_values(x.ed);  // compared, not summed: their order is what counts
  const z3::expr mine = value_in(x.s.c, values.ranked, x.roles, t.hand[0]);
  const z3::expr theirs = value_in(x.s.c, values.ranked, x.roles, held_by(t, seat));
  const bool lower = step.leaves == Duel::lower_leaves;
  const z3::expr i_leave = lower ? mine < theirs : mine > theirs, they_leave = lower ? theirs < mine : theirs > mine;
  const std::vector<z3::expr> before = t.hand;
  leave(x, t, 0, here && i_leave, before[0]);
  for (size_t p = 1; p < t.hand.size(); ++p) leave(x, t, p, here && at(seat, p) && they_leave, before[p]);
}

void swap_hands(const StepContext& x, const z3::expr& go, StepTurn& t) {
  const z3::expr seat = x.s.target;
  const z3::expr here = go && !t.out[0] && in_round_at(t, seat);
  const z3::expr mine = t.hand[0], theirs = held_by(t, seat);
  t.hand[0] = z3::ite(here, theirs, mine);
  for (size_t p = 1; p < t.hand.size(); ++p) t.hand[p] = z3::ite(here && at(seat, p), mine, t.hand[p]);
}

}  // namespace

z3::expr held_by(const StepTurn& t, const z3::expr& seat) {
  z3::expr h = t.hand[0];
  for (size_t p = 1; p < t.hand.size(); ++p) h = z3::ite(at(seat, p), t.hand[p], h);
  return h;
}

StepTurn turn_before(const SymbolicPlay& s) {
  z3::context& c = s.c;
  StepTurn t{{s.other}, {c.bool_val(false)}, {c.bool_val(false)}, {c.int_val(0)}, {s.top, s.next, s.third},
             s.deck_size, c.bool_val(false), c.bool_val(false), c.bool_val(false)};
  for (size_t p = 1; p < static_cast<size_t>(s.players); ++p) {
    t.hand.push_back(s.hand[p]);
    t.out.push_back(!s.in_round[p]);
    t.protect.push_back(s.protect[p]);
    t.gains.push_back(c.int_val(0));
  }
  t.round_gains.assign(t.gains.size(), c.int_val(0));
  return t;
}

void run_step(const StepContext& x, const EffectStep& step, StepTurn& t) {
  const z3::expr go = x.acts && !t.over && condition(x, step);
  const z3::expr seat = seat_of(x, step.who);
  switch (step.kind) {
    case StepKind::look: return;  // priest.look: nothing changes
    case StepKind::compare: return compare(x, step, go, t);
    case StepKind::swap_hands: return swap_hands(x, go, t);
    case StepKind::discard_and_draw: return discard_and_draw(x, step, go, t);
    case StepKind::protect: t.protect[0] = t.protect[0] || (go && !t.out[0]); return;
    case StepKind::leave_round:
      for (size_t p = 0; p < t.hand.size(); ++p) leave(x, t, p, go && at(seat, p), t.hand[p]);
      return;
    case StepKind::win_token:
      for (size_t p = 0; p < t.hand.size(); ++p) gain(x, t, p, go && at(seat, p));
      return;
    case StepKind::draw_and_return: return draw_and_return(x.s, step.draw, go && !t.out[0], t);
    case StepKind::nothing: return;  // the text says nothing happens
  }
}

int most_single_draws(const love_letter::CardEffect& e) {
  return static_cast<int>(std::count_if(e.steps.begin(), e.steps.end(), [](const EffectStep& s) { return s.kind == StepKind::discard_and_draw; }));
}

int most_drawn_and_returned(const love_letter::CardEffect& e) {
  int most = 0;
  for (const auto& s : e.steps)
    if (s.kind == StepKind::draw_and_return) most = std::max(most, s.draw);
  return most;
}

}  // namespace errata::smt
