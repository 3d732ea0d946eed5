#include "data_card_play.h"

#include <algorithm>

#include "card_traits.h"
#include "data_card_choice.h"
#include "data_card_steps.h"
#include "model/love_letter/data_cards/card_effect.h"
#include "play_checks.h"

namespace errata::smt {

using love_letter::CardEffect;
using love_letter::Chooses;
using love_letter::Edition;
using love_letter::Rejection;
using love_letter::Role;
using love_letter::Rules;

namespace {

// sycophant.force: a card that chooses players must choose the Sycophant's
// choice where the same play choosing them would be accepted (the refusals
// so far, with the demanded player put for the chosen one); under
// sycophant.impossible discarded-without-effect, a card none of whose plays
// may choose them is discarded without effect. The Countess's refusal (a
// card forced beside) comes first, as the engine checks. True where the card
// is discarded so.
z3::expr demanded(const SymbolicPlay& s, const Edition& ed, const CardEffect& e, const z3::expr& forced, Checks& k) {
  z3::context& c = s.c;
  if (!ed.has_card(Role::sycophant) || e.choice.who == Chooses::nobody) return c.bool_val(false);
  z3::expr base = k.code;  // (substitute is not const)
  z3::expr_vector from(c), to(c);
  from.push_back(s.target);
  to.push_back(s.demand);
  const z3::expr could = base.substitute(from, to) == 0;
  const z3::expr unmet = s.demand >= 0 && s.target != s.demand && s.target2 != s.demand;
  k.code = z3::ite(!forced && unmet && could, c.int_val(Checks::code_of(Rejection::sycophant_target_required)), base);
  if (ed.rules.sycophant_impossible != Rules::SycophantImpossible::discarded_without_effect) return c.bool_val(false);
  const z3::expr discarded = unmet && !could && !demand_choosable_by(s, ed, e);
  const z3::expr choices = s.target != -1 || s.target2 != -1 || s.guess != 0 || s.number >= 0 || s.redraw;
  k.code = z3::ite(!forced && discarded, z3::ite(choices, c.int_val(Checks::code_of(Rejection::invalid_choice)), c.int_val(0)), k.code);
  return !forced && discarded;
}

// The refusals of a play of the card, in the engine's order, into `k`;
// whether the card acts (accepted or not, it is played with effect).
z3::expr refusals(const SymbolicPlay& s, const Edition& ed, const std::vector<Role>& roles, const CardEffect& e, Checks& k) {
  // countess.forced (or the card's own forced clause): the other card must be played.
  const auto forcing = forcing_cards(ed, roles);
  if (!forcing.empty()) k.refuse_if(must_play_the_other(s.played, s.other, ed, roles), Rejection::countess_must_be_played);
  const z3::expr forced = k.decided;
  const z3::expr no_effect = choose_and_name(s, ed, roles, e, k);
  const z3::expr discarded = demanded(s, ed, e, forced, k);
  return !no_effect && !discarded;
}

struct DataPlay {
  PlayOutcome out;
  z3::expr ran_out;
};

// The play of `e`, seat 0 its player: refusals, then each step in order.
DataPlay data_play(const SymbolicPlay& s, const Edition& ed, const std::vector<Role>& roles, const CardEffect& e) {
  z3::context& c = s.c;
  Checks k{c, c.int_val(0), c.bool_val(false)};
  const z3::expr acts = refusals(s, ed, roles, e, k);
  StepTurn t = turn_before(s);
  const StepContext x{s, ed, roles, e, acts, held_by(t, s.target)};
  for (const auto& step : e.steps) run_step(x, step, t);
  // A card kept or put back that is not one drawn (the Chancellor's choice) is refused.
  k.refuse_if(t.bad_keep, Rejection::invalid_choice);
  PlayOutcome out{k.code, {}, {}, {}, t.gains, c.int_val(-1), t.deck, c.int_val(-1), c.bool_val(false), c.bool_val(false), {}, t.round_gains};
  for (size_t p = 0; p < t.hand.size(); ++p) {
    out.eliminated.push_back(t.out[p]);
    out.hand.push_back(z3::ite(t.out[p], c.int_val(0), t.hand[p]));
    out.protect.push_back(t.protect[p] && !t.out[p]);
  }
  return {out, t.ran_out};
}

void lay_over(const z3::expr& here, const PlayOutcome& d, PlayOutcome& out) {
  out.code = z3::ite(here, d.code, out.code);
  for (size_t p = 0; p < out.hand.size(); ++p) {
    out.eliminated[p] = z3::ite(here, d.eliminated[p], out.eliminated[p]);
    out.hand[p] = z3::ite(here, d.hand[p], out.hand[p]);
    out.protect[p] = z3::ite(here, d.protect[p], out.protect[p]);
    out.gains[p] = z3::ite(here, d.gains[p], out.gains[p]);
    out.round_gains[p] = z3::ite(here, d.round_gains[p], out.round_gains[p]);
  }
  for (size_t i = 0; i < out.deck.size(); ++i) out.deck[i] = z3::ite(here, d.deck[i], out.deck[i]);
  out.jester = z3::ite(here, d.jester, out.jester);
  out.sycophant = z3::ite(here, d.sycophant, out.sycophant);
}

void add(std::vector<std::string>& out, const std::string& clause) {
  if (!clause.empty() && std::find(out.begin(), out.end(), clause) == out.end()) out.push_back(clause);
}

}  // namespace

z3::expr overlay_data_plays(const SymbolicPlay& s, const Edition& ed, const std::vector<Role>& roles, const z3::expr& native_ran_out,
                            PlayOutcome& out) {
  z3::expr ran_out = native_ran_out;
  for (Role r : roles) {
    const CardEffect* e = ed.effect(r);
    if (!e) continue;
    const DataPlay d = data_play(s, ed, roles, *e);
    const z3::expr here = s.played == static_cast<int>(r);
    lay_over(here, d.out, out);
    ran_out = z3::ite(here, d.ran_out, ran_out);
  }
  return ran_out;
}

std::vector<std::string> data_card_clauses(const CardEffect& e) {
  std::vector<std::string> out;
  add(out, e.choice.clause);
  add(out, e.naming.clause);
  for (const auto& step : e.steps)
    for (const std::string* c : {&step.clause, &step.tie_clause, &step.set_aside_clause, &step.nothing_left_clause,
                                 &step.discarded_leaves_clause, &step.fewer_clause, &step.empty_clause, &step.forced_clause})
      add(out, *c);
  add(out, e.forced_clause);
  add(out, e.leaves_clause);
  add(out, e.forced_otherwise_clause);
  for (const std::string* c : {&e.bonus.clause, &e.bonus.winner_clause, &e.bonus.several_clause}) add(out, *c);
  if (e.choice.who != Chooses::nobody) {
    add(out, "handmaid.protect");
    add(out, "handmaid.no-effect");
  }
  return out;
}

}  // namespace errata::smt
