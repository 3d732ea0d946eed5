#pragma once
// Plays a card whose effect is written as data (card_effect.h): the same
// checks and the same decisions as the engine's own code for the bundled
// roles, each noted under the clause the effect cites. Called by
// resolve_card for every card the edition gives an `effect:`.
#include "../rejection.h"
#include "card_effect.h"

namespace errata::love_letter {

struct Turn;

// The card just played (already in its player's discards), as `e` says.
Rejection play_data_card(Turn& turn, const CardEffect& e);

}  // namespace errata::love_letter
