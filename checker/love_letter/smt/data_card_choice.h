#pragma once
// A card written as data, played: whom it chooses and what it names, as Z3
// formulas, with the engine's refusals in the engine's order (the same order
// as the native cards it can state: the Guard, the Priest, the Baron, the
// Prince, the King, the cards that choose nobody). Protection applies as the
// edition's variants say (handmaid.protection, handmaid.all-protected).
#include <z3++.h>

#include <vector>

#include "model/love_letter/data_cards/card_effect.h"
#include "play_checks.h"

namespace errata::smt {

// Refuses the play where the card's choice or naming is not one its text
// allows (into `k`, after what `k` holds); true where it is accepted but
// played without effect (nobody to choose, or a protected player whose
// card's effect is ignored).
z3::expr choose_and_name(const SymbolicPlay& s, const love_letter::Edition& ed, const std::vector<love_letter::Role>& roles,
                         const love_letter::CardEffect& e, Checks& k);

// Whether some play of the card chooses the Sycophant's demanded player
// (sycophant.impossible): in the round, and choosable by the card.
z3::expr demand_choosable_by(const SymbolicPlay& s, const love_letter::Edition& ed, const love_letter::CardEffect& e);

// The number a card naming a number names: a character named stands for its value.
z3::expr named_number(const SymbolicPlay& s, const love_letter::Edition& ed, const std::vector<love_letter::Role>& roles);

}  // namespace errata::smt
