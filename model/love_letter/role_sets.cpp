#include "role_sets.h"

#include "edition.h"

namespace errata::love_letter {
namespace {

bool makes_discard(const EffectStep& s) {
  return s.kind == StepKind::compare || s.kind == StepKind::discard_and_draw || s.kind == StepKind::leave_round;
}

// A card written as data: what its effect says, in place of its role's code.
void add_data(RoleSets& sets, Role r, const CardEffect& e) {
  const size_t i = static_cast<size_t>(r);
  const uint32_t bit = role_bit(r);
  sets.data |= bit;
  auto set_if = [bit](uint32_t& set, bool on) { set = on ? set | bit : set & ~bit; };
  set_if(sets.choosers, e.choice.who != Chooses::nobody);
  set_if(sets.leave_when_discarded, e.leaves_when_discarded);
  set_if(sets.bonuses, e.bonus.to != BonusTo::none);
  sets.forced_beside[i] = 0;
  for (Role b : e.forced_beside) sets.forced_beside[i] |= role_bit(b);
  set_if(sets.forced, sets.forced_beside[i] != 0);
  bool protects = false, leaves = false;
  int discards = 0, to_player = 0, to_chosen = 0;
  for (const auto& s : e.steps) {
    protects = protects || s.kind == StepKind::protect;
    leaves = leaves || (s.kind == StepKind::leave_round && s.who == Who::me && s.when == Condition::always &&
                        e.choice.who == Chooses::nobody);  // (one that chooses may be played without effect)
    discards += makes_discard(s);
    if (s.kind == StepKind::win_token) (s.who == Who::me ? to_player : to_chosen) += 1;
  }
  // Discarded, it makes its holder leave: her other card goes too (as the Princess's does).
  discards += e.leaves_when_discarded ? 1 : 0;
  set_if(sets.protectors, protects);
  set_if(sets.leave_when_played, leaves);
  if (r != Role::assassin) sets.discards_forced[i] = static_cast<uint8_t>(discards);
  sets.tokens_to_player[i] = static_cast<uint8_t>(to_player);
  sets.tokens_to_chosen[i] = static_cast<uint8_t>(to_chosen);
}

}  // namespace

RoleSets role_sets_of(const Edition& ed) {
  RoleSets sets;
  for (const auto& c : ed.cards)
    if (c.effect) add_data(sets, c.role, *c.effect);
  sets.forced_in_hand = forced_pairs(sets.forced, sets.forced_beside);
  return sets;
}

}  // namespace errata::love_letter
