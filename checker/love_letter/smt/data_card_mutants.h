#pragma once
// The mutants of an edition's cards written as data: each parameter of each
// step (who it is about, where the step reads it; its condition, the Baron's
// loser, drawing before leaving, how many are drawn and returned), the choice
// and the naming, the card leaving when discarded and being forced beside
// others, each step taken out (but a look, which changes no state a rule
// decides). Each is a setting "effect:ROLE" (rule_data) changed alone; the
// mutation suite judges them as it judges every setting.
#include <functional>
#include <string>
#include <vector>

#include "model/love_letter/data_cards/card_effect.h"
#include "model/love_letter/edition.h"

namespace errata::smt {

struct EffectMutant {
  std::string what;  // "effect:baron=steps[1].leaves=higher-leaves"
  love_letter::Role role;
  love_letter::CardEffect effect;  // the card's effect so changed
};

// Every one-parameter change of every card of `ed` written as data, in a fixed order.
std::vector<EffectMutant> effect_mutants(const love_letter::Edition& ed);

}  // namespace errata::smt
