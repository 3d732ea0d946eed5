#pragma once
// A card's effect written into an edition made in code (a mutant, a setting
// taken from another edition, a test's twin): the one place that knows how
// an Edition holds its cards written as data.
#include <memory>

#include "model/love_letter/data_cards/card_effect.h"
#include "model/love_letter/edition.h"

namespace errata::smt {

// `ed` with `effect` for role `r` (nullptr: the native card).
inline void put_effect(love_letter::Edition& ed, love_letter::Role r, std::shared_ptr<const love_letter::CardEffect> effect) {
  if (effect) ed.effects[r] = std::move(effect);
  else ed.effects.erase(r);
}

// The effect `ed` holds for `r`, shared (nullptr: the native card).
inline std::shared_ptr<const love_letter::CardEffect> shared_effect(const love_letter::Edition& ed, love_letter::Role r) {
  const auto it = ed.effects.find(r);
  return it == ed.effects.end() ? nullptr : it->second;
}

}  // namespace errata::smt
