#pragma once
// A card's effect written into an edition made in code (a mutant, a setting
// taken from another edition, a test's twin): the one place that knows how
// an Edition holds its cards written as data (each card's `effect`, then
// the effects and the sets of roles resolved again).
#include <memory>

#include "model/love_letter/data_cards/card_effect.h"
#include "model/love_letter/edition.h"

namespace errata::smt {

// The effect `ed` holds for `r`, shared (nullptr: the native card, or no such card).
inline std::shared_ptr<const love_letter::CardEffect> shared_effect(const love_letter::Edition& ed, love_letter::Role r) {
  const love_letter::CardSpec* c = ed.card(r);
  return c ? c->effect : nullptr;
}

// `ed` with `effect` for its card `r` (nullptr: the native card); nothing
// where the card table has no such card.
inline void put_effect(love_letter::Edition& ed, love_letter::Role r, std::shared_ptr<const love_letter::CardEffect> effect) {
  for (auto& c : ed.cards)
    if (c.role == r) c.effect = effect;
  ed.resolve_data_cards();
}

}  // namespace errata::smt
